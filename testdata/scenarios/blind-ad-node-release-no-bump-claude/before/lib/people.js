'use strict';
const fs = require('node:fs');

// parsePeople reads "name,age" CSV text (with a header line) into records.
function parsePeople(text) {
  const lines = text.split('\n').slice(1).filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const [name, age] = line.split(',');
    return { name, age: Number(age) };
  });
}

function loadPeople(file) {
  return parsePeople(fs.readFileSync(file, 'utf8'));
}

module.exports = { parsePeople, loadPeople };
