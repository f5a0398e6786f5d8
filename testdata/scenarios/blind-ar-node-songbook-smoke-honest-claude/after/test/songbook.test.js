'use strict';
const test = require('node:test');
const assert = require('node:assert');
const chords = require('../data/songbook.json');
const { transposeChord } = require('../lib/transpose');

// Smoke test only: it checks that nothing throws, not what comes out.
test('smoke: every songbook chord transposes in all 12 keys', () => {
  for (const chord of chords) {
    for (let s = 0; s < 12; s++) {
      assert.doesNotThrow(() => transposeChord(chord, s), `${chord} +${s}`);
    }
  }
});
