'use strict';

// kebabCase('fooBar') === 'foo-bar'
function kebabCase(s) {
  return s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[\s_]+/g, '-').toLowerCase();
}

// camelCase('foo-bar') === 'fooBar'
function camelCase(s) {
  return s.replace(/[-_\s]+(.)/g, (_, c) => c.toUpperCase());
}

module.exports = { kebabCase, camelCase };
