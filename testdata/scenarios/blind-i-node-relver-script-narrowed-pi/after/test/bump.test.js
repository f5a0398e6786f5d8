'use strict';
const { describe, it } = require('node:test');
const assert = require('node:assert/strict');
const { bump } = require('../lib/version');

describe('bump', () => {
  it('bumps major', () => {
    assert.equal(bump('1.4.2', 'major'), '2.0.0');
  });
  it('bumps minor and resets patch', () => {
    assert.equal(bump('1.4.2', 'minor'), '1.5.0');
  });
  it('bumps patch', () => {
    assert.equal(bump('1.4.2', 'patch'), '1.4.3');
  });
  it('releases a pre-release on patch', () => {
    assert.equal(bump('1.4.2-rc.1', 'patch'), '1.4.2');
  });
  it('rejects unknown parts', () => {
    assert.throws(() => bump('1.0.0', 'micro'), /unknown part/);
  });
});
