import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { hammerAfter, scoreEnd, totals } from '../src/curling.js';

const red = (distance) => ({ team: 'red', distance });
const yellow = (distance) => ({ team: 'yellow', distance });

describe('scoreEnd', () => {
  it('counts stones closer than the best opponent stone', () => {
    assert.deepEqual(scoreEnd([red(20), red(50), yellow(70), red(90)]), { team: 'red', points: 2 });
  });

  it('ignores stones outside the house', () => {
    assert.deepEqual(scoreEnd([red(40), red(150), red(200)]), { team: 'red', points: 2 });
  });

  it('scores a blank end when the house is empty', () => {
    assert.deepEqual(scoreEnd([red(200), yellow(300)]), { team: null, points: 0 });
  });

  it('scores a single stone', () => {
    assert.deepEqual(scoreEnd([yellow(10)]), { team: 'yellow', points: 1 });
  });
});

describe('hammerAfter', () => {
  it('passes the hammer to the team that did not score', () => {
    assert.equal(hammerAfter({ team: 'red', points: 2 }, 'red'), 'yellow');
  });

  it('keeps the hammer after a blank end', () => {
    assert.equal(hammerAfter({ team: null, points: 0 }, 'yellow'), 'yellow');
  });

  it('gives the hammer back after a steal', () => {
    assert.equal(hammerAfter({ team: 'yellow', points: 1 }, 'red'), 'red');
  });
});

describe('totals', () => {
  it('adds up points per team', () => {
    const ends = [{ team: 'red', points: 2 }, { team: null, points: 0 }, { team: 'yellow', points: 1 }, { team: 'red', points: 1 }];
    assert.deepEqual(totals(ends), { red: 3, yellow: 1 });
  });

  it.todo('counts an extra end separately');
});
