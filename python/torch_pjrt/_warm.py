"""Warm starts for ``torch.compile(backend="tpu")``: what AOTAutograd makes of
each Dynamo graph is kept on disk beside the executables, so a second process
running the same model compiles nothing::

    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # cold: traces, compiles, stores
    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # warm: all cache hits

torch's AOTAutogradCache in its bundled form with our folder (``<cache>/aot``) and
our key (:func:`_key`); an entry holds the engine's description of each graph
(``dynamo.describe``), lowered again on load. Design: docs/compile.md. Counters:
:func:`stats`.
"""

import functools
import hashlib
import os
import pickle
import sys

import torch

from . import _torch_compat as compat

FORMAT = "torch-pjrt-aot-v3"

_STATS = {"aot_cache_hits": 0, "aot_cache_misses": 0, "aot_cache_bypasses": 0, "aot_cache_saved": 0,
          "aot_cache_dropped": 0}
_COMPILERS = {}  # kind ("fw", "bw", "inference") -> the backend's graph compiler (set by backend())
_DECOMPS = {}  # id(decomposition table) -> (table, digest)
CoreAtenDecompositions = compat.CoreAtenDecompositions


_LAZY = {}  # name -> class needing torch pieces imported only once a graph is compiled


def __getattr__(name):
    # _Graph and _NotCacheable subclass torch classes whose modules take a while to
    # import: they are made on first use (unpickling an entry finds them here too).
    if name in ("_Graph", "_NotCacheable"):
        if not _LAZY:
            _define_classes()
        return _LAZY[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


@functools.cache
def cache_dir():
    """The folder AOTAutograd entries live in (``<TORCH_PJRT_CACHE_DIR>/aot``), created
    user-only; ``None`` when the cache is off or the folder cannot be made."""
    from . import _native

    return _native.aot_cache_dir()


def stats():
    """Counters of this process: entries loaded, missed, bypassed, saved, dropped as corrupt."""
    return dict(_STATS)


# ---- the compiled object stored in an entry --------------------------------------------------


def _define_classes():
    Bypass = compat.aot_cache_pieces()[0]

    class _NotCacheable(Bypass):
        """A graph we do not store (AOTAutogradCache counts it as a bypass, quietly)."""

    class _GraphState:
        """One forward (``kind="fw"``), backward or inference graph, lowered by the
        backend's compiler of that kind, in the form AOTAutogradCache stores (an
        ``OutputCode``, see ``_torch_compat.output_code_class``). Stored, it is the
        engine's description of the graph (``dynamo.describe``: plain data); loaded,
        that description is lowered again (its executable is a disk hit) without
        rebuilding an FX graph."""

        def __init__(self, kind, gm, example_inputs):
            super().__init__()
            self._kind = kind
            self._gm = gm
            self._stored = None
            self._fn = _COMPILERS[kind](gm, example_inputs)

        def __call__(self, args):
            return self._fn(args)

        def store(self):
            # Called on a shallow copy: the live object keeps running.
            from . import dynamo

            why = self._gm.meta.get(dynamo.NOT_CACHEABLE)
            if why:
                raise _NotCacheable(why)
            self._stored = pickle.dumps((FORMAT, dynamo.describe(self._gm)), protocol=pickle.HIGHEST_PROTOCOL)
            self._gm = self._fn = None
            _STATS["aot_cache_saved"] += 1

        def load(self, example_inputs):
            # A graph that no longer lowers raises here: AOTAutogradCache then
            # compiles from scratch (a bypass), as for any entry it cannot use.
            if self._fn is None and self._gm is not None:  # a copy made before storing
                self._fn = _COMPILERS[self._kind](self._gm, example_inputs)
            elif self._fn is None:
                from . import dynamo

                self._fn = dynamo.compiled(self._data)
                _STATS["aot_cache_hits"] += 1

        def __getstate__(self):
            state = dict(self.__dict__, _fn=None)
            state.pop("_data", None)
            if state["_stored"] is not None:
                state["_gm"] = None
            return state

        def __setstate__(self, state):
            self.__dict__.update(state)
            if self._stored is None:
                return
            # Decoding here makes a damaged entry fail to load, which the cache
            # treats as a miss (and rebuilds) rather than as a bypass.
            fmt, desc = pickle.loads(self._stored)
            if fmt != FORMAT:
                raise ValueError(f"entry format {fmt!r}, expected {FORMAT!r}")
            from . import _native

            self._data = _native.FxGraphData(*desc)

    _Graph = compat.output_code_class(_GraphState)
    _Graph.__name__, _Graph.__doc__ = "_Graph", _GraphState.__doc__
    for cls in (_NotCacheable, _Graph):
        cls.__module__, cls.__qualname__ = __name__, cls.__name__
        _LAZY[cls.__name__] = cls
    globals().update(_LAZY)


# ---- the key -----------------------------------------------------------------------------------


@functools.cache
def _sources():
    """What decides the graphs we store besides torch: our backend's Python sources, version and native module."""
    from . import _native

    here = os.path.dirname(os.path.abspath(__file__))
    pkg = sys.modules[__name__.rpartition(".")[0]]
    return _native.sources_digest(str(getattr(pkg, "__version__", "")), [
        os.path.join(here, name) for name in ("dynamo.py", "_warm.py", "_torch_compat.py")], _native.__file__)


def _decomps_digest(table):
    if type(table) is compat.CoreAtenDecompositions:
        return "core_aten_decompositions-" + ",".join(compat.CoreAtenDecompositions.kept())
    memo = _DECOMPS.get(id(table))
    if memo is None or memo[0] is not table:
        memo = _DECOMPS[id(table)] = (table, hashlib.sha256(repr(sorted(str(k) for k in table)).encode()).hexdigest())
    return memo[1]


def _autocast_state():
    if not compat.any_autocast_enabled():
        return None
    from . import device_name

    return [(d, torch.is_autocast_enabled(d), torch.get_autocast_dtype(d)) for d in ("cpu", "cuda", device_name())] + [
        torch.is_autocast_cache_enabled()]


def _key(gm, example_inputs, aot_config, fx_config=None, act_input_paths=(), *more):
    """Stands in for torch's ``autograd_cache_key`` while our backend runs: a hash of
    everything AOTAutograd's result depends on (see the module docstring). Raises
    ``BypassAOTAutogradCache`` for graphs it cannot key safely."""
    from . import _native

    try:
        # The graph's code and its inputs' metadata, keyed in Rust (crates/python/src/warm.rs).
        parts = [FORMAT, torch.__version__, _sources(), _native.graph_key(gm, example_inputs)]
        parts.append(compat.aot_config_facts(aot_config, _decomps_digest))
        # Activation input paths (torch 2.14+) shape what AOTAutograd saves for backward.
        extra = repr((tuple(act_input_paths or ()), more))
        if " at 0x" in extra:
            raise _NotCacheable("unkeyable activation input paths")
        parts.append(extra)
        parts.append((torch.is_grad_enabled(), torch.get_default_dtype(), torch.are_deterministic_algorithms_enabled(),
                      _autocast_state(), compat.sdpa_backends(),
                      hashlib.sha256(compat.functorch_config().save_config()).hexdigest()))
    except Exception as e:  # whatever stops us keying a graph only stops it being stored
        _STATS["aot_cache_bypasses"] += 1
        # Nothing will be stored: compile the backward lazily, as without the cache.
        compat.compile_backward_lazily(aot_config)
        raise _NotCacheable(f"torch_pjrt: {e}") from None
    key = "p" + hashlib.sha256(repr(parts).encode()).hexdigest()[:51]
    _drop_damaged(key)
    return key, []


def _drop_damaged(key):
    """Entry files are named by the hash of their content: remove any that no longer match."""
    from . import _native

    found = _native.drop_damaged(os.path.join(cache_dir(), key), compat.aot_cache_pieces()[2])
    _STATS["aot_cache_dropped"] += found[1] if found else 0
    _STATS["aot_cache_misses"] += not found or not found[0]


# ---- the backend -------------------------------------------------------------------------------


def _noting_our_graph(compiler):
    def compile_graph(gm, example_inputs):
        compat.note_our_frame()
        return compiler(gm, example_inputs)

    return compile_graph


def backend(fw_compiler, bw_compiler=None, inference_compiler=None, **aot_kwargs):
    """The Dynamo backend: ``aot_autograd(fw_compiler=…, bw_compiler=…,
    inference_compiler=…, **aot_kwargs)`` whose results are kept on disk and reused
    by later processes (see the module docstring). With the cache off, or a torch
    without the pieces used here, it is exactly that ``aot_autograd`` backend."""
    aot_autograd = compat.aot_autograd
    bw_compiler = bw_compiler or fw_compiler
    inference_compiler = inference_compiler or fw_compiler
    fw_compiler, bw_compiler, inference_compiler = (_noting_our_graph(c) for c in (fw_compiler, bw_compiler, inference_compiler))
    plain = aot_autograd(fw_compiler=fw_compiler, bw_compiler=bw_compiler, inference_compiler=inference_compiler, **aot_kwargs)
    folder = cache_dir()
    pieces = compat.aot_cache_pieces()
    if folder is None or pieces is None:
        return plain
    SerializableAOTDispatchCompiler = pieces[3]
    if not _LAZY:
        _define_classes()
    _COMPILERS.update(fw=fw_compiler, bw=bw_compiler, inference=inference_compiler)

    def compiled(gm, example_inputs, **kwargs):
        # AotAutograd re-wraps its backward compiler on every call: fresh ones each time.
        aot = aot_autograd(fw_compiler=SerializableAOTDispatchCompiler(_Graph, functools.partial(_Graph, "fw")),
                           bw_compiler=SerializableAOTDispatchCompiler(_Graph, functools.partial(_Graph, "bw")),
                           inference_compiler=SerializableAOTDispatchCompiler(_Graph, functools.partial(_Graph, "inference")),
                           **aot_kwargs)
        calls = compat.AOT_CACHE_KEY.calls
        with compat.aot_cache(folder, _key) as ours:
            out = aot(gm, example_inputs)
        if ours and compat.AOT_CACHE_KEY.calls == calls and not compat.aot_compile_in_progress():
            compat.AOT_CACHE_KEY.missing(f"was not called by torch {torch.__version__}'s AOTAutograd")
        return out

    return compiled
