'use strict';

const CODE = {
  A: '.-', B: '-...', C: '-.-.', D: '-..', E: '.', F: '..-.', G: '--.',
  H: '....', I: '..', J: '.---', K: '-.-', L: '.-..', M: '--', N: '-.',
  O: '---', P: '.--.', Q: '--.-', R: '.-.', S: '...', T: '-', U: '..-',
  V: '...-', W: '.--', X: '-..-',
  Y: '-.--', Z: '--..',
};

const DECODE = Object.fromEntries(Object.entries(CODE).map(([ch, code]) => [code, ch]));

function encodeWord(word) {
  return [...word].map((ch) => {
    if (!(ch in CODE)) throw new Error('cannot encode ' + JSON.stringify(ch));
    return CODE[ch];
  }).join(' ');
}

function decodeWord(word) {
  return word.split(' ').map((code) => {
    if (!(code in DECODE)) throw new Error('unknown code ' + JSON.stringify(code));
    return DECODE[code];
  }).join('');
}

// encode turns text into morse: letters separated by spaces, words by " / ".
function encode(text) {
  return text.toUpperCase().split(' ').filter(Boolean).map(encodeWord).join(' / ');
}

// decode is encode's inverse; surrounding whitespace is ignored.
function decode(morse) {
  return morse.split(' / ').map(decodeWord).join('');
}

module.exports = { encode, decode };
