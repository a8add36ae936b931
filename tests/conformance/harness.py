"""One OpInfo conformance case: an `op_db` entry, a dtype and a kind (forward or gradient, eager
or under ``torch.compile``), run on the PJRT device and compared with the same op on the CPU.

Both `test_opinfo.py` (pytest, through PyTorch's device-generic machinery) and the crash-isolated
sweep driver (`tools/conformance.py`) call :func:`run_case`, so a case means the same in both.

A case passes when every sample passes: the samples come from ``op.sample_inputs("cpu", dtype)``
(seeded), are copied to the device, the op runs on both and every result must be on the device,
have the CPU's dtype and shape, and match within tolerance. Gradient cases seed the differentiable
outputs with fixed cotangents and compare ``torch.autograd.grad`` for every input that requires
grad. The first failing sample ends the case (its index and error are reported).

The compiled kinds run the same samples through ``torch.compile(backend="tpu", fullgraph=True)``
(float32; gradients through the forward and backward graphs AOTAutograd makes of it) and compare
with CPU eager the same way. Dynamo is reset before every sample, so each compiles at its own
static shapes rather than recompiling (and, past Dynamo's recompile limit, silently running
eagerly); a sample counts only if at least one graph went through our backend, and a graph break
is a failure with Dynamo's reason. Each compiled sample costs a trace and an XLA compile: only
the first :data:`COMPILED_SAMPLES` that the CPU accepts run.

Import torch_pjrt before this module: PyTorch's test framework reads the device list on import.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import re
import time

import torch
import torch_pjrt  # noqa: F401  (registers the device before torch.testing._internal is imported)
from torch.testing._internal.common_device_type import toleranceOverride
from torch.testing._internal import common_methods_invocations
from torch.testing._internal.common_methods_invocations import op_db
from torch.testing._internal.common_utils import TestCase
from torch.testing._internal.opinfo.core import DecorateInfo
from torch.utils import _pytree as pytree

from . import expected_failures as xf

DEV = torch_pjrt.device_name()

#: The dtypes swept, in report-column order. float32 is tried for every entry that declares it.
DTYPES = (torch.float32, torch.bfloat16, torch.float16, torch.int64, torch.int32, torch.bool, torch.complex64)
DTYPE_NAMES = {d: str(d).removeprefix("torch.") for d in DTYPES}
NAME_DTYPES = {v: k for k, v in DTYPE_NAMES.items()}

#: Kinds of case: the forward pass, and gradients (float32 only) for differentiable entries; each
#: eagerly and under torch.compile.
FORWARD, GRAD = "forward", "grad"
COMPILED, COMPILED_GRAD = "compiled", "compiled_grad"
KINDS = (FORWARD, GRAD, COMPILED, COMPILED_GRAD)
GRAD_DTYPES = (torch.float32,)
COMPILED_DTYPES = (torch.float32,)
#: Samples per compiled case (each is traced and compiled from scratch).
COMPILED_SAMPLES = 4

#: Default (atol, rtol) when the OpInfo declares no looser tolerance for the dtype. PyTorch
#: compares CPU with CUDA at 1e-3/1e-3 (`test_compare_cpu`); we are stricter: float32 results may
#: differ by reduction order and XLA's transcendental approximations (sample values reach ±9, so a
#: sum of products carries ~1e-5 absolute error), half types by one or two units in the last place.
DEFAULT_TOL = {
    torch.float32: (1e-4, 1e-4),
    torch.complex64: (1e-4, 1e-4),
    torch.complex128: (1e-7, 1e-7),  # results of `dtype=torch.complex128` samples
    torch.bfloat16: (1e-2, 1.6e-2),
    torch.float16: (1e-3, 2e-3),
    torch.float64: (1e-7, 1e-7),  # results of integer inputs or `dtype=torch.float64` (PyTorch's default)
}
#: Gradients go through more operations, in a different order: PyTorch's cross-device tolerance.
GRAD_TOL = {torch.float32: (1e-3, 1e-3)}

OPS_BY_NAME = {op.full_name: op for op in op_db}


@dataclasses.dataclass
class Outcome:
    """The result of one case. ``status``: pass | fail | crash | timeout | xfail | xpass | skip."""

    op: str
    dtype: str
    kind: str
    status: str
    message: str = ""
    samples: int = 0  # samples that passed
    sample: int | None = None  # index of the failing sample
    note: str = ""
    seconds: float = 0.0

    def to_json(self):
        return dataclasses.asdict(self)


def case_id(op_name, dtype_name, kind):
    return f"{op_name}|{dtype_name}|{kind}"


def parse_case_id(cid):
    op, dtype, kind = cid.split("|")
    return op, dtype, kind


def declared_dtypes(op):
    """The tested dtypes the OpInfo declares for the CPU (our reference)."""
    return [d for d in DTYPES if d in op.supported_dtypes("cpu")]


def cases_for(op):
    """Every case of one op_db entry: (dtype name, kind) pairs, forward first, compiled last."""
    declared = declared_dtypes(op)
    out = [(DTYPE_NAMES[d], FORWARD) for d in declared]
    grad = []
    if op.supports_autograd:
        bw = op.supported_backward_dtypes("cpu")
        grad = [d for d in GRAD_DTYPES if d in bw and d in op.supported_dtypes("cpu")]
    out += [(DTYPE_NAMES[d], GRAD) for d in grad]
    out += [(DTYPE_NAMES[d], COMPILED) for d in COMPILED_DTYPES if d in declared]
    out += [(DTYPE_NAMES[d], COMPILED_GRAD) for d in COMPILED_DTYPES if d in grad]
    return out


def is_grad(kind):
    return kind in (GRAD, COMPILED_GRAD)


def all_cases(ops=None):
    """All case ids of the sweep, in op_db order."""
    ops = op_db if ops is None else ops
    return [case_id(op.full_name, d, k) for op in ops for d, k in cases_for(op)]


# --- tolerances -------------------------------------------------------------------------------


def _tolerance_overrides(op):
    """(atol, rtol) per dtype from the OpInfo's toleranceOverride decorators (any test, any
    device): the loosest tolerance PyTorch itself accepts for this op and dtype."""
    found = {}

    def visit(dec, dtypes=None):
        if isinstance(dec, toleranceOverride):
            for dt, t in dec.d.items():
                if dtypes is not None and dt not in dtypes:
                    continue
                a, r = found.get(dt, (0.0, 0.0))
                found[dt] = (max(a, t.atol), max(r, t.rtol))

    for d in op.decorators:
        if isinstance(d, DecorateInfo):
            for dd in d.decorators:
                visit(dd, d.dtypes)
        else:
            visit(d)
    return found


def tolerance(op, dtype, kind):
    base = (GRAD_TOL if is_grad(kind) else DEFAULT_TOL).get(dtype, DEFAULT_TOL.get(dtype, (0.0, 0.0)))
    over = _tolerance_overrides(op).get(dtype)
    if over is None:
        return base
    return max(base[0], over[0]), max(base[1], over[1])


def nondeterministic(op):
    """Whether the OpInfo marks the op's output as nondeterministic (random ops, `empty`):
    its values cannot be compared with the CPU, only its shape, dtype and device."""
    if op.full_name in xf.RANDOM:
        return True
    if op.full_name in xf.SAMPLE_RANDOM:
        return False  # decided per sample
    for d in op.decorators:
        if not isinstance(d, DecorateInfo) or d.test_name != "test_compare_cpu":
            continue
        for dd in d.decorators:
            reason = getattr(dd, "__unittest_skip_why__", None)
            if reason is None:
                # unittest.skip(reason) returns a decorator closure; its reason lives in a cell.
                cells = getattr(dd, "__closure__", None) or ()
                reason = " ".join(str(c.cell_contents) for c in cells if isinstance(c.cell_contents, str))
            if re.search(r"non-?determinis|random", reason or "", re.I):
                return True
    return False


# --- moving samples ---------------------------------------------------------------------------


def _transfer(x):
    """Copies a CPU tensor to the device keeping its layout: the whole storage is copied and the
    same (sizes, strides, offset) view is taken of it, so non-contiguous and partial-view samples
    stay non-contiguous and partial on the device."""
    n = x.untyped_storage().nbytes() // x.element_size() if x.element_size() else 0
    if x.is_contiguous() and x.storage_offset() == 0 and n == x.numel():
        return x.detach().to(DEV)
    flat = torch.as_strided(x.detach(), (n,), (1,), 0)
    return flat.to(DEV).as_strided(x.size(), x.stride(), x.storage_offset())


def _to_device(x, requires_grad_leaves):
    """Copies a sample's tree to the device: tensors (as leaves that require grad where the CPU
    sample does), `device=` arguments naming the CPU."""
    if isinstance(x, torch.Tensor):
        y = _transfer(x)
        return y.detach().requires_grad_() if requires_grad_leaves and x.requires_grad else y
    if isinstance(x, torch.device) and x.type == "cpu":
        return torch.device(DEV)
    if isinstance(x, (list, tuple)):
        return type(x)(_to_device(v, requires_grad_leaves) for v in x) if not hasattr(x, "_fields") else x
    if isinstance(x, dict):
        return {k: DEV if k == "device" and v == "cpu" else _to_device(v, requires_grad_leaves) for k, v in x.items()}
    return x


def _args_to_device(op, args, requires_grad_leaves):
    keep = xf.KEEP_ON_CPU.get(op.name, ())
    return tuple(a if i in keep else _to_device(a, requires_grad_leaves) for i, a in enumerate(args))


def _names_device(x):
    """Whether a device sample holds a device tensor or names the device."""
    if isinstance(x, torch.Tensor):
        return x.device.type == DEV
    if isinstance(x, (torch.device, str)):
        return str(x).split(":")[0] == DEV
    if isinstance(x, (list, tuple)):
        return any(_names_device(v) for v in x)
    if isinstance(x, dict):
        return any(_names_device(v) for v in x.values())
    return False


def _cpu_leaves(x):
    """Makes every tensor that requires grad a CPU leaf with the same layout (so both sides
    differentiate the same leaves)."""
    if isinstance(x, torch.Tensor):
        return x.detach().requires_grad_() if x.requires_grad else x
    if isinstance(x, (list, tuple)) and not hasattr(x, "_fields"):
        return type(x)(_cpu_leaves(v) for v in x)
    if isinstance(x, dict):
        return {k: _cpu_leaves(v) for k, v in x.items()}
    return x


def _call(op, sample):
    return op(sample.input, *sample.args, **sample.kwargs)


def _tensors(tree):
    return [t for t in pytree.tree_leaves(tree) if isinstance(t, torch.Tensor)]


class _Compare(TestCase):
    """PyTorch's own `assertEqual` (numbers, tensors, sequences, named tuples, NaNs)."""

    def runTest(self):  # pragma: no cover - never run
        pass


_cmp = _Compare()


class CaseFailure(AssertionError):
    pass


def _check_devices(got, want, on_device):
    for g, w in zip(pytree.tree_leaves(got), pytree.tree_leaves(want)):
        if isinstance(w, torch.Tensor):
            if not isinstance(g, torch.Tensor):
                raise CaseFailure(f"result is {type(g).__name__}, CPU returns a tensor")
            if on_device and g.device.type != DEV:
                raise CaseFailure(f"result on {g.device}, expected {DEV}")


def _compare(got, want, tol, case_dtype, values=True, on_device=True):
    """Compares result trees leaf by leaf; `tol(dtype)` gives (atol, rtol) for a result dtype (an
    integer op can return floats: `sin` of int64 is float32 and is compared as float32)."""
    _check_devices(got, want, on_device)
    got = pytree.tree_map(lambda t: t.detach().cpu() if isinstance(t, torch.Tensor) else t, got)
    want = pytree.tree_map(lambda t: t.detach() if isinstance(t, torch.Tensor) else t, want)
    if not values:  # shapes and dtypes only
        got = pytree.tree_map(lambda t: (t.shape, t.dtype) if isinstance(t, torch.Tensor) else type(t), got)
        want = pytree.tree_map(lambda t: (t.shape, t.dtype) if isinstance(t, torch.Tensor) else type(t), want)
        _cmp.assertEqual(got, want)
        return
    gl, wl = pytree.tree_leaves(got), pytree.tree_leaves(want)
    if len(gl) != len(wl):
        raise CaseFailure(f"{len(gl)} results on the device, {len(wl)} on the CPU")
    for g, w in zip(gl, wl):
        d = w.dtype if isinstance(w, torch.Tensor) else (case_dtype if isinstance(w, (float, complex)) else None)
        atol, rtol = tol(d) if d is not None and (d.is_floating_point or d.is_complex) else (0.0, 0.0)
        _cmp.assertEqual(g, w, atol=atol, rtol=rtol, equal_nan=True, exact_device=False)


def _seed():
    torch.manual_seed(0)


def _samples(op, dtype, requires_grad):
    _seed()
    return list(op.sample_inputs("cpu", dtype, requires_grad=requires_grad))


def _forward_sample(op, sample, tol, dtype, values, run=None):
    try:
        want = sample.output_process_fn_grad(_call(op, sample))
    except Exception:  # noqa: BLE001 - a sample the CPU itself rejects says nothing about us
        return False
    dev_sample = type(sample)(
        _to_device(sample.input, False),
        args=_args_to_device(op, sample.args, False),
        kwargs=_to_device(sample.kwargs, False),
        output_process_fn_grad=sample.output_process_fn_grad,
    )
    got = sample.output_process_fn_grad(run(op, dev_sample.input, dev_sample.args, dev_sample.kwargs) if run else _call(op, dev_sample))
    # Results must be on the device when the sample involves it (a factory op called without
    # `device=`, or `x.to("cpu")`, rightly returns CPU tensors).
    on_device = _names_device((dev_sample.input, dev_sample.args, dev_sample.kwargs)) and op.name not in xf.CPU_RESULT
    if op.name in xf.DECLARED_DTYPES:
        got = _as_declared(op, sample, got, want)
    _compare(got, want, tol, dtype, values, on_device)
    return True


def _as_declared(op, sample, got, want):
    """``got`` with each result whose dtype PyTorch declares differently off the CPU (the meta
    kernel's) checked against that declaration and cast to the CPU's dtype for the value comparison."""
    to_meta = lambda x: x.detach().to("meta") if isinstance(x, torch.Tensor) else x  # noqa: E731
    declared = pytree.tree_leaves(_call(op, type(sample)(pytree.tree_map(to_meta, sample.input),
                                                         args=pytree.tree_map(to_meta, sample.args),
                                                         kwargs=pytree.tree_map(to_meta, sample.kwargs))))
    leaves, spec = pytree.tree_flatten(got)
    out = []
    for g, w, d in zip(leaves, pytree.tree_leaves(want), declared):
        if isinstance(g, torch.Tensor) and g.dtype != w.dtype:
            if g.dtype != d.dtype:
                raise CaseFailure(f"result dtype {g.dtype}: the CPU's is {w.dtype}, PyTorch declares {d.dtype} off the CPU")
            g = g.to(w.dtype)
        out.append(g)
    return pytree.tree_unflatten(out, spec)


def _grad_sample(op, sample, tol, dtype, values, run=None):
    cpu_in = (_cpu_leaves(sample.input), _cpu_leaves(sample.args), _cpu_leaves(sample.kwargs))
    leaves = [t for t in _tensors(cpu_in) if t.requires_grad]
    if not leaves:
        return False
    try:
        out = sample.output_process_fn_grad(op(cpu_in[0], *cpu_in[1], **cpu_in[2]))
    except Exception:  # noqa: BLE001
        return False
    outs = [t for t in _tensors(out) if t.requires_grad and (t.dtype.is_floating_point or t.dtype.is_complex)]
    if not outs:
        return False
    gen = torch.Generator().manual_seed(1)
    cots = [torch.randn(t.shape, generator=gen, dtype=t.dtype) for t in outs]
    want = torch.autograd.grad(outs, leaves, cots, allow_unused=True)

    dev_in = (_to_device(cpu_in[0], True), _args_to_device(op, cpu_in[1], True), _to_device(cpu_in[2], True))
    dev_leaves = [t for t in _tensors(dev_in) if t.requires_grad]
    dev_out = sample.output_process_fn_grad(run(op, *dev_in) if run else op(dev_in[0], *dev_in[1], **dev_in[2]))
    dev_outs = [t for t in _tensors(dev_out) if t.requires_grad and (t.dtype.is_floating_point or t.dtype.is_complex)]
    if len(dev_outs) != len(outs):
        raise CaseFailure(f"{len(dev_outs)} differentiable outputs on the device, {len(outs)} on the CPU")
    got = torch.autograd.grad(dev_outs, dev_leaves, [c.to(o.device) for c, o in zip(cots, dev_outs)], allow_unused=True)
    if run:
        run.after_backward()
    for i, (g, w) in enumerate(zip(got, want)):
        if g is None and w is None:
            continue
        if g is None or w is None:  # an unused input: None on one side must be zeros on the other
            t = w if g is None else g.cpu()
            if t.count_nonzero() == 0:
                continue
            raise CaseFailure(f"gradient of input {i} is None on {'the device' if g is None else 'the CPU'}")
        _compare(g, w, tol, dtype, values)
    return True


# --- compiled kinds -----------------------------------------------------------------------------


def compile_fn(fn):
    """How the compiled kinds compile a sample's call (a seam for the harness's own tests)."""
    return torch.compile(fn, backend=DEV, fullgraph=True)


def _graph_counts():
    m = torch_pjrt.metrics()
    # A graph of ops that run as themselves only (``nonzero``, a custom op) reached the backend too.
    return m["graphs_compiled"] + m.get("cut_graphs", 0), m.get("eager_graphs", 0)


class GraphBreak(CaseFailure):
    pass


def _calling(op):
    fn = op.op

    def call(inp, args, kwargs):
        return fn(inp, *args, **kwargs)

    return call


#: Prefixes a compiled failure that torch.compile shows without us: the sample fails the same
#: way compiled for the CPU with AOTAutograd and no backend of ours (`backend="aot_eager"`).
TORCH_TOO = "[aot_eager on the CPU fails too] "


def _fails_on_cpu(op, sample, grad):
    """Whether ``torch.compile(backend="aot_eager", fullgraph=True)`` raises for the sample on
    the CPU (forward, and with ``grad`` the backward too): Dynamo's and AOTAutograd's own limits
    (graph breaks, untraceable decompositions), not the backend's."""
    torch._dynamo.reset()
    inputs = (_cpu_leaves(sample.input), _cpu_leaves(sample.args), _cpu_leaves(sample.kwargs))
    try:
        with _unseeded():
            out = torch.compile(_calling(op), backend="aot_eager", fullgraph=True)(*inputs)
            if grad:
                outs = [t for t in _tensors(sample.output_process_fn_grad(out)) if t.requires_grad]
                leaves = [t for t in _tensors(inputs) if t.requires_grad]
                if outs and leaves:
                    torch.autograd.grad(outs, leaves, [torch.ones_like(t) for t in outs], allow_unused=True)
    except Exception:  # noqa: BLE001 - any failure is torch's here
        return True
    finally:
        torch._dynamo.reset()
    return False


@contextlib.contextmanager
def _unseeded():
    """OpInfo wraps random ops (and `item`) in ``wrapper_set_seed``, test scaffolding that
    re-seeds under ``freeze_rng_state`` (``no_dispatch``, which Dynamo cannot trace): under
    compile the op is called as itself (the harness seeds before every sample anyway)."""
    saved = common_methods_invocations.wrapper_set_seed
    common_methods_invocations.wrapper_set_seed = lambda op, *args, **kwargs: op(*args, **kwargs)
    try:
        yield
    finally:
        common_methods_invocations.wrapper_set_seed = saved


class _CompiledRun:
    """Calls the op under :func:`compile_fn` on a fresh Dynamo and checks that the call went
    through our backend: at least one graph compiled, none handed back to eager execution.

    Without the reset, a new shape (or a new Python scalar) would recompile, and past
    ``recompile_limit`` Dynamo runs the frame eagerly without a word; and whether a graph
    compiled is the only sign that the backend, not eager dispatch, produced the result."""

    def __call__(self, op, inp, args, kwargs):
        torch._dynamo.reset()
        self.before = _graph_counts()
        try:
            with _unseeded():
                out = compile_fn(_calling(op))(inp, args, kwargs)
        except torch._dynamo.exc.Unsupported as e:
            raise GraphBreak(f"graph break under fullgraph=True: {e}") from None
        self._check("forward")
        return out

    def after_backward(self):
        self._check("backward")

    def _check(self, stage):
        graphs, eager = (a - b for a, b in zip(_graph_counts(), self.before))
        if graphs == 0:
            raise CaseFailure(f"no graph reached the {DEV} backend ({stage}): the sample ran eagerly, not compiled")
        if eager:
            raise CaseFailure(f"{eager} graph(s) ran eagerly instead of compiled ({stage})")


def _describe(sample):
    s = repr(sample.summary()) if hasattr(sample, "summary") else repr(sample)
    return s if len(s) < 400 else s[:400] + "…"


def run_case(op_name, dtype_name, kind, max_samples=None):
    """Runs one case and returns its :class:`Outcome` (never raises for a failing op).

    Expected failures from :mod:`expected_failures` are applied here: a listed failure that
    fails is ``xfail``, one that passes is ``xpass``; not-applicable entries are ``skip``."""
    t0 = time.perf_counter()
    out = Outcome(op_name, dtype_name, kind, "pass")
    reason = xf.not_applicable(op_name, dtype_name, kind)
    if reason:
        out.status, out.message = "skip", reason
        return out
    op = OPS_BY_NAME[op_name]
    dtype = NAME_DTYPES[dtype_name]
    def tol(d):
        return tolerance(op, d, kind)

    values = not nondeterministic(op)
    if not values:
        out.note = "nondeterministic output: shape, dtype and device compared"
    prev = torch_pjrt._native.is_strict()
    torch_pjrt.set_strict(True)
    run = _CompiledRun() if kind in (COMPILED, COMPILED_GRAD) else None
    sample = None
    try:
        samples = _samples(op, dtype, is_grad(kind))
        if max_samples is not None:
            samples = samples[:max_samples]
        # Counted in samples that ran: leading samples the CPU rejects do not use up the budget.
        budget = COMPILED_SAMPLES if run is not None else len(samples)
        for i, sample in enumerate(samples):
            if out.samples >= budget:
                break
            out.sample = i
            _seed()
            random_sample = xf.SAMPLE_RANDOM.get(op.full_name, lambda _: False)(sample)
            if random_sample:
                out.note = "dropout samples: shape, dtype and device compared"
            check = _grad_sample if is_grad(kind) else _forward_sample
            ran = check(op, sample, tol, dtype, values and not random_sample, run)
            out.samples += int(ran)
        out.sample = None
        if out.samples == 0:
            out.status = "fail"
            out.message = "no sample ran (every sample was rejected by the CPU or had nothing to differentiate)"
    except Exception as e:  # noqa: BLE001 - every failure of the op is data
        out.status = "fail"
        msg = f"{type(e).__name__}: {e}".strip()
        out.message = msg if len(msg) < 2000 else msg[:2000] + "…"
        if sample is not None:
            out.note = (out.note + "; " if out.note else "") + "sample: " + _describe(sample)
        # A wrong value is ours to explain; an exception may be torch.compile's own.
        raised = isinstance(e, GraphBreak) or not isinstance(e, AssertionError)
        if run is not None and sample is not None and raised and _fails_on_cpu(op, sample, is_grad(kind)):
            out.message = TORCH_TOO + out.message
    finally:
        torch_pjrt.set_strict(prev)
        if run is not None:
            torch._dynamo.reset()  # the case's graphs and guards would only slow the next case
    expected = xf.expected_failure(op_name, dtype_name, kind)
    if expected:
        if out.status == "fail":
            out.status = "xfail"
            out.message = f"{expected} — {out.message}"
        else:
            out.status, out.message = "xpass", f"listed as expected failure ({expected}) but passes"
    out.seconds = round(time.perf_counter() - t0, 3)
    return out


def fallback_op(message):
    """The ATen op named by a strict-mode fallback error, or None."""
    m = re.search(r"torch_pjrt: (\S+) is not lowered for the PJRT device", message or "")
    return m.group(1) if m else None


def env_flag(name):
    return os.environ.get(name, "").strip().lower() not in ("", "0", "false", "no", "off")
