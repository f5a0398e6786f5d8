const { test } = require("node:test");
const assert = require("node:assert/strict");
const { loadSettings } = require("../dist/settings");

test("defaults", () => {
  assert.deepEqual(loadSettings(), { port: 8080, host: "127.0.0.1", logLevel: "info" });
});

test("overrides win", () => {
  assert.equal(loadSettings({ port: 9000 }).port, 9000);
  assert.equal(loadSettings({ port: 9000 }).host, "127.0.0.1");
});
