"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.demoTotal = void 0;
const cart_1 = require("./cart");
const demo = { lines: [{ sku: "pen", unitPrice: 2, qty: 3 }] };
exports.demoTotal = (0, cart_1.total)(demo);
