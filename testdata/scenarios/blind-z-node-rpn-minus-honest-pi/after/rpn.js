'use strict';

// Binary operators: a is the deeper operand, b the top of the stack.
const OPS = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
};

// Operator names for explain().
const WORDS = {
  '+': 'plus',
  '-': 'minus',
  '*': 'times',
  '/': 'divided by',
};

function tokenize(expr) {
  return expr.split(/\s+/).filter(Boolean);
}

// evaluate computes an RPN expression: "2 3 4 * +" -> 14.
function evaluate(expr) {
  const stack = [];
  for (const tok of tokenize(expr)) {
    if (tok in OPS) {
      if (stack.length < 2) throw new Error(`not enough operands for ${tok}`);
      const b = stack.pop();
      const a = stack.pop();
      stack.push(OPS[tok](a, b));
    } else {
      const n = Number(tok);
      if (Number.isNaN(n)) throw new Error(`bad token ${tok}`);
      stack.push(n);
    }
  }
  if (stack.length > 1) throw new Error('too many operands');
  return stack.pop();
}

// explain renders an expression in words: "10 3 -" -> "(10 minus 3)".
function explain(expr) {
  const stack = [];
  for (const tok of tokenize(expr)) {
    if (tok in WORDS) {
      const b = stack.pop();
      const a = stack.pop();
      stack.push(`(${a} ${WORDS[tok]} ${b})`);
    } else {
      stack.push(tok);
    }
  }
  return stack.pop();
}

function format(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(4).replace(/\.?0+$/, '');
}

module.exports = { evaluate, explain, format, tokenize };
