#!/usr/bin/env bash
# Sets up a serving engine's environment: `bash scripts/setup_engine.sh vllm|sglang` (what
# scripts/setup_vllm.sh and scripts/setup_sglang.sh run; docs/vllm.md, docs/sglang.md). Each
# engine pins its own torch and transformers (vLLM 0.33.0: torch 2.14.0, transformers<5.21;
# SGLang 0.5.23: torch 2.14.1, transformers 5.19) while scripts/setup.sh installs torch 2.15 and
# a newer transformers, so each gets a virtualenv of its own. Into it: the engine (which brings
# its torch), the XLA CPU PJRT plugins and pytest, then torch_pjrt built for that torch and
# installed as a wheel: `maturin develop` would put the native module into python/torch_pjrt/,
# where the main virtualenv's build lives. Needs what scripts/setup.sh needs; ~10-11 GB of disk
# for the virtualenv (most of it the CUDA libraries the engines' wheels depend on), ~1-3 GB for
# its cargo target directory (both printed at the end). Idempotent; run it again after changing
# torch_pjrt to reinstall it.
#
#   TORCH_PJRT_<ENGINE>_VENV=.venv-<engine> (default)    where the virtualenv lives
#   TORCH_PJRT_<ENGINE>_TARGET=target/<engine> (default) its cargo target directory (CI passes
#                                                        target, which its torch 2.14 leg built into)
set -euo pipefail
cd "$(dirname "$0")/.."
ENGINE=${1:-}
case "$ENGINE" in
  vllm) PACKAGE=vllm VERSION=0.33.0 TORCH_VERSION=2.14.0 ;;
  sglang) PACKAGE=sglang VERSION=0.5.23 TORCH_VERSION=2.14.1 ;;
  *) echo "usage: bash scripts/setup_engine.sh vllm|sglang" >&2; exit 2 ;;
esac
NAME=setup-$ENGINE
UPPER=$(echo "$ENGINE" | tr a-z A-Z)
venv_var=TORCH_PJRT_${UPPER}_VENV target_var=TORCH_PJRT_${UPPER}_TARGET
VENV=$(realpath -m "${!venv_var:-.venv-$ENGINE}")
# Its own target directory: the main build (torch 2.15, target/) and the other engine's would
# otherwise be rebuilt for this torch and back on every switch.
export CARGO_TARGET_DIR=$(realpath -m "${!target_var:-${CARGO_TARGET_DIR:-target}/$ENGINE}")
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
command -v cargo >/dev/null 2>&1 || { echo "$NAME: Rust (cargo) is required: https://rustup.rs" >&2; exit 2; }
command -v c++ >/dev/null 2>&1 || { echo "$NAME: a C++20 compiler (g++ >= 10 or clang >= 12) is required" >&2; exit 2; }

t0=$SECONDS
step() { echo "$NAME [$(( SECONDS - t0 ))s]: $*"; }

# pip's own lines, less its noise: one line per package fetched or installed.
pip_install() {
  set +o pipefail
  "$VPY" -m pip install --disable-pip-version-check --progress-bar off "$@" 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  local rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || { echo "$NAME: pip install $* failed ($rc)" >&2; exit 1; }
}

if [ ! -x "$VENV/bin/python" ]; then
  step "creating $VENV with $($PY --version)"
  "$PY" -m venv "$VENV"
fi
VPY=$VENV/bin/python
stamp=$VENV/.deps-$( (cat scripts/setup_engine.sh; echo "$ENGINE") | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  step "installing $PACKAGE $VERSION with torch $TORCH_VERSION (a ~4.5 GB download the first time), the XLA CPU PJRT plugins and pytest"
  "$VPY" -m pip install --quiet --disable-pip-version-check --upgrade pip
  pip_install "$PACKAGE==$VERSION" "torch==$TORCH_VERSION" xla-cpu-pjrt numpy "maturin>=1.5,<2" "pytest>=8" expecttest
  # The newer XLA CPU plugin torch_pjrt prefers (as scripts/setup.sh installs it: --no-deps keeps jax out).
  "$VPY" -m pip install --quiet --disable-pip-version-check --no-deps lammps-jax-pjrt-cpu \
    || { echo "$NAME: pip install lammps-jax-pjrt-cpu failed" >&2; exit 1; }
  rm -f "$VENV"/.deps-*
  touch "$stamp"
fi

step "building torch_pjrt for torch $TORCH_VERSION (release, in $CARGO_TARGET_DIR; the first build compiles ~150 Rust crates and the C++ glue: 5-10 minutes on 2 cores)"
export PYO3_PYTHON=$VPY
wheels=$CARGO_TARGET_DIR/wheels
rm -rf "$wheels"
log=$(mktemp)
set +o pipefail
"$VPY" -m maturin build --release --interpreter "$VPY" --out "$wheels" 2>&1 | tee "$log" \
  | { grep --line-buffered -E '^\s*Compiling ' | sed -u 's/^ */  /'; true; }
rc=${PIPESTATUS[0]}
set -o pipefail
if [ "$rc" -ne 0 ]; then
  cat "$log" >&2; rm -f "$log"; echo "$NAME: build failed" >&2; exit 1
fi
rm -f "$log"
step "installing the torch_pjrt wheel"
"$VPY" -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall "$wheels"/torch_pjrt-*.whl \
  || { echo "$NAME: installing the torch_pjrt wheel failed" >&2; exit 1; }
# Run from outside the checkout, so the installed package is the one imported, not python/. The
# engine's version is read from its metadata: importing the engine is what its tests check.
(cd / && "$VPY" -c "
import importlib.metadata as md, torch, torch_pjrt
i = torch_pjrt.info()
print(f'$NAME [$(( SECONDS - t0 ))s]: ok: $PACKAGE', md.version('$PACKAGE'), f'torch {torch.__version__},', i['platform'], 'plugin,', i['device_count'], 'device(s)')
")
echo "$NAME: $(du -sh "$VENV" | cut -f1) in $VENV, $(du -sh "$CARGO_TARGET_DIR" | cut -f1) in $CARGO_TARGET_DIR"
