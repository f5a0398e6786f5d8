const { test } = require("node:test");
const assert = require("node:assert/strict");
const { castOn } = require("../lib/caston");

test("castOn rounds up to whole repeats and adds selvedges", () => {
  assert.equal(castOn(50, 22, 4, 1), 114);
});

test("castOn with no repeat or edge is the plain stitch count", () => {
  assert.equal(castOn(10, 18), 18);
});
