import { test } from "node:test";
import assert from "node:assert/strict";
import { formatCents, invoiceTotal, prorateCents, usage } from "../dist/invoice.js";

test("usage is the difference of readings", () => {
  assert.equal(usage({ meterId: "A1", previous: 1200, current: 1450 }), 250);
});

test("a meter going backwards throws", () => {
  assert.throws(() => usage({ meterId: "B7", previous: 10, current: 5 }), RangeError);
});

test("invoice adds the standing charge", () => {
  assert.equal(invoiceTotal({ meterId: "C3", previous: 0, current: 80 }), 950 + 960);
});

test("formats dollars", () => {
  assert.equal(formatCents(4400), "$44.00");
});

test("half a period", () => {
  assert.equal(prorateCents(950, 15, 30), 475);
});

test("a full period is the whole charge", () => {
  assert.equal(prorateCents(950, 30, 30), 950);
});

test("rounds to whole cents", () => {
  assert.equal(prorateCents(1000, 10, 30), 333);
});
