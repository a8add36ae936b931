"""Views: view/reshape, flatten, transpose, permute, slicing, select, narrow, (un)squeeze, expand, diagonal, split."""

from ..program import Op
from . import ALL, MAX_RANK, S, V, call, method, spec


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
