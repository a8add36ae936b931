"""``torch.compile(backend="tpu")``: whole-graph XLA compilation.

Dynamo captures the program, AOTAutograd produces forward and backward graphs of
core ATen ops, and the engine plans, describes and lowers each (through the same
Rust op table as eager) into one PJRT executable, kept in a persistent cache
(``TORCH_PJRT_CACHE_DIR``)::

    model = torch.nn.Linear(64, 64).to("tpu")
    fast = torch.compile(model, backend="tpu")     # torch.compile(model) works too
    y = fast(torch.randn(8, 64, device="tpu"))

Symbolic sizes run padded to buckets (:class:`_Bucketed`); what cannot be lowered
runs op by op on the device, counted; recompilations are recorded with their
reasons (``metrics()["recompiles"]``). The path of a graph: docs/compile.md.
"""

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
                  dynamic_fallbacks=[], eager_graphs=0, graph_cuts={}, cut_graphs=0)
    # Dynamo's graph-break counter is the process's and only grows: a reset keeps where it
    # stood, and `stats` reports the breaks since.
    counters = compat.dynamo_counters()
    _STATS["_graph_breaks_at_reset"] = dict(counters.get("graph_break", {})) if counters is not None else {}


_reset_stats()


def _device_name():
    global _DEVICE
    if _DEVICE is None:
        import torch_pjrt

        _DEVICE = torch_pjrt.device_name()
    return _DEVICE


def _log(topic):
    return topic in os.environ.get("TORCH_PJRT_LOG", "").split(",") or "all" in os.environ.get("TORCH_PJRT_LOG", "").split(",")


def describe(gm, symbolic=False):
    """The graph as plain data for the engine (``_native.FxGraphData(*describe(gm))``), read
    in Rust (``crates/python/src/fx_read.rs``): what each node is, every value by its Python
    type, every size as an expression (result sizes too when ``symbolic``)."""
    return _native.describe_graph(gm, _device_name(), symbolic)


@compat.boxed
class _Compiled:
    """A static graph lowered to one PJRT executable, called with AOTAutograd's boxed convention."""

    def __init__(self, gm, name="graph", background=False, data=None):
        data = data if data is not None else _native.FxGraphData(*describe(gm))
        # In the background, XLA compiles (or loads) on a thread of the engine's while AOTAutograd
        # and Dynamo go on: a forward and its backward compile at once. The first call waits.
        self.graph = data.compile(background)
        self._gm, self._eager = (gm if background else None), None
        _STATS["graphs_compiled"] += 1

    def __call__(self, *call_args):
        # AOTAutograd calls boxed (one list it lets us clear); other callers unboxed.
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
        if self._gm is not None:
            try:
                self.graph.wait()
            except errors.NotLoweredError as e:
                self._eager = _eager_graph(self._gm, e)
            self._gm = None
        if self._eager is not None:
            return self._eager(args)
        # Arguments read and outputs made in C++ (csrc/graph_call.cpp), baked sizes dropped
        # and results placed in Rust; CPU scalars (an optimizer's step count) ride along as copies.
        outs = self.graph.call(args)
        args.clear()
        return outs


@compat.boxed
class _Bucketed:
    """A graph with symbolic sizes (``dynamic=True``, ``mark_dynamic``), run padded to size
    buckets by the engine (``crates/engine/src/bucket.rs``: one executable per bucket; outputs
    come back as views of their real size). A graph the lowering cannot bucket compiles per
    exact size instead (re-traced at those sizes, :meth:`exact`), recorded in
    ``metrics()["dynamic_fallbacks"]``; the decisions are the engine's (``_native.Bucketed``)."""

    def __init__(self, gm, visible=None):
        self.gm = gm
        metas = compat.placeholder_values(gm)
        # What the sizes have shown so far, on the ShapeEnv a forward graph and its backward share.
        state = compat.shape_env_memo(metas, "_torch_pjrt_buckets", _native.BucketState)
        try:
            data, why = _native.FxGraphData(*describe(gm, symbolic=True)), None
        except errors.NotLoweredError as e:
            data, why = None, str(e)
        # False inside torch.compile(dynamic=True), where sizes are symbolic whether they vary or not.
        self.native = _native.Bucketed(data, why, state, compat.dynamo_assumes_static(), visible, self)

    def __call__(self, *call_args):
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        outs, compiled = self.native.call(call_args[0] if boxed else list(call_args))
        _STATS["dynamic_buckets"] += compiled
        _STATS["graphs_compiled"] += compiled
        return outs

    def exact(self, args):
        """The graph compiled at the exact sizes of ``args`` (the engine keeps one per signature)."""
        _STATS["dynamic_specialisations"] = _STATS.get("dynamic_specialisations", 0) + 1
        static = compat.retrace_static(self.gm, args)
        try:
            return _Compiled(static)
        except errors.NotLoweredError as e:
            return _eager_graph(static, e)

    def eager(self, why):
        return _eager_graph(self.gm, why)

    def refused(self, why):
        _STATS["dynamic_fallbacks"].append(why)
        if _log("recompiles"):
            print(f"[torch_pjrt] dynamic shapes: compiling per exact size: {why}", file=sys.stderr)


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


def _fw_compiler(gm, example_inputs):
    return _graph_compiler(gm, example_inputs, visible=compat.visible_forward_outputs())


def _graph_compiler(gm, example_inputs, visible=None):
    _note_recompiles()
    # Tensor constants become trailing inputs and side effects leave the graph (fx_read.rs: lift_graph).
    constants, tokens, effects, n_extra = _native.lift_graph(gm)
    run = _compile_graph(gm, visible)
    if not constants and not effects:
        return run
    # The stored description would lack the constants and effects (warm starts store descriptions).
    gm.meta[NOT_CACHEABLE] = "tensor constants or side effects taken out of the graph"

    def call(args):
        full = [a for i, a in enumerate(args) if i not in tokens] + constants
        args.clear()
        outs = run(full)
        if not n_extra:
            return outs
        _native.run_effects(effects, outs[len(outs) - n_extra:])
        return outs[:len(outs) - n_extra]

    return compat.boxed(call)


def _compile_graph(gm, visible):
    # How the graph runs is decided in Rust (fx_read.rs: graph_plan): whole, bucketed, or cut
    # into compiled pieces around collectives, custom ops and ops whose sizes the values decide.
    plan = _native.graph_plan(gm, _device_name())
    if plan[0] == "split":
        _, why, counter, parts, compiled, counts = plan
        gm.meta[NOT_CACHEABLE] = why
        cuts = _STATS.setdefault(counter, {})
        for name, k in counts.items():
            cuts[name] = cuts.get(name, 0) + k
        _STATS["cut_graphs"] += counter == "graph_cuts"
        part = {n: p for n, p in zip(gm.graph.nodes, parts) if p is not None}
        return _split(gm, part, compiled)
    try:
        return _Bucketed(gm, visible) if plan[0] == "bucketed" else _Compiled(gm, background=True)
    except errors.NotLoweredError as e:
        return _eager_graph(gm, e)


#: Set in a graph's ``meta`` when its compiled form is more than its description: why it is not stored.
NOT_CACHEABLE = "torch_pjrt_not_cacheable"


def _split(gm, part, compiled):
    """``gm`` cut into the pieces ``part`` (node -> piece number, in graph order) names:
    the pieces ``compiled`` marks compiled (each collective, custom op or op whose sizes
    the values decide runs as itself on the device, as in eager mode)."""
    split = compat.split_graph(gm, lambda n: part[n])
    for name, sub in list(split.named_children()):
        # Each piece is named submod_<its number>.
        if compiled[int(name.rsplit("_", 1)[1])]:
            setattr(split, name, _Piece(sub))
    return compat.make_boxed_func(split.forward)


class _Piece(torch.nn.Module):
    """A piece of a split graph, compiled; called like the submodule it replaces."""

    def __init__(self, sub):
        super().__init__()
        out = next(n for n in reversed(sub.graph.nodes) if n.op == "output")
        self.single = not isinstance(out.args[0], (tuple, list))
        if self.single:  # our graphs return a sequence
            out.args = ((out.args[0],),)
            sub.recompile()
        self.run = _compile_graph(sub, None)

    def forward(self, *args):
        outs = self.run(list(args))
        return outs[0] if self.single else tuple(outs)


def compiled(data):
    """A stored graph's description (``_native.FxGraphData``), lowered and compiled now."""
    return _Compiled(None, data=data)


def _eager_graph(gm, why):
    """A graph we cannot lower whole runs op by op on the device instead, as the same
    refusal does in eager (where an op has no lowering either, that is a counted CPU
    fallback): warned, counted; under ``TORCH_PJRT_STRICT=1`` the refusal is raised, when
    the graph is called: raised while Dynamo compiles, it would reach the caller wrapped in
    Dynamo's ``BackendCompilerFailed`` instead of as the ``NotLoweredError`` it is."""
    if _native.is_strict():
        gm.meta[NOT_CACHEABLE] = f"refused: {why}"

        def refuse(*args):
            raise why

        return compat.make_boxed_func(refuse)
    import warnings

    warnings.warn(f"torch_pjrt: running a graph eagerly on the device: {why}", RuntimeWarning, stacklevel=3)
    _STATS["eager_graphs"] = _STATS.get("eager_graphs", 0) + 1
    return compat.make_boxed_func(gm.forward)


_backend = []


def _ensure_backend():
    """Our graph compilers, made on first use (a process that only loads stored graphs needs them too):
    ``_warm.backend`` is aot_autograd with a persistent AOTAutograd cache in front of it."""
    if not _backend:
        from . import _warm

        # The min-cut partitioner (Inductor's) saves for the backward what is cheapest to keep
        # and recomputes the rest there, views above all: the default one saves each weight's
        # transpose, which XLA then writes out as a copy every step where a backward dot would
        # have read the weight transposed for free (MLP forward 11 -> 4 ms CPU; docs/performance.md).
        _backend.append(_warm.backend(fw_compiler=_fw_compiler, bw_compiler=_graph_compiler,
                                      inference_compiler=_graph_compiler, decompositions=compat.CoreAtenDecompositions(),
                                      keep_inference_input_mutations=True,
                                      partition_fn=compat.min_cut_partition()))
    return _backend[0]


def backend(gm, example_inputs, **kwargs):
    """The Dynamo backend registered as ``"tpu"``; usable directly as ``torch.compile(m, backend=backend)``."""
    run = _ensure_backend()
    compat.functional_fused_optimizers(gm)
    prepare()
    ahead = compat.aot_compile_in_progress()
    if ahead:
        from . import _warm

        if _warm.cache_dir() is None:
            _cannot_save("the compile cache is off (TORCH_PJRT_CACHE_DIR)")
    compiled = run(gm, example_inputs)
    return _serializable(compiled) if ahead else compiled


def _cannot_save(why):
    raise RuntimeError(f"torch.compile(backend={_device_name()!r}).aot_compile: cannot save this function: {why}")


def _serializable(compiled):
    """For torch's ahead-of-time compile (``torch.compile(fn, fullgraph=True)
    .aot_compile(...)``, behind Dynamo's ``enable_aot_compile`` setting, which makes
    ``_torch_compat.aot_compile_in_progress()`` true): AOTAutograd's result
    in its bundled, serialisable form, so ``save_compiled_function`` stores it and
    ``torch.compiler.load_compiled_function`` runs it in a new process without any
    tracing (the stored graphs are lowered again; their executables load from the
    compile cache)."""
    if not hasattr(compiled, "serialize"):
        _cannot_save("AOTAutograd's result cannot be stored (dynamic shapes, tensor subclasses or non-ATen calls)")
    return compat.bundled_serializable(compiled)


def stats():
    """Compile-path statistics merged into :func:`torch_pjrt.metrics`."""
    from . import _warm

    _note_recompiles()
    out = {k: v for k, v in _STATS.items() if not k.startswith("_")}
    out.update(_warm.stats())
    counters = compat.dynamo_counters()
    if counters is not None:
        base = _STATS["_graph_breaks_at_reset"]
        # A count below the snapshot was cleared since (Dynamo was reset): all of it is new.
        since = {k: n - base.get(k, 0) if n >= base.get(k, 0) else n for k, n in counters.get("graph_break", {}).items()}
        out["graph_breaks"] = {k: n for k, n in since.items() if n > 0}
    return out


_PREPARED = []


def prepare():
    """What Dynamo needs from us before it traces graphs on our device: the trims
    of :func:`_torch_compat.prepare_dynamo`.
    Idempotent and cheap after the first call; runs when Dynamo resolves our
    backend (torch 2.15, through :func:`_torch_compat.on_backend_resolved`; on torch 2.14,
    when the ``torch_dynamo_backends`` entry point is loaded, see ``_dynamo_entry``)."""
    if _PREPARED:
        return
    _PREPARED.append(True)
    compat.prepare_dynamo()


compat.on_backend_resolved(backend, prepare)


def route_default(original, wrapper, gm, example_inputs):
    """``torch.compile(model)`` with no backend: graphs on our device compile here,
    all others with Inductor as before (see ``_torch_compat.DEFAULT_BACKEND``)."""
    if any(isinstance(t, torch.Tensor) and t.device.type == _device_name() for t in example_inputs):
        return backend(gm, example_inputs)
    return original(wrapper, gm, example_inputs)
