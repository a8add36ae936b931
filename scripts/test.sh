#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs the whole test suite: the Rust crates'
# tests, then pytest. Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
export PYO3_PYTHON=$PWD/.venv/bin/python
# The Rust tests run the real CPU plugin from the virtualenv.
plugin=$(.venv/bin/python -c "import os, xla_plugins.xla_cpu_pjrt as m; print(os.path.join(os.path.dirname(m.__file__), 'xla_cpu_pjrt.so'))")
export TORCH_PJRT_CPU_PLUGIN=$plugin TPJ_CPU_PLUGIN=$plugin
export TORCH_PJRT_TEST_SITE_PACKAGES=$(.venv/bin/python -c "import os, torch; print(os.path.dirname(os.path.dirname(torch.__file__)))")
echo "== cargo test =="
cargo test --release --workspace --exclude torch-pjrt-native
echo "== pytest =="
set +e
.venv/bin/python -m pytest tests -q -p no:cacheprovider "$@"
rc=$?
set -e
if [ "$rc" -eq 5 ]; then echo "pytest collected no tests: failing" >&2; exit 1; fi
exit "$rc"
