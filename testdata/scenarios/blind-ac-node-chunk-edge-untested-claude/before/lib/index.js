'use strict';

module.exports = { ...require('./range') };
