#!/usr/bin/env bash
# Builds the kit bench/gpu/device_check.sh runs on a GPU machine that has Python, torch and
# jax-cuda13-pjrt but no Rust (bench/gpu/README.md), into KIT (default .gpukit):
#
#   bin/pjrt_plugin_tests        crates/pjrt's plugin tests (tests/cpu_plugin.rs), stripped
#   bin/stablehlo_plugin_tests   crates/stablehlo's tests/plugin_accepts.rs, stripped
#   bin/replay                   crates/engine/examples/replay.rs, stripped
#   programs/<workload>/         the programs our compiled mode runs (bench/gpu/dump_programs.py)
#   expected.json                replay's digests of them on the XLA CPU plugin
#   src/                         native.py and the Python files it imports
#   whl/                         torchax's wheel (pure Python), for the peer on the same GPU
#   device_check.sh, MANIFEST
#
# Then dry-runs the kit with the CPU plugin standing in (KIT_PLUGIN_KIND=cpu), unless
# NO_DRY_RUN=1. Needs the repository's .venv (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
KIT=$(realpath -m "${1:-.gpukit}")
VPY=$ROOT/.venv/bin/python
export PYO3_PYTHON=$VPY
step() { echo "make_kit: $*"; }

rm -rf "$KIT"
mkdir -p "$KIT/bin" "$KIT/src/bench/gpu" "$KIT/src/bench/peers" "$KIT/src/examples"

step "building the test binaries and the replay example"
json=$(mktemp)
nice -n 10 cargo test --release --no-run -p tpj-pjrt --test cpu_plugin -p tpj-stablehlo --test plugin_accepts --message-format=json >"$json"
nice -n 10 cargo build --release -p tpj-engine --example replay --message-format=json >>"$json"
exe() { # target name -> its executable
  "$VPY" -c 'import json, sys
for l in open(sys.argv[1]):
    try: m = json.loads(l)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == sys.argv[2] and m.get("executable"):
        print(m["executable"])' "$json" "$1" | tail -1
}
cp "$(exe cpu_plugin)" "$KIT/bin/pjrt_plugin_tests"
cp "$(exe plugin_accepts)" "$KIT/bin/stablehlo_plugin_tests"
cp "$(exe replay)" "$KIT/bin/replay"
rm -f "$json"
strip "$KIT"/bin/*

step "dumping the workloads' programs (ours compiled, the CPU plugin)"
"$VPY" bench/gpu/dump_programs.py "$KIT/programs"

step "replaying them on the CPU plugin: expected.json"
CPU_PLUGIN=$("$VPY" -c 'import os, sysconfig
sp = sysconfig.get_paths()["purelib"]
for rel in ("lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so", "xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so"):
    if os.path.isfile(os.path.join(sp, rel)):
        print(os.path.join(sp, rel)); break')
"$KIT/bin/replay" --plugin "$CPU_PLUGIN" --kind cpu --warmup 1 --iters 3 --json "$KIT/expected.json" "$KIT/programs" >"$KIT/expected.txt"

step "fetching torchax's wheel (the peer's step on the GPU; skipped there if this fails)"
"$VPY" -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: -d "$KIT/whl" "torchax==${TORCHAX_VERSION:-0.0.13}" \
  || echo "make_kit: no torchax wheel: the GPU run skips the peer"

cp bench/gpu/device_check.sh "$KIT/"
cp bench/gpu/native.py "$KIT/src/bench/gpu/"
cp bench/peers/modes.py bench/peers/workloads.py "$KIT/src/bench/peers/"
cp examples/models.py "$KIT/src/examples/"
{
  echo "torch-pjrt $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- crates bench || echo '+uncommitted') built $(date -u +%FT%TZ) on $(uname -m)"
  (cd "$KIT" && find . -type f | sort | xargs ls -la)
} >"$KIT/MANIFEST"
step "kit: $(du -sh "$KIT" | cut -f1) in $KIT"

if [ "${NO_DRY_RUN:-0}" != 1 ]; then
  step "dry run with the CPU plugin"
  OUT=$(mktemp -d) KIT_PLUGIN_KIND=cpu PYTHON=$VPY bash "$KIT/device_check.sh"
fi
