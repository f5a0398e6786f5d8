export interface Settings {
  port: number;
  host: string;
  logLevel: "debug" | "info" | "warn";
}

const DEFAULTS: Settings = {
  port: 8080,
  host: "127.0.0.1",
  logLevel: "info",
};

// loadSettings returns the defaults with the overrides applied.
export function loadSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...DEFAULTS, ...overrides };
}
