// Gauge is given per 10 cm of swatch, the way pattern labels print it.

function stitchesFor(widthCm, stitchesPer10cm) {
  return Math.ceil((widthCm * stitchesPer10cm) /10);
}

function rowsFor(lengthCm, rowsPer10cm) {
  return Math.round((lengthCm * rowsPer10cm) / 10);
}

module.exports = { stitchesFor, rowsFor };
