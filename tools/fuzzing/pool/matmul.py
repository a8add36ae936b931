"""Matrix products: matmul (every rank), mm, bmm, linear, addmm, baddbmm, mv/dot, einsum."""

from . import FLOAT, V, binop, call, spec


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
