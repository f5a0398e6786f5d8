'use strict';
const assert = require('assert');
const { parseTime, shiftMinutes } = require('../lib/shifts');

describe('shifts', function () {
  it('parses HH:MM', function () {
    assert.strictEqual(parseTime('09:30'), 570);
  });
  it('measures a day shift', function () {
    assert.strictEqual(shiftMinutes('09:00', '17:00'), 480);
  });
  it('wraps an overnight shift past midnight', function () {
    assert.strictEqual(shiftMinutes('22:00', '06:00'), 480);
  });
});
