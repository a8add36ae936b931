"""``torch.compile(backend="tpu")``: whole-graph XLA compilation.

Dynamo captures the Python program, AOTAutograd produces forward and backward
graphs of core ATen ops, and each graph is lowered by the same Rust op table as
eager into one StableHLO module and one PJRT executable (kept in a persistent
on-disk cache, ``TORCH_PJRT_CACHE_DIR``)::

    import torch, torch_pjrt
    model = torch.nn.Linear(64, 64).to("tpu")
    fast = torch.compile(model, backend="tpu")     # torch.compile(model) works too
    y = fast(torch.randn(8, 64, device="tpu"))

Graph breaks run eagerly on the device; recompilations are recorded with their
reasons in ``torch_pjrt.metrics()["recompiles"]`` and logged with
``TORCH_PJRT_LOG=recompiles``. Graphs with symbolic sizes run padded to size
buckets (see :class:`_Bucketed`)::

    f = torch.compile(model, backend="tpu")
    x = tokens.to("tpu"); torch._dynamo.mark_dynamic(x, 1)
    f(x)          # lengths 1..128 share one executable, 129..256 the next

A training step's optimizer compiles too; a fused one is traced as one op (see
:func:`_trace_fused_optimizers`)::

    opt = torch.optim.AdamW(model.parameters(), fused=True)
    step = torch.compile(opt.step, backend="tpu")   # one executable per step

Importing us does not import Dynamo (about a second): the backend registers
when something first imports ``torch._dynamo`` (:class:`_AfterImport`).

torch's ahead-of-time compile saves a function with its graphs; a new process
loads it without tracing (see :func:`_serializable`)::

    torch._dynamo.config.enable_aot_compile = True
    fn = torch.compile(loss_fn, fullgraph=True, backend="tpu").aot_compile(((model, x, y), {}))
    fn.save_compiled_function("loss.pt2")
"""

import functools
import operator
import os
import sys

import torch

from . import _native
from . import _torch_compat as compat

_DEVICE = None
_STATS = {}


def _reset_stats():
    _STATS.update(graphs_compiled=0, recompiles=[], graph_breaks={}, dynamic_buckets=0, dynamic_specialisations=0,
                  dynamic_fallbacks=[], eager_graphs=0)


_reset_stats()


def _device_name():
    global _DEVICE
    if _DEVICE is None:
        import torch_pjrt

        _DEVICE = torch_pjrt.device_name()
    return _DEVICE


def _log(topic):
    return topic in os.environ.get("TORCH_PJRT_LOG", "").split(",") or "all" in os.environ.get("TORCH_PJRT_LOG", "").split(",")


def _num(v):
    if isinstance(v, bool):
        return ("bool", float(v), int(v))
    if isinstance(v, int):
        return ("int64", float(v), v)
    return ("float64", float(v), int(v) if v == v and abs(v) < 2**63 else 0)


class _Unsupported(Exception):
    pass


def _is_size_type(ty):
    return ("int" in ty or "SymInt" in ty) and "Scalar" not in ty and "number" not in ty


def _encode(v, ty, env, sizes=None):
    """One argument value -> the tuple form the Rust side reads."""
    if sizes is not None and isinstance(v, torch.fx.Node) and v not in env and isinstance(v.meta.get("val"), torch.SymInt):
        val = v.meta["val"]
        # A size as a shape takes its padded value; as a number, its real one at run time.
        if _is_size_type(ty):
            return ("i", sizes.padded(val))
        e = sizes.expr_id(val)
        return ("s", _num(int(sizes.padded(val)))) if e is None else ("sx", (e, sizes.padded(val)))
    if sizes is not None and isinstance(v, (list, tuple)) and _is_size_type(ty) and any(isinstance(x, torch.fx.Node) for x in v):
        return ("il", [sizes.padded(x.meta["val"]) if isinstance(x, torch.fx.Node) else int(x) for x in v])
    if isinstance(v, torch.fx.Node):
        if v not in env:
            raise _Unsupported(f"argument {v.name} ({v.op}) is not a tensor the graph can use")
        return ("t", env[v])
    if v is None:
        return ("none",)
    if ty in ("number", "Optional[number]") or (ty.startswith("Tensor") and isinstance(v, (int, float, bool))):
        return ("s", _num(v))
    if ty == "List[number]":
        return ("sl", [_num(x) for x in v])
    if isinstance(v, bool):
        return ("b", v)
    if isinstance(v, int):
        return ("i", v)
    if isinstance(v, float):
        return ("f", v)
    if isinstance(v, torch.dtype):
        return ("dt", str(v))
    if isinstance(v, str):
        return ("str", v)
    if isinstance(v, (list, tuple)):
        if any(isinstance(x, torch.fx.Node) for x in v) or ty.startswith("Tensor") or ty.startswith("List[Tensor") or ty.startswith("List[Optional[Tensor"):
            return ("tl", [None if x is None else env[x] if x in env else _raise(x) for x in v])
        if "List[int]" in ty or "SymInt" in ty:
            return ("il", [int(x) for x in v])
        if "List[float]" in ty:
            return ("fl", [float(x) for x in v])
        if all(isinstance(x, bool) for x in v) and v:
            return ("bl", list(v))
        if all(isinstance(x, int) and not isinstance(x, bool) for x in v):
            return ("il", list(v))
        if all(isinstance(x, (int, float)) for x in v):
            return ("fl", [float(x) for x in v])
    if isinstance(v, (torch.device, torch.layout, torch.memory_format, torch.Generator)):
        return ("other",)
    raise _Unsupported(f"argument {v!r} of type {ty}")


def _raise(x):
    raise _Unsupported(f"list element {x} is not a graph tensor")


def _getitem(env, src, k):
    """Where ``src[k]`` is among the flat results of the lowering that made it:
    ``("n", node, i)`` a tensor, ``("nl", node, i)`` a list starting at i. An op
    returning several values, lists among them (``_fused_adamw``'s five lists),
    has its results laid out return after return."""
    ref = env.get(src)
    if ref is None or len(ref) != 3:
        raise _Unsupported(f"getitem on {src}")
    kind, idx, at = ref
    if kind == "nl":
        return ("n", idx, at + k)
    if kind != "n" or at != 0 or not compat.is_op_overload(src.target):
        raise _Unsupported(f"getitem on {src}")
    rets = compat.op_schema(src.target).returns
    is_list = [isinstance(r.type, torch.ListType) for r in rets]
    if len(rets) == 1:
        return ("n", idx, k)
    val = src.meta.get("val")
    if not isinstance(val, (tuple, list)) or len(val) != len(rets):
        raise _Unsupported(f"getitem on {src}: unknown result structure")
    offset = sum(len(val[j]) if is_list[j] else 1 for j in range(k))
    return ("nl" if is_list[k] else "n", idx, offset)


_POOL = []


def _compile_pool():
    """Worker threads for XLA compiles (joined at interpreter exit by concurrent.futures).
    A forked child gets a pool of its own: the parent's threads did not come along."""
    if not _POOL or _POOL[0][0] != os.getpid():
        from concurrent.futures import ThreadPoolExecutor

        _POOL[:] = [(os.getpid(), ThreadPoolExecutor(max_workers=max(2, min(4, os.cpu_count() or 2)), thread_name_prefix="torch_pjrt_compile"))]
    return _POOL[0][1]


class _Compiled:
    """A graph lowered to one PJRT executable, called with AOTAutograd's boxed convention."""

    _boxed_call = True

    def __init__(self, gm, name, sizes=None, input_layouts=None, background=False):
        dev = _device_name()
        node_exprs = []
        self.int_positions = []
        n_placeholders = 0
        inputs, env = [], {}
        nodes, self.input_devices = [], []
        device_index = None
        for n in gm.graph.nodes:
            if n.op == "placeholder":
                val = n.meta.get("val")
                if val is None or isinstance(val, (int, torch.SymInt)):
                    # A size argument: baked into this (static) graph, dropped at call time.
                    self.int_positions.append(n_placeholders)
                    n_placeholders += 1
                    continue
                n_placeholders += 1
                if not isinstance(val, torch.Tensor):
                    raise _Unsupported(f"graph input {n.name} is {type(val).__name__}, not a tensor (dynamic shapes arrive as SymInt inputs)")
                if sizes is None and any(not isinstance(s, int) for s in val.shape):
                    raise _Unsupported(f"graph input {n.name} has a symbolic shape {tuple(val.shape)}")
                env[n] = ("in", len(inputs))
                inputs.append((str(val.dtype), [sizes.padded(d) for d in val.shape] if sizes else list(val.shape)))
                self.input_devices.append(val.device)
                if val.device.type == dev and device_index is None:
                    device_index = val.device.index or 0
            elif n.op == "call_function":
                if sizes is not None and isinstance(n.meta.get("val"), (torch.SymInt, int)) and not isinstance(n.meta.get("val"), bool):
                    continue  # size arithmetic: read through `sizes` where used
                if n.target is operator.getitem:
                    src, k = n.args
                    env[n] = _getitem(env, src, k)
                    continue
                if not compat.is_op_overload(n.target):
                    raise _Unsupported(f"call to {n.target} (not an ATen op)")
                schema = compat.op_schema(n.target)
                names, args, mutated = [], [], []
                kwargs = dict(n.kwargs)
                for i, a in enumerate(schema.arguments):
                    names.append(a.name)
                    if i < len(n.args):
                        v = n.args[i]
                    elif a.name in kwargs:
                        v = kwargs[a.name]
                    elif a.has_default_value():
                        v = a.default_value
                    else:
                        v = None
                    args.append(_encode(v, str(a.type), env, sizes))
                    if a.alias_info is not None and a.alias_info.is_write:
                        mutated.append(i)
                op = f"{schema.name}.{schema.overload_name}" if schema.overload_name else schema.name
                env[n] = ("n", len(nodes), 0)
                nodes.append((op, names, args, mutated))
                if sizes is not None:
                    node_exprs.append(sizes.out_exprs(n.meta.get("val")))
            elif n.op == "output":
                outs = n.args[0]
                self.out_spec = []
                refs = []
                for o in outs:
                    if o is None:
                        self.out_spec.append(None)
                    elif sizes is not None and isinstance(o, torch.fx.Node) and isinstance(o.meta.get("val"), torch.SymInt):
                        self.out_spec.append(("size", sizes.runtime(o.meta["val"])))
                    elif isinstance(o, int) and not isinstance(o, bool):
                        self.out_spec.append(("int", o))
                    elif isinstance(o, torch.fx.Node):
                        if o not in env:
                            raise _Unsupported(f"graph output {o} is not a tensor")
                        self.out_spec.append(len(refs))
                        refs.append(env[o])
                    else:
                        raise _Unsupported(f"graph output {o!r}")
            elif n.op == "get_attr":
                raise _Unsupported("graph constants (get_attr) are not supported yet")
        self.device_index = device_index or 0
        padding = None
        if sizes is not None:
            layouts = [sizes.layout_ids(l, dims) for l, (_, dims) in zip(input_layouts, inputs)]
            padding = (sizes.table, len(sizes.syms), layouts, node_exprs)
        self.inputs = inputs
        self.dev = torch.device(dev, self.device_index)
        self.name = name
        self._eager = None
        compile_args = (inputs, nodes, refs, self.device_index, padding)
        if background:
            # XLA compiles (or loads) on a worker thread (the GIL is released) while
            # AOTAutograd and Dynamo go on: a forward and its backward compile at
            # once, and a warm start loads executables while Dynamo finishes. The
            # first call waits for it.
            self._pending = _compile_pool().submit(_native.graph_compile, *compile_args)
            self._gm = gm
        else:
            self._pending = None
            self._set_handle(_native.graph_compile(*compile_args))
        _STATS["graphs_compiled"] += 1

    def _set_handle(self, handle):
        self.handle = handle
        self.outputs = _native.graph_outputs(handle)
        self.mutated = _native.graph_mutated(handle)

    def _wait(self):
        # Idempotent: two threads making the first call both wait and set the same.
        try:
            handle = self._pending.result()
        except NotImplementedError as e:
            # As when compiling in the foreground (see _graph_compiler).
            if _native.is_strict():
                raise
            if self._eager is None:
                self._eager = _eager_graph(self._gm, e)
        else:
            self._set_handle(handle)
            self._gm = None
        self._pending = None

    def __call__(self, *call_args):
        # AOTAutograd calls boxed (one list it lets us clear); other callers unboxed.
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        if self._pending is not None:
            self._wait()
        if self._eager is not None:
            return self._eager(args)
        if self.int_positions:
            keep = [a for i, a in enumerate(args) if i not in self.int_positions]
            args.clear()
            args.extend(keep)
        dev = self.dev
        staged = []
        descs = []
        for a in args:
            if a.device != dev:
                # CPU scalars (e.g. an optimizer's step count) ride along as inputs.
                a = a.to(dev)
            staged.append(a)
            descs.append((a.untyped_storage().data_ptr(), str(a.dtype), list(a.shape), list(a.stride()), a.storage_offset()))
        outs = [torch.empty(dims, dtype=getattr(torch, dt.split(".")[-1]), device=dev) for dt, dims in self.outputs]
        _native.graph_run(self.handle, descs, [o.untyped_storage().data_ptr() for o in outs])
        for i in self.mutated:
            if staged[i] is not args[i]:
                args[i].copy_(staged[i])
        args.clear()
        return [None if k is None else k[1] if isinstance(k, tuple) else outs[k] for k in self.out_spec]


# ------------------------------------------------------------------ buckets

_MIN_BUCKET = int(os.environ.get("TORCH_PJRT_MIN_BUCKET", "128"))
_LAYOUTS = {}  # storage layout tag -> layout with sympy extents
_NEXT_TAG = [1]


def _bucket(seen, name, v, at_once):
    """The padded size for a symbol's value ``v``: the next power of two, at
    least ``TORCH_PJRT_MIN_BUCKET`` (128). Under ``dynamic=True`` every size is
    symbolic, varying or not, so there (``at_once`` false) a symbol keeps its
    exact value until it shows a second one: a constant batch size is never
    padded. Sizes Dynamo saw change, and ``mark_dynamic`` ones, pad at once.
    The forward graph decides for a symbol; its backward follows."""
    first = seen.setdefault(name, None if at_once else v)
    if first == v:
        return v
    seen[name] = None
    p = _MIN_BUCKET
    while p < v:
        p *= 2
    return p


class _Sizes:
    """The symbols of one bucketed compile: padded values for shapes, and a
    table of size expressions the program evaluates from the real sizes."""

    def __init__(self, buckets):
        self.buckets = buckets
        self.syms = list(buckets)
        self.table, self.ids, self.rev = [], {}, []

    @staticmethod
    def _expr(e):
        return e.node.expr if isinstance(e, torch.SymInt) else e

    def padded(self, e):
        if isinstance(e, int):
            return e
        return int(self._expr(e).xreplace(self.buckets))

    def expr_id(self, e):
        if isinstance(e, int):
            return None
        expr = self._expr(e)
        return None if expr.is_number else self._intern(expr)

    def _push(self, item, expr):
        self.table.append(item)
        self.rev.append(expr)
        self.ids[expr] = len(self.table) - 1
        return self.ids[expr]

    def _intern(self, expr):
        if expr in self.ids:
            return self.ids[expr]
        if expr.is_Symbol:
            if expr not in self.buckets:
                raise _Unsupported(f"size {expr} is not an input size")
            return self._push(("s", self.syms.index(expr), 0), expr)
        if expr.is_Integer:
            return self._push(("i", int(expr), 0), expr)
        if expr.is_Add or expr.is_Mul:
            op = "+" if expr.is_Add else "*"
            acc = self._intern(expr.args[0])
            for x in expr.args[1:]:
                k = self._intern(x)
                acc = self._push((op, acc, k), object())
            self.ids[expr] = acc
            self.rev[acc] = expr
            return acc
        if expr.is_Pow and expr.exp.is_Integer and int(expr.exp) > 0:
            base = self._intern(expr.base)
            acc = base
            for _ in range(int(expr.exp) - 1):
                acc = self._push(("*", acc, base), object())
            self.ids[expr] = acc
            self.rev[acc] = expr
            return acc
        raise _Unsupported(f"size expression {expr} cannot be bucketed")

    def out_exprs(self, val):
        vals = val if isinstance(val, (list, tuple)) else [val]
        out = []
        for v in vals:
            if isinstance(v, torch.Tensor):
                out.append([-1 if (e := self.expr_id(d)) is None else e for d in v.shape])
            else:
                out.append([])
        return out

    def runtime(self, e):
        """A function of the real symbol values giving the size ``e``."""
        expr = self._expr(e)
        syms = self.syms
        return lambda values: int(expr.xreplace(dict(zip(syms, values))))

    def layout_ids(self, layout, dims):
        if layout is None:
            return [[(d, -1)] for d in dims]
        return [[(p, -1 if a is None else self._intern(a)) for p, a in dim] for dim in layout]

    def layout_exprs(self, layout):
        return [[(p, None if a < 0 else self.rev[a]) for p, a in dim] for dim in layout]


def _eval_table(table, values):
    out = []
    for kind, a, b in table:
        out.append(values[a] if kind == "s" else a if kind == "i" else out[a] + out[b] if kind == "+" else out[a] * out[b])
    return out


def _contiguous(dims):
    st, acc = [], 1
    for d in reversed(dims):
        st.append(acc)
        acc *= max(d, 1)
    return list(reversed(st))


class _Bucketed:
    """A graph with symbolic sizes (``dynamic=True``, ``mark_dynamic``), run
    padded: each symbol is rounded up to a bucket (see :func:`_bucket`) and one
    executable serves every size in the bucket; the Rust lowering masks what
    padding would change (``crates/engine/src/pad.rs``). Outputs come back as
    views of their real size; tensors only the backward graph reads stay padded
    (their storage tagged with the layout) so it takes them without copying.
    A graph the lowering cannot bucket compiles per exact size instead
    (``_Specialising``), recorded in ``metrics()["dynamic_fallbacks"]``."""

    _boxed_call = True

    def __init__(self, gm, visible=None):
        self.gm = gm
        self.visible = visible  # outputs the caller sees (the rest: saved for backward)
        # False inside torch.compile(dynamic=True), where sizes are symbolic whether they vary or not.
        self.at_once = compat.dynamo_assumes_static()
        self.exact = _Specialising(gm)
        self.graphs = {}
        self.refused = None
        self.where = {}  # symbol -> (placeholder index, dim or None)
        self.placeholders = []
        i = 0
        for n in gm.graph.nodes:
            if n.op != "placeholder":
                continue
            v = n.meta.get("val")
            self.placeholders.append(v)
            if isinstance(v, torch.SymInt) and v.node.expr.is_Symbol:
                self.where.setdefault(v.node.expr, (i, None))
            elif isinstance(v, torch.Tensor):
                for d, s in enumerate(v.shape):
                    if isinstance(s, torch.SymInt) and s.node.expr.is_Symbol:
                        self.where.setdefault(s.node.expr, (i, d))
            i += 1
        self.syms = sorted(self.where, key=str)
        # Per symbol: its first value, or None once it varied. Kept on the
        # ShapeEnv, which a forward graph and its backward share.
        env = next((d.node.shape_env for v in self.placeholders for d in ([v] if isinstance(v, torch.SymInt) else
                    list(v.shape) if isinstance(v, torch.Tensor) else []) if isinstance(d, torch.SymInt)), None)
        self.seen = env.__dict__.setdefault("_torch_pjrt_seen", {}) if env is not None else {}

    def _refuse(self, why):
        self.refused = why
        _STATS.setdefault("dynamic_fallbacks", []).append(why)
        if _log("recompiles"):
            print(f"[torch_pjrt] dynamic shapes: compiling per exact size: {why}", file=sys.stderr)

    def __call__(self, *call_args):
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        if self.refused is not None or os.environ.get("TORCH_PJRT_BUCKETS", "1") == "0":
            return self.exact(self._unpadded(args))
        values = {}
        for s, (i, d) in self.where.items():
            a = args[i]
            values[s] = int(a) if d is None else int(a.shape[d])
        buckets = {s: _bucket(self.seen, str(s), values[s], self.at_once) for s in self.syms}
        vals = [values[s] for s in self.syms]
        prepared, key = [], [tuple(buckets[s] for s in self.syms)]
        for v, a in zip(self.placeholders, args):
            if not isinstance(v, torch.Tensor):
                continue
            padded = [int(d.node.expr.xreplace(buckets)) if isinstance(d, torch.SymInt) else d for d in v.shape]
            prepared.append(self._prepare(a, padded))
            key.append(prepared[-1][1])
        key = tuple(key)
        g = self.graphs.get(key)
        if g is None:
            try:
                sizes = _Sizes(buckets)
                metas = [v for v in self.placeholders if isinstance(v, torch.Tensor)]
                layouts = [_fresh_layout(m, buckets) if tag == 0 else _LAYOUTS[tag] for m, (_, tag) in zip(metas, prepared)]
                g = _Compiled(self.gm, "graph", sizes=sizes, input_layouts=layouts)
                g.sizes = sizes
                g.layouts = [sizes.layout_exprs(l) for l in _native.graph_out_layouts(g.handle)]
                g.tags = []
                for l in g.layouts:
                    padded_layout = any(a is not None for dim in l for _, a in dim)
                    if padded_layout:
                        _LAYOUTS[_NEXT_TAG[0]] = l
                        g.tags.append(_NEXT_TAG[0])
                        _NEXT_TAG[0] += 1
                    else:
                        g.tags.append(0)
                for pos, k in enumerate(g.out_spec):
                    if isinstance(k, int) and g.tags[k] and (self.visible is None or pos < self.visible):
                        if any(len(dim) > 1 and any(a is not None for _, a in dim) for dim in g.layouts[k]):
                            raise _Unsupported(f"output {pos} is padded in a merged dimension")
            except (_Unsupported, NotImplementedError, RuntimeError) as e:
                self._refuse(str(e))
                return self.exact(self._unpadded(args))
            self.graphs[key] = g
            _STATS["dynamic_buckets"] = _STATS.get("dynamic_buckets", 0) + 1
        return self._run(g, args, prepared, vals)

    def _unpadded(self, args):
        """Args with padded tensors (saved by a bucketed forward) cut to their real size."""
        values = {}
        for s, (i, d) in self.where.items():
            values[s] = int(args[i]) if d is None else int(args[i].shape[d])
        out = list(args)
        for i, (v, a) in enumerate(zip(self.placeholders, args)):
            if not isinstance(v, torch.Tensor) or not isinstance(a, torch.Tensor) or a.device.type != _device_name():
                continue
            tag = _native.storage_layout_tag(a.untyped_storage().data_ptr())
            if not tag or tag not in _LAYOUTS:
                continue
            layout = _LAYOUTS[tag]
            real = lambda e: int(e.xreplace(values)) if e is not None else None
            factors = [(p, real(e)) for dim in layout for p, e in dim]
            dims = [_prod(r if r is not None else p for p, r in [(p, real(e)) for p, e in dim]) for dim in layout]
            if list(a.shape) == dims:
                continue
            # Through the host: no program is compiled per real size.
            c = torch.as_strided(a, [p for dim in layout for p, _ in dim], _contiguous([p for dim in layout for p, _ in dim]), 0).cpu()
            c = c[tuple(slice(0, r) if r is not None else slice(None) for _, r in factors)].reshape(dims)
            out[i] = c.to(a.device)
        args.clear()
        return out

    def _prepare(self, a, padded):
        """(tensor whose whole storage is the padded input, layout tag or 0)."""
        ours = a.device.type == _device_name()
        ptr = a.untyped_storage().data_ptr() if ours else 0
        tag = _native.storage_layout_tag(ptr) if ptr else 0
        if ours and list(a.shape) == padded and a.is_contiguous() and a.storage_offset() == 0:
            return a, tag
        if tag and a.storage_offset() == 0 and list(a.stride()) == _contiguous(padded) \
                and a.untyped_storage().nbytes() == a.element_size() * _prod(padded):
            full = torch.as_strided(a, padded, _contiguous(padded), 0)
            return full, tag
        dev = a.device if ours else torch.device(_device_name(), 0)
        src = a if ours else a.to(dev)
        out = torch.empty(padded, dtype=a.dtype, device=dev)
        _native.graph_pad_input((src.untyped_storage().data_ptr(), str(src.dtype), list(src.shape), list(src.stride()), src.storage_offset()),
                                padded, out.untyped_storage().data_ptr())
        return out, 0

    def _run(self, g, args, prepared, vals):
        dev = g.dev
        descs = [(t.untyped_storage().data_ptr(), str(t.dtype), list(t.shape), list(t.stride()), t.storage_offset()) for t, _ in prepared]
        outs = [torch.empty(dims, dtype=getattr(torch, dt.split(".")[-1]), device=dev) for dt, dims in g.outputs]
        _native.graph_run(g.handle, descs, [o.untyped_storage().data_ptr() for o in outs], vals)
        real = _eval_table(g.sizes.table, vals) if g.sizes.table else []
        results = []
        for pos, k in enumerate(g.out_spec):
            if k is None:
                results.append(None)
            elif isinstance(k, tuple):
                results.append(k[1] if k[0] == "int" else k[1](vals))
            elif not g.tags[k]:
                results.append(outs[k])
            else:
                o = outs[k]
                _native.set_storage_layout_tag(o.untyped_storage().data_ptr(), g.tags[k])
                dims = []
                narrow = True
                for dim in _native_layout(g, k):
                    ext = 1
                    for p, a in dim:
                        ext *= p if a < 0 else real[a]
                    if len(dim) > 1 and any(a >= 0 for _, a in dim):
                        narrow = False
                    dims.append(ext)
                if narrow:
                    o = torch.as_strided(o, dims, o.stride(), 0)
                results.append(o)
        args.clear()
        return results


def _fresh_layout(meta, buckets):
    """A freshly padded input: each dimension's real elements first."""
    out = []
    for d in meta.shape:
        if isinstance(d, torch.SymInt) and not d.node.expr.is_number:
            out.append([(int(d.node.expr.xreplace(buckets)), d.node.expr)])
        else:
            out.append([(int(d), None)])
    return out


def _native_layout(g, k):
    if not hasattr(g, "_ids"):
        g._ids = _native.graph_out_layouts(g.handle)
    return g._ids[k]


def _prod(xs):
    out = 1
    for x in xs:
        out *= x
    return out


def _note_recompiles():
    """Collects Dynamo's guard failures (why a frame recompiled) since the last call."""
    guard_failures = compat.guard_failures()  # None while Dynamo is not imported: nothing compiled
    if guard_failures is None:
        return
    seen = _STATS.setdefault("_seen", {})
    for code, reasons in list(guard_failures.items()):
        k = id(code)
        new = reasons[seen.get(k, 0):]
        seen[k] = len(reasons)
        for r in new:
            rec = {"frame": f"{code.co_name} ({code.co_filename}:{code.co_firstlineno})", "reason": str(r)}
            _STATS["recompiles"].append(rec)
            if _log("recompiles"):
                print(f"[torch_pjrt] recompiling {rec['frame']}: {rec['reason']}", file=sys.stderr)


def _is_symbolic(gm):
    for n in gm.graph.nodes:
        if n.op == "placeholder":
            v = n.meta.get("val")
            if isinstance(v, torch.SymInt) or (isinstance(v, torch.Tensor) and any(not isinstance(d, int) for d in v.shape)):
                return True
    return False


class _Specialising:
    """A graph with symbolic sizes (``dynamic=True``, ``mark_dynamic``): Dynamo
    does not recompile per size, and we compile one executable per distinct
    concrete signature (re-tracing the graph at those sizes), kept in an LRU."""

    _boxed_call = True

    def __init__(self, gm, limit=64):
        self.gm = gm
        self.limit = limit
        self.by_sig = {}

    def _static(self, args):
        return compat.retrace_static(self.gm, args)

    def __call__(self, *call_args):
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        sig = tuple((tuple(a.shape), a.dtype) if isinstance(a, torch.Tensor) else ("int", a) for a in args)
        c = self.by_sig.pop(sig, None)
        if c is None:
            _STATS["dynamic_specialisations"] = _STATS.get("dynamic_specialisations", 0) + 1
            static = self._static(args)
            c = _Compiled(static, "graph")
            if len(self.by_sig) >= self.limit:
                self.by_sig.pop(next(iter(self.by_sig)))
        self.by_sig[sig] = c
        args_copy = list(args)
        args.clear()
        return c(args_copy)


def _visible_forward_outputs():
    """How many of a training forward graph's outputs the caller sees (the
    rest are saved for backward), from AOTAutograd's metadata."""
    try:
        m = compat.tracing_context().fw_metadata
        return m.num_mutated_inp_runtime_indices + m.num_outputs + m.num_intermediate_bases
    except Exception:
        return None


def _fw_compiler(gm, example_inputs):
    return _graph_compiler(gm, example_inputs, visible=_visible_forward_outputs())


def _graph_compiler(gm, example_inputs, visible=None):
    _note_recompiles()
    try:
        if _is_symbolic(gm):
            spec = _Bucketed(gm, visible)

            def run_dynamic(args):
                return spec(args)

            run_dynamic._boxed_call = True
            return run_dynamic
        compiled = _Compiled(gm, "graph", background=True)
    except (_Unsupported, NotImplementedError) as e:
        if _native.is_strict():
            raise
        return _eager_graph(gm, e)

    def run(args):
        return compiled(args)

    run._boxed_call = True
    return run


def _eager_graph(gm, why):
    """A graph we cannot lower whole runs op by op on the device instead (where an
    op has no lowering either, that is a counted CPU fallback): warned, counted."""
    import warnings

    from functorch.compile import make_boxed_func

    warnings.warn(f"torch_pjrt: running a graph eagerly on the device: {why}", RuntimeWarning, stacklevel=3)
    _STATS["eager_graphs"] = _STATS.get("eager_graphs", 0) + 1
    return make_boxed_func(gm.forward)


def _make_backend():
    from . import _warm

    # _warm.backend is aot_autograd with a persistent AOTAutograd cache in front of it.
    decomps = _warm.CoreAtenDecompositions()
    return _warm.backend(fw_compiler=_fw_compiler, bw_compiler=_graph_compiler, inference_compiler=_graph_compiler,
                         decompositions=decomps, keep_inference_input_mutations=True)


_backend = None


def backend(gm, example_inputs, **kwargs):
    """The Dynamo backend registered as ``"tpu"``; usable directly as ``torch.compile(m, backend=backend)``."""
    _ensure_backend()
    _functional_fused_optimizers(gm)
    prepare()
    ahead = compat.aot_compile_in_progress()
    if ahead:
        from . import _warm

        if _warm.cache_dir() is None:
            _cannot_save("the compile cache is off (TORCH_PJRT_CACHE_DIR)")
    compiled = _backend(gm, example_inputs)
    return _serializable(compiled) if ahead else compiled


def _cannot_save(why):
    raise RuntimeError(f"torch.compile(backend={_device_name()!r}).aot_compile: cannot save this function: {why}")


def _serializable(compiled):
    """For torch's ahead-of-time compile (``torch.compile(fn, fullgraph=True)
    .aot_compile(...)``, behind ``torch._dynamo.config.enable_aot_compile`` in torch
    2.11, which sets functorch's ``bypass_autograd_cache_key``): AOTAutograd's result
    in its bundled, serialisable form, so ``save_compiled_function`` stores it and
    ``torch.compiler.load_compiled_function`` runs it in a new process without any
    tracing (the stored graphs are lowered again; their executables load from the
    compile cache)."""
    if not hasattr(compiled, "serialize"):
        _cannot_save("AOTAutograd's result cannot be stored (dynamic shapes, tensor subclasses or non-ATen calls)")
    return compat.bundled_serializable(compiled)


def _ensure_backend():
    """Our graph compilers, made on first use (a process that only loads stored graphs needs them too)."""
    global _backend
    if _backend is None:
        _backend = _make_backend()


# In-place fused optimizer op -> (its functional op packet, positions of the lists it
# updates always, of the list it updates only under a grad scale).
_FUSED = {}


def _fused_table():
    if not _FUSED:
        updated = {"_fused_adam": (0, 2, 3, 4), "_fused_adamw": (0, 2, 3, 4), "_fused_sgd": (0, 2)}
        for name, (op, packet) in compat.fused_optimizer_ops().items():
            _FUSED[op] = (packet, updated[name], 1)
    return _FUSED


def _functional_fused_optimizers(gm):
    """Rewrites each in-place fused optimizer call in a Dynamo graph
    (``torch._fused_adamw_(params, grads, exp_avgs, ...)``) into its functional op
    followed by a ``copy_`` of each result into the list it updates.
    AOTAutograd's functionalisation of the in-place ops fails in torch 2.11 when a
    list is empty (``max_exp_avg_sqs`` without amsgrad, momentum buffers without
    momentum); the copies become input mutations as usual (donated)."""
    table = _fused_table()
    graph = gm.graph
    changed = False
    for n in list(graph.nodes):
        spec = table.get(n.target) if n.op == "call_function" else None
        if spec is None or n.users:
            continue
        packet, updated, scaled = spec
        lists = n.args
        if len(lists) <= max(updated) or not all(isinstance(lists[k], (list, tuple)) for k in (*updated, scaled)):
            continue  # an unusual call form: left to AOTAutograd as it is
        if n.kwargs.get("grad_scale") is not None:
            updated = (*updated, scaled)
        op = packet.tensor_lr if isinstance(n.kwargs.get("lr"), torch.fx.Node) else packet.default
        with graph.inserting_before(n):
            out = graph.call_function(op, n.args, dict(n.kwargs))
            for k in updated:
                part = graph.call_function(operator.getitem, (out, k))
                for i, dst in enumerate(lists[k]):
                    graph.call_function(torch.ops.aten.copy_.default, (dst, graph.call_function(operator.getitem, (part, i))))
        graph.erase_node(n)
        changed = True
    if changed:
        graph.lint()
        gm.recompile()


def _on_our_device(inputs):
    dev = _device_name()
    return any(isinstance(t, torch.Tensor) and t.device.type == dev for t in inputs)


def stats():
    """Compile-path statistics merged into :func:`torch_pjrt.metrics`."""
    from . import _warm

    _note_recompiles()
    out = {k: v for k, v in _STATS.items() if not k.startswith("_")}
    out.update(_warm.stats())
    counters = compat.dynamo_counters()
    if counters is not None:
        out["graph_breaks"] = dict(counters.get("graph_break", {}))
    return out


def _optimizer_state_on_device():
    """A compiled ``optimizer.step()`` always traces the capturable code path, but
    Dynamo sets ``capturable`` on the real optimizer (which puts its step counters
    on the parameters' device) only for CUDA and XPU parameters. Elsewhere the
    counters stay CPU tensors, copied to the device and back around every compiled
    step: 2 copies per parameter per step, each back-copy waiting on the device.
    Treat our parameters like CUDA ones (``_torch_compat.OPTIMIZER_CAPTURABLE``)."""
    dev = _device_name()

    def wrap(original):
        def _set_capturable(self, tx):
            from . import _warm

            state = self.value.state
            for group in self.value.param_groups:
                params = group.get("params", [])
                if params and all(isinstance(p, torch.Tensor) and p.device.type == dev for p in params):
                    _warm.note_our_frame()
                    _trace_fused_optimizers()
                    if "capturable" in group and all(p not in state for p in params):
                        group["capturable"] = True
            return original(self, tx)

        return _set_capturable

    compat.OPTIMIZER_CAPTURABLE.install(wrap)


def _trace_fused_optimizers():
    """Dynamo never traces torch.optim's fused step functions (``_fused_adam``,
    ``_fused_sgd``): its first compile wraps them in ``disable``, so a compiled
    ``step()`` of ``AdamW(fused=True)`` graph-breaks and runs them eagerly. On our
    device they are traced: the step is then one graph (the counters' increment
    and one fused op per parameter group, one executable), and tracing two ops
    instead of foreach's two dozen over every parameter is most of a warm first
    step's optimizer time. Installed when Dynamo first traces an optimizer over
    our parameters (by then torch has wrapped them); a process that never does
    keeps torch's functions untouched, other devices' optimizers keep torch's
    behaviour (eager after a graph break)."""
    dev = _device_name()

    def wrap(disabled):
        traced = compat.disabled_original(disabled)
        if traced is None:  # not (yet) wrapped by torch: traced as it is
            return None

        @functools.wraps(traced)
        def routed(params, *args, **kwargs):
            if params and all(p.device.type == dev for p in params):
                return traced(params, *args, **kwargs)
            return disabled(params, *args, **kwargs)

        return routed

    compat.FUSED_ADAM.install(wrap)
    compat.FUSED_SGD.install(wrap)


_PREPARED = []


def prepare():
    """What Dynamo needs from us before it traces graphs on our device: the trims
    of :func:`_warm.prepare_dynamo` and :func:`_optimizer_state_on_device`.
    Idempotent and cheap after the first call; runs when Dynamo resolves our
    backend (torch 2.15's ``_dynamo_backend_init``; on torch 2.14, when the
    ``torch_dynamo_backends`` entry point is loaded, see ``_dynamo_entry``)."""
    if _PREPARED:
        return
    _PREPARED.append(True)
    from . import _warm

    _warm.prepare_dynamo()
    _optimizer_state_on_device()


# Dynamo fires this before tracing with our backend (the documented eager-initialisation hook).
backend._dynamo_backend_init = prepare


def route_default(original, wrapper, gm, example_inputs):
    """``torch.compile(model)`` with no backend: graphs on our device compile here,
    all others with Inductor as before (see ``_torch_compat.DEFAULT_BACKEND``)."""
    if _on_our_device(example_inputs):
        prepare()
        return backend(gm, example_inputs)
    return original(wrapper, gm, example_inputs)
