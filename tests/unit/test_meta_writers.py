"""Every writer of a game's metadata hash that appends no event increments its generation in the same
atomic step (service/play/held.py: a process's held copy of the metadata is checked by that one field,
so a writer that forgot it would let a move be decided on a revoked token or a lifted suspension).

Found from the source, not listed by hand: every hash write in Python (`hset`, `hdel`, `hincrby`, ...)
on a key naming "meta", and every Lua script that writes a hash and is called with a game's meta key.
The expected sets below fail the test when a writer appears or goes, so each new one is looked at."""
from __future__ import annotations

import ast
import os
import re

from service.storage.store import APPEND_LUA, GENERATION

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGES = ("service", "api", "workers")
HASH_WRITES = {"hset", "hdel", "hincrby", "hincrbyfloat", "hsetnx", "hmset"}
LUA_WRITE = re.compile(r"redis\.call\('(?:HSET|HDEL|HINCRBY|HINCRBYFLOAT|HSETNX|HMSET)'")
LUA_BUMP = re.compile(r"redis\.call\('HINCRBY', [^,]+, '" + GENERATION + r"', 1\)")
# scripts that write the meta hash without incrementing the generation, and why that is safe
EXEMPT = {
    "service/storage/store.py:APPEND_LUA": "writes the metadata only with new events: the version changes",
    "service/table/lobby.py:CREATE_WAITING_LUA": "creates the hash (EXISTS first): no copy of it can be held",
}
PYTHON_WRITERS = {  # module:function of each Python write to a game's meta hash
    "service/conduct/leaving.py:_leave_seat",
    "service/conduct/moderation.py:_mark_seats",
    "service/integrate/webhooks.py:register",
    "service/table/rules.py:identify_stored",
}
LUA_WRITERS = {  # module:constant of each script that writes a game's meta hash
    "service/storage/store.py:APPEND_LUA",
    "service/table/lobby.py:CLAIM_LUA",
    "service/table/lobby.py:START_LUA",
    "service/table/lobby.py:REISSUE_LUA",
    "service/table/lobby.py:CREATE_WAITING_LUA",
    "service/people/account_seats.py:BIND_LUA",
    "service/proof/compaction.py:ARCHIVE_LUA",
}


def _modules():
    for package in PACKAGES:
        for folder, _dirs, files in os.walk(os.path.join(ROOT, package)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    with open(path, encoding="utf-8") as f:
                        yield os.path.relpath(path, ROOT), ast.parse(f.read())


def _is_game_meta(node: ast.AST) -> bool:
    """A key expression naming a game's meta hash (not a tournament's: tkey, no held copies)."""
    text = ast.unparse(node)
    return ("'meta'" in text and "tkey" not in text) or text.endswith("meta_key") or ":meta" in text


def _functions(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            yield node


def _calls(node, name: str) -> bool:
    return any(isinstance(c, ast.Call) and ast.unparse(c.func).endswith(name) for c in ast.walk(node))


def python_writers() -> dict[str, bool]:
    """{module:function: whether it increments the generation} of each Python meta hash write."""
    out = {}
    for path, tree in _modules():
        for fn in _functions(tree):
            for call in ast.walk(fn):
                if (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.func.attr in HASH_WRITES
                        and call.args and _is_game_meta(call.args[0]) and fn.name != "bump_generation"):
                    out[f"{path}:{fn.name}"] = _calls(fn, "bump_generation")
    return out


def lua_writers() -> dict[str, str]:
    """{module:constant: the script} of each Lua script that writes a hash and is called with a meta key."""
    out = {}
    for path, tree in _modules():
        scripts = {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
                   for t in node.targets if isinstance(t, ast.Name)
                   if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                   and LUA_WRITE.search(node.value.value)}
        # self._x = client.register_script(NAME) (or LeanScript(client, NAME)), then self._x(keys=[...])
        bound = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call):
                for arg in node.value.args:
                    if isinstance(arg, ast.Name) and arg.id in scripts:
                        bound[ast.unparse(node.targets[0])] = arg.id
        lists = {t.id: node.value for node in ast.walk(tree) if isinstance(node, ast.Assign)
                 and isinstance(node.value, ast.List) for t in node.targets if isinstance(t, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and ast.unparse(node.func) in bound:
                keys = next((k.value for k in node.keywords if k.arg == "keys"), None)
                if isinstance(keys, ast.Name):  # keys=keys: the list the module builds under that name
                    keys = lists.get(keys.id)
                if isinstance(keys, ast.List) and any(_is_game_meta(k) for k in keys.elts):
                    name = bound[ast.unparse(node.func)]
                    out[f"{path}:{name}"] = scripts[name]
    return out


def test_every_python_writer_of_a_game_s_metadata_increments_its_generation():
    found = python_writers()
    assert set(found) == PYTHON_WRITERS, "a writer of games' meta hashes appeared or went: check it increments " \
                                         f"the generation (bump_generation in its MULTI): {sorted(set(found) ^ PYTHON_WRITERS)}"
    assert [w for w, bumps in found.items() if not bumps] == []


def test_every_script_writing_a_game_s_metadata_increments_its_generation():
    found = lua_writers()
    assert set(found) == LUA_WRITERS, "a script writing games' meta hashes appeared or went: check it increments " \
                                      f"the generation: {sorted(set(found) ^ LUA_WRITERS)}"
    missing = [name for name, script in found.items() if name not in EXEMPT and not LUA_BUMP.search(script)]
    assert missing == []
    assert [name for name in EXEMPT if LUA_BUMP.search(found[name])] == []  # an exemption still needed


def test_the_append_script_reads_the_generation_the_writers_increment():
    assert f"HGET', meta, '{GENERATION}'" in APPEND_LUA
