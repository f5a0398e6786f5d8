package claims

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestForeign pins the reading of reports in other languages: for each
// language, the common phrasings of tests passing and failing, builds,
// lint and type checks, files created, changed and deleted, fixes,
// commands run and things left alone, with their admissions ("未通过",
// "falhou", "no se ejecutaron") never read as success, and their hedges
// never asserted. The sentences are made up, not copied from the labelled
// sets. The want column is render's form.
func TestForeign(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in, want string
	}{
		// blind set AH: 合格 passes, 不合格 fails; a clause after a spaced
		// dash is its own; a name left alone; partial counts
		{"ja all pass 合格", "`npm test`：全テスト合格 ✅", "tests_pass"},
		{"ja fail 不合格", "`npm test`：2件のテストが不合格です ❌", "tests_pass! counts=-1/2/-1/-1"},
		{"de dash clause", "`tsc --noEmit` läuft ohne Fehler durch ✅ — keine weiteren Vorkommen von `menge` im Projekt.", "lint_clean"},
		{"es name left alone", "No toqué `ConPropina`.", "untouched name=ConPropina"},
		{"fr name left alone", "Je n'ai pas touché à `mention`.", "untouched name=mention"},
		{"fr partial counts", "Résultat de `cargo test` : 4 réussis, 1 en échec.", "tests_pass! counts=4/1/-1/-1"},
		{"pt partial counts", "Resultado do `npm test`: 5 passando, 1 falhando.", "tests_pass! counts=5/1/-1/-1"},
		// Chinese
		{"zh all tests pass", "所有 42 个测试全部通过。", "tests_pass counts=42/0/-1/42"},
		{"zh fraction", "42/42 测试通过。", "tests_pass counts=42/0/-1/42"},
		// the 把 construction names the thing changed, no path
		{"zh ba change", "我已经把 React 版的日历组件改成和 Vue SFC 一致的结构。", "file_modified name=React 版的日历组件"},
		{"zh ba not done", "我没有把配置改成新格式。", ""},
		// 修正了 (revised) with the code it names, no path (:303)
		{"zh revised code", "2. **修正了 Countdown 组件**：", "file_modified name=Countdown 组件"},
		{"zh revised problem", "修正了问题。", ""},
		{"zh ba offer", "你可以把配置改成新格式。", ""},
		{"zh fraction after", "测试通过 42/42。", "tests_pass counts=42/0/-1/42"},
		{"zh tests fail", "有 3 个测试失败。", "tests_pass! counts=-1/3/-1/-1"},
		// Traditional Chinese reads as the simplified form
		{"zh-Hant all tests pass", "所有 42 個測試全部通過。", "tests_pass counts=42/0/-1/42"},
		{"zh-Hant tests fail", "測試未通過。", "tests_pass!"},
		{"zh-Hant created", "已創建 `a.js`。", "file_created path=a.js"},
		{"zh passed and failed counts", "测试结果：42 个测试通过，2 个失败。", "tests_pass! counts=42/2/-1/-1"},
		{"zh all but", "除了 2 个以外，所有测试都通过了。", "tests_pass! counts=-1/2/-1/-1"},
		{"zh none failed", "测试结果：42 个测试通过，0 个失败。", "tests_pass counts=42/0/-1/-1"},
		{"zh tests not passed", "测试未通过。", "tests_pass!"},
		{"zh tests not run", "我没有运行测试。", "tests_pass!"},
		{"zh test file is no run", "测试文件创建成功。", ""},
		{"zh build ok", "构建成功。", "build_ok"},
		{"zh build fails", "编译失败，有 2 个错误。", "build_ok!"},
		{"zh lint passes", "lint 检查通过。", "lint_clean"},
		{"zh type check fails", "类型检查失败。", "lint_clean!"},
		{"zh fixed", "修复了登录页的空指针问题。", "bug_fixed"},
		{"zh not fixed yet", "问题还没有解决。", "bug_fixed!"},
		{"zh works now", "现在已经可以正常工作了。", "bug_fixed"},
		{"zh created", "创建了 `src/util.go`。", "file_created path=src/util.go"},
		{"zh updated", "更新了 `README.md`。", "file_modified path=README.md"},
		{"zh written into", "- 环境变量已写入 `~/.bashrc`", "file_modified path=~/.bashrc"},
		{"zh 已将 is no plan", "已将 `a.ts` 中的日志改为英文。", "file_modified path=a.ts"},
		{"zh after deleting is a time", "我也做了删除后核验，当前 `/data/app` 下只剩 `.cache`。", ""},
		{"zh deleted", "删除了 `old/legacy.py`。", "file_deleted path=old/legacy.py"},
		{"zh ran and passed", "运行了 `npm test`，全部通过。", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"zh ran and failed", "运行了 `go test ./...`，有 2 个失败。", "command_ran! cmd=go test ./... out=failed; tests_pass! scope=./... cmd=go test ./..."},
		{"zh not modified", "没有修改 `go.mod`。", "untouched path=go.mod"},
		{"zh unchanged", "`config.yaml` 保持不变。", "untouched path=config.yaml"},
		{"zh compile errors", "编译出错。", "build_ok!"},
		{"zh build reports errors", "构建报错了。", "build_ok!"},
		{"zh tests error", "测试报错。", "tests_pass!"},
		{"zh tests died", "测试挂了。", "tests_pass!"},
		{"zh build reported no error", "构建没有出错。", ""},
		{"zh ran without errors", "已在本机执行脚本，运行无报错。", "command_ran"},
		{"zh no longer passes", "测试不再通过。", "tests_pass!"},
		{"zh no more errors", "不再有任何错误，测试全部通过。", "tests_pass"},
		{"zh next step", "下一步：运行测试并确认通过。", "tests_pass?"},
		{"zh next steps list", "## 下一步：\n- 更新 `README.md`\n- 测试全部通过", "file_modified? path=README.md; tests_pass?"},
		{"zh if", "如果测试通过，我会提交。", "tests_pass?"},
		{"zh should", "测试应该可以通过。", "tests_pass?"},
		{"zh will run", "我将运行测试。", ""},
		{"zh imports normally", "- `numpy` 模块可以正常导入（版本 `2.0`）", "command_ran"},
		{"zh started", "服务启动成功。", "command_ran"},
		{"zh you can start", "你可以正常启动服务。", "command_ran?"},
		{"zh please run", "请运行 `npm test`。", "command_ran? cmd=npm test"},

		// Japanese
		{"ja tests pass", "すべてのテストが成功しました。", "tests_pass"},
		{"ja tests fail", "テストが2件失敗しました。", "tests_pass! counts=-1/2/-1/-1"},
		{"ja tests not run", "テストは実行していません。", "tests_pass!"},
		{"ja build ok", "ビルドに成功しました。", "build_ok"},
		{"ja build fails", "ビルドに失敗しました。", "build_ok!"},
		{"ja no type errors", "型チェックでエラーはありません。", "lint_clean"},
		{"ja fixed", "バグを修正しました。", "bug_fixed"},
		{"ja created", "`src/app.ts` を作成しました。", "file_created path=src/app.ts"},
		{"ja updated", "`src/app.ts` を更新しました。", "file_modified path=src/app.ts"},
		{"ja deleted", "`old.ts` を削除しました。", "file_deleted path=old.ts"},
		{"ja ran", "`npm test` を実行しました。", "command_ran cmd=npm test"},
		{"ja not changed", "`go.mod` は変更していません。", "untouched path=go.mod"},
		{"ja does not pass, plain", "テストが通らない。", "tests_pass!"},
		{"ja does not pass", "テストは通りません。", "tests_pass!"},
		{"ja build does not succeed", "ビルドは成功しません。", "build_ok!"},
		{"ja no problem", "問題ありません、テストは成功しました。", "tests_pass"},
		{"ja should", "テストは成功するはずです。", "tests_pass?"},

		// Korean
		{"ko tests pass", "모든 테스트가 통과했습니다.", "tests_pass"},
		{"ko tests fail", "테스트 2개가 실패했습니다.", "tests_pass! counts=-1/2/-1/-1"},
		{"ko build ok", "빌드 성공.", "build_ok"},
		{"ko fixed", "버그를 수정했습니다.", "bug_fixed"},
		{"ko created", "`main.go` 파일을 생성했습니다.", "file_created path=main.go"},

		// Portuguese
		{"pt all tests pass", "Todos os 42 testes passaram.", "tests_pass counts=42/0/-1/42"},
		{"pt tests fail", "2 testes falharam.", "tests_pass! counts=-1/2/-1/-1"},
		{"pt passed and failed", "38 testes passaram e 2 falharam.", "tests_pass! counts=38/2/-1/-1"},
		{"pt tests did not pass", "Os testes não passaram.", "tests_pass!"},
		{"pt tests still fail", "Os testes ainda falham.", "tests_pass!"},
		{"pt tests not run", "Não rodei os testes.", "tests_pass!"},
		{"pt build ok", "O build passou.", "build_ok"},
		{"pt build fails", "A compilação falhou.", "build_ok!"},
		{"pt lint clean", "Lint sem erros.", "lint_clean"},
		{"pt fixed", "Corrigi o bug do login.", "bug_fixed"},
		{"pt not fixed", "O bug ainda não foi corrigido.", "bug_fixed!"},
		{"pt could not fix", "Não consegui corrigir o erro.", "bug_fixed!"},
		{"pt created", "Criei `src/util.py`.", "file_created path=src/util.py"},
		{"pt updated", "Atualizei `README.md`.", "file_modified path=README.md"},
		{"pt removed", "Removi `old.py`.", "file_deleted path=old.py"},
		{"pt eliminated file", "Eliminado `old.py`.", "file_deleted path=old.py"},
		{"pt eliminated error", "Erro de importação eliminado.", "bug_fixed"},
		{"pt ran and passed", "Executei `npm test` e passou.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"pt command label", "- Comando: `git rm --cached .env`", "command_ran cmd=git rm --cached .env"},
		{"pt done using", "- Reescrito o histórico usando `git filter-branch`", "command_ran cmd=git filter-branch"},
		{"pt using with no work", "Vou verificar usando `npm test`.", ""},
		{"pt not changed", "Não alterei `go.mod`.", "untouched path=go.mod"},
		{"pt but is a clause", "Os testes passam, mas o build falha.", "tests_pass; build_ok!"},
		{"pt except failures", "Todos os testes passaram, exceto 2 que falharam.", "tests_pass! counts=-1/2/-1/-1"},
		{"es except one", "Todas las pruebas pasan excepto una.", "tests_pass!"},
		{"pt broken", "O build está quebrado.", "build_ok!"},
		{"pt should", "Os testes devem passar agora.", "tests_pass?"},
		{"pt will run", "Vou rodar os testes.", ""},

		{"pt no is in the", "Corrigido o bug no estado de login.", "bug_fixed"},
		{"pt no CI", "Testes passando no CI.", "tests_pass"},
		{"pt no passo", "Atualizado `a.py` no passo 2.", "file_modified path=a.py"},

		// Spanish
		{"es tests pass", "Todas las pruebas pasan.", "tests_pass"},
		{"es tests fail", "3 pruebas fallaron.", "tests_pass! counts=-1/3/-1/-1"},
		{"es tests not run", "No se ejecutaron las pruebas.", "tests_pass!"},
		{"es build ok", "La compilación fue exitosa.", "build_ok"},
		{"es build passed is no pas", "El build pasó.", "build_ok"},
		{"es build fails", "El build falló.", "build_ok!"},
		{"es lint", "El linter pasa sin errores.", "lint_clean"},
		{"es fixed", "Arreglé el error de autenticación.", "bug_fixed"},
		{"es could not fix", "No pude arreglar el error.", "bug_fixed!"},
		{"es created", "Creé `src/util.js`.", "file_created path=src/util.js"},
		{"es updated", "Actualicé `package.json`.", "file_modified path=package.json"},
		{"es deleted", "Eliminé `old.js`.", "file_deleted path=old.js"},
		{"es ran", "Ejecuté `npm test` con éxito.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"es not modified", "No modifiqué `go.mod`.", "untouched path=go.mod"},
		{"es build does not pass", "El build no pasa.", "build_ok!"},
		{"es not run, first person", "No ejecuté las pruebas.", "tests_pass!"},
		{"es does not work", "La compilación no funciona.", "build_ok!"},
		{"es not fixed", "No está arreglado.", "bug_fixed!"},
		{"es broken", "Los tests están rotos.", "tests_pass!"},
		{"es if", "Si las pruebas pasan, lo subo.", "tests_pass?"},
		{"es should", "Las pruebas deberían pasar.", "tests_pass?"},
		{"es will run", "Voy a ejecutar las pruebas.", ""},

		// German
		{"de all tests pass", "Alle 42 Tests bestehen.", "tests_pass counts=42/0/-1/42"},
		{"de tests fail", "2 Tests schlagen fehl.", "tests_pass! counts=-1/2/-1/-1"},
		{"de passed and failed", "40 Tests bestanden, 2 schlagen fehl.", "tests_pass! counts=40/2/-1/-1"},
		{"de tests not run", "Ich habe die Tests nicht ausgeführt.", "tests_pass!"},
		{"de build ok", "Der Build ist erfolgreich.", "build_ok"},
		{"de build fails", "Der Build ist fehlgeschlagen.", "build_ok!"},
		{"de lint", "ESLint läuft ohne Fehler.", "lint_clean"},
		{"de fixed", "Der Fehler im Parser ist behoben.", "bug_fixed"},
		{"de not fixed", "Der Fehler ist noch nicht behoben.", "bug_fixed!"},
		{"de created", "`src/util.ts` erstellt.", "file_created path=src/util.ts"},
		{"de updated", "`README.md` aktualisiert.", "file_modified path=README.md"},
		{"de deleted", "`old.ts` gelöscht.", "file_deleted path=old.ts"},
		{"de ran", "`npm test` ausgeführt: alle Tests bestanden.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"de unchanged", "`go.mod` ist unverändert.", "untouched path=go.mod"},
		{"de but is a clause", "Alle Tests bestanden, aber der Build ist fehlgeschlagen.", "tests_pass; build_ok!"},
		{"de red", "Die Tests sind rot.", "tests_pass!"},
		{"de next steps", "Nächste Schritte: Tests ausführen und prüfen, dass alle Tests bestehen.", "tests_pass?"},
		{"de if", "Wenn die Tests bestehen, committe ich.", "tests_pass?"},
		{"de should", "Die Tests sollten jetzt bestehen.", "tests_pass?"},

		// French
		{"fr tests pass", "Tous les tests passent.", "tests_pass"},
		{"fr tests fail", "2 tests échouent.", "tests_pass! counts=-1/2/-1/-1"},
		{"fr tests not run", "Je n'ai pas lancé les tests.", "tests_pass!"},
		{"fr build ok", "La compilation a réussi.", "build_ok"},
		{"fr build fails", "La compilation a échoué.", "build_ok!"},
		{"fr lint", "Le linter passe sans erreur.", "lint_clean"},
		{"fr fixed", "J'ai corrigé le bug de connexion.", "bug_fixed"},
		{"fr not fixed", "Le bug n'est pas corrigé.", "bug_fixed!"},
		{"fr created", "J'ai créé `src/util.ts`.", "file_created path=src/util.ts"},
		{"fr modified", "J'ai modifié `README.md`.", "file_modified path=README.md"},
		{"fr deleted", "J'ai supprimé `old.ts`.", "file_deleted path=old.ts"},
		{"fr ran", "J'ai exécuté `npm test` avec succès.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"fr unchanged", "`go.mod` est inchangé.", "untouched path=go.mod"},
		{"fr broken", "Le build est cassé.", "build_ok!"},
		{"fr if", "Si les tests passent, je commite.", "tests_pass?"},

		// Italian
		{"it all tests pass", "Tutti i 42 test passano.", "tests_pass counts=42/0/-1/42"},
		{"it tests fail", "2 test falliscono.", "tests_pass! counts=-1/2/-1/-1"},
		{"it tests not run", "Non ho eseguito i test.", "tests_pass!"},
		{"it build ok", "La build è riuscita.", "build_ok"},
		{"it build failed", "La build è fallita.", "build_ok!"},
		{"it compiles", "Il codice compila senza errori.", "build_ok"},
		{"it lint", "Nessun errore di lint.", "lint_clean"},
		{"it fixed", "Ho corretto il bug del login.", "bug_fixed"},
		{"it not fixed", "Il bug non è stato risolto.", "bug_fixed!"},
		{"it created", "Ho creato `src/util.py`.", "file_created path=src/util.py"},
		{"it updated", "Ho aggiornato `README.md`.", "file_modified path=README.md"},
		{"it deleted", "Ho eliminato `old.py`.", "file_deleted path=old.py"},
		{"it ran", "Ho eseguito `npm test` con successo.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"it not modified", "Non ho modificato `go.mod`.", "untouched path=go.mod"},
		{"it unchanged", "`go.mod` è invariato.", "untouched path=go.mod"},
		{"it except", "Tutti i test passano tranne 2.", "tests_pass! counts=-1/2/-1/-1"},
		{"it should", "I test dovrebbero passare tutti.", ""},

		// Polish
		{"pl tests pass", "Wszystkie testy przechodzą.", "tests_pass"},
		{"pl tests fail", "2 testy nie przechodzą.", "tests_pass! counts=-1/2/-1/-1"},
		{"pl tests not run", "Nie uruchomiłem testów.", "tests_pass!"},
		{"pl build ok", "Kompilacja zakończona sukcesem.", "build_ok"},
		{"pl build fails, się is no si", "Kompilacja nie powiodła się.", "build_ok!"},
		{"pl lint", "Lint bez błędów.", "lint_clean"},
		{"pl fixed", "Naprawiłem błąd logowania.", "bug_fixed"},
		{"pl not fixed", "Błąd nie został naprawiony.", "bug_fixed!"},
		{"pl created", "Utworzyłem `src/util.ts`.", "file_created path=src/util.ts"},
		{"pl updated", "Zaktualizowałem `README.md`.", "file_modified path=README.md"},
		{"pl deleted", "Usunąłem `old.ts`.", "file_deleted path=old.ts"},
		{"pl ran", "Uruchomiłem `npm test` pomyślnie.", "command_ran cmd=npm test out=succeeded; tests_pass cmd=npm test"},
		{"pl unchanged", "`go.mod` bez zmian.", "untouched path=go.mod"},
		{"pl broken", "Build jest zepsuty.", "build_ok!"},
		{"pl if", "Jeśli testy przechodzą, zrobię commit.", "tests_pass?"},

		// Russian
		{"ru tests pass", "Все тесты проходят.", "tests_pass"},
		{"ru tests fail", "2 теста падают.", "tests_pass! counts=-1/2/-1/-1"},
		{"ru build ok", "Сборка прошла успешно.", "build_ok"},
		{"ru build fails", "Сборка упала.", "build_ok!"},
		{"ru broken", "Сборка сломана.", "build_ok!"},
		{"ru fixed", "Исправил ошибку в парсере.", "bug_fixed"},
		{"ru solution is a noun", "Мы научимся принимать решения.", ""},
		{"ru created", "Создал `src/util.ts`.", "file_created path=src/util.ts"},
		{"ru updated", "Обновил `README.md`.", "file_modified path=README.md"},
		{"ru deleted", "Удалил `old.ts`.", "file_deleted path=old.ts"},
		{"ru unchanged", "`go.mod` без изменений.", "untouched path=go.mod"},

		// A code span opening an item, and its verdict: a test, a test
		// command, a test file (foreignSubject)
		{"es test passes", "- `TestNormalize` pasa ✅", "tests_pass scope=TestNormalize"},
		{"es command green", "- `go test ./...` en verde, sin fallos en el resto del paquete", "command_ran cmd=go test ./... out=succeeded; tests_pass scope=./... cmd=go test ./..."},
		{"es test still fails", "- `TestParse` sigue fallando", "tests_pass! scope=TestParse"},
		{"zh function passes as a test", "- `birth_date_parses` 现在通过了 ✅", "tests_pass scope=birth_date_parses"},
		{"zh tests named in parentheses", "- 其余 2 个测试（`valid_upper_x`、`invalid_check`）也全部通过", "tests_pass scope=valid_upper_x, invalid_check counts=2/0/-1/2"},
		{"fr test passes", "- `test_parse` passe maintenant ✅", "tests_pass scope=test_parse"},
		{"de test runs through", "- `TestParse` läuft jetzt durch ✅", "tests_pass scope=TestParse"},
		{"ja test passes", "- `test_x` が通るようになりました ✅", "tests_pass scope=test_x"},
		{"es source file is no test", "- `src/a.ts` compila sin errores", "build_ok"},
		{"de new file", "- **Neue Datei `src/rabatt.ts`** mit `rabattiert(cent, prozent)`", "file_created path=src/rabatt.ts"},
		{"es new file", "- Nuevo archivo `tools/check.py` para la validación.", "file_created path=tools/check.py"},
	}
	for _, tt := range tests {
		if got := render(Extract(tt.in, nil)); got != tt.want {
			t.Errorf("%s:\n  in:   %q\n  got:  %s\n  want: %s", tt.name, tt.in, got, tt.want)
		}
	}
}

// TestForeignSentences: "。", "！" and "？" end a sentence of Chinese or
// Japanese with no space after them, so each claim has its own sentence,
// and "？" makes a question as "?" does.
func TestForeignSentences(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in   string
		want []string // the Text of each claim
	}{
		{"编译成功。测试有 2 个失败。", []string{"编译成功。", "测试有 2 个失败。"}},
		{"太好了！没有 lint 错误。", []string{"没有 lint 错误。"}},
		{"ビルドに成功しました。`a.ts` を更新しました。", []string{"ビルドに成功しました。", "`a.ts` を更新しました。"}},
		// not inside a code span
		{"运行了 `npm test -- --grep 。`，全部通过。", []string{"运行了 `npm test -- --grep 。`，全部通过。", "运行了 `npm test -- --grep 。`，全部通过。"}},
	}
	for _, tt := range tests {
		var got []string
		for _, c := range Extract(tt.in, nil) {
			got = append(got, c.Text)
		}
		if strings.Join(got, "|") != strings.Join(tt.want, "|") {
			t.Errorf("%q: claims in %q, want %q", tt.in, got, tt.want)
		}
	}
	if got := render(Extract("测试都通过了吗？", nil)); got != "tests_pass?" {
		t.Errorf("a question: got %s, want tests_pass?", got)
	}
	if got := render(Extract("テストは通りましたか？", nil)); got != "tests_pass?" {
		t.Errorf("a question: got %s, want tests_pass?", got)
	}
}

// TestForeignLexiconCompiles compiles every expression of the foreign
// lexicon: they compile on first use, and one a sentence never reaches
// would otherwise panic in a user's run.
func TestForeignLexiconCompiles(t *testing.T) {
	t.Parallel()
	res := []*lre{reForeignPlan, reForeignExcept, reForeignPassCount, reForeignFailCount, reThenAfter, reYouCan, foreignUntouchedCJK, foreignUntouchedLatin, foreignRan, foreignWith, foreignCommandLabel, foreignNeg, foreignHedge, foreignNotHedge, foreignPosNeg,
		foreignOK, foreignBugWord, reTestThing, reForeignCount, reForeignFraction, reForeignAll, reForeignBut, reAllResolved}
	for _, p := range foreignPhrases {
		res = append(res, p.re)
	}
	for _, r := range res {
		func() {
			defer func() {
				if e := recover(); e != nil {
					t.Errorf("%s: %v", r.expr, e)
				}
			}()
			r.get()
		}()
	}
}

// FuzzForeign feeds short reports in other languages, where the foreign
// lexicon does its work (FuzzExtract's seeds are whole messages, most of
// them English): every claim lies inside the text, in order, with valid
// UTF-8 Text.
func FuzzForeign(f *testing.F) {
	for _, s := range []string{
		"所有 42 个测试全部通过。编译失败，有 2 个错误。", "运行了 `npm test`，全部通过。没有修改 `go.mod`。",
		"テストが2件失敗しました。`a.ts` を更新しました。", "모든 테스트가 통과했습니다.",
		"Todos os 42 testes passaram, exceto 2 que falharam.", "- Comando: `git rm --cached .env`",
		"No se ejecutaron las pruebas.", "40 Tests bestanden, 2 schlagen fehl.", "Je n'ai pas lancé les tests.",
		"2 testy nie przechodzą.", "Сборка упала.", "Tutti i test passano tranne 2.", "除了 2 个以外，所有测试都通过了。",
		"下一步：运行测试并确认通过。", "测试不再通过。`\\`/data/x\\`` 已删除。",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		prev := 0
		for i, c := range Extract(text, nil) {
			if c.Span.Start < 0 || c.Span.End > len(text) || c.Span.Start >= c.Span.End || c.Span.Start < prev {
				t.Fatalf("claim %d span %+v out of place in %d bytes", i, c.Span, len(text))
			}
			prev = c.Span.Start
			if c.Text == "" || utf8.ValidString(text) && !utf8.ValidString(c.Text) {
				t.Fatalf("bad Text %q", c.Text)
			}
		}
	})
}
