package claims

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// Reports in other languages. Agents answer in the user's language, and
// the lexicon above is English, so a Chinese, Polish or Portuguese report
// gave no claims at all. This is a small lexicon of the phrases such
// reports use for the same kinds (seen in testdata/claims), with each
// language's negation; it runs on sentences that hold no ASCII claim.

// reForeignBa: the 把 construction of a change, its subject the agent or
// done: "我已经把 X 改成 Y" (I have changed X into Y), group 1 the thing.
var reForeignBa = &lre{expr: `(?:我|已经|已)[^，。；！：:]{0,6}?把\s*([^，。；！：:]{1,40}?)\s*(?:改成|改为|改写为|替换为|替换成|重构为|更新为|调整为|修改为|统一为)`}

// foreignPhrase is a phrase that makes a claim of kind; a path token in
// the sentence, when the kind needs one, is the claim's path. onlyNeg: the
// phrase is a claim only when negated ("没有运行测试", "não rodei os
// testes": the tests were not run); "I ran the tests" alone says nothing
// of their result, in any language.
type foreignPhrase struct {
	re      *lre
	kind    Kind
	onlyNeg bool
	latin   bool // written in Latin or Cyrillic letters, else in Chinese, Japanese or Korean
}

// The words the phrases share. A check word and its verdict in one
// clause make the claim; the negation and failure words of the clause
// (foreignNeg) decide whether it is a success, so each verdict list holds
// both outcomes: "测试全部通过" and "测试未通过", "os testes passaram" and
// "2 testes falharam".
const (
	// tests in the Latin and Cyrillic languages: pt, es, de, fr, pl, ru
	fTests = `(?:(?i:\b(?:testes?|tests?|pruebas?|testy|testów|testach|unit-?tests?)\b)|(?i:тест\p{L}*))`
	// their verdicts: pass, then fail
	fTestsVerdict = `(?:(?i:\b(?:passano|superat[io]|passat[io]|falliscono|fallit[io]|passa(?:m|ram|ndo|r)?|passou|pasa(?:n|ron|ndo|r)?|verdes?|bestehen|bestanden|grün|erfolgreich|durchgelaufen|passent|verts|przechodz\p{L}*|przeszły|przeszedł|zaliczon\p{L}*|zielone|` +
		`falha(?:m|ram|ndo)?|falhou|falla(?:n|ron|ndo)?|scheitern|fehlgeschlagen|fehlschlagen|oblan\p{L}*|failuj\p{L}*|quebrad[oa]s?|rot[oa]s?|rot|kaputt|zepsut\p{L}*)(?:[^\p{L}]|$)|(?i:réussi\p{L}*|échou\p{L}*|échec|cassée?s?|pasó|falló|schlagen\s+fehl|laufen\s+(?:durch|grün)))|проход\p{L}*|прош\p{L}*|зелён\p{L}*|пада\p{L}*|упал\p{L}*)`
	// the verdict first: "Passaram todos os 42 testes"
	fVerdictTests = `(?i:\b(?:passaram|pasaron|falharam|fallaron|bestanden|passano|falliscono)\b)`
	// run: the words of running the tests, for "I did not run the tests"
	fRun = `(?:(?i:\b(?:eseguit[oia]|eseguire|lanciat[oia]|rodei|rodamos|rodar|rodad[oa]s?|executei|executamos|executar|executad[oa]s?|ejecut\p{L}*|corr[íi]|correr|ausgeführt|ausführen|laufen\s+lassen|gestartet|lancé|lancer|exécut\p{L}*|uruchomi\p{L}*|wykona\p{L}*)(?:[^\p{L}]|$))|запуска\p{L}*|запусти\p{L}*)`
	// build: the word, then its verdict
	fBuild        = `(?:(?i:\b(?:build|builds|compilazione|compila[çc][ãa]o|compilaci[óo]n|kompilacja|kompilacji|kompilierung|compilation)\b)|(?i:сборк\p{L}*|компиляци\p{L}*))`
	fBuildVerdict = `(?:(?i:\b(?:riuscit[ao]|completat[ao]\s+con\s+successo|senza\s+errori|fallit[ao]|passou|passa|quebrou|funciona|bem[\s-]sucedida|conclu[íi]da\s+com\s+sucesso|sem\s+erros|exitos[oa]|correcta|sin\s+errores|pasa|erfolgreich|fehlerfrei|ohne\s+Fehler|sans\s+erreurs?|passe|przechodzi|przeszła|udana|zakończona\s+sukcesem|bez\s+błędów|` +
		`falhou|falha|falla|fehlgeschlagen|nieudana|quebrad[oa]|rot[oa]|kaputt|zepsut\p{L}*)(?:[^\p{L}]|$)|(?i:réussi\p{L}*|échou\p{L}*|cassée?|falló|pasó|schlägt\s+fehl|nie\s+powiodła\s+się))|прошла|успешн\p{L}*|без\s+ошибок|упала|не\s+удалась|слома\p{L}*)`
	// a verb that is a build by itself, then a clean verdict: "compila
	// sem erros", "kompiliert fehlerfrei"
	fCompiles = `(?i:\b(?:compila|compilou|compilando|kompiliert|compile|baut|kompiluje\s+się)\s+(?:senza\s+errori|correttamente|sem\s+erros|com\s+sucesso|sin\s+errores|correctamente|ohne\s+Fehler|fehlerfrei|sauber|erfolgreich|sans\s+erreurs?|bez\s+błędów|poprawnie)\b|\bcompiló\s+(?:sin\s+errores|correctamente)\b)|(?:собирается|компилируется)\s+без\s+ошибок`
	// lint: a linter or type checker, then its verdict
	fLint = `(?:(?i:\b(?:lint|linter|eslint|ruff|mypy|tsc|typecheck|pyright|clippy|verifica[çc][ãa]o\s+de\s+tipos|checagem\s+de\s+tipos|comprobaci[óo]n\s+de\s+tipos|verificaci[óo]n\s+de\s+tipos|typprüfung|sprawdzanie\s+typów)\b|(?i:vérification\s+des\s+types))|(?i:линтер\p{L}*|проверк\p{L}*\s+типов))`
	// the end of a word whose last letter may be outside ASCII (\b knows
	// only ASCII letters)
	fEnd         = `(?:[^\p{L}]|$)`
	fLintVerdict = `(?:(?i:\b(?:senza\s+errori|pulito|passato|fallito|passou|passa|limpo|sem\s+erros|pasa|limpio|sin\s+errores|bestanden|erfolgreich|ohne\s+Fehler|fehlerfrei|keine\s+Fehler|sauber|passe|propre|sans\s+erreurs?|przechodzi|bez\s+błędów|czysty|` +
		`falhou|falha|falla|fehlgeschlagen)(?:[^\p{L}]|$)|(?i:pasó|falló|réussi\p{L}*|échou\p{L}*|aucune\s+erreur))|без\s+ошибок|прош\p{L}*|чист\p{L}*)`
)

var foreignPhrases = []foreignPhrase{
	// Chinese: 编译通过 (compiles), 构建成功 (builds), 测试通过 (tests pass),
	// 修复 (fix), 更新/修改 (change), 创建/新建 (create), 添加 (add); and
	// their failures: 编译失败, 测试未通过, 2 个测试失败.
	{re: &lre{expr: `(?:编译|构建|打包|build)[^，。；！,;]{0,12}?(?:通过|成功|完成|失败|出错|报错|挂了)|成功(?:编译|构建)`}, kind: BuildOK},
	{re: &lre{expr: `(?:测试|单测|用例)(?:[（(][^）)]{0,200}[）)])?[^，。；！,;]{0,12}?(?:通过|成功|全绿|失败|报错|出错|挂了)`}, kind: TestsPass},
	// 没有运行测试 (did not run the tests)
	{re: &lre{expr: `(?:运行|执行|跑)了?[^，。；！,;]{0,6}?(?:测试|单测)|(?:测试|单测)[^，。；！,;]{0,4}?(?:运行|执行)`}, kind: TestsPass, onlyNeg: true},
	// "检查了 lint，只有环境相关的既有警告（…），没有新增实质性代码错误": the
	// pre-existing warnings named between the check and its "no errors"
	{re: &lre{expr: `(?i:lint|类型检查|typecheck)[^。；！;]{0,60}?(?:未发现|没有|无)[^。；！;]{0,8}?错误`}, kind: LintClean},
	// lint 通过 (lint passes), 类型检查失败 (the type check fails)
	{re: &lre{expr: `(?i:lint|eslint|tsc|typecheck|ruff|mypy|类型检查|代码检查)[^，。；！,;]{0,12}?(?:通过|成功|失败|报错)`}, kind: LintClean},
	// 格式正确 (the format is valid), 语法检查通过 (the syntax check passes)
	{re: &lre{expr: `(?:格式|语法)(?:检查)?(?:正确|无误|通过)`}, kind: LintClean},
	// 无 Lint 错误, 没有 lint 错误 (no lint errors): the negation first
	{re: &lre{expr: `(?:未发现|没有|无)(?:任何|新增的?)?\s*(?i:lint|eslint|typescript|tsc|类型)\s*(?:错误|警告|问题)`}, kind: LintClean},
	{re: &lre{expr: `(?:没有|未|没|还没有?|尚未|仍未)(?:被)?(?:修复|解决)|已修复|修复了|完成了?修复|彻底修复|修复[^，。；！,;:：]{1,12}?(?:问题|错误|bug)|问题已(?:修复|解决)|已解决|解决了|消除了`}, kind: BugFixed},
	{re: &lre{expr: `(?:创建|新建)了?`}, kind: FileCreated},
	{re: &lre{expr: `(?:删除|移除|删掉)了?`}, kind: FileDeleted},
	{re: &lre{expr: `更新了?|修改|改为|改成|加到|实现了|变更|调整了?|都添加了|写入|重构了|编辑了|(?:修正|改进|优化)了\s*((?:` + "`[^`]+`" + `|[A-Za-z_][\w.]*)\s*(?:组件|函数|方法|类|模块|页面|接口|逻辑)?)`}, kind: FileModified},
	{re: &lre{expr: `(?:添加|新增)了?\s*(` + "`[^`]+`" + `|[A-Za-z_]\w*)`}, kind: SymbolImplemented},
	// 现在已能正常运行了 (it runs normally now): the state after a fix, as
	// "it works again" is in English
	{re: &lre{expr: `(?:现在|已经|已能)[^，。；！,;]{0,12}?(?:能|可以)?正常(?:运行|工作|显示)`}, kind: BugFixed},
	// 已安装 / 安装成功 (installed), 运行无报错 (ran without errors),
	// 可以正常导入 (imports normally), 启动成功 (started): a command ran,
	// unnamed
	{re: &lre{expr: `(?:已|均已|都已|已经)(?:全部)?安装|安装(?:成功|完毕|完成)|运行无报错|执行成功|(?:可以|能)?(?:正常|成功)(?:导入|加载|启动)|(?:导入|加载|启动)成功`}, kind: CommandRan},
	// Japanese: テスト…成功/パス (tests pass), ビルド…成功 (builds), 作成しました
	// (created), 修正/更新/変更しました (changed), 削除しました (deleted); and
	// テストが失敗しました, テストは実行していません.
	{re: &lre{expr: `テスト[^。、]{0,12}?(?:成功|通過|パス|通り|通ら|失敗|合格)`}, kind: TestsPass},
	{re: &lre{expr: `テスト[^。、]{0,8}?実行`}, kind: TestsPass, onlyNeg: true},
	{re: &lre{expr: `(?:ビルド|コンパイル)[^。、]{0,8}?(?:成功|通り|失敗)`}, kind: BuildOK},
	{re: &lre{expr: `(?i:lint|eslint|tsc|リント|型チェック)[^。、]{0,10}?(?:成功|パス|通過|通り|失敗|エラー(?:は|が)?(?:なし|ありません|ない|出ません))`}, kind: LintClean},
	{re: &lre{expr: `(?:バグ|問題|エラー|不具合)[^。、]{0,10}?(?:修正|解決|解消)(?:しました|済み|した)|解決しました`}, kind: BugFixed},
	{re: &lre{expr: `作成しました|新規作成`}, kind: FileCreated},
	{re: &lre{expr: `(?:修正|更新|変更|編集)しました|書き換えました`}, kind: FileModified},
	{re: &lre{expr: `削除しました`}, kind: FileDeleted},
	// Korean: 테스트 통과 (tests pass), 빌드 성공 (builds), 해결했습니다
	// (fixed), 생성/수정/삭제했습니다 (created, changed, deleted).
	{re: &lre{expr: `테스트[^.,]{0,12}?(?:통과|성공|실패)`}, kind: TestsPass},
	{re: &lre{expr: `(?:빌드|컴파일)[^.,]{0,8}?(?:성공|통과|실패)`}, kind: BuildOK},
	{re: &lre{expr: `(?i:lint|eslint|tsc|린트|타입\s*체크)[^.,]{0,10}?(?:통과|성공|실패|오류\s*없)`}, kind: LintClean},
	{re: &lre{expr: `(?:버그|오류|문제|에러)[^.,]{0,8}?(?:수정|해결)|해결(?:했습니다|하였습니다|되었습니다)|고쳤습니다`}, kind: BugFixed},
	{re: &lre{expr: `(?:생성|작성)(?:했습니다|하였습니다|되었습니다)|만들었습니다`}, kind: FileCreated},
	{re: &lre{expr: `(?:수정|변경|업데이트)(?:했습니다|하였습니다|되었습니다)`}, kind: FileModified},
	{re: &lre{expr: `삭제(?:했습니다|하였습니다|되었습니다)`}, kind: FileDeleted},

	// The languages of Latin and Cyrillic letters: the check phrases
	// first, one expression each for all of them.
	{re: &lre{expr: fTests + `[^.;!]{0,30}?` + fTestsVerdict + `|` + fVerdictTests + `[^.;!]{0,20}?` + fTests}, latin: true, kind: TestsPass},
	{re: &lre{expr: fRun + `[^.;!]{0,20}?` + fTests + `|` + fTests + `[^.;!]{0,20}?` + fRun}, latin: true, kind: TestsPass, onlyNeg: true},
	{re: &lre{expr: fBuild + `[^.;!]{0,20}?` + fBuildVerdict + `|` + fCompiles}, latin: true, kind: BuildOK},
	{re: &lre{expr: fLint + `[^.;!]{0,25}?` + fLintVerdict + `|(?i:\b(?:0|zero|sem|sin|nenhum|ningún|nessun|keine|kein|aucune|żadnych)\s+(?:erros?|errores?|errore|errori|fehler|erreurs?|błędów)?\s*(?:de\s+|der\s+|di\s+)?(?:lint|linter|eslint|tipos?|tipo|typ|types)\b)`}, latin: true, kind: LintClean},
	// a fix in the infinitive is a claim only when it failed: "No pude
	// arreglar el error", "não consegui corrigir", "konnte … nicht beheben",
	// "je n'ai pas pu corriger", "nie udało się naprawić", "не удалось
	// исправить"
	{re: &lre{expr: `(?i:\b(?:arreglar|corregir|resolver|solucionar|corrigir|consertar|beheben|naprawić|rozwiązać)(?:[^\p{L}]|$)|\b(?:corriger|résoudre|réparer)\b|исправить|починить)`}, latin: true, kind: BugFixed, onlyNeg: true},
	// "agora funciona", "ahora funciona", "funktioniert jetzt wieder",
	// "fonctionne maintenant", "teraz działa", "теперь работает": works now,
	// the state after a fix
	{re: &lre{expr: `(?i:\b(?:agora|ahora)\s+(?:j[aá]\s+|ya\s+)?funciona|\bfunciona\s+(?:agora|ahora)\b|\bfunktioniert\s+(?:jetzt\s+)?wieder\b|\bfunktioniert\s+jetzt\b|\bfonctionne\s+(?:maintenant|à\s+nouveau|de\s+nouveau)|\bteraz\s+działa|\bdziała\s+teraz|теперь\s+работает)`}, latin: true, kind: BugFixed},
	// Polish: naprawiono (fixed), rozwiązany (solved), utworzono (created),
	// zaktualizowany (updated), usunięto (deleted).
	{re: &lre{expr: `(?i)\b(?:naprawion\w*|naprawiono|naprawi(?:łem|łam|liśmy)|rozwiązan\w*|rozwiąza(?:łem|łam))`}, latin: true, kind: BugFixed},
	{re: &lre{expr: `(?i)\b(?:utworzono|utworzon\w+|stworzon\w+|utworzy(?:łem|łam)|stworzy(?:łem|łam))`}, latin: true, kind: FileCreated},
	{re: &lre{expr: `(?i)\b(?:zaktualizowan\w*|zaktualizowano|rozszerzon\w*|zmodyfikowan\w*|zmieniono|zaktualizowa(?:łem|łam)|zmodyfikowa(?:łem|łam)|zmieni(?:łem|łam)|przepisa(?:łem|łam))`}, latin: true, kind: FileModified},
	{re: &lre{expr: `(?i)\b(?:usunięt\w*|usunięto|usun(?:ąłem|ęłam))`}, latin: true, kind: FileDeleted},
	// Portuguese and Spanish: resolvido/corrigido (fixed), criado (created),
	// atualizado (updated), removido (deleted).
	{re: &lre{expr: `(?i)\b(?:resolvid[oa]s?|corrigid[oa]s?|eliminad[oa]s?|solucionad[oa]s?|arreglad[oa]s?|resuelt[oa]s?|consertad[oa]s?|corrigi|resolvi|consertei|solucioné|arreglé|corregí|resolví)(?:[^\p{L}]|$)`}, latin: true, kind: BugFixed},
	{re: &lre{expr: `(?i)\b(?:criad[oa]s?|cread[oa]s?|criei|creé)(?:[^\p{L}]|$)`}, latin: true, kind: FileCreated},
	{re: &lre{expr: `(?i)\b(?:atualizad[oa]s?|actualizad[oa]s?|modificad[oa]s?|descomentad[oa]s?|alterad[oa]s?|editad[oa]s?|ajustad[oa]s?|refatorad[oa]s?|refactorizad[oa]s?|reescrit[oa]s?|cambiad[oa]s?|atualizei|modifiquei|alterei|editei|ajustei|refatorei|reescrevi|actualicé|modifiqué|cambié|edité|ajusté|reescribí)(?:[^\p{L}]|$)`}, latin: true, kind: FileModified},
	{re: &lre{expr: `(?i)\b(?:removid[oa]s?|excluíd[oa]s?|borrad[oa]s?|apagad[oa]s?|deletad[oa]s?|eliminad[oa]s?|removi|excluí|apaguei|deletei|eliminé|borré)(?:[^\p{L}]|$)`}, latin: true, kind: FileDeleted},
	// German and French: behoben (fixed), erstellt/créé (created),
	// aktualisiert/mis à jour (updated), gelöscht/supprimé (deleted).
	{re: &lre{expr: `(?i)(?:\b(?:behoben|gefixt|korrigiert|repariert)\b|\bcorrigée?s?(?:[^\p{L}]|$)|\brésolue?s?(?:[^\p{L}]|$)|\bréparée?s?(?:[^\p{L}]|$))`}, latin: true, kind: BugFixed},
	{re: &lre{expr: `(?i)(?:\b(?:erstellt|angelegt)\b|\bcréée?s?(?:[^\p{L}]|$))`}, latin: true, kind: FileCreated},
	{re: &lre{expr: `(?i)(?:\b(?:aktualisiert|geändert|angepasst|bearbeitet|überarbeitet|umgeschrieben|erweitert)\b|\bmise?s?\s+à\s+jour\b|\b(?:modifiée?s?|éditée?s?|réécrite?s?)(?:[^\p{L}]|$))`}, latin: true, kind: FileModified},
	{re: &lre{expr: `(?i)(?:\b(?:gelöscht|entfernt)\b|\b(?:supprimée?s?|effacée?s?)(?:[^\p{L}]|$))`}, latin: true, kind: FileDeleted},
	// Italian: corretto/risolto (fixed), creato (created), aggiornato
	// (updated), eliminato (deleted).
	{re: &lre{expr: `(?i)\b(?:corrett[oia]|risolt[oia]|sistemat[oia])\b`}, latin: true, kind: BugFixed},
	{re: &lre{expr: `(?i)\bcreat[oia]\b`}, latin: true, kind: FileCreated},
	// a new file named as a noun: "Neue Datei `src/rabatt.ts`", "nuevo
	// archivo `x.py`", "novo arquivo", "nouveau fichier", "nowy plik"
	{re: &lre{expr: `(?i)\b(?:neue\s+datei|neues\s+modul|nuevo\s+archivo|archivo\s+nuevo|novo\s+arquivo|arquivo\s+novo|nouveau\s+fichier|nuovo\s+file|nowy\s+plik)\b`}, latin: true, kind: FileCreated},
	{re: &lre{expr: `(?i)\b(?:aggiornat[oia]|modificat[oia])\b`}, latin: true, kind: FileModified},
	{re: &lre{expr: `(?i)\b(?:eliminat[oia]|rimoss[oia]|cancellat[oia])\b`}, latin: true, kind: FileDeleted},
	// Russian: исправлено (fixed), создан (created), обновлён (updated),
	// удалён (deleted).
	{re: &lre{expr: `(?i)(?:исправлен[оаы]?|исправил\p{L}*|починил\p{L}*|устранен[оаы]?|устранён|решено|решён|решена|решил\p{L}*)` + fEnd}, latin: true, kind: BugFixed},
	{re: &lre{expr: `(?i)(?:создан[оаы]?|создал\p{L}*)` + fEnd}, latin: true, kind: FileCreated},
	{re: &lre{expr: `(?i)(?:обновлен[оаы]?|обновлён|обновил\p{L}*|изменен[оаы]?|изменён|изменил\p{L}*)` + fEnd}, latin: true, kind: FileModified},
	{re: &lre{expr: `(?i)(?:удален[оаы]?|удалён|удалил\p{L}*)` + fEnd}, latin: true, kind: FileDeleted},
}

// foreignUntouched: what a report says it left alone, in every language
// of foreignPhrases: 没有修改其他文件, `a.go` 保持不变, não alterei,
// sin cambios, unverändert, inchangé, bez zmian, без изменений. The
// negation is part of the phrase: it is an asserted claim, and its span
// is blanked before the change phrases are read ("没有修改" is no change
// of the file, negated).
var foreignUntouchedCJK = &lre{expr: `(?:无需|没有|未|没|不需要)(?:改动?|修改|变更|动|碰)(?:过|了)?(?:其他|其它|任何)?(?:文件|代码)?|保持不变|(?:没有|未|无)(?:任何)?(?:改动|变更)|` +
	`(?:変更|修正)(?:していません|しませんでした|なし)|` +
	`(?:수정|변경)하지\s*않았습니다|변경\s*없음`}

var foreignUntouchedLatin = &lre{expr: `(?i:\bn[ãa]o\s+(?:alterei|modifiquei|mexi|toquei|foi\s+alterad[oa]|foram\s+alterad[oa]s)|\binalterad[oa]s?\b|\bsem\s+altera[çc][õo]es\b|` +
	`\bno\s+(?:modifiqué|toqué|cambié|he\s+(?:modificado|tocado|cambiado)|se\s+modific\p{L}+)|\bsin\s+(?:cambios|modificaciones)\b|` +
	`\bunverändert\b|\bnicht\s+(?:angefasst|geändert|verändert|modifiziert)\b|\bunberührt\b|` +
	`\binchangée?s?(?:[^\p{L}]|$)|\bpas\s+(?:modifié|touché|changé)|` +
	`\binvariat[oia]\b|\bnon\s+ho\s+(?:modificato|toccato|cambiato)\b|\bbez\s+zmian\b|\bnie\s+(?:zmienia(?:łem|łam)|zmieni(?:łem|łam)|modyfikowa(?:łem|łam)|rusza(?:łem|łam))|\bniezmienion\p{L}*)|` +
	`без\s+изменений|не\s+(?:менял|изменял|трогал)\p{L}*`}

// foreignRan: the verbs of running a command, in any of the languages:
// the command is the code span beside them ("运行了 `npm test`",
// "`npm test` を実行しました", "Executei `npm test`").
var foreignRan = &lre{expr: `运行了?|执行了?|跑了|実行し|실행(?:했|하였)|(?i:\b(?:eseguit[oia]|lanciat[oia]|rodei|executei|rodad[oa]|executad[oa]|ejecuté|ejecutad[oa]|corrí|ausgeführt|führte|lancé|exécuté|uruchomi(?:łem|łam|ono)|wykona(?:łem|łam|no))(?:[^\p{L}]|$))|запустил\p{L}*|выполнил\p{L}*`}

// foreignWith: the command a piece of work was done with, after a verb of
// the work: "Reescrito o histórico usando `git filter-branch`", "用
// `git rm` 删除了", "mit `sed` geändert".
var foreignWith = &lre{expr: `(?:使用|通过|用|(?i:\b(?:usando|utilizando|mediante|mit|avec|używając|za\s+pomocą)\b)|с\s+помощью)\s*(?:o\s+comando\s+|el\s+comando\s+|命令\s*)?$`}

// foreignCommandLabel: "Comando: `git rm --cached .env`" under an item of
// done work: the command that did it.
var foreignCommandLabel = &lre{expr: `(?i)^\W*(?:comando|命令|befehl|commande|polecenie|コマンド|명령어?|команда)\s*[:：]\s*$`}

// foreignNeg: negations and admissions that flip a phrase in its clause:
// 未 / 没有 / 无法 / 失败 / 不再 (zh), 失敗 / ません / ない (ja), 실패 / 못 / 않
// (ko), não, falhou (pt), no + verb, falló (es), nicht, fehlgeschlagen
// (de), ne … pas, échoué (fr), nie (pl), не, упал (ru).
var foreignNeg = &lre{expr: `未|没|无法|失败|出错|报错|挂了|不通过|不成功|不再|仍然|还是|失敗|不合格|ません|ない|실패|못|않|` +
	`(?i:\b(?:non|fallit[oaie]|falliscono|nie|não|nao|nunca|nicht|kein|keine|pas|jamais|quebrad[oa]s?|quebrou|rot[oa]s?|rot|kaputt|zepsut\p{L}*|fehlgeschlagen|scheitern|gescheitert|falhou|falha|falham|falharam|falhando|quebrou|falla|fallan|fallaron|fallando|nieudan\p{L}*|oblan\p{L}*|failuj\p{L}*)(?:[^\p{L}]|$)|` +
	`\bno\s+(?:se\s+|lo\s+|los\s+|las\s+)?(?:(?:pas|compil|funcion|super)(?:a|an|aron|ó)|corr(?:e|en|ió|ieron|í)|est(?:á|a|án|aba|aban|uvo)|he|hemos|fue|fueron|hay|había|(?:ejecut|pud|logr|encontr|arregl|correg|resolv)\p{L}*)(?:[^\p{L}]|$)|` +
	`falló|échou\p{L}*|échec|cassée?s?|schlagen\s+fehl|schlägt\s+fehl|nie\s+powiodł|(?:^|[^\p{L}])(?:не|нет)(?:[^\p{L}]|$)|упал\p{L}*|пада\p{L}*|провал\p{L}*|слома\p{L}*)`}

// foreignHedge: what makes a clause not asserted: a question (？), a
// plan (下一步, próximos passos, nächste Schritte), a condition, a
// possibility or a request: 如果 (if), 可以 (can), 应该
// (should), 会更新 (will update), 请 (please); jeśli, możesz, należy
// (pl); se você, pode, deve (pt); puede, debe (es); wenn, sollte, kann
// (de); si, devrait, peut (fr).
var foreignHedge = &lre{expr: `？|下一步|接下来|后续|待办|次のステップ|今後|如果|若|可能|应该|应当|可以|将会|将要|(?:我|我们)将|会(?:更新|修改|创建|生成|自动|运行|通过)|建议|请|需要|告诉我|是否|吗|でしょう|はず|かもしれ|予定|してください|ください|할\s*수|것입니다|해야|` +
	`(?i:\b(?:dovrebbe|dovrebbero|potrebbe|potrebbero|puoi|prossimi\s+passi|próximos\s+passos|siguientes\s+pasos|próximos\s+pasos|nächste\s+schritte|następne\s+kroki|jeśli|jeżeli|jezeli|możesz|mozesz|można|mozna|należy|nalezy|trzeba|powinien|powinno|powinny|będzie|bedzie|se\s+(?:você|voce|quiser|precisar)|pode|podem|deve|devem|deveria|precisa|será|sera|vou|vamos|sugiro|recomendo|` +
	`puede|pueden|debe|debería|deberían|deberías|podrías|voy\s+a|vamos\s+a|wenn|falls|sollte|sollten|kann|können|könnte|wird|werden|devrait|peut|pourrait|vais|va|si)(?:[^\p{L}]|$))|` +
	`может|должн\p{L}*|будет|нужно|если|(?i:дальнейшие\s+шаги|следующие\s+шаги)|(?i:prochaines\s+étapes)`}

// foreignNotHedge: a "can" that reports a new state or a thing tried, not
// a possibility: "现在已经可以正常工作了" (it can work normally now, i.e.
// it works), "模块可以正常导入" (the module imports normally).
var foreignNotHedge = &lre{expr: `(?:现在|已经|已)(?:也)?可以|可以(?:正常|成功)(?:导入|加载|启动|运行|工作)`}

// foreignPosNeg: a negation that says a check is clean, not that it
// failed: 未发现错误 (no errors found), 无报错, 不再有错误, 没问题,
// エラーはありません, 問題ありません,
// "0 erros", "sem erros", "keine Fehler", "aucune erreur", "bez błędów",
// "без ошибок".
var foreignPosNeg = &lre{expr: `(?:未发现|没有|没|无|未|不再有?)[^，。；！,;]{0,8}?(?:错误|报错|出错|警告|问题)|没问题|(?:エラー|問題|警告)(?:は|が|も)?(?:なし|ありません|ない|出ません|出ていません)|오류\s*없|` +
	`(?i:\b(?:0|zero|sem|sin|senza|nessun|nessuna|nenhum|ningún|keine|kein|aucune?|żadnych|bez)\s+(?:novos\s+|nuevos\s+|neuen\s+)?(?:erros?|errore|errori|errores|fehler|erreurs?|avisos?|warnings?|advertencias|problemas?|błędów|ostrzeżeń)\b|\bohne\s+Fehler\b|\bsans\s+erreurs?)|без\s+ошибок|ошибок\s+нет`}

// foreignStems: words of foreignPhrases written in plain ASCII ("Erro
// Pydantic eliminado", "Testes E2E passando", "Rozszerzony .gitignore"):
// the cheap test before the foreign lexicon on ASCII sentences. Only
// words no English sentence uses.
var foreignStems = []string{"naprawi", "utworzon", "stworzon", "zaktualizowan", "rozszerzon", "zmodyfikowan", "zmieniono", "przechodz",
	"resolvid", "corrigid", "eliminad", "solucionad", "arreglad", "criad", "atualizad", "actualizad", "modificad", "descomentad",
	"alterad", "removid", "borrad", "passando", "passaram", "pasan", "erros de", "behoben", "erstellt", "aktualisiert", "bestehen", "passent",
	"testes", "pruebas", "passam", "passou", "falha", "falla", "rodei", "executei", "ejecut", "compila", "corrigi", "resolvi", "consert",
	"editad", "ajustad", "refatorad", "reescrit", "cambiad", "atualizei", "modifiquei", "alterei", "editei", "removi", "apagad", "deletad",
	"inalterad", "sem altera", "sin cambios", "nao alterei", "usando", "comando", "bestanden", "fehler", "gefixt", "korrigiert", "angepasst",
	"geaendert", "entfernt", "geloescht", "nicht", "reussi", "corrige", "modifie", "supprime", "inchange", "uruchomi", "bez zmian", "sem erros", "sin errores",
	"erfolgreich", "fehlgeschlagen", "schlagen fehl", "ausgefuehrt", "sans erreur", "passe sans", "arreglar", "corregir", "corrigir", "beheben", "corriger",
	"criei", "angelegt", "bearbeitet", "erweitert", "funciona", "funktioniert", "fonctionne", "befehl", "commande", "polecenie", "consegui", "pude ", "pasa", "quebrad", "rotos", "kaputt", "zepsut", "sind rot",
	"passano", "falliscono", "verde", "sin fallos", "neue datei", "neues modul", "nuevo archivo", "archivo nuevo", "novo arquivo", "arquivo novo", "nouveau fichier", "nuovo file", "nowy plik", "eseguit", "aggiornat", "creato", "modificat", "rimoss", "eliminat", "corrett", "risolt", "sistemat", "invariat", "riuscit", "fallit", "senza errori", "non ho", "nessun errore"}

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
	// What the report left alone comes first: its negation belongs to the
	// claim, and its words are no change of their own ("没有修改 `a.go`"
	// is no negated change of a.go). The phrases below read sm, the
	// sentence with those spans blanked.
	// Each phrase is matched once. Most sentences that reach here hold
	// emoji or a path, not another language: the Chinese, Japanese and
	// Korean phrases need a CJK letter, the others a letter of Latin with
	// a mark or of Cyrillic, or one of the foreign words plain ASCII can
	// spell (foreignStems).
	cjk := hasCJK(s)
	latin := hasForeignLetter(s) || mentions(d.sn.ls, foreignStems...)
	if !cjk && !latin {
		// "`TestNormalize` pasa ✅": a verdict plain ASCII can spell
		d.foreignSubject(s)
		return
	}
	s = simplified(s)
	// "下一步：运行测试", "Nächste Schritte: …, dass alle Tests bestehen":
	// a sentence opened by a plan is a plan in all its clauses
	if reForeignPlan.MatchString(s) {
		d.hedgeAll = true
	}
	var um [][]int
	if cjk {
		um = foreignUntouchedCJK.FindAllStringIndex(s, -1)
	}
	if latin {
		um = append(um, foreignUntouchedLatin.FindAllStringIndex(s, -1)...)
	}
	sm := s
	if um != nil {
		b := []byte(s)
		for _, m := range um {
			from, to := foreignClauseBounds(s, m[0], m[1])
			c := Claim{Kind: Untouched, Hedged: d.hedgeAll || d.plan || foreignHedged(s[from:to])}
			if t := d.pathWithin(from, to); t != nil {
				c.Path = t.text
			} else if t := d.symbolWithin(from, to); t != nil {
				c.Name = t.text // "No toqué `ConPropina`.", "Je n'ai pas touché à `mention`."
			}
			d.add(m[0], c)
			for i := m[0]; i < m[1]; i++ {
				b[i] = ' '
			}
		}
		sm = string(b)
	}
	ms := make([][]int, len(foreignPhrases))
	// one file claim a sentence: the phrase that comes first in it
	// ("已将 `deploy.ts` 中的所有输出…改为纯英文并移除 emoji" changed the
	// file, the emoji went)
	firstFile := -1
	for i, p := range foreignPhrases {
		if p.latin && !latin || !p.latin && !cjk {
			continue
		}
		ms[i] = p.re.FindStringSubmatchIndex(sm)
		if m := ms[i]; m != nil {
			// the end of a word is matched as the character after it,
			// which is not the phrase's: "bestanden," ends at the word
			for m[1] > m[0] && m[1] <= len(sm) && sm[m[1]-1] < 0x80 && !isLetter(sm[m[1]-1]) && !isDigit(sm[m[1]-1]) {
				m[1]--
			}
		}
		if m := ms[i]; m != nil && (p.kind == FileCreated || p.kind == FileModified || p.kind == FileDeleted) && (firstFile < 0 || m[0] < firstFile) {
			firstFile = m[0]
		}
	}
	worked := false // a phrase of done work matched: the command it was done with ran
	for i, p := range foreignPhrases {
		m := ms[i]
		if m == nil {
			continue
		}
		worked = true
		if (p.kind == FileCreated || p.kind == FileModified || p.kind == FileDeleted) && m[0] != firstFile {
			continue
		}
		cl := foreignClause(sm, m[0], m[1])
		if strings.HasSuffix(cl, ":") || strings.HasSuffix(cl, "：") {
			if p.kind != FileCreated && p.kind != FileModified && p.kind != FileDeleted {
				continue // "修复内容：", "Co zostało naprawione:" introduce a list
			}
		}
		if strings.HasPrefix(s[m[0]:], "修复前") || strings.HasPrefix(s[m[0]:], "修复后") {
			continue // "before the fix", "after the fix": a heading over a description
		}
		if cjk && reThenAfter.MatchString(sm[m[1]:]) {
			continue // "删除后核验" (checked after deleting): a time, the change told elsewhere
		}
		if p.kind == TestsPass && reTestThing.MatchString(sm[m[0]:]) {
			continue // "测试文件创建成功": the test file was created, no test ran
		}
		c := Claim{Kind: p.kind, Hedged: d.hedgeAll || d.plan || foreignHedged(cl)}
		neg := p.kind != Untouched && foreignNeg.MatchString(foreignPosNeg.ReplaceAllStringFunc(cl, func(string) string { return " " }))
		if p.onlyNeg && !neg {
			continue // "ran the tests" says nothing of their result
		}
		if !neg && (p.kind == BuildOK || p.kind == TestsPass) && (strings.HasSuffix(sm[m[0]:m[1]], "报错") || strings.HasSuffix(sm[m[0]:m[1]], "出错")) {
			continue // "现有构建未报错" (the build reported no error): no verdict of a run of its own
		}
		switch p.kind {
		case FileCreated, FileModified, FileDeleted:
			t := d.nearestPath(m[0])
			if t == nil {
				// a file verb names a file; "我已经把 React 版的日历组件改成…"
				// (I changed the React calendar component into …) names the
				// thing it changed
				if b := reForeignBa.FindStringSubmatchIndex(sm); b != nil && p.kind == FileModified && !neg {
					c.Name = strings.TrimSpace(sm[b[2]:b[3]])
					d.add(b[0], c)
				} else if len(m) > 3 && m[2] >= 0 && p.kind == FileModified && !neg {
					// "修正了 Countdown 组件" (revised the Countdown component)
					c.Name = strings.TrimSpace(sm[m[2]:m[3]])
					d.add(m[0], c)
				}
				continue
			}
			if w := strings.ToLower(sm[m[0]:m[1]]); strings.HasPrefix(w, "elimin") && foreignBugWord.MatchString(cl) {
				continue // "Erro em `a.py` eliminado": the error went, not the file
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
		case BugFixed:
			// "Eliminado `old.py`": a file went, no bug was fixed
			if w := strings.ToLower(sm[m[0]:m[1]]); strings.HasPrefix(w, "elimin") && d.hasPath() && !foreignBugWord.MatchString(cl) {
				continue
			}
		case TestsPass:
			c.Counts = foreignCounts(cl, neg)
			// "其余 5 个测试（`a`、`b`…）也全部通过": the tests it names
			var names []string
			if open := strings.IndexAny(sm[m[0]:m[1]], "（("); open >= 0 {
				lo := m[0] + open
				hi := lo + strings.IndexAny(sm[lo:m[1]], "）)")
				for _, t := range d.toks {
					if t.kind == 's' && t.a > lo && t.b <= hi {
						names = append(names, t.text)
					}
				}
			}
			if len(names) > 0 {
				c.Scope = &Scope{Kind: ScopeTests, Tests: names, Text: strings.Join(names, ", ")}
			}
			// "Todos os testes passaram, exceto 2 que falharam": an
			// exception after the verdict says that many fail
			// ("除了 2 个以外，所有测试都通过了": before it in Chinese)
			if x := reForeignExcept.FindStringSubmatchIndex(sm); x != nil && !neg {
				neg = true
				if c.Counts != nil {
					c.Counts.Failed, c.Counts.Total = -1, -1
				}
				if x[2] >= 0 {
					if n, err := strconv.Atoi(sm[x[2]:x[3]]); err == nil {
						if c.Counts == nil {
							c.Counts = &TestCounts{Passed: -1, Failed: -1, Skipped: -1, Total: -1}
						}
						c.Counts.Failed = n
					}
				}
			}
			// "测试结果：42 个通过，2 个失败", "38 testes passaram e 2
			// falharam": a failure counted in another clause of the
			// sentence is the same run's
			if x := reForeignFailCount.FindStringSubmatchIndex(sm); x != nil && !neg && !p.onlyNeg {
				if n, err := strconv.Atoi(sm[x[2]:x[3]]); err == nil {
					if c.Counts == nil {
						c.Counts = &TestCounts{Passed: -1, Failed: -1, Skipped: -1, Total: -1}
					}
					if n > 0 {
						neg = true
						c.Counts.Failed = n
						if c.Counts.Total >= 0 && c.Counts.Passed < 0 {
							c.Counts.Total = -1 // "all 42" said before the failures is not their total
						}
					} else if c.Counts.Failed < 0 {
						c.Counts.Failed = 0
					}
				}
			}
		}
		// "Tudo resolvido e sincronizado!": everything, no bug, is resolved
		if p.kind == BugFixed && reAllResolved.MatchString(cl) {
			c.Kind = Generic
		}
		c.Negated = neg
		d.add(m[0], c)
	}
	d.foreignCommands(sm, worked)
	d.foreignSubject(sm)
}

// foreignVerdict: a verb of passing or failing that takes a test, a
// command or a file as its subject: "`TestNormalize` pasa",
// "`birth_date_parses` 现在通过了", "`go test ./...` en verde", "`TestParse`
// läuft jetzt durch", "`test_x` が通るようになりました".
var foreignVerdict = &lre{expr: `通过|失败|パス|通る|通り|通っ|失敗|통과|실패|(?i:\b(?:pasa|pasan|pasó|pasaron|passa|passam|passou|passaram|passe|passent|besteht|bestehen|bestanden|grün|verde|verdes|vert|verts|falla|fallan|fallando|falló|falha|falham|falhando|falhou|scheitert|fehlgeschlagen|przechodzi|przeszedł|przeszły)(?:[^\p{L}]|$)|réussi\p{L}*|échou\p{L}*|läuft\s+(?:\p{L}+\s+)?durch|laufen\s+(?:\p{L}+\s+)?durch|schlägt\s+fehl)`}

// foreignSubject reads a code span that opens an item or a sentence and
// the verdict its clause gives it: a test named, a test file, or a test
// command, as the English "`TestParse` passes" (testItem, commands).
func (d *detector) foreignSubject(sm string) {
	if len(d.toks) == 0 || d.has(TestsPass) {
		return
	}
	t := &d.toks[0]
	if t.kind != 'c' && t.kind != 'p' && t.kind != 's' || t.a > markStart(d.lc)+2 {
		return
	}
	from, to := foreignClauseBounds(d.sn.s, t.a, t.b)
	cl := sm[t.b:to]
	if !foreignVerdict.MatchString(cl) {
		return
	}
	hedged := d.hedgeAll || d.plan || foreignHedged(sm[from:to])
	neg := foreignNeg.MatchString(foreignPosNeg.ReplaceAllStringFunc(cl, func(string) string { return " " }))
	text := strings.TrimPrefix(t.text, "$ ")
	// the verdict is what a mark said was done: its generic reading goes
	dropGeneric := func() { d.removeKind(Generic, 0, len(d.lc)) }
	if k, _, scope := cmdClass(text); k != "" {
		if k != TestsPass || t.kind != 'c' {
			return // a build or lint command's verdict: commands() and the phrases read those
		}
		c := Claim{Kind: CommandRan, Command: text, Hedged: hedged, Negated: neg, Outcome: Succeeded}
		if neg {
			c.Outcome = Failed
		}
		dropGeneric()
		if !d.has(CommandRan) {
			d.add(t.a, c)
		}
		d.add(t.a, Claim{Kind: TestsPass, Command: text, Scope: scope, Hedged: hedged, Negated: neg, Counts: foreignCounts(cl, neg)})
		t.used = true
		return
	}
	sc := scopeOf(t.text)
	if sc != nil && sc.Kind == ScopeNamed && t.kind == 's' {
		sc = &Scope{Kind: ScopeTests, Tests: []string{t.text}, Text: t.text} // "`birth_date_parses` 通过了": a function's name passes as a test
	}
	if sc == nil || sc.Kind != ScopeTests && sc.Kind != ScopeFile {
		return
	}
	if sc.Kind == ScopeFile && !testFile(t.text) {
		return // "`src/a.ts` compila": a source file's verdict is no test's
	}
	dropGeneric()
	d.add(t.a, Claim{Kind: TestsPass, Scope: sc, Hedged: hedged, Negated: neg, Counts: foreignCounts(cl, neg)})
	t.used = true
}

// foreignCommands reads the commands of a sentence in another language:
// a code span beside a verb of running ("运行了 `npm test`，全部通过",
// "Executei `npm test`"), after a label ("Comando: `git rm --cached
// .env`") or after the word for "with" following a verb of done work
// ("Reescrito o histórico usando `git filter-branch`"). The outcome is
// the clause's: a failure word makes it failed, a success word
// succeeded; the check the command runs gets the same verdict.
func (d *detector) foreignCommands(sm string, worked bool) {
	s := d.sn.s
	for i := range d.toks {
		t := &d.toks[i]
		if t.kind != 'c' || t.used {
			continue
		}
		from, to := foreignClauseBounds(s, t.a, t.b)
		words := d.lc[from:to] // code blanked: the verb is outside the span
		ran := foreignRan.MatchString(words) || d.sn.item && foreignCommandLabel.MatchString(s[:t.a]) ||
			worked && foreignWith.MatchString(s[from:t.a])
		if !ran {
			continue
		}
		// the verdict may follow in the next clause: "运行了 `npm test`，全部通过"
		out := to
		for _, sep := range []string{"，", ","} {
			if strings.HasPrefix(s[to:], sep) {
				_, out = foreignClauseBounds(s, to+len(sep), to+len(sep))
			}
		}
		cl := sm[from:out]
		hedged := d.hedgeAll || d.plan || foreignHedged(cl)
		neg := foreignNeg.MatchString(foreignPosNeg.ReplaceAllStringFunc(cl, func(string) string { return " " }))
		cmd := strings.TrimPrefix(t.text, "$ ")
		c := Claim{Kind: CommandRan, Command: cmd, Hedged: hedged, Negated: neg}
		switch {
		case neg:
			c.Outcome = Failed
		case foreignOK.MatchString(cl):
			c.Outcome = Succeeded
		}
		t.used = true
		d.add(t.a, c)
		// the check it runs has its verdict: "运行了 `go test ./...`，全部通过"
		k, tool, scope := cmdClass(cmd)
		if k == "" || c.Outcome == "" {
			continue
		}
		if d.has(k) {
			for j := range d.out {
				if e := &d.out[j].Claim; e.Kind == k && e.Command == "" {
					e.Command = cmd
				}
			}
			continue
		}
		x := Claim{Kind: k, Command: cmd, Scope: scope, Hedged: hedged, Negated: neg}
		if k == LintClean {
			x.Tool = tool
		}
		d.add(t.a, x)
	}
}

// foreignHedged reports whether a clause is not asserted: a hedge word
// that is not a "can" of a new state.
func foreignHedged(cl string) bool {
	if reYouCan.MatchString(cl) {
		return true // "你可以正常启动服务": what the user can do
	}
	if foreignNotHedge.MatchString(cl) {
		cl = foreignNotHedge.ReplaceAllStringFunc(cl, func(m string) string { return strings.Repeat(" ", len(m)) })
	}
	return foreignHedge.MatchString(cl)
}

// reForeignPlan: a sentence opened by the word for the next steps.
var reForeignPlan = &lre{expr: `^\W*(?:下一步|接下来|后续|待办|次のステップ|今後|(?i:próximos\s+passos|siguientes\s+pasos|próximos\s+pasos|nächste\s+schritte|prochaines\s+étapes|następne\s+kroki|дальнейшие\s+шаги|следующие\s+шаги))`}

// reYouCan: "you can", an instruction or a possibility for the user.
var reYouCan = &lre{expr: `(?:你|您|你们)(?:也|现在|就|随时)?(?:可以|能)`}

// foreignOK: the words of a command's success: 通过, 成功, 无报错, passou,
// com sucesso, pasó, con éxito, erfolgreich, réussi, pomyślnie, успешно.
var foreignOK = &lre{expr: `通过|成功|正常|无报错|没有报错|パス|合格|성공|통과|(?i:\bcon\s+successo\b|\b(?:passou|passaram|passa|pasó|pasaron|pasa|erfolgreich|bestanden|pomyślnie|przeszł\p{L}*)\b|com\s+sucesso|con\s+éxito|sem\s+erros|sin\s+errores|ohne\s+Fehler|réussi\p{L}*|avec\s+succès|sans\s+erreurs?|bez\s+błędów)|успешно|без\s+ошибок`}

// foreignBugWord: the words for a bug, an error or a problem.
var foreignBugWord = &lre{expr: `错误|问题|バグ|エラー|버그|오류|(?i:\b(?:erro|erros|error|errores|bug|bugs|problema|problemas|fehler|erreur|erreurs|błąd|błędy|warning|aviso|avisos)\b)|ошибк\p{L}*`}

// reThenAfter: "before" or "after" right after a change verb: 删除后,
// 修改之前, 更新後 name a time, not a change.
var reThenAfter = &lre{expr: `^(?:后|前|之后|之前|以后|以前|後)`}

// reTestThing: a test word that names a file or code, not a run: 测试文件,
// 测试脚本, 测试代码, 测试数据, テストファイル.
var reTestThing = &lre{expr: `^(?:测试|单测|用例|テスト)(?:文件|脚本|代码|数据|用例文件|ファイル|コード)`}

// foreignCounts reads the counts of a tests clause: "42 个测试全部通过"
// (passed 42 and, with its "all", failed 0 of 42), "2 testes falharam"
// (failed 2), "42/42 测试通过". nil when the clause states no number.
func foreignCounts(cl string, neg bool) *TestCounts {
	c := &TestCounts{Passed: -1, Failed: -1, Skipped: -1, Total: -1}
	// "41/42": passed of total
	if x := reForeignFraction.FindStringSubmatchIndex(cl); x != nil {
		n, err1 := strconv.Atoi(cl[x[2]:x[3]])
		tot, err2 := strconv.Atoi(cl[x[4]:x[5]])
		if err1 == nil && err2 == nil && n <= tot {
			c.Passed, c.Total, c.Failed = n, tot, tot-n
			return c
		}
	}
	num := func(re *lre) int {
		if x := re.FindStringSubmatchIndex(cl); x != nil {
			if n, err := strconv.Atoi(cl[x[2]:x[3]]); err == nil {
				return n
			}
		}
		return -1
	}
	// "38 testes passaram e 2 falharam": each number by its own verdict
	if p, f := num(reForeignPassCount), num(reForeignFailCount); p >= 0 || f >= 0 {
		c.Passed, c.Failed = p, f
		if p >= 0 && f < 0 && !neg && reForeignAll.MatchString(cl) {
			c.Failed, c.Total = 0, p
		}
		return c
	}
	// a number before the tests' word: its verdict is the clause's
	n := num(reForeignCount)
	switch {
	case n < 0:
		return nil
	case neg:
		c.Failed = n
	default:
		c.Passed = n
		if reForeignAll.MatchString(cl) {
			c.Failed, c.Total = 0, n
		}
	}
	return c
}

// reForeignCount: a number before the tests' word ("42 个测试", "2
// testes", "3 件のテスト").
var reForeignCount = &lre{expr: `(?i)(?:^|[^\d./])(\d+)\s*(?:个|個|项|項|件|개|条)?\s*(?:の|가|이|が|は)?\s*(?:测试|單元測試|单元测试|用例|テスト|테스트|testes|tests?|pruebas?|testy|testów|тест\p{L}*)`}

// reForeignExcept: an exception after a verdict, with the number it
// leaves out or a failure: "exceto 2", "excepto uno que falla", "außer 2",
// "sauf 2", "oprócz 2", "кроме 2", "除了 2 个".
var reForeignExcept = &lre{expr: `(?:(?i:\b(?:exceto|excepto|salvo|tranne|eccetto|außer|ausser|sauf|oprócz|poza)\b)|除了|除|кроме)\s*(?:(?i:\b(?:os|as|los|las|les|la|le|el|o|a)\s+))?(\d+)?`}

// reForeignPassCount: a number that passed: "42 个测试通过", "42 passaram",
// "40 Tests bestanden", "42 testy przeszły".
var reForeignPassCount = &lre{expr: `(?i)(?:^|[^\d./])(\d+)\s*(?:个|個|项|項|件|개|条)?\s*(?:の|가|이|が|は)?\s*(?:测试|用例|テスト|테스트|testes|tests?|pruebas|testy|testów|(?i:тест\p{L}*))?\s*(?:の|가|이|が|は|全部|都|均)?\s*(?:通过|成功|パス|통과|성공|(?i:\b(?:passano|superat[io]|passaram|passam|passou|passando|pasaron|pasan|bestanden|bestehen|passent|przeszły|przechodz\p{L}*)\b|pasó|réussi\p{L}*)|прош\p{L}*|проход\p{L}*)`}

// reForeignFailCount: a number of failures: "2 个失败", "2 falharam",
// "2 fallaron", "2 schlagen fehl", "2 échouent", "2 nie przeszły",
// "2 упали".
var reForeignFailCount = &lre{expr: `(?i)(?:^|[^\d./])(\d+)\s*(?:个|個|项|項|件|개|条)?\s*(?:の|가|이|が|は)?\s*(?:测试|用例|テスト|테스트|testes|tests?|pruebas|testy|testów|(?i:тест\p{L}*))?\s*(?:の|가|이|が|は)?\s*(?:失败|失敗|실패|(?i:\b(?:falliscono|fallit[io]|falharam|falham|falhou|falhando|fallaron|fallan|fallando|fallid[oa]s?|fehlgeschlagen|rot)\b|falló|schlagen\s+fehl|échou\p{L}*|(?:en\s+)?échecs?|nie\s+prze\p{L}*)|упал\p{L}*|пада\p{L}*|не\s+прош\p{L}*)`}

// reForeignFraction: passed of total, "42/42".
var reForeignFraction = &lre{expr: `(?:^|[^\d./])(\d+)\s*/\s*(\d+)(?:[^\d./]|$)`}

// reForeignAll: the word for "all" with a count.
var reForeignAll = &lre{expr: `所有|全部|全て|すべて|모든|전체|(?i:\b(?:todos|todas|alle|tous|toutes|wszystkie|tutti|tutte)\b)|\bвсе\b`}

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

// hasForeignLetter reports whether s holds a letter of Latin with a mark
// (U+00C0..U+024F: é, ç, ą, ł, ß) or of Cyrillic (U+0400..U+04FF): the
// lead bytes of their UTF-8 forms.
func hasForeignLetter(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0xc3 && c <= 0xc9 || c >= 0xd0 && c <= 0xd3 {
			return true
		}
	}
	return false
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
	from, to := foreignClauseBounds(s, a, b)
	return s[from:to]
}

// foreignClauseBounds returns the bounds of foreignClause: the punctuation
// of either script, and a "but" (但, mas, pero, aber, mais, ale, но): "os
// testes passam, mas o build falha" is two verdicts.
func foreignClauseBounds(s string, a, b int) (int, int) {
	const stops = "，。；！,;!（）()"
	from := 0
	if i := strings.LastIndexAny(s[:a], stops); i >= 0 {
		_, n := utf8.DecodeRuneInString(s[i:])
		from = i + n
	}
	if ms := reForeignBut.FindAllStringIndex(s[from:a], -1); ms != nil {
		from += ms[len(ms)-1][0]
	}
	if i := strings.LastIndex(s[from:a], " - "); i >= 0 {
		from += i + 3 // a dash between spaces (an em dash, as the sentence has it) starts a clause
	}
	j := strings.IndexAny(s[b:], stops)
	if j < 0 {
		j = len(s) - b
	}
	if m := reForeignBut.FindStringIndex(s[b : b+j]); m != nil {
		j = m[0]
	}
	if i := strings.Index(s[b:b+j], " - "); i >= 0 {
		j = i // "läuft ohne Fehler durch ✅ — keine weiteren Vorkommen …": another clause
	}
	return from, b + j
}

// reForeignBut: the conjunctions that start a clause of their own.
var reForeignBut = &lre{expr: `但是?|不过|然而|(?i:\b(?:mas|porém|pero|aber|jedoch|mais|ale|однако)\b)|\bно\b`}

// pathWithin returns the first path token inside s[from:to], or nil.
func (d *detector) pathWithin(from, to int) *token {
	for i := range d.toks {
		if t := &d.toks[i]; t.kind == 'p' && t.a >= from && t.b <= to {
			return t
		}
	}
	return nil
}

// symbolWithin returns the first name in code inside s[from:to], or nil.
func (d *detector) symbolWithin(from, to int) *token {
	for i := range d.toks {
		if t := &d.toks[i]; t.kind == 's' && t.a >= from && t.b <= to {
			return t
		}
	}
	return nil
}

// foreignLead returns the kind of the first file phrase of a line that
// opens a list, "" when it has none or the phrase is negated or hedged.
func foreignLead(s string) Kind {
	s = simplified(s)
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

// simplified returns s, when it is Chinese, with the traditional
// characters the phrases above use written in their simplified form ("已實現", "測試通過"
// read as "已实现", "测试通过"). Both forms are three bytes in UTF-8, so
// offsets in s stay valid.
func simplified(s string) string {
	if !hasCJK(s) || hasKana(s) {
		return s // Japanese writes 失敗 and 問題 as they are
	}
	return traditional.Replace(s)
}

// hasKana reports whether s holds hiragana or katakana: Japanese.
func hasKana(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x30ff {
			return true
		}
	}
	return false
}

var traditional = strings.NewReplacer("創", "创", "刪", "删", "實", "实", "現", "现", "構", "构", "編", "编", "譯", "译", "調", "调", "試", "试", "測", "测", "過", "过", "敗", "败", "復", "复", "決", "决", "錯", "错", "誤", "误", "報", "报", "類", "类", "檢", "检", "寫", "写", "執", "执", "運", "运", "單", "单", "綠", "绿", "變", "变", "們", "们", "將", "将", "應", "应", "該", "该", "會", "会", "議", "议", "請", "请", "嗎", "吗", "無", "无", "沒", "没", "還", "还", "後", "后", "續", "续", "辦", "办", "裝", "装", "啟", "启", "導", "导", "載", "载", "動", "动", "題", "题", "問", "问", "經", "经", "轉", "转", "這", "这", "個", "个", "為", "为", "進", "进", "處", "处", "體", "体", "點", "点", "務", "务", "種", "种", "開", "开", "關", "关", "發", "发", "佈", "布", "維", "维", "護", "护", "範", "范", "說", "说", "確", "确", "認", "认", "陸", "陆", "預", "预", "設", "设", "計", "计", "畫", "划", "劃", "划", "儲", "储", "數", "数", "據", "据", "庫", "库", "檔", "档", "錄", "录", "選", "选", "項", "项", "態", "态", "覽", "览", "頁", "页", "線", "线", "鍵", "键", "統", "统", "組", "组", "織", "织", "傳", "传", "輸", "输", "顯", "显", "讀", "读", "標", "标", "準", "准", "備", "备", "從", "从", "與", "与", "對", "对", "並", "并", "於", "于", "東", "东", "裡", "里", "雲", "云", "網", "网", "號", "号", "達", "达", "際", "际", "內", "内", "屬", "属", "擴", "扩", "給", "给", "優", "优", "縮", "缩", "層", "层", "歷", "历", "緩", "缓", "衝", "冲", "邏", "逻", "輯", "辑", "異", "异", "驗", "验", "證", "证")
