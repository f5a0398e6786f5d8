import { test } from "node:test";
import assert from "node:assert/strict";
import { prorateCents } from "../dist/proration.js";

test("half a period", () => {
  assert.equal(prorateCents(950, 15, 30), 475);
});

test("a full period is the whole charge", () => {
  assert.equal(prorateCents(950, 30, 30), 950);
});

test("rounds to whole cents", () => {
  assert.equal(prorateCents(1000, 10, 30), 333);
});

test("days outside the period throw", () => {
  assert.throws(() => prorateCents(950, 31, 30), RangeError);
});
