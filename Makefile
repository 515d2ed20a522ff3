# mtglearn — the two commands of the README, and a few helpers for maintainers.
#   make lab    open the course in JupyterLab (creates .venv on first use)
#   make test   ruff, mypy --strict, pytest (unit, property, notebooks with nbval, browser)

# The first Python 3.11+ found on PATH builds the virtual environment.
PYTHON ?= $(shell for p in python3.13 python3.12 python3.11 python3; do \
	command -v $$p >/dev/null 2>&1 && $$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
	&& { command -v $$p; break; }; done)
VENV := .venv
BIN := $(VENV)/bin
# One stamp per dependency group: reinstall only when pyproject.toml changed.
NOTEBOOKS_STAMP := $(VENV)/.stamp-notebooks
TEST_STAMP := $(VENV)/.stamp-test
PORT ?= 8888

.PHONY: lab test lint typecheck pytest notebooks browser-deps bench clean help

help:
	@echo "make lab        open the course in JupyterLab"
	@echo "make test       run every test (lint, types, unit, notebooks, browser)"
	@echo "make notebooks  re-run every notebook from a clean kernel and store its outputs"
	@echo "make bench      print speed figures"

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "mtglearn needs Python 3.11 or newer on PATH"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(NOTEBOOKS_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[notebooks]'
	@touch $@

$(TEST_STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(NOTEBOOKS_STAMP)

lab: $(NOTEBOOKS_STAMP)
	$(BIN)/jupyter lab --notebook-dir=notebooks --port=$(PORT)

test: lint typecheck browser-deps pytest

lint: $(TEST_STAMP)
	$(BIN)/ruff check mtglearn tests benchmarks scripts conftest.py
	$(BIN)/ruff format --check mtglearn tests benchmarks scripts conftest.py

typecheck: $(TEST_STAMP)
	$(BIN)/mypy

# The browser test drives Debian's Chromium (never a browser downloaded by Playwright).
browser-deps:
	@sh scripts/ensure-chromium

pytest: $(TEST_STAMP)
	$(BIN)/python -m pytest -n 2

notebooks: $(TEST_STAMP)
	$(BIN)/python scripts/build_notebooks.py --execute

bench: $(TEST_STAMP)
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) build dist site *.egg-info
