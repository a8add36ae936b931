//! Deferred graph runs: the compiled graphs of one training step (forward, backward,
//! optimizer update) run as one program.
//!
//! A call of a static compiled graph does not execute at once: its outputs' slots (and
//! the slots of the inputs it updates in place) are marked pending on a `Cell`, and the
//! call joins the device's chain. A later graph that reads a pending result joins the
//! same chain, bound to that result. The chain runs when something needs a result
//! (`Slot::state` reads a pending slot), at `synchronize` or an event, when a graph
//! already in the chain is called again (the next step), or when it is full.
//!
//! A chain seen before runs as one program: each graph's nodes lowered in order onto
//! the previous graphs' values (`graph::lower_body`), results only for what a tensor
//! still holds (the forward's saved activations, freed by autograd once the backward
//! ran, are never written out), parameters updated in place through donation. XLA
//! then schedules the whole step on its threads at once instead of draining and
//! refilling them at each program boundary (docs/performance.md, "the MLP"). A chain
//! seen for the first time runs graph by graph with each graph's own executable: a
//! shape met once (a warm-up step) is not worth a compile.
//!
//! Inputs are captured as buffers when a graph is called (buffers are immutable; a later
//! in-place write swaps a new one into the slot), so deferring changes when work runs,
//! never what it computes.

use crate::call::TRef;
use crate::error::{EngineError, Result};
use crate::graph::{self, lower_body, CompiledGraph};
use crate::slot::Slot;
use crate::program::{self, Input};
use crate::metrics;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{Arc, LazyLock, OnceLock};
use tpj_lowering::{DType, LowerError, Priority, TensorArg};
use tpj_pjrt::Buffer;
use tpj_stablehlo::{Builder, TensorType, Value};

/// Graphs per chain at most: a step is three (forward, backward, update); gradient
/// accumulation or a loop without reads adds more, and each holds its inputs alive.
const MAX_ENTRIES: usize = 8;

type Value_ = std::result::Result<Arc<Buffer>, Arc<str>>;

/// One result of deferred work: filled when its chain (or fused eager cluster) runs.
pub struct Cell {
    pub device: usize,
    /// The chain's id, or the fused cluster's (`owner` says which).
    pub(crate) chain: u64,
    /// The graph in the chain, or the node in the cluster, that computes it.
    pub(crate) entry: usize,
    pub(crate) index: usize,
    pub(crate) dtype: DType,
    pub(crate) dims: Vec<i64>,
    pub(crate) owner: Owner,
    /// A result at a size bucket's sizes (`dims`) whose real sizes are these (a bucketed
    /// node of a fused cluster): its storage takes the value as its padded form.
    pub(crate) real: Option<Vec<i64>>,
    value: OnceLock<Value_>,
}

/// What runs to fill a cell: a slot's reader (`Slot::state`) asks its owner to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Owner {
    /// A chain of deferred compiled graphs (this file).
    Chain,
    /// A cluster of eager ops recorded in the fused eager mode (`fused.rs`).
    Cluster,
}

impl Cell {
    pub(crate) fn new(owner: Owner, device: usize, chain: u64, entry: usize, index: usize, dtype: DType, dims: Vec<i64>) -> Cell {
        Cell { device, chain, entry, index, dtype, dims, owner, real: None, value: OnceLock::new() }
    }

    /// The cell of a padded result whose real sizes are `real`.
    pub(crate) fn with_real(mut self, real: Vec<i64>) -> Cell {
        self.real = Some(real);
        self
    }

    /// The result once the chain has run (or why it has none).
    pub fn value(&self) -> Option<Value_> {
        self.value.get().cloned()
    }

    /// Sets the result; the first value set stays.
    pub(crate) fn fill(&self, v: Value_) {
        let _ = self.value.set(v);
    }
}

/// Where an input of a deferred graph comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Bind {
    /// The chain's parameter m (a buffer captured when the graph was called).
    Param(usize),
    /// Result k of the chain's entry e.
    Out(usize, usize),
}

struct Entry {
    graph: Arc<CompiledGraph>,
    binds: Vec<Bind>,
    /// The graph's outputs, then its in-place updated inputs (`mutated_inputs` order).
    cells: Vec<Arc<Cell>>,
}

struct Param {
    buf: Arc<Buffer>,
    dtype: DType,
    dims: Vec<i64>,
    /// Updated in place by an entry: a later read of the same buffer is another parameter
    /// (the value before the update), not this one.
    updated: bool,
}

struct Chain {
    id: u64,
    device: usize,
    entries: Vec<Entry>,
    params: Vec<Param>,
}

static ENABLED: LazyLock<AtomicBool> = LazyLock::new(|| AtomicBool::new(std::env::var("TORCH_PJRT_DEFER").is_ok_and(|v| v == "1")));
static NEXT_ID: AtomicU64 = AtomicU64::new(1);
static CHAINS: LazyLock<Mutex<HashMap<usize, Chain>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

/// A chain's shape (graphs, bindings, parameters, which results are kept) -> how often it
/// ran, and its one program once it has one (`None`: it could not be built; run parts).
struct Seen {
    runs: u64,
    program: Option<Option<Arc<Program>>>,
}
static SEEN: LazyLock<Mutex<HashMap<String, Seen>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// Drops every chain program (`call::relieve_mappings`); a chain seen again counts its
/// runs from the start.
pub(crate) fn drop_programs() {
    SEEN.lock().clear();
}

/// Whether compiled graphs are deferred: off unless `TORCH_PJRT_DEFER=1` or `set_enabled`
/// (measured on the XLA CPU plugin it helps a CNN step and slows an MLP, a GPT and inference:
/// docs/performance.md).
pub fn enabled() -> bool {
    ENABLED.load(Relaxed)
}

/// Turns deferral on or off; turning it off runs what is deferred now.
pub fn set_enabled(on: bool) -> Result<()> {
    ENABLED.store(on, Relaxed);
    if !on {
        flush_all()?;
    }
    Ok(())
}

fn new_chain(device: usize) -> Chain {
    Chain {
        id: NEXT_ID.fetch_add(1, Relaxed),
        device,
        entries: Vec::new(),
        params: Vec::new(),
    }
}

fn numel(dims: &[i64]) -> i64 {
    dims.iter().product()
}

fn whole(t: &TRef) -> bool {
    t.view.offset == 0 && t.view.is_contiguous()
}

/// Defers a run of graph `g` if it can be: returns false when the caller must run it
/// now (whatever was deferred on the device has run by then if the graph needs it).
pub(crate) fn push(
    g: &Arc<CompiledGraph>,
    inputs: &[TRef],
    outputs: &[&Slot],
) -> Result<bool> {
    // The debug eager mode runs each graph at its call, so that its errors raise there.
    if !enabled() || !g.deferrable() || crate::mode::debug() {
        return Ok(false);
    }
    // An input updated in place must be its storage, whole and alone, as for donation.
    for &i in &g.mutated_inputs {
        let t = &inputs[i];
        let alone = inputs
            .iter()
            .enumerate()
            .all(|(j, u)| j == i || !std::ptr::eq(u.slot, t.slot));
        if !(alone && whole(t) && t.view.numel() == t.slot.logical_numel(t.dtype)) {
            return Ok(false);
        }
    }
    let mut chains = CHAINS.lock();
    let chain = chains
        .entry(g.device)
        .or_insert_with(|| new_chain(g.device));
    if chain.entries.iter().any(|e| e.graph.id == g.id) || chain.entries.len() >= MAX_ENTRIES {
        run_chain(chain)?;
    }
    let mut binds = Vec::with_capacity(inputs.len());
    for (k, t) in inputs.iter().enumerate() {
        let (d, dims) = &g.inputs[k];
        let raw = t.slot.raw_state();
        if let Some(cell) = raw.pending.as_ref().filter(|c| c.value().is_none()) {
            if cell.owner != Owner::Chain
                || cell.chain != chain.id
                || cell.dtype != t.dtype
                || !whole(t)
                || t.view.numel() != numel(&cell.dims)
            {
                // A view into a pending result: run what is deferred, then this graph as usual.
                run_chain(chain)?;
                return Ok(false);
            }
            binds.push(Bind::Out(cell.entry, cell.index));
            continue;
        }
        let buf = graph::whole_buffer(t)?;
        let m = match chain.params.iter().position(|p| {
            !p.updated && Arc::ptr_eq(&p.buf, &buf) && p.dtype == *d && &p.dims == dims
        }) {
            Some(m) => m,
            None => {
                chain.params.push(Param {
                    buf,
                    dtype: *d,
                    dims: dims.clone(),
                    updated: false,
                });
                chain.params.len() - 1
            }
        };
        binds.push(Bind::Param(m));
    }
    let entry = chain.entries.len();
    let cell = |index: usize, dtype: DType, dims: &[i64]| Arc::new(Cell::new(Owner::Chain, g.device, chain.id, entry, index, dtype, dims.to_vec()));
    let mut cells: Vec<Arc<Cell>> = g
        .outputs
        .iter()
        .enumerate()
        .map(|(k, (d, dims))| cell(k, *d, dims))
        .collect();
    for (j, &i) in g.mutated_inputs.iter().enumerate() {
        let (d, dims) = &g.inputs[i];
        cells.push(cell(g.outputs.len() + j, *d, dims));
    }
    for (slot, c) in outputs.iter().zip(&cells) {
        slot.set_pending(c.clone(), c.dtype);
    }
    for (j, &i) in g.mutated_inputs.iter().enumerate() {
        let t = &inputs[i];
        if let Bind::Param(m) = binds[i] {
            chain.params[m].updated = true;
        }
        // No writer lock: a reader holding one while it runs this chain would wait on us.
        t.slot
            .set_pending(cells[g.outputs.len() + j].clone(), t.dtype);
    }
    chain.entries.push(Entry {
        graph: g.clone(),
        binds,
        cells,
    });
    metrics::DEFERRED.fetch_add(1, Relaxed);
    Ok(true)
}

/// Runs what is deferred on every device.
pub fn flush_all() -> Result<()> {
    let mut chains = CHAINS.lock();
    let mut first = Ok(());
    for chain in chains.values_mut() {
        let r = run_chain(chain);
        if first.is_ok() {
            first = r;
        }
    }
    first
}

/// Runs what is deferred on `device`.
pub fn flush(device: usize) -> Result<()> {
    let mut chains = CHAINS.lock();
    match chains.get_mut(&device) {
        Some(chain) => run_chain(chain),
        None => Ok(()),
    }
}

/// Runs the chain `cell` belongs to (a read of a pending slot). A failure is the cells'
/// value: the read that needed them reports it.
pub(crate) fn flush_for(cell: &Arc<Cell>) {
    if cell.owner == Owner::Cluster {
        return crate::fused::flush_for(cell);
    }
    {
        let mut chains = CHAINS.lock();
        if let Some(chain) = chains.get_mut(&cell.device).filter(|c| c.id == cell.chain) {
            let _ = run_chain(chain);
        }
    }
    // Every chain fills all its cells when it runs; this only guards against a cell no
    // chain owns any more, which would otherwise make its readers spin.
    let _ = cell
        .value
        .set(Err(Arc::from("its deferred compiled graph never ran")));
}

/// Runs `chain` and leaves it empty (a new id), every cell filled, results or the error.
fn run_chain(chain: &mut Chain) -> Result<()> {
    if chain.entries.is_empty() {
        return Ok(());
    }
    let entries = std::mem::take(&mut chain.entries);
    let params = std::mem::take(&mut chain.params);
    *chain = new_chain(chain.device);
    let device = chain.device;
    let r = execute(device, &entries, params);
    if let Err(e) = &r {
        let why: Arc<str> = Arc::from(format!(
            "the compiled graph that computes it failed when its deferred run executed ({e})"
        ));
        for c in entries.iter().flat_map(|e| &e.cells) {
            let _ = c.value.set(Err(why.clone()));
        }
    }
    r
}

/// The chain's shape as a cache key; `live`: which cells a tensor still holds.
fn key(entries: &[Entry], params: &[Param], live: &[Vec<bool>]) -> String {
    use std::fmt::Write;
    let mut k = String::new();
    for (e, l) in entries.iter().zip(live) {
        let _ = write!(k, "{}{:?}{:?};", e.graph.id, e.binds, l);
    }
    for p in params {
        let _ = write!(k, "{}{:?}{};", p.dtype, p.dims, p.updated);
    }
    k
}

fn execute(device: usize, entries: &[Entry], params: Vec<Param>) -> Result<()> {
    // A cell is live while a slot holds it besides its entry.
    let live: Vec<Vec<bool>> = entries
        .iter()
        .map(|e| e.cells.iter().map(|c| Arc::strong_count(c) > 1).collect())
        .collect();
    if entries.len() == 1 {
        return run_parts(device, entries, params);
    }
    let k = key(entries, &params, &live);
    let program = {
        let mut seen = SEEN.lock();
        let s = seen.entry(k).or_insert(Seen {
            runs: 0,
            program: None,
        });
        s.runs += 1;
        if s.runs == 1 {
            None
        } else {
            if s.program.is_none() {
                // Built under the lock: two threads never compile the same chain twice.
                s.program = Some(match build(entries, &params, &live) {
                    Ok(p) => Some(Arc::new(p)),
                    Err(e) => {
                        if crate::log::enabled("graphs") {
                            eprintln!(
                                "[torch_pjrt] a chain of {} graphs runs graph by graph: {e}",
                                entries.len()
                            );
                        }
                        None
                    }
                });
            }
            s.program.clone().flatten()
        }
    };
    match program {
        Some(p) => run_program(device, entries, params, &p),
        None => run_parts(device, entries, params),
    }
}

/// Where a kept result of the one program comes from.
#[derive(Clone, Copy)]
enum Src {
    Result(usize),
    /// An input passed through unchanged: it shares the parameter's buffer.
    Param(usize),
}

struct Program {
    program: program::Program,
    /// Per entry, per cell: `None` for a result no tensor holds.
    srcs: Vec<Vec<Option<Src>>>,
    /// Parameters updated in place (donated when nothing else holds them).
    updated: Vec<usize>,
}

/// Lowers the chain's graphs into one program.
fn build(entries: &[Entry], params: &[Param], live: &[Vec<bool>]) -> Result<Program> {
    let mut b = Builder::new();
    let err = |e: tpj_stablehlo::BuildError| EngineError::from(LowerError::from(e));
    let pvals: Vec<Value> = params
        .iter()
        .map(|p| b.param(TensorType::new(p.dtype.elem(), vec![numel(&p.dims)])))
        .collect();
    let mut current = pvals.clone();
    let mut last_update: Vec<Option<(usize, usize)>> = vec![None; params.len()];
    let mut vals: Vec<Vec<TensorArg>> = Vec::with_capacity(entries.len());
    // (entry, cell) -> the parameter it passes through unchanged, if it does.
    let mut passes: HashMap<(usize, usize), usize> = HashMap::new();
    let mut checks = Vec::new();
    for (ei, e) in entries.iter().enumerate() {
        let spec = e
            .graph
            .spec
            .as_ref()
            .ok_or_else(|| EngineError::Invalid("a deferred graph without its spec".into()))?;
        let mut ins = Vec::with_capacity(e.binds.len());
        for (k, bind) in e.binds.iter().enumerate() {
            let (d, dims) = &e.graph.inputs[k];
            let v = match *bind {
                Bind::Param(m) => b.reshape(current[m], dims).map_err(err)?,
                Bind::Out(j, q) => {
                    let t = vals[j][q];
                    if &b.ty(t.v).dims != dims {
                        b.reshape(t.v, dims).map_err(err)?
                    } else {
                        t.v
                    }
                }
            };
            ins.push(TensorArg {
                v,
                dtype: *d,
                prio: Priority::Dim,
            });
        }
        let mut body = lower_body(&mut b, spec, ins.clone(), None, None)?;
        graph::materialize_state(&mut b, &mut body)?;
        if body.mutated_inputs != e.graph.mutated_inputs {
            return Err(EngineError::Invalid(
                "a deferred graph lowered to different in-place updates".into(),
            ));
        }
        let mut out = body.outputs.clone();
        for (q, t) in body.outputs.iter().enumerate() {
            let same = ins.iter().zip(&e.binds).find_map(|(i, bind)| match bind {
                Bind::Param(m) if i.v == t.v && i.dtype == t.dtype => Some(*m),
                _ => None,
            });
            if let Some(m) = same {
                passes.insert((ei, q), m);
            }
        }
        for (j, &i) in e.graph.mutated_inputs.iter().enumerate() {
            let t = body.inputs[i];
            out.push(t);
            if let Bind::Param(m) = e.binds[i] {
                let n = b.ty(t.v).numel();
                current[m] = b.reshape(t.v, &[n]).map_err(err)?;
                last_update[m] = Some((ei, body.outputs.len() + j));
            }
        }
        checks.extend(body.checks);
        vals.push(out);
    }
    let mut results = Vec::new();
    let mut srcs: Vec<Vec<Option<Src>>> = Vec::with_capacity(entries.len());
    for (ei, e) in entries.iter().enumerate() {
        let mut row = Vec::with_capacity(e.cells.len());
        for (q, t) in vals[ei].iter().enumerate() {
            if !live[ei][q] || last_update.contains(&Some((ei, q))) {
                row.push(None); // dead, or an update: its parameter's aliased result (below)
                continue;
            }
            if let Some(&m) = passes.get(&(ei, q)).filter(|&&m| last_update[m].is_none()) {
                row.push(Some(Src::Param(m)));
                continue;
            }
            let n = b.ty(t.v).numel();
            row.push(Some(Src::Result(results.len())));
            results.push(b.reshape(t.v, &[n]).map_err(err)?);
        }
        srcs.push(row);
    }
    let mut updated = Vec::new();
    for (m, upd) in last_update.iter().enumerate() {
        if let Some((ei, q)) = *upd {
            b.set_param_alias(pvals[m], results.len());
            srcs[ei][q] = Some(Src::Result(results.len()));
            results.push(current[m]);
            updated.push(m);
        }
    }
    let program = program::compile(b, results, checks, "deferred chain of compiled graphs", None, false)?;
    Ok(Program { program, srcs, updated })
}

fn fill(entries: &[Entry], mut value: impl FnMut(usize, usize) -> Option<Arc<Buffer>>) {
    for (ei, e) in entries.iter().enumerate() {
        for (q, c) in e.cells.iter().enumerate() {
            let v = value(ei, q)
                .ok_or_else(|| Arc::from("no tensor held this result when its deferred graph ran"));
            let _ = c.value.set(v);
        }
    }
}

fn run_program(device: usize, entries: &[Entry], params: Vec<Param>, p: &Program) -> Result<()> {
    let mut kept: Vec<Option<Arc<Buffer>>> = Vec::with_capacity(params.len());
    let mut inputs = Vec::with_capacity(params.len());
    for (m, prm) in params.into_iter().enumerate() {
        // An updated parameter is read by nothing after the chain (a later read of its
        // buffer is a parameter of its own): offered for donation.
        if p.updated.contains(&m) {
            kept.push(None);
            inputs.push(Input::Donate(prm.buf, None));
        } else {
            kept.push(Some(prm.buf.clone()));
            inputs.push(Input::Lent(prm.buf));
        }
    }
    let outs = program::launch(&p.program, device, &format_args!("deferred chain of {} compiled graphs", entries.len()), inputs, None)?;
    metrics::FUSED_GRAPHS.fetch_add(entries.len() as u64, Relaxed);
    fill(entries, |ei, q| match p.srcs[ei][q]? {
        Src::Result(i) => Some(outs[i].clone()),
        Src::Param(m) => kept[m].clone(),
    });
    Ok(())
}

/// Runs the chain graph by graph, each with its own executable.
fn run_parts(device: usize, entries: &[Entry], params: Vec<Param>) -> Result<()> {
    let mut params: Vec<Option<Arc<Buffer>>> = params.into_iter().map(|p| Some(p.buf)).collect();
    let mut vals: Vec<Vec<Arc<Buffer>>> = Vec::with_capacity(entries.len());
    for e in entries {
        let g = &e.graph;
        // A parameter this graph updates is read by no later graph of the chain (a later
        // read of its buffer is a parameter of its own): offered for donation.
        let mut inputs = Vec::with_capacity(e.binds.len());
        let mut lent: Vec<Option<Arc<Buffer>>> = Vec::with_capacity(e.binds.len());
        for (i, b) in e.binds.iter().enumerate() {
            let arc = match *b {
                Bind::Param(m) if g.mutated_inputs.contains(&i) => {
                    let arc = params[m].take().ok_or_else(|| EngineError::Invalid("a deferred parameter updated twice".into()))?;
                    inputs.push(Input::Donate(arc, None));
                    lent.push(None);
                    continue;
                }
                Bind::Param(m) => params[m].clone().ok_or_else(|| EngineError::Invalid("a deferred parameter read after its update".into()))?,
                Bind::Out(j, q) => vals[j][q].clone(),
            };
            lent.push(Some(arc.clone()));
            inputs.push(Input::Lent(arc));
        }
        let outs = program::launch(&g.program, device, &format_args!("torch.compile graph {} (deferred)", e.graph.id), inputs, None)?;
        let mut it = outs.into_iter();
        let mut row = Vec::with_capacity(e.cells.len());
        for same in &g.out_inputs {
            row.push(match same {
                // Only inputs the graph leaves untouched pass through, and those are lent.
                Some(i) => lent[*i].clone().expect("a passed-through input is not donated"),
                None => it.next().expect("output count checked at compile"),
            });
        }
        for _ in &g.mutated_inputs {
            row.push(it.next().expect("output count checked at compile"));
        }
        vals.push(row);
    }
    fill(entries, |ei, q| Some(vals[ei][q].clone()));
    Ok(())
}
