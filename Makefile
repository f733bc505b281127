# The two commands of the README: `make run` and `make test`. Everything else is installed here.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# the TypeScript client's tools (typescript, openapi-typescript, @types/node), pinned by its lock
TS_CLIENT := clients/typescript
NODE_STAMP := $(TS_CLIENT)/node_modules/.installed

.PHONY: run test test-fast bench clean lock

# Python writes its bytecode caches (__pycache__/, ignored by git) whatever the machine's environment
# says: the suite starts a hundred Python processes (servers, workers, pytest's own), and each would
# otherwise compile the whole service again, and pytest rewrite every test module's asserts again
unexport PYTHONDONTWRITEBYTECODE

# requirements.lock pins every version (the image installs the same ones)
$(STAMP): pyproject.toml requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -c requirements.lock -e '.[test,bundled-redis]'
	touch $(STAMP)

# re-pin after changing the dependencies in pyproject.toml: a fresh resolve, then the freeze
lock:
	rm -rf .venv-lock && $(PYTHON) -m venv .venv-lock
	.venv-lock/bin/pip install --quiet '.[test,bundled-redis]'
	{ sed -n '1,3p' requirements.lock; .venv-lock/bin/pip freeze --exclude-editable | grep -v '^arbiter'; } > requirements.lock.new
	mv requirements.lock.new requirements.lock && rm -rf .venv-lock

$(NODE_STAMP): $(TS_CLIENT)/package.json $(TS_CLIENT)/package-lock.json
	@if command -v npm >/dev/null 2>&1; then \
		npm ci --prefix $(TS_CLIENT) --no-audit --no-fund --loglevel=error && touch $(NODE_STAMP); \
	else echo "warning: no npm (Node 20+): the TypeScript client's tests will be skipped" >&2; fi

run: $(STAMP)
	$(PY) -m service.ops.run

# the suite on one redis-server (tests/cluster starts its own cluster with replicas and kills a
# master), then again on a real 3-master Redis Cluster only the tests marked `cluster`: the
# integration and end-to-end tests whose code can behave differently there (keys across slots,
# Lua scripts, pipelines and MULTI, streams, the sharded indexes, the store's failure handling,
# every feature whose keys live in the store). tests/on_cluster.py marks every module of
# tests/integration and tests/e2e except those it lists with their reason (a Redis of their own,
# or words, pictures and request parsing above the store): docs/benchmarks.md, "The suite".
# TEST_WORKERS pytest processes (pytest-xdist) share the files out, a file to a process; each
# process starts its own throwaway Redis (or cluster), servers and browser. Most of a test's
# time is spent waiting on other processes, so more processes than cores pays.
TEST_WORKERS ?= 3
test: $(STAMP) $(NODE_STAMP)
	bash scripts/ensure_browser.sh
	$(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile
	ARBITER_TEST_CLUSTER=1 $(PY) -m pytest -n $(TEST_WORKERS) --dist loadfile -m cluster tests/integration tests/e2e

# the inner loop: the unit and contract tests that need no server but a throwaway redis-server
# (the `slow` marker leaves gunicorn, Chromium, `make run` and pip installs to `make test`), a
# file to a process (a contract module counts what its own tests toured), a process per core
FAST_WORKERS ?= 2
test-fast: $(STAMP)
	$(PY) -m pytest -n $(FAST_WORKERS) --dist loadfile -m "not slow" tests/unit tests/contract

bench: $(STAMP)
	$(PY) scripts/bench_moves.py

clean:
	rm -rf $(VENV) var .pytest_cache $(TS_CLIENT)/node_modules
