package claims

import "strings"

// wordSet finds whole words and two-word phrases of a list in lowered
// text: what `\b(w1|w2|…)\b` finds, without regexp.
type wordSet struct {
	one map[string]bool
	two map[string]bool // "new file", "cleaned up"
}

func newWordSet(words ...string) *wordSet {
	ws := &wordSet{one: map[string]bool{}, two: map[string]bool{}}
	for _, w := range words {
		if strings.Contains(w, " ") {
			ws.two[w] = true
		} else {
			ws.one[w] = true
		}
	}
	return ws
}

func (ws *wordSet) has(w string) bool { return ws.one[w] || ws.two[w] }

// FindAllStringSubmatchIndex returns, like the expression's, each match's
// span twice (the whole match and its one group), leftmost first; a
// two-word phrase wins over its first word.
func (ws *wordSet) FindAllStringSubmatchIndex(s string, _ int) [][]int {
	var out [][]int
	for i := 0; i < len(s); {
		if !isWordByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isWordByte(s[j]) {
			j++
		}
		if len(ws.two) > 0 && j < len(s) && s[j] == ' ' {
			k := j + 1
			for k < len(s) && isWordByte(s[k]) {
				k++
			}
			if k > j+1 && ws.two[s[i:k]] {
				out = append(out, []int{i, k, i, k})
				i = k
				continue
			}
		}
		if ws.one[s[i:j]] {
			out = append(out, []int{i, j, i, j})
		}
		i = j
	}
	return out
}
