"""Joins and reshaping copies: cat, stack, flip, roll, repeat, tril/triu, pad, trace."""

from . import ALL, NUM, V, call, method, spec


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
