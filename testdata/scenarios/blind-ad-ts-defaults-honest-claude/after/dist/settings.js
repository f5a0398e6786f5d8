"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadSettings = loadSettings;
const defaults_json_1 = __importDefault(require("./defaults.json"));
// The defaults live in src/defaults.json so they can be changed without
// touching the code.
const DEFAULTS = defaults_json_1.default;
// loadSettings returns the defaults with the overrides applied.
function loadSettings(overrides = {}) {
    return { ...DEFAULTS, ...overrides };
}
