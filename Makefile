# gaucho developer tasks. Everything runs inside a local .venv made with python3 -m venv.
SHELL   := /bin/bash
PYTHON  ?= python3
VENV    := .venv
PY      := $(VENV)/bin/python
PIP     := $(VENV)/bin/pip
STAMP   := $(VENV)/.installed
# What a learner needs (the lessons, widgets, plots): the 'notebooks' extra, no developer tools.
LEARNER_STAMP := $(VENV)/.installed-notebooks
APP_STAMP     := $(VENV)/.installed-app
CHROMIUM := /usr/bin/chromium
# Only lint the directories that exist (empty dirs are not tracked by git).
LINT_PATHS := $(wildcard gaucho widgets tests benchmarks tools notebooks/src docs/conf.py)
# the lessons and their translations (notebooks/es, notebooks/fr, notebooks/de): nbval checks them all
NOTEBOOKS  := $(wildcard notebooks/*.ipynb notebooks/*/*.ipynb)
BENCHMARKS := $(wildcard benchmarks/*.py)
# pytest's workers (pytest-xdist): CI has 2 cores. Each test file stays on one worker
# (--dist loadfile), so a module's browser page or Voila server is started once.
# make test TEST_WORKERS=0 runs everything in one process.
TEST_WORKERS ?= 2
XDIST := $(if $(filter 0,$(TEST_WORKERS)),,-n $(TEST_WORKERS) --dist loadfile)

.PHONY: venv browser lint test docs lab app voila bench clean lite i18n axe

venv: $(STAMP)

$(PY):
	$(PYTHON) -m venv $(VENV)

# Re-installs only when pyproject.toml changes.  The developer install (tests, lint, docs):
$(STAMP): pyproject.toml | $(PY)
	$(PIP) install --upgrade pip
	$(PIP) install -e '.[dev]'
	touch $(STAMP)

# A learner's install (make lab): the lessons' extra only.
$(LEARNER_STAMP): pyproject.toml | $(PY)
	$(PIP) install --upgrade pip
	$(PIP) install -e '.[notebooks]'
	touch $(LEARNER_STAMP)

# Serving the app to a class (make app): Voila and the widgets.
$(APP_STAMP): pyproject.toml | $(PY)
	$(PIP) install --upgrade pip
	$(PIP) install -e '.[app]'
	touch $(APP_STAMP)

# Debian's chromium, for the real-browser (playwright) tests. Never fails the build.
browser:
	@if [ -x $(CHROMIUM) ]; then \
	  echo "browser: $$($(CHROMIUM) --version 2>/dev/null || echo $(CHROMIUM))"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "browser: installing Debian chromium via apt-get"; \
	  ( export DEBIAN_FRONTEND=noninteractive; \
	    apt-get update -q && apt-get install -y -q --no-install-recommends chromium ) \
	  || echo "browser: NOTE: apt-get could not install chromium; browser tests may be skipped"; \
	else \
	  echo "browser: NOTE: $(CHROMIUM) missing and cannot apt-get install it (not root or no apt-get); browser tests may be skipped"; \
	fi

# axe-core (npm) for the accessibility browser test, fetched once into build/axe; the test
# reads build/axe/node_modules/axe-core/axe.min.js (no network at test time). Never fails.
AXE_JS = build/axe/node_modules/axe-core/axe.min.js
axe:
	@if [ -f $(AXE_JS) ]; then echo "axe: $(AXE_JS)"; \
	elif command -v npm >/dev/null 2>&1; then \
	  npm install --no-save --silent --prefix build/axe axe-core@4 \
	  || echo "axe: NOTE: npm could not fetch axe-core; the accessibility test will be skipped"; \
	else echo "axe: NOTE: npm missing; the accessibility test will be skipped"; fi

lint: venv
	$(VENV)/bin/ruff check $(LINT_PATHS)
	$(VENV)/bin/mypy

# The documentation site is built once, by tests/test_docs.py, where make docs builds it.
test: venv browser lite axe
	@$(MAKE) --no-print-directory lint
	@rc=0; GAUCHO_DOCS_OUT=$(CURDIR)/docs/_build/html $(PY) -m pytest $(XDIST) tests || rc=$$?; \
	if [ $$rc -eq 5 ] && ! ls tests/test_*.py tests/*_test.py tests/*/test_*.py >/dev/null 2>&1; then \
	  echo "test: NOTE: no test files in tests/ yet (pytest exit 5)"; \
	elif [ $$rc -ne 0 ]; then exit $$rc; fi
	@if [ -n "$(NOTEBOOKS)" ]; then \
	  $(PY) -m pytest $(XDIST) --nbval --nbval-current-env \
	    --nbval-sanitize-with notebooks/nbval_sanitize.cfg $(NOTEBOOKS); \
	else \
	  echo "test: no notebooks/*.ipynb; skipping nbval"; \
	fi
	@echo "docs: built by tests/test_docs.py; open docs/_build/html/index.html"

# The documentation site (Sphinx + myst-nb), offline, warnings as errors: docs/_build/html.
# The stored notebooks are rendered as they are, never executed.
docs: venv
	$(PY) -m sphinx -b html -q -W --keep-going docs docs/_build/html
	@echo "docs: open docs/_build/html/index.html"

# JupyterLab refuses to run as root unless told to (containers and CI machines run as root).
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)

lab: $(LEARNER_STAMP)
	$(VENV)/bin/jupyter lab $(ROOT_FLAG) notebooks/00-tour.ipynb

# The explorer app for a class; e.g. make app APP_ARGS='--host 0.0.0.0 --token our-class'
app: $(APP_STAMP)
	$(VENV)/bin/gaucho app $(APP_ARGS)

voila: app

# The zero-install site (JupyterLite, Python in the page, nothing fetched at run time) in
# build/lite/; downloads happen only here, cached in build/lite-cache/. tests/ui/test_lite.py
# runs it offline. Serve it with: python3 build/lite/serve.py (see README)
lite: venv
	$(PY) tools/build_lite.py

# The translation catalogs (gaucho/locale): take in the source's messages, compile the .mo
# files the wheel ships, and report what is untranslated. See docs/languages.md.
i18n: venv
	$(PY) tools/i18n.py update
	$(PY) tools/i18n.py compile
	$(PY) tools/i18n.py check

bench: venv
	@set -e; for f in $(BENCHMARKS); do echo "== $$f"; $(PY) $$f; done; \
	[ -n "$(BENCHMARKS)" ] || echo "bench: no benchmarks/*.py"

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .mypy_cache .ruff_cache .hypothesis benchmarks/out
	rm -rf docs/_build docs/rules.md docs/rules-*.md docs/lessons
	find . -path ./.git -prune -o -name __pycache__ -type d -prune -exec rm -rf {} +
