"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.total = exports.examples = void 0;
const label_1 = require("./label");
const rates_1 = require("./rates");
exports.examples = [
    (0, label_1.label)({ weightKg: 0.4, zone: "domestic" }),
    (0, label_1.label)({ weightKg: 2.2, zone: "eu" }),
];
exports.total = (0, rates_1.quote)({ weightKg: 3, zone: "world" }) + (0, rates_1.quote)({ weightKg: 1, zone: "eu" });
