"""In-place updates: arithmetic, unary, copy_, setitem through views, index_put, index and scatter updates."""

from ..program import Op
from . import ALL, FLOAT, NUM, T, V, method, spec
from .view import _index_items


def _target(g, dtypes=ALL):
    """A tensor to update in place: any variable, views of inputs included (not expanded ones:
    the CPU refuses to write through overlapping memory)."""
    return g.pick(dtypes, pred=lambda n: g.writable(n))




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
