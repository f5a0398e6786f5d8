// Package claudecode reads the claudecode session format into transcript.Session.
package claudecode
