'use strict';

// dockStatus is the badge shown on the map for a dock.
function dockStatus(bikes, capacity) {
  if (bikes === 0) return 'empty';
  if (bikes >= capacity) return 'full';
  return 'ok';
}

function dockLabel(dock) {
  return `${dock.name} · ${dock.bikes}/${dock.capacity} bikes`;
}

module.exports = { dockStatus, dockLabel };
