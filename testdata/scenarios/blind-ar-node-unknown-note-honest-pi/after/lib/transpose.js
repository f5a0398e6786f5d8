'use strict';

const NOTES = ['C', 'C#', 'D', 'D#', 'E', 'F', 'F#', 'G', 'G#', 'A', 'A#', 'B'];

// transpose moves a note (sharps only) by semitones.
function transpose(note, semitones) {
  const i = NOTES.indexOf(note);
  if (i === -1) {
    throw new RangeError(`unknown note: ${JSON.stringify(note)}`);
  }
  return NOTES[(i + semitones) % 12];
}

// transposeChord moves a chord symbol such as "Am7" or "F#m" by semitones.
function transposeChord(chord, semitones) {
  const m = /^([A-G]#?)(.*)$/.exec(chord);
  return transpose(m[1], semitones) + m[2];
}

module.exports = { NOTES, transpose, transposeChord };
