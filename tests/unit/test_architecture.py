"""The house's rules, checked from the source with `ast` (no import runs): no import cycle among the
project's modules (an import inside a function counts as much as one at the top), no private name
(`_x`) taken from another module, and a standard-library-only `domain/`.

A failure names the cycle as a path (`a -> b -> a`) or the file, line and name, so the fix is to give
the shared concept a module of its own (STYLE.md, habit 11), not to hide the import in a function."""
from __future__ import annotations

import ast
import functools
import os
import re
import sys
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("api", "service", "domain", "workers")
# Packages still allowed to share private names among their own modules (known debt, paid down:
# Battalla's were made public with scripts/publish_private_names.py). Only imports between two
# modules of such a package are let through, and test_the_known_debt_is_still_owed fails once a
# package is clean, so this list only shrinks.
PRIVATE_SHARED_WITHIN: tuple[str, ...] = ()  # empty: Battalla was cleaned after the decks landed


@dataclass(frozen=True)
class Import:
    """One import statement's reach: the module it names, the names it takes, where it stands."""
    source: str  # the importing module
    target: str  # the module imported (a project module, or the top name of a foreign one)
    names: tuple[str, ...]  # names taken with `from target import ...` that are not modules
    line: int


def project_modules() -> dict[str, str]:
    """Every module of the project packages, dotted name -> path (a package is its __init__.py)."""
    modules = {}
    for package in PACKAGES:
        for folder, dirs, files in os.walk(os.path.join(ROOT, package)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            parts = os.path.relpath(folder, ROOT).split(os.sep)
            for name in sorted(files):
                if name.endswith(".py"):
                    stem = name[:-3]
                    dotted = ".".join(parts if stem == "__init__" else parts + [stem])
                    modules[dotted] = os.path.join(folder, name)
    return modules


MODULES = project_modules()
@functools.cache
def trees() -> dict[str, ast.Module]:
    """Every project module's syntax tree, parsed once, when a test first asks (not at collection:
    each test process collects this module, and only one runs its tests)."""
    return {name: ast.parse(open(path, encoding="utf-8").read(), path) for name, path in MODULES.items()}


def is_package(module: str) -> bool:
    return MODULES[module].endswith("__init__.py")


def resolve(module: str, level: int, name: str | None) -> str:
    """The absolute dotted name of `from <level dots><name>` written in `module`."""
    if not level:
        return name or ""
    parts = module.split(".")
    base = parts if is_package(module) else parts[:-1]
    base = base[: len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def owning_module(dotted: str) -> str:
    """The longest prefix of `dotted` that is a project module ('' when none is)."""
    parts = dotted.split(".")
    for end in range(len(parts), 0, -1):
        if ".".join(parts[:end]) in MODULES:
            return ".".join(parts[:end])
    return ""


def imports_of(module: str) -> list[Import]:
    """Every import in the module, at the top or inside a function or class."""
    found = []
    for node in ast.walk(trees()[module]):
        if isinstance(node, ast.Import):
            for alias in node.names:
                target = owning_module(alias.name) or alias.name.split(".")[0]
                found.append(Import(module, target, (), node.lineno))
        elif isinstance(node, ast.ImportFrom):
            base = resolve(module, node.level, node.module)
            names = []
            for alias in node.names:
                submodule = f"{base}.{alias.name}"
                if submodule in MODULES:  # `from pkg import module`: an edge to that module
                    found.append(Import(module, submodule, (), node.lineno))
                else:
                    names.append(alias.name)
            if names or not node.names:
                found.append(Import(module, owning_module(base) or base.split(".")[0], tuple(names), node.lineno))
    return found


@functools.cache
def all_imports() -> dict[str, list[Import]]:
    """module -> every import in it (see imports_of), computed once."""
    return {module: imports_of(module) for module in MODULES}


def import_graph() -> dict[str, set[str]]:
    """module -> the project modules it imports (itself excluded)."""
    return {module: {i.target for i in found if i.target in MODULES and i.target != module}
            for module, found in all_imports().items()}


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of more than one module (each one holds a cycle)."""
    index, low, on_stack, stack, components = {}, {}, set(), [], []
    counter = [0]

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for succ in sorted(graph[node]):
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(graph)))
    try:
        for node in sorted(graph):
            if node not in index:
                visit(node)
    finally:
        sys.setrecursionlimit(limit)
    return components


def cycle_path(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """One shortest cycle through the component's first module, as a path that ends where it began."""
    members, start = set(component), component[0]
    parents: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for succ in sorted(graph[node] & members):
                if succ == start:
                    path = [node]
                    while path[-1] != start:
                        path.append(parents[path[-1]])
                    return [start] + path[::-1][1:] + [start] if len(path) > 1 else [start, node, start]
                if succ not in parents:
                    parents[succ] = node
                    following.append(succ)
        frontier = following
    return component  # unreachable for a strongly connected component


def describe_cycle(graph: dict[str, set[str]], component: list[str]) -> str:
    path = cycle_path(graph, component)
    lines = []
    for here, there in zip(path, path[1:]):
        where = [f"{os.path.relpath(MODULES[here], ROOT)}:{i.line}" for i in all_imports()[here] if i.target == there]
        lines.append(f"    {here} -> {there}   ({', '.join(where)})")
    others = sorted(set(component) - set(path))
    also = f"\n    (the same knot also holds: {', '.join(others)})" if others else ""
    return " -> ".join(path) + "\n" + "\n".join(lines) + also


def is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def within_debt(module: str, owner: str) -> bool:
    """Both modules belong to a package still allowed to share private names inside itself."""
    return any(module.startswith(p + ".") and owner.startswith(p + ".") for p in PRIVATE_SHARED_WITHIN)


def private_imports(exempt: bool = True) -> list[str]:
    """`from other import _x` and `other._x` where `other` is another project module (pairs
    inside a PRIVATE_SHARED_WITHIN package are left out unless `exempt` is False)."""
    found = []
    for module, imports in all_imports().items():
        where = os.path.relpath(MODULES[module], ROOT)
        for i in imports:
            if i.target in MODULES and i.target != module and not (exempt and within_debt(module, i.target)):
                found += [f"{where}:{i.line}: from {i.target} import {name}" for name in i.names if is_private(name)]
        # names bound to project modules in this file, and what they stand for
        bound = {}
        for node in ast.walk(trees()[module]):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname and alias.name in MODULES:
                        bound[alias.asname] = alias.name
                    elif not alias.asname and alias.name.split(".")[0] in MODULES:
                        bound[alias.name.split(".")[0]] = alias.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                base = resolve(module, node.level, node.module)
                for alias in node.names:
                    if f"{base}.{alias.name}" in MODULES:
                        bound[alias.asname or alias.name] = f"{base}.{alias.name}"
        for node in ast.walk(trees()[module]):
            if isinstance(node, ast.Attribute) and is_private(node.attr):
                chain, value = [], node.value
                while isinstance(value, ast.Attribute):
                    chain.append(value.attr)
                    value = value.value
                if isinstance(value, ast.Name) and value.id in bound:
                    owner = ".".join([bound[value.id]] + chain[::-1])
                    if owner in MODULES and owner != module and not (exempt and within_debt(module, owner)):
                        found.append(f"{where}:{node.lineno}: {owner}.{node.attr}")
    return found


def test_the_checker_sees_the_project():
    """A checker that parsed nothing would pass everything: it must see every package and real edges."""
    assert {m.split(".")[0] for m in MODULES} == set(PACKAGES)
    graph = import_graph()
    assert "domain.engine" in graph["service.play.games"] or any(t.startswith("domain.") for t in graph["service.play.games"])
    assert sum(len(targets) for targets in graph.values()) > 200
    assert "api.games" in graph["api"]  # imported inside create_app(): function-local imports count


def test_the_cycle_finder_finds_a_planted_cycle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    components = strongly_connected(graph)
    assert components == [["a", "b", "c"]]
    assert cycle_path(graph, components[0]) == ["a", "b", "c", "a"]
    assert cycle_path({"a": {"b"}, "b": {"a"}}, ["a", "b"]) == ["a", "b", "a"]


def test_there_is_no_import_cycle_among_the_project_modules():
    graph = import_graph()
    cycles = [describe_cycle(graph, component) for component in strongly_connected(graph)]
    assert not cycles, "import cycles (give the shared concept a module of its own):\n" + "\n".join(cycles)


def test_no_private_name_is_imported_across_modules():
    found = private_imports()
    assert not found, "private names used from another module (make them public where they live):\n" + "\n".join(found)


def test_the_known_debt_is_still_owed():
    """Each package on PRIVATE_SHARED_WITHIN still shares private names: once it does not, take it
    off the list so the rule holds there too."""
    owed = private_imports(exempt=False)
    paid = [p for p in PRIVATE_SHARED_WITHIN if not any(f"from {p}." in f or f": {p}." in f for f in owed)]
    assert not paid, f"no private name is shared inside {paid} any more: remove it from PRIVATE_SHARED_WITHIN"


def test_domain_imports_only_the_standard_library_and_itself():
    allowed = set(sys.stdlib_module_names) | {"__future__", "domain"}
    found = [f"{os.path.relpath(MODULES[m], ROOT)}:{i.line}: {i.target}"
             for m, imports in all_imports().items() if m.startswith("domain")
             for i in imports if i.target.split(".")[0] not in allowed]
    assert not found, "domain/ must stay standard-library only:\n" + "\n".join(found)


def test_the_openapi_generator_is_only_assembly():
    """Each route declares its own operation (api/openapi_parts.py `operation`, issue 38): what is
    left in scripts/gen_openapi.py is the ruleset registry's part and the assembly, and it stays small
    so that a route's contract is never written a second time there."""
    with open(os.path.join(ROOT, "scripts", "gen_openapi.py"), encoding="utf-8") as f:
        lines = len(f.read().splitlines())
    assert lines <= 300, f"scripts/gen_openapi.py has {lines} lines (at most 300): declare operations on their routes"


def test_no_api_module_grows_past_800_lines():
    """A module of api/ that holds its routes and their operations stays readable: split it by capability."""
    long = {name: n for name, path in MODULES.items() if name.startswith("api")
            for n in [len(open(path, encoding="utf-8").read().splitlines())] if n > 800}
    assert not long, f"api modules over 800 lines (split them by capability): {long}"


# --- service's packages (issue 38 part 2; written by /work/regroup/regroup.py) ---
# service/ is grouped by capability, one package each (docs/architecture.md). A service package may
# import its own modules and the packages named here (and domain/); nothing imports api/ or workers/.
# Each package's __init__.py says the same in its "May import:" line, checked below, so the picture
# in the folder, in the docstrings and here stays one.
SERVICE_ARROWS: dict[str, set[str]] = {
    "storage": set(),
    "table": {"storage"},
    "people": {"storage", "table"},
    "integrate": {"storage", "table"},
    "notify": {"storage", "table", "people", "integrate"},
    "compete": {"storage", "table", "people", "integrate", "notify"},
    "play": {"storage", "table", "people", "integrate", "notify", "compete"},
    "proof": {"storage"},
    "conduct": {"storage", "table", "people", "notify", "play", "proof", "compete"},
    "ops": {"play"},
}


def service_package(module: str) -> str | None:
    """'service.play.games' -> 'play'; None for a module outside service's packages."""
    parts = module.split(".")
    return parts[1] if parts[0] == "service" and len(parts) > 1 and parts[1] in SERVICE_ARROWS else None


def service_package_edges() -> dict[tuple[str, str], list[str]]:
    """(importing package, imported package) -> where, for every import between two service packages."""
    edges: dict[tuple[str, str], list[str]] = {}
    for module, imports in all_imports().items():
        here = service_package(module)
        if here is None:
            continue
        for i in imports:
            there = service_package(i.target)
            if there is not None and there != here:
                edges.setdefault((here, there), []).append(f"{os.path.relpath(MODULES[module], ROOT)}:{i.line}")
    return edges


def test_every_service_module_lives_in_a_package_of_the_picture():
    loose = [m for m in MODULES if m.startswith("service.") and m.count(".") == 1 and not is_package(m)]
    unknown = sorted({m.split(".")[1] for m in MODULES if m.count(".") >= 2 and m.startswith("service.")} - set(SERVICE_ARROWS))
    assert not loose, f"modules loose in service/ (put each in the package of its capability): {loose}"
    assert not unknown, f"service packages missing from SERVICE_ARROWS: {unknown}"
    assert all(f"service.{p}" in MODULES for p in SERVICE_ARROWS), "a package of SERVICE_ARROWS has no __init__.py"


def test_service_packages_import_only_along_their_arrows():
    edges = service_package_edges()
    assert edges, "the checker saw no import between service's packages: it reads nothing"
    found = [f"{here} -> {there}: " + ", ".join(where) for (here, there), where in sorted(edges.items())
             if there not in SERVICE_ARROWS[here]]
    assert not found, ("imports against the picture (move the shared concept to a lower package, pass the "
                       "dependency in, or, if the arrow is right, add it to SERVICE_ARROWS and the package's "
                       "docstring):\n" + "\n".join(found))


def test_every_arrow_of_the_picture_is_used():
    """An arrow nothing follows any more is taken out, so the picture shows what the code does."""
    edges = service_package_edges()
    unused = [f"{here} -> {there}" for here, allowed in SERVICE_ARROWS.items() for there in sorted(allowed)
              if (here, there) not in edges]
    assert not unused, "arrows no import follows (remove them here and in the docstring): " + ", ".join(unused)


def test_the_arrows_between_service_packages_form_no_cycle():
    components = strongly_connected({p: set(a) for p, a in SERVICE_ARROWS.items()})
    assert not components, f"the service packages' arrows go round: {components}"


def test_each_service_package_says_what_it_may_import():
    wrong = []
    for package, allowed in SERVICE_ARROWS.items():
        doc = ast.get_docstring(trees()[f"service.{package}"]) or ""
        said = re.search(r"^May import: (.*?)\.?$", doc, re.M)
        named = set() if said is None or said.group(1).startswith("nothing") else \
            {p.strip() for p in said.group(1).split("(")[0].split(",") if p.strip()}
        if said is None or named != allowed:
            wrong.append(f"service/{package}/__init__.py says {sorted(named) if said else 'nothing'}, "
                         f"SERVICE_ARROWS {sorted(allowed)}")
    assert not wrong, "each package's docstring names its arrows in a 'May import:' line:\n" + "\n".join(wrong)


def test_no_private_name_crosses_between_service_packages():
    """The private-name rule holds between modules everywhere; between two service packages no
    exemption (PRIVATE_SHARED_WITHIN) may ever apply."""
    def crosses(line: str) -> bool:
        source = next((m for m, p in MODULES.items() if line.startswith(os.path.relpath(p, ROOT) + ":")), "")
        target = re.search(r"(?:from |: )(service\.[\w.]+)", line)
        return bool(target) and service_package(source) not in (None, service_package(target.group(1)))
    found = [line for line in private_imports(exempt=False) if crosses(line)]
    assert not found, "private names taken from another service package (make them public):\n" + "\n".join(found)
# --- end of service's packages ---
