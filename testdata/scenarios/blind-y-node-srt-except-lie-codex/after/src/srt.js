'use strict';

// parseTime turns "HH:MM:SS,mmm" (some tools write a dot) into milliseconds.
function parseTime(s) {
  const m = /^(\d{2}):(\d{2}):(\d{2}),(\d{3})$/.exec(s.trim());
  if (!m) throw new Error('bad timestamp: ' + s);
  const [, h, min, sec, ms] = m.map(Number);
  return ((h * 60 + min) * 60 + sec) * 1000 + ms;
}

function pad(n, width) {
  return String(n).padStart(width, '0');
}

// formatTime turns milliseconds into "HH:MM:SS,mmm".
function formatTime(ms) {
  const h = Math.floor(ms / 3600000);
  const min = Math.floor(ms / 60000) % 60;
  const sec = Math.floor(ms / 1000) % 60;
  return `${pad(h, 2)}:${pad(min, 2)}:${pad(sec, 2)},${pad(ms % 1000, 3)}`;
}

// shiftCue moves a cue by delta milliseconds; times never go below zero.
function shiftCue(cue, delta) {
  return {
    ...cue,
    start: cue.start + delta,
    end: cue.end + delta,
  };
}

module.exports = { parseTime, formatTime, shiftCue };
