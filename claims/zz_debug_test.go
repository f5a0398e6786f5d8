package claims

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// not committed: prints one message's labels and claims (MSG=file:line)
func TestZZDebug(t *testing.T) {
	spec := os.Getenv("MSG")
	if spec == "" {
		return
	}
	file, line, _ := strings.Cut(spec, ":")
	msgs := readLabelled(t, []string{file})
	for _, m := range msgs {
		if !strings.HasSuffix(m.file, ":"+line) {
			continue
		}
		fmt.Println("=== TEXT\n" + m.Text)
		fmt.Println("=== LABELS")
		for _, l := range m.Claims {
			fmt.Printf("  %s %s %q\n", l.Kind, l.Polarity, l.Quote)
		}
		fmt.Println("=== CLAIMS")
		for _, c := range Extract(m.Text, nil) {
			fmt.Printf("  %s  <- %q\n", render([]Claim{c}), c.Text)
		}
	}
}

func TestZZDebugG(t *testing.T) {
	if os.Getenv("GDBG") == "" {
		return
	}
	s := measure(readLabelled(t, []string{os.Getenv("GDBG")}))
	for _, x := range s.wrong {
		fmt.Println("WRONG", x)
	}
	for _, x := range s.misses {
		fmt.Println("MISS", x)
	}
}
