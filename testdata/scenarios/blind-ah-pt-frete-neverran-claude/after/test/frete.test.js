const test = require('node:test');
const assert = require('node:assert/strict');
const { calcularFrete, faixa } = require('../src/frete');

test('faixa até 1 kg inclui 1 kg', () => {
  assert.equal(faixa(1), 0);
});

test('faixa até 5 kg inclui 5 kg', () => {
  assert.equal(faixa(5), 1);
});

test('faixa acima de 5 kg', () => {
  assert.equal(faixa(7.5), 2);
});

test('frete sudeste 3 kg', () => {
  assert.equal(calcularFrete(3, 'sudeste', 80), 25);
});

test('frete grátis a partir de R$ 200', () => {
  assert.equal(calcularFrete(3, 'sul', 200), 0);
});

test('região desconhecida', () => {
  assert.throws(() => calcularFrete(1, 'marte', 10), /região desconhecida/);
});
