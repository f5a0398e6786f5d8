'use strict';

// slugify lower-cases text and joins its words with '-'.
function slugify(text) {
  return (text.toLowerCase().match(/[a-z0-9]+/g) || []).join('-');
}

module.exports = { slugify };
