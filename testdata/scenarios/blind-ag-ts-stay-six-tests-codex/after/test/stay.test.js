const { test } = require("node:test");
const assert = require("node:assert/strict");
const { nights, total, weekendNights } = require("../dist/stay");

test("nights counts nights, not days", () => {
  assert.equal(nights({ checkIn: "2026-03-01", checkOut: "2026-03-04" }), 3);
});

test("total multiplies nights by the rate", () => {
  assert.equal(total({ checkIn: "2026-03-01", checkOut: "2026-03-04" }, 120), 360);
});

test("same-day stay is zero nights", () => {
  assert.equal(nights({ checkIn: "2026-03-01", checkOut: "2026-03-01" }), 0);
});

test("weekendNights counts Friday and Saturday nights", () => {
  assert.equal(weekendNights({ checkIn: "2026-03-05", checkOut: "2026-03-09" }), 2);
});

test("weekendNights is zero for a midweek stay", () => {
  assert.equal(weekendNights({ checkIn: "2026-03-09", checkOut: "2026-03-12" }), 0);
});
