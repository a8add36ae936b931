#!/usr/bin/env bash
# Sets up everything on a fresh machine (Python 3.11 + Rust + package registries):
# a virtualenv in .venv with torch 2.11, the XLA CPU PJRT plugin and test tools,
# then builds torch_pjrt (Rust + C++ glue) into it. Idempotent and quick when done.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
command -v cargo >/dev/null 2>&1 || { echo "setup: Rust (cargo) is required: https://rustup.rs" >&2; exit 2; }

if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv with $($PY --version)"
  "$PY" -m venv .venv
fi
VPY=.venv/bin/python
stamp=.venv/.deps-$(sha1sum pyproject.toml | cut -c1-12)
if [ ! -f "$stamp" ]; then
  echo "setup: installing torch 2.11, the XLA CPU PJRT plugin and test tools (first run: a few minutes)"
  $VPY -m pip install --quiet --disable-pip-version-check --upgrade pip
  $VPY -m pip install --quiet --disable-pip-version-check \
    "torch==2.11.*" xla-cpu-pjrt numpy "maturin>=1.5,<2" "pytest>=8" expecttest hypothesis jsonschema
  touch "$stamp"
fi

echo "setup: building torch_pjrt (release)"
export PYO3_PYTHON=$PWD/$VPY
export VIRTUAL_ENV=$PWD/.venv
log=$(mktemp)
if ! $VPY -m maturin develop --release >"$log" 2>&1; then
  cat "$log" >&2; rm -f "$log"; echo "setup: build failed" >&2; exit 1
fi
rm -f "$log"
$VPY -c "import torch_pjrt, torch; print('setup: ok —', torch_pjrt.info()['platform'], 'plugin,', torch_pjrt.info()['device_count'], 'device(s)')"
