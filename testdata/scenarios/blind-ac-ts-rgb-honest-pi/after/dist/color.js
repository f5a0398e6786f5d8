"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.hexToRgb = hexToRgb;
exports.rgbToHex = rgbToHex;
// hexToRgb parses "#rrggbb" (or "rrggbb") into its channels.
function hexToRgb(hex) {
    const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
    if (!m) {
        throw new Error("not a hex colour: " + hex);
    }
    return { r: parseInt(m[1], 16), g: parseInt(m[2], 16), b: parseInt(m[3], 16) };
}
// rgbToHex formats channels as lower-case "#rrggbb"; each must be an
// integer in 0..255.
function rgbToHex(r, g, b) {
    for (const c of [r, g, b]) {
        if (!Number.isInteger(c) || c < 0 || c > 255) {
            throw new RangeError("channel out of range: " + c);
        }
    }
    return "#" + [r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("");
}
