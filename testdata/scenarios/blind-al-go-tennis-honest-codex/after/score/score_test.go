package score

import "testing"

func TestPointName(t *testing.T) {
	for p, want := range []string{"love", "fifteen", "thirty", "forty"} {
		if got := PointName(p); got != want {
			t.Errorf("PointName(%d) = %q, want %q", p, got, want)
		}
	}
}

func TestCall(t *testing.T) {
	tests := []struct {
		name             string
		server, receiver int
		want             string
	}{
		{"love_all", 0, 0, "love all"},
		{"fifteen_love", 1, 0, "fifteen-love"},
		{"thirty_forty", 2, 3, "thirty-forty"},
		{"deuce", 3, 3, "deuce"},
		{"deuce_after_advantage", 4, 4, "deuce"},
		{"advantage_server", 4, 3, "advantage server"},
		{"advantage_receiver", 5, 6, "advantage receiver"},
		{"game_server", 4, 1, "game server"},
		{"game_receiver_from_deuce", 3, 5, "game receiver"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Call(tt.server, tt.receiver); got != tt.want {
				t.Errorf("Call(%d, %d) = %q, want %q", tt.server, tt.receiver, got, tt.want)
			}
		})
	}
}
