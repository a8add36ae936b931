"""Pointwise entries: unary math, activations, binary ops with broadcasting and Python numbers, comparisons, clamp, where, masked_fill, lerp, addcmul."""

from . import ALL, F32, FLOAT, INT, INTB, NUM, V, binop, call, method, spec


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
