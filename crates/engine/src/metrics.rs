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
pub static DISK_MISSES: AtomicU64 = AtomicU64::new(0);

const MAX_DEVICES: usize = 64;
static ALLOCATED: [AtomicI64; MAX_DEVICES] = [const { AtomicI64::new(0) }; MAX_DEVICES];
static PEAK: [AtomicI64; MAX_DEVICES] = [const { AtomicI64::new(0) }; MAX_DEVICES];
static FALLBACKS: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());

pub fn slot_bytes(device: usize, delta: i64) {
    if device < MAX_DEVICES {
        let now = ALLOCATED[device].fetch_add(delta, Relaxed) + delta;
        PEAK[device].fetch_max(now, Relaxed);
    }
}

pub fn memory_allocated(device: usize) -> i64 {
    ALLOCATED.get(device).map_or(0, |a| a.load(Relaxed))
}

pub fn max_memory_allocated(device: usize) -> i64 {
    PEAK.get(device).map_or(0, |a| a.load(Relaxed))
}

pub fn reset_peak(device: usize) {
    if device < MAX_DEVICES {
        PEAK[device].store(ALLOCATED[device].load(Relaxed), Relaxed);
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
    pub disk_cache_misses: u64,
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
        disk_cache_misses: DISK_MISSES.load(Relaxed),
        fallbacks: FALLBACKS.lock().clone(),
    }
}

pub fn reset() {
    for c in [&COMPILES, &COMPILE_NANOS, &CACHE_HITS, &EXECUTIONS, &H2D_BYTES, &D2H_BYTES, &DISK_HITS, &DISK_MISSES, &DONATED] {
        c.store(0, Relaxed);
    }
    FALLBACKS.lock().clear();
}
