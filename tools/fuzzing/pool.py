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
"""

from __future__ import annotations

import dataclasses
import random
import re
import warnings

from .program import FLOAT_DTYPES, Input, Op, Program, input_expr, op_refs, statement

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


# --- pointwise ------------------------------------------------------------------------------------

UNARY = [
    # (torch function, ATen base, dtypes)
    ("abs", "abs", NUM), ("neg", "neg", NUM), ("exp", "exp", FLOAT), ("log", "log", FLOAT),
    ("sqrt", "sqrt", FLOAT), ("rsqrt", "rsqrt", FLOAT), ("sin", "sin", FLOAT), ("cos", "cos", FLOAT),
    ("tan", "tan", FLOAT), ("tanh", "tanh", FLOAT), ("sigmoid", "sigmoid", FLOAT), ("erf", "erf", FLOAT),
    ("erfc", "erfc", FLOAT), ("reciprocal", "reciprocal", FLOAT), ("floor", "floor", NUM), ("ceil", "ceil", NUM),
    ("round", "round", FLOAT), ("trunc", "trunc", NUM), ("frac", "frac", FLOAT), ("sign", "sign", NUM),
    ("square", "pow", NUM), ("log1p", "log1p", FLOAT), ("expm1", "expm1", FLOAT), ("exp2", "exp2", FLOAT),
    ("log2", "log2", FLOAT), ("log10", "log10", FLOAT), ("atan", "atan", FLOAT), ("asin", "asin", FLOAT),
    ("acos", "acos", FLOAT), ("sinh", "sinh", FLOAT), ("cosh", "cosh", FLOAT), ("asinh", "asinh", FLOAT),
    ("atanh", "atanh", FLOAT), ("acosh", "acosh", FLOAT), ("lgamma", "lgamma", FLOAT), ("digamma", "digamma", F32),
    ("erfinv", "erfinv", FLOAT), ("sgn", "sgn", NUM), ("deg2rad", "deg2rad", FLOAT), ("signbit", "signbit", NUM),
    ("isnan", "isnan", ALL), ("isinf", "isinf", ALL), ("isfinite", "isfinite", ALL), ("logical_not", "logical_not", ALL),
    ("bitwise_not", "bitwise_not", INTB), ("relu", "relu", NUM), ("sinc", "sinc", FLOAT), ("isneginf", "isneginf", NUM),
]


def _no_nan(g, n):
    t = g.val(n)
    return not (t.dtype.is_floating_point and t.isnan().any())


#: Ops that read a NaN's sign bit, which no standard fixes (x86 makes negative NaNs, libraries
#: differ): only given NaN-free operands.
NAN_SIGN = ("signbit", "copysign")


def _unary(fn, dtypes):
    def make(g):
        a = g.pick(dtypes, pred=(lambda n: _no_nan(g, n)) if fn in NAN_SIGN else None)
        if a is None:
            return None
        if g.rng.random() < 0.15:
            return method(fn, V(a))
        return call(f"torch.{fn}", V(a))
    return make


for _fn, _aten, _dt in UNARY:
    spec(_fn, aten=(_aten,), weight=0.35, family="unary")(_unary(_fn, _dt))


@spec("round_decimals", aten=("round",), weight=0.2, family="unary")
def _round_decimals(g):
    a = g.pick(FLOAT)
    return a and call("torch.round", V(a), decimals=g.rng.choice([0, 1, 2, -1]))


ACTIVATIONS = [
    # (F function, ATen base, kwargs maker)
    ("relu", "relu", lambda r: {}),
    ("gelu", "gelu", lambda r: {"approximate": r.choice(["none", "tanh"])}),
    ("silu", "silu", lambda r: {}),
    ("leaky_relu", "leaky_relu", lambda r: {"negative_slope": r.choice([0.01, 0.2, -0.5])}),
    ("elu", "elu", lambda r: {"alpha": r.choice([1.0, 0.5])}),
    ("celu", "celu", lambda r: {"alpha": r.choice([1.0, 2.0])}),
    ("selu", "elu", lambda r: {}),
    ("hardtanh", "hardtanh", lambda r: {"min_val": r.choice([-1.0, -0.5]), "max_val": r.choice([1.0, 2.0])}),
    ("relu6", "hardtanh", lambda r: {}),
    ("softplus", "softplus", lambda r: {"beta": r.choice([1.0, 2.0]), "threshold": r.choice([20.0, 1.0])}),
    ("mish", "mish", lambda r: {}),
    ("hardswish", "hardswish", lambda r: {}),
    ("hardsigmoid", "hardsigmoid", lambda r: {}),
    ("logsigmoid", "log_sigmoid_forward", lambda r: {}),
    ("softshrink", "softshrink", lambda r: {"lambd": r.choice([0.5, 1.0])}),
    ("hardshrink", "hardshrink", lambda r: {"lambd": r.choice([0.5, 1.0])}),
    ("threshold", "threshold", lambda r: {"threshold": r.choice([0.0, 0.5]), "value": r.choice([0.0, -1.0])}),
    ("tanhshrink", "tanh", lambda r: {}),
    ("softsign", "abs", lambda r: {}),
]


def _activation(fn, kw):
    def make(g):
        a = g.pick(FLOAT)
        return a and call(f"F.{fn}", V(a), **kw(g.rng))
    return make


for _fn, _aten, _kw in ACTIVATIONS:
    spec(f"F.{_fn}", aten=(_aten,), weight=0.4, family="activation")(_activation(_fn, _kw))


@spec("F.glu", aten=("glu",), weight=0.3, family="activation")
def _glu(g):
    a = g.pick(FLOAT, min_rank=1, pred=lambda n: any(s % 2 == 0 and s > 0 for s in g.shape(n)))
    if a is None:
        return None
    dims = [d for d, s in enumerate(g.shape(a)) if s % 2 == 0 and s > 0]
    return call("F.glu", V(a), dim=g.rng.choice(dims))


@spec("F.normalize", aten=("linalg_vector_norm", "div"), weight=0.3, family="activation")
def _normalize(g):
    a = g.pick(FLOAT, min_rank=1)
    return a and call("F.normalize", V(a), p=g.rng.choice([2.0, 1.0]), dim=g.dim(a))


BINARY = [
    # (torch function, ATen base, dtypes, operator symbol or None, extra kwargs maker)
    ("add", "add", ALL, "+", lambda r, dt: {"alpha": r.choice([2, -1])} if r.random() < 0.2 and dt not in ("bool",) else {}),
    ("sub", "sub", NUM, "-", lambda r, dt: {"alpha": 2} if r.random() < 0.2 else {}),
    ("mul", "mul", ALL, "*", None),
    ("div", "div", NUM, "/", None),
    ("maximum", "maximum", ALL, None, None), ("minimum", "minimum", ALL, None, None),
    ("fmax", "fmax", NUM, None, None), ("fmin", "fmin", NUM, None, None),
    ("atan2", "atan2", FLOAT, None, None), ("hypot", "hypot", FLOAT, None, None),
    ("copysign", "copysign", FLOAT, None, None), ("logaddexp", "logaddexp", FLOAT, None, None),
    ("logaddexp2", "logaddexp2", FLOAT, None, None), ("xlogy", "xlogy", FLOAT, None, None),
    ("nextafter", "nextafter", F32, None, None),
    ("eq", "eq", ALL, "==", None), ("ne", "ne", ALL, "!=", None), ("lt", "lt", NUM, "<", None),
    ("le", "le", NUM, "<=", None), ("gt", "gt", NUM, ">", None), ("ge", "ge", NUM, ">=", None),
    ("logical_and", "logical_and", ALL, None, None), ("logical_or", "logical_or", ALL, None, None),
    ("logical_xor", "logical_xor", ALL, None, None),
    ("bitwise_and", "bitwise_and", INTB, "&", None), ("bitwise_or", "bitwise_or", INTB, "|", None),
    ("bitwise_xor", "bitwise_xor", INTB, "^", None),
]


def _binary(fn, dtypes, sym, kw):
    def make(g):
        a = g.pick(dtypes)
        if a is None:
            return None
        b = g.operand(a, dtypes)
        if fn in NAN_SIGN and isinstance(b, dict) and "v" in b and not _no_nan(g, b["v"]):
            return None
        if sym and g.rng.random() < 0.3:
            if not isinstance(b, dict) and g.rng.random() < 0.4:
                return binop(sym, b, V(a))  # scalar on the left: the reflected operator
            return binop(sym, V(a), b)
        return call(f"torch.{fn}", V(a), b, **(kw(g.rng, g.dtype(a)) if kw else {}))
    return make


for _fn, _aten, _dt, _sym, _kw in BINARY:
    spec(_fn, aten=(_aten,), weight=0.5, family="binary")(_binary(_fn, _dt, _sym, _kw))


@spec("div_rounding", aten=("div",), weight=0.3, family="binary")
def _div_rounding(g):
    a = g.pick(NUM)
    if a is None:
        return None
    mode = g.rng.choice(["floor", "trunc"])
    if g.dtype(a) in INT:  # integer division by zero raises on the CPU: a non-zero scalar only
        return call("torch.div", V(a), g.scalar(g.dtype(a), nonzero=True), rounding_mode=mode)
    return call("torch.div", V(a), g.operand(a, FLOAT), rounding_mode=mode)


@spec("remainder", aten=("remainder", "fmod", "floor_divide"), weight=0.4, family="binary")
def _remainder(g):
    a = g.pick(NUM)
    if a is None:
        return None
    fn = g.rng.choice(["remainder", "fmod", "floor_divide"])
    if g.dtype(a) in INT:
        b = g.scalar(g.dtype(a), nonzero=True)
    else:
        b = g.operand(a, FLOAT)
    if fn != "fmod" and g.rng.random() < 0.3:
        return binop("%" if fn == "remainder" else "//", V(a), b)
    return call(f"torch.{fn}", V(a), b)


@spec("pow", aten=("pow",), weight=0.5, family="binary")
def _pow(g):
    a = g.pick(NUM)
    if a is None:
        return None
    x = g.rng.random()
    if g.dtype(a) in INT:
        e = g.rng.choice([0, 1, 2, 3])
    elif x < 0.6:
        e = g.rng.choice([2, 3, 0.5, -1, 1.5, -0.5, 0])
    else:
        e = g.operand(a, FLOAT, scalar=False)
    if g.rng.random() < 0.3:
        return binop("**", V(a), e)
    if g.rng.random() < 0.1 and g.dtype(a) in FLOAT:
        return call("torch.pow", g.rng.choice([2.0, 0.5]), V(a))  # a scalar base
    return call("torch.pow", V(a), e)


@spec("shift", aten=("bitwise_left_shift", "bitwise_right_shift"), weight=0.2, family="binary")
def _shift(g):
    a = g.pick(INT)
    return a and binop(g.rng.choice(["<<", ">>"]), V(a), g.rng.randint(0, 5))


@spec("heaviside", aten=("heaviside",), weight=0.2, family="binary")
def _heaviside(g):
    a = g.pick(NUM)
    return a and call("torch.heaviside", V(a), g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True))


@spec("clamp", aten=("clamp",), weight=0.6, family="binary")
def _clamp(g):
    a = g.pick(NUM)
    if a is None:
        return None
    r = g.rng
    dt = g.dtype(a)
    x = r.random()
    if x < 0.6:
        lo, hi = sorted([g.scalar(dt if dt in INT else "float32") for _ in range(2)], key=_sortkey)
        if r.random() < 0.1:
            lo, hi = hi, lo  # min > max: PyTorch sets everything to max
        kw = {"min": lo, "max": hi} if r.random() < 0.6 else ({"min": lo} if r.random() < 0.5 else {"max": hi})
        return call("torch.clamp", V(a), **kw)
    if x < 0.8:
        return call(r.choice(["torch.clamp_min", "torch.clamp_max"]), V(a), g.scalar(dt if dt in INT else "float32"))
    return call("torch.clamp", V(a), min=g.operand(a, (dt,), scalar=False), max=g.operand(a, (dt,), scalar=False))


def _sortkey(v):
    return float(v["float"]) if isinstance(v, dict) else float(v)


@spec("where", aten=("where",), weight=0.6, family="ternary")
def _where(g):
    a = g.pick(ALL)
    if a is None:
        return None
    cond = g.operand(a, ("bool",), scalar=False)
    if g.rng.random() < 0.3:
        b = g.scalar(g.dtype(a))
    else:
        b = g.operand(a, (g.dtype(a),) if g.rng.random() < 0.8 else ALL, scalar=False)
    if g.rng.random() < 0.15:
        return method("where", V(a), cond, b)
    return call("torch.where", cond, V(a), b)


@spec("masked_fill", aten=("masked_fill",), weight=0.5, family="ternary")
def _masked_fill(g):
    a = g.pick(ALL)
    if a is None:
        return None
    mask = g.operand(a, ("bool",), scalar=False)
    return method("masked_fill", V(a), mask, g.scalar(g.dtype(a)))


@spec("lerp", aten=("lerp",), weight=0.3, family="ternary")
def _lerp(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    b = g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    w = g.rng.choice([0.25, 0.5, -1.0]) if g.rng.random() < 0.6 else g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    return call("torch.lerp", V(a), b, w)


@spec("addcmul", aten=("addcmul", "addcdiv"), weight=0.3, family="ternary")
def _addcmul(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    t1 = g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    t2 = g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    return call(g.rng.choice(["torch.addcmul", "torch.addcdiv"]), V(a), t1, t2, value=g.rng.choice([1, 0.5, -2]))


@spec("nan_to_num", aten=("nan_to_num",), weight=0.3, family="unary")
def _nan_to_num(g):
    a = g.pick(FLOAT)
    # Explicit replacements: the defaults are the dtype's extremes, which a float64 shadow run would change.
    return a and call("torch.nan_to_num", V(a), nan=0.0, posinf=g.rng.choice([1e4, 3.0]), neginf=-1e4)


@spec("logit", aten=("logit",), weight=0.2, family="unary")
def _logit(g):
    a = g.pick(FLOAT)
    return a and call("torch.logit", V(a), eps=g.rng.choice([None, 1e-3]))


# --- reductions -----------------------------------------------------------------------------------


def _reduce(fn, dtypes, keep=True, multi_dim=True, out=1, kw=None, need_dim=False):
    def make(g):
        a = g.pick(dtypes, min_rank=1 if need_dim else 0)
        if a is None:
            return None
        dims = g.dims(a) if multi_dim else (g.dim(a) if g.rank(a) and (need_dim or g.rng.random() < 0.8) else None)
        if need_dim and dims is None:
            dims = g.dim(a)
        extra = kw(g) if kw else {}
        if dims is None:
            return call(fn, V(a), out=out, **extra)
        kwargs = {"dim": dims}
        if keep and g.rng.random() < 0.4:
            kwargs["keepdim"] = True
        return call(fn, V(a), out=out, **kwargs, **extra)
    return make


def _sum_dtype(g):
    return {"dtype": D(g.rng.choice(["float32", "int64"]))} if g.rng.random() < 0.1 else {}


spec("sum", weight=1.0, family="reduce")(_reduce("torch.sum", ALL, kw=_sum_dtype))
spec("mean", weight=0.8, family="reduce")(_reduce("torch.mean", FLOAT))
spec("nansum", weight=0.2, family="reduce")(_reduce("torch.nansum", FLOAT))
spec("amax", weight=0.5, family="reduce")(_reduce("torch.amax", NUM + ("bool",)))
spec("amin", weight=0.4, family="reduce")(_reduce("torch.amin", NUM + ("bool",)))
spec("prod", weight=0.3, family="reduce")(_reduce("torch.prod", NUM, multi_dim=False))
spec("any", weight=0.3, family="reduce")(_reduce("torch.any", ALL))
spec("all", weight=0.3, family="reduce")(_reduce("torch.all", ALL))
spec("argmax", weight=0.4, family="reduce")(_reduce("torch.argmax", NUM, multi_dim=False))
spec("argmin", weight=0.3, family="reduce")(_reduce("torch.argmin", NUM, multi_dim=False))
spec("logsumexp", weight=0.4, family="reduce")(_reduce("torch.logsumexp", FLOAT, need_dim=True))
spec("count_nonzero", weight=0.2, family="reduce")(_reduce("torch.count_nonzero", ALL, keep=False))
spec("max_dim", aten=("max",), weight=0.4, family="reduce")(_reduce("torch.max", NUM, multi_dim=False, out=2, need_dim=True))
spec("min_dim", aten=("min",), weight=0.3, family="reduce")(_reduce("torch.min", NUM, multi_dim=False, out=2, need_dim=True))
spec("aminmax", weight=0.2, family="reduce")(_reduce("torch.aminmax", NUM, multi_dim=False, out=2))
spec("max_all", aten=("max",), weight=0.2, family="reduce")(
    lambda g: (lambda a: a and call("torch.max", V(a)))(g.pick(NUM, pred=lambda n: g.numel(n) > 0)))


def _correction(g):
    return {"correction": g.rng.choice([0, 1])}


spec("var", weight=0.3, family="reduce")(_reduce("torch.var", FLOAT, kw=_correction))
spec("std", weight=0.3, family="reduce")(_reduce("torch.std", FLOAT, kw=_correction))
spec("var_mean", weight=0.2, family="reduce")(_reduce("torch.var_mean", FLOAT, out=2, kw=_correction))


@spec("vector_norm", aten=("linalg_vector_norm",), weight=0.3, family="reduce")
def _vector_norm(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    kw = {"ord": num(g.rng.choice([2, 1, float("inf"), 3.0]))}
    d = g.dims(a)
    if d is not None:
        kw["dim"] = d
        kw["keepdim"] = g.rng.random() < 0.3
    return call("torch.linalg.vector_norm", V(a), **kw)


def _scan(fn, dtypes, out=1):
    def make(g):
        a = g.pick(dtypes)
        if a is None:
            return None
        kw = {}
        if fn == "torch.cumsum" and g.rng.random() < 0.15:
            kw["dtype"] = D(g.rng.choice(["float32", "int64"]))
        return call(fn, V(a), g.dim(a), out=out, **kw)
    return make


spec("cumsum", weight=0.5, family="scan")(_scan("torch.cumsum", ALL))
spec("cumprod", weight=0.2, family="scan")(_scan("torch.cumprod", NUM))
spec("cummax", weight=0.2, family="scan")(_scan("torch.cummax", NUM, out=2))
spec("logcumsumexp", aten=("_logcumsumexp",), weight=0.2, family="scan")(_scan("torch.logcumsumexp", FLOAT))


@spec("sort", aten=("sort",), weight=0.3, family="sort")
def _sort(g):
    a = g.pick(NUM)
    if a is None:
        return None
    return call("torch.sort", V(a), dim=g.dim(a), descending=g.rng.random() < 0.5, stable=True, out=2)


@spec("topk", aten=("topk",), weight=0.3, family="sort")
def _topk(g):
    a = g.pick(NUM, min_rank=1, pred=lambda n: max(g.shape(n)) > 0)
    if a is None:
        return None
    d = g.rng.choice([i for i, s in enumerate(g.shape(a)) if s > 0])
    if _ties(g.val(a), d):
        return None  # which of equal values topk returns first is unspecified
    k = g.rng.randint(1, g.shape(a)[d])
    return call("torch.topk", V(a), k, dim=d, largest=g.rng.random() < 0.7, out=2)


def _ties(t, dim):
    """Equal values along `dim` (NaNs count as equal: sort puts them together)."""
    v = t.float().sort(dim=dim).values
    n = v.shape[dim]
    if n <= 1:
        return False
    a, b = v.narrow(dim, 1, n - 1), v.narrow(dim, 0, n - 1)
    return bool(((a == b) | (a.isnan() & b.isnan())).any())


# --- matmul ---------------------------------------------------------------------------------------

MM = ("float32", "float32", "float32", "bfloat16", "float16")


def _mm_dtype(g, a):
    return g.dtype(a)


@spec("matmul", aten=("mm", "bmm"), weight=1.0, family="matmul")
def _matmul(g):
    a = g.pick(FLOAT, min_rank=1, max_rank=4)
    if a is None:
        return None
    sa, r = g.shape(a), g.rng
    k = sa[-1]
    n = g.size() or 1
    x = r.random()
    if len(sa) == 1 or x < 0.2:
        sb = [k] if x < 0.1 else [k, n]
    elif x < 0.6:
        sb = [k, n]
    else:
        batch = g.bcast_shape(sa[:-2]) if len(sa) > 2 else [r.choice([1, 2, 3])] if r.random() < 0.3 else []
        sb = batch + [k, n]
    b = g.new(sb, g.dtype(a))
    if r.random() < 0.25:
        return binop("@", V(a), V(b))
    return call("torch.matmul", V(a), V(b))


@spec("mm", aten=("mm",), weight=0.5, family="matmul")
def _mm(g):
    a = g.pick(FLOAT + ("int64",), min_rank=2, max_rank=2)
    if a is None:
        return None
    b = g.new([g.shape(a)[1], g.size() or 2], g.dtype(a))
    return call("torch.mm", V(a), V(b))


@spec("bmm", aten=("bmm",), weight=0.5, family="matmul")
def _bmm(g):
    a = g.pick(FLOAT, min_rank=3, max_rank=3)
    if a is None:
        return None
    s = g.shape(a)
    b = g.new([s[0], s[2], g.size() or 2], g.dtype(a))
    return call("torch.bmm", V(a), V(b))


@spec("linear", aten=("addmm", "mm"), weight=0.7, family="matmul")
def _linear(g):
    a = g.pick(FLOAT, min_rank=1, max_rank=4)
    if a is None:
        return None
    k = g.shape(a)[-1]
    n = g.size() or 3
    w = g.new([n, k], g.dtype(a))
    bias = V(g.new([n], g.dtype(a))) if g.rng.random() < 0.7 else None
    return call("F.linear", V(a), V(w), bias)


@spec("addmm", aten=("addmm",), weight=0.3, family="matmul")
def _addmm(g):
    a = g.pick(FLOAT, min_rank=2, max_rank=2)
    if a is None:
        return None
    m, k = g.shape(a)
    n = g.size() or 2
    b = g.new([k, n], g.dtype(a))
    c = g.new(g.rng.choice([[n], [m, n], [1, n]]), g.dtype(a))
    return call("torch.addmm", V(c), V(a), V(b), beta=g.rng.choice([1, 0.5]), alpha=g.rng.choice([1, 2]))


@spec("baddbmm", aten=("baddbmm",), weight=0.2, family="matmul")
def _baddbmm(g):
    a = g.pick(FLOAT, min_rank=3, max_rank=3)
    if a is None:
        return None
    bsz, m, k = g.shape(a)
    n = g.size() or 2
    b = g.new([bsz, k, n], g.dtype(a))
    c = g.new([bsz, m, n], g.dtype(a))
    return call("torch.baddbmm", V(c), V(a), V(b), beta=g.rng.choice([1, 0.0]), alpha=g.rng.choice([1, 0.5]))


@spec("mv_dot", aten=("mv", "dot"), weight=0.2, family="matmul")
def _mv_dot(g):
    a = g.pick(FLOAT, min_rank=1, max_rank=2)
    if a is None:
        return None
    v = g.new([g.shape(a)[-1]], g.dtype(a))
    return call("torch.mv" if g.rank(a) == 2 else "torch.dot", V(a), V(v))


@spec("einsum", aten=("bmm",), weight=0.2, family="matmul")
def _einsum(g):
    a = g.pick(FLOAT, min_rank=2, max_rank=3)
    if a is None:
        return None
    s = g.shape(a)
    if len(s) == 2:
        b = g.new([s[1], g.size() or 2], g.dtype(a))
        eq = g.rng.choice(["ij,jk->ik", "ij,jk->ki", "ij,jk->i"])
    else:
        b = g.new([s[0], s[2], g.size() or 2], g.dtype(a))
        eq = g.rng.choice(["bij,bjk->bik", "bij,bjk->bk"])
    return call("torch.einsum", eq, V(a), V(b))


# --- softmax and normalisation --------------------------------------------------------------------


@spec("softmax", aten=("_softmax",), weight=0.6, family="softmax")
def _softmax(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    kw = {"dtype": D("float32")} if g.rng.random() < 0.1 else {}
    return call(g.rng.choice(["F.softmax", "torch.softmax"]), V(a), dim=g.dim(a), **kw)


@spec("log_softmax", aten=("_log_softmax",), weight=0.5, family="softmax")
def _log_softmax(g):
    a = g.pick(FLOAT)
    return a and call("F.log_softmax", V(a), dim=g.dim(a))


def _spread(groups):
    """Every row of `groups` ([n, m]) has m >= 2 values that are not all (nearly) equal. A norm of
    a constant group divides rounding noise by sqrt(eps): its result is noise, on any device."""
    if groups.numel() == 0:
        return True
    if groups.shape[-1] < 2:
        return False
    t = groups.double()
    var = t.var(dim=-1, correction=0)
    scale = t.pow(2).mean(dim=-1)
    return bool(((var > 1e-4 * scale + 1e-12) | var.isnan()).all())


@spec("layer_norm", aten=("native_layer_norm",), weight=0.6, family="norm")
def _layer_norm(g):
    a = g.pick(FLOAT, min_rank=1)
    if a is None:
        return None
    s = g.shape(a)
    k = g.rng.randint(1, min(2, len(s)))
    ns = s[-k:]
    if not _spread(g.val(a).reshape(-1, _numel(ns)) if _numel(ns) else g.val(a).reshape(-1, 0)):
        return None
    w = V(g.new(ns, g.dtype(a))) if g.rng.random() < 0.6 else None
    b = V(g.new(ns, g.dtype(a))) if w is not None and g.rng.random() < 0.7 else None
    return call("F.layer_norm", V(a), ns, w, b, eps=g.rng.choice([1e-5, 1e-3]))


@spec("group_norm", aten=("native_group_norm",), weight=0.2, family="norm")
def _group_norm(g):
    a = g.pick(FLOAT, min_rank=2, max_rank=4, pred=lambda n: g.shape(n)[1] > 0 and g.shape(n)[0] > 0)
    if a is None:
        return None
    c = g.shape(a)[1]
    groups = g.rng.choice([d for d in range(1, c + 1) if c % d == 0])
    if not _spread(g.val(a).reshape(g.shape(a)[0], groups, -1)):
        return None
    w = V(g.new([c], g.dtype(a))) if g.rng.random() < 0.5 else None
    return call("F.group_norm", V(a), groups, w, None)


@spec("batch_norm", aten=("_native_batch_norm_legit", "_native_batch_norm_legit_no_training", "native_batch_norm"),
      weight=0.3, family="norm")
def _batch_norm(g):
    a = g.pick(FLOAT, min_rank=2, max_rank=4, pred=lambda n: g.shape(n)[1] > 0)
    if a is None:
        return None
    c = g.shape(a)[1]
    rm = g.new([c], "float32" if g.dtype(a) != "float32" and g.rng.random() < 0.5 else g.dtype(a))
    rv = g.new([c], g.dtype(rm), {"kind": "randint", "seed": g.rng.getrandbits(31), "low": 1, "high": 4})
    training = g.rng.random() < 0.5
    if training and not _spread(g.val(a).transpose(0, 1).reshape(c, -1)):
        return None
    w = V(g.new([c], g.dtype(a))) if g.rng.random() < 0.5 else None
    return call("F.batch_norm", V(a), V(rm), V(rv), w, None, training=training, momentum=0.1, eps=1e-5)


@spec("rms_norm", aten=("mean", "rsqrt"), weight=0.2, family="norm")
def _rms_norm(g):
    a = g.pick(FLOAT, min_rank=1)
    if a is None:
        return None
    ns = g.shape(a)[-1:]
    w = V(g.new(ns, g.dtype(a))) if g.rng.random() < 0.6 else None
    return call("F.rms_norm", V(a), ns, w, eps=1e-6)


# --- views ----------------------------------------------------------------------------------------


def _factor(rng, n, parts):
    """`n` split into `parts` factors (a random factorisation)."""
    if n == 0:
        out = [rng.choice([1, 2, 3]) for _ in range(parts)]
        out[rng.randrange(parts)] = 0
        return out
    out = []
    for _ in range(parts - 1):
        divs = [d for d in range(1, n + 1) if n % d == 0]
        d = rng.choice(divs)
        out.append(d)
        n //= d
    out.append(n)
    rng.shuffle(out)
    return out


@spec("view", aten=("view",), weight=0.8, family="view")
def _view(g):
    a = g.pick(ALL)
    if a is None:
        return None
    r = g.rng
    shape = _factor(r, g.numel(a), r.randint(1, 4))
    if r.random() < 0.4 and g.numel(a) > 0:
        shape[r.randrange(len(shape))] = -1
    fn = r.choice(["view", "reshape", "reshape"])
    return method(fn, V(a), *shape)


@spec("flatten", aten=("view",), weight=0.3, family="view")
def _flatten(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    r = g.rank(a)
    s = g.rng.randrange(r)
    e = g.rng.randrange(s, r)
    return call("torch.flatten", V(a), s, e)


@spec("unflatten", aten=("view",), weight=0.2, family="view")
def _unflatten(g):
    a = g.pick(ALL, min_rank=1, max_rank=3, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    d = g.dim(a)
    sizes = _factor(g.rng, g.shape(a)[d], 2)
    return method("unflatten", V(a), d, sizes)


@spec("transpose", aten=("transpose",), weight=0.7, family="view")
def _transpose(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    r = g.rng.random()
    if r < 0.15 and g.rank(a) <= 2:
        return method("t", V(a))
    if r < 0.25 and g.rank(a) >= 2:
        return Op("attr", "mT", [V(a)], {}, 1)
    return call("torch.transpose", V(a), g.dim(a), g.dim(a)) if r < 0.6 else method("transpose", V(a), g.dim(a), g.dim(a))


@spec("permute", aten=("permute",), weight=0.6, family="view")
def _permute(g):
    a = g.pick(ALL, min_rank=2)
    if a is None:
        return None
    perm = list(range(g.rank(a)))
    g.rng.shuffle(perm)
    if g.rng.random() < 0.2:
        return call("torch.movedim", V(a), g.dim(a), g.dim(a))
    return method("permute", V(a), *perm)


@spec("slice", aten=("slice",), weight=0.8, family="view")
def _slice(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    return Op("getitem", "", [V(a)] + _index_items(g, a), {}, 1)


def _index_items(g, a, ints=True):
    """Basic indexing items for `a`: slices (with steps), ints, None, Ellipsis."""
    r = g.rng
    items = []
    shape = g.shape(a)
    k = r.randint(1, len(shape))
    if r.random() < 0.15 and k < len(shape):
        items.append({"ellipsis": 1})
        shape = shape[len(shape) - k:]
    for s in shape[:k]:
        x = r.random()
        if ints and x < 0.2 and s > 0:
            items.append(r.randrange(-s, s))
        elif x < 0.3:
            items.append(S())
        elif x < 0.35:
            items.append(None)
            items.append(S())
        else:
            a0 = r.choice([None, 0, 1, -2, r.randrange(s + 1)]) if s else None
            b0 = r.choice([None, -1, s, r.randrange(s + 1)]) if s else None
            c0 = r.choice([1, 1, 1, 2, 3])
            items.append(S(a0, b0, c0))
    return items


@spec("select", aten=("select",), weight=0.4, family="view")
def _select(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    d = g.dim(a)
    s = g.shape(a)[d]
    i = g.rng.randrange(-s, s)
    return method("select", V(a), d, i) if g.rng.random() < 0.5 else call("torch.select", V(a), d, i)


@spec("narrow", aten=("narrow", "slice"), weight=0.3, family="view")
def _narrow(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    d = g.dim(a)
    s = g.shape(a)[d]
    start = g.rng.randint(0, s)
    return method("narrow", V(a), d, start, g.rng.randint(0, s - start))


@spec("unsqueeze", aten=("unsqueeze",), weight=0.5, family="view")
def _unsqueeze(g):
    a = g.pick(ALL, max_rank=MAX_RANK - 1)
    if a is None:
        return None
    return method("unsqueeze", V(a), g.dim(a, g.rank(a) + 1))


@spec("squeeze", aten=("squeeze",), weight=0.4, family="view")
def _squeeze(g):
    a = g.pick(ALL, pred=lambda n: 1 in g.shape(n) or g.rng.random() < 0.2)
    if a is None:
        return None
    if g.rank(a) == 0 or g.rng.random() < 0.3:
        return method("squeeze", V(a))
    ones = [i for i, s in enumerate(g.shape(a)) if s == 1]
    return method("squeeze", V(a), g.rng.choice(ones) if ones else g.dim(a))


@spec("expand", aten=("expand",), weight=0.5, family="view")
def _expand(g):
    a = g.pick(ALL, max_rank=4)
    if a is None:
        return None
    r = g.rng
    target = [r.choice([2, 3, 4]) if s == 1 and r.random() < 0.7 else s for s in g.shape(a)]
    lead = [r.choice([1, 2, 3])] if r.random() < 0.4 and len(target) < 4 else []
    if r.random() < 0.2:
        return method("expand_as", V(a), V(g.new(lead + target, g.dtype(a))))
    kept = [-1 if t == s and r.random() < 0.5 else t for t, s in zip(target, g.shape(a))]
    return method("expand", V(a), *(lead + kept))


@spec("diagonal", aten=("diagonal",), weight=0.2, family="view")
def _diagonal(g):
    a = g.pick(ALL, min_rank=2)
    if a is None:
        return None
    d1 = g.rng.randrange(g.rank(a))
    d2 = g.rng.choice([d for d in range(g.rank(a)) if d != d1])
    return call("torch.diagonal", V(a), offset=g.rng.choice([0, 1, -1]), dim1=d1, dim2=d2)


@spec("unfold", aten=("unfold",), weight=0.15, family="view")
def _unfold(g):
    a = g.pick(ALL, min_rank=1, max_rank=3, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    d = g.dim(a)
    s = g.shape(a)[d]
    return method("unfold", V(a), d, g.rng.randint(1, s), g.rng.randint(1, 3))


@spec("split", aten=("split", "split_with_sizes"), weight=0.3, family="view")
def _split(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    d = g.dim(a)
    s = g.shape(a)[d]
    r = g.rng
    if r.random() < 0.5 and s > 0:
        sizes = [r.randint(0, s)]
        sizes.append(s - sizes[0])
        return call("torch.split", V(a), sizes, dim=d)
    if r.random() < 0.5:
        return call("torch.chunk", V(a), r.randint(1, 4), dim=d)
    return call("torch.split", V(a), r.randint(1, max(s, 1)), dim=d)


@spec("unbind", aten=("unbind", "select"), weight=0.15, family="view")
def _unbind(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: 0 < g.shape(n)[0] <= 8)
    return a and call("torch.unbind", V(a), 0)


@spec("tuple_item", aten=(), weight=0.6, family="view")
def _tuple_item(g):
    tuples = [n for n in g.names if isinstance(g.val(n), (tuple, list)) and len(g.val(n)) > 0]
    if not tuples:
        return None
    t = g.rng.choice(tuples)
    return Op("getitem", "", [V(t), g.rng.randrange(-len(g.val(t)), len(g.val(t)))], {}, 1)


@spec("contiguous", aten=("clone",), weight=0.3, family="view")
def _contiguous(g):
    a = g.pick(ALL)
    return a and method(g.rng.choice(["contiguous", "clone", "detach"]), V(a))


# --- in-place -------------------------------------------------------------------------------------


def _target(g, dtypes=ALL):
    """A tensor to update in place: any variable, views of inputs included (not expanded ones:
    the CPU refuses to write through overlapping memory)."""
    return g.pick(dtypes, pred=lambda n: g.writable(n))


def _writable(t):
    return all(st != 0 or sz <= 1 for st, sz in zip(t.stride(), t.shape))


#: Ops whose result may or may not alias their input (reshape views when it can, copies when it
#: must; contiguous returns its input when it already is). The device's outputs are laid out
#: differently from the CPU's, so it may view where the CPU copied: after one of these, writes into
#: either tensor's storage would be visible on one side only (PyTorch says not to rely on it).
AMBIGUOUS_ALIAS = {("method", "reshape"), ("call", "torch.flatten"), ("method", "unflatten"),
                   ("method", "contiguous")}


@spec("inplace_binary", aten=("add", "sub", "mul", "div"), weight=1.2, family="inplace")
def _inplace_binary(g):
    a = _target(g, NUM)
    if a is None:
        return None
    r = g.rng
    fn = r.choice(["add_", "sub_", "mul_", "div_"] if g.dtype(a) in FLOAT else ["add_", "sub_", "mul_"])
    b = g.operand(a, (g.dtype(a),) if r.random() < 0.8 else NUM)
    kw = {"alpha": 2} if fn in ("add_", "sub_") and r.random() < 0.2 else {}
    return Op("method", fn, [V(a), b], kw, 0)


@spec("inplace_unary", aten=("relu", "sigmoid", "tanh", "exp", "neg", "abs", "floor", "zero", "fill"), weight=0.6,
      family="inplace")
def _inplace_unary(g):
    a = _target(g, FLOAT)
    if a is None:
        return None
    r = g.rng
    fn = r.choice(["relu_", "sigmoid_", "tanh_", "exp_", "neg_", "abs_", "floor_", "zero_", "fill_", "clamp_",
                   "clamp_min_", "pow_", "masked_fill_"])
    if fn == "fill_":
        return Op("method", fn, [V(a), g.scalar(g.dtype(a))], {}, 0)
    if fn == "clamp_":
        return Op("method", fn, [V(a)], {"min": -1.0, "max": r.choice([0.5, 2.0])}, 0)
    if fn == "clamp_min_":
        return Op("method", fn, [V(a), 0.0], {}, 0)
    if fn == "pow_":
        return Op("method", fn, [V(a), 2], {}, 0)
    if fn == "masked_fill_":
        return Op("method", fn, [V(a), g.operand(a, ("bool",), scalar=False), g.scalar(g.dtype(a))], {}, 0)
    return Op("method", fn, [V(a)], {}, 0)


@spec("copy_", aten=("copy",), weight=0.6, family="inplace")
def _copy(g):
    a = _target(g)
    if a is None:
        return None
    src = g.operand(a, ALL, scalar=False)
    return Op("method", "copy_", [V(a), src], {}, 0)


@spec("setitem", aten=("copy", "slice", "select", "fill"), weight=0.8, family="inplace")
def _setitem(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: g.writable(n))
    if a is None:
        return None
    items = _index_items(g, a)
    try:
        region = g.val(a)[tuple(_py_item(g, i) for i in items)]
    except Exception:  # noqa: BLE001 - an index the CPU rejects: nothing to assign to
        return None
    if g.rng.random() < 0.4:
        value = g.scalar(g.dtype(a))
    else:
        value = V(g.new(g.bcast_shape(list(region.shape)), g.dtype(a) if g.rng.random() < 0.85 else g.rand_dtype()))
    return Op("setitem", "", [V(a), value] + items, {}, 0)


def _py_item(g, i):
    """An indexing item as the Python object it renders to."""
    if isinstance(i, dict):
        if "slice" in i:
            return slice(*i["slice"])
        if "ellipsis" in i:
            return Ellipsis
        if "v" in i:
            return g.val(i["v"])
    return i


@spec("index_put", aten=("index_put",), weight=0.3, family="inplace")
def _index_put(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: g.writable(n) and g.shape(n)[0] > 0)
    if a is None:
        return None
    s = g.shape(a)
    k = g.rng.randint(1, s[0])
    accumulate = g.rng.random() < 0.5
    idx = g.index([k], s[0], unique_dim=None if accumulate else 0)
    vshape = [k] + s[1:]
    value = g.new(g.bcast_shape(vshape), g.dtype(a))
    if accumulate or g.rng.random() < 0.5:
        return Op("method", "index_put_", [V(a), T(V(idx)), V(value)], {"accumulate": accumulate}, 0)
    return Op("setitem", "", [V(a), V(value), V(idx)], {}, 0)


@spec("inplace_index", aten=("index_add", "index_fill", "index_copy", "scatter", "scatter_add", "scatter_reduce"),
      weight=0.5, family="inplace")
def _inplace_index(g):
    a = g.pick(NUM, min_rank=1, pred=lambda n: g.writable(n) and g.numel(n) > 0)
    if a is None:
        return None
    r = g.rng
    s = g.shape(a)
    d = r.randrange(len(s))
    fn = r.choice(["index_add_", "index_fill_", "index_copy_", "scatter_", "scatter_add_", "scatter_reduce_"])
    if fn in ("index_add_", "index_fill_", "index_copy_"):
        k = r.randint(1, s[d])
        idx = g.index([k], s[d], unique_dim=0 if fn == "index_copy_" else None)
        if fn == "index_fill_":
            return Op("method", fn, [V(a), d, V(idx), g.scalar(g.dtype(a))], {}, 0)
        src = g.new(s[:d] + [k] + s[d + 1:], g.dtype(a))
        kw = {"alpha": 2} if fn == "index_add_" and r.random() < 0.3 else {}
        return Op("method", fn, [V(a), d, V(idx), V(src)], kw, 0)
    ishape = [r.randint(1, x) for x in s]
    idx = g.index(ishape, s[d], unique_dim=d if fn == "scatter_" else None)
    src = g.new([x + r.choice([0, 0, 1]) for x in ishape], g.dtype(a))
    if fn == "scatter_reduce_":
        return Op("method", fn, [V(a), d, V(idx), V(src)],
                  {"reduce": r.choice(["sum", "amax", "amin", "prod", "mean"]), "include_self": r.random() < 0.5}, 0)
    return Op("method", fn, [V(a), d, V(idx), V(src)], {}, 0)


@spec("inplace_ternary", aten=("lerp", "addcmul"), weight=0.2, family="inplace")
def _inplace_ternary(g):
    a = _target(g, FLOAT)
    if a is None:
        return None
    b = g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    if g.rng.random() < 0.5:
        return Op("method", "lerp_", [V(a), b, 0.5], {}, 0)
    c = g.operand(a, (g.dtype(a),), scalar=False, same_dtype=True)
    return Op("method", "addcmul_", [V(a), b, c], {"value": 0.5}, 0)


# --- indexing -------------------------------------------------------------------------------------


@spec("index_select", aten=("index_select",), weight=0.5, family="index")
def _index_select(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    d = g.dim(a)
    s = g.shape(a)[d]
    k = g.rng.choice([1, 2, 3, 5])
    idx = g.existing_index(lambda sh: len(sh) == 1, s) if g.rng.random() < 0.3 else None
    idx = idx or g.index([k if s > 0 else 0], s)
    return idx and call("torch.index_select", V(a), d, V(idx))


@spec("gather", aten=("gather",), weight=0.5, family="index")
def _gather(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    s = g.shape(a)
    d = g.rng.randrange(len(s))
    ishape = [g.rng.randint(1, x) if i != d else g.rng.choice([1, 2, 4]) for i, x in enumerate(s)]
    idx = g.index(ishape, s[d])
    if g.rng.random() < 0.2:
        return call("torch.take_along_dim", V(a), V(idx), dim=d) if ishape == [
            x if i != d else ishape[d] for i, x in enumerate(s)] else call("torch.gather", V(a), d, V(idx))
    return call("torch.gather", V(a), d, V(idx))


@spec("scatter", aten=("scatter", "scatter_add", "scatter_reduce"), weight=0.5, family="index")
def _scatter(g):
    a = g.pick(NUM, min_rank=1, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    r = g.rng
    s = g.shape(a)
    d = r.randrange(len(s))
    fn = r.choice(["scatter", "scatter_value", "scatter_add", "scatter_reduce"])
    ishape = [r.randint(1, x) for x in s]
    idx = g.index(ishape, s[d], unique_dim=d if fn == "scatter" else None)
    if fn == "scatter_value":
        return call("torch.scatter", V(a), d, V(idx), g.scalar(g.dtype(a)))
    src = g.new(ishape, g.dtype(a))
    if fn == "scatter_reduce":
        return call("torch.scatter_reduce", V(a), d, V(idx), V(src), r.choice(["sum", "amax", "amin", "prod", "mean"]),
                    include_self=r.random() < 0.5)
    return call(f"torch.{fn}", V(a), d, V(idx), V(src))


@spec("index_add", aten=("index_add", "index_copy", "index_fill"), weight=0.3, family="index")
def _index_add(g):
    a = g.pick(NUM, min_rank=1, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    r = g.rng
    s = g.shape(a)
    d = r.randrange(len(s))
    fn = r.choice(["index_add", "index_copy", "index_fill"])
    k = r.randint(1, s[d])
    idx = g.index([k], s[d], unique_dim=0 if fn == "index_copy" else None)
    if fn == "index_fill":
        return call("torch.index_fill", V(a), d, V(idx), g.scalar(g.dtype(a)))
    src = g.new(s[:d] + [k] + s[d + 1:], g.dtype(a))
    return call(f"torch.{fn}", V(a), d, V(idx), V(src))


@spec("advanced_index", aten=("index",), weight=0.5, family="index")
def _advanced_index(g):
    a = g.pick(ALL, min_rank=1, pred=lambda n: g.shape(n)[0] > 0)
    if a is None:
        return None
    r = g.rng
    s = g.shape(a)
    # A 0-dim index is rare: Dynamo cannot trace it for any device but the CPU (upstream).
    ishape = r.choices([[r.randint(1, 4)], [2, 3], []], [10, 6, 1])[0]
    if len(s) >= 2 and s[1] > 0 and r.random() < 0.4:
        i0 = g.index(ishape, s[0], negative=True)
        i1 = g.index(g.bcast_shape(ishape), s[1], negative=True)
        return Op("getitem", "", [V(a), V(i0), V(i1)], {}, 1)
    if len(s) >= 2 and s[1] > 0 and r.random() < 0.3:
        i1 = g.index(ishape, s[1], negative=True)
        return Op("getitem", "", [V(a), S(), V(i1)], {}, 1)
    return Op("getitem", "", [V(a), V(g.index(ishape, s[0], negative=True))], {}, 1)


@spec("embedding", aten=("embedding",), weight=0.3, family="index")
def _embedding(g):
    w = g.pick(FLOAT, min_rank=2, max_rank=2, pred=lambda n: g.shape(n)[0] > 0)
    if w is None:
        return None
    idx = g.index(g.rand_shape(g.rng.choice([1, 2])), g.shape(w)[0])
    return call("F.embedding", V(idx), V(w))


@spec("one_hot", aten=("eq",), weight=0.1, family="index")
def _one_hot(g):
    n = g.rng.choice([2, 3, 5])
    idx = g.index(g.rand_shape(g.rng.choice([1, 2])), n)
    return call("F.one_hot", V(idx), n)


@spec("take", aten=("take",), weight=0.15, family="index")
def _take(g):
    a = g.pick(ALL, pred=lambda n: g.numel(n) > 0)
    if a is None:
        return None
    return call("torch.take", V(a), V(g.index([g.rng.randint(1, 6)], g.numel(a), negative=True)))


@spec("masked_select", aten=("masked_select",), weight=0.05, family="index")
def _masked_select(g):
    a = g.pick(ALL)
    return a and call("torch.masked_select", V(a), g.operand(a, ("bool",), scalar=False))


# --- joining and reshaping copies -----------------------------------------------------------------


@spec("cat", aten=("cat",), weight=0.6, family="join")
def _cat(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    r = g.rng
    d = g.dim(a)
    s = g.shape(a)
    parts = [V(a)]
    for _ in range(r.choice([1, 1, 2])):
        want = lambda n: g.rank(n) == len(s) and all(x == y for i, (x, y) in enumerate(zip(g.shape(n), s)) if i != d % len(s))  # noqa: E731
        b = g.pick(ALL, pred=want) if r.random() < 0.4 else None
        if b is None:
            sb = list(s)
            sb[d] = r.choice([0, 1, 2, 3]) if r.random() < 0.1 else r.choice([1, 2, 3])
            b = g.new(sb, g.dtype(a) if r.random() < 0.85 else g.rand_dtype())
        parts.append(V(b))
    r.shuffle(parts)
    return call(r.choice(["torch.cat", "torch.concat"]), parts, dim=d)


@spec("stack", aten=("cat",), weight=0.4, family="join")
def _stack(g):
    a = g.pick(ALL, max_rank=4)
    if a is None:
        return None
    b = g.same_shape(a)
    return call("torch.stack", [V(a), V(b)], dim=g.dim(a, g.rank(a) + 1))


@spec("flip", aten=("flip",), weight=0.3, family="shape")
def _flip(g):
    a = g.pick(ALL, min_rank=1)
    return a and call("torch.flip", V(a), sorted({g.dim(a) % g.rank(a) for _ in range(g.rng.randint(1, 2))}))


@spec("roll", aten=("roll",), weight=0.3, family="shape")
def _roll(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    if g.rng.random() < 0.2:
        return call("torch.roll", V(a), g.rng.randint(-3, 5))
    return call("torch.roll", V(a), g.rng.randint(-3, 5), g.dim(a))


@spec("repeat", aten=("repeat",), weight=0.3, family="shape")
def _repeat(g):
    a = g.pick(ALL, max_rank=3, pred=lambda n: g.numel(n) <= 512)
    if a is None:
        return None
    reps = [g.rng.choice([1, 1, 2, 3]) for _ in range(g.rank(a) + g.rng.choice([0, 0, 1]))]
    if g.rng.random() < 0.3:
        return call("torch.tile", V(a), reps)
    return method("repeat", V(a), *reps) if reps else None


@spec("repeat_interleave", aten=("index_select", "repeat_interleave"), weight=0.15, family="shape")
def _repeat_interleave(g):
    a = g.pick(ALL, min_rank=1, max_rank=3, pred=lambda n: g.numel(n) <= 512)
    return a and call("torch.repeat_interleave", V(a), g.rng.choice([2, 3]), dim=g.dim(a))


@spec("tril", aten=("tril", "triu"), weight=0.3, family="shape")
def _tril(g):
    a = g.pick(ALL, min_rank=2)
    return a and call(g.rng.choice(["torch.tril", "torch.triu"]), V(a), g.rng.choice([0, 1, -1, 2]))


@spec("pad", aten=("constant_pad_nd",), weight=0.3, family="shape")
def _pad(g):
    a = g.pick(ALL, min_rank=1)
    if a is None:
        return None
    k = g.rng.randint(1, min(3, g.rank(a)))
    pads = []
    for d in range(k):
        s = g.shape(a)[-1 - d]
        pads += [g.rng.randint(-min(s, 1), 2), g.rng.randint(-min(s, 1), 2)]
    return call("F.pad", V(a), pads, value=g.scalar(g.dtype(a)) if g.dtype(a) != "bool" else 0)


@spec("trace", aten=("trace",), weight=0.1, family="shape")
def _trace(g):
    a = g.pick(NUM, min_rank=2, max_rank=2)
    return a and call("torch.trace", V(a))


# --- factories and conversions --------------------------------------------------------------------


@spec("like", aten=("zeros_like", "ones_like", "full_like"), weight=0.3, family="factory")
def _like(g):
    a = g.pick(ALL)
    if a is None:
        return None
    r = g.rng
    fn = r.choice(["zeros_like", "ones_like", "full_like"])
    kw = {"dtype": D(g.rand_dtype())} if r.random() < 0.3 else {}
    if fn == "full_like":
        return call("torch.full_like", V(a), g.scalar(g.dtype(a)), **kw)
    return call(f"torch.{fn}", V(a), **kw)


@spec("new_tensor", aten=("new_zeros", "new_ones", "new_full", "full", "zeros"), weight=0.2, family="factory")
def _new_tensor(g):
    a = g.pick(ALL)
    if a is None:
        return None
    r = g.rng
    shape = g.rand_shape(r.choice([1, 2]))
    fn = r.choice(["new_zeros", "new_ones", "new_full", "full"])
    if fn == "new_full":
        return method(fn, V(a), shape, g.scalar(g.dtype(a)))
    if fn == "full":
        return call("torch.full", shape, g.scalar("float32"), device={"device_of": a})
    return method(fn, V(a), shape)


@spec("arange", aten=("arange",), weight=0.25, family="factory")
def _arange(g):
    a = g.pick(ALL)
    if a is None:
        return None
    r = g.rng
    x = r.random()
    kw = {"device": {"device_of": a}}
    if r.random() < 0.3:
        kw["dtype"] = D(r.choice(["float32", "int64", "int32", "bfloat16"]))
    if x < 0.5:
        return call("torch.arange", r.randint(0, 12), **kw)
    if x < 0.8:
        return call("torch.arange", r.randint(-4, 3), r.randint(3, 12), r.choice([1, 2, 3]), **kw)
    return call("torch.arange", 0.0, r.choice([1.0, 2.5]), r.choice([0.25, 0.5]), **kw)


@spec("eye", aten=("eye",), weight=0.1, family="factory")
def _eye(g):
    a = g.pick(ALL)
    return a and call("torch.eye", g.rng.randint(1, 5), g.rng.randint(1, 5), device={"device_of": a})


@spec("to_dtype", aten=("_to_copy",), weight=1.0, family="convert")
def _to_dtype(g):
    a = g.pick(ALL)
    if a is None:
        return None
    r = g.rng
    target = g.rand_dtype(ALL) if r.random() < 0.6 else r.choice(ALL)
    if target == g.dtype(a):
        target = r.choice(ALL)
    src = g.dtype(a)
    if src in FLOAT and target in INT + ("bool",) and target != "bool":
        # Float -> int of NaN, infinities or out-of-range values is undefined behaviour in C++:
        # only finite values within range are converted.
        t = g.val(a).float()
        if t.numel() and not (t.isfinite().all() and t.abs().max() < 2**31):
            return None
    if r.random() < 0.15:
        b = g.pick((target,))
        if b is not None:
            return method("type_as", V(a), V(b))
    return method("to", V(a), D(target))


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
            if (op.kind, op.fn) in AMBIGUOUS_ALIAS:
                for n in op_refs(op) + op.out:
                    if isinstance(g.ns.get(n), torch.Tensor):
                        g.frozen.add(g.ns[n].untyped_storage().data_ptr())
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


def _drop_inputs(g, n_inputs, names, counter):
    for inp in g.inputs[n_inputs:]:
        g.ns.pop(inp.name, None)
    del g.inputs[n_inputs:]
    g.names = names
    g.counter = counter


def _replay(g, torch):
    """Rebuilds every value from the inputs (after a rejected op that may have written partially)."""
    ns = {"torch": torch, "F": torch.nn.functional}
    for inp in g.inputs:
        ns[inp.name] = eval(input_expr(inp), {"torch": torch})  # noqa: S307
    for op in g.ops:
        exec(statement(op), ns)  # noqa: S102
    g.ns = ns
