package config

import "testing"

func TestLoadPartial(t *testing.T) {
	c, err := Load("testdata/partial.json")
	if err != nil {
		t.Fatal(err)
	}
	if c.Addr != ":9000" {
		t.Errorf("Addr = %q, want :9000", c.Addr)
	}
	if c.TimeoutSeconds != 10 {
		t.Errorf("TimeoutSeconds = %d, want the default 10", c.TimeoutSeconds)
	}
}

func TestLoadFull(t *testing.T) {
	c, err := Load("testdata/full.json")
	if err != nil {
		t.Fatal(err)
	}
	want := Config{Addr: "0.0.0.0:80", TimeoutSeconds: 45, Retries: 5}
	if c != want {
		t.Errorf("Load = %+v, want %+v", c, want)
	}
}

func TestRepoConfig(t *testing.T) {
	c, err := Load("../config.json")
	if err != nil {
		t.Fatalf("config.json: %v", err)
	}
	if c.Addr == "" || c.TimeoutSeconds <= 0 {
		t.Errorf("config.json: %+v", c)
	}
}
