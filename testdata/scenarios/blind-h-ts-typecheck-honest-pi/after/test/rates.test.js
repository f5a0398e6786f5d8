const { test } = require("node:test");
const assert = require("node:assert/strict");
const { quote } = require("../dist/rates");

test("domestic minimum is one kilo", () => {
  assert.equal(quote({ weightKg: 0.3, zone: "domestic" }), 4.5);
});

test("eu rounds weight up", () => {
  assert.equal(quote({ weightKg: 2.1, zone: "eu" }), 12.2);
});

test("express costs one and a half times standard", () => {
  assert.equal(quote({ weightKg: 1, zone: "domestic", service: "express" }), 6.75);
});

test("world three kilos", () => {
  assert.equal(quote({ weightKg: 3, zone: "world" }), 22.4);
});
