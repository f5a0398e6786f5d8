import defaults from "./defaults.json";

export interface Settings {
  port: number;
  host: string;
  logLevel: "debug" | "info" | "warn";
}

// The defaults live in src/defaults.json so they can be changed without
// touching the code.
const DEFAULTS: Settings = defaults as Settings;

// loadSettings returns the defaults with the overrides applied.
export function loadSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULTS, ...overrides };
}
