# The two commands of the README: `make run` and `make test`. Everything else is installed here.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,bundled-redis]'
	touch $(STAMP)

run: $(STAMP)
	$(PY) -m service.run

test: $(STAMP)
	$(PY) -m pytest

bench: $(STAMP)
	$(PY) scripts/bench_moves.py

clean:
	rm -rf $(VENV) var .pytest_cache
