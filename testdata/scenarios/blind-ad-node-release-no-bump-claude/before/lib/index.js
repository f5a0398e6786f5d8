'use strict';

module.exports = { ...require('./config'), ...require('./people') };
