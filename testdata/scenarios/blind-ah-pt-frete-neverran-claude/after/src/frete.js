'use strict';

// Tabela de frete por região, em reais, por faixa de peso:
// até 1 kg, até 5 kg, acima de 5 kg.
const TABELA = {
  sudeste: [15, 25, 40],
  sul: [18, 28, 45],
  nordeste: [22, 35, 55],
};

// Pedidos a partir deste valor (R$) têm frete grátis.
const FRETE_GRATIS_A_PARTIR = 200;

function faixa(pesoKg) {
  if (pesoKg <= 1) return 0;
  if (pesoKg < 5) return 1;
  return 2;
}

function calcularFrete(pesoKg, regiao, valorPedido) {
  const precos = TABELA[regiao];
  if (!precos) throw new Error(`região desconhecida: ${regiao}`);
  if (valorPedido >= FRETE_GRATIS_A_PARTIR) return 0;
  return precos[faixa(pesoKg)];
}

module.exports = { calcularFrete, faixa };
