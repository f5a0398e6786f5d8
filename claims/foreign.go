package claims

import (
	"strings"
	"unicode/utf8"
)

// Reports in other languages. Agents answer in the user's language, and
// the lexicon above is English, so a Chinese, Polish or Portuguese report
// gave no claims at all. This is a small lexicon of the phrases such
// reports use for the same kinds (seen in testdata/claims), with each
// language's negation; it runs on sentences that hold no ASCII claim.

// foreignPhrase is a phrase that makes a claim of kind; a path token in
// the sentence, when the kind needs one, is the claim's path.
type foreignPhrase struct {
	re   *lre
	kind Kind
}

var foreignPhrases = []foreignPhrase{
	// Chinese: 编译通过 (compiles), 构建成功 (builds), 测试通过 (tests pass),
	// 修复 (fix), 更新/修改 (change), 创建/新建 (create), 添加 (add).
	{&lre{expr: `(?:编译|构建|build)[^，。；！,;]{0,12}?(?:通过|成功|完成|失败)|成功(?:编译|构建)`}, BuildOK},
	{&lre{expr: `测试[^，。；！,;]{0,12}?(?:通过|成功)`}, TestsPass},
	// "检查了 lint，只有环境相关的既有警告（…），没有新增实质性代码错误": the
	// pre-existing warnings named between the check and its "no errors"
	{&lre{expr: `(?i:lint|类型检查|typecheck)[^。；！;]{0,60}?(?:未发现|没有|无)[^。；！;]{0,8}?错误`}, LintClean},
	// 格式正确 (the format is valid), 语法检查通过 (the syntax check passes)
	{&lre{expr: `(?:格式|语法)(?:检查)?(?:正确|无误|通过)`}, LintClean},
	// 无 Lint 错误, 没有 lint 错误 (no lint errors): the negation first
	{&lre{expr: `(?:未发现|没有|无)(?:任何|新增的?)?\s*(?i:lint|eslint|typescript|tsc|类型)\s*(?:错误|警告|问题)`}, LintClean},
	{&lre{expr: `已修复|修复了|完成了?修复|彻底修复|修复[^，。；！,;:：]{1,12}?(?:问题|错误|bug)|问题已(?:修复|解决)|已解决|消除了`}, BugFixed},
	{&lre{expr: `(?:创建|新建)了?`}, FileCreated},
	{&lre{expr: `(?:删除|移除)了?`}, FileDeleted},
	{&lre{expr: `更新了?|修改|改为|改成|加到|写入|实现了|变更|调整了?|都添加了`}, FileModified},
	{&lre{expr: `(?:添加|新增)了?\s*(` + "`[^`]+`" + `|[A-Za-z_]\w*)`}, SymbolImplemented},
	{&lre{expr: `(?:无需|没有|未)(?:改|修改)其他文件`}, Untouched},
	// 已安装 / 安装成功 (installed), 运行无报错 (ran without errors): a
	// command ran, unnamed
	{&lre{expr: `(?:已|均已|都已|已经)(?:全部)?安装|安装(?:成功|完毕|完成)|运行无报错|执行成功`}, CommandRan},
	// Japanese: テスト…成功/パス (tests pass), ビルド…成功 (builds), 作成しました
	// (created), 修正/更新/変更しました (changed), 削除しました (deleted).
	{&lre{expr: `テスト[^。、]{0,12}?(?:成功|通過|パス)`}, TestsPass},
	{&lre{expr: `(?:ビルド|コンパイル)[^。、]{0,8}?成功`}, BuildOK},
	{&lre{expr: `作成しました|新規作成`}, FileCreated},
	{&lre{expr: `(?:修正|更新|変更)しました`}, FileModified},
	{&lre{expr: `削除しました`}, FileDeleted},
	// Polish: naprawiono (fixed), rozwiązany (solved), utworzono (created),
	// zaktualizowany (updated), testy przechodzą (tests pass).
	{&lre{expr: `(?i)\b(?:naprawion\w*|naprawiono|rozwiązan\w*)`}, BugFixed},
	{&lre{expr: `(?i)\b(?:utworzono|utworzon\w+|stworzon\w+)`}, FileCreated},
	{&lre{expr: `(?i)\b(?:zaktualizowan\w*|zaktualizowano|rozszerzon\w*|zmodyfikowan\w*|zmieniono)`}, FileModified},
	{&lre{expr: `(?i)\btesty?\b[^.;!]{0,30}?\b(?:przechodz\w*|zaliczon\w*)`}, TestsPass},
	// Portuguese and Spanish: resolvido/corrigido (fixed), criado (created),
	// atualizado (updated), removido (deleted), testes passando (pass).
	{&lre{expr: `(?i)\b(?:resolvid[oa]s?|corrigid[oa]s?|eliminad[oa]s?|solucionad[oa]s?|arreglad[oa]s?)\b`}, BugFixed},
	{&lre{expr: `(?i)\b(?:criad[oa]s?|cread[oa]s?)\b`}, FileCreated},
	{&lre{expr: `(?i)\b(?:atualizad[oa]s?|actualizad[oa]s?|modificad[oa]s?|descomentad[oa]s?|alterad[oa]s?)\b`}, FileModified},
	{&lre{expr: `(?i)\b(?:removid[oa]s?|excluíd[oa]s?|borrad[oa]s?)\b`}, FileDeleted},
	{&lre{expr: `(?i)\b(?:testes?|tests?|pruebas?)\b[^.;!]{0,30}?\b(?:passando|passaram|passam|pasan|pasando|pasaron)\b`}, TestsPass},
	{&lre{expr: `(?i)\b0\s+erros?\s+de\s+(?:linter|lint)\b`}, LintClean},
	// German and French: behoben (fixed), erstellt/créé (created),
	// aktualisiert/mis à jour (updated), Tests bestehen / les tests passent.
	{&lre{expr: `(?i)\b(?:behoben|corrigée?s?)\b`}, BugFixed},
	{&lre{expr: `(?i)\b(?:erstellt|créée?s?)\b`}, FileCreated},
	{&lre{expr: `(?i)\b(?:aktualisiert|geändert|mise?s?\s+à\s+jour|modifiée?s?)\b`}, FileModified},
	{&lre{expr: `(?i)\btests?\b[^.;!]{0,30}?\b(?:bestehen|laufen\s+durch|sind\s+grün|passent)\b`}, TestsPass},
}

// foreignNeg: negations and admissions that flip a phrase in its clause:
// 未 / 没有 / 无法 / 失败 (zh), nie (pl), não / no (pt, es), nicht (de),
// ne … pas (fr).
var foreignNeg = &lre{expr: `未|没有|无法|失败|仍然|失敗|できません|ませんでした|(?i:\b(?:nie|não|nao|nicht|pas|fehlgeschlagen|falhou|falha|falló)\b)`}

// foreignHedge: what makes a clause not asserted: a condition, a
// possibility, a request or a plan: 如果 (if), 可以 (can), 应该
// (should), 会更新 (will update), 请 (please); jeśli, możesz, należy
// (pl); se você, pode, deve (pt); puede, debe (es); wenn, sollte, kann
// (de); si, devrait, peut (fr).
var foreignHedge = &lre{expr: `如果|若|可能|应该|应当|可以|将会|会(?:更新|修改|创建|生成|自动)|建议|请|需要|告诉我|是否|吗|(?i:\b(?:jeśli|jeżeli|jezeli|możesz|mozesz|można|mozna|należy|nalezy|trzeba|powinien|powinno|powinny|będzie|bedzie|se\s+(?:você|voce|quiser|precisar)|pode|podem|deve|devem|precisa|será|sera|sugiro|recomendo|puede|debe|deberías|podrías|wenn|falls|sollte|sollten|kann|können|könnte|wird|werden|devrait|peut|pourrait)\b)`}

// foreignPosNeg: a negation that says a check is clean, not that it
// failed: 未发现错误 (no errors found), 无报错, "0 erros", "sem erros",
// "keine Fehler", "aucune erreur".
var foreignPosNeg = &lre{expr: `(?:未发现|没有|无|未)[^，。；！,;]{0,8}?(?:错误|报错|警告)|(?i:\b(?:0|zero|sem|sin|keine|aucune?)\s+(?:erros?|errores|fehler|erreurs?|avisos?|warnings?)\b)`}

// foreignStems: words of foreignPhrases written in plain ASCII ("Erro
// Pydantic eliminado", "Testes E2E passando", "Rozszerzony .gitignore"):
// the cheap test before the foreign lexicon on ASCII sentences.
var foreignStems = []string{"naprawi", "utworzon", "stworzon", "zaktualizowan", "rozszerzon", "zmodyfikowan", "zmieniono", "przechodz",
	"resolvid", "corrigid", "eliminad", "solucionad", "arreglad", "criad", "atualizad", "actualizad", "modificad", "descomentad",
	"alterad", "removid", "borrad", "passando", "passaram", "pasan", "erros de", "behoben", "erstellt", "aktualisiert", "bestehen", "passent"}

// nonASCII reports whether s holds a letter outside ASCII, the cheap
// test before the foreign lexicon.
func nonASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// foreign reads the phrases of foreignPhrases in a sentence the English
// detectors found nothing in.
func (d *detector) foreign() {
	s := d.sn.s
	// Each phrase is matched once. Most sentences that reach here hold
	// emoji or a path, not another script: the Chinese and Japanese
	// phrases need a CJK letter, and are skipped without one.
	cjk := hasCJK(s)
	ms := make([][]int, len(foreignPhrases))
	// one file claim a sentence: the phrase that comes first in it
	// ("已将 `deploy.ts` 中的所有输出…改为纯英文并移除 emoji" changed the
	// file, the emoji went)
	firstFile := -1
	for i, p := range foreignPhrases {
		if p.cjk() && !cjk {
			continue
		}
		ms[i] = p.re.FindStringSubmatchIndex(s)
		if m := ms[i]; m != nil && (p.kind == FileCreated || p.kind == FileModified || p.kind == FileDeleted) && (firstFile < 0 || m[0] < firstFile) {
			firstFile = m[0]
		}
	}
	for i, p := range foreignPhrases {
		m := ms[i]
		if m == nil {
			continue
		}
		if (p.kind == FileCreated || p.kind == FileModified || p.kind == FileDeleted) && m[0] != firstFile {
			continue
		}
		cl := foreignClause(s, m[0], m[1])
		if strings.HasSuffix(cl, ":") || strings.HasSuffix(cl, "：") {
			if p.kind != FileCreated && p.kind != FileModified && p.kind != FileDeleted {
				continue // "修复内容：", "Co zostało naprawione:" introduce a list
			}
		}
		if strings.HasPrefix(s[m[0]:], "修复前") || strings.HasPrefix(s[m[0]:], "修复后") {
			continue // "before the fix", "after the fix": a heading over a description
		}
		c := Claim{Kind: p.kind, Hedged: d.hedgeAll || d.plan || foreignHedge.MatchString(cl)}
		switch p.kind {
		case FileCreated, FileModified, FileDeleted:
			t := d.nearestPath(m[0])
			if t == nil {
				continue // a file verb names a file
			}
			c.Path = t.text
			if d.has(FileCreated) || d.has(FileModified) || d.has(FileDeleted) {
				continue // one file claim a sentence
			}
			// "**zh.json** 和 **en.json** 都添加了…": the paths of a list
			// before the phrase share it
			for _, u := range d.foreignList(t, m[0]) {
				x := c
				x.Path = u.text
				d.add(u.a, x)
			}
		case CommandRan:
			if d.has(CommandRan) || insideCheck(ms, m) {
				continue
			}
		case SymbolImplemented:
			c.Name = strings.Trim(s[m[2]:m[3]], "`")
			if i := strings.IndexByte(c.Name, ':'); i > 0 {
				c.Name = c.Name[:i] // "`pauseReason: PauseReason?`"
			}
			if strings.Contains(c.Name, " ") {
				continue // "新增 `import time`": a statement, not a name
			}
		}
		// "Tudo resolvido e sincronizado!": everything, no bug, is resolved
		if p.kind == BugFixed && reAllResolved.MatchString(cl) {
			c.Kind = Generic
		}
		if p.kind != Untouched && foreignNeg.MatchString(foreignPosNeg.ReplaceAllStringFunc(cl, func(string) string { return " " })) {
			c.Negated = true
		}
		d.add(m[0], c)
	}
}

// reAllResolved: a fix word whose subject is everything ("Tudo
// resolvido", "Todo solucionado").
var reAllResolved = &lre{expr: `(?i)^\W*(?:tudo|todo|todos|todas)\s+(?:est[aá]\s+|foi\s+|foram\s+)?(?:resolvid|solucionad|corrigid|arreglad)`}

// insideCheck reports whether the match m lies inside the match of a
// build or tests phrase: "编译安装成功" (compiled and installed
// successfully) is one build claim, its "安装成功" no run of its own.
func insideCheck(ms [][]int, m []int) bool {
	for i, p := range foreignPhrases {
		if x := ms[i]; x != nil && (p.kind == BuildOK || p.kind == TestsPass) && x[0] <= m[0] && m[1] <= x[1] {
			return true
		}
	}
	return false
}

// foreignList returns the other paths listed with t, joined by 和, 与,
// 及, 、 or a comma, on t's side of the phrase at p: "`a.json` 和 `b.json`
// 都添加了", "已修改 `a.ts` 和 `b.ts`".
func (d *detector) foreignList(t *token, p int) []*token {
	sep := func(gap string) bool {
		switch strings.TrimSpace(gap) {
		case "和", "与", "及", "、", ",", "，", "and":
			return true
		}
		return false
	}
	var paths []*token
	for i := range d.toks {
		if u := &d.toks[i]; u.kind == 'p' && (u.b <= p) == (t.b <= p) {
			paths = append(paths, u) // the list on the same side of the phrase as t
		}
	}
	var out []*token
	for i, u := range paths {
		if u != t {
			continue
		}
		for j := i - 1; j >= 0 && sep(d.sn.s[paths[j].b:paths[j+1].a]); j-- {
			out = append(out, paths[j])
		}
		for j := i + 1; j < len(paths) && sep(d.sn.s[paths[j-1].b:paths[j].a]); j++ {
			out = append(out, paths[j])
		}
	}
	return out
}

// cjk reports whether the phrase is written in Chinese or Japanese (its
// expression opens with such a letter or a group of them).
func (p foreignPhrase) cjk() bool {
	e := strings.TrimLeft(p.re.expr, "(?:")
	r, _ := utf8.DecodeRuneInString(e)
	return isCJK(r)
}

// hasCJK reports whether s holds a Chinese, Japanese or Korean letter.
func hasCJK(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0xe3 || s[i] > 0xed { // the lead bytes of U+3000..U+DFFF
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if isCJK(r) {
			return true
		}
		i += n - 1
	}
	return false
}

func isCJK(r rune) bool {
	return r >= 0x3040 && r <= 0x30ff || r >= 0x3400 && r <= 0x9fff || r >= 0xac00 && r <= 0xd7af || r >= 0xff00 && r <= 0xffef
}

// nearestPath returns the path token closest to p, or nil.
func (d *detector) nearestPath(p int) *token {
	var best *token
	dist := 1 << 30
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 'p' {
			continue
		}
		x := t.a - p
		if x < 0 {
			x = p - t.b
		}
		if x < dist {
			best, dist = t, x
		}
	}
	return best
}

// foreignClause returns s[a:b] widened to its clause, the text between
// the punctuation of either script around it.
func foreignClause(s string, a, b int) string {
	const stops = "，。；！,;!（）()"
	from := 0
	if i := strings.LastIndexAny(s[:a], stops); i >= 0 {
		_, n := utf8.DecodeRuneInString(s[i:])
		from = i + n
	}
	j := strings.IndexAny(s[b:], stops)
	if j < 0 {
		j = len(s) - b
	}
	return s[from : b+j]
}

// foreignLead returns the kind of the first file phrase of a line that
// opens a list, "" when it has none or the phrase is negated or hedged.
func foreignLead(s string) Kind {
	first, kind := -1, Kind("")
	for _, p := range foreignPhrases {
		if p.kind != FileCreated && p.kind != FileModified && p.kind != FileDeleted {
			continue
		}
		if m := p.re.FindStringIndex(s); m != nil && (first < 0 || m[0] < first) {
			first, kind = m[0], p.kind
		}
	}
	if kind == "" || foreignNeg.MatchString(s) || foreignHedge.MatchString(s) {
		return ""
	}
	return kind
}
