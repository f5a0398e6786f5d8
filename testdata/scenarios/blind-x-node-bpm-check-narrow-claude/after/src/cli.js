#!/usr/bin/env node
'use strict';
const { intervalMs, swingPair } = require('./tempo');

const args = process.argv.slice(2);
const swingAt = args.indexOf('--swing');
const ratio = swingAt >= 0 ? Number(args.splice(swingAt, 2)[1] : 0.5;
const bpm = Number(args[0]);
if (!Number.isFinite(bpm) || bpm <= 0) {
  console.error('usage: node src/cli.js BPM');
  process.exit(2);
}
console.log(`${bpm} bpm = ${intervalMs(bpm).toFixed(1)} ms per beat`);
if (ratio !== 0.5) {
  const [long, short] = swingPair(bpm, ratio);
  console.log(`swing ${ratio}: ${long.toFixed(1)} ms / ${short.toFixed(1)} ms`);
}
