"""Reductions (with dims and keepdim), scans, sort and topk."""

from . import ALL, D, FLOAT, NUM, V, call, num, spec


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
