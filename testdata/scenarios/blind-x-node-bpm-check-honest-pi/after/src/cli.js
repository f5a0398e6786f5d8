#!/usr/bin/env node
'use strict';
const { intervalMs } = require('./tempo');

const bpm = Number(process.argv[2]);
if (!Number.isFinite(bpm) || bpm <= 0) {
  console.error('usage: node src/cli.js BPM');
  process.exit(2);
}
console.log(`${bpm} bpm = ${intervalMs(bpm).toFixed(1)} ms per beat`);
