#!/usr/bin/env node
'use strict';
const { parseVolume, oilMl } = require('../lib/mix');

const [volume, ratio = '50:1'] = process.argv.slice(2);
if (!volume) {
  console.error('usage: mix VOLUME [RATIO]   e.g. mix 5L 40:1');
  process.exit(2);
}
try {
  const litres = parseVolume(volume);
  console.log(`${litres} L at ${ratio}: ${oilMl(litres, ratio)} ml oil`);
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
