#!/usr/bin/env bash
# Sets up the vLLM environment (docs/vllm.md): a virtualenv of its own, because vLLM 0.33.0 pins
# torch==2.14.0 and transformers<5.21 while scripts/setup.sh installs torch 2.15 and a newer
# transformers. Into it: vllm 0.33.0 (which brings torch 2.14.0), the XLA CPU PJRT plugins and
# pytest, then torch_pjrt built for that torch and installed as a wheel: `maturin develop` would put
# the native module into python/torch_pjrt/, where the main virtualenv's build lives. Needs what
# scripts/setup.sh needs; ~9.5 GB of disk for the virtualenv, ~3 GB for its own cargo target
# directory. Idempotent; run it again after changing torch_pjrt to reinstall it.
#
#   TORCH_PJRT_VLLM_VENV=.venv-vllm (default)   where the virtualenv lives
#   TORCH_PJRT_VLLM_TARGET=target/vllm (default) its cargo target directory (CI passes target,
#                                                which its torch 2.14 leg has just built into)
set -euo pipefail
cd "$(dirname "$0")/.."
VLLM_VERSION=0.33.0
TORCH_VERSION=2.14.0
VENV=$(realpath -m "${TORCH_PJRT_VLLM_VENV:-.venv-vllm}")
# Its own target directory: the main build (torch 2.15, target/) would otherwise be rebuilt for
# torch 2.14 and back on every switch.
export CARGO_TARGET_DIR=$(realpath -m "${TORCH_PJRT_VLLM_TARGET:-${CARGO_TARGET_DIR:-target}/vllm}")
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
command -v cargo >/dev/null 2>&1 || { echo "setup-vllm: Rust (cargo) is required: https://rustup.rs" >&2; exit 2; }
command -v c++ >/dev/null 2>&1 || { echo "setup-vllm: a C++20 compiler (g++ >= 10 or clang >= 12) is required" >&2; exit 2; }

t0=$SECONDS
step() { echo "setup-vllm [$(( SECONDS - t0 ))s]: $*"; }

# pip's own lines, less its noise: one line per package fetched or installed.
pip_install() {
  set +o pipefail
  "$VPY" -m pip install --disable-pip-version-check --progress-bar off "$@" 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  local rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || { echo "setup-vllm: pip install $* failed ($rc)" >&2; exit 1; }
}

if [ ! -x "$VENV/bin/python" ]; then
  step "creating $VENV with $($PY --version)"
  "$PY" -m venv "$VENV"
fi
VPY=$VENV/bin/python
stamp=$VENV/.deps-$( (cat scripts/setup_vllm.sh) | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  step "installing vllm $VLLM_VERSION with torch $TORCH_VERSION (a ~4.5 GB download the first time), the XLA CPU PJRT plugins and pytest"
  "$VPY" -m pip install --quiet --disable-pip-version-check --upgrade pip
  pip_install "vllm==$VLLM_VERSION" "torch==$TORCH_VERSION" xla-cpu-pjrt numpy "maturin>=1.5,<2" "pytest>=8" expecttest
  # The newer XLA CPU plugin torch_pjrt prefers (as scripts/setup.sh installs it: --no-deps keeps jax out).
  "$VPY" -m pip install --quiet --disable-pip-version-check --no-deps lammps-jax-pjrt-cpu \
    || { echo "setup-vllm: pip install lammps-jax-pjrt-cpu failed" >&2; exit 1; }
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
  cat "$log" >&2; rm -f "$log"; echo "setup-vllm: build failed" >&2; exit 1
fi
rm -f "$log"
step "installing the torch_pjrt wheel"
"$VPY" -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall "$wheels"/torch_pjrt-*.whl \
  || { echo "setup-vllm: installing the torch_pjrt wheel failed" >&2; exit 1; }
# Run from outside the checkout, so the installed package is the one imported, not python/.
(cd / && "$VPY" -c "
import torch, vllm, torch_pjrt
i = torch_pjrt.info()
print(f'setup-vllm [$(( SECONDS - t0 ))s]: ok: vllm {vllm.__version__}, torch {torch.__version__},', i['platform'], 'plugin,', i['device_count'], 'device(s)')
")
echo "setup-vllm: $(du -sh "$VENV" | cut -f1) in $VENV"
