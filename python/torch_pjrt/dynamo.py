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
``TORCH_PJRT_LOG=recompiles``.
"""

import operator
import os
import sys

import torch

from . import _native

_DEVICE = None
_STATS = {"graphs_compiled": 0, "recompiles": [], "graph_breaks": {}}


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


def _encode(v, ty, env):
    """One argument value -> the tuple form the Rust side reads."""
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


class _Compiled:
    """A graph lowered to one PJRT executable, called with AOTAutograd's boxed convention."""

    _boxed_call = True

    def __init__(self, gm, name):
        dev = _device_name()
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
                if any(not isinstance(s, int) for s in val.shape):
                    raise _Unsupported(f"graph input {n.name} has a symbolic shape {tuple(val.shape)}")
                env[n] = ("in", len(inputs))
                inputs.append((str(val.dtype), list(val.shape)))
                self.input_devices.append(val.device)
                if val.device.type == dev and device_index is None:
                    device_index = val.device.index or 0
            elif n.op == "call_function":
                if n.target is operator.getitem:
                    src, k = n.args
                    kind, idx, _ = env[src] if len(env[src]) == 3 else (None, None, None)
                    if kind != "n":
                        raise _Unsupported(f"getitem on {src}")
                    env[n] = ("n", idx, k)
                    continue
                if not isinstance(n.target, torch._ops.OpOverload):
                    raise _Unsupported(f"call to {n.target} (not an ATen op)")
                schema = n.target._schema
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
                    args.append(_encode(v, str(a.type), env))
                    if a.alias_info is not None and a.alias_info.is_write:
                        mutated.append(i)
                op = f"{schema.name}.{schema.overload_name}" if schema.overload_name else schema.name
                env[n] = ("n", len(nodes), 0)
                nodes.append((op, names, args, mutated))
            elif n.op == "output":
                outs = n.args[0]
                self.out_spec = []
                refs = []
                for o in outs:
                    if o is None:
                        self.out_spec.append(None)
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
        self.handle = _native.graph_compile(inputs, nodes, refs, self.device_index)
        self.outputs = _native.graph_outputs(self.handle)
        self.mutated = _native.graph_mutated(self.handle)
        self.dev = torch.device(dev, self.device_index)
        self.name = name
        _STATS["graphs_compiled"] += 1

    def __call__(self, *call_args):
        # AOTAutograd calls boxed (one list it lets us clear); other callers unboxed.
        boxed = len(call_args) == 1 and isinstance(call_args[0], list)
        args = call_args[0] if boxed else list(call_args)
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
        return [None if k is None else outs[k] for k in self.out_spec]


def _note_recompiles():
    """Collects Dynamo's guard failures (why a frame recompiled) since the last call."""
    try:
        from torch._dynamo.utils import guard_failures
    except ImportError:
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
        from torch._subclasses.fake_tensor import FakeTensorMode
        from torch.fx.experimental.proxy_tensor import make_fx

        mode = FakeTensorMode(allow_non_fake_inputs=False)
        fakes = [mode.from_tensor(a) if isinstance(a, torch.Tensor) else a for a in args]
        with mode:
            return make_fx(self.gm, tracing_mode="real", pre_dispatch=False)(*fakes)

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


def _graph_compiler(gm, example_inputs):
    _note_recompiles()
    try:
        if _is_symbolic(gm):
            spec = _Specialising(gm)

            def run_dynamic(args):
                return spec(args)

            run_dynamic._boxed_call = True
            return run_dynamic
        compiled = _Compiled(gm, "graph")
    except (_Unsupported, NotImplementedError) as e:
        # A graph we cannot lower whole runs op by op on the device instead
        # (where an op has no lowering either, that is a counted CPU fallback).
        if _native.is_strict():
            raise
        import warnings

        warnings.warn(f"torch_pjrt: running a graph eagerly on the device: {e}", RuntimeWarning, stacklevel=2)
        _STATS["eager_graphs"] = _STATS.get("eager_graphs", 0) + 1
        from functorch.compile import make_boxed_func

        return make_boxed_func(gm.forward)

    def run(args):
        return compiled(args)

    run._boxed_call = True
    return run


def _make_backend():
    from torch._decomp import core_aten_decompositions
    from torch._dynamo.backends.common import aot_autograd

    decomps = core_aten_decompositions()
    return aot_autograd(fw_compiler=_graph_compiler, bw_compiler=_graph_compiler, inference_compiler=_graph_compiler,
                        decompositions=decomps, keep_inference_input_mutations=True)


_backend = None


def backend(gm, example_inputs, **kwargs):
    """The Dynamo backend registered as ``"tpu"``; usable directly as ``torch.compile(m, backend=backend)``."""
    global _backend
    if _backend is None:
        _backend = _make_backend()
    return _backend(gm, example_inputs)


def _on_our_device(inputs):
    dev = _device_name()
    return any(isinstance(t, torch.Tensor) and t.device.type == dev for t in inputs)


def stats():
    """Compile-path statistics merged into :func:`torch_pjrt.metrics`."""
    _note_recompiles()
    out = {k: v for k, v in _STATS.items() if not k.startswith("_")}
    try:
        from torch._dynamo.utils import counters

        out["graph_breaks"] = dict(counters.get("graph_break", {}))
    except ImportError:
        pass
    return out


def register():
    from torch._dynamo.backends.registry import _COMPILER_FNS, register_backend

    if _device_name() not in _COMPILER_FNS:
        register_backend(name=_device_name())(backend)
    # torch.compile(model) with the default backend: Inductor would send our
    # tensors down its Pallas "tpu" path. Route graphs on our device here.
    wrapper = torch._TorchCompileInductorWrapper
    if not getattr(wrapper, "_torch_pjrt_routed", False):
        original = wrapper.__call__

        def __call__(self, model_, inputs_):
            if _on_our_device(inputs_):
                return backend(model_, inputs_)
            return original(self, model_, inputs_)

        wrapper.__call__ = __call__
        wrapper._torch_pjrt_routed = True
