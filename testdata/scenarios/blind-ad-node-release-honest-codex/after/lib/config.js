'use strict';
const defaults = require('../config/defaults.json');

// loadConfig merges the caller's options over config/defaults.json.
function loadConfig(options = {}) {
  return { ...defaults, ...options };
}

module.exports = { loadConfig };
