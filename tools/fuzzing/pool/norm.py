"""Softmax, log_softmax and normalisation layers."""

from . import D, FLOAT, V, _numel, call, spec


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
