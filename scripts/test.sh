#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs the whole test suite: the Rust crates'
# tests, then pytest. Extra arguments go to pytest.
#
#   TORCH_PJRT_TORCH / TORCH_PJRT_VENV   as for scripts/setup.sh (torch series, virtualenv)
#   TORCH_PJRT_CARGO_TESTS=0             pytest only (a second torch leg: the crates do not depend on torch)
#   TORCH_PJRT_FUSED_LEG=0               without the fused eager mode leg
#   TORCH_PJRT_SETUP=0                   without running scripts/setup.sh first (it ran already)
#   TORCH_PJRT_TEST_WORKERS=N            pytest processes (default 2; 0: one, without pytest-xdist)
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${TORCH_PJRT_SETUP:-1}" != "0" ]; then
  bash scripts/setup.sh
fi
VENV=$(realpath -m "${TORCH_PJRT_VENV:-.venv}")
VPY=$VENV/bin/python
export PYO3_PYTHON=$VPY
# The Rust tests run the xla-cpu-pjrt plugin from the virtualenv (API 0.81; its header is what the
# ABI layout test checks against); pytest runs the plugin torch_pjrt picks by itself, the newer
# lammps-jax-pjrt-cpu that setup.sh installs (crates/pjrt/src/locate.rs).
plugin=$($VPY -c "import os, xla_plugins.xla_cpu_pjrt as m; print(os.path.join(os.path.dirname(m.__file__), 'xla_cpu_pjrt.so'))")
export TORCH_PJRT_CPU_PLUGIN=$plugin TPJ_CPU_PLUGIN=$plugin
export TORCH_PJRT_TEST_SITE_PACKAGES=$(TORCH_DEVICE_BACKEND_AUTOLOAD=0 $VPY -c "import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))")
if [ "${TORCH_PJRT_CARGO_TESTS:-1}" != "0" ]; then
  echo "== cargo test =="
  cargo test --release --workspace --exclude torch-pjrt-native
fi
echo "== pytest (torch $($VPY -c 'import torch; print(torch.__version__)')) =="
# Two pytest processes, each taking whole files (a file's compiled programs and module-scoped
# fixtures stay with it): most of the suite's time is XLA compiling programs, one thread per
# compile, so a second process keeps a second core busy (CI's leg 1 on 2 cores, cold compile
# cache: 2746 s in one process, 1665 s in two).
workers=${TORCH_PJRT_TEST_WORKERS:-2}
par=()
if [ "$workers" != "0" ]; then par=(-n "$workers" --dist loadfile); fi
set +e
$VPY -m pytest tests "${par[@]}" -q -p no:cacheprovider --durations=15 "$@"
rc=$?
if [ "$rc" -eq 5 ]; then echo "pytest collected no tests: failing" >&2; exit 1; fi
# The fused eager mode over the tests of what users run eagerly: memory model, device,
# models, Hugging Face, distributed, optimizers, deferred runs, streams, serving (~6 min; the whole
# suite passes in this mode too, but doubling CI's time for it is not worth it). Of the distributed
# runtime's fault cases (a rank gone, collectives that disagree: ~10 s each, the runtime's own
# checks) one runs here, a collective mismatch; the compiled replay is compiled, not eager.
# TORCH_PJRT_FUSED_LEG=0 skips it.
if [ "$rc" -eq 0 ] && [ "${TORCH_PJRT_FUSED_LEG:-1}" != "0" ] && [ "$#" -eq 0 ]; then
  echo "== pytest, TORCH_PJRT_EAGER=fused (memory model, device, models, Hugging Face, distributed, optimizers, serving) =="
  TORCH_PJRT_EAGER=fused $VPY -m pytest "${par[@]}" tests/test_memory_model.py tests/test_device.py tests/test_models.py tests/test_eager_fused.py \
    tests/test_huggingface.py tests/test_distributed.py tests/test_optim.py tests/test_defer.py tests/test_streams.py tests/test_serving.py \
    --deselect "tests/test_serving.py::test_compiled_replay_of_varied_prompt_lengths_compiles_per_bucket_not_per_length" \
    -k "not test_faults_raise_on_every_surviving_rank or shapes" \
    -q -p no:cacheprovider --durations=5
  rc=$?
fi
set -e
exit "$rc"
