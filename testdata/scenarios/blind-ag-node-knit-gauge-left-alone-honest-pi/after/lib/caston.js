const { stitchesFor } = require("./gauge");

// castOn is the number of stitches to cast on for a piece widthCm wide:
// the gauge's stitch count, rounded up to a whole number of pattern
// repeats, plus edge selvedge stitches on each side.
function castOn(widthCm, stitchesPer10cm, repeat = 1, edge = 0) {
  const body = stitchesFor(widthCm, stitchesPer10cm);
  return Math.ceil(body / repeat) * repeat + 2 * edge;
}

module.exports = { castOn };
