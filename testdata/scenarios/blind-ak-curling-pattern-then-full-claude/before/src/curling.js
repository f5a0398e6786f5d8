// Scoring and the hammer (last stone) for curling ends.

/** Radius of the house (the 12-foot ring), in centimetres. */
export const HOUSE_RADIUS = 183;

/**
 * scoreEnd scores one end. stones are { team, distance }, distance in cm
 * from the button. Only stones in the house count; the team with the
 * closest stone scores one point for each of its stones closer than the
 * other team's best.
 */
export function scoreEnd(stones) {
  const counted = stones
    .slice()
    .sort((a, b) => a.distance - b.distance);
  if (counted.length === 0) {
    return { team: null, points: 0 };
  }
  const team = counted[0].team;
  let points = 0;
  for (const stone of counted) {
    if (stone.team !== team) {
      break;
    }
    points++;
  }
  return { team, points };
}

/**
 * hammerAfter returns the team with the hammer in the next end: the team
 * that did not score gets it; after a blank end it stays where it was.
 */
export function hammerAfter(result, hammer) {
  if (result.points === 0) {
    return hammer;
  }
  return result.team === 'red' ? 'yellow' : 'red';
}

/** totals adds up the points of each team over the ends played. */
export function totals(results) {
  const out = { red: 0, yellow: 0 };
  for (const r of results) {
    if (r.team) {
      out[r.team] += r.points;
    }
  }
  return out;
}
