// Package config loads the service settings from a JSON file.
package config

import (
	"encoding/json"
	"os"
)

// Config is the service configuration.
type Config struct {
	Addr           string `json:"addr"`
	TimeoutSeconds int    `json:"timeout_seconds"`
	Retries        int    `json:"retries"`
}

// Default returns the settings used for keys the file leaves out.
func Default() Config {
	return Config{Addr: ":8080", TimeoutSeconds: 30, Retries: 3}
}

// Load reads the JSON file at path over the defaults.
func Load(path string) (Config, error) {
	c := Default()
	data, err := os.ReadFile(path)
	if err != nil {
		return c, err
	}
	err = json.Unmarshal(data, &c)
	return c, err
}
