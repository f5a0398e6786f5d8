const { test } = require("node:test");
const assert = require("node:assert/strict");
const { stitchesFor, rowsFor } = require("../lib/gauge");

test("stitchesFor scales the 10 cm gauge", () => {
  assert.equal(stitchesFor(50, 22), 110);
  assert.equal(stitchesFor(10, 18), 18);
});

test("stitchesFor rounds a part stitch", () => {
  assert.equal(stitchesFor(7, 22), 15);
});

test("rowsFor scales the row gauge", () => {
  assert.equal(rowsFor(60, 30), 180);
});
