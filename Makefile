# mtglearn — the two commands of the README, and a few helpers for maintainers.
#   make lab    open the course in JupyterLab (creates .venv on first use)
#   make test   ruff, mypy --strict, pytest (unit, property, notebooks with nbval, browser),
#               then the zero-install site built and driven in Chromium (make test-site)
#   make workshop [LANG=fr]   the explorers without code, served by Voilà (workshop/en|fr);
#                 WORKSHOP_HOST=0.0.0.0 for a room
#   make site   the zero-install site in site/: JupyterLite + Voici dashboards on Pyodide, the
#               landing pages, the read-only pages (from PyPI and npm; serve it with any static
#               server). make test-site builds it and drives it in Chromium (make test runs it).
#   make test-fast   the unit tests only (no notebooks, no browser): the edit-test loop

# The first Python 3.11+ found on PATH builds the virtual environment. Looked up once (`:=`),
# quietly: a version manager's shim may exist for a Python that is not installed.
ifeq ($(origin PYTHON),undefined)
PYTHON := $(shell for p in python3.13 python3.12 python3.11 python3; do \
	$$p -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1 \
	&& { command -v $$p; break; }; done)
endif
VENV := .venv
BIN := $(VENV)/bin
# One stamp per dependency group: reinstall when pyproject.toml changes (the package itself is
# installed in editable mode, so an edited module is used at once).
BUILD_INPUTS := pyproject.toml
NOTEBOOKS_STAMP := $(VENV)/.stamp-notebooks
TEST_STAMP := $(VENV)/.stamp-test
WORKSHOP_STAMP := $(VENV)/.stamp-workshop
SITE_STAMP := $(VENV)/.stamp-site
PORT ?= 8888
# JupyterLab refuses to run as root unless told (containers, CI machines, Binder-like setups).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
WORKSHOP_PORT ?= 8866
# `WORKSHOP_HOST=0.0.0.0 make workshop` serves the room (every interface); loopback by default.
WORKSHOP_HOST ?= 127.0.0.1
# A closed page's kernel is shut down after this many idle seconds; kernels kept preheated per
# dashboard (mtglearn/teach/workshop/serve.py).
WORKSHOP_CULL ?= 60
WORKSHOP_POOL ?= 1
# ...and for the first dashboard, which the whole room opens at once.
WORKSHOP_FIRST_POOL ?= 8

# `make workshop LANG=fr`: the course language, en by default. The shell's own LANG is a locale
# (en_US.UTF-8, fr_FR.UTF-8...), not a course language: only a LANG given to make counts.
ifeq ($(origin LANG),command line)
COURSE_LANG := $(LANG)
# ...and it must not reach the server as its locale ("fr" is none: Python would fall back
# to ASCII).
SERVE_ENV := env LANG=C.UTF-8
else
COURSE_LANG := en
SERVE_ENV :=
endif
ifneq ($(filter workshop,$(MAKECMDGOALS)),)
ifeq ($(filter en fr,$(COURSE_LANG)),)
$(error make workshop: LANG must be en or fr (got "$(COURSE_LANG)"))
endif
endif

.PHONY: lab test test-fast lint typecheck pytest notebooks browser-deps bench clean help workshop site test-site

help:
	@echo "make lab        open the course in JupyterLab"
	@echo "make test       run every test (lint, types, unit, notebooks, browser)"
	@echo "make test-fast  the unit tests only (rules, door, render, teach, i18n, cli)"
	@echo "make workshop   the explorers without code, in Voilà (LANG=fr for French)"
	@echo "make site       the course with nothing to install (JupyterLite + Voici) in site/"
	@echo "make notebooks  re-run every notebook from a clean kernel and store its outputs"
	@echo "make bench      print speed figures"

$(BIN)/python:
	@test -n "$(PYTHON)" || { echo "mtglearn needs Python 3.11 or newer on PATH"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(NOTEBOOKS_STAMP): $(BUILD_INPUTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[notebooks]'
	@touch $@

$(TEST_STAMP): $(BUILD_INPUTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	@touch $@ $(NOTEBOOKS_STAMP) $(WORKSHOP_STAMP)

# The dashboards' build tools go in .venv (voici-core, jupyterlite-core 0.6); the notebooks'
# (jupyterlite-core 0.8) in .venv-lite, apart, since the two versions of jupyterlite-core clash.
$(SITE_STAMP): $(BUILD_INPUTS) scripts/zero_install/lab-requirements.txt | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[site]'
	test -x .venv-lite/bin/python || $(PYTHON) -m venv .venv-lite
	.venv-lite/bin/python -m pip install --quiet -r scripts/zero_install/lab-requirements.txt
	@touch $@ $(WORKSHOP_STAMP) $(NOTEBOOKS_STAMP)

$(WORKSHOP_STAMP): $(BUILD_INPUTS) | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[workshop]'
	@touch $@ $(NOTEBOOKS_STAMP)

# jupyter/labconfig: the course's default settings (widget state saved with the notebook, so a
# notebook reopened after a run shows its explorers, not "Error displaying widget: model not
# found"). Defaults only: the user's own JupyterLab settings still win. The course's notebooks
# are trusted first (a signature in the user's Jupyter data, nothing in the repository): an
# untrusted notebook shows its committed tables without their style sheets (JupyterLab drops
# <style> from untrusted output), so text columns would sit right-aligned until each cell is run.
lab: $(NOTEBOOKS_STAMP)
	@$(BIN)/jupyter trust notebooks/en/*.ipynb notebooks/fr/*.ipynb >/dev/null
	JUPYTER_CONFIG_PATH="$(CURDIR)/jupyter$${JUPYTER_CONFIG_PATH:+:$$JUPYTER_CONFIG_PATH}" \
	$(BIN)/jupyter lab --notebook-dir=notebooks --port=$(PORT) $(ROOT_FLAG)

# The dashboards of workshop/<LANG>/ (generated by scripts/build_workshop.py), code hidden,
# served by Voilà with the course's landing page, culling and a preheated pool; it prints the
# address students open.
workshop: $(WORKSHOP_STAMP)
	@$(BIN)/jupyter trust workshop/en/*.ipynb workshop/fr/*.ipynb >/dev/null  # no warning per kernel
	$(SERVE_ENV) $(BIN)/python scripts/serve_workshop.py --lang $(COURSE_LANG) \
		--host $(WORKSHOP_HOST) --port $(WORKSHOP_PORT) --cull-after $(WORKSHOP_CULL) \
		--pool $(WORKSHOP_POOL) --first-pool $(WORKSHOP_FIRST_POOL)

# The zero-install site (scripts/build_lite.py): PyPI and npm only (npm ci of
# scripts/zero_install/package-lock.json), downloads kept in build/zero-install/.
site: $(SITE_STAMP)
	$(BIN)/python scripts/build_lite.py --output site

# The site built, then served by a plain static server under a sub-path and driven in Chromium
# (tests/browser/test_site_browser.py): every dashboard, notebooks 00-05, no request leaves.
# MTGLEARN_SITE_HOST=<address> serves it on another address (a room's network, plain HTTP).
# Part of `make test`, after the other tests: the site's build tools go in .venv only then.
test-site: site browser-deps $(TEST_STAMP)
	$(BIN)/python -m pytest -n 0 -o addopts="-p no:cacheprovider" tests/browser/test_site_browser.py

test: lint typecheck browser-deps pytest test-site

lint: $(TEST_STAMP)
	$(BIN)/lint-imports
	$(BIN)/ruff check mtglearn tests benchmarks scripts conftest.py
	$(BIN)/ruff format --check mtglearn tests benchmarks scripts conftest.py

typecheck: $(TEST_STAMP)
	$(BIN)/mypy

# The browser test drives Debian's Chromium (never a browser downloaded by Playwright).
browser-deps:
	@sh scripts/ensure-chromium

pytest: $(TEST_STAMP)
	$(BIN)/python -m pytest -n 2 -m "not site"

# The unit tests, grouped by layer under tests/ (no notebook re-run, no browser, no server: the
# hub and Voilà tests are marked ``integration`` and run by `make test`).
test-fast: $(TEST_STAMP)
	$(BIN)/python -m pytest -n 2 -o addopts="-p no:cacheprovider --dist loadfile" \
		-m "not browser and not integration" tests --ignore=tests/notebooks --ignore=tests/browser

notebooks: $(TEST_STAMP)
	$(BIN)/python scripts/build_notebooks.py --execute

bench: $(TEST_STAMP)
	@for b in benchmarks/bench_*.py; do echo "== $$b"; $(BIN)/python $$b; done

clean:
	rm -rf $(VENV) .venv-lite build dist site .make *.egg-info
