"""Runs one program on the CPU and on the device and says how they differ (a worker's job).

:func:`run` takes a program and a mode (``eager``: op by op on the device in strict mode;
``compiled``: ``torch.compile(fn, backend="tpu", fullgraph=True)``) and returns an outcome::

    match        same results (or the CPU and the device raised the same exception type)
    mismatch     different values, NaN positions, dtypes, shapes or devices; a different exception,
                 or one side raised and the other did not
    unstable     values differ beyond the tolerance, but no more than the CPU's own float32 result
                 differs from the same program run in float64 (see below): not counted as a bug
    undefined    the CPU run converted NaN, an infinity or an out-of-range float to an integer
                 (undefined behaviour in C++: its result means nothing); not compared
    unsupported  the device refused an op (no lowering, strict mode) or Dynamo could not capture
                 the program whole; the ops are listed
    upstream     compiled only: torch.compile without our backend fails the same way: on the CPU
                 (Dynamo + AOTAutograd + the same core-ATen decompositions, graphs run by PyTorch)
                 it differs from eager alike, or with the inputs on the meta device Dynamo raises
                 the same error: torch's, not ours

Every result the function returns is compared, and so is every input afterwards (in-place ops
write through views into them). Values are compared with the dtype's tolerance; where they differ
by more, the program is run again on the CPU with every float dtype mapped to float64 (the
"shadow"), and twice more so with its float inputs moved by a few units in the last place (the
program's sensitivity to rounding). An element is numerical noise of an ill-conditioned program (a
comparison of nearly equal values, a float-to-int cast at a boundary, cancellation, tan near a
pole) when the device is within the tolerance of the shadow, or no further from it than 8 times
the CPU's own error (XLA's transcendental functions are a few units in the last place off, which
cancellation magnifies as it does the CPU's) plus four times what the perturbation moved it, or
when the CPU's result or a
perturbed one disagrees with the shadow in NaN-ness, infinity or (integer and boolean results)
value, or the CPU's result is off the shadow by half its magnitude or more, or (the "nudge") the
device is no further from the CPU than twice as far as the CPU moves when every op that rounds
is made a couple of ulp off (every op up, every op down, two random mixes; a run that changes
NaN-ness, an infinity or an integer result marks that element noisy): that catches rounding an op amplifies that input
perturbation cannot reach (tanh or erf saturating at 1, then logit or a cast to int). A mismatch made only of such elements is ``unstable``, not a ``mismatch``. A mismatch the
CPU reproduces when every subnormal an op makes is flushed to zero carries the flag
``flush_denormal`` (XLA:CPU flushes them), one it reproduces when every zero an op makes is +0.0
the flag ``signed_zero``
(XLA's simplifier drops the sign of some zeros); tests/fuzz_regressions/expected.py names both.
"""

from __future__ import annotations

import contextlib
import re
import time
import traceback
import warnings

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from .program import SHADOW_DTYPES, build_function, make_inputs

#: (atol, rtol) by result dtype: the OpInfo sweep's (tests/conformance/harness.py), with float32
#: a little looser for programs of up to 30 ops.
TOLERANCES = {
    torch.float32: (1e-4, 1e-4),
    torch.bfloat16: (1e-2, 1.6e-2),
    torch.float16: (1e-3, 2e-3),
    torch.float64: (1e-7, 1e-7),
}

_DEV = []


def device():
    if not _DEV:
        import torch_pjrt

        _DEV.append(torch_pjrt.device_name())
    return _DEV[0]


def _flat(x):
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _flat(v)]
    return [x]


def _chain(e):
    seen = []
    while e is not None and not any(e is s for s in seen):
        seen.append(e)
        e = e.__cause__ or e.__context__
    return seen


def _first_line(e):
    text = str(e).strip().splitlines()
    return f"{type(e).__name__}: {text[0] if text else ''}"[:500]


def refusal(e):
    """(reason, ops) when an exception is the device refusing the program (strict mode's "not
    lowered", a lowering's "unsupported", Dynamo unable to capture it whole), else None."""
    for x in _chain(e):
        name = type(x).__name__
        module = type(x).__module__ or ""
        if isinstance(x, NotImplementedError):  # torch_pjrt.errors.NotLoweredError is one
            ops = sorted(set(re.findall(r"(?:aten|prims)(?:::|\.)\w+(?:\.\w+)?", str(x)))) or [_first_line(x)[:120]]
            return _first_line(x), ops
        if module.startswith("torch._dynamo") and name in ("Unsupported", "UserError", "GraphBreak"):
            return _first_line(x), ["dynamo"]
    return None


class Results:
    """What one run gave: results flattened (CPU copies) with their names and devices, the inputs
    afterwards, or the exception."""

    def __init__(self, program, out=None, inputs=None, exc=None):
        self.exc = exc
        self.values, self.names, self.devices = [], [], []
        if exc is not None:
            return
        for name, v in zip(program.returns, out):
            items = _flat(v)
            self.names += [f"{name}[{k}]" for k in range(len(items))] if isinstance(v, (list, tuple)) else [name]
            self.values += items
        self.names += [f"input {i.name} afterwards" for i in program.inputs]
        self.values += list(inputs)
        self.devices = [t.device.type if isinstance(t, torch.Tensor) else None for t in self.values]
        self.values = [t.detach().cpu() if isinstance(t, torch.Tensor) else t for t in self.values]


def _run(program, fn, inputs):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            out = fn(*inputs)
            # Copying back inside the try: an execution error may surface on the first read.
            return Results(program, out, inputs)
    except Exception as e:  # noqa: BLE001 - an exception is a result too
        return Results(program, exc=e)


#: ATen ops that convert floats to integers (the result, or the first argument written in place).
_CONVERTING = {"_to_copy", "copy_", "copy", "to", "sum", "nansum", "prod", "cumsum", "cumprod"}


class _FloatToInt(TorchDispatchMode):
    """Notes the first float-to-integer conversion of NaN, an infinity or a value out of the
    integer's range: undefined behaviour in C++, so the CPU's result means nothing (XLA saturates,
    x86 gives the minimum)."""

    def __init__(self):
        super().__init__()
        self.found = None

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        name = func.overloadpacket.__name__
        if self.found is None and name in _CONVERTING:
            target = args[0] if name.endswith("_") else out
            if isinstance(target, torch.Tensor) and not (target.dtype.is_floating_point or target.dtype.is_complex) \
                    and target.dtype != torch.bool:
                limit = float(torch.iinfo(target.dtype).max)
                for a in list(args) + list(kwargs.values()):
                    if isinstance(a, torch.Tensor) and a.dtype.is_floating_point and a.numel():
                        v = a.detach().double()
                        if not bool(v.isfinite().all()) or float(v.abs().max()) >= limit:
                            self.found = f"{func}: {a.dtype} NaN, infinite or out-of-range values converted to {target.dtype}"
        return out


#: Matrix products by the positions of their two operands (after `addmm`'s input).
_PRODUCTS = {"mm": 0, "bmm": 0, "mv": 0, "dot": 0, "vdot": 0, "addmm": 1, "baddbmm": 1, "addmv": 1, "addbmm": 1}


class _Notes(TorchDispatchMode):
    """Notes what the CPU run did that a device is free to do differently (`flags`):
    ``conv_padding_nonfinite``, a convolution whose zero padding meets a non-finite weight (the CPU
    multiplies the padding by it, 0 * inf = NaN; XLA's convolution, like cuDNN's, never reads the
    padding); ``dot_one_term_zero``, a matrix product over one term giving a zero (BLAS adds the
    product to a +0.0 accumulator, so -0.0 becomes +0.0; XLA rewrites such a product as a multiply
    and keeps the sign, which a sign-sensitive op downstream shows)."""

    def __init__(self):
        super().__init__()
        self.flags = []

    def note(self, flag):
        if flag not in self.flags:
            self.flags.append(flag)

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        name = func.overloadpacket.__name__
        if name in ("convolution", "_convolution") and len(args) > 4:
            w, padding = args[1], args[4]
            if isinstance(w, torch.Tensor) and w.dtype.is_floating_point and any(p for p in padding) \
                    and not bool(w.isfinite().all()):
                self.note("conv_padding_nonfinite")
        elif name in _PRODUCTS and len(args) > _PRODUCTS[name] + 1:
            a = args[_PRODUCTS[name]]
            if isinstance(a, torch.Tensor) and isinstance(out, torch.Tensor) and a.dtype.is_floating_point \
                    and a.dim() and a.shape[-1] == 1 and bool((out == 0).any()):
                self.note("dot_one_term_zero")
        return out


class _Rewrite(TorchDispatchMode):
    """Rewrites the float values every op produces (in place) with `fix(tensor) -> mask, values`."""

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        # A view shows values its base already had rewritten when they were made (writing
        # through an expanded view, whose elements share memory, would even raise).
        if any(r.alias_info is not None and not r.alias_info.is_write for r in func._schema.returns):
            return out
        for t in _flat(out if isinstance(out, (list, tuple)) else [out]):
            if isinstance(t, torch.Tensor) and t.dtype.is_floating_point and t.numel() and \
                    not any(st == 0 and n > 1 for st, n in zip(t.stride(), t.shape)):
                mask, values = self.fix(t)
                t.copy_(torch.where(mask, values, t))
        return out


class _PositiveZeros(_Rewrite):
    """Every -0.0 an op makes becomes +0.0: the CPU as if zeros had no sign."""

    def fix(self, t):
        return t == 0, torch.zeros_like(t)


class _FlushSubnormals(_Rewrite):
    """Every subnormal an op makes becomes a zero of its sign: flush-to-zero emulated value by value
    (the CPU's own FTZ mode misses results its math library builds from bits)."""

    def fix(self, t):
        return (t != 0) & (t.abs() < torch.finfo(t.dtype).tiny), torch.zeros_like(t).copysign(t)


#: Ops whose float results carry no rounding of their own (they move, select or build values):
#: nudging them would widen the envelope below with noise no implementation makes.
_EXACT = {
    "clone", "copy", "copy_", "_to_copy", "contiguous", "cat", "stack", "index", "index_select", "gather",
    "scatter", "where", "masked_fill", "masked_fill_", "fill", "fill_", "zero_", "zeros", "ones", "full",
    "zeros_like", "ones_like", "full_like", "empty", "empty_like", "empty_strided", "new_zeros", "new_ones",
    "new_full", "new_empty", "scalar_tensor", "arange", "flip", "roll", "repeat", "tril", "triu", "max", "min",
    "amax", "amin", "maximum", "minimum", "clamp", "clamp_", "clamp_min", "clamp_max", "relu", "relu_",
    "hardtanh", "abs", "neg", "sign", "sort", "topk", "kthvalue", "median", "nanmedian", "mode", "index_put",
    "index_put_", "constant_pad_nd", "_unsafe_view", "lift_fresh", "detach", "alias", "floor", "ceil", "round",
    "trunc", "frac", "max_pool2d_with_indices", "max_pool3d_with_indices",
}


class _Nudge(TorchDispatchMode):
    """Moves every float result of an op that rounds by `ulps` units in the last place: the CPU
    as an implementation whose every op is a few ulp off, as XLA's transcendental functions and
    its reassociated reductions are. `seed` 0 moves every element up by `ulps`, 1 down, 3 up by
    one ulp, 4 down by one (the envelope's edges: a random direction per element misses the one
    that saturates), others by a seeded random amount in [-ulps, ulps]. Views and ops in `_EXACT`
    are left alone."""

    def __init__(self, seed, ulps):
        super().__init__()
        self.seed = seed
        self.gen = torch.Generator().manual_seed(seed)
        self.ulps = ulps

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        out = func(*args, **(kwargs or {}))
        name = func.overloadpacket.__name__
        returns = func._schema.returns
        aliased = any(r.alias_info is not None and not r.alias_info.is_write for r in returns)
        if name in _EXACT or name.rstrip("_") in _EXACT or aliased:
            return out
        # An op that returned its input unchanged (x - 0.0, x * 1) rounded nothing.
        first = next((a for a in args if isinstance(a, torch.Tensor)), None)
        if isinstance(out, torch.Tensor) and isinstance(first, torch.Tensor) and first is not out \
                and first.shape == out.shape and first.dtype == out.dtype and torch.equal(first, out):
            return out
        for t in _flat(out if isinstance(out, (list, tuple)) else [out]):
            # Any layout (an op on a transposed input keeps its strides), but never memory two
            # elements share (a stride-0 dimension): moving one would move the other.
            shared = any(st == 0 and n > 1 for st, n in zip(t.stride(), t.shape)) if isinstance(t, torch.Tensor) else True
            if isinstance(t, torch.Tensor) and t.dtype.is_floating_point and t.numel() and not shared:
                step = torch.nextafter(t, torch.full_like(t, float("inf"))) - t
                if self.seed in (0, 1, 3, 4):
                    k = torch.full_like(t, {0: self.ulps, 1: -self.ulps, 3: 1, 4: -1}[self.seed])
                else:
                    k = torch.randint(-self.ulps, self.ulps + 1, t.shape, generator=self.gen).to(t.dtype)
                moved = t + k * step
                # Zeros stay: an op that gives an exact 0 (log of 1, x - x) gives it everywhere.
                t.copy_(torch.where(t.isfinite() & moved.isfinite() & (t != 0), moved, t))
        return out


def cpu_reference(program, dtypes=None, perturb=None, flush_denormal=False, positive_zeros=False, nudge=None):
    """The program on the CPU; with `dtypes`, float dtypes mapped (the float64 shadow); with
    `perturb` = (seed, eps), every float input scaled by 1 ± eps (random signs); with
    `flush_denormal`, subnormal floats flushed to zero, as XLA:CPU does; with `positive_zeros`,
    every zero an op makes is +0.0; with `nudge` = (seed, ulps), every rounding op's float results
    moved by up to `ulps` units in the last place (`_Nudge`). `.undefined` says why the results
    are undefined behaviour (None when they are not)."""
    fn = build_function(program, torch, dtypes)
    inputs = make_inputs(program, torch)
    if dtypes:
        inputs = [t.to(getattr(torch, dtypes[str(t.dtype).removeprefix("torch.")]))
                  if str(t.dtype).removeprefix("torch.") in dtypes else t for t in inputs]
    if perturb:
        gen = torch.Generator().manual_seed(perturb[0])
        inputs = [t * (1 + perturb[1] * (2 * torch.randint(0, 2, t.shape, generator=gen) - 1)).to(t.dtype)
                  if t.dtype.is_floating_point else t for t in inputs]
    check, notes = _FloatToInt(), _Notes()
    rewrite = (_PositiveZeros() if positive_zeros else _FlushSubnormals() if flush_denormal
               else _Nudge(*nudge) if nudge else contextlib.nullcontext())
    if flush_denormal:
        inputs = [torch.where(t.abs() < torch.finfo(t.dtype).tiny, torch.zeros_like(t).copysign(t), t)
                  if t.dtype.is_floating_point else t for t in inputs]
    with check, notes, rewrite:
        r = _run(program, fn, inputs)
    r.undefined = check.found
    r.flags = notes.flags
    return r


#: Relative input perturbation of the shadow's sensitivity runs, by the lowest float precision in
#: the program: a few units in the last place, what an op's rounding does to its result.
PERTURB = {"float16": 2e-3, "bfloat16": 1.6e-2, "float32": 1e-6}


def perturbation(program):
    used = {i.dtype for i in program.inputs} | set(re.findall(r"'dtype': '(\w+)'", repr([o.to_json() for o in program.ops])))
    for d in ("bfloat16", "float16", "float32"):
        if d in used:
            return PERTURB[d]
    return PERTURB["float32"]


#: Units in the last place each rounding op of a nudged CPU run moves its results by: XLA's
#: float32 transcendental functions are documented within a few ulp of the correctly rounded value.
NUDGE_ULPS = 2


class Shadow:
    """The float64 shadow of a program's results, how much they move when the inputs move by a
    few units in the last place (the program's sensitivity to rounding), and the program's own
    dtypes on the CPU with every op a few ulp off (`nudged`: its sensitivity to each op's
    rounding, which input perturbation misses where an op saturates, as tanh near 1 does)."""

    def __init__(self, program, runs=2):
        base = cpu_reference(program, SHADOW_DTYPES)
        self.values = None if base.exc is not None else base.values
        self.moved = []
        self.nudged = []
        # Every op up and down by NUDGE_ULPS and by 1 (a saturating op lands on its limit from
        # either), and two seeded random mixes.
        for seed in (0, 1, 3, 4, 2000, 2001):
            r = cpu_reference(program, nudge=(seed, NUDGE_ULPS))
            if r.exc is None and r.undefined is None:
                self.nudged.append(r.values)
        if self.values is None:
            return
        eps = perturbation(program)
        for k in range(runs):
            r = cpu_reference(program, SHADOW_DTYPES, perturb=(1000 + k, eps))
            if r.exc is None and len(r.values) == len(self.values):
                self.moved.append(r.values)


def _device_run(program, mode):
    import torch_pjrt

    dev = device()
    torch_pjrt.set_strict(True)
    inputs = [t.to(dev) for t in make_inputs(program, torch)]
    fn = build_function(program, torch)
    if mode == "compiled":
        torch._dynamo.reset()
        fn = torch.compile(fn, backend="tpu", fullgraph=True)
    return _run(program, fn, inputs)


def _control_run(program):
    """torch.compile on the CPU, through the same front half as our backend (Dynamo, AOTAutograd,
    core-ATen decompositions) with the graphs run by PyTorch: what torch.compile itself does."""
    from functorch.compile import make_boxed_func
    from torch._dynamo.backends.common import aot_autograd
    from torch_pjrt import _torch_compat as compat

    def run_graph(gm, _):
        return make_boxed_func(gm.forward)

    backend = aot_autograd(fw_compiler=run_graph, bw_compiler=run_graph, inference_compiler=run_graph,
                           decompositions=compat.CoreAtenDecompositions(), keep_inference_input_mutations=True)
    torch._dynamo.reset()
    fn = torch.compile(build_function(program, torch), backend=backend, fullgraph=True)
    return _run(program, fn, make_inputs(program, torch))


# --- comparing ------------------------------------------------------------------------------------


def _close(g, w, dtype):
    """Elementwise: g (float64) within tolerance of w (float64); NaN equals NaN, an infinity only
    itself (a relative tolerance of an infinity would accept anything but NaN)."""
    atol, rtol = TOLERANCES.get(dtype, (0.0, 0.0))
    return ((g - w).abs() <= atol + rtol * w.abs()) & w.isfinite() | (g == w) | (g.isnan() & w.isnan())


def _bad(g, w):
    if w.dtype.is_floating_point or w.dtype.is_complex:
        return ~_close(g.double(), w.double(), w.dtype)
    return g != w


def _nudge_tolerated(g, w, nudged):
    """Elements where the device is no further from the CPU than twice as far as a nudged CPU
    run (every rounding op a few ulp off) went, or where a nudged run changed NaN-ness,
    infinity or (integer and boolean results) the value itself."""
    nudged = [n for n in nudged if isinstance(n, torch.Tensor) and n.shape == w.shape and n.dtype == w.dtype]
    out = torch.zeros(w.shape, dtype=torch.bool)
    if not nudged:
        return out
    if not (w.dtype.is_floating_point or w.dtype.is_complex):
        for n in nudged:
            out |= n != w
        return out
    g, w = g.double(), w.double()
    spread = torch.zeros_like(w)
    for n in nudged:
        n = n.double()
        out |= (n.isnan() != w.isnan()) | (n.isinf() != w.isinf()) | (n.isinf() & w.isinf() & (n != w))
        spread = torch.maximum(spread, (n - w).abs().nan_to_num(0.0))
    return out | ((g - w).abs() <= 2 * spread).nan_to_num(False) & (spread > 0)


def _tolerated(g, w, s, moved, dtype, nudged=()):
    """Elements where the device's difference is noise: see the module docstring. `s` is the
    float64 shadow's result, `moved` the shadow's results for slightly perturbed inputs,
    `nudged` the CPU's with every rounding op a few ulp off."""
    by_nudge = _nudge_tolerated(g, w, nudged)
    if s is None or s.shape != w.shape:
        return by_nudge
    moved = [m for m in moved if isinstance(m, torch.Tensor) and m.shape == w.shape]
    if not (w.dtype.is_floating_point or w.dtype.is_complex):
        s = s.to(w.dtype) if s.dtype != w.dtype else s
        out = (w != s) | (g == s) | by_nudge
        for m in moved:
            out |= m.to(w.dtype) != s
        return out
    g, w, s = g.double(), w.double(), s.double()
    atol, rtol = TOLERANCES.get(dtype, (0.0, 0.0))

    def differ(a, b):
        return (a.isnan() != b.isnan()) | (a.isinf() != b.isinf()) | (a.isinf() & b.isinf() & (a != b))

    cpu_err = (w - s).abs()
    spread = torch.zeros_like(s)
    # Where the CPU's float32 result has no correct bit left (cancellation feeding 1/x, digamma
    # near a pole), any result is as good.
    noisy = differ(w, s) | (cpu_err >= 0.5 * s.abs()) & (cpu_err > atol)
    for m in moved:
        m = m.double()
        noisy |= differ(m, s)
        spread = torch.maximum(spread, (m - s).abs().nan_to_num(0.0))
    dev_err = (g - s).abs()
    near = (dev_err <= 8 * cpu_err + 4 * spread + atol + rtol * s.abs()) & s.isfinite()
    return _close(g, s, dtype) | noisy | near.nan_to_num(False) | by_nudge


def compare(got, want, names, shadow=None):
    """None when the results match; else (kind, where, detail, tolerated_by_shadow)."""
    if len(got) != len(want):
        return "structure", "results", f"{len(got)} results on the device, {len(want)} on the CPU", False
    bad = []
    for i, (g, w) in enumerate(zip(got, want)):
        where = names[i] if i < len(names) else f"result {i}"
        if isinstance(w, torch.Tensor) != isinstance(g, torch.Tensor):
            return "structure", where, f"{type(g).__name__} on the device, {type(w).__name__} on the CPU", False
        if not isinstance(w, torch.Tensor):
            if g != w:
                return "values", where, f"{g!r} on the device, {w!r} on the CPU", False
            continue
        if g.dtype != w.dtype:
            return "dtype", where, f"{g.dtype} on the device, {w.dtype} on the CPU", False
        if g.shape != w.shape:
            return "shape", where, f"{list(g.shape)} on the device, {list(w.shape)} on the CPU", False
        b = _bad(g, w)
        if b.any():
            bad.append((i, where, g, w, b))
    if not bad:
        return None
    sh = shadow() if shadow else None
    shadow_vals = sh.values if sh is not None else None
    for i, where, g, w, b in bad:
        s = shadow_vals[i] if shadow_vals is not None and i < len(shadow_vals) else None
        moved = [m[i] for m in sh.moved] if sh is not None else []
        nudged = [n[i] for n in sh.nudged if i < len(n)] if sh is not None else []
        left = b & ~_tolerated(g, w, s if isinstance(s, torch.Tensor) else None, moved, w.dtype, nudged)
        if left.any():
            return ("nan" if (g.isnan() != w.isnan()).any() else "values"), where, _describe(g, w, left), False
    i, where, g, w, b = bad[0]
    return "values", where, _describe(g, w, b), True


def _describe(g, w, bad):
    idx = bad.nonzero()
    n = idx.shape[0]
    first = tuple(idx[0].tolist()) if n else ()
    gv, wv = (g[first].item(), w[first].item()) if n else (None, None)
    if w.dtype.is_floating_point:
        diff = (g.double() - w.double()).abs()[bad]
        finite = diff[diff.isfinite()]
        worst = f", max abs diff {finite.max().item():.3g}" if finite.numel() else ""
    else:
        worst = ""
    return (f"{n} of {w.numel()} elements ({w.dtype}{list(w.shape)}) differ{worst}; at {list(first)}: "
            f"device {gv!r}, CPU {wv!r}")


# --- one request ----------------------------------------------------------------------------------


def run(program, mode):
    """The outcome of one program in one mode, as a JSON-able dict."""
    t0 = time.perf_counter()
    out = {"mode": mode, "status": "match", "kind": "", "where": "", "detail": "", "ops": [],
           "cpu_error_type": None, "device_error_type": None}
    try:
        _classify(program, mode, out)
    except Exception as e:  # noqa: BLE001 - the harness itself failed: reported, never hidden
        out.update(status="error", kind="harness", detail=_first_line(e) + "\n" + traceback.format_exc()[-2000:])
    out["seconds"] = round(time.perf_counter() - t0, 3)
    return out


def _same_exception(cpu_exc, dev_exc):
    """The device raised what the CPU raised: the same type somewhere in the chain, or Dynamo
    reporting that type from its fake-tensor run ("TypeError when making fake tensor call")."""
    if any(isinstance(x, type(cpu_exc)) for x in _chain(dev_exc)):
        return True
    return any(type(x).__module__.startswith("torch._dynamo") and type(cpu_exc).__name__ in str(x).split("\n")[0]
               for x in _chain(dev_exc))


def _exceptions(cpu_exc, dev_exc, out):
    """Classifies a run where either side raised."""
    if cpu_exc is not None and dev_exc is not None:
        if not _same_exception(cpu_exc, dev_exc):
            _mismatch(out, "exception", "", f"CPU raised {_first_line(cpu_exc)}; device raised {_first_line(dev_exc)}")
    elif cpu_exc is not None:
        _mismatch(out, "no-raise", "", f"CPU raised {_first_line(cpu_exc)}; the device returned results")
    else:
        _mismatch(out, "raised", "", f"device raised {_first_line(dev_exc)}")
        out["traceback"] = "".join(traceback.format_exception(dev_exc))[-3000:]


def _classify(program, mode, out):
    want = cpu_reference(program)
    got = _device_run(program, mode)
    if want.undefined:
        out.update(status="undefined", kind="float-to-int", detail=want.undefined)
        return
    cpu_exc, dev_exc = want.exc, got.exc
    if cpu_exc is not None:
        out["cpu_error_type"] = type(cpu_exc).__name__
        out["cpu_error"] = _first_line(cpu_exc)
    if dev_exc is not None:
        out["device_error_type"] = type(dev_exc).__name__
        out["device_error"] = _first_line(dev_exc)
        if cpu_exc is not None and _same_exception(cpu_exc, dev_exc):
            return
        refused = refusal(dev_exc)
        if refused and not isinstance(cpu_exc, NotImplementedError):
            out.update(status="unsupported", kind="refused", detail=refused[0], ops=refused[1])
            return
    if cpu_exc is not None or dev_exc is not None:
        _exceptions(cpu_exc, dev_exc, out)
    else:
        dev = device()
        off = [n for n, d in zip(got.names, got.devices) if d is not None and d != dev]
        if off:
            _mismatch(out, "device", off[0], f"{off[0]} is on {got.devices[got.names.index(off[0])]}, not {dev}")
        else:
            def shadow():
                return Shadow(program)

            diff = compare(got.values, want.values, want.names, shadow)
            if diff is None:
                return
            kind, where, detail, tolerated = diff
            if tolerated:
                out.update(status="unstable", kind=kind, where=where, detail=detail)
                return
            _mismatch(out, kind, where, detail)
            if want.flags:
                out["flags"] = list(want.flags)
            _explain(program, want, got, out)
    if out["status"] == "mismatch" and mode == "compiled":
        _control(program, out)


#: CPU variants that reproduce a platform difference of the device: flag, cpu_reference option, note.
ALTERNATIVES = (
    ("flush_denormal", "flush_denormal", "the CPU agrees when it flushes subnormals to zero"),
    ("signed_zero", "positive_zeros", "the CPU agrees when its zeros have no sign"),
)


def _explain(program, want, got, out):
    """Flags a value mismatch that a CPU variant reproduces (see ALTERNATIVES): every element where
    the device differs from the CPU matches the variant's result, or is numerical noise by the
    shadow's measure (a long program's other outputs may differ by noise the comparison
    tolerated)."""
    shadow = []

    def explained(i, g, w, a):
        if _either(g, w, a):
            return True
        if not (isinstance(g, torch.Tensor) and isinstance(a, torch.Tensor) and a.shape == w.shape):
            return False
        if not shadow:
            shadow.append(Shadow(program))
        sh = shadow[0]
        s = sh.values[i] if sh.values is not None and i < len(sh.values) else None
        moved = [m[i] for m in sh.moved]
        nudged = [n[i] for n in sh.nudged if i < len(n)]
        left = _bad(g, w) & _bad(g, a.to(w.dtype)) & ~_tolerated(g, w, s if isinstance(s, torch.Tensor) else None, moved, w.dtype, nudged)
        return not bool(left.any())

    for flag, option, note in ALTERNATIVES:
        alt = cpu_reference(program, **{option: True})
        if alt.exc is None and len(alt.values) == len(want.values) and all(
                explained(i, g, w, a) for i, (g, w, a) in enumerate(zip(got.values, want.values, alt.values))):
            out["flags"] = out.get("flags", []) + [flag]
            out["detail"] += f" ({note})"
            return


def _either(g, w, a):
    if not isinstance(w, torch.Tensor):
        return g == w or g == a
    if not isinstance(a, torch.Tensor) or g.dtype != w.dtype or g.shape != w.shape or a.shape != w.shape:
        return False
    return not bool((_bad(g, w) & _bad(g, a.to(w.dtype))).any())


def _mismatch(out, kind, where, detail):
    out.update(status="mismatch", kind=kind, where=where, detail=detail)


def _meta_control(program, out):
    """A compiled program the device cannot even trace (the device raised, the CPU did not) that
    fails the same way with the inputs on the `meta` device fails in Dynamo for every device but
    the CPU (Dynamo treats CPU scalars specially): torch's (``upstream``)."""
    try:
        torch._dynamo.reset()
        fn = torch.compile(build_function(program, torch), backend="eager", fullgraph=True)
        got = _run(program, fn, [t.to("meta") for t in make_inputs(program, torch)])
    except Exception:  # noqa: BLE001
        return
    if got.exc is not None and type(got.exc).__name__ == out["device_error_type"] and \
            _shape_of(_first_line(got.exc)) == _shape_of(out.get("device_error", "")):
        out["status"] = "upstream"
        out["detail"] += " (torch.compile raises the same for inputs on the meta device)"


def _shape_of(message):
    return re.sub(r"\d+", "N", message.split(":")[1] if ":" in message else message)[:80]


def _control(program, out):
    """A compiled mismatch that torch.compile on the CPU shows too is torch's (``upstream``)."""
    if out["kind"] == "raised":
        _meta_control(program, out)
        if out["status"] == "upstream":
            return
    try:
        want = cpu_reference(program)
        got = _control_run(program)
    except Exception:  # noqa: BLE001 - no control: the mismatch stands
        return
    if out["kind"] in ("exception", "no-raise", "raised"):
        probe = {"status": "match", "kind": ""}
        if got.exc is None and want.exc is None:
            return
        _exceptions(want.exc, got.exc, probe)
        same = probe["kind"] == out["kind"]
    elif got.exc is None and want.exc is None:
        diff = compare(got.values, want.values, want.names)
        same = diff is not None and diff[1] == out["where"]
    else:
        same = False
    if same:
        out["status"] = "upstream"
        out["detail"] += " (torch.compile on the CPU differs from eager the same way)"
