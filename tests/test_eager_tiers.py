"""Eager programs in two tiers (crates/engine/src/program.rs; opt-in, TORCH_PJRT_EAGER_TIERS=1):
built first at XLA's cheapest backend level on the XLA CPU, built fully in the background once
they have done enough work, and both builds kept in the disk cache. Each test runs in a fresh process (~5 s each): the
switch is read once per process, and the disk cache is the test's own."""

import json
import os
import subprocess
import sys

import pytest

SCRIPT = r"""
import json, os, time, torch, torch_pjrt
torch_pjrt.set_eager_buckets(False)
# Large: 4 MiB results, so these programs do enough work to be built fully after 4 runs.
x = torch.randn(1024, 1024)
xd = x.to("tpu")
outs = []
for _ in range(int(os.environ.get("RUNS", "8"))):
    outs.append(((xd * 2 + 1).relu().cpu(), (x * 2 + 1).relu()))
# Small: 8-byte results stay at the first tier.
s = torch.randn(2)
small = [((s.to("tpu") - 3).cpu(), s - 3) for _ in range(20)]
deadline = time.time() + 120
while torch_pjrt.metrics()["eager"]["upgraded_programs"] < int(os.environ.get("WANT", "0")) and time.time() < deadline:
    time.sleep(0.05)
# Runs after the full builds took over.
after = ((xd * 2 + 1).relu().cpu(), (x * 2 + 1).relu())
ok = all(torch.equal(a, b) or torch.allclose(a, b) for a, b in outs + small + [after])
m = torch_pjrt.metrics()
print(json.dumps({"ok": ok, "compiles": m["compiles"], "disk_hits": m["disk_cache_hits"], **{k: m["eager"][k] for k in ("first_tier_programs", "upgraded_programs")}}))
"""


def _run(cache, tiers="1", **env):
    """Runs SCRIPT with `TORCH_PJRT_EAGER_TIERS=tiers` (None: unset, the default)."""
    e = dict(os.environ, TORCH_PJRT_CACHE_DIR=str(cache), TORCH_PJRT_STRICT="1", TORCH_PJRT_EAGER="strict", **env)
    e.pop("TORCH_PJRT_EAGER_TIERS", None)
    if tiers is not None:
        e["TORCH_PJRT_EAGER_TIERS"] = tiers
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=e, timeout=600)
    assert r.returncode == 0, r.stderr[-4000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_programs_start_at_the_first_tier_and_the_busy_ones_are_built_fully(tmp_path):
    r = _run(tmp_path / "cache", WANT="3")
    assert r["ok"], r
    assert r["first_tier_programs"] == r["compiles"] > 0, r
    # mul, add and relu over 4 MiB: built fully; sub over 8 bytes, and the copies, stay.
    assert r["upgraded_programs"] == 3, r


def test_a_warm_start_loads_both_tiers_and_compiles_nothing(tmp_path):
    cache = tmp_path / "cache"
    cold = _run(cache, WANT="3")
    warm = _run(cache, WANT="0")
    assert warm["ok"] and warm["compiles"] == 0, (cold, warm)
    # The fully built programs load as such: nothing is at the first tier to build again.
    assert warm["upgraded_programs"] == 0 and warm["first_tier_programs"] == cold["first_tier_programs"] - 3, (cold, warm)


@pytest.mark.parametrize("tiers", [None, "0"], ids=["default", "off"])
def test_without_tiers_programs_are_built_fully_from_the_start(tmp_path, tiers):
    """Off by default: the two builds may round differently, and which one runs a step
    depends on when the background build lands (results would not repeat bit for bit)."""
    r = _run(tmp_path / "cache", tiers=tiers)
    assert r["ok"] and r["compiles"] > 0, r
    assert r["first_tier_programs"] == 0 and r["upgraded_programs"] == 0, r
