"""brewlog: homebrew calculations."""
