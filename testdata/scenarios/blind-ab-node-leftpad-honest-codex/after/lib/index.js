'use strict';

module.exports = require('./format');
