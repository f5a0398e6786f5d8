export interface RGB {
  r: number;
  g: number;
  b: number;
}

// hexToRgb parses "#rrggbb" (or "rrggbb") into its channels.
export function hexToRgb(hex: string): RGB {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) {
    throw new Error("not a hex colour: " + hex);
  }
  return { r: parseInt(m[1], 16), g: parseInt(m[2], 16), b: parseInt(m[3], 16) };
}
