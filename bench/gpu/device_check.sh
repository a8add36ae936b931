#!/usr/bin/env bash
# The GPU check, in one run on a machine with an NVIDIA GPU, Python with torch (CUDA) and
# jax-cuda13-pjrt, and no Rust: everything else comes in the kit bench/gpu/make_kit.sh builds
# (test binaries, the replay example, the dumped programs and their CPU digests, native.py).
# Run from anywhere; the kit is this script's folder:
#
#   OUT=/some/dir bash .gpukit/device_check.sh
#
# Steps, in order, each under its own timeout and all under one deadline (DEADLINE_S, default
# 380 s), each continuing when one fails: the machine (nvidia-smi, versions, the NVIDIA wheels,
# the plugin's path); our PJRT layer's tests and the StableHLO acceptance tests on the plugin;
# the replay of every dumped program (timings, digests against the CPU plugin's); torchax
# (whole step under one jax.jit, the kit's wheel over the machine's JAX) and native PyTorch
# (eager, eager with TF32, Inductor) on the same workloads. Writes $OUT/log.txt
# (everything), $OUT/results.json (a summary), $OUT/replay.json, $OUT/native.jsonl.
#
# KIT_PLUGIN_KIND=cpu runs the same steps with the XLA CPU plugin standing in (a dry run
# anywhere): the plugin from KIT_PLUGIN, else TORCH_PJRT_CPU_PLUGIN, else found on python's
# sys.path; native.py then runs on the CPU with fewer steps.
set -u
KIT=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
OUT=${OUT:-$KIT/out}
mkdir -p "$OUT"
LOG=$OUT/log.txt
STEPS=$OUT/steps.tsv
: >"$LOG"
: >"$STEPS"
PY=${PYTHON:-python3}
KIND=${KIT_PLUGIN_KIND:-cuda}
DEADLINE_S=${DEADLINE_S:-380}
T0=$SECONDS
export TF_CPP_MIN_LOG_LEVEL=${TF_CPP_MIN_LOG_LEVEL:-1}
export RUST_BACKTRACE=1

log() { echo "$*" | tee -a "$LOG"; }

# step NAME BUDGET_S COMMAND...: runs COMMAND under min(BUDGET_S, time left), output to the log.
step() {
  local name=$1 budget=$2
  shift 2
  local left=$((DEADLINE_S - (SECONDS - T0)))
  if [ "$left" -lt 5 ]; then
    log "=== [$((SECONDS - T0))s] $name: SKIPPED (deadline reached)"
    printf '%s\t%s\t%s\t%s\n' "$name" skipped 0 "$budget" >>"$STEPS"
    return
  fi
  [ "$budget" -gt "$left" ] && budget=$left
  log "=== [$((SECONDS - T0))s] $name (timeout ${budget}s): $*"
  local t=$SECONDS
  timeout -k 5 "$budget" "$@" >>"$LOG" 2>&1
  local rc=$?
  local status=ok
  [ $rc -ne 0 ] && status=failed
  [ $rc -eq 124 ] || [ $rc -eq 137 ] && status=timeout
  log "=== $name: $status (exit $rc, $((SECONDS - t))s)"
  printf '%s\t%s\t%s\t%s\n' "$name" "$status" "$((SECONDS - t))" "$rc" >>"$STEPS"
}

# Carried files may lose their executable bit, or sit on a read-only copy: run them from a copy.
BIN=$KIT/bin
if [ ! -x "$BIN/replay" ]; then
  BIN=$(mktemp -d)
  cp "$KIT"/bin/* "$BIN"/ && chmod +x "$BIN"/*
fi

log "device check, kit $KIT ($(cat "$KIT/MANIFEST" 2>/dev/null | head -1)), plugin kind $KIND, out $OUT, $(date -u +%FT%TZ)"

# --- the machine -----------------------------------------------------------------------------
step nvidia-smi 15 bash -c 'nvidia-smi -L && nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv || echo "no nvidia-smi"'
step versions 40 "$PY" -c '
import sys, importlib.metadata as md
print("python", sys.version.split()[0], sys.executable)
for p in ("torch", "jax", "jaxlib", "jax-cuda13-pjrt", "jax-cuda13-plugin", "triton", "numpy"):
    try: print(p, md.version(p))
    except Exception as e: print(p, "not installed")
import torch
print("torch cuda", torch.version.cuda, "available", torch.cuda.is_available(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else "")
'
# Where pip put the plugin and the NVIDIA libraries the plugin loads (crates/pjrt/src/plugin.rs).
SITE=$("$PY" -c 'import site, sys; print("\n".join(site.getsitepackages() + [p for p in sys.path if p.endswith("site-packages")]))' 2>/dev/null | awk '!seen[$0]++')
if [ "$KIND" = cpu ]; then
  PLUGIN=${KIT_PLUGIN:-${TORCH_PJRT_CPU_PLUGIN:-}}
  if [ -z "$PLUGIN" ]; then
    for d in $SITE; do
      for rel in lammps_jax_pjrt_cpu/pjrt_c_api_cpu_plugin.so xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so; do
        [ -z "$PLUGIN" ] && [ -f "$d/$rel" ] && PLUGIN=$d/$rel
      done
    done
  fi
else
  PLUGIN=${KIT_PLUGIN:-}
  for d in $SITE; do
    [ -z "$PLUGIN" ] && [ -f "$d/jax_plugins/xla_cuda13/xla_cuda_plugin.so" ] && PLUGIN=$d/jax_plugins/xla_cuda13/xla_cuda_plugin.so
  done
  [ -z "$PLUGIN" ] && PLUGIN=$("$PY" -c 'import os, jax_plugins.xla_cuda13 as m; print(os.path.join(os.path.dirname(m.__file__), "xla_cuda_plugin.so"))' 2>>"$LOG")
fi
{
  echo "site-packages: $SITE"
  echo "plugin ($KIND): ${PLUGIN:-NOT FOUND}"
  [ -n "$PLUGIN" ] && ls -la "$PLUGIN"
  for d in $SITE; do
    [ -d "$d/nvidia" ] && { echo "$d/nvidia:"; ls "$d/nvidia"; ls "$d"/nvidia/*/lib 2>/dev/null | head -80; }
  done
} >>"$LOG" 2>&1
if [ -z "$PLUGIN" ] || [ ! -f "$PLUGIN" ]; then
  log "no $KIND plugin found: the plugin steps are skipped"
  PLUGIN=/nonexistent
fi
export TORCH_PJRT_TEST_PLUGIN=$PLUGIN TORCH_PJRT_TEST_PLUGIN_KIND=$KIND

# --- our PJRT layer on the plugin ----------------------------------------------------------
# The two tests that create a second client run apart: should a plugin abort the process on a
# second client, the other tests' results are already in.
SECOND=(buffers_from_another_client_are_refused buffers_outlive_their_client_handle)
step pjrt-tests 60 "$BIN/pjrt_plugin_tests" --nocapture --test-threads=4 --skip "${SECOND[0]}" --skip "${SECOND[1]}"
step pjrt-tests-second-client 30 "$BIN/pjrt_plugin_tests" --nocapture --test-threads=1 --exact "${SECOND[@]}"
step stablehlo-plugin-tests 60 "$BIN/stablehlo_plugin_tests" --nocapture --test-threads=4

# --- our compiled programs, replayed -----------------------------------------------------------
# On the CPU plugin (a dry run) gpt_medium's programs take seconds each: fewer runs.
ITERS=(--warmup 3 --iters 20)
[ "$KIND" = cpu ] && ITERS=(--warmup 1 --iters 2)
step replay 130 "$BIN/replay" --plugin "$PLUGIN" --kind "$KIND" "${ITERS[@]}" \
  --expected "$KIT/expected.json" --json "$OUT/replay.json" "$KIT/programs"

# --- native PyTorch -------------------------------------------------------------------------------
: >"$OUT/native.jsonl"
if [ "$KIND" = cpu ]; then
  NATIVE=(--device cpu --warmup 1 --blocks 2 --block 2 --workloads mlp,gpt,gpt_infer,cnn)
else
  NATIVE=(--device cuda)
fi
# torchax on JAX's GPU backend: the XLA peer a user would pick instead, on the same chip. Its
# wheel travels in the kit (pure Python); JAX, jaxlib, its CUDA plugin and optax are the machine's.
if ls "$KIT"/whl/torchax-*.whl >/dev/null 2>&1 && "$PY" -c 'import jax, optax' >/dev/null 2>&1; then
  XSITE=$(mktemp -d)
  "$PY" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target "$XSITE" "$KIT"/whl/torchax-*.whl >>"$LOG" 2>&1
  step torchax 90 env PYTHONPATH="$XSITE${PYTHONPATH:+:$PYTHONPATH}" "$PY" "$KIT/src/bench/gpu/native.py" "${NATIVE[@]}" --modes torchax_jit --out "$OUT/native.jsonl"
else
  log "=== torchax: SKIPPED (no torchax wheel in the kit, or no jax/optax for $PY)"
fi
step native-eager 50 "$PY" "$KIT/src/bench/gpu/native.py" "${NATIVE[@]}" --modes eager,eager_tf32 --out "$OUT/native.jsonl"
step native-inductor 200 "$PY" "$KIT/src/bench/gpu/native.py" "${NATIVE[@]}" --modes inductor --out "$OUT/native.jsonl"

# --- summary ----------------------------------------------------------------------------------------
"$PY" - "$OUT" "$KIND" "$PLUGIN" "$((SECONDS - T0))" >>"$LOG" 2>&1 <<'EOF'
import json, os, re, sys
out, kind, plugin, total = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
res = {"kind": kind, "plugin": plugin, "total_s": total, "steps": [], "tests": {}, "replay": None, "native": []}
for line in open(os.path.join(out, "steps.tsv")):
    name, status, secs, rc = line.rstrip("\n").split("\t")
    res["steps"].append({"name": name, "status": status, "seconds": int(secs), "exit": rc})
log = open(os.path.join(out, "log.txt"), errors="replace").read()
for name in ("pjrt-tests", "pjrt-tests-second-client", "stablehlo-plugin-tests"):
    m = re.search(rf"=== \[\d+s\] {re.escape(name)} .*?(?==== {re.escape(name)}: )", log, re.S)
    body = m.group(0) if m else ""
    res["tests"][name] = {
        "results": re.findall(r"test result: .*", body),
        "failed": sorted(set(sum((re.findall(r"^    (\S+)$", b, re.M) for b in re.findall(r"^failures:\n((?:    \S+\n)+)", body, re.M)), []))),
        "skipped_parts": re.findall(r"SKIPPED on the .*", body),
    }
try:
    r = json.load(open(os.path.join(out, "replay.json")))
    res["replay"] = {k: r.get(k) for k in ("platform", "platform_version", "device", "iters")}
    res["replay"]["programs"] = [
        {k: p.get(k) for k in ("name", "ok", "error", "compile_s", "median_ms", "p10_ms", "p90_ms", "check")} for p in r["programs"]]
except Exception as e:
    res["replay"] = {"error": str(e)}
for line in open(os.path.join(out, "native.jsonl")):
    d = json.loads(line)
    res["native"].append({k: d.get(k) for k in ("mode", "workload", "ok", "ms_per_step", "first_step_s", "tokens_per_s", "error", "gpu")})
json.dump(res, open(os.path.join(out, "results.json"), "w"), indent=1)
print("=== summary")
for s in res["steps"]:
    print(f"  {s['name']:<24} {s['status']:<8} {s['seconds']:>4}s")
for n, t in res["tests"].items():
    print(f"  {n}: {'; '.join(t['results']) or 'no result line'}; failed: {', '.join(t['failed']) or 'none'}")
for p in (res["replay"] or {}).get("programs", []):
    c = p.get("check") or {}
    print(f"  replay {p['name']:<26} " + (f"{p['median_ms']:8.3f} ms  compile {p['compile_s']:.1f}s  diff {c.get('max_rel_diff')} {'MATCH' if c.get('match') else 'MISMATCH'}" if p["ok"] else f"FAILED {p.get('error', '')[:200]}"))
for d in res["native"]:
    print(f"  native {d['mode']:<11} {d['workload']:<10} " + (f"{d['ms_per_step']:8.3f} ms/step" + (f"  {d['tokens_per_s']:,.0f} tok/s" if d.get("tokens_per_s") else "") if d["ok"] else f"FAILED {d.get('error', '')[:200]}"))
print(f"total {total}s")
EOF
tail -n 60 "$LOG" | sed -n '/^=== summary/,$p'
rm -f "$STEPS"
