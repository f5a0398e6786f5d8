'use strict';

module.exports = { ...require('./range'), ...require('./chunk') };
