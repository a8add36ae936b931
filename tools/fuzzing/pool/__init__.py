"""The typed op pool and the program generator.

Each pool entry (:class:`Spec`) names the ATen base names it exercises and has a ``make`` function
that, given the generator's state (:class:`Gen`: the variables so far with their CPU values),
picks operands that fit it and returns an op record, or ``None`` when nothing fits. Operands come
from earlier results (so programs chain) or from new inputs made to fit (a broadcastable shape, a
valid index tensor), so broadcasting, views of inputs and in-place updates through views occur
naturally.

The generator runs every op on the CPU as it goes: results give the shapes and dtypes later ops
need, and an op the CPU rejects is dropped (or, in a few programs, kept as the last op, so that
the device is checked to raise the same exception). Indices are always made in range and
divisors of integer division are non-zero scalars: an error that depends on values, which a
device cannot raise without reading them back, is never generated.

:func:`pool` keeps the entries whose ATen ops the build lowers (``torch_pjrt._native.lowered_ops()``).
The entries live in one module per family (pointwise, reduce, matmul, norm, view, inplace, index,
join, factory, nn), as the lowerings do; this module holds what they share and the generator.
"""

from __future__ import annotations

import dataclasses
import random
import re
import warnings

from ..program import FLOAT_DTYPES, Input, Op, Program, input_expr, op_refs, statement

ALL = ("float32", "bfloat16", "float16", "int64", "int32", "bool")
NUM = ("float32", "bfloat16", "float16", "int64", "int32")
FLOAT = FLOAT_DTYPES
INT = ("int64", "int32")
INTB = ("int64", "int32", "bool")
F32 = ("float32",)

MAX_NUMEL = 4096  # per tensor: keeps eager and compiled runs quick
MAX_RANK = 5


def V(name):
    return {"v": name}


def D(dtype):
    return {"dtype": dtype}


def S(a=None, b=None, c=None):
    return {"slice": [a, b, c]}


def T(*items):
    return {"tuple": list(items)}


def num(x):
    """A float argument, encoded so JSON keeps infinities and NaN."""
    if isinstance(x, float) and (x != x or x in (float("inf"), float("-inf"))):
        return {"float": repr(x)}
    return x


def call(fn, *args, out=1, **kwargs):
    return Op("call", fn, list(args), kwargs, out)


def method(fn, *args, out=1, **kwargs):
    return Op("method", fn, list(args), kwargs, out)


def binop(sym, a, b):
    return Op("binop", sym, [a, b], {}, 1)


@dataclasses.dataclass
class Spec:
    name: str
    make: object
    aten: tuple
    weight: float = 1.0
    family: str = ""


POOL: list[Spec] = []


def spec(name, aten=None, weight=1.0, family=""):
    def register(make):
        POOL.append(Spec(name, make, tuple(aten if aten is not None else (name,)), weight, family))
        return make

    return register


# --- the generator's state ------------------------------------------------------------------------


class Gen:
    """Variables, their CPU values and helpers to pick and make operands."""

    def __init__(self, rng, torch, primary):
        self.rng = rng
        self.torch = torch
        self.primary = primary
        self.inputs: list[Input] = []
        self.ops: list[Op] = []
        self.ns = {"torch": torch, "F": torch.nn.functional}
        self.names: list[str] = []  # variables, oldest first
        self.counter = 0
        self.frozen: set[int] = set()  # storages no op may write to (see AMBIGUOUS_ALIAS)

    # facts about variables
    def val(self, n):
        return self.ns[n]

    def is_tensor(self, n):
        return isinstance(self.ns.get(n), self.torch.Tensor)

    def shape(self, n):
        return list(self.ns[n].shape)

    def rank(self, n):
        return self.ns[n].dim()

    def dtype(self, n):
        return str(self.ns[n].dtype).removeprefix("torch.")

    def numel(self, n):
        return self.ns[n].numel()

    def writable(self, n):
        """Whether an in-place op may write to `n`: not an expanded view (the CPU refuses to write
        through overlapping memory), not in a storage an ambiguous alias froze."""
        t = self.val(n)
        return _writable(t) and t.untyped_storage().data_ptr() not in self.frozen

    def tensors(self, dtypes=ALL, min_rank=0, max_rank=MAX_RANK, pred=None):
        return [n for n in self.names if self.is_tensor(n) and self.dtype(n) in dtypes
                and min_rank <= self.rank(n) <= max_rank and (pred is None or pred(n))]

    def pick(self, dtypes=ALL, min_rank=0, max_rank=MAX_RANK, pred=None):
        """A variable that fits, recent ones more likely (so ops chain)."""
        cands = self.tensors(dtypes, min_rank, max_rank, pred)
        if not cands:
            return None
        weights = [1.0 + 3.0 * i / len(cands) for i in range(len(cands))]
        return self.rng.choices(cands, weights)[0]

    def dim(self, n, rank=None):
        r = self.rank(n) if rank is None else rank
        if r == 0:
            return self.rng.choice([0, -1])
        d = self.rng.randrange(r)
        return d - r if self.rng.random() < 0.25 else d

    def dims(self, n):
        """A reduction's `dim`: one dim, several, or None (all)."""
        r = self.rank(n)
        x = self.rng.random()
        if r == 0 or x < 0.2:
            return None
        if x < 0.65:
            return self.dim(n)
        k = self.rng.randint(1, r)
        return self.rng.sample(range(r), k)

    # making values
    def fresh(self, prefix="v"):
        name = f"{prefix}{self.counter}"
        self.counter += 1
        return name

    def size(self):
        x = self.rng.random()
        if x < 0.008:
            return 0
        if x < 0.15:
            return 1
        if x < 0.93:
            return self.rng.choice([2, 3, 4, 5, 6, 7, 8])
        return self.rng.choice([12, 16, 17, 32])

    def rand_shape(self, rank=None):
        if rank is None:
            rank = self.rng.choices([0, 1, 2, 3, 4], [1, 4, 7, 5, 3])[0]
        for _ in range(20):
            s = [self.size() for _ in range(rank)]
            if _numel(s) <= MAX_NUMEL:
                return s
        return [2] * rank

    def bcast_shape(self, shape):
        """A shape that broadcasts against `shape` (leading dims dropped, some dims 1, rarely one more)."""
        s = list(shape)
        if s and self.rng.random() < 0.3:
            s = s[self.rng.randrange(len(s) + 1):]
        s = [1 if self.rng.random() < 0.25 else d for d in s]
        if self.rng.random() < 0.08 and len(s) < 4:
            s = [self.rng.choice([2, 3])] + s
        return s

    def rand_dtype(self, allowed=ALL):
        if self.primary in allowed and self.rng.random() < 0.8:
            return self.primary
        weights = {"float32": 10, "int64": 2, "bool": 1, "bfloat16": 1, "float16": 1, "int32": 0.5}
        allowed = [d for d in allowed if d in weights]
        return self.rng.choices(allowed, [weights[d] for d in allowed])[0]

    def new(self, shape, dtype, init=None, layout=""):
        """A new input; returns its name."""
        rng = self.rng
        seed = rng.getrandbits(31)
        if init is None:
            if dtype in FLOAT:
                if _numel(shape) <= 64 and rng.random() < 0.06:
                    init = {"kind": "literal", "values": _specials(rng, shape)}
                else:
                    init = {"kind": "randn", "seed": seed, "scale": rng.choices([1.0, 3.0, 0.25], [8, 1, 1])[0]}
            elif dtype in INT:
                init = {"kind": "randint", "seed": seed, "low": -8, "high": 9}
            else:
                init = {"kind": "bool", "seed": seed, "p": 0.5}
        if not layout and len(shape) >= 2 and rng.random() < 0.07:
            layout = "T"
        layout = "" if layout == "-" else layout
        name = f"x{len(self.inputs)}"
        while name in self.ns:
            name += "_"
        inp = Input(name, list(shape), dtype, init, layout)
        self.inputs.append(inp)
        self.ns[name] = eval(input_expr(inp), {"torch": self.torch})  # noqa: S307 - our rendering
        self.names.append(name)
        return name

    def index(self, shape, high, unique_dim=None, negative=False):
        """An int64 index input with values in [0, high) (or [-high, high) where `negative`);
        with `unique_dim`, no value repeats along that dim (scatter/index_copy without accumulation
        are only deterministic then)."""
        rng = self.rng
        if high <= 0 and _numel(shape) > 0:
            raise _Rollback("no valid index")
        if unique_dim is not None:
            if shape[unique_dim] > high:
                raise _Rollback("not enough distinct indices")
            values = _unique_along(rng, shape, unique_dim, high)
            return self.new(shape, "int64", {"kind": "literal", "values": values}, layout="-")
        low = -high if negative else 0
        return self.new(shape, "int64", {"kind": "randint", "seed": rng.getrandbits(31), "low": low, "high": high},
                        layout="-")

    def existing_index(self, shape_pred, high):
        """An int64 variable already in range for `high`, if one fits."""
        def ok(n):
            t = self.val(n)
            return shape_pred(list(t.shape)) and (t.numel() == 0 or (int(t.min()) >= 0 and int(t.max()) < high))
        return self.pick(("int64",), pred=ok)

    def scalar(self, dtype, nonzero=False):
        rng = self.rng
        if dtype == "bool":
            return rng.random() < 0.5
        if dtype in INT:
            v = rng.choice([-3, -2, -1, 1, 2, 3, 5, 7] if nonzero else [-3, -2, -1, 0, 1, 2, 3, 5, 7])
            return v
        v = rng.choice([0.5, -1.5, 2.0, 3.0, -0.25, 1e-3, 10.0, 0.0, 1.0, -2.0])
        if not nonzero and rng.random() < 0.02:
            v = rng.choice([float("inf"), float("-inf"), float("nan")])
        if nonzero and v == 0.0:
            v = 0.5
        return num(v)

    def operand(self, a, dtypes, scalar=True, same_dtype=False):
        """A second operand for `a`: a Python scalar, an earlier variable that broadcasts with it,
        or a new input of a broadcastable shape."""
        rng = self.rng
        x = rng.random()
        da = self.dtype(a)
        if scalar and x < 0.2:
            return self.scalar(da if da in dtypes else dtypes[0])
        if x < 0.5:
            sa = self.shape(a)
            b = self.pick(dtypes if not same_dtype else (da,),
                          pred=lambda n: n != a and _broadcasts(self.shape(n), sa))
            if b is not None:
                return V(b)
        dt = da if (same_dtype or rng.random() < 0.75) and da in dtypes else self.rand_dtype(dtypes)
        return V(self.new(self.bcast_shape(self.shape(a)), dt))

    def same_shape(self, a, dtypes=None):
        """A tensor with exactly `a`'s shape (an earlier one, or a new input)."""
        sa = self.shape(a)
        dtypes = dtypes or (self.dtype(a),)
        b = self.pick(dtypes, pred=lambda n: n != a and self.shape(n) == sa) if self.rng.random() < 0.4 else None
        return b or self.new(sa, self.rng.choice(dtypes))


def _numel(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _broadcasts(b, a):
    """Whether `b` broadcasts to `a`'s shape (the result keeps `a`'s shape)."""
    if len(b) > len(a):
        return False
    return all(x == y or x == 1 for x, y in zip(reversed(b), reversed(a)))


def _specials(rng, shape):
    """Values with zeros, infinities and NaNs among normal ones."""
    def one():
        x = rng.random()
        if x < 0.1:
            return 0.0
        if x < 0.15:
            return {"float": "inf"}
        if x < 0.2:
            return {"float": "-inf"}
        if x < 0.25:
            return {"float": "nan"}
        return round(rng.gauss(0, 2), 3)

    def build(dims):
        if not dims:
            return one()
        return [build(dims[1:]) for _ in range(dims[0])]

    return build(list(shape))


def _unique_along(rng, shape, dim, high):
    """Nested lists of `shape` whose values along `dim` are distinct, in [0, high)."""
    import itertools

    dim = dim % len(shape)
    out = {}
    other = [range(s) for i, s in enumerate(shape) if i != dim]
    for pos in itertools.product(*other):
        vals = rng.sample(range(high), shape[dim])
        for k, v in enumerate(vals):
            full = list(pos)
            full.insert(dim, k)
            out[tuple(full)] = v

    def build(prefix):
        if len(prefix) == len(shape):
            return out[tuple(prefix)]
        return [build(prefix + [i]) for i in range(shape[len(prefix)])]

    return build([])

def _writable(t):
    return all(st != 0 or sz <= 1 for st, sz in zip(t.stride(), t.shape))


#: Ops whose result may or may not alias their input (reshape views when it can, copies when it
#: must; contiguous returns its input when it already is). The device's outputs are laid out
#: differently from the CPU's, so it may view where the CPU copied: after one of these, writes into
#: either tensor's storage would be visible on one side only (PyTorch says not to rely on it).
AMBIGUOUS_ALIAS = {("method", "reshape"), ("call", "torch.flatten"), ("method", "unflatten"),
                   ("method", "contiguous")}


# --- generation -----------------------------------------------------------------------------------

#: CPU errors that depend on values: the device cannot raise them without reading values back, so
#: a program ending in one is not kept.
VALUE_DEPENDENT = re.compile(r"out of (range|bounds)|index \S* is out|ZeroDivision|division by zero|"
                             r"must be (non-?negative|positive)|negative integer powers", re.I)


def pool(lowered=None, exclude=()):
    """The pool entries whose ATen ops are all lowered (all entries when `lowered` is None)."""
    lowered = set(lowered) if lowered is not None else None
    out = []
    for s in POOL:
        if s.name in exclude:
            continue
        if lowered is not None and any(a not in lowered for a in s.aten):
            continue
        out.append(s)
    return out


def dropped(lowered):
    """Pool entries left out because an ATen op they use is not lowered: name -> missing ops."""
    lowered = set(lowered)
    return {s.name: [a for a in s.aten if a not in lowered] for s in POOL if any(a not in lowered for a in s.aten)}


def _mutates(op):
    return op.kind == "setitem" or (op.kind == "method" and op.fn.endswith("_")) or \
        (op.kind == "call" and op.fn == "F.batch_norm" and op.kwargs.get("training"))


class _Rollback(Exception):
    pass


def generate(seed, index, specs, torch, min_ops=5, max_ops=30, error_rate=0.04):
    """Program `index` of the run seeded `seed` (the same pair always gives the same program)."""
    rng = random.Random(f"fuzz:{seed}:{index}")
    primary = rng.choices(["float32", "bfloat16", "float16", "int64", "bool"], [72, 9, 7, 9, 3])[0]
    g = Gen(rng, torch, primary)
    n_ops = rng.randint(min_ops, max_ops)
    for _ in range(rng.choice([1, 1, 2, 2, 3])):
        g.new(g.rand_shape(), g.rand_dtype())
    errors_allowed = rng.random() < error_rate
    weights = [s.weight for s in specs]
    tries = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        while len(g.ops) < n_ops and tries < 40 * n_ops:
            tries += 1
            s = rng.choices(specs, weights)[0]
            n_inputs, names, counter = len(g.inputs), list(g.names), g.counter
            try:
                op = s.make(g)
            except Exception:  # noqa: BLE001 - a maker that finds nothing to work with
                op = None
            if not op:
                _drop_inputs(g, n_inputs, names, counter)
                continue
            op.spec = s.name
            nouts = op.out
            op.out = [g.fresh() for _ in range(nouts)] if isinstance(nouts, int) else list(nouts)
            try:
                exec(statement(op), g.ns)  # noqa: S102 - our own rendering
                _check_results(g, op, torch)
            except Exception as e:  # noqa: BLE001 - the CPU rejects it
                keep = errors_allowed and len(g.ops) >= 2 and not isinstance(e, _Rollback) and \
                    not VALUE_DEPENDENT.search(str(e))
                if keep:
                    g.ops.append(op)
                    break
                for n in op.out:
                    g.ns.pop(n, None)
                _drop_inputs(g, n_inputs, names, counter)
                if _mutates(op):
                    _replay(g, torch)
                continue
            g.ops.append(op)
            g.names.extend(op.out)
            _freeze(g, op, torch)
    returns = [n for op in g.ops for n in op.out]
    return Program(seed, index, g.inputs, g.ops, returns)


def _check_results(g, op, torch):
    for n in op.out:
        v = g.ns[n]
        items = v if isinstance(v, (tuple, list)) else [v]
        for t in items:
            if not isinstance(t, torch.Tensor):
                raise _Rollback("not a tensor")
            if t.numel() > MAX_NUMEL * 4 or t.dim() > MAX_RANK + 1:
                raise _Rollback("too big")
    for n in list(g.ns):
        t = g.ns[n]
        if isinstance(t, torch.Tensor) and t.dtype in (torch.float64, torch.complex64, torch.complex128):
            raise _Rollback("float64 or complex result")  # our dtypes only


def _freeze(g, op, torch):
    """After an op whose result may or may not alias its input, no write to either storage."""
    if (op.kind, op.fn) in AMBIGUOUS_ALIAS:
        for n in op_refs(op) + op.out:
            if isinstance(g.ns.get(n), torch.Tensor):
                g.frozen.add(g.ns[n].untyped_storage().data_ptr())


def _drop_inputs(g, n_inputs, names, counter):
    for inp in g.inputs[n_inputs:]:
        g.ns.pop(inp.name, None)
    del g.inputs[n_inputs:]
    g.names = names
    g.counter = counter


def _replay(g, torch):
    """Rebuilds every value from the inputs (after a rejected op that may have written partially)."""
    g.ns = {"torch": torch, "F": torch.nn.functional}
    g.frozen = set()
    for inp in g.inputs:
        g.ns[inp.name] = eval(input_expr(inp), {"torch": torch})  # noqa: S307
    for op in g.ops:
        exec(statement(op), g.ns)  # noqa: S102
        _freeze(g, op, torch)


# The entries register on import, in this order (generation draws from the pool in order).
from . import pointwise, reduce, matmul, norm, view, inplace, index, join, factory, nn  # noqa: E402,F401,I001
