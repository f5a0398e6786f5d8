const { test } = require("node:test");
const assert = require("node:assert/strict");
const { hexToRgb } = require("../dist/color");

test("hexToRgb parses with and without #", () => {
  assert.deepEqual(hexToRgb("#ff8000"), { r: 255, g: 128, b: 0 });
  assert.deepEqual(hexToRgb("00FF00"), { r: 0, g: 255, b: 0 });
});

test("hexToRgb rejects garbage", () => {
  assert.throws(() => hexToRgb("#12345"));
});
