'use strict';

const { isValid10 } = require('./isbn10');
const { isValid13 } = require('./isbn13');
const { toIsbn13 } = require('./convert');

module.exports = { isValid10, isValid13, toIsbn13 };
