"""Warm starts of torch.compile(backend="tpu"): a second process running the same
compiled training step finds what AOTAutograd produced on disk (``aot/`` in the
cache folder), compiles no executable and computes the same losses; damaged
entries are dropped and rebuilt; a changed model (graph, shapes, dtype,
requires_grad) misses instead of reusing a stale entry."""

import json
import os
import stat
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.join(os.path.dirname(__file__), "..")

# A small training step: compiled forward+loss (forward, backward graphs) and a
# compiled AdamW step (inference graph). VARIANT changes one thing about it.
SCRIPT = textwrap.dedent("""
    import json, os, sys
    import torch, torch_pjrt
    import torch.nn.functional as F
    from torch_pjrt import dynamo, _warm


    variant = os.environ.get("VARIANT", "")
    if variant == "sdpa_math":  # attention as PyTorch's math decomposition: other graphs
        from torch.nn.attention import SDPBackend, sdpa_kernel
        math_only = sdpa_kernel([SDPBackend.MATH])
        math_only.__enter__()
    hidden = 48 if variant == "shape" else 32
    dtype = torch.float64 if variant == "dtype" else torch.float32
    act = F.gelu if variant == "graph" else F.relu
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(16, hidden), torch.nn.Linear(hidden, 4)).to(dtype)
    if variant == "requires_grad":
        model[0].weight.requires_grad_(False)
    model = model.to("tpu")
    opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=1e-2)

    def fwd(x, y):
        return F.cross_entropy(model[1](act(model[0](x))), y)

    cfwd = torch.compile(fwd, backend="tpu")
    cstep = torch.compile(opt.step, backend="tpu")
    g = torch.Generator().manual_seed(1)
    losses = []
    for _ in range(3):
        x = torch.randn(8, 16, generator=g).to(dtype).to("tpu")
        y = torch.randint(4, (8,), generator=g).to("tpu")
        loss = cfwd(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        cstep()
        losses.append(loss.item())
    import gc
    print(json.dumps({"losses": losses, "compiles": torch_pjrt.metrics()["compiles"], "warm": _warm.stats(),
                      "weight": model[0].weight.detach().cpu().double().sum().item(),
                      "decompositions_built": any(o._filled for o in gc.get_objects() if type(o) is _warm.CoreAtenDecompositions),
                      "frozen_after": gc.get_freeze_count()}))
""")


def _run(cache, variant="", cache_setting=None, **extra_env):
    env = dict(os.environ, TORCH_PJRT_CACHE_DIR=cache_setting or str(cache), TORCH_PJRT_STRICT="1", VARIANT=variant, **extra_env)
    r = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    return json.loads(r.stdout.strip().splitlines()[-1])


def _entries(cache):
    return [os.path.join(d, f) for d, _, files in os.walk(cache / "aot") for f in files]


@pytest.fixture(scope="module")
def populated(tmp_path_factory):
    """A cache written by one cold process, and what that process computed."""
    cache = tmp_path_factory.mktemp("warm") / "cache"
    cold = _run(cache)
    return cache, cold


def test_cold_process_stores_every_graph(populated):
    cache, cold = populated
    assert cold["compiles"] > 0
    assert cold["warm"]["aot_cache_hits"] == 0
    assert cold["warm"]["aot_cache_saved"] >= 3, cold  # forward, backward, optimizer step
    assert cold["warm"]["aot_cache_bypasses"] == 0, cold
    assert stat.S_IMODE(os.stat(cache / "aot").st_mode) == 0o700
    assert _entries(cache)


def test_second_process_compiles_nothing(populated):
    cache, cold = populated
    warm = _run(cache)
    assert warm["compiles"] == 0, warm
    assert warm["warm"]["aot_cache_misses"] == 0, warm
    assert warm["warm"]["aot_cache_saved"] == 0, warm
    assert warm["warm"]["aot_cache_hits"] == cold["warm"]["aot_cache_saved"], (cold, warm)
    assert warm["losses"] == cold["losses"]
    assert warm["weight"] == cold["weight"]
    # Nothing was traced, so the decomposition table was never built; the heap
    # frozen while Dynamo compiled was thawed again.
    assert cold["decompositions_built"] and not warm["decompositions_built"], (cold, warm)
    assert cold["frozen_after"] == warm["frozen_after"] == 0


@pytest.mark.parametrize("variant", ["graph", "shape", "dtype", "requires_grad"])
def test_changed_model_misses(populated, tmp_path, variant):
    cache, cold = populated
    changed = _run(cache, variant)
    assert changed["warm"]["aot_cache_misses"] >= 1, changed
    assert changed["warm"]["aot_cache_saved"] >= 1, changed
    # What the changed model computes with its own fresh cache: no stale entry was used.
    fresh = _run(tmp_path / "fresh", variant)
    assert changed["losses"] == fresh["losses"]
    assert changed["weight"] == fresh["weight"]
    assert changed["losses"] != cold["losses"]


def test_attention_backend_choice_is_part_of_the_key(populated):
    # sdpa_kernel decides whether attention is traced fused or decomposed: an entry
    # stored under one choice must not serve the other.
    cache, cold = populated
    changed = _run(cache, "sdpa_math")
    assert changed["warm"]["aot_cache_misses"] >= 1 and changed["warm"]["aot_cache_hits"] == 0, changed


def test_xla_flags_are_part_of_the_executable_key(populated):
    # XLA_FLAGS reach the plugin's compiler (what it emits, what it dumps): an executable
    # compiled under other flags must not be loaded instead. Same flags again: all hits.
    cache, cold = populated
    flagged = _run(cache, XLA_FLAGS="--xla_cpu_enable_fast_math=false")
    assert flagged["compiles"] > 0, flagged
    assert flagged["losses"] == cold["losses"]
    again = _run(cache, XLA_FLAGS="--xla_cpu_enable_fast_math=false")
    assert again["compiles"] == 0, again


@pytest.mark.torch_independent  # the disk cache's own checks: once per CI run
def test_damaged_entries_are_dropped_and_rebuilt(tmp_path):
    cache = tmp_path / "cache"
    cold = _run(cache)
    entries = _entries(cache)
    assert entries
    for i, p in enumerate(entries):
        with open(p, "rb") as f:
            data = f.read()
        with open(p, "wb") as f:
            f.write(data[: len(data) // 2] if i % 2 else b"garbage" + data[7:])
    again = _run(cache)
    assert again["warm"]["aot_cache_dropped"] == len(entries), again
    assert again["warm"]["aot_cache_hits"] == 0, again
    assert again["warm"]["aot_cache_saved"] == cold["warm"]["aot_cache_saved"], again
    assert again["compiles"] == 0  # the executables themselves were intact
    assert again["losses"] == cold["losses"]
    warm = _run(cache)
    assert warm["warm"]["aot_cache_misses"] == 0 and warm["warm"]["aot_cache_dropped"] == 0, warm
    assert warm["compiles"] == 0
    assert warm["losses"] == cold["losses"]


def test_cache_off_compiles_as_before(tmp_path):
    out = _run(tmp_path, cache_setting="off")
    assert out["warm"]["aot_cache_saved"] == 0 and out["warm"]["aot_cache_hits"] == 0
    assert out["compiles"] > 0


# torch's ahead-of-time compile (experimental in torch 2.11): one process compiles a
# training loss function and saves it; another loads it and runs it with no
# tracing at all (no Dynamo frame, no AOTAutograd, executables from the cache).
PRECOMPILE = textwrap.dedent("""
    import json, os, sys
    import torch, torch_pjrt
    import torch.nn.functional as F

    torch.manual_seed(0)
    cpu = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.GELU(), torch.nn.Linear(16, 3))
    model = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.GELU(), torch.nn.Linear(16, 3)).to("tpu")
    model.load_state_dict(cpu.state_dict())
    g = torch.Generator().manual_seed(1)
    x, y = torch.randn(4, 8, generator=g), torch.randint(3, (4,), generator=g)

    def loss_fn(m, x, y):
        return F.cross_entropy(m(x), y)

    path = os.environ["ARTIFACT"]
    if os.environ["PHASE"] == "save":
        torch._dynamo.config.enable_aot_compile = True
        fn = torch.compile(loss_fn, fullgraph=True, backend="tpu").aot_compile(((model, x.to("tpu"), y.to("tpu")), {}))
        fn.save_compiled_function(path)
    else:
        with open(path, "rb") as f:
            fn = torch.compiler.load_compiled_function(f)
    if os.environ.get("SHAPE") == "other":
        x, y = torch.randn(5, 8), torch.randint(3, (5,))
    loss = fn(model, x.to("tpu"), y.to("tpu"))
    loss.backward()
    want = loss_fn(cpu, x, y)
    want.backward()
    grad_diff = max((a.grad.cpu() - b.grad).abs().max().item() for a, b in zip(model.parameters(), cpu.parameters()))
    import torch._dynamo.utils as u
    traced = [k for k in ("fullgraph_capture", "_compile.compile_inner", "create_aot_dispatcher_function")
              if u.compilation_time_metrics.get(k)]
    print(json.dumps({"loss": loss.item(), "cpu_loss": want.item(), "grad_diff": grad_diff,
                      "compiles": torch_pjrt.metrics()["compiles"], "traced": traced}))
""")


def _precompile(phase, cache, artifact, shape=""):
    env = dict(os.environ, TORCH_PJRT_CACHE_DIR=str(cache), TORCH_PJRT_STRICT="1", PHASE=phase, ARTIFACT=str(artifact),
               SHAPE=shape)
    return subprocess.run([sys.executable, "-c", PRECOMPILE], capture_output=True, text=True, env=env, timeout=900, cwd=ROOT)


def test_precompiled_training_function_loads_without_tracing(tmp_path):
    cache, artifact = tmp_path / "cache", tmp_path / "loss.pt2"
    r = _precompile("save", cache, artifact)
    assert r.returncode == 0, r.stderr[-4000:]
    saved = json.loads(r.stdout.strip().splitlines()[-1])
    r = _precompile("load", cache, artifact)
    assert r.returncode == 0, r.stderr[-4000:]
    loaded = json.loads(r.stdout.strip().splitlines()[-1])
    assert "fullgraph_capture" in saved["traced"], saved
    assert loaded["traced"] == [] and loaded["compiles"] == 0, loaded
    assert loaded["loss"] == saved["loss"]
    for out in (saved, loaded):
        assert abs(out["loss"] - out["cpu_loss"]) <= 1e-5 * abs(out["cpu_loss"]) and out["grad_diff"] < 1e-5, out
    # Other shapes fail the stored guards: torch's error, not a wrong answer.
    r = _precompile("load", cache, artifact, shape="other")
    assert r.returncode != 0 and "GuardManager check failed" in r.stderr, r.stderr[-2000:]


def test_precompile_without_the_cache_says_why(tmp_path):
    r = _precompile("save", "off", tmp_path / "loss.pt2")
    assert r.returncode != 0
    assert "aot_compile: cannot save this function: the compile cache is off" in r.stderr, r.stderr[-2000:]
