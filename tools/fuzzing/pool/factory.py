"""Factories (on the inputs' device) and dtype conversions."""

from . import ALL, D, FLOAT, INT, V, call, method, spec


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
