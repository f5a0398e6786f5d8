'use strict';
const test = require('node:test');
const assert = require('node:assert/strict');
const { headings, toc } = require('../src/toc');

test('nests by level', () => {
  assert.equal(
    toc('# Title\n## Install\n### From source\n'),
    '- [Title](#title)\n  - [Install](#install)\n    - [From source](#from-source)',
  );
});

test('strips closing hashes', () => {
  assert.deepEqual(headings('## Usage ##'), [{ level: 2, text: 'Usage' }]);
});

test('numbers repeated headings', () => {
  assert.equal(
    toc('## Setup\n## Setup\n## Setup'),
    '  - [Setup](#setup)\n  - [Setup](#setup-1)\n  - [Setup](#setup-2)',
  );
});

test('skips headings inside fenced code', () => {
  const doc = '# Guide\n```bash\n# install deps\nnpm ci\n```\n## Next\n';
  assert.deepEqual(headings(doc).map((h) => h.text), ['Guide', 'Next']);
});
