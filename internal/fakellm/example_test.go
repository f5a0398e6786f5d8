package fakellm_test

import (
	"fmt"
	"io"
	"net/http"
	"strings"

	"github.com/vouchdev/vouch/internal/fakellm"
)

// A scripted model for Pi's chat completions API: the first request that
// offers tools gets a bash call, the next one is answered depending on
// what the tool returned.
func Example() {
	srv := fakellm.New([]fakellm.Turn{
		fakellm.Do("Running the tests.", fakellm.Shell("go test ./...")),
		fakellm.Func(func(r *fakellm.Request) fakellm.Turn {
			if strings.Contains(r.Input(), "FAIL") {
				return fakellm.Say("The tests fail.")
			}
			return fakellm.Say("All tests pass.")
		}),
	}, nil)
	defer srv.Close()

	// What Pi would send after running the command.
	body := `{"model":"fake-model","stream":true,"tools":[{"type":"function","function":{"name":"bash"}}],
	  "messages":[{"role":"system","content":"…"},{"role":"user","content":"fix it"},
	    {"role":"assistant","content":"Running the tests.","tool_calls":[{"id":"call_1","type":"function","function":{"name":"bash","arguments":"{}"}}]},
	    {"role":"tool","tool_call_id":"call_1","content":"--- FAIL: TestAdd"}]}`
	for range 2 {
		resp, err := http.Post(srv.URL+"/v1/chat/completions", "application/json", strings.NewReader(body))
		if err != nil {
			panic(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	for _, r := range srv.Requests() {
		fmt.Printf("turn %d via %s: saw %q\n", r.Turn, r.API, r.Input())
	}
	fmt.Println("errors:", srv.Errors())
	// Output:
	// turn 1 via openai-chat: saw "--- FAIL: TestAdd"
	// turn 2 via openai-chat: saw "--- FAIL: TestAdd"
	// errors: []
}
