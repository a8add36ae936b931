//! PyO3 module `torch_pjrt._native`: the only place Python meets Rust.
//! Functions here normalise arguments, call into the engine in one step and
//! translate errors once into `torch_pjrt.errors` exceptions.

mod abi;
mod fx_read;
mod graph;
mod target;
mod warm;

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use tpj_engine::{metrics as counters, runtime, EngineError};

static STRICT: AtomicBool = AtomicBool::new(false);

pub(crate) fn strict() -> bool {
    STRICT.load(Ordering::Relaxed)
}

extern "C" {
    fn tpj_glue_init() -> i32;
    fn tpj_c10d_backend(host: *mut pyo3::ffi::PyObject) -> *mut pyo3::ffi::PyObject;
}

/// Raises the `torch_pjrt.errors` class named `cls` (a subclass of a builtin).
fn py_err(py: Python<'_>, cls: &str, msg: String) -> PyErr {
    match py.import("torch_pjrt.errors").and_then(|m| m.getattr(cls)) {
        Ok(c) => PyErr::from_type(c.downcast_into().expect("exception class"), msg),
        Err(_) => PyRuntimeError::new_err(msg),
    }
}

/// The Python side of the one error translation: the class the error names
/// (`EngineError::py_class`, from the same table as its C code).
pub(crate) fn to_py(py: Python<'_>, e: EngineError) -> PyErr {
    py_err(py, e.py_class(), e.to_string())
}

/// Loads the PJRT plugin and registers the device's kernels with PyTorch.
#[pyfunction]
fn _init(py: Python<'_>, setting: &str, search_paths: Vec<String>, strict: bool) -> PyResult<Py<PyDict>> {
    STRICT.store(strict, Ordering::Relaxed);
    let paths: Vec<PathBuf> = search_paths.into_iter().map(PathBuf::from).collect();
    let rt = py.allow_threads(|| runtime::init(setting, &paths)).map_err(|e| to_py(py, e))?;
    // SAFETY: the glue's init is idempotent and only registers kernels and hooks.
    let kernels = unsafe { tpj_glue_init() };
    let d = PyDict::new(py);
    d.set_item("platform", rt.client.platform_name())?;
    d.set_item("platform_version", rt.client.platform_version())?;
    d.set_item("plugin_path", rt.plugin_path.display().to_string())?;
    d.set_item("plugin_kind", format!("{:?}", rt.kind).to_lowercase())?;
    d.set_item("api_version", rt.plugin.api_version())?;
    d.set_item("device_count", rt.device_count())?;
    d.set_item("kernels_registered", kernels)?;
    d.set_item("cpu_heap", tpj_engine::heap::policy().describe())?;
    Ok(d.unbind())
}

/// Hands the XLA CPU plugin's freed buffers, kept by the heap for reuse, back to the
/// system (`crates/engine/src/heap.rs`); nothing to do for other plugins.
#[pyfunction]
fn empty_cache(py: Python<'_>) -> bool {
    py.allow_threads(tpj_engine::heap::release)
}

#[pyfunction]
fn set_strict(on: bool) {
    STRICT.store(on, Ordering::Relaxed);
}

#[pyfunction]
fn is_strict() -> bool {
    strict()
}

#[pyfunction]
fn device_count() -> usize {
    runtime::peek().map(|r| r.device_count()).unwrap_or(0)
}

/// Whether this process was forked after the device's client was made (it cannot use it).
#[pyfunction]
fn in_bad_fork() -> bool {
    runtime::in_bad_fork()
}

fn device_of(py: Python<'_>, index: usize) -> PyResult<&'static tpj_pjrt::Device> {
    let rt = runtime::get().map_err(|e| to_py(py, e))?;
    rt.check_device(index).map_err(|e| to_py(py, e))?;
    Ok(&rt.client.devices()[index])
}

/// Device facts: name, kind, platform, ids, memory statistics where reported.
#[pyfunction]
fn device_info(py: Python<'_>, index: usize) -> PyResult<Py<PyDict>> {
    let rt = runtime::get().map_err(|e| to_py(py, e))?;
    let dev = device_of(py, index)?;
    let d = PyDict::new(py);
    let platform = rt.client.platform_name();
    let name = match platform.to_lowercase().as_str() {
        "cpu" | "host" => "XLA CPU".to_string(),
        _ => dev.kind().to_string(),
    };
    d.set_item("name", name)?;
    d.set_item("kind", dev.kind())?;
    d.set_item("platform", platform)?;
    d.set_item("platform_version", rt.client.platform_version())?;
    d.set_item("id", dev.id())?;
    d.set_item("description", dev.debug_string())?;
    if let Some(m) = dev.memory_stats() {
        d.set_item("bytes_in_use", m.bytes_in_use)?;
        d.set_item("bytes_limit", m.bytes_limit)?;
        d.set_item("peak_bytes_in_use", m.peak_bytes_in_use)?;
    }
    Ok(d.unbind())
}

/// How many device-side checks (indices only the device saw) await the next
/// synchronisation (`crates/engine/src/checks.rs`).
#[pyfunction]
fn checks_pending() -> usize {
    tpj_engine::checks::pending()
}

#[pyfunction]
fn synchronize(py: Python<'_>, index: usize) -> PyResult<()> {
    device_of(py, index)?;
    py.allow_threads(|| tpj_engine::call::synchronize(index)).map_err(|e| to_py(py, e))
}

/// Peaks back to the current figures; with `accumulated`, the allocated/freed totals to zero too.
#[pyfunction]
fn reset_memory_stats(index: usize, accumulated: bool) {
    counters::reset_memory(index, accumulated)
}

/// ((current, peak, allocated, freed) of bytes, the same of storages) of a device.
#[pyfunction]
fn memory_counters(index: usize) -> ([i64; 4], [i64; 4]) {
    let s = counters::memory_stats(index);
    (s.bytes, s.storages)
}

/// (free, total) bytes of a device.
#[pyfunction]
fn memory_info(py: Python<'_>, index: usize) -> PyResult<(u64, u64)> {
    runtime::get().and_then(|rt| rt.memory_info(index)).map_err(|e| to_py(py, e))
}

/// Bytes for a serving engine's KV cache on a device (vLLM's plugin, torch_pjrt.vllm):
/// `explicit` if it fits, else `utilization` of the device's memory less what is in use;
/// `ValueError` naming the figures when nothing is left.
#[pyfunction]
#[pyo3(signature = (index, utilization, explicit=None))]
fn kv_cache_bytes(py: Python<'_>, index: usize, utilization: f64, explicit: Option<u64>) -> PyResult<u64> {
    let (free, total) = runtime::get().and_then(|rt| rt.memory_info(index)).map_err(|e| to_py(py, e))?;
    tpj_engine::budget::kv_cache_bytes(free, total, utilization, explicit)
        .map_err(|e| pyo3::exceptions::PyValueError::new_err(format!("tpu:{index}: {e}")))
}

/// The token counts a serving engine's steps pad to (vLLM's plugin, torch_pjrt.vllm), up to
/// the scheduler's `max_tokens` per step; `ValueError` for a limit of 0.
#[pyfunction]
fn serving_token_buckets(max_tokens: u64) -> PyResult<Vec<u64>> {
    tpj_engine::serving::token_buckets(max_tokens).map_err(pyo3::exceptions::PyValueError::new_err)
}

/// The bucket a step of `n` scheduled tokens pads to; `ValueError` past `max_tokens`.
#[pyfunction]
fn serving_token_bucket(n: u64, max_tokens: u64) -> PyResult<u64> {
    tpj_engine::serving::token_bucket(n, max_tokens).map_err(pyo3::exceptions::PyValueError::new_err)
}

/// The `(tokens, requests)` steps a serving engine runs at start-up so that later steps
/// compile nothing.
#[pyfunction]
fn serving_warmup_steps(max_tokens: u64, max_seqs: u64, max_len: u64) -> PyResult<Vec<(u64, u64)>> {
    tpj_engine::serving::warmup_steps(max_tokens, max_seqs, max_len).map_err(pyo3::exceptions::PyValueError::new_err)
}

/// Why this build records no device trace in torch.profiler (csrc/profiler.cpp), or `None`
/// when it does.
#[pyfunction]
fn device_profiler_missing() -> Option<&'static str> {
    let why = env!("TPJ_DEVICE_PROFILER_MISSING");
    (!why.is_empty()).then_some(why)
}

/// Counters: compiles, cache hits, executions, transfers and CPU fallbacks per op.
#[pyfunction]
fn metrics(py: Python<'_>) -> PyResult<Py<PyDict>> {
    let s = counters::snapshot();
    let d = PyDict::new(py);
    d.set_item("compiles", s.compiles)?;
    d.set_item("compile_seconds", s.compile_seconds)?;
    d.set_item("cache_hits", s.cache_hits)?;
    d.set_item("executions", s.executions)?;
    d.set_item("h2d_bytes", s.h2d_bytes)?;
    d.set_item("d2h_bytes", s.d2h_bytes)?;
    d.set_item("disk_cache_hits", s.disk_cache_hits)?;
    d.set_item("donated_buffers", s.donated_buffers)?;
    d.set_item("eager_cache_evictions", s.cache_evictions)?;
    d.set_item("disk_cache_misses", s.disk_cache_misses)?;
    d.set_item("deferred_graphs", s.deferred_graphs)?;
    d.set_item("fused_graphs", s.fused_graphs)?;
    d.set_item("host_gemms", s.host_gemms)?;
    d.set_item("host_gemm_calls", s.host_gemm_calls)?;
    d.set_item("host_adams", s.host_adams)?;
    d.set_item("host_adam_calls", s.host_adam_calls)?;
    d.set_item("cached_programs", tpj_engine::call::cached_programs())?;
    d.set_item("loaded_programs", tpj_pjrt::Executable::loaded())?;
    let (unpads, programs, runs, exact, pads) = tpj_engine::vary::stats();
    let e = PyDict::new(py);
    e.set_item("bucketing", tpj_engine::vary::enabled())?;
    e.set_item("bucketed_programs", programs)?;
    e.set_item("bucketed_runs", runs)?;
    e.set_item("exact_runs", exact)?;
    e.set_item("results_cut_to_size", unpads)?;
    e.set_item("operands_padded", pads)?;
    let why = PyDict::new(py);
    for (k, n) in tpj_engine::vary::exact_reasons() {
        why.set_item(k, n)?;
    }
    e.set_item("exact_reasons", why)?;
    e.set_item("first_tier_programs", counters::FIRST_TIER.load(std::sync::atomic::Ordering::Relaxed))?;
    e.set_item("upgraded_programs", counters::UPGRADES.load(std::sync::atomic::Ordering::Relaxed))?;
    e.set_item("upgrade_seconds", counters::UPGRADE_NANOS.load(std::sync::atomic::Ordering::Relaxed) as f64 * 1e-9)?;
    d.set_item("eager", e)?;
    let (clusters, hits, ops) = tpj_engine::fused::stats();
    let f = PyDict::new(py);
    f.set_item("clusters_run", clusters)?;
    f.set_item("cluster_cache_hits", hits)?;
    f.set_item("ops_fused", ops)?;
    f.set_item("ops_per_cluster", if clusters == 0 { 0.0 } else { ops as f64 / clusters as f64 })?;
    let (bucketed, exact) = tpj_engine::fused::bucket_stats();
    f.set_item("bucketed_ops", bucketed)?;
    f.set_item("exact_size_clusters", exact)?;
    let cuts = PyDict::new(py);
    for (k, n) in tpj_engine::fused::cut_reasons() {
        cuts.set_item(k, n)?;
    }
    f.set_item("cuts", cuts)?;
    d.set_item("fused", f)?;
    d.set_item("eager_mode", tpj_engine::mode::get().name())?;
    let f = PyDict::new(py);
    let mut total = 0u64;
    for (k, v) in &s.fallbacks {
        f.set_item(k, v)?;
        total += v;
    }
    d.set_item("fallbacks", f)?;
    d.set_item("fallback_count", total)?;
    Ok(d.unbind())
}

/// Whether compiled graph runs are deferred and a step's graphs run as one program;
/// turning it off runs what is deferred now.
#[pyfunction]
fn set_defer(py: Python<'_>, on: bool) -> PyResult<()> {
    py.allow_threads(|| tpj_engine::defer::set_enabled(on)).map_err(|e| to_py(py, e))
}

/// Switches the eager mode (`crates/engine/src/mode.rs`) by name.
#[pyfunction]
fn set_eager_mode(py: Python<'_>, mode: &str) -> PyResult<()> {
    use tpj_engine::mode;
    mode::EagerMode::parse(mode, "torch_pjrt.set_eager_mode").and_then(mode::set).map_err(|e| to_py(py, e))
}

/// Whether the device is torch's current accelerator (`crates/engine/src/accelerator.rs`):
/// `value` is a `TORCH_PJRT_ACCELERATOR` setting (`None`: the environment's), `platform` the
/// loaded plugin's (`None`: none loaded).
#[pyfunction]
#[pyo3(signature = (value, platform))]
fn accelerator_decision(py: Python<'_>, value: Option<&str>, platform: Option<&str>) -> PyResult<bool> {
    tpj_engine::accelerator::decide_from(value, platform).map_err(|e| to_py(py, e))
}

#[pyfunction]
fn eager_mode() -> &'static str {
    tpj_engine::mode::get().name()
}

#[pyfunction]
fn defer_enabled() -> bool {
    tpj_engine::defer::enabled()
}

#[pyfunction]
fn reset_metrics() {
    counters::reset();
    tpj_engine::vary::reset();
    tpj_engine::fused::reset();
}

/// Whether eager calls whose sizes vary run per bucket (on by default;
/// `TORCH_PJRT_EAGER_BUCKETS=0` turns it off).
#[pyfunction]
fn set_eager_buckets(on: bool) {
    tpj_engine::vary::set_enabled(on)
}

/// The persistent cache folder (created user-only), or None when the cache is off
/// (`TORCH_PJRT_CACHE_DIR=off`) or the folder cannot be made.
#[pyfunction]
fn cache_dir() -> Option<String> {
    tpj_engine::cache::dir().map(|p| p.to_string_lossy().into_owned())
}

/// The size bucket a varying size pads up to in compiled graphs (the next power
/// of two, at least `TORCH_PJRT_MIN_BUCKET`).
#[pyfunction]
fn bucket_size(n: i64) -> i64 {
    tpj_engine::bucket::bucket_size(n)
}

/// The bucket an eager call's varying size pads up to (the next power of two, at least 32).
#[pyfunction]
fn eager_bucket(n: i64) -> i64 {
    tpj_engine::bucket::eager_bucket(n)
}

/// Every bucket a size up to `n` can pad to, smallest first (the last is
/// `bucket_size(n)`): a library sizing its buffers by buckets has this many shapes.
#[pyfunction]
fn buckets_up_to(n: i64) -> Vec<i64> {
    tpj_engine::bucket::buckets_up_to(n)
}

/// (files, bytes) in the persistent cache folder; (0, 0) when the cache is off.
#[pyfunction]
fn cache_usage(py: Python<'_>) -> (u64, u64) {
    py.allow_threads(|| tpj_engine::cache::dir().map_or((0, 0), |d| tpj_engine::cache::usage(&d)))
}

/// (kind, path) of every known PJRT plugin installed under `search_paths`
/// (Python's sys.path), loadable or not: `torch-pjrt bench` runs one server per entry.
#[pyfunction]
fn installed_plugins(search_paths: Vec<String>) -> Vec<(String, String)> {
    let paths: Vec<std::path::PathBuf> = search_paths.into_iter().map(Into::into).collect();
    tpj_pjrt::installed(&paths).into_iter().map(|(k, p)| (k.to_string(), p.to_string_lossy().into_owned())).collect()
}

/// Names of the ATen ops that have a lowering (base names, e.g. "add").
#[pyfunction]
fn lowered_ops() -> Vec<&'static str> {
    let mut v: Vec<&'static str> = tpj_lowering::registry().names().collect();
    v.sort();
    v
}

/// What the registry's overload lists get wrong against this torch's dispatcher: a listed
/// overload torch does not have, an op with several overloads that lists none
/// (`crates/engine/src/overloads.rs`). Empty when they agree.
#[pyfunction]
fn overload_problems() -> Vec<String> {
    tpj_engine::overloads::problems()
}

/// The ATen ops `torch.compile` traces whole instead of decomposing them (their
/// registry lines say `kept_whole` and why), sorted.
#[pyfunction]
fn kept_whole_ops() -> Vec<&'static str> {
    tpj_lowering::registry().kept_whole()
}

/// `torch-pjrt scan ...`: the CUDA lock-in scanner; returns the exit code.
#[pyfunction]
fn scan_main(py: Python<'_>, args: Vec<String>) -> i32 {
    py.allow_threads(|| {
        let mut out = std::io::stdout().lock();
        let mut err = std::io::stderr();
        tpj_scanner::run_cli(&args, &mut out, &mut err)
    })
}

/// A c10d `Backend` for device tensors that runs each collective on `host` (a
/// c10d `Backend` for CPU tensors, e.g. `ProcessGroupGloo`) over host copies.
#[pyfunction]
fn c10d_backend(py: Python<'_>, host: &Bound<'_, PyAny>) -> PyResult<PyObject> {
    // SAFETY: `host` is a live object and the GIL is held; the glue returns a new
    // reference, or NULL with the Python error set.
    unsafe {
        let p = tpj_c10d_backend(host.as_ptr());
        Bound::from_owned_ptr_or_err(py, p).map(Bound::unbind)
    }
}

/// The (seed, offset) of generator `id` (default generators: id = device index).
#[pyfunction]
fn rng_get(id: u64) -> (u64, u64) {
    tpj_engine::rng::get(id)
}

#[pyfunction]
fn rng_set(id: u64, seed: u64, offset: u64) {
    tpj_engine::rng::set(id, seed, offset)
}

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    // The torch series the C++ glue was compiled against (its C++ API is not stable across minors).
    m.add("TORCH_SERIES", env!("TPJ_TORCH_SERIES"))?;
    // The error table (csrc/tpj_errors.def), read by tests rather than copied:
    // (code, name, c10 exception, torch_pjrt.errors class) per kind.
    let kinds: Vec<_> =
        tpj_engine::ErrorKind::ALL.iter().map(|k| (k.code(), k.c_name(), k.c10_error(), k.py_class())).collect();
    m.add("ERROR_KINDS", kinds)?;
    m.add_function(wrap_pyfunction!(_init, m)?)?;
    m.add_function(wrap_pyfunction!(device_profiler_missing, m)?)?;
    m.add_function(wrap_pyfunction!(empty_cache, m)?)?;
    m.add_function(wrap_pyfunction!(set_strict, m)?)?;
    m.add_function(wrap_pyfunction!(cache_dir, m)?)?;
    m.add_function(wrap_pyfunction!(bucket_size, m)?)?;
    m.add_function(wrap_pyfunction!(eager_bucket, m)?)?;
    m.add_function(wrap_pyfunction!(buckets_up_to, m)?)?;
    m.add_function(wrap_pyfunction!(kept_whole_ops, m)?)?;
    m.add_function(wrap_pyfunction!(overload_problems, m)?)?;
    m.add_function(wrap_pyfunction!(cache_usage, m)?)?;
    m.add("VERSION", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(is_strict, m)?)?;
    m.add_function(wrap_pyfunction!(device_count, m)?)?;
    m.add_function(wrap_pyfunction!(in_bad_fork, m)?)?;
    m.add_function(wrap_pyfunction!(device_info, m)?)?;
    m.add_function(wrap_pyfunction!(synchronize, m)?)?;
    m.add_function(wrap_pyfunction!(checks_pending, m)?)?;
    m.add_function(wrap_pyfunction!(memory_counters, m)?)?;
    m.add_function(wrap_pyfunction!(reset_memory_stats, m)?)?;
    m.add_function(wrap_pyfunction!(memory_info, m)?)?;
    m.add_function(wrap_pyfunction!(kv_cache_bytes, m)?)?;
    m.add_function(wrap_pyfunction!(serving_token_buckets, m)?)?;
    m.add_function(wrap_pyfunction!(serving_token_bucket, m)?)?;
    m.add_function(wrap_pyfunction!(serving_warmup_steps, m)?)?;
    m.add_function(wrap_pyfunction!(metrics, m)?)?;
    m.add_function(wrap_pyfunction!(reset_metrics, m)?)?;
    m.add_function(wrap_pyfunction!(set_defer, m)?)?;
    m.add_function(wrap_pyfunction!(defer_enabled, m)?)?;
    m.add_function(wrap_pyfunction!(set_eager_buckets, m)?)?;
    m.add_function(wrap_pyfunction!(set_eager_mode, m)?)?;
    m.add_function(wrap_pyfunction!(eager_mode, m)?)?;
    m.add_function(wrap_pyfunction!(accelerator_decision, m)?)?;
    m.add_function(wrap_pyfunction!(lowered_ops, m)?)?;
    m.add_function(wrap_pyfunction!(installed_plugins, m)?)?;
    m.add_function(wrap_pyfunction!(target::target_info, m)?)?;
    m.add_function(wrap_pyfunction!(target::target_compile, m)?)?;
    m.add_function(wrap_pyfunction!(target::lowering_refusal, m)?)?;
    m.add_function(wrap_pyfunction!(target::census_enable, m)?)?;
    m.add_function(wrap_pyfunction!(target::census_take, m)?)?;
    m.add_function(wrap_pyfunction!(target::roofline, m)?)?;
    m.add_function(wrap_pyfunction!(scan_main, m)?)?;
    m.add_function(wrap_pyfunction!(rng_get, m)?)?;
    m.add_function(wrap_pyfunction!(fx_read::describe_graph, m)?)?;
    m.add_function(wrap_pyfunction!(fx_read::graph_plan, m)?)?;
    m.add_function(wrap_pyfunction!(fx_read::lift_graph, m)?)?;
    m.add_function(wrap_pyfunction!(fx_read::run_effects, m)?)?;
    m.add_class::<fx_read::EffectOutput>()?;
    m.add_function(wrap_pyfunction!(warm::aot_cache_dir, m)?)?;
    m.add_function(wrap_pyfunction!(warm::sources_digest, m)?)?;
    m.add_function(wrap_pyfunction!(warm::graph_key, m)?)?;
    m.add_function(wrap_pyfunction!(warm::drop_damaged, m)?)?;
    m.add_class::<graph::FxGraphData>()?;
    m.add_class::<graph::StaticGraph>()?;
    m.add_class::<graph::BucketState>()?;
    m.add_class::<graph::Bucketed>()?;
    m.add_function(wrap_pyfunction!(rng_set, m)?)?;
    m.add_function(wrap_pyfunction!(c10d_backend, m)?)?;
    Ok(())
}
