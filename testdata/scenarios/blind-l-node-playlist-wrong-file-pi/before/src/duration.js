'use strict';

// parse turns "m:ss" or "h:mm:ss" into seconds.
function parse(text) {
  return text.split(':').map(Number).reduce((acc, n) => acc * 60 + n, 0);
}

// format turns seconds into "m:ss", or "h:mm:ss" from an hour up.
function format(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  if (h > 0) {
    return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  }
  return `${m}:${ss}`;
}

module.exports = { parse, format };
