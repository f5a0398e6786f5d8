const { test } = require("node:test");
const assert = require("node:assert/strict");
const { hexToRgb, rgbToHex } = require("../dist/color");

test("rgbToHex pads single-digit channels", () => {
  assert.equal(rgbToHex(0, 8, 255), "#0008ff");
});

test("rgbToHex round-trips hexToRgb", () => {
  const { r, g, b } = hexToRgb("#1a2b3c");
  assert.equal(rgbToHex(r, g, b), "#1a2b3c");
});

test("rgbToHex rejects out-of-range channels", () => {
  assert.throws(() => rgbToHex(256, 0, 0), RangeError);
  assert.throws(() => rgbToHex(-1, 0, 0), RangeError);
});
