"""Delta debugging: a failing program cut down to a small one that fails the same way.

:func:`shrink` takes a program, a predicate ``still_fails(program) -> bool`` (which runs the
candidate in a worker and compares its outcome's signature with the original's) and a time budget,
and applies, until nothing changes or the budget runs out:

1. fewer returned values (ddmin over ``returns``);
2. fewer ops (ddmin over op records: a removed op's results are replaced, in later ops, by its
   first tensor operand; candidates the CPU then rejects fail the predicate and are dropped);
3. no unused inputs;
4. smaller inputs (each dim to 1, 2 or half; literal values are cut to the new shape);
5. simpler dtypes (bfloat16/float16 inputs and dtype arguments to float32);
6. small inputs written out as literal values (a reproducer that does not depend on the generator).
"""

from __future__ import annotations

import time

from .program import Program, literal_values, op_refs, rename

LITERAL_MAX = 64


class _Budget:
    def __init__(self, seconds, max_tries):
        self.deadline = time.monotonic() + seconds
        self.tries = 0
        self.max_tries = max_tries

    def left(self):
        return time.monotonic() < self.deadline and self.tries < self.max_tries


def _ddmin(items, test, budget):
    """The classic ddmin: a 1-minimal sublist of `items` for which test(sublist) holds (`items`
    itself passes)."""
    n = 2
    while len(items) >= 2 and budget.left():
        chunk = max(1, len(items) // n)
        subsets = [items[i:i + chunk] for i in range(0, len(items), chunk)]
        reduced = False
        for i in range(len(subsets)):
            if not budget.left():
                break
            complement = [x for j, s in enumerate(subsets) if j != i for x in s]
            budget.tries += 1
            if complement and test(complement):
                items = complement
                n = max(n - 1, 2)
                reduced = True
                break
        if not reduced:
            if n >= len(items):
                break
            n = min(n * 2, len(items))
    if len(items) == 1 and budget.left():
        budget.tries += 1
        if test([]):
            return []
    return items


def without_ops(program, keep):
    """The program with only the ops at positions `keep`; references to removed results are
    redirected to the removed op's first operand."""
    p = program.copy()
    keep = set(keep)
    alias = {}
    ops = []
    for i, op in enumerate(p.ops):
        if i in keep:
            for old, new in alias.items():
                op.args = rename(op.args, old, new)
                op.kwargs = rename(op.kwargs, old, new)
            ops.append(op)
        else:
            operands = [alias.get(r, r) for r in op_refs(op)]
            for o in op.out:
                if operands:
                    alias[o] = operands[0]
    p.ops = ops
    defined = {o for op in ops for o in op.out}
    p.returns = [r for r in p.returns if r in defined]
    return p


def without_unused_inputs(program):
    p = program.copy()
    used = {r for op in p.ops for r in op_refs(op)}
    p.inputs = [i for i in p.inputs if i.name in used]
    return p


def _cut(values, shape):
    """Literal nested lists cut to a smaller shape (a prefix along every dim)."""
    if not shape:
        return values
    return [_cut(v, shape[1:]) for v in values[:shape[0]]]


def with_shape(program, k, shape):
    p = program.copy()
    inp = p.inputs[k]
    if inp.init["kind"] == "literal":
        if any(a > b for a, b in zip(shape, inp.shape)):
            return None
        inp.init = dict(inp.init, values=_cut(inp.init["values"], shape))
    inp.shape = list(shape)
    return p


def with_dtype(program, old, new):
    p = program.copy()
    changed = False
    for inp in p.inputs:
        if inp.dtype == old:
            inp.dtype, changed = new, True
    for op in p.ops:
        op.args, c1 = _swap_dtype(op.args, old, new)
        op.kwargs, c2 = _swap_dtype(op.kwargs, old, new)
        changed = changed or c1 or c2
    return p if changed else None


def _swap_dtype(x, old, new):
    if isinstance(x, dict):
        if x.get("dtype") == old:
            return {"dtype": new}, True
        out, changed = {}, False
        for k, v in x.items():
            out[k], c = _swap_dtype(v, old, new)
            changed = changed or c
        return out, changed
    if isinstance(x, list):
        pairs = [_swap_dtype(v, old, new) for v in x]
        return [v for v, _ in pairs], any(c for _, c in pairs)
    return x, False


def as_literals(program, torch):
    """Small generated inputs replaced by their values."""
    from .program import input_expr

    p = program.copy()
    changed = False
    for inp in p.inputs:
        n = 1
        for s in inp.shape:
            n *= s
        if inp.init["kind"] != "literal" and n <= LITERAL_MAX:
            t = eval(input_expr(inp), {"torch": torch})  # noqa: S307 - our rendering
            inp.init = {"kind": "literal", "values": literal_values(t)}
            changed = True
    return p if changed else None


def shrink(program, still_fails, seconds=300.0, max_tries=400, torch=None, log=None):
    """The smallest program found that still fails; `still_fails` is called on candidates."""
    budget = _Budget(seconds, max_tries)
    best = program

    def test(p):
        if p is None:
            return False
        ok = still_fails(p)
        if ok and log:
            log(f"  shrink: {len(p.ops)} ops, {len(p.inputs)} inputs")
        return ok

    changed = True
    while changed and budget.left():
        changed = False
        # 1. returns
        if len(best.returns) > 1:
            def keep_returns(rs):
                p = best.copy()
                p.returns = list(rs)
                return test(p)
            rs = _ddmin(list(best.returns), keep_returns, budget)
            if rs != best.returns:
                best = best.copy()
                best.returns = rs
                changed = True
        # 2. ops
        if len(best.ops) > 1:
            base = best
            keep = _ddmin(list(range(len(base.ops))), lambda ks: test(without_ops(base, ks)), budget)
            if len(keep) < len(base.ops):
                best = without_ops(base, keep)
                changed = True
        # 3. unused inputs
        p = without_unused_inputs(best)
        if len(p.inputs) < len(best.inputs):
            budget.tries += 1
            if test(p):
                best = p
                changed = True
        # 4. shapes
        for k in range(len(best.inputs)):
            for d in range(len(best.inputs[k].shape)):
                s = best.inputs[k].shape[d]
                for smaller in sorted({1, 2, s // 2} - {s}):
                    if smaller >= s or not budget.left():
                        continue
                    shape = list(best.inputs[k].shape)
                    shape[d] = smaller
                    budget.tries += 1
                    p = with_shape(best, k, shape)
                    if test(p):
                        best = p
                        changed = True
                        break
        # 5. dtypes
        for old in ("bfloat16", "float16", "int32"):
            if not budget.left():
                break
            new = "int64" if old == "int32" else "float32"
            p = with_dtype(best, old, new)
            if p is not None:
                budget.tries += 1
                if test(p):
                    best = p
                    changed = True
    # 6. literal inputs (tried even with the budget spent: one run, and a much better reproducer)
    if torch is not None:
        p = as_literals(best, torch)
        if p is not None and test(p):
            best = p
    return best


__all__ = ["Program", "shrink", "without_ops", "without_unused_inputs"]
