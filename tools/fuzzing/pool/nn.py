"""Layers and losses models are made of: convolutions, pooling, interpolation, attention, prelu,
and the common losses. Inputs of the right rank are made when no earlier result fits."""

from . import FLOAT, V, call, spec


def _batched(g, rank, min_size=1):
    """A float tensor of `rank` (N, C, spatial...) with every dim at least `min_size`: an earlier
    one, or a new input."""
    a = g.pick(FLOAT, min_rank=rank, max_rank=rank, pred=lambda n: min(g.shape(n)) >= min_size)
    if a is not None and g.rng.random() < 0.7:
        return a
    r = g.rng
    shape = [r.choice([1, 2, 3]), r.choice([1, 2, 3, 4])] + [r.choice([min_size, 3, 4, 5, 6, 8]) for _ in range(rank - 2)]
    return g.new([max(s, min_size) for s in shape], g.rand_dtype(FLOAT))


@spec("conv", aten=("convolution",), weight=0.5, family="nn")
def _conv(g):
    r = g.rng
    rank = r.choice([3, 4, 4])
    a = _batched(g, rank)
    c = g.shape(a)[1]
    groups = r.choice([d for d in (1, 2, 3) if c % d == 0])
    out = groups * r.choice([1, 2, 3])
    spatial = g.shape(a)[2:]
    k = [r.randint(1, min(3, s + 2)) for s in spatial]
    kw = {"stride": r.choice([1, 1, 2]), "padding": r.choice([0, 0, 1]), "dilation": r.choice([1, 1, 2]),
          "groups": groups}
    if r.random() < 0.15 and kw["stride"] == 1:
        kw["padding"] = "same"
    w = g.new([out, c // groups] + k, g.dtype(a))
    bias = V(g.new([out], g.dtype(a))) if r.random() < 0.6 else None
    return call("F.conv2d" if rank == 4 else "F.conv1d", V(a), V(w), bias, **kw)


@spec("pool", aten=("max_pool2d_with_indices", "avg_pool2d"), weight=0.4, family="nn")
def _pool(g):
    r = g.rng
    a = _batched(g, 4)
    h, w = g.shape(a)[2:]
    k = r.randint(1, min(3, h, w))
    kw = {"kernel_size": k, "stride": r.choice([None, 1, 2]), "padding": r.randint(0, k // 2),
          "ceil_mode": r.random() < 0.3}
    if r.random() < 0.5:
        return call("F.max_pool2d", V(a), **kw)
    return call("F.avg_pool2d", V(a), count_include_pad=r.random() < 0.5, **kw)


@spec("adaptive_pool", aten=("_adaptive_avg_pool2d", "adaptive_max_pool2d"), weight=0.25, family="nn")
def _adaptive_pool(g):
    r = g.rng
    a = _batched(g, 4)
    h, w = g.shape(a)[2:]
    size = [r.randint(1, h), r.randint(1, w)]
    if r.random() < 0.5:
        return call("F.adaptive_avg_pool2d", V(a), size)
    return call("F.adaptive_max_pool2d", V(a), size)


@spec("interpolate", aten=("upsample_nearest2d", "upsample_bilinear2d"), weight=0.3, family="nn")
def _interpolate(g):
    r = g.rng
    a = _batched(g, 4)
    mode = r.choice(["nearest", "bilinear", "nearest-exact"])
    kw = {"mode": mode}
    if mode == "bilinear":
        kw["align_corners"] = r.random() < 0.5
    if r.random() < 0.5:
        kw["scale_factor"] = r.choice([2, 0.5, 1.5])
    else:
        kw["size"] = [r.randint(1, 8), r.randint(1, 8)]
    return call("F.interpolate", V(a), **kw)


@spec("attention", aten=("_softmax", "bmm"), weight=0.3, family="nn")
def _attention(g):
    r = g.rng
    a = g.pick(FLOAT, min_rank=3, max_rank=4, pred=lambda n: min(g.shape(n)) > 0)
    if a is None or r.random() < 0.3:
        a = g.new([r.choice([1, 2]), r.choice([1, 2])][: r.choice([1, 2])] + [r.randint(1, 6), r.choice([2, 4, 8])],
                  g.rand_dtype(FLOAT))
    s = g.shape(a)
    kv = s[:-2] + [r.randint(1, 6) if r.random() < 0.5 else s[-2], s[-1]]
    k = g.new(kv, g.dtype(a))
    v = g.new(kv[:-1] + [r.choice([s[-1], 3])], g.dtype(a))
    causal = r.random() < 0.4 and kv[-2] == s[-2]
    return call("F.scaled_dot_product_attention", V(a), V(k), V(v), is_causal=causal)


@spec("prelu", aten=("_prelu_kernel",), weight=0.15, family="nn")
def _prelu(g):
    a = g.pick(FLOAT, min_rank=1)
    if a is None:
        return None
    c = g.shape(a)[1] if g.rank(a) >= 2 else 1
    w = g.new([g.rng.choice([1, c])], g.dtype(a))
    return call("F.prelu", V(a), V(w))


@spec("cross_entropy", aten=("nll_loss_forward", "_log_softmax"), weight=0.3, family="nn")
def _cross_entropy(g):
    r = g.rng
    a = g.pick(FLOAT, min_rank=2, max_rank=2, pred=lambda n: g.shape(n)[1] > 0)
    if a is None or r.random() < 0.3:
        a = g.new([r.randint(1, 6), r.randint(2, 7)], g.rand_dtype(FLOAT))
    n, c = g.shape(a)
    target = g.index([n], c)
    kw = {"reduction": r.choice(["mean", "sum", "none"])}
    if r.random() < 0.3:
        kw["label_smoothing"] = 0.1
    if r.random() < 0.2:
        return call("F.nll_loss", V(a), V(target), reduction=kw["reduction"])
    return call("F.cross_entropy", V(a), V(target), **kw)


LOSSES = ("mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss")


@spec("regression_loss", aten=("mse_loss", "smooth_l1_loss", "huber_loss"), weight=0.3, family="nn")
def _regression_loss(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    b = g.same_shape(a)
    fn = g.rng.choice(LOSSES)
    return call(f"F.{fn}", V(a), V(b), reduction=g.rng.choice(["mean", "sum", "none"]))


@spec("bce_with_logits", aten=("binary_cross_entropy_with_logits",), weight=0.2, family="nn")
def _bce_with_logits(g):
    a = g.pick(FLOAT)
    if a is None:
        return None
    target = g.new(g.shape(a), g.dtype(a), {"kind": "rand", "seed": g.rng.getrandbits(31)})
    kw = {"reduction": g.rng.choice(["mean", "sum", "none"])}
    if g.rng.random() < 0.3 and g.rank(a) >= 1:
        kw["pos_weight"] = V(g.new(g.shape(a)[-1:], g.dtype(a), {"kind": "rand", "seed": g.rng.getrandbits(31)}))
    return call("F.binary_cross_entropy_with_logits", V(a), V(target), **kw)
