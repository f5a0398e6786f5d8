"""Project lint: unused imports and bare excepts. Exits 1 on any finding."""

import ast
import pathlib
import sys


def check(path):
    tree = ast.parse(path.read_text(), filename=str(path))
    imported = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                imported[(alias.asname or alias.name).split(".")[0]] = node.lineno
        elif isinstance(node, ast.ImportFrom):
            for alias in node.names:
                imported[alias.asname or alias.name] = node.lineno
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    problems = []
    for name, line in sorted(imported.items(), key=lambda kv: kv[1]):
        if name not in used:
            problems.append(f"{path}:{line}: unused import '{name}'")
    for node in ast.walk(tree):
        if isinstance(node, ast.ExceptHandler) and node.type is None:
            problems.append(f"{path}:{node.lineno}: bare 'except:'")
    return problems


def main(args):
    problems = []
    for arg in args or ["lunar"]:
        root = pathlib.Path(arg)
        files = sorted(root.rglob("*.py")) if root.is_dir() else [root]
        for path in files:
            problems += check(path)
    for problem in problems:
        print(problem)
    if problems:
        print(f"{len(problems)} problem(s)")
        return 1
    print("lint: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
