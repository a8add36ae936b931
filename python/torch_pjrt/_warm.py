"""Warm starts for ``torch.compile(backend="tpu")``: what AOTAutograd makes of
each Dynamo graph is kept on disk beside the executables, so a second process
running the same model goes from Dynamo's graph straight to the stored graphs,
lowers them (their executables are disk hits) and compiles nothing::

    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # cold: traces, compiles, stores
    TORCH_PJRT_CACHE_DIR=/some/dir python train.py   # warm: all cache hits

It follows the executable cache's setting (``TORCH_PJRT_CACHE_DIR``; default
``~/.cache/torch_pjrt``; ``off`` disables both) and lives in its ``aot/``
folder, user-only (0700).

How: torch's own AOTAutogradCache in its "bundled" form (compiled objects stored
inside the entry), with three differences while our backend runs
(``_torch_compat.aot_cache``): the folder is ours; the key is ours (:func:`_key`:
torch's hashes Inductor's configuration, importing its code generator), covering
the graph's code, every input's metadata, AOTAutograd's settings and
decompositions, grad/autocast/determinism modes, the attention backends
enabled (fused or math attention), functorch's configuration, and
the torch and torch_pjrt versions, sources and native module; and the backward
is compiled with the forward, so the whole entry is stored. What an entry holds
of a graph (:class:`_Graph`) is the engine's description of it
(``dynamo.describe``), lowered again on load. Graphs we cannot key safely
(dynamic shapes, tensor subclasses, constants held as attributes) bypass the
cache. A corrupt entry (files are named by their content's hash) or one that no
longer decodes or lowers is dropped and rebuilt. torch's ahead-of-time compile
(``aot_compile``) stores these same bundled entries (``dynamo._serializable``).
Counters: :func:`stats`.
"""

import contextlib
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
_ROOT = []  # memo: [path or None]
_SOURCES = []  # memo: [hex digest of what shapes our graphs]
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


def cache_dir():
    """The folder AOTAutograd entries live in (``<TORCH_PJRT_CACHE_DIR>/aot``), created
    user-only; ``None`` when the cache is off or the folder cannot be made."""
    if not _ROOT:
        from . import _native

        _ROOT.append(_native.aot_cache_dir())
    return _ROOT[0]


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


class _Compiler:
    """AOTAutograd's compiler of one kind of graph, returning :class:`_Graph`."""

    def __init__(self, kind):
        self.kind = kind

    def __call__(self, gm, example_inputs):
        return _Graph(self.kind, gm, example_inputs)


# ---- the key -----------------------------------------------------------------------------------


def _sources():
    """What decides the graphs we store besides torch: our backend's Python sources, version and native module."""
    if not _SOURCES:
        from . import _native

        here = os.path.dirname(os.path.abspath(__file__))
        pkg = sys.modules[__name__.rpartition(".")[0]]
        _SOURCES.append(_native.sources_digest(str(getattr(pkg, "__version__", "")), [
            os.path.join(here, name) for name in ("dynamo.py", "_warm.py", "_torch_compat.py")], _native.__file__))
    return _SOURCES[0]


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
    """Entry files are named by the sha256 of their content: remove any that no longer match."""
    sha256_hash = compat.aot_cache_pieces()[2]
    folder = os.path.join(cache_dir(), key)
    try:
        names = os.listdir(folder)
    except OSError:
        _STATS["aot_cache_misses"] += 1
        return
    good = 0
    for name in names:
        path = os.path.join(folder, name)
        try:
            with open(path, "rb") as f:
                ok = sha256_hash(f.read()) == name
        except OSError:
            ok = False
        if ok:
            good += 1
            continue
        _STATS["aot_cache_dropped"] += 1
        with contextlib.suppress(OSError):
            os.remove(path)
    if not good:
        _STATS["aot_cache_misses"] += 1


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
        aot = aot_autograd(fw_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("fw")),
                           bw_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("bw")),
                           inference_compiler=SerializableAOTDispatchCompiler(_Graph, _Compiler("inference")),
                           **aot_kwargs)
        calls = compat.AOT_CACHE_KEY.calls
        with compat.aot_cache(folder, _key) as ours:
            out = aot(gm, example_inputs)
        if ours and compat.AOT_CACHE_KEY.calls == calls and not compat.aot_compile_in_progress():
            compat.AOT_CACHE_KEY.missing(f"was not called by torch {torch.__version__}'s AOTAutograd")
        return out

    return compiled
