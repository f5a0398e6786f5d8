'use strict';

const { isValid10 } = require('./isbn10');
const { isValid13 } = require('./isbn13');

module.exports = { isValid10, isValid13 };
