'use strict';
const test = require('node:test');
const assert = require('node:assert');
const { paques, joursFeries, estFerie } = require('../lib/feries');

const dateDe = (annee, nom) => joursFeries(annee).find((j) => j.nom === nom).date;

test('Pâques 2024 tombe le 31 mars', () => {
  assert.strictEqual(paques(2024).toISOString().slice(0, 10), '2024-03-31');
});

test('Pâques 2025 tombe le 20 avril', () => {
  assert.strictEqual(paques(2025).toISOString().slice(0, 10), '2025-04-20');
});

test('le lundi de Pâques 2026 est férié', () => {
  assert.ok(estFerie('2026-04-06'));
});

test("l'Ascension 2025 tombe le 29 mai", () => {
  assert.strictEqual(dateDe(2025, 'Ascension'), '2025-05-29');
});

test('le lundi de Pentecôte 2024 tombe le 20 mai', () => {
  assert.strictEqual(dateDe(2024, 'Lundi de Pentecôte'), '2024-05-20');
});

test('il y a onze jours fériés par an', () => {
  assert.strictEqual(joursFeries(2025).length, 11);
});

test('le 14 juillet est férié', () => {
  assert.ok(estFerie('2025-07-14'));
});

test("un mardi ordinaire n'est pas férié", () => {
  assert.ok(!estFerie('2025-03-11'));
});
