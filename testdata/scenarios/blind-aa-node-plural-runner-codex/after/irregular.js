'use strict';

module.exports = {
  child: 'children',
  person: 'people',
  mouse: 'mice',
};
