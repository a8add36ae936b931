#!/usr/bin/env bash
# Sets up (scripts/setup.sh) and runs the main job: trains a small transformer on
# the `tpu` device (default: the XLA CPU PJRT plugin), then the same run on native
# CPU, and compares. Extra arguments go to examples/train_transformer.py.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec .venv/bin/python examples/train_transformer.py "$@"
