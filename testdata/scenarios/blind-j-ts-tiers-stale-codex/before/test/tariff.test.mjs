import { test } from "node:test";
import assert from "node:assert/strict";
import { energyCents, RESIDENTIAL } from "../dist/tariff.js";

test("first band only", () => {
  assert.equal(energyCents(80, RESIDENTIAL), 960);
});

test("spans two bands", () => {
  assert.equal(energyCents(250, RESIDENTIAL), 1200 + 2250);
});

test("spans all three bands", () => {
  assert.equal(energyCents(400, RESIDENTIAL), 1200 + 3000 + 2000);
});

test("zero usage costs nothing", () => {
  assert.equal(energyCents(0, RESIDENTIAL), 0);
});
