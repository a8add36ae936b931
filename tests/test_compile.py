"""torch.compile(backend="tpu"): whole graphs in one executable, equal to eager
and CPU; graph breaks, recompiles, the persistent cache, inference mode."""

import copy
import functools
import os
import stat
import subprocess
import sys
import textwrap

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from helpers import DEV, assert_optimizers_match

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "examples"))
from models import CNN, GPT, MLP, batches, corpus  # noqa: E402

ROOT = os.path.join(os.path.dirname(__file__), "..")


@pytest.fixture(autouse=True)
def _fresh_dynamo():
    torch._dynamo.reset()
    yield
    torch._dynamo.reset()


def _cls_data(shape, classes, batch):
    def gen(steps):
        g = torch.Generator().manual_seed(0)
        for _ in range(steps):
            yield torch.randn(batch, *shape, generator=g), torch.randint(classes, (batch,), generator=g)
    return gen


def _train(model, device, data, loss_fn, compiled, steps=20, opt_cls=torch.optim.AdamW):
    model = copy.deepcopy(model).to(device)
    opt = opt_cls(model.parameters(), lr=1e-3)

    def fwd(x, y):
        return loss_fn(model, x, y)

    if compiled:
        fwd = torch.compile(fwd, backend="tpu")
        step = torch.compile(opt.step, backend="tpu")
    else:
        step = opt.step
    losses, execs = [], []
    for x, y in data(steps):
        x, y = x.to(device), y.to(device)
        e0 = torch_pjrt.metrics()["executions"]
        loss = fwd(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        step()
        losses.append(loss.item())
        execs.append(torch_pjrt.metrics()["executions"] - e0)
    return losses, execs


CASES = {
    "mlp": (lambda: MLP(64, 128, 10), _cls_data((64,), 10, 16), lambda m, x, y: F.cross_entropy(m(x), y)),
    "cnn": (lambda: CNN(10), _cls_data((3, 32, 32), 10, 8), lambda m, x, y: F.cross_entropy(m(x), y)),
    "gpt": (lambda: GPT(vocab=corpus()[1], ctx=32, d=64, layers=2, heads=4),
            lambda steps: batches(corpus()[0], 32, 4, steps), lambda m, x, y: m(x, y)[1]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_compiled_training_tracks_cpu(name):
    make, data, loss_fn = CASES[name]
    torch.manual_seed(0)
    model = make()
    torch_pjrt.reset_metrics()
    dev, execs = _train(model, DEV, data, loss_fn, compiled=True)
    m = torch_pjrt.metrics()
    assert m["fallback_count"] == 0
    assert m["graphs_compiled"] >= 3  # forward, backward, optimizer step
    cpu, _ = _train(model, "cpu", data, loss_fn, compiled=False)
    for i, (a, b) in enumerate(zip(dev, cpu)):
        assert abs(a - b) <= 1e-4 * abs(b), f"step {i}: compiled {a} vs cpu {b}"
    # Steady state: forward, backward and optimizer graphs, plus the eager
    # backward seed (ones_like of the loss).
    assert max(execs[3:]) <= 4, execs


@pytest.mark.parametrize("name", ["mlp", "gpt"])
def test_compiled_training_with_a_fused_optimizer_tracks_cpu(name):
    """The README's recipe: AdamW(fused=True) with a compiled step, against the CPU's
    fused AdamW: the same losses, and per step exactly forward, backward, the
    optimizer's graph and the backward seed; deferred (`set_defer`), the seed and the
    three graphs as one program."""
    make, data, loss_fn = CASES[name]
    torch.manual_seed(0)
    model = make()
    fused = functools.partial(torch.optim.AdamW, fused=True)
    torch_pjrt.reset_metrics()
    dev, execs = _train(model, DEV, data, loss_fn, compiled=True, opt_cls=fused)
    m = torch_pjrt.metrics()
    assert m["fallback_count"] == 0 and m["eager_graphs"] == 0, m
    cpu, _ = _train(model, "cpu", data, loss_fn, compiled=False, opt_cls=fused)
    for i, (a, b) in enumerate(zip(dev, cpu)):
        assert abs(a - b) <= 1e-4 * abs(b), f"step {i}: compiled {a} vs cpu {b}"
    assert set(execs[3:]) == {4}, execs
    torch_pjrt.set_defer(True)
    try:
        torch.manual_seed(0)
        torch_pjrt.reset_metrics()
        deferred, execs = _train(make(), DEV, data, loss_fn, compiled=True, opt_cls=fused)
    finally:
        torch_pjrt.set_defer(False)
    # One program may round differently in the last place (XLA fuses across the graphs).
    for i, (a, b) in enumerate(zip(deferred, dev)):
        assert abs(a - b) <= 1e-5 * abs(b), f"step {i}: deferred {a} vs {b}"
    assert set(execs[3:]) == {2}, execs
    assert torch_pjrt.metrics()["fused_graphs"] >= 3 * (len(execs) - 3)


def test_default_backend_is_ours_for_device_tensors():
    torch_pjrt.reset_metrics()
    m = MLP(16, 32, 4).to(DEV)
    f = torch.compile(m)  # no backend: must not reach Inductor's Pallas path
    x = torch.randn(4, 16)
    with torch.no_grad():
        got = f(x.to(DEV))
    assert torch_pjrt.metrics()["graphs_compiled"] >= 1
    torch.testing.assert_close(got.cpu(), m.cpu()(x), rtol=1e-5, atol=1e-6)


def test_graph_break_on_item():
    def f(x):
        y = x.sin() * 2
        s = y.sum().item()  # graph break: a host value in the middle
        return y + s

    x = torch.randn(5, 7)
    torch_pjrt.reset_metrics()
    got = torch.compile(f, backend="tpu")(x.to(DEV))
    torch.testing.assert_close(got.cpu(), f(x), rtol=1e-5, atol=1e-5)
    m = torch_pjrt.metrics()
    assert m["graphs_compiled"] >= 2
    assert m["fallback_count"] == 0
    assert sum(m["graph_breaks"].values()) >= 1
    assert any("item" in k or "Tensor.item" in k or "scalar" in k.lower() for k in m["graph_breaks"]), m["graph_breaks"]


def test_reset_metrics_zeroes_graph_breaks():
    """Dynamo's graph-break counter is the process's: `reset_metrics` reports the breaks since (~1 s)."""
    def f(x):
        return x.sin() + x.sum().item()

    x = torch.randn(3).to(DEV)
    torch.compile(f, backend="tpu")(x)
    assert sum(torch_pjrt.metrics()["graph_breaks"].values()) >= 1
    torch_pjrt.reset_metrics()
    assert torch_pjrt.metrics()["graph_breaks"] == {}
    torch._dynamo.reset()
    torch.compile(f, backend="tpu")(x)
    since = torch_pjrt.metrics()["graph_breaks"]
    assert sum(since.values()) >= 1, since
    once = dict(since)
    torch.compile(f, backend="tpu")(x)  # cached: no new break
    assert torch_pjrt.metrics()["graph_breaks"] == once


def test_recompile_reasons_recorded(capfd):
    def f(x):
        return (x * 3).relu()

    torch_pjrt.reset_metrics()
    g = torch.compile(f, backend="tpu", dynamic=False)
    g(torch.randn(4, 8).to(DEV))
    g(torch.randn(6, 8).to(DEV))
    g(torch.randn(6, 8, dtype=torch.bfloat16).to(DEV))
    rec = torch_pjrt.metrics()["recompiles"]
    assert len(rec) >= 2, rec
    text = " ".join(r["reason"] for r in rec)
    assert "size" in text or "shape" in text, text
    assert "dtype" in text or "bfloat16" in text.lower() or "float32" in text, text
    assert all("f (" in r["frame"] for r in rec)


def test_dynamic_shapes_work_and_reuse_executables():
    def f(x, w):
        return (x @ w).softmax(-1).sum(0), x.mean(0), x.amax(0)

    w = torch.randn(8, 8)
    torch_pjrt.reset_metrics()
    g = torch.compile(f, backend="tpu", dynamic=True)
    for n in [3, 5, 7, 5, 3, 7, 100]:
        x = torch.randn(n, 8)
        for got, want in zip(g(x.to(DEV), w.to(DEV)), f(x, w)):
            torch.testing.assert_close(got.cpu(), want, rtol=1e-5, atol=1e-6)
    m = torch_pjrt.metrics()
    # n=3 first: exact (under dynamic=True a size is padded once it varies);
    # 5, 7 and 100 share the 128 bucket, with padding masked out of the reductions.
    assert m["dynamic_buckets"] == 2, m
    assert m["graphs_compiled"] == 2, m
    assert not m.get("dynamic_fallbacks"), m


def test_a_compiled_graph_is_unloaded_when_dynamo_lets_it_go():
    """A process that compiles graph after graph (a test suite, a notebook) keeps only the
    programs something still calls: each holds hundreds of the kernel's memory mappings."""
    import gc

    torch.compiler.reset()
    gc.collect()
    before = torch_pjrt.metrics()["loaded_programs"]
    x = torch.randn(4, 8)
    for op in (torch.sin, torch.cos, torch.exp):
        f = torch.compile(lambda t, op=op: op(t).sum(0), backend="tpu")
        torch.testing.assert_close(f(x.to(DEV)).cpu(), op(x).sum(0), rtol=1e-5, atol=1e-6)
    assert torch_pjrt.metrics()["loaded_programs"] >= before + 3
    del f
    torch.compiler.reset()
    gc.collect()
    assert torch_pjrt.metrics()["loaded_programs"] <= before


def test_kv_cache_update_and_last_position_of_any_prompt_length_share_a_bucket():
    """A static KV cache written as transformers writes it (index_copy_ at arange(len) + offset)
    and the last prompt position read back (x[:, -1:]): padded prompts write nothing past their
    length and read their real last row, so every length of a bucket shares one executable."""
    def f(cache, x, off):
        pos = torch.arange(x.shape[1], device=x.device) + off
        cache.index_copy_(1, pos, x)
        return x[:, -1:] * 2, cache.sum(1)

    g = torch.compile(f, backend="tpu", dynamic=True)
    torch_pjrt.reset_metrics()
    for n in [3, 5, 7, 100, 9]:
        cache, x, off = torch.zeros(2, 256, 4), torch.randn(2, n, 4), torch.tensor(n % 3)
        cache_d = cache.to(DEV)
        torch._dynamo.mark_static(cache_d)  # updated in place: a padded input cannot be (as the compat module marks transformers' cache)
        got = g(cache_d, x.to(DEV), off.to(DEV))
        want = f(cache, x, off)
        for a, b in zip(got, want):
            torch.testing.assert_close(a.cpu(), b)
        torch.testing.assert_close(cache_d.cpu(), cache)
    m = torch_pjrt.metrics()
    assert not m.get("dynamic_fallbacks"), m
    assert m["graphs_compiled"] == 2, m  # n=3 exact, then the 128 bucket



def test_advanced_indexing_over_a_padded_dimension_matches_cpu():
    """`x[i]` where `x`'s first dimension is padded: negative indices wrap by the real
    size, not the bucket's; an index built from the padded size (`arange(n)`) is padded
    too (index's padding rule). An index past the real size raises in eager buckets
    (test_eager_buckets.py); a padded compiled graph keeps no bounds checks (docs/compile.md)."""
    def f(x, i):
        pos = torch.arange(x.shape[0], device=x.device) // 2
        return x[i] * 2, x[pos].cumsum(0), x[:, [0, 2]][i]

    g = torch.compile(f, backend="tpu", dynamic=True)
    torch_pjrt.reset_metrics()
    i = torch.tensor([0, -1, 2, -3])
    for n in [3, 5, 7, 100, 9]:
        x = torch.randn(n, 8)
        for got, want in zip(g(x.to(DEV), i.to(DEV)), f(x, i)):
            torch.testing.assert_close(got.cpu(), want)
    m = torch_pjrt.metrics()
    assert not m.get("dynamic_fallbacks"), m
    assert m["graphs_compiled"] == 2, m  # n=3 exact, then the 128 bucket

def test_bucketed_training_random_lengths_matches_cpu():
    """200 steps, sequence lengths 1..512: a handful of executables, CPU's losses."""
    import random

    torch.manual_seed(0)
    cpu = GPT(vocab=32, ctx=512, d=16, layers=1, heads=2)
    dev = copy.deepcopy(cpu).to(DEV)
    opt_c = torch.optim.AdamW(cpu.parameters(), lr=1e-3, foreach=True)
    opt_d = torch.optim.AdamW(dev.parameters(), lr=1e-3, foreach=True)
    fwd = torch.compile(lambda x, y: dev(x, y)[1], backend="tpu")
    step = torch.compile(opt_d.step, backend="tpu")
    rng = random.Random(0)
    torch_pjrt.reset_metrics()
    lengths = set()
    for _ in range(200):
        t = rng.randint(1, 512)
        lengths.add(t)
        x, y = torch.randint(0, 32, (2, t)), torch.randint(0, 32, (2, t))
        xd, yd = x.to(DEV), y.to(DEV)
        torch._dynamo.mark_dynamic(xd, 1)
        torch._dynamo.mark_dynamic(yd, 1)
        loss = fwd(xd, yd)
        opt_d.zero_grad(set_to_none=True)
        loss.backward()
        step()
        ref = cpu(x, y)[1]
        opt_c.zero_grad(set_to_none=True)
        ref.backward()
        opt_c.step()
        assert abs(loss.item() - ref.item()) <= 1e-4 * abs(ref.item()), (t, loss.item(), ref.item())
    m = torch_pjrt.metrics()
    assert len(lengths) > 100
    # buckets 128/256/512 x (forward, backward) + the optimizer step (+ forward and
    # backward for length 1, which Dynamo always specialises).
    assert m["graphs_compiled"] <= 10, m
    assert not m.get("dynamic_fallbacks"), m
    for a, b in zip(dev.parameters(), cpu.parameters()):
        torch.testing.assert_close(a.detach().cpu(), b.detach(), rtol=1e-3, atol=1e-5)


def test_unbucketable_graph_compiles_per_size_and_says_why():
    def f(x):
        return x.flip(0).cumsum(0)  # flip moves the padding to the front

    g = torch.compile(f, backend="tpu")
    torch_pjrt.reset_metrics()
    for n in [4, 9, 4, 6]:
        x = torch.randn(n, 3)
        xd = x.to(DEV)
        torch._dynamo.mark_dynamic(xd, 0)
        torch.testing.assert_close(g(xd).cpu(), f(x))
    reasons = torch_pjrt.metrics()["dynamic_fallbacks"]
    assert reasons and "flip" in reasons[0], reasons


def test_a_position_taken_from_a_size_compiles_per_size():
    """`select`'s index is a position (its registry line says so): from a padded size it
    would pick a padded row, so the graph compiles per exact size, and says why."""

    def f(x):
        return x.select(0, x.shape[0] - 1) * 2

    g = torch.compile(f, backend="tpu")
    torch_pjrt.reset_metrics()
    for n in [4, 9, 6]:
        x = torch.randn(n, 3)
        xd = x.to(DEV)
        torch._dynamo.mark_dynamic(xd, 0)
        torch.testing.assert_close(g(xd).cpu(), f(x))
    reasons = torch_pjrt.metrics()["dynamic_fallbacks"]
    assert reasons and "position" in reasons[0], reasons


def test_mark_dynamic():
    def f(x):
        return x.cumsum(0) * 2

    g = torch.compile(f, backend="tpu")
    for n in [4, 9, 4]:
        x = torch.randn(n, 3).to(DEV)
        torch._dynamo.mark_dynamic(x, 0)
        torch.testing.assert_close(g(x).cpu(), f(x.cpu()))


def test_inference_mode_and_no_grad():
    m = MLP(16, 32, 4)
    md = copy.deepcopy(m).to(DEV)
    f = torch.compile(md, backend="tpu")
    x = torch.randn(3, 16)
    with torch.inference_mode():
        a = f(x.to(DEV))
    with torch.no_grad():
        b = f(x.to(DEV))
    want = m(x)
    torch.testing.assert_close(a.cpu(), want, rtol=1e-5, atol=1e-6)
    torch.testing.assert_close(b.cpu(), want, rtol=1e-5, atol=1e-6)
    assert not b.requires_grad


def test_optimizer_state_is_donated():
    """The compiled optimizer step updates parameters and moments in place."""
    m = MLP(16, 32, 4).to(DEV)
    opt = torch.optim.AdamW(m.parameters(), lr=1e-2, foreach=True)
    step = torch.compile(opt.step, backend="tpu")
    m(torch.randn(4, 16).to(DEV)).sum().backward()
    step()  # compiles; the moments were created eagerly
    before = [p.detach().cpu().clone() for p in m.parameters()]
    m(torch.randn(4, 16).to(DEV)).sum().backward()
    torch_pjrt.reset_metrics()
    step()
    n_params = len(list(m.parameters()))
    after = [p.detach().cpu() for p in m.parameters()]  # runs the deferred step
    assert torch_pjrt.metrics()["donated_buffers"] >= 3 * n_params  # params, exp_avg, exp_avg_sq
    assert all(not torch.equal(b, a) for b, a in zip(before, after))


def test_input_mutation_in_graph():
    def f(buf, x):
        buf.add_(x)
        return buf * 2

    buf_c, x = torch.zeros(4), torch.arange(4.0)
    want = f(buf_c, x)
    buf = torch.zeros(4, device=DEV)
    g = torch.compile(f, backend="tpu")
    with torch.no_grad():
        got = g(buf, x.to(DEV))
    torch.testing.assert_close(got.cpu(), want)
    torch.testing.assert_close(buf.cpu(), buf_c)


def test_cpu_scalar_updated_in_graph_is_written_back():
    # A zero-dim CPU tensor (an optimizer's step count) enters a compiled graph as a
    # copy on the device (csrc/graph_call.cpp); the graph's update must reach it.
    def f(step, x):
        step.add_(1)
        return x * step

    step_c, step = torch.tensor(1.0), torch.tensor(1.0)
    g = torch.compile(f, backend="tpu")
    x = torch.arange(4.0)
    with torch.no_grad():
        for _ in range(3):
            want = f(step_c, x)
            got = g(step, x.to(DEV))
            torch.testing.assert_close(got.cpu(), want)
            assert step.device.type == "cpu"
            torch.testing.assert_close(step, step_c)
    assert step.item() == 4.0


def test_compiled_graph_called_with_a_non_tensor_raises_type_error():
    g = torch.compile(lambda a, b: a + b, backend="tpu")
    a = torch.ones(3, device=DEV)
    g(a, a)
    with pytest.raises(TypeError, match="compiled graph argument 1 is str, not a tensor"):
        _last_graph().call([a, "x"])


def _last_graph():
    """The executable of the graph compiled last (for calling the binding directly)."""
    import gc

    graphs = [o.graph for o in gc.get_objects() if type(o) is torch_pjrt.dynamo._Compiled and hasattr(o, "graph")]
    assert graphs
    return graphs[-1]


def _addcmul_value(a, b, c):
    a = a.clone()
    a.addcmul_(b, c, value=0.5)  # Dynamo writes prims::fma
    return a


def _add_tensor_alpha(a, b, c):
    a = a.clone()
    a.add_(b, alpha=c[0, 0])  # a tensor alpha: prims::fma too
    return a


def _one_hot(a, b, c):
    return F.one_hot(torch.arange(5, device=a.device) % 3, 3) + a.sum().long()  # _assert_async checks


def _index_fill_strided(a, b, c):
    # The decomposition keeps a transposed input's strides: prims::copy_strided.
    return torch.index_fill(a.t(), 0, torch.tensor([0, 2], device=a.device), 1.5)


def _logcumsumexp(a, b, c):
    return torch.logcumsumexp(a, 1)


@pytest.mark.parametrize("fn", [_addcmul_value, _add_tensor_alpha, _one_hot, _index_fill_strided, _logcumsumexp],
                         ids=lambda f: f.__name__.strip("_"))
def test_graph_ops_dynamo_and_decompositions_introduce(fn):
    # Found by tools/fuzz.py: ops only compiled graphs hold (strict mode: a refusal raises).
    args = [torch.randn(3, 4), torch.randn(3, 4), torch.randn(3, 4)]
    want = fn(*args)
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*[a.to(DEV) for a in args])
    torch.testing.assert_close(got.cpu(), want)


def test_unlowerable_graph_runs_eagerly_and_strict_raises():
    def f(x):
        return torch.igamma(x, x) + 1

    x = torch.linspace(0.1, 2, 8)
    torch_pjrt.set_strict(True)
    with pytest.raises(Exception, match="igamma"):
        torch.compile(f, backend="tpu")(x.to(DEV))

    def g(x):
        return torch.igamma(x, x) * 2

    strict = torch_pjrt._native.is_strict()
    torch_pjrt.set_strict(False)
    try:
        before = torch_pjrt.metrics().get("eager_graphs", 0)
        with pytest.warns(RuntimeWarning, match="running a graph eagerly"):
            got = torch.compile(g, backend="tpu")(x.to(DEV))
        torch.testing.assert_close(got.cpu(), g(x))
        assert torch_pjrt.metrics()["eager_graphs"] == before + 1
    finally:
        torch_pjrt.set_strict(strict)


# ---- persistent cache ----------------------------------------------------------

SCRIPT = textwrap.dedent("""
    import sys, time, json
    sys.path.insert(0, {examples!r})
    t0 = time.perf_counter()
    import torch, torch_pjrt
    from models import MLP
    torch.manual_seed(0)
    m = MLP(32, 64, 10).to("tpu")
    f = torch.compile(m, backend="tpu")
    x = torch.randn(8, 32).to("tpu")
    t1 = time.perf_counter()
    y = f(x)
    y.sum().backward()
    y.sum().item()
    t2 = time.perf_counter()
    mt = torch_pjrt.metrics()
    print(json.dumps({{"first_step": t2 - t1, "compiles": mt["compiles"], "disk_hits": mt["disk_cache_hits"],
                      "out": y.detach().cpu().tolist()}}))
""")


def _run_cached(cache_dir, **extra):
    env = dict(os.environ, TORCH_PJRT_CACHE_DIR=str(cache_dir), TORCH_PJRT_STRICT="1", **extra)
    r = subprocess.run([sys.executable, "-c", SCRIPT.format(examples=os.path.join(ROOT, "examples"))],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    import json
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_persistent_cache_second_process_compiles_nothing(tmp_path):
    cache = tmp_path / "cache"
    cold = _run_cached(cache)
    assert cold["compiles"] > 0
    assert stat.S_IMODE(os.stat(cache).st_mode) == 0o700
    warm = _run_cached(cache)
    assert warm["compiles"] == 0, warm
    assert warm["disk_hits"] >= cold["compiles"]
    assert warm["out"] == cold["out"]


@pytest.mark.torch_independent  # the disk cache's own bookkeeping: once per CI run
def test_disk_cache_stays_under_its_bound(tmp_path):
    """TORCH_PJRT_CACHE_MAX bounds the disk cache: past it the least recently used entries
    go (to 90 % of the bound), and a later process recompiles only what was dropped."""
    cache = tmp_path / "cache"
    cold = _run_cached(cache, TORCH_PJRT_CACHE_MAX="off")
    sizes = sorted(p.stat().st_size for p in cache.iterdir() if p.suffix == ".exe")
    assert len(sizes) > 4, sizes
    bound = sum(sizes) // 2
    again = _run_cached(tmp_path / "bounded", TORCH_PJRT_CACHE_MAX=str(bound))
    kept = sum(p.stat().st_size for p in (tmp_path / "bounded").iterdir() if p.suffix == ".exe")
    assert 0 < kept <= bound, (kept, bound)
    assert again["out"] == cold["out"]
    n_kept = sum(1 for p in (tmp_path / "bounded").iterdir() if p.suffix == ".exe")
    # Unbounded now, so this run keeps what it compiles: what survived loads, the rest compiles.
    warm = _run_cached(tmp_path / "bounded", TORCH_PJRT_CACHE_MAX="off")
    assert warm["disk_hits"] == n_kept and warm["compiles"] == cold["compiles"] - n_kept, (warm, cold, n_kept)
    assert warm["out"] == cold["out"]


@pytest.mark.torch_independent  # the disk cache's own bookkeeping: once per CI run
def test_corrupt_cache_entries_are_rebuilt(tmp_path):
    cache = tmp_path / "cache"
    cold = _run_cached(cache)
    entries = [p for p in cache.iterdir() if p.suffix == ".exe"]
    assert entries
    for i, p in enumerate(entries):
        data = p.read_bytes()
        p.write_bytes(data[: len(data) // 2] if i % 2 else b"garbage" + data[7:])
    again = _run_cached(cache)
    assert again["compiles"] == len(entries), (again, len(entries))
    assert again["out"] == cold["out"]
    warm = _run_cached(cache)
    assert warm["compiles"] == 0


def test_graph_with_a_multi_list_op_indexes_each_list():
    """A graph calling an op that returns several lists (functional `_fused_adamw`:
    five lists) reads each list's tensors. torch 2.11's functionalisation cannot
    trace `_fused_adamw_` itself, so the graph is made with make_fx."""
    from torch.fx.experimental.proxy_tensor import make_fx

    from torch_pjrt import dynamo

    def step(ps, gs, ms, vs, steps):
        out = torch.ops.aten._fused_adamw(ps, gs, ms, vs, [], steps, lr=0.1, beta1=0.9, beta2=0.99, weight_decay=0.01,
                                          eps=1e-8, amsgrad=False, maximize=False)
        return out[0][1], out[2][0], out[3][1]

    torch.manual_seed(0)
    shapes = [(3,), (2, 2)]
    init = [[torch.randn(s) for s in shapes] for _ in range(2)] + [[torch.rand(s) for s in shapes] for _ in range(2)]
    init.append([torch.tensor(2.0) for _ in shapes])
    want = step(*init)
    dev = [[t.to(DEV) for t in ts] for ts in init]
    gm = make_fx(step)(*dev)
    assert any(n.target is torch.ops.aten._fused_adamw.default for n in gm.graph.nodes)
    got = dynamo._Compiled(gm, "graph")([t for ts in dev for t in ts])
    for a, b in zip(got, want):
        torch.testing.assert_close(a.cpu(), b, rtol=1e-5, atol=1e-6)


def test_compiling_thaws_what_it_froze_and_leaves_a_users_freeze():
    """Compiles freeze the heap that existed before them (collections skip it) and
    thaw it after; a process that froze objects itself keeps them frozen."""
    import gc

    def f(x):
        return (x * 3).sin()

    x = torch.randn(5)
    assert gc.get_freeze_count() == 0
    torch.compile(f, backend="tpu")(x.to(DEV))
    assert gc.get_freeze_count() == 0
    gc.freeze()
    try:
        n = gc.get_freeze_count()
        got = torch.compile(lambda x: f(x) + 1, backend="tpu")(x.to(DEV))
        # (Frozen objects can still be freed, so the count may drop a little.)
        assert gc.get_freeze_count() > 0.9 * n
        torch.testing.assert_close(got.cpu(), f(x) + 1)
    finally:
        gc.unfreeze()


# Dynamo's import costs about a second, and every `import torch` loads us
# (device-backend autoload): we register with Dynamo only once something imports
# it, then compile exactly as before. Run in fresh processes, both orders.
DYNAMO_LATER = textwrap.dedent("""
    import json, os, sys
    if os.environ.get("ORDER") == "dynamo-first":
        import torch, torch._dynamo, torch_pjrt
    else:
        import torch
    out = {"dynamo_at_import": "torch._dynamo" in sys.modules and os.environ.get("ORDER") != "dynamo-first",
           "pjrt_loaded": "torch_pjrt" in sys.modules}
    import torch_pjrt
    m0 = torch_pjrt.metrics()  # reads no Dynamo counters, imports no Dynamo
    out["dynamo_after_metrics"] = "torch._dynamo" in sys.modules and os.environ.get("ORDER") != "dynamo-first"
    x = torch.randn(6, 5)
    f = torch.compile(lambda t: (t * 2).sin().sum(0), backend="tpu")
    g = torch.compile(lambda t: (t + 1).relu())  # the default backend, routed to ours
    out["diff"] = max((f(x.to("tpu")).cpu() - (x * 2).sin().sum(0)).abs().max().item(),
                      (g(x.to("tpu")).cpu() - (x + 1).relu()).abs().max().item())
    import torch._dynamo.decorators as dec
    import torch._dynamo.variables.optimizer as opt
    out["registered"] = "tpu" in torch._dynamo.list_backends()
    out["trims"] = [getattr(f, "_torch_pjrt", False) for f in (opt._is_static_for_cudagraphs, dec.mark_static_address,
                                                              opt.OptimizerVariable._set_capturable)]
    out["loader"] = type(torch._dynamo.__loader__).__name__
    # A compiled fused step of a CPU optimizer keeps torch's fused functions.
    cpu = torch.nn.Linear(3, 2)
    o = torch.optim.AdamW(cpu.parameters(), fused=True)
    for p in cpu.parameters():
        p.grad = torch.ones_like(p)
    torch.compile(o.step, backend="eager")()
    import torch.optim.adam as adam_mod
    out["cpu_fused_untouched"] = not getattr(adam_mod._fused_adam, "_torch_pjrt", False)
    out["graphs"] = torch_pjrt.metrics()["graphs_compiled"] - m0["graphs_compiled"]
    print(json.dumps(out))
""")


@pytest.mark.parametrize("order", ["autoload", "dynamo-first"])
def test_dynamo_is_imported_only_when_used(order):
    env = dict(os.environ, ORDER=order, TORCH_PJRT_STRICT="1")
    if order == "dynamo-first":
        env["TORCH_DEVICE_BACKEND_AUTOLOAD"] = "0"
    r = subprocess.run([sys.executable, "-c", DYNAMO_LATER], capture_output=True, text=True, env=env, timeout=600, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-4000:]
    import json

    out = json.loads(r.stdout.strip().splitlines()[-1])
    assert out["pjrt_loaded"], out  # autoload: `import torch` alone loaded us
    assert not out["dynamo_at_import"] and not out["dynamo_after_metrics"], out
    assert out["diff"] < 1e-5 and out["registered"] and all(out["trims"]) and out["graphs"] == 2, out
    assert out["loader"] == "SourceFileLoader", out
    assert out["cpu_fused_untouched"], out


def _set_same_grads(models, step):
    g = torch.Generator().manual_seed(100 + step)
    for ps in zip(*(m.parameters() for m in models)):
        grad = torch.randn(ps[0].shape, generator=g)
        for p in ps:
            p.grad = grad.to(p.device)


FUSED_CONFIGS = {
    "adamw": (torch.optim.AdamW, dict(lr=0.01, weight_decay=0.05)),
    "adam_amsgrad": (torch.optim.Adam, dict(lr=0.01, weight_decay=0.1, amsgrad=True)),
    "sgd": (torch.optim.SGD, dict(lr=0.1)),  # no momentum: an empty buffer list
    "sgd_nesterov": (torch.optim.SGD, dict(lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01)),
}


@pytest.mark.parametrize("name", sorted(FUSED_CONFIGS))
def test_compiled_fused_optimizer_is_one_graph_and_matches_cpu(name):
    """torch.compile(opt.step) of a fused optimizer: on other devices torch leaves
    the fused update to eager after a graph break; on ours it is traced into the
    step's graph (one executable per step) and updates what the CPU's fused
    optimizer does."""
    cls, kw = FUSED_CONFIGS[name]
    torch.manual_seed(0)
    cpu = MLP(6, 5, 3)
    dev = copy.deepcopy(cpu).to(DEV)
    opt_c, opt_d = cls(cpu.parameters(), fused=True, **kw), cls(dev.parameters(), fused=True, **kw)
    step = torch.compile(opt_d.step, backend="tpu")
    torch_pjrt.reset_metrics()
    runs = []
    for i in range(5):
        _set_same_grads([cpu, dev], i)
        opt_c.step()
        torch.accelerator.synchronize()  # runs what was deferred before this step
        before = torch_pjrt.metrics()["executions"]
        step()
        torch.accelerator.synchronize()
        runs.append(torch_pjrt.metrics()["executions"] - before)
    m = torch_pjrt.metrics()
    assert m["graphs_compiled"] >= 1 and m["eager_graphs"] == 0, m
    assert not [r for r in m["graph_breaks"] if "fused optimizer" in r], m["graph_breaks"]
    assert set(runs[2:]) == {1}, runs
    assert_optimizers_match(cpu, dev, opt_c, opt_d)


@pytest.mark.parametrize("scaled", [False, True])
def test_compiled_fused_op_updates_every_list_in_place(scaled):
    """The in-place fused op called directly in a compiled function, without amsgrad
    (an empty list, which torch 2.11's functionalisation of the in-place op cannot
    take): params and moments updated in place, gradients unscaled in place under
    a grad scale, as the op does eagerly on CPU."""
    g = torch.Generator().manual_seed(3)
    shapes = [(4, 3), (5,)]
    cpu = [[torch.randn(s, generator=g) for s in shapes] for _ in range(4)]
    cpu.append([torch.full((), 2.0) for _ in shapes])
    dev = [[t.to(DEV) for t in lst] for lst in cpu]
    extra_c = dict(grad_scale=torch.tensor(4.0), found_inf=torch.tensor(0.0)) if scaled else {}
    extra_d = {k: v.to(DEV) for k, v in extra_c.items()}

    def update(ps, gs, ea, eas, st, **extra):
        torch._fused_adamw_(ps, gs, ea, eas, [], st, lr=0.01, beta1=0.9, beta2=0.99, weight_decay=0.1, eps=1e-8,
                            amsgrad=False, maximize=False, **extra)

    cpu[3] = [t.abs() for t in cpu[3]]
    dev[3] = [t.to(DEV) for t in cpu[3]]
    update(*cpu, **extra_c)
    torch.compile(update, backend="tpu", fullgraph=True)(*dev, **extra_d)
    for lc, ld in zip(cpu, dev):
        for a, b in zip(lc, ld):
            torch.testing.assert_close(b.cpu(), a, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("lr_device", ["cpu", DEV])
def test_compiled_fused_optimizer_with_a_scheduler_never_recompiles(lr_device):
    """A tensor learning rate (torch's advice for compiled optimizers), on the CPU or
    the device, changed by a scheduler every step: one graph, no recompiles, the
    CPU's fused updates."""
    torch.manual_seed(0)
    cpu = MLP(6, 5, 3)
    dev = copy.deepcopy(cpu).to(DEV)
    opt_c = torch.optim.AdamW(cpu.parameters(), lr=torch.tensor(0.01), fused=True)
    opt_d = torch.optim.AdamW(dev.parameters(), lr=torch.tensor(0.01, device=lr_device), fused=True)
    scheds = [torch.optim.lr_scheduler.StepLR(o, 1, gamma=0.5) for o in (opt_c, opt_d)]
    step = torch.compile(opt_d.step, backend="tpu")
    torch_pjrt.reset_metrics()
    for i in range(5):
        _set_same_grads([cpu, dev], i)
        opt_c.step()
        step()
        for s in scheds:
            s.step()
    m = torch_pjrt.metrics()
    assert m["graphs_compiled"] == 1 and m["recompiles"] == [], m
    for pc, pd in zip(cpu.parameters(), dev.parameters()):
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=1e-5, atol=1e-6)


def test_linalg_errors_raise_from_compiled_graphs():
    """AOTAutograd threads `_linalg_check_errors` through the graph with effect tokens; it
    runs after the program, so a singular matrix raises as it does eagerly."""
    inv = torch.compile(torch.linalg.inv, backend="tpu", fullgraph=True)
    solve = torch.compile(lambda a, b: torch.linalg.solve(a, b).sum(0), backend="tpu", fullgraph=True)
    a = torch.randn(4, 4) + 4 * torch.eye(4)
    b = torch.randn(4, 3)
    torch_pjrt.reset_metrics()
    torch.testing.assert_close(inv(a.to(DEV)).cpu(), torch.linalg.inv(a), rtol=1e-4, atol=1e-5)
    torch.testing.assert_close(solve(a.to(DEV), b.to(DEV)).cpu(), torch.linalg.solve(a, b).sum(0), rtol=1e-4, atol=1e-5)
    m = torch_pjrt.metrics()
    assert m["graphs_compiled"] >= 2 and m.get("eager_graphs", 0) == 0, m
    singular = torch.zeros(3, 3)
    with pytest.raises(torch.linalg.LinAlgError, match="singular"):
        inv(singular.to(DEV))
    with pytest.raises(torch.linalg.LinAlgError, match="singular"):
        solve(singular.to(DEV), torch.ones(3, 2, device=DEV))


def test_value_sized_ops_run_between_compiled_pieces():
    # nonzero, boolean-mask indexing, tensor_split by a tensor and .item() give sizes
    # only the values decide: they run as device ops between compiled pieces, whose
    # inputs then carry those sizes (bucketed), in strict mode, with gradients.
    def f(x, m, w):
        y = x[m] * w[m]
        idx = torch.nonzero(x > 0).float().mean()
        part = x.tensor_split(torch.tensor([1, 3]))[1] + 1
        return y.sum() + idx, part, (x * w).max().item()

    g = torch.compile(f, backend="tpu", fullgraph=True)
    torch_pjrt.reset_metrics()
    for seed in range(3):
        gen = torch.Generator().manual_seed(seed)
        x, w = torch.randn(6, 5, generator=gen), torch.randn(6, 5, generator=gen)
        m = x > 0.3
        wc, wd = w.clone().requires_grad_(), w.to(DEV).requires_grad_()
        want, got = f(x, m, wc), g(x.to(DEV), m.to(DEV), wd)
        torch.testing.assert_close(got[0].cpu(), want[0])
        torch.testing.assert_close(got[1].cpu(), want[1])
        assert got[2] == pytest.approx(want[2])
        want[0].backward()
        got[0].backward()
        torch.testing.assert_close(wd.grad.cpu(), wc.grad)
    m = torch_pjrt.metrics()
    assert m["eager_graphs"] == 0 and not m["fallbacks"], m
    assert {"aten.index", "aten.nonzero", "aten._local_scalar_dense"} <= set(m["graph_cuts"]), m["graph_cuts"]
    # Three different counts of selected elements, one executable per bucket: the
    # pieces after the cuts do not compile once per count.
    assert m["graphs_compiled"] <= 8, m["graphs_compiled"]


def test_only_value_sized_ops_in_a_graph():
    f = torch.compile(lambda x: torch.nonzero(x), backend="tpu", fullgraph=True)
    for x in (torch.tensor([0.0, 1.0, 0.0, 2.0]), torch.zeros(5, 0), torch.tensor(3.0)):
        torch.testing.assert_close(f(x.to(DEV)).cpu(), torch.nonzero(x))


def test_symbolic_positions_are_not_padded():
    # Under dynamic=True an int is a symbolic size; as a position (select's index,
    # a slice's start) a bucket's padded value would move the view: those graphs
    # compile per exact value instead, recorded with the reason.
    torch_pjrt.reset_metrics()
    pick = torch.compile(lambda x, i: x[i] * 2, backend="tpu", dynamic=True)
    tail = torch.compile(lambda x, i: x[i:] * 2, backend="tpu", dynamic=True)
    x = torch.arange(10.0)
    for i in (1, 3, 4):
        torch.testing.assert_close(pick(x.to(DEV), i).cpu(), x[i] * 2)
        torch.testing.assert_close(tail(x.to(DEV), i).cpu(), x[i:] * 2)
    assert any("position" in r for r in torch_pjrt.metrics()["dynamic_fallbacks"])


@torch.library.custom_op("torch_pjrt_test::scaled_tanh", mutates_args=())
def _scaled_tanh(x: torch.Tensor, scale: float) -> torch.Tensor:
    return torch.tanh(x) * scale


@_scaled_tanh.register_fake
def _(x, scale):
    return torch.empty_like(x)


def test_custom_ops_run_between_compiled_pieces():
    # A torch.library op has no lowering: its own kernel runs it on the device
    # between the compiled pieces around it (as Inductor runs such ops).
    def f(x, w):
        return (torch.ops.torch_pjrt_test.scaled_tanh(x @ w, 0.5) + 1).sum(-1)

    torch_pjrt.reset_metrics()
    x, w = torch.randn(4, 8), torch.randn(8, 8)
    got = torch.compile(f, backend="tpu", fullgraph=True)(x.to(DEV), w.to(DEV))
    torch.testing.assert_close(got.cpu(), f(x, w))
    m = torch_pjrt.metrics()
    assert m["graph_cuts"] == {"torch_pjrt_test.scaled_tanh": 1} and m["graphs_compiled"] == 2, m
    assert m["eager_graphs"] == 0 and not m["fallbacks"], m


def test_value_sized_result_reshaped():
    # After masked_select the next piece sees only u0 // 2 in a shape (no input size
    # to pad): it compiles per exact size (found by tools/fuzz.py, seed 4242).
    f = torch.compile(lambda x, m: torch.masked_select(x, m).view(2, -1) * 2, backend="tpu", fullgraph=True)
    for k in (4, 6):
        x = torch.randn(8)
        m = torch.arange(8) < k
        torch.testing.assert_close(f(x.to(DEV), m.to(DEV)).cpu(), torch.masked_select(x, m).view(2, -1) * 2)


def test_integer_indexing_is_not_cut():
    # aten.index is tagged dynamic_output_shape (for boolean masks); with integer
    # indices its size is known and the graph stays one program.
    torch_pjrt.reset_metrics()
    x, idx = torch.randn(6, 4), torch.tensor([4, 0, 4, 1])
    got = torch.compile(lambda x, i: x[i] * 2, backend="tpu", fullgraph=True)(x.to(DEV), idx.to(DEV))
    torch.testing.assert_close(got.cpu(), x[idx] * 2)
    m = torch_pjrt.metrics()
    assert m["graph_cuts"] == {} and m["graphs_compiled"] == 1, m


# ---------------------------------------------------------------- bounds checks in padded graphs

def _index(x, i):
    return x[i] * 2


def _gather(x, i):
    return torch.gather(x, 0, i) + 1


def _embedding(x, i):
    return F.embedding(i, x) * 2


def _index_put(x, i):
    y = x.clone()
    y[i] = torch.ones_like(i, dtype=x.dtype) * 3
    return y


def _scatter_add(x, i):
    # `y` and `src` padded along dim 0 as `i` is; the scatter runs along the static dim 1.
    y = torch.zeros(i.shape[0], 4, device=i.device)
    return y.scatter_add(1, i, torch.ones(i.shape[0], 2, device=i.device)) + x.sum()


def _index_put_padded_self(x, i):
    # `x` grows: a negative index wraps by its real length, not its bucket's.
    return x.index_put((i,), torch.tensor(5.0, device=x.device)) * 2


def _gather_padded_self(x, i):
    # `x` and `i` grow together: the gather runs along a padded dimension of `x`.
    return torch.gather(x, 0, i[: x.shape[0]]) + 1


_BOUNDED = {
    # op: (function, table, index at length n, the error CPU raises)
    "index": (_index, lambda n: torch.randn(10), lambda n: torch.randint(-10, 10, (n,)), IndexError),
    "gather": (_gather, lambda n: torch.randn(10), lambda n: torch.randint(0, 10, (n,)), RuntimeError),
    "embedding": (_embedding, lambda n: torch.randn(10, 3), lambda n: torch.randint(0, 10, (n,)), IndexError),
    "index_put": (_index_put, lambda n: torch.randn(10), lambda n: torch.randperm(10)[:n], IndexError),
    "scatter_add": (_scatter_add, lambda n: torch.randn(n, 4), lambda n: torch.randint(0, 4, (n, 2)), RuntimeError),
    "index_put_padded_self": (_index_put_padded_self, lambda n: torch.randn(n), lambda n: torch.tensor([-1, 0, 1]), IndexError),
    "gather_padded_self": (_gather_padded_self, lambda n: torch.randn(n), lambda n: torch.randint(0, n, (n,)), RuntimeError),
}


def _run_bucketed(name):
    """The op compiled with dynamic sizes at three lengths (two of them padded to a bucket),
    each compared with CPU; returns the compiled function."""
    fn, table, index, _ = _BOUNDED[name]
    c = torch.compile(fn, backend="tpu", dynamic=True)
    before = torch_pjrt.metrics()["dynamic_buckets"]
    for n in (5, 7, 6):
        torch.manual_seed(n)
        x, i = table(n), index(n)
        xd = x.to(DEV)
        if name == "embedding":
            torch._dynamo.mark_static(xd)  # a padded weight is refused (runs at exact sizes)
        torch.testing.assert_close(c(xd, i.to(DEV)).cpu(), fn(x, i), equal_nan=True)
    assert torch_pjrt.metrics()["dynamic_buckets"] > before, "the graph did not run bucketed"
    return c


@pytest.mark.parametrize("name", sorted(_BOUNDED))
def test_padded_graph_index_ops_equal_cpu(name):
    """Index ops in a bucketed graph: filler masked, real indices read as unpadded (~1 s each)."""
    _run_bucketed(name)


@pytest.mark.parametrize("name", sorted(_BOUNDED))
def test_padded_graph_out_of_range_index_raises(name):
    """An out-of-range index in a bucketed graph raises what CPU raises (~1 s each)."""
    fn, table, index, error = _BOUNDED[name]
    c = _run_bucketed(name)
    x, i = table(6), index(6)
    i[2] = {"gather_padded_self": 6, "scatter_add": 4}.get(name, 10)
    with pytest.raises(error):
        fn(x, i)
    xd = x.to(DEV)
    if name == "embedding":
        torch._dynamo.mark_static(xd)
    with pytest.raises(error, match="index out of range"):
        c(xd, i.to(DEV)).cpu()
