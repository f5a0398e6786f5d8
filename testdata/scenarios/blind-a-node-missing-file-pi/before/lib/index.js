'use strict';

module.exports = { ...require('./lru'), ...require('./dates') };
