#!/usr/bin/env bash
# Sets up the SGLang environment (docs/sglang.md): a virtualenv of its own, because SGLang 0.5.23
# pins torch 2.14.1 and transformers 5.19 while scripts/setup.sh installs torch 2.15 and a newer
# transformers. Into it: sglang 0.5.23 (which brings torch 2.14.1, sglang-kernel and flashinfer),
# the XLA CPU PJRT plugins and pytest, then torch_pjrt built for that torch and installed as a
# wheel: `maturin develop` would put the native module into python/torch_pjrt/, where the main
# virtualenv's build lives. Needs what scripts/setup.sh needs; the disk it takes is printed at the
# end (docs/sglang.md has the figures measured). Idempotent; run it again after changing
# torch_pjrt to reinstall it.
#
#   TORCH_PJRT_SGLANG_VENV=.venv-sglang (default)    where the virtualenv lives
#   TORCH_PJRT_SGLANG_TARGET=target/sglang (default) its cargo target directory
set -euo pipefail
cd "$(dirname "$0")/.."
SGLANG_VERSION=0.5.23
TORCH_VERSION=2.14.1
VENV=$(realpath -m "${TORCH_PJRT_SGLANG_VENV:-.venv-sglang}")
# Its own target directory: the main build (torch 2.15, target/) and the vLLM one (torch 2.14.0)
# would otherwise be rebuilt for torch 2.14.1 and back on every switch.
export CARGO_TARGET_DIR=$(realpath -m "${TORCH_PJRT_SGLANG_TARGET:-${CARGO_TARGET_DIR:-target}/sglang}")
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
command -v cargo >/dev/null 2>&1 || { echo "setup-sglang: Rust (cargo) is required: https://rustup.rs" >&2; exit 2; }
command -v c++ >/dev/null 2>&1 || { echo "setup-sglang: a C++20 compiler (g++ >= 10 or clang >= 12) is required" >&2; exit 2; }

t0=$SECONDS
step() { echo "setup-sglang [$(( SECONDS - t0 ))s]: $*"; }

# pip's own lines, less its noise: one line per package fetched or installed.
pip_install() {
  set +o pipefail
  "$VPY" -m pip install --disable-pip-version-check --progress-bar off "$@" 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  local rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || { echo "setup-sglang: pip install $* failed ($rc)" >&2; exit 1; }
}

if [ ! -x "$VENV/bin/python" ]; then
  step "creating $VENV with $($PY --version)"
  "$PY" -m venv "$VENV"
fi
VPY=$VENV/bin/python
stamp=$VENV/.deps-$( (cat scripts/setup_sglang.sh) | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  step "installing sglang $SGLANG_VERSION with torch $TORCH_VERSION (a several-GB download the first time), the XLA CPU PJRT plugins and pytest"
  "$VPY" -m pip install --quiet --disable-pip-version-check --upgrade pip
  pip_install "sglang==$SGLANG_VERSION" "torch==$TORCH_VERSION" xla-cpu-pjrt numpy "maturin>=1.5,<2" "pytest>=8" expecttest
  # The newer XLA CPU plugin torch_pjrt prefers (as scripts/setup.sh installs it: --no-deps keeps jax out).
  "$VPY" -m pip install --quiet --disable-pip-version-check --no-deps lammps-jax-pjrt-cpu \
    || { echo "setup-sglang: pip install lammps-jax-pjrt-cpu failed" >&2; exit 1; }
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
  cat "$log" >&2; rm -f "$log"; echo "setup-sglang: build failed" >&2; exit 1
fi
rm -f "$log"
step "installing the torch_pjrt wheel"
"$VPY" -m pip install --quiet --disable-pip-version-check --no-deps --force-reinstall "$wheels"/torch_pjrt-*.whl \
  || { echo "setup-sglang: installing the torch_pjrt wheel failed" >&2; exit 1; }
# Run from outside the checkout, so the installed package is the one imported, not python/.
# sglang's version is read from its metadata: importing sglang itself is what docs/sglang.md tests.
(cd / && "$VPY" -c "
import importlib.metadata as md, torch, torch_pjrt
i = torch_pjrt.info()
print(f'setup-sglang [$(( SECONDS - t0 ))s]: ok: sglang', md.version('sglang'), f'torch {torch.__version__},', i['platform'], 'plugin,', i['device_count'], 'device(s)')
")
echo "setup-sglang: $(du -sh "$VENV" | cut -f1) in $VENV, $(du -sh "$CARGO_TARGET_DIR" | cut -f1) in $CARGO_TARGET_DIR"
