"""Make public the private names (`_x`) that other modules import, in the given packages:
`python scripts/publish_private_names.py domain.battalla` (from the repository's root).

tests/unit/test_architecture.py forbids importing a private name from another module; this renames
each such name where it is defined, where it is imported and in the tests that import it (`_x` ->
`x`, or `x_of` / `x_at` / `the_x` when `x` is taken in those files). It renames tokens, so names
inside f-string braces (Python < 3.12) are listed at the end for a hand fix; run ruff and the tests after.
"""
import ast, io, os, re, sys, tokenize, keyword, builtins
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
os.chdir(ROOT)
sys.path.insert(0, os.path.join(ROOT, 'tests', 'unit'))
import test_architecture as T  # noqa: E402

packages = sys.argv[1:]
# (owner module, name) pairs imported across modules, within the given packages
pairs = {}
for mod, imps in T.IMPORTS.items():
    for i in imps:
        if i.target in T.MODULES and i.target != mod and any(i.target.startswith(p) for p in packages):
            for n in i.names:
                if T.is_private(n):
                    pairs.setdefault((i.target, n), set()).add(mod)
# files that may use a name: the owner, importers, and tests that import it
def py_files():
    for top in ('api','service','domain','workers','tests','scripts'):
        for d, _, fs in os.walk(top):
            for f in fs:
                if f.endswith('.py'):
                    yield os.path.join(d, f)
files = list(py_files())
texts = {f: open(f, encoding='utf-8').read() for f in files}
def names_in(text):
    out=set()
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME: out.add(tok.string)
    return out
tokens = {f: names_in(t) for f, t in texts.items()}
owner_file = {m: os.path.relpath(p, T.ROOT) for m, p in T.MODULES.items()}
# which files import each (owner, name) -- also tests
plan = {}
for (owner, name), importers in sorted(pairs.items()):
    users = {owner_file[owner]} | {owner_file[m] for m in importers}
    short = owner.rsplit('.', 1)[-1]
    for f, t in texts.items():
        if f not in users and name in tokens[f] and re.search(rf'\b{re.escape(short)}\b', t) and 'import' in t:
            try:
                tree = ast.parse(t)
            except SyntaxError:
                continue
            for node in ast.walk(tree):
                if isinstance(node, ast.ImportFrom) and node.module and node.module.endswith(short) and any(a.name == name for a in node.names):
                    users.add(f)
    new = name.lstrip('_')
    pkg_files = [f for f in files if f.startswith(owner_file[owner].rsplit('/',1)[0])]
    clash = lambda n: keyword.iskeyword(n) or hasattr(builtins, n) or any(n in tokens[f] for f in users | set(pkg_files))
    if clash(new):
        for cand in (new + '_of', new + '_at', 'the_' + new):
            if not clash(cand):
                new = cand; break
        else:
            raise SystemExit(f'no name for {owner}.{name}')
    plan[(owner, name)] = (new, users)
    print(f'{owner}.{name} -> {new}  ({len(users)} files)')

def rename(text, old, new):
    lines = text.splitlines(keepends=True)
    edits = []
    prev = None
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME and tok.string == old and not (prev and prev.type == tokenize.OP and prev.string == '.'):
            edits.append(tok.start)
        if tok.type not in (tokenize.NL, tokenize.NEWLINE, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT):
            prev = tok
    for (row, col) in reversed(edits):
        line = lines[row-1]
        lines[row-1] = line[:col] + new + line[col+len(old):]
    return ''.join(lines)

# a name may be defined in several owners (same private name in two modules): rename per file only
# if every plan entry touching the file for that old name agrees
by_file = {}
for (owner, name), (new, users) in plan.items():
    for f in users:
        by_file.setdefault(f, {}).setdefault(name, set()).add(new)
for f, m in by_file.items():
    t = texts[f]
    for old, news in m.items():
        if len(news) != 1:
            raise SystemExit(f'{f}: {old} -> {news}')
        t = rename(t, old, news.pop())
    open(f, 'w', encoding='utf-8').write(t)
print('files changed:', len(by_file))
for f, m in by_file.items():
    for number, line in enumerate(open(f, encoding='utf-8'), 1):
        for old in m:
            if re.search(rf'(?<![\w.]){re.escape(old)}\b', line):
                print(f'left for a hand fix (an f-string or a comment?): {f}:{number}: {line.strip()}')
