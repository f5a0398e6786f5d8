"""House lint: long lines, trailing whitespace and unused imports."""
import ast
import sys
from pathlib import Path

MAX_LINE = 79


def check(path):
    problems = []
    text = path.read_text()
    for n, line in enumerate(text.splitlines(), 1):
        if len(line) > MAX_LINE:
            problems.append(
                f"{path}:{n}: E501 line too long ({len(line)} > {MAX_LINE})"
            )
        if line != line.rstrip():
            problems.append(f"{path}:{n}: W291 trailing whitespace")
    tree = ast.parse(text, str(path))
    imported = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                name = (alias.asname or alias.name).split(".")[0]
                imported[name] = node.lineno
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                imported[alias.asname or alias.name] = node.lineno
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    if path.name != "__init__.py":
        for name, line in sorted(imported.items(), key=lambda kv: kv[1]):
            if name not in used:
                problems.append(f"{path}:{line}: F401 '{name}' imported but unused")
    return problems


def main(roots):
    problems = []
    files = 0
    for root in roots or ["."]:
        for path in sorted(Path(root).rglob("*.py")):
            files += 1
            problems.extend(check(path))
    for problem in problems:
        print(problem)
    if problems:
        print(f"lint: {len(problems)} problem(s) in {files} files")
        return 1
    print(f"lint: {files} files clean")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
