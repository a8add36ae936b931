//! A census of the programs a process runs: each program's StableHLO as lowered (before
//! work goes to host kernels, so it compiles for any plugin) and how often it was launched.
//! `torch-pjrt bench estimate` takes one over a few training steps or a serving trace and
//! compiles the programs for a target the host does not have (a TPU) to estimate the time.
//!
//! Off unless [`enable`] was called (before the programs of interest compile: a program
//! compiled while it is off is never counted); off, a compile and a launch pay one relaxed
//! atomic load each. Programs are keyed by their text, so the same program compiled twice
//! (evicted and reloaded, or compiled again by another mode) is one entry.

use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use tpj_pjrt::{CostAnalysis, MemoryAnalysis, Signature};

static ON: AtomicBool = AtomicBool::new(false);

struct Entry {
    what: String,
    text: String,
    dtype: String,
    signature: Signature,
    launches: AtomicU64,
}

#[derive(Default)]
struct Census {
    by_text: HashMap<String, usize>,
    entries: Vec<&'static Entry>,
}

static CENSUS: Mutex<Option<Census>> = Mutex::new(None);

/// Starts recording programs as they compile, and their launches.
pub fn enable() {
    CENSUS.lock().get_or_insert_with(Census::default);
    ON.store(true, Relaxed);
}

pub fn enabled() -> bool {
    ON.load(Relaxed)
}

/// Records a program compiled under the name `what` (an op, "torch.compile graph", ...) with
/// its compute dtype (`tpj_pjrt::roofline::compute_dtype` of its products, as the builder
/// recorded them); returns its id for [`launched`], or None when the census is off.
pub(crate) fn record(
    what: &str,
    text: impl FnOnce() -> String,
    signature: impl FnOnce() -> Signature,
    dtype: impl FnOnce() -> String,
) -> Option<usize> {
    if !enabled() {
        return None;
    }
    let text = text();
    let mut guard = CENSUS.lock();
    let c = guard.get_or_insert_with(Census::default);
    if let Some(&id) = c.by_text.get(&text) {
        return Some(id);
    }
    // Leaked: entries live as long as the process, and a launch counts without the lock.
    let entry: &'static Entry = Box::leak(Box::new(Entry { what: what.to_string(), text: text.clone(), dtype: dtype(), signature: signature(), launches: AtomicU64::new(0) }));
    c.entries.push(entry);
    c.by_text.insert(text, c.entries.len() - 1);
    Some(c.entries.len() - 1)
}

/// Counts one launch of program `id`.
pub(crate) fn launched(id: usize) {
    if let Some(c) = CENSUS.lock().as_ref() {
        if let Some(e) = c.entries.get(id) {
            e.launches.fetch_add(1, Relaxed);
        }
    }
}

/// One program of the census.
pub struct Counted {
    pub what: String,
    pub text: String,
    /// The compute dtype the roofline prices its flops at.
    pub dtype: String,
    pub signature: Signature,
    pub launches: u64,
}

/// Every program recorded so far with its launches since the last reset; `reset` zeroes the
/// counts afterwards (a warm-up's launches are not a step's).
pub fn take(reset: bool) -> Vec<Counted> {
    let guard = CENSUS.lock();
    let Some(c) = guard.as_ref() else { return Vec::new() };
    c.entries
        .iter()
        .map(|e| Counted {
            what: e.what.clone(),
            text: e.text.clone(),
            dtype: e.dtype.clone(),
            signature: e.signature.clone(),
            launches: if reset { e.launches.swap(0, Relaxed) } else { e.launches.load(Relaxed) },
        })
        .collect()
}

/// XLA's cost and memory analysis of a counted program compiled for this process's own
/// plugin (the text as lowered, not the form the runtime runs with host kernels: the
/// estimate of a target compares like with like). The memory analysis is None where the
/// plugin does not report one.
pub fn analyse_here(p: &Counted) -> crate::error::Result<(CostAnalysis, Option<MemoryAnalysis>)> {
    let rt = crate::runtime::get()?;
    let exe = rt.client.compile(&p.text, p.signature.clone())?;
    Ok((exe.cost_analysis()?, exe.memory_analysis().ok()))
}
