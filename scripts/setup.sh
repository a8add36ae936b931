#!/usr/bin/env bash
# Sets up everything on a fresh machine (Python >= 3.11, Rust, a C++20 compiler,
# ~6.5 GB of disk, access to PyPI and crates.io): a virtualenv with torch, the XLA
# CPU PJRT plugin, libtpu (to compile for TPU targets) and test tools, then builds
# torch_pjrt (Rust + C++ glue) into it. Idempotent and quick when done.
#
#   TORCH_PJRT_TORCH=2.15 (default) or 2.14   the torch series to install
#   TORCH_PJRT_VENV=.venv (default)            where the virtualenv lives
set -euo pipefail
cd "$(dirname "$0")/.."
SERIES=${TORCH_PJRT_TORCH:-2.15}
VENV=$(realpath -m "${TORCH_PJRT_VENV:-.venv}")
case "$SERIES" in
  2.14 | 2.15) ;;
  *) echo "setup: TORCH_PJRT_TORCH=$SERIES is not supported (torch_pjrt is tested on 2.14 and 2.15)" >&2; exit 2 ;;
esac
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
command -v cargo >/dev/null 2>&1 || { echo "setup: Rust (cargo) is required: https://rustup.rs" >&2; exit 2; }
command -v c++ >/dev/null 2>&1 || { echo "setup: a C++20 compiler (g++ >= 10 or clang >= 12) is required" >&2; exit 2; }

t0=$SECONDS
step() { echo "setup [$(( SECONDS - t0 ))s]: $*"; }

if [ ! -x "$VENV/bin/python" ]; then
  step "creating $VENV with $($PY --version)"
  "$PY" -m venv "$VENV"
fi
VPY=$VENV/bin/python
stamp=$VENV/.deps-$( (cat pyproject.toml scripts/setup.sh; echo "$SERIES") | sha1sum | cut -c1-12)
if [ ! -f "$stamp" ]; then
  step "installing torch $SERIES (a ~4.7 GB download the first time: 1-3 minutes), the XLA CPU PJRT plugins, Hugging Face transformers, diffusers, Ray Train, torchao and test tools"
  $VPY -m pip install --quiet --disable-pip-version-check --upgrade pip
  # pip's own lines, less its noise: one line per package fetched or installed.
  set +o pipefail
  $VPY -m pip install --disable-pip-version-check --progress-bar off \
    "torch==$SERIES.*" xla-cpu-pjrt numpy "maturin>=1.5,<2" "pytest>=8" pytest-xdist expecttest hypothesis jsonschema \
    "transformers[serving]>=5" accelerate torchao openai matplotlib "diffusers>=0.42" "ray[train]>=2.60" 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || { echo "setup: pip install failed ($rc)" >&2; exit 1; }
  # The newer XLA CPU plugin, which torch_pjrt prefers when present (crates/pjrt/src/locate.rs;
  # docs/performance.md). Its wheel declares jax as a requirement but never imports it:
  # --no-deps keeps jax and jaxlib out of the virtualenv.
  $VPY -m pip install --quiet --disable-pip-version-check --no-deps lammps-jax-pjrt-cpu \
    || { echo "setup: pip install lammps-jax-pjrt-cpu failed" >&2; exit 1; }
  # TorchRec (tests/test_recipes_torchrec.py; docs/recipes.md) on torch 2.14 only: its declared
  # fbgemm-gpu is the CUDA build, and the CPU build, fbgemm-gpu-cpu 1.9.0, does not load with
  # torch 2.15 (undefined symbol c10::report_overflow). So both go in without their requirements,
  # those installed by name (~10 MB download, ~55 MB installed, ~20 s).
  if [ "$SERIES" = 2.14 ]; then
    step "installing TorchRec 1.9.2 and fbgemm-gpu-cpu 1.9.0 (torch 2.14 only: a ~10 MB download)"
    $VPY -m pip install --quiet --disable-pip-version-check tensordict "torchmetrics==1.0.3" tqdm pyre-extensions \
      && $VPY -m pip install --quiet --disable-pip-version-check --no-deps "fbgemm-gpu-cpu==1.9.0" "torchrec==1.9.2" \
      || { echo "setup: pip install torchrec failed" >&2; exit 1; }
  fi
  # libtpu compiles for TPU v5e/v6e/7x topologies on this host, without a TPU (torch_pjrt.target,
  # `torch-pjrt tpu-check`, tests/test_tpu_target.py; docs/tpu.md). Its own step: its wheels are
  # for some Python versions and machines only, and everything else works without it.
  step "installing libtpu (a ~140 MB download, ~480 MB installed: compiling for TPU targets without a TPU)"
  set +o pipefail
  $VPY -m pip install --disable-pip-version-check --progress-bar off libtpu 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || echo "setup: libtpu did not install ($rc): compiling for TPU targets is off, its tests skip" >&2
  # The CUDA plugin with ptxas and libdevice compiles for an H100/H200 on this host, without a GPU
  # (pyproject's gpu-target extra; tests/test_gpu_target.py; docs/tpu.md). --no-deps: nvcc's
  # wheel asks for the CUDA runtime torch already brings and headers the compile does not read.
  # Measured: 13.6 s to download, 9 s to install on 2 cores.
  step "installing the CUDA plugin, ptxas and libdevice (a ~246 MB download, ~630 MB installed: compiling for GPU targets without a GPU)"
  set +o pipefail
  $VPY -m pip install --disable-pip-version-check --progress-bar off --no-deps \
      jax-cuda13-pjrt "nvidia-cuda-nvcc>=13,<14" "nvidia-nvvm>=13,<14" 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || echo "setup: the GPU-target packages did not install ($rc): compiling for GPU targets is off, its tests skip" >&2
  # TorchTitan (tests/test_recipes_torchtitan.py, docs/recipes.md#torchtitan). Its pin datasets<4.8
  # cannot resolve beside transformers 5: those datasets declare huggingface-hub<2, transformers
  # needs >=2.4. So its and datasets' other requirements resolve as usual (torch is left as it is),
  # and the two go in with --no-deps: datasets 4.7 reads the local JSON files the recipe loads with
  # huggingface-hub 2. wandb, which TorchTitan imports only for --metrics.enable-wandb, stays out.
  step "installing torchtitan 0.3.0 and what it needs (a ~95 MB download, ~360 MB installed: 20-60 s)"
  set +o pipefail
  $VPY -m pip install --disable-pip-version-check --progress-bar off \
    torchdata torch_checkpointing tyro tensorboard einops "spmd_types==0.2.3" safetensors pillow \
    "pyarrow>=21" "dill>=0.3,<0.4.1" pandas "requests>=2.32.2" "httpx<1" xxhash "multiprocess<0.70.19" \
    aiohttp pyyaml tqdm filelock 2>&1 \
    | { grep --line-buffered -E '^(Collecting|Downloading|Installing|Successfully|ERROR)' | sed -u 's/^/  pip: /'; true; }
  rc=${PIPESTATUS[0]}
  set -o pipefail
  [ "$rc" -eq 0 ] || { echo "setup: pip install of torchtitan's requirements failed ($rc)" >&2; exit 1; }
  $VPY -m pip install --quiet --disable-pip-version-check --no-deps "torchtitan==0.3.0" "datasets==4.7.0" \
    || { echo "setup: pip install torchtitan failed" >&2; exit 1; }
  rm -f "$VENV"/.deps-*
  touch "$stamp"
fi

step "building the scanner binary (\`torch-pjrt scan\` runs it without importing torch)"
# Built apart: maturin builds only the native module, and that links libtorch. The binary
# goes into the package, where the console script (python/torch_pjrt_cli/__init__.py) looks for it.
log=$(mktemp)
set +o pipefail
cargo build --release -p tpj-scanner --bin torch-pjrt 2>&1 | tee "$log" | { grep --line-buffered -E '^\s*Compiling ' | sed -u 's/^ */  /'; true; }
rc=${PIPESTATUS[0]}
set -o pipefail
if [ "$rc" -ne 0 ]; then
  cat "$log" >&2; rm -f "$log"; echo "setup: building the scanner binary failed" >&2; exit 1
fi
rm -f "$log"
mkdir -p python/torch_pjrt/_bin
install -m 0755 "${CARGO_TARGET_DIR:-target}/release/torch-pjrt" python/torch_pjrt/_bin/torch-pjrt

step "building torch_pjrt (release; the first build compiles ~150 Rust crates and the C++ glue: 3-6 minutes on 2 cores)"
export PYO3_PYTHON=$VPY
export VIRTUAL_ENV=$VENV
log=$(mktemp)
# cargo's "Compiling <crate>" lines show the build moving; the full log is kept for a failure.
set +o pipefail
$VPY -m maturin develop --release 2>&1 | tee "$log" | { grep --line-buffered -E '^\s*Compiling ' | sed -u 's/^ */  /'; true; }
rc=${PIPESTATUS[0]}
set -o pipefail
if [ "$rc" -ne 0 ]; then
  cat "$log" >&2; rm -f "$log"; echo "setup: build failed" >&2; exit 1
fi
rm -f "$log"
$VPY -c "import torch_pjrt, torch; i = torch_pjrt.info(); print(f'setup [$(( SECONDS - t0 ))s]: ok: torch {torch.__version__},', i['platform'], 'plugin,', i['device_count'], 'device(s)')"
