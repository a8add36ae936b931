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
from . import errors

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


class _Unsupported(Exception):
    pass


def _expr(e):
    """A size (``SymInt`` or sympy expression) as the engine reads it: an int, or
    ("sym", name) / ("add" | "mul", [terms]) / ("pow", base, n) / ("other", text)."""
    e = e.node.expr if isinstance(e, torch.SymInt) else e
    if isinstance(e, int) or e.is_Integer:
        return int(e)
    if e.is_Symbol:
        return ("sym", str(e))
    if e.is_Add or e.is_Mul:
        return ("add" if e.is_Add else "mul", [_expr(x) for x in e.args])
    if e.is_Pow and e.exp.is_Integer and int(e.exp) > 0:
        return ("pow", _expr(e.base), int(e.exp))
    return ("other", str(e))


def _value(v, index):
    """An FX argument by its Python type (the engine decides what it means for the schema)."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, torch.fx.Node):
        if v not in index:
            raise _Unsupported(f"argument {v.name} ({v.op}) is not a value the graph can use")
        return ("node", index[v])
    if isinstance(v, (list, tuple)):
        return [_value(x, index) for x in v]
    if isinstance(v, torch.dtype):
        return ("dtype", str(v))
    if isinstance(v, (torch.device, torch.layout, torch.memory_format, torch.Generator)):
        return ("opaque", type(v).__name__)
    raise _Unsupported(f"argument {v!r} of type {type(v).__name__}")


def _describe_op(n, index, symbolic):
    schema = compat.op_schema(n.target)
    args, mutated = [], []
    for i, a in enumerate(schema.arguments):
        v = n.args[i] if i < len(n.args) else n.kwargs[a.name] if a.name in n.kwargs else \
            a.default_value if a.has_default_value() else None
        args.append((a.name, str(a.type), _value(v, index)))
        if a.alias_info is not None and a.alias_info.is_write:
            mutated.append(i)
    val = n.meta.get("val")
    is_list = [isinstance(r.type, torch.ListType) for r in schema.returns]
    if len(is_list) > 1 and any(is_list):
        if not isinstance(val, (tuple, list)) or len(val) != len(is_list):
            raise _Unsupported(f"{n.target}: unknown result structure")
        returns = [len(val[j]) if is_list[j] else None for j in range(len(is_list))]
    else:
        returns = [None] * len(is_list)
    vals = val if isinstance(val, (list, tuple)) else [val]
    out_dims = [[_expr(d) for d in v.shape] if symbolic and isinstance(v, torch.Tensor) else None for v in vals]
    op = f"{schema.name}.{schema.overload_name}" if schema.overload_name else schema.name
    return ("op", op, args, mutated, returns, out_dims)


def _describe(gm, symbolic=False):
    """The graph as the engine's typed data (``_native.FxGraphData``): what each
    node is, every value by its Python type, every size as an expression."""
    dev = _device_name()
    index, nodes, outputs = {}, [], []
    for n in gm.graph.nodes:
        val = n.meta.get("val")
        if n.op == "placeholder":
            if isinstance(val, torch.Tensor):
                d = ("tensor", str(val.dtype), [_expr(x) for x in val.shape], val.device.type == dev, val.device.index or 0)
            elif isinstance(val, torch.SymInt):
                d = ("size_input", _expr(val))
            elif val is None or isinstance(val, int):
                d = ("baked",)  # a size baked into this (static) graph, dropped at call time
            else:
                raise _Unsupported(f"graph input {n.name} is {type(val).__name__}, not a tensor")
        elif n.op == "call_function":
            if n.target is operator.getitem:
                d = ("getitem", index[n.args[0]], n.args[1])
            elif isinstance(val, (torch.SymInt, int)) and not isinstance(val, bool):
                d = ("size", _expr(val))
            elif not compat.is_op_overload(n.target):
                d = ("unsupported", str(n.target))
            else:
                d = _describe_op(n, index, symbolic)
        elif n.op == "output":
            outputs = [_value(o, index) for o in n.args[0]]
            continue
        else:
            raise _Unsupported(f"graph {n.op} nodes are not supported yet")
        index[n] = len(nodes)
        nodes.append(d)
    return _native.FxGraphData(nodes, outputs)


def _desc(t):
    return (t.untyped_storage().data_ptr(), str(t.dtype), list(t.shape), list(t.stride()), t.storage_offset())


def _dtype(name):
    return getattr(torch, name.split(".")[-1])


_POOL = []


def _compile_pool():
    """Worker threads for XLA compiles (joined at interpreter exit by concurrent.futures).
    A forked child gets a pool of its own: the parent's threads did not come along."""
    if not _POOL or _POOL[0][0] != os.getpid():
        from concurrent.futures import ThreadPoolExecutor

        _POOL[:] = [(os.getpid(), ThreadPoolExecutor(max_workers=max(2, min(4, os.cpu_count() or 2)), thread_name_prefix="torch_pjrt_compile"))]
    return _POOL[0][1]


class _Compiled:
    """A static graph lowered to one PJRT executable, called with AOTAutograd's boxed convention."""

    _boxed_call = True

    def __init__(self, gm, background=False):
        data = _describe(gm)
        self._eager = None
        if background:
            # XLA compiles (or loads) on a worker thread (the GIL is released) while
            # AOTAutograd and Dynamo go on: a forward and its backward compile at
            # once, and a warm start loads executables while Dynamo finishes. The
            # first call waits for it.
            self._pending = _compile_pool().submit(data.compile)
            self._gm = gm
        else:
            self._pending = None
            self._set(data.compile())
        _STATS["graphs_compiled"] += 1

    def _set(self, compiled):
        self.handle, self.out_spec, self.int_positions, index = compiled
        self.dev = torch.device(_device_name(), index)
        self.outputs = [(_dtype(dt), dims) for dt, dims in _native.graph_outputs(self.handle)]
        self.mutated = _native.graph_mutated(self.handle)

    def _wait(self):
        # Idempotent: two threads making the first call both wait and set the same.
        try:
            compiled = self._pending.result()
        except errors.NotLoweredError as e:
            # As when compiling in the foreground (see _graph_compiler).
            if _native.is_strict():
                raise
            if self._eager is None:
                self._eager = _eager_graph(self._gm, e)
        else:
            self._set(compiled)
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
        # CPU scalars (e.g. an optimizer's step count) ride along as inputs.
        staged = [a if a.device == dev else a.to(dev) for a in args]
        outs = [torch.empty(dims, dtype=dt, device=dev) for dt, dims in self.outputs]
        _native.graph_run(self.handle, [_desc(a) for a in staged], [o.untyped_storage().data_ptr() for o in outs])
        for i in self.mutated:
            if staged[i] is not args[i]:
                args[i].copy_(staged[i])
        args.clear()
        return [None if k is None else outs[k[1]] if k[0] == "t" else k[1] for k in self.out_spec]


class _Bucketed:
    """A graph with symbolic sizes (``dynamic=True``, ``mark_dynamic``), run
    padded to size buckets by the engine (``crates/engine/src/bucket.rs``: one
    executable per bucket; outputs come back as views of their real size). A
    graph the lowering cannot bucket compiles per exact size instead
    (``_Specialising``), recorded in ``metrics()["dynamic_fallbacks"]``."""

    _boxed_call = True

    def __init__(self, gm, visible=None):
        self.gm = gm
        self.exact = _Specialising(gm)
        self.refused = None
        metas = [n.meta.get("val") for n in gm.graph.nodes if n.op == "placeholder"]
        self.dev = next((v.device for v in metas if isinstance(v, torch.Tensor) and v.device.type == _device_name()),
                        torch.device(_device_name(), 0))
        # What the sizes have shown so far, on the ShapeEnv a forward graph and its backward share.
        env = next((d.node.shape_env for v in metas for d in ([v] if isinstance(v, torch.SymInt) else
                    list(v.shape) if isinstance(v, torch.Tensor) else []) if isinstance(d, torch.SymInt)), None)
        state = env.__dict__.setdefault("_torch_pjrt_buckets", _native.BucketState()) if env is not None else _native.BucketState()
        try:
            data = _describe(gm, symbolic=True)
        except (_Unsupported, errors.NotLoweredError) as e:
            self._refuse(str(e))
            return
        # False inside torch.compile(dynamic=True), where sizes are symbolic whether they vary or not.
        self.native = _native.Bucketed(data, state, compat.dynamo_assumes_static(), visible, self.dev.index or 0)

    def _refuse(self, why):
        self.refused = why
        _STATS["dynamic_fallbacks"].append(why)
        if _log("recompiles"):
            print(f"[torch_pjrt] dynamic shapes: compiling per exact size: {why}", file=sys.stderr)

    def _args(self, args):
        return [_desc(a) if isinstance(a, torch.Tensor) and a.device.type == _device_name() else list(a.shape)
                if isinstance(a, torch.Tensor) else int(a) if isinstance(a, (int, torch.SymInt)) else None for a in args]

    def __call__(self, *call_args):
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        if self.refused is not None or os.environ.get("TORCH_PJRT_BUCKETS", "1") == "0":
            return self.exact(self._unpadded(args))
        staged = [a.to(self.dev) if isinstance(a, torch.Tensor) and a.device != self.dev else a for a in args]
        try:
            plan = self.native.prepare(self._args(staged))
        except errors.NotBucketableError as e:
            self._refuse(str(e))
            return self.exact(self._unpadded(args))
        except errors.NotLoweredError as e:  # as in eager: run the graph op by op (counted), or raise when strict
            if _native.is_strict():
                raise
            self.refused = str(e)
            self.exact = _eager_graph(self.gm, e)
            return self.exact(self._unpadded(args))
        _STATS["dynamic_buckets"] += plan.compiled
        _STATS["graphs_compiled"] += plan.compiled
        outs = [torch.empty(dims, dtype=_dtype(dt), device=self.dev) for dt, dims in plan.outputs()]
        res = self.native.run(plan, [o.untyped_storage().data_ptr() for o in outs])
        args.clear()
        return [r if r is None or isinstance(r, int) else outs[r[0]] if r[1] is None
                else torch.as_strided(outs[r[0]], r[1], outs[r[0]].stride(), 0) for r in res]

    def _unpadded(self, args):
        """Args with padded tensors (saved by a bucketed forward) cut to their real size."""
        out = list(args)
        args.clear()
        if hasattr(self, "native"):
            descs = self._args(out)
            for i, dims in self.native.unpadded_dims(descs):
                dst = torch.empty(dims, dtype=out[i].dtype, device=out[i].device)
                self.native.unpad_into(_desc(out[i]), descs, _desc(dst))
                out[i] = dst
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
            try:
                c = _Compiled(static)
            except (_Unsupported, errors.NotLoweredError) as e:
                if _native.is_strict():
                    raise
                c = _eager_graph(static, e)
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
        compiled = _Compiled(gm, background=True)
    except (_Unsupported, errors.NotLoweredError) as e:
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
