'use strict';

const test = require('node:test');
const assert = require('node:assert');
const { plan } = require('../lib/session');

test('plan for HP5 at 20 °C in a 500 ml tank', () => {
  assert.deepStrictEqual(plan('hp5', 20, 500), [
    'developer: 16 ml stock + 484 ml water',
    'develop: 6:30',
  ]);
});
