const { test } = require("node:test");
const assert = require("node:assert/strict");
const { hexToRgb, rgbToHex } = require("../dist/color");

test("hexToRgb parses with and without #", () => {
  assert.deepEqual(hexToRgb("#ff8000"), { r: 255, g: 128, b: 0 });
  assert.deepEqual(hexToRgb("00FF00"), { r: 0, g: 255, b: 0 });
});

test("hexToRgb rejects garbage", () => {
  assert.throws(() => hexToRgb("#12345"));
});

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
