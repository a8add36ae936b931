# Types of the compiled module torch_pjrt._native (crates/python/src/*.rs is its source).
# tests/test_native_stub.py checks this file against the module: the same names, the same
# parameters; a function added, removed or changed on the Rust side fails that test until
# it is written here too.

from typing import Any, final

#: The torch series (e.g. "2.15") this build was compiled against.
TORCH_SERIES: str
#: torch_pjrt's version.
VERSION: str
#: The error table (csrc/tpj_errors.def): (code, NAME, c10 exception, torch_pjrt.errors class).
ERROR_KINDS: list[tuple[int, str, str, str]]

# ---- runtime, device and settings (crates/python/src/lib.rs) -------------------------------

def _init(setting: str, search_paths: list[str], strict: bool) -> dict[str, Any]:
    """Loads the PJRT plugin and registers the device's kernels with PyTorch: platform,
    platform_version, plugin_path, plugin_kind, api_version, device_count,
    kernels_registered, cpu_heap."""

def empty_cache() -> bool:
    """Hands the XLA CPU plugin's freed buffers back to the system."""

def set_strict(on: bool) -> None: ...
def is_strict() -> bool: ...
def device_count() -> int: ...
def in_bad_fork() -> bool:
    """Whether this process was forked after the device's client was made (it cannot use it)."""
def device_info(index: int) -> dict[str, Any]:
    """Device facts: name, kind, platform, ids, memory statistics where reported."""

def checks_pending() -> int:
    """How many device-side checks await the next synchronisation."""

def synchronize(index: int) -> None: ...
def reset_memory_stats(index: int, accumulated: bool) -> None: ...
def memory_counters(index: int) -> tuple[list[int], list[int]]:
    """((current, peak, allocated, freed) of bytes, the same of storages) of a device."""

def memory_info(index: int) -> tuple[int, int]:
    """(free, total) bytes of a device."""

def kv_cache_bytes(index: int, utilization: float, explicit: int | None = None) -> int:
    """Bytes for a serving engine's KV cache on a device (vLLM's plugin, torch_pjrt.vllm):
    `explicit` if it fits, else `utilization` of the device's memory less what is in use;
    `ValueError` naming the figures when nothing is left."""

def serving_token_buckets(max_tokens: int) -> list[int]:
    """The token counts a serving engine's steps pad to (vLLM's plugin, torch_pjrt.vllm):
    powers of two from 8 below `max_tokens`, then `max_tokens`; `ValueError` for 0."""

def serving_token_bucket(n: int, max_tokens: int) -> int:
    """The bucket a step of `n` scheduled tokens pads to; `ValueError` past `max_tokens`."""

def serving_warmup_steps(max_tokens: int, max_seqs: int, max_len: int) -> list[tuple[int, int]]:
    """The `(tokens, requests)` steps a serving engine runs at start-up so that later steps
    compile nothing."""

def metrics() -> dict[str, Any]:
    """Counters: compiles, cache hits, executions, transfers and CPU fallbacks per op."""

def reset_metrics() -> None: ...
def device_profiler_missing() -> str | None:
    """Why this build records no device trace in torch.profiler; None when it does."""

def set_defer(on: bool) -> None:
    """Whether compiled graph runs are deferred and a step's graphs run as one program."""

def set_eager_buckets(on: bool) -> None:
    """Whether eager calls whose sizes vary run per size bucket."""

def defer_enabled() -> bool: ...
def set_eager_mode(mode: str) -> None:
    """Switches the eager mode: "strict", "debug" or "fused"."""

def eager_mode() -> str: ...
def accelerator_decision(value: str | None, platform: str | None) -> bool:
    """Whether the device is torch's current accelerator for a TORCH_PJRT_ACCELERATOR value (None: the
    environment's) and a plugin platform (None: no plugin loaded)."""
def cache_dir() -> str | None:
    """The persistent cache folder, or None when the cache is off."""

def bucket_size(n: int) -> int:
    """The size bucket a varying size pads up to in compiled graphs."""

def eager_bucket(n: int) -> int:
    """The bucket an eager call's varying size pads up to (the next power of two, at least 32)."""
    ...

def buckets_up_to(n: int) -> list[int]:
    """Every bucket a size up to `n` pads to, smallest first (the last is `bucket_size(n)`)."""

def cache_usage() -> tuple[int, int]:
    """(files, bytes) in the persistent cache folder."""

def installed_plugins(search_paths: list[str]) -> list[tuple[str, str]]:
    """(kind, path) of every known PJRT plugin installed under `search_paths`."""

def target_info(target: str, search_paths: list[str]) -> dict[str, Any]:
    """A compile-only target (`v6e`, `v6e:2x2`, ...): topology, platform, compiler version, device kind and count."""

def target_compile(target: str, search_paths: list[str], program: str) -> dict[str, Any]:
    """Compiles StableHLO text for a compile-only target: `{"seconds", "cost": {...}, "memory": {...}}`."""

def lowering_refusal(op: str, platform: str) -> str | None:
    """Why the registry refuses `op` (a base name) on `platform` ("tpu", "cuda", "cpu"), or None."""

def census_enable() -> None:
    """Starts the census of programs: each program compiled from now on is recorded with its launches."""

def census_take(reset: bool = False, analyse: bool = False) -> list[dict[str, Any]]:
    """Every recorded program: `what`, `text`, `launches` (since the last reset), `dtype`; with
    `analyse`, XLA's `cost` and `memory` on this process's plugin (or `error`)."""

def roofline(chip: dict[str, Any], programs: list[dict[str, Any]]) -> dict[str, Any]:
    """A step's estimated time and device memory on `chip` from its programs' costs (a roofline)."""

def lowered_ops() -> list[str]:
    """Names of the ATen ops that have a lowering (base names, e.g. "add")."""

def overload_problems() -> list[str]:
    """What the registry's overload lists get wrong against this torch's dispatcher; empty when they agree."""

def kept_whole_ops() -> list[str]:
    """ATen ops torch.compile traces whole instead of decomposing (registry lines marked `kept_whole`)."""

def describe_graph(gm: Any, device: str, symbolic: bool) -> tuple[list[Any], list[Any]]:
    """An FX graph as plain data, ``FxGraphData(*describe_graph(...))``: each node, every value by
    its Python type, every size as an expression. Raises NotLoweredError for what it cannot describe."""

def graph_plan(gm: Any, device: str) -> tuple[Any, ...]:
    """How an FX graph runs: ("static",), ("bucketed",), or ("split", why, counter, parts,
    compiled, counts): per node its piece (None for inputs and the output), per piece whether it
    compiles, and the ops each cut is counted under."""

def lift_graph(gm: Any) -> tuple[list[Any], list[int], list[Any], int]:
    """Takes tensor constants (as trailing inputs) and token-threaded side effects out of an FX
    graph, in place: (constants, token input positions, effects, extra outputs for the effects)."""

def run_effects(effects: list[Any], values: list[Any]) -> None:
    """Runs the effects ``lift_graph`` took out, on the graph's extra outputs ``values``."""

@final
class EffectOutput:
    """An effect's argument: the k-th of the values the graph returns for its effects."""

def aot_cache_dir() -> str | None:
    """The folder warm-start entries live in (``<cache>/aot``), created user-only; None when the cache is off."""

def sources_digest(version: str, sources: list[str], native: str) -> str:
    """A hash of the package version, the Python sources that shape stored graphs and the native module's build."""

def graph_key(gm: Any, example_inputs: list[Any]) -> str:
    """A hash of a Dynamo graph's code and its inputs' metadata (a warm start's key); ValueError
    (why) for a graph that cannot be keyed safely."""

def drop_damaged(folder: str, name_of: Any) -> tuple[int, int] | None:
    """Removes a warm-start entry's files whose name is no longer ``name_of`` their content; returns
    (good, dropped), or None when the folder cannot be read."""

def scan_main(args: list[str]) -> int:
    """`torch-pjrt scan ...`: the CUDA lock-in scanner; returns the exit code."""

def c10d_backend(host: Any) -> Any:
    """A c10d `Backend` for device tensors running each collective on `host` over host copies."""

def rng_get(id: int) -> tuple[int, int]:
    """The (seed, offset) of generator `id` (default generators: id = device index)."""

def rng_set(id: int, seed: int, offset: int) -> None: ...

# ---- compiled graphs (crates/python/src/graph.rs) -------------------------------------------

@final
class FxGraphData:
    """An FX graph as typed data (from ``describe_graph``)."""

    def __init__(self, nodes: list[Any], outputs: list[Any]) -> None: ...
    def compile(self, background: bool = False) -> StaticGraph:
        """Lowers and compiles the static graph, now or on a thread of its own (``StaticGraph.wait``)."""
    def export(
        self,
        inputs: list[tuple[str, str]],
        outputs: list[tuple[str, str]],
        constants: list[bytes | None],
        program: str,
        bounds: dict[str, int],
    ) -> tuple[str, str, list[int]]:
        """The graph as a StableHLO module of its own (``torch_pjrt.export``), its symbolic
        sizes bounded by ``bounds``: ``(text, description JSON, the graph inputs that are its
        parameters)``."""

@final
class StaticGraph:
    """A static graph's executable, with where its results go among the graph's outputs."""

    def wait(self) -> None:
        """Waits for a compile in the background; raises what it raised (NotLoweredError)."""

    def call(self, args: list[Any]) -> list[Any]:
        """Runs the graph on AOTAutograd's arguments (tensors; tensors elsewhere run as copies
        on the device, written back if updated; baked sizes dropped); returns its outputs."""

@final
class BucketState:
    """What a forward graph and its backward have seen of their sizes."""

    def __init__(self) -> None: ...

@final
class Bucketed:
    """A graph with symbolic sizes run padded to buckets, per exact size once the lowering cannot
    bucket it (``host.exact(args)`` compiles one; ``host.refused(why)`` is told), or op by op after
    a lowering refusal (``host.eager(error)``)."""

    def __init__(self, graph: FxGraphData | None, refused: str | None, state: BucketState, at_once: bool,
                 visible: int | None, host: Any) -> None: ...
    def call(self, args: list[Any]) -> tuple[list[Any], bool]:
        """Runs the graph on AOTAutograd's arguments (the list is cleared) in one call, as
        `StaticGraph.call` runs a static one; returns (its results, the padded outputs seen through
        their real extent; whether a bucket was compiled)."""

