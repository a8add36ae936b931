"""Indexing: index_select, gather, scatter, index_add/copy/fill, advanced indexing, embedding, take."""

from ..program import Op
from . import ALL, FLOAT, NUM, S, V, call, spec


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
