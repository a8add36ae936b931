"""Helpers for comparing ops on the PJRT device with PyTorch on CPU."""

import types

import pytest
import torch
import torch_pjrt

DEV = torch_pjrt.device_name()


@pytest.fixture
def as_accelerator():
    """The device as torch's current accelerator for one test, as on a TPU or GPU (with the
    XLA CPU plugin alone it is not, unless TORCH_PJRT_ACCELERATOR=1: docs/distributed.md)."""
    before = torch_pjrt.is_accelerator()
    torch_pjrt.use_as_accelerator(True)
    try:
        yield
    finally:
        torch_pjrt.use_as_accelerator(before)


def to_dev(x, device=DEV):
    if isinstance(x, torch.Tensor):
        y = x.detach().to(device)
        return y.requires_grad_(x.requires_grad) if x.is_leaf and x.requires_grad else y
    if isinstance(x, (list, tuple)):
        return type(x)(to_dev(v, device) for v in x)
    if isinstance(x, dict):
        return {k: to_dev(v, device) for k, v in x.items()}
    return x


def to_cpu(x):
    if isinstance(x, torch.Tensor):
        return x.detach().cpu()
    if isinstance(x, (list, tuple)):
        return type(x)(to_cpu(v) for v in x)
    return x


def _tensors(x):
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _tensors(v)]
    return []


# Tests of what the eager kernels raise: under torch.compile, PyTorch's meta functions raise the
# same mistakes while Dynamo traces, before any lowering of ours sees the op.
EAGER_ERRORS = pytest.mark.modes("eager", reason="asserts the error our eager kernel raises; under torch.compile "
                                 "PyTorch's meta function raises it while tracing, before our lowering sees the op")


class Mode:
    """The mode `check` runs the device side in (``tests/ops/conftest.py`` sets it per test):
    ``eager``; ``compiled`` (``torch.compile(backend=DEV, fullgraph=True)`` from a fresh Dynamo);
    ``bucketed`` (the same with ``dynamic=True``, run at the given sizes and then again with the
    sizes shrunk, so the second run is padded to a bucket). ``checks`` counts the comparisons made
    in that mode, ``padded`` the bucketed runs that ran padded."""

    name = "eager"
    checks = 0
    padded = 0
    # Bucketed: the dim of the first tensor argument whose size varies (None: every size >= 3).
    vary = None
    # Over the session, per mode: comparisons made (bucketed: and runs padded).
    totals = {}

    @classmethod
    def enter(cls, name):
        if cls.name != "eager":
            t = cls.totals.setdefault(cls.name, [0, 0])
            t[0] += cls.checks
            t[1] += cls.padded
        cls.name, cls.checks, cls.padded, cls.vary = name, 0, 0, None


def check(fn, *args, atol=None, rtol=None, grad=False, equal_nan=True, **kwargs):
    """Runs `fn` on CPU and on the device with the same inputs and compares the
    results (and, with grad=True, the gradients of every input that requires grad).
    The device side runs in the current :class:`Mode` (:func:`on_device`), the CPU side
    eagerly; in bucketed mode it runs again with every size shrunk (:func:`_shrunk`).

    Example::

        check(torch.add, torch.randn(3), torch.randn(3), alpha=2)
    """
    tol = dict(atol=atol, rtol=rtol, grad=grad, equal_nan=equal_nan)
    dev_fn = on_device(fn)
    got = _compare(fn, dev_fn, args, kwargs, **tol)
    if Mode.name == "bucketed":
        shrunk = _shrunk(args, Mode.vary)
        if shrunk is not None:
            _compare(fn, dev_fn, shrunk, kwargs, **tol)
    return got


def on_device(fn):
    """`fn` as the current :class:`Mode` runs it on the device: itself in eager mode; else
    through ``torch.compile(backend=DEV, fullgraph=True)`` from a fresh Dynamo
    (``dynamic=True`` when bucketed), each call asserting that a graph went through the
    backend (bucketed: that it bucketed, not compiled per exact size)."""
    if Mode.name == "eager":
        return fn

    compiled = torch.compile(_body(fn), backend=DEV, fullgraph=True, dynamic=Mode.name == "bucketed")
    calls = []

    def run(*args, **kwargs):
        Mode.checks += 1
        before = torch_pjrt.metrics()
        fallbacks = len(before["dynamic_fallbacks"])  # the list itself grows in place
        out = compiled(*args, **kwargs)
        after = torch_pjrt.metrics()
        if not calls:
            # A graph of data-dependent ops (nonzero, unique) is cut at them, and they run as in
            # eager between its compiled pieces: none may be left to compile.
            assert (after["graphs_compiled"] > before["graphs_compiled"]
                    or after["cut_graphs"] > before["cut_graphs"]), "no graph went through the backend"
        if Mode.name == "bucketed":
            fell_back = after["dynamic_fallbacks"][fallbacks:]
            assert not fell_back, f"the graph did not bucket: {fell_back}"
            # Sizes pad once they vary: a later call at new sizes that compiled a bucket ran padded.
            if calls and after["dynamic_buckets"] > before["dynamic_buckets"]:
                Mode.padded += 1
        calls.append(1)
        return out

    return run


def _body(fn):
    """`fn` inside a function with a code object of its own: Dynamo keeps its cache on the code
    object, so each comparison compiles from nothing (a lambda's code is shared by every pass of
    a loop over dtypes, which would run into the recompile limit) without a reset of all of
    Dynamo each time (the mode fixture resets once per test)."""

    def body(*a, **k):
        return fn(*a, **k)

    return types.FunctionType(body.__code__.replace(), body.__globals__, body.__name__, None, body.__closure__)


def _shrunk(args, vary=None):
    """`args` with every size >= 3 of their tensors one smaller (sizes equal before stay equal,
    as Dynamo assumes of sizes it saw equal; none becomes a size another already has), or None
    where no size can shrink; with `vary`, only the size of that dim of the first tensor. Under
    ``dynamic=True`` a size pads once it varies: the second run of a bucketed check is the
    padded one."""
    tensors = _tensors(list(args))
    sizes = {d for t in tensors for d in t.shape}
    if vary is not None:
        sizes = {tensors[0].shape[vary]} if tensors and tensors[0].dim() > vary else set()
    # All move together, so only a 3 can meet a size that stays (2; 0 and 1 Dynamo specialises).
    new = {s: s - 1 for s in sizes if s >= 3 and not (s == 3 and 2 in sizes)}
    if not new:
        return None

    def shrink(x):
        if isinstance(x, (list, tuple)):
            return type(x)(shrink(v) for v in x)
        if not isinstance(x, torch.Tensor):
            return x
        t = x.detach()
        for dim, s in enumerate(t.shape):
            if s in new:
                t = t.narrow(dim, 0, new[s])
        return t.clone().requires_grad_(x.requires_grad)

    return shrink(list(args))


def _compare(cpu_fn, dev_fn, args, kwargs, atol, rtol, grad, equal_nan):
    cpu_args = [a.detach().clone().requires_grad_(a.requires_grad) if isinstance(a, torch.Tensor) else a for a in args]
    dev_args = [to_dev(a) for a in cpu_args]
    want = cpu_fn(*cpu_args, **kwargs)
    got = dev_fn(*dev_args, **kwargs)
    for w, g in zip(_tensors(want), _tensors(got)):
        assert g.device.type == DEV, f"result on {g.device}, expected {DEV}"
        assert g.dtype == w.dtype, f"dtype {g.dtype} != CPU's {w.dtype}"
        torch.testing.assert_close(g.cpu(), w.detach(), atol=atol, rtol=rtol, equal_nan=equal_nan)
    if grad:
        outs_w = [t for t in _tensors(want) if t.requires_grad]
        outs_g = [t for t in _tensors(got) if t.requires_grad]
        gen = torch.Generator().manual_seed(0)
        seeds = [torch.randn(t.shape, generator=gen, dtype=t.dtype) for t in outs_w]
        sum(((t * s).sum() for t, s in zip(outs_w, seeds)), torch.zeros(())).backward()
        sum(((t * s.to(DEV)).sum() for t, s in zip(outs_g, seeds)), torch.zeros((), device=DEV)).backward()
        for a, b in zip(cpu_args, dev_args):
            if isinstance(a, torch.Tensor) and a.requires_grad:
                assert b.grad is not None, "no gradient on the device input"
                torch.testing.assert_close(b.grad.cpu(), a.grad, atol=atol, rtol=rtol)
    return got


def assert_optimizers_match(cpu_model, dev_model, opt_cpu, opt_dev, rtol=1e-5, atol=1e-6):
    """The device model's parameters and its optimizer's state equal the CPU's."""
    for pc, pd in zip(cpu_model.parameters(), dev_model.parameters()):
        assert pd.device.type == DEV
        torch.testing.assert_close(pd.detach().cpu(), pc.detach(), rtol=rtol, atol=atol)
    for sc, sd in zip(opt_cpu.state.values(), opt_dev.state.values()):
        for k, v in sc.items():
            if isinstance(v, torch.Tensor):
                torch.testing.assert_close(sd[k].cpu(), v, rtol=rtol, atol=atol)
