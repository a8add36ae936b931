//! Counters behind `torch_pjrt.metrics()`. Cheap atomics on the hot path; the
//! per-op fallback table takes a lock only when a fallback happens.

use parking_lot::Mutex;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering::Relaxed};

pub static COMPILES: AtomicU64 = AtomicU64::new(0);
pub static COMPILE_NANOS: AtomicU64 = AtomicU64::new(0);
pub static CACHE_HITS: AtomicU64 = AtomicU64::new(0);
pub static EXECUTIONS: AtomicU64 = AtomicU64::new(0);
pub static H2D_BYTES: AtomicU64 = AtomicU64::new(0);
pub static D2H_BYTES: AtomicU64 = AtomicU64::new(0);
pub static DISK_HITS: AtomicU64 = AtomicU64::new(0);
/// Buffers handed to compiled graphs to update in place (donated).
pub static DONATED: AtomicU64 = AtomicU64::new(0);
/// Times the eager program cache dropped its least recently used quarter.
pub static EVICTED: AtomicU64 = AtomicU64::new(0);
pub static DISK_MISSES: AtomicU64 = AtomicU64::new(0);
/// Compiled graph runs deferred (`defer.rs`), and those that then ran inside a chain's one program.
pub static DEFERRED: AtomicU64 = AtomicU64::new(0);
pub static FUSED_GRAPHS: AtomicU64 = AtomicU64::new(0);
/// Matrix products compiled as calls of the host BLAS (`host_gemm.rs`), and those calls run.
pub static HOST_GEMMS: AtomicU64 = AtomicU64::new(0);
pub static HOST_GEMM_CALLS: AtomicU64 = AtomicU64::new(0);
/// Adam/AdamW parameter updates compiled as calls of the host kernel (`host_adam.rs`), and
/// those calls run.
pub static HOST_ADAMS: AtomicU64 = AtomicU64::new(0);
pub static HOST_ADAM_CALLS: AtomicU64 = AtomicU64::new(0);
/// Eager calls whose sizes vary (`vary.rs`): bucket programs compiled, calls run
/// bucketed, calls run at exact sizes although a size varied.
pub static EAGER_BUCKET_PROGRAMS: AtomicU64 = AtomicU64::new(0);
pub static EAGER_BUCKET_RUNS: AtomicU64 = AtomicU64::new(0);
pub static EAGER_EXACT_RUNS: AtomicU64 = AtomicU64::new(0);
/// Padded eager results cut to their real size when read by something else.
pub static EAGER_UNPADS: AtomicU64 = AtomicU64::new(0);
/// Storages of exact size padded to a bucket once, as they entered a bucketed eager call.
pub static EAGER_PADS: AtomicU64 = AtomicU64::new(0);
/// Eager programs built at the first tier (the backend's cheapest code, `program.rs`), and
/// those built again fully in the background once they had run enough (not in `COMPILES`).
pub static FIRST_TIER: AtomicU64 = AtomicU64::new(0);
pub static UPGRADES: AtomicU64 = AtomicU64::new(0);
pub static UPGRADE_NANOS: AtomicU64 = AtomicU64::new(0);

pub const MAX_DEVICES: usize = 64;

/// One device's storage accounting: bytes and storages now, their peaks since the
/// last peak reset, and what was allocated and freed since the last full reset.
struct DeviceMemory {
    bytes: AtomicI64,
    peak_bytes: AtomicI64,
    allocated_bytes: AtomicI64,
    freed_bytes: AtomicI64,
    count: AtomicI64,
    peak_count: AtomicI64,
    allocations: AtomicI64,
    frees: AtomicI64,
}

static MEMORY: [DeviceMemory; MAX_DEVICES] = [const {
    DeviceMemory {
        bytes: AtomicI64::new(0),
        peak_bytes: AtomicI64::new(0),
        allocated_bytes: AtomicI64::new(0),
        freed_bytes: AtomicI64::new(0),
        count: AtomicI64::new(0),
        peak_count: AtomicI64::new(0),
        allocations: AtomicI64::new(0),
        frees: AtomicI64::new(0),
    }
}; MAX_DEVICES];
static FALLBACKS: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());

/// A storage of the device grew (`delta` > 0) or shrank by `delta` bytes.
pub fn slot_bytes(device: usize, delta: i64) {
    if let Some(m) = MEMORY.get(device) {
        let now = m.bytes.fetch_add(delta, Relaxed) + delta;
        m.peak_bytes.fetch_max(now, Relaxed);
        if delta > 0 {
            m.allocated_bytes.fetch_add(delta, Relaxed);
        } else {
            m.freed_bytes.fetch_add(-delta, Relaxed);
        }
    }
}

/// A storage of the device was created (`+1`) or freed (`-1`).
pub fn slot_count(device: usize, delta: i64) {
    if let Some(m) = MEMORY.get(device) {
        let now = m.count.fetch_add(delta, Relaxed) + delta;
        m.peak_count.fetch_max(now, Relaxed);
        if delta > 0 { &m.allocations } else { &m.frees }.fetch_add(delta.abs(), Relaxed);
    }
}

/// (current, peak, allocated, freed), PyTorch's `Stat` for bytes and for storages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    pub bytes: [i64; 4],
    pub storages: [i64; 4],
}

pub fn memory_stats(device: usize) -> MemoryStats {
    MEMORY.get(device).map_or_else(MemoryStats::default, |m| MemoryStats {
        bytes: [m.bytes.load(Relaxed), m.peak_bytes.load(Relaxed), m.allocated_bytes.load(Relaxed), m.freed_bytes.load(Relaxed)],
        storages: [m.count.load(Relaxed), m.peak_count.load(Relaxed), m.allocations.load(Relaxed), m.frees.load(Relaxed)],
    })
}

/// Peaks back to the current figures; with `accumulated`, the allocated/freed totals to 0 too.
pub fn reset_memory(device: usize, accumulated: bool) {
    if let Some(m) = MEMORY.get(device) {
        m.peak_bytes.store(m.bytes.load(Relaxed), Relaxed);
        m.peak_count.store(m.count.load(Relaxed), Relaxed);
        if accumulated {
            for a in [&m.allocated_bytes, &m.freed_bytes, &m.allocations, &m.frees] {
                a.store(0, Relaxed);
            }
        }
    }
}


/// Records one CPU fallback of `op`; returns how many there were before.
pub fn note_fallback(op: &str) -> u64 {
    let mut f = FALLBACKS.lock();
    let c = f.entry(op.to_string()).or_insert(0);
    *c += 1;
    *c - 1
}

pub struct Snapshot {
    pub compiles: u64,
    pub compile_seconds: f64,
    pub cache_hits: u64,
    pub executions: u64,
    pub h2d_bytes: u64,
    pub d2h_bytes: u64,
    pub disk_cache_hits: u64,
    pub donated_buffers: u64,
    pub cache_evictions: u64,
    pub disk_cache_misses: u64,
    pub deferred_graphs: u64,
    pub fused_graphs: u64,
    pub host_gemms: u64,
    pub host_gemm_calls: u64,
    pub host_adams: u64,
    pub host_adam_calls: u64,
    pub fallbacks: BTreeMap<String, u64>,
}

pub fn snapshot() -> Snapshot {
    Snapshot {
        compiles: COMPILES.load(Relaxed),
        compile_seconds: COMPILE_NANOS.load(Relaxed) as f64 * 1e-9,
        cache_hits: CACHE_HITS.load(Relaxed),
        executions: EXECUTIONS.load(Relaxed),
        h2d_bytes: H2D_BYTES.load(Relaxed),
        d2h_bytes: D2H_BYTES.load(Relaxed),
        disk_cache_hits: DISK_HITS.load(Relaxed),
        donated_buffers: DONATED.load(Relaxed),
        cache_evictions: EVICTED.load(Relaxed),
        disk_cache_misses: DISK_MISSES.load(Relaxed),
        deferred_graphs: DEFERRED.load(Relaxed),
        fused_graphs: FUSED_GRAPHS.load(Relaxed),
        host_gemms: HOST_GEMMS.load(Relaxed),
        host_gemm_calls: HOST_GEMM_CALLS.load(Relaxed),
        host_adams: HOST_ADAMS.load(Relaxed),
        host_adam_calls: HOST_ADAM_CALLS.load(Relaxed),
        fallbacks: FALLBACKS.lock().clone(),
    }
}

pub fn reset() {
    for c in [&COMPILES, &COMPILE_NANOS, &CACHE_HITS, &EXECUTIONS, &H2D_BYTES, &D2H_BYTES, &DISK_HITS, &DISK_MISSES, &DONATED, &EVICTED, &DEFERRED, &FUSED_GRAPHS, &HOST_GEMMS, &HOST_GEMM_CALLS, &HOST_ADAMS, &HOST_ADAM_CALLS, &EAGER_BUCKET_PROGRAMS, &EAGER_BUCKET_RUNS, &EAGER_EXACT_RUNS, &EAGER_UNPADS, &EAGER_PADS, &FIRST_TIER, &UPGRADES, &UPGRADE_NANOS] {
        c.store(0, Relaxed);
    }
    FALLBACKS.lock().clear();
}
