"""Errors: one table (csrc/tpj_errors.def) decides the exception of every error kind,
eagerly (the builtin PyTorch raises on CPU) and on Python calls (a torch_pjrt.errors
class that subclasses that same builtin)."""

import os
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F

import torch_pjrt
from torch_pjrt import _native, errors

from helpers import DEV

# What PyTorch turns each c10 exception into (torch/csrc/Exceptions.h).
C10_TO_BUILTIN = {
    "Error": RuntimeError,
    "NotImplementedError": NotImplementedError,
    "ValueError": ValueError,
    "IndexError": IndexError,
    "TypeError": TypeError,
    "OutOfMemoryError": torch.OutOfMemoryError,
}


def raised_on(dev, fn):
    """The exception `fn(dev)` raises (it must raise)."""
    with pytest.raises(Exception) as info:
        fn(dev)
    return info.value


# ---- the table ------------------------------------------------------------------


def test_table_classes_exist_and_subclass_their_builtin():
    kinds = _native.ERROR_KINDS
    assert [k[0] for k in kinds] == list(range(1, len(kinds) + 1))
    for code, name, c10_error, py_class in kinds:
        cls = getattr(errors, py_class)
        assert issubclass(cls, errors.TorchPjrtError), name
        assert issubclass(cls, C10_TO_BUILTIN[c10_error]), (name, cls.__mro__)


def test_specific_classes_keep_their_builtins():
    assert issubclass(errors.InvalidSettingError, ValueError)
    assert issubclass(errors.DeviceIndexError, IndexError)
    assert issubclass(errors.DeviceOutOfMemoryError, torch.OutOfMemoryError)
    assert issubclass(errors.DeviceOutOfMemoryError, MemoryError)  # as before torch.OutOfMemoryError
    assert issubclass(errors.NotLoweredError, NotImplementedError)
    for cls in (errors.PluginNotFoundError, errors.PluginLoadError, errors.NoDeviceError):
        assert issubclass(cls, errors.TorchPjrtError) and issubclass(cls, RuntimeError)


# ---- eager ops: the builtin PyTorch raises on CPU, and the op named --------------


@pytest.mark.parametrize(
    "op, fn",
    [
        # LowerError::Index
        ("aten::index", lambda d: torch.ops.aten.index.Tensor(torch.randn(3, device=d), [torch.tensor([0, 1], device=d)] * 2)),
        ("aten::amax", lambda d: torch.empty(0, 3, device=d).amax(0)),
        ("aten::median", lambda d: torch.empty(0, 3, device=d).median(0)),
        # LowerError::Value (nll_loss_forward itself; F.nll_loss checks the batch size first)
        ("aten::nll_loss_forward", lambda d: F.nll_loss(torch.randn(3, 4, device=d), torch.zeros(2, dtype=torch.long, device=d))),
        # LowerError::Invalid (RuntimeError on CPU too)
        ("aten::kthvalue", lambda d: torch.randn(5, device=d).kthvalue(10)),
        ("aten::div", lambda d: torch.div(torch.ones(2, device=d), torch.ones(2, device=d), rounding_mode="bad")),
        ("aten::gather", lambda d: torch.gather(torch.randn(3, 4, device=d), 1, torch.zeros(3, 2, device=d))),
    ],
)
def test_eager_op_error_is_the_cpu_builtin(op, fn):
    want = raised_on("cpu", fn)
    got = raised_on(DEV, fn)
    assert type(got) is type(want), (got, want)
    # The CPU's own words, with the op in front where the lowering raised it.
    assert str(want).splitlines()[0] in str(got)
    if op != "aten::nll_loss_forward":  # F.nll_loss raises before dispatch, on both devices
        assert op in str(got), got


def test_eager_refusal_is_not_implemented_under_strict():
    # eigh is lowered up to 16x16; bigger is a refusal: a CPU fallback, an error when strict.
    with pytest.raises(NotImplementedError, match="eigh"):
        torch.linalg.eigh(torch.randn(20, 20, device=DEV))


# ---- Python calls: the torch_pjrt.errors class of the same kind ----------------


def _graph(inputs, op=None, outputs=None):
    """A compiled-graph description as torch_pjrt.dynamo.describe makes it."""
    nodes = [("tensor", f"torch.{dt}", dims, True, 0) for dt, dims in inputs] + ([op] if op else [])
    return _native.FxGraphData(nodes, outputs or [("node", len(nodes) - 1)])


def test_graph_lowering_error_is_a_value_error():
    op = ("op", "aten::nll_loss_forward",
          [("self", "Tensor", ("node", 0)), ("target", "Tensor", ("node", 1)), ("weight", "Optional[Tensor]", None),
           ("reduction", "int", 1), ("ignore_index", "int", -100)], [], [None, None], [None, None])
    with pytest.raises(errors.OpValueError, match="aten::nll_loss_forward: Expected input batch_size") as info:
        _graph([("float32", [3, 4]), ("int64", [2])], op).compile()
    assert isinstance(info.value, ValueError)


def test_graph_index_error_is_an_index_error():
    op = ("op", "aten::amax", [("self", "Tensor", ("node", 0)), ("dim", "List[int]", [0]), ("keepdim", "bool", False)],
          [], [None], [None])
    with pytest.raises(errors.OpIndexError, match="amax") as info:
        _graph([("float32", [0, 3])], op).compile()
    assert isinstance(info.value, IndexError)


def test_graph_unsupported_dtype_is_not_lowered():
    # complex32 (half parts) has no device dtype; complex64 and complex128 do.
    with pytest.raises(errors.NotLoweredError, match="complex32") as info:
        _graph([("complex32", [2])])
    assert isinstance(info.value, NotImplementedError)


def test_graph_of_an_unknown_schema_type_is_not_lowered():
    op = ("op", "aten::foo", [("self", "Dict[str, t]", ("node", 0))], [], [None], [None])
    with pytest.raises(errors.NotLoweredError, match=r"schema type Dict\[str, t\] is not supported"):
        _graph([("float32", [2])], op)


def test_device_index_error():
    with pytest.raises(errors.DeviceIndexError, match="out of range") as info:
        _native.device_info(torch.tpu.device_count())
    assert isinstance(info.value, IndexError)


def test_invalid_plugin_setting_is_a_value_error():
    code = (
        "import torch_pjrt\n"
        "try:\n  torch_pjrt.init(plugin='nope')\n"
        "except ValueError as e:\n  print(type(e).__name__, isinstance(e, torch_pjrt.errors.TorchPjrtError), e)\n"
    )
    env = dict(os.environ, TORCH_PJRT_PLUGIN="nope", TORCH_DEVICE_BACKEND_AUTOLOAD="0")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("InvalidSettingError True invalid value \"nope\""), r.stdout + r.stderr


# ---- a lowering's refusal inside a compiled graph: as in eager -----------------


@pytest.mark.allow_fallback
@pytest.mark.parametrize("dynamic", [False, True])
def test_compiled_refusal_runs_the_graph_eagerly_and_counts_it(dynamic):
    import torch._dynamo

    torch._dynamo.reset()
    f = torch.compile(lambda t: torch.igamma(t * 2, t) + 1, backend="tpu", dynamic=dynamic)
    before = torch_pjrt.metrics()
    with pytest.warns(RuntimeWarning, match="running a graph eagerly"):
        for n in (10, 12):
            x = torch.rand(n)
            got = f(x.to(DEV))
            torch.testing.assert_close(got.cpu(), torch.igamma(x * 2, x) + 1)
    after = torch_pjrt.metrics()
    assert after["eager_graphs"] > before["eager_graphs"], after
    count = lambda m: sum(v for k, v in m["fallbacks"].items() if k.startswith("aten::igamma"))
    assert count(after) > count(before), after


@pytest.mark.parametrize("dynamic", [False, True])
def test_compiled_refusal_is_not_lowered_under_strict(dynamic):
    import torch._dynamo

    torch._dynamo.reset()
    f = torch.compile(lambda t: torch.igamma(t * 3, t), backend="tpu", dynamic=dynamic)
    with pytest.raises(NotImplementedError, match="aten::igamma"):
        f(torch.rand(10, device=DEV))
        f(torch.rand(12, device=DEV))


@pytest.mark.parametrize("dynamic", [False, True])
def test_compiled_refusal_before_lowering_is_not_lowered_under_strict(dynamic):
    # Refused while the graph is described (a higher-order op's subgraph), not by a lowering:
    # the same class, naming what it refuses, and not Dynamo's BackendCompilerFailed around a private one.
    import torch._dynamo

    torch._dynamo.reset()
    f = torch.compile(lambda t: torch.cond(t.sum() > 0, lambda x: x * 2, lambda x: x - 1, (t,)), backend="tpu",
                      dynamic=dynamic, fullgraph=True)
    for n in (3, 5):
        with pytest.raises(errors.NotLoweredError, match=r"true_graph_0 \(a subgraph cond reads\) is not compiled yet"):
            f(torch.ones(n, device=DEV))


# ---- events: their errors keep their kind ------------------------------------------


def test_recording_an_event_on_a_device_that_does_not_exist_is_an_index_error():
    n = torch.tpu.device_count()
    stream = torch.Stream(device=f"{DEV}:{n}")  # torch makes it without asking the backend
    with pytest.raises(IndexError, match="out of range"):
        torch.tpu.Event().record(stream)
    with pytest.raises(IndexError, match="out of range"):
        stream.query()


def test_an_event_synchronize_raises_a_device_check_as_an_index_error():
    x = torch.randn(4, 3, device=DEV)
    x.index_select(0, torch.tensor([1, 7], device=DEV))
    e = torch.tpu.Event()
    e.record()
    with pytest.raises(IndexError, match="aten::index_select") as info:
        e.synchronize()
    assert not isinstance(info.value, NotImplementedError)
    torch.tpu.synchronize()  # reported once: nothing left pending


# ---- indices only the device sees ------------------------------------------------
#
# An index out of range raises IndexError on the CPU at the op; CUDA asserts on the device
# and raises at the next synchronisation. The device checks too (an XLA gather would read a
# clamped or filled value, a scatter drop the write) and raises at the next read-back or
# synchronize: never a wrong answer.

OUT_OF_RANGE = {
    "index_select": (lambda x, d: x.index_select(0, torch.tensor([1, 4], device=d)), "aten::index_select", "[0, 4)"),
    "gather": (lambda x, d: x.gather(1, torch.tensor([[0], [3], [1], [2]], device=d)), "aten::gather", "[0, 3)"),
    "scatter_": (lambda x, d: x.clone().scatter_(0, torch.tensor([[5, 0, 0]], device=d), 1.0), "aten::scatter", "[0, 4)"),
    "embedding": (lambda x, d: F.embedding(torch.tensor([[0, 9]], device=d), x), "aten::embedding", "[0, 4)"),
    "x[idx]": (lambda x, d: x[torch.tensor([0, -5], device=d)], "aten::index", "[-4, 4)"),
    "x[idx] = v": (lambda x, d: x.clone().index_put_((torch.tensor([4], device=d),), torch.tensor(1.0, device=d)), "aten::index_put", "[-4, 4)"),
    "take": (lambda x, d: x.take(torch.tensor([12], device=d)), "aten::take", "[-12, 12)"),
    "cross_entropy": (lambda x, d: F.cross_entropy(x, torch.tensor([0, 1, 3, 2], device=d)), "aten::nll_loss", "[0, 3)"),
    "multilabel_margin_loss": (lambda x, d: F.multilabel_margin_loss(x, torch.tensor([[0, 3, -1]] * 4, device=d)), "aten::multilabel_margin_loss", "[0, 3)"),
}


@pytest.mark.parametrize("name", sorted(OUT_OF_RANGE))
def test_an_index_out_of_range_raises_index_error_at_the_next_read(name):
    fn, op, valid = OUT_OF_RANGE[name]
    x = torch.randn(4, 3)
    # IndexError, or RuntimeError for gather, scatter and multilabel_margin_loss.
    with pytest.raises((IndexError, RuntimeError)) as on_cpu:
        fn(x, "cpu")
    # On the device the op is queued; reading any result back raises the CPU's builtin.
    r = fn(x.to(DEV), DEV)
    with pytest.raises(type(on_cpu.value)) as info:
        r.cpu()
    msg = str(info.value)
    assert op in msg and "index out of range" in msg and valid in msg and "float32" in msg, msg
    # Nothing is left behind: the device goes on, and the same op in range agrees with the CPU.
    assert torch_pjrt._native.checks_pending() == 0
    y = x.to(DEV)
    torch.testing.assert_close((y * 2).cpu(), x * 2)


def test_a_failed_check_raises_device_check_error_at_synchronize():
    x = torch.randn(4, 3, device=DEV)
    x.index_select(0, torch.tensor([7], device=DEV))  # the result is never read
    with pytest.raises(errors.DeviceCheckError) as info:
        torch.tpu.synchronize()
    assert isinstance(info.value, IndexError) and "saw indices from 7 to 7" in str(info.value)
    torch.tpu.synchronize()  # reported once


def test_an_index_the_graph_builds_in_range_is_not_checked_on_the_device():
    # Positions from an arange index a table the graph knows the size of: the check would
    # always pass, so it is not built (crates/stablehlo/src/range.rs); one from outside is.
    import torch._dynamo

    table = torch.randn(8, 3)
    dev_table = table.to(DEV)

    def positions(t, n):
        return t[torch.arange(2, 2 + 2 * n, 2, device=t.device)] * 2

    def gathered(t, i):
        return t[i] * 2

    torch._dynamo.reset()
    torch.tpu.synchronize()
    got = torch.compile(positions, backend="tpu")(dev_table, 3)
    assert torch_pjrt._native.checks_pending() == 0
    torch.testing.assert_close(got.cpu(), positions(table, 3))
    idx = torch.tensor([1, 7, 0])
    got = torch.compile(gathered, backend="tpu")(dev_table, idx.to(DEV))
    assert torch_pjrt._native.checks_pending() > 0
    torch.testing.assert_close(got.cpu(), gathered(table, idx))
    # Past the table, the same arange stays checked and raises.
    torch._dynamo.reset()
    torch.compile(positions, backend="tpu")(dev_table, 4)  # 2, 4, 6, 8: 8 is out of range
    with pytest.raises(IndexError, match="saw indices from 2 to 8"):
        torch.tpu.synchronize()


@pytest.mark.parametrize("idx, seen", [([3, 9, -2, 0], "-2 to 9"), ([-2**63, 1], f"{-2**63} to 1"),
                                       ([2, 2**63 - 1], f"2 to {2**63 - 1}")])
def test_a_failed_check_reports_the_smallest_and_largest_index(idx, seen):
    # One reduction finds both (max over the index and its bitwise not): the extremes of int64
    # must come out exact.
    x = torch.randn(4, 3, device=DEV)
    x.index_select(0, torch.tensor(idx, device=DEV))
    with pytest.raises(errors.DeviceCheckError, match=f"saw indices from {seen}"):
        torch.tpu.synchronize()


def test_indices_in_range_pass_the_checks():
    x = torch.randn(4, 3)
    y = x.to(DEV)
    idx = torch.tensor([3, -4, 0])
    torch.testing.assert_close(y[idx.to(DEV)].cpu(), x[idx])
    t = torch.tensor([0, 2, -100, 1])  # ignore_index is not a class
    torch.testing.assert_close(F.cross_entropy(y, t.to(DEV)).cpu(), F.cross_entropy(x, t))
    torch.testing.assert_close(y.take(torch.tensor([-12, 11], device=DEV)).cpu(), x.take(torch.tensor([-12, 11])))
    torch.tpu.synchronize()
    assert torch_pjrt._native.checks_pending() == 0


def test_a_compiled_graph_checks_its_indices_too():
    def f(x, i, t):
        return x[i].sum() + F.cross_entropy(x, t)

    g = torch.compile(f, backend="tpu")
    x = torch.randn(4, 3)
    i, t = torch.tensor([0, 3]), torch.tensor([0, 1, 2, 1])
    torch.testing.assert_close(g(x.to(DEV), i.to(DEV), t.to(DEV)).cpu(), f(x, i, t))
    # In a graph cross_entropy is decomposed: the gather of the target's class checks it, and
    # raises RuntimeError as gather does (and as Inductor's index checks do).
    with pytest.raises(RuntimeError, match=r"aten::gather: index out of range .* from 0 to 7"):
        g(x.to(DEV), i.to(DEV), torch.tensor([0, 1, 7, 1], device=DEV)).cpu()
    with pytest.raises(IndexError, match=r"aten::index.Tensor: index out of range .*\[-4, 4\)"):
        g(x.to(DEV), torch.tensor([4, 0], device=DEV), t.to(DEV)).cpu()
