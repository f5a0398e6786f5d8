// Package pi reads the pi session format into transcript.Session.
package pi
