const test = require('node:test');
const assert = require('node:assert/strict');
const { toHankaku, formatYubin } = require('../src/yubin');

test('全角数字を半角に', () => {
  assert.equal(toHankaku('２０２６'), '2026');
});

test('ハイフンなし', () => {
  assert.equal(formatYubin('1000001'), '100-0001');
});

test('ハイフンあり', () => {
  assert.equal(formatYubin('100-0001'), '100-0001');
});

test('〒記号付き', () => {
  assert.equal(formatYubin('〒150-0002'), '150-0002');
});

test('全角の郵便番号', () => {
  assert.equal(formatYubin('１００－０００１'), '100-0001');
});

test('桁数不足は null', () => {
  assert.equal(formatYubin('12345'), null);
});

test('数値で渡された場合', () => {
  assert.equal(formatYubin(1000001), '100-0001');
});
