//! The fused eager mode (`TORCH_PJRT_EAGER=fused`): eager ops are recorded, not run, and a
//! run of them executes as one program.
//!
//! An op call that can be recorded (lowered, functional: no in-place or `out=` write, no
//! size read back from values, no random draw) becomes a node of the device's current
//! cluster, a `GraphSpec` whose inputs are the buffers of the storages it reads, captured
//! at the call (buffers are immutable: a later in-place write swaps a new one into the
//! slot, so it cannot change what the cluster computes), and whose other operands are
//! earlier nodes' results, whole or through a view. The op's results are new storages
//! pending on cells of the cluster (`defer::Cell`, the mechanism deferred compiled graphs
//! use): `Slot::state()`, the one way anything reads a storage, runs the cluster when it
//! meets one.
//!
//! A cluster is cut (compiled as one program, or found in the cache, and run; every cell
//! filled) when: the host reads a result (`.item()`, `.cpu()`, printing); an op that cannot
//! be recorded touches one (an in-place update, a CPU fallback, a view read in another
//! dtype); a compiled graph reads one; `synchronize` or an event; the mode changes; or the
//! cluster reaches `MAX_OPS`. `metrics()["fused"]` counts each reason.
//!
//! Programs are cached by the node sequence (each op and its arguments' structure, keyed
//! as eager programs are: `call::key_arg`), the inputs' types and views, and which results
//! a tensor still holds when the cluster runs: results nobody holds (intermediates of a
//! chain, freed by Python as it goes) are never written out. Python numbers stay runtime
//! inputs, as in eager programs (`Numbers::Runtime`), so a new learning rate or a new
//! constant in `x * c` does not recompile.
//!
//! A cluster seen for the first time is compiled too, not run op by op: the ops of a first
//! training step are new programs either way, and one program for the step compiles in less
//! time than its ops one by one (measured in `bench/eager_fused.py`, docs/eager.md).
//!
//! Limits of this first version: clusters are keyed by exact sizes (sizes that vary compile
//! a cluster per size: the eager buckets of `vary.rs` do not apply inside a cluster); an
//! in-place op on a recorded result cuts the cluster; random ops run eagerly.

use crate::call::{key_arg, number_at, CallArg, NewTensor, RetItem, TRef};
use crate::defer::{Cell, Owner};
use crate::error::{EngineError, Result};
use crate::graph::{self, GArg, GraphSpec, Node, Ref};
use crate::opinfo::{OpInfo, RetKind, Variant};
use crate::program::{self, Input as Arg};
use crate::slot::Slot;
use crate::view::View;
use crate::runtime;
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::AtomicU64;
use std::sync::{Arc, LazyLock};
use tpj_lowering::{can_cast, DType, LowerError, NumberParam, Numbers, OpDef, Priority, TensorArg};
use tpj_pjrt::Buffer;
use tpj_stablehlo::{Builder, TensorType};

/// Ops per cluster at most: each holds its inputs' buffers alive until the cluster runs,
/// and XLA's compile time grows faster than linearly with a program's size.
pub const MAX_OPS: usize = 256;

/// A loop that never reads a result back (a training loop logging every hundred steps) is
/// cut by the op limit alone, at ops that shift from one iteration to the next: every
/// cluster would be new. So a cluster of at least `MIN_OPS_BEFORE_BOUNDARY` ops is also cut
/// where the last `WINDOW` ops' content (op and operand types, not positions) hashes to a
/// multiple of `BOUNDARY_EVERY`: boundaries chosen by content (as content-defined chunking
/// does), the same ops each iteration, so the loop's clusters repeat and hit the cache.
const MIN_OPS_BEFORE_BOUNDARY: usize = 128;
const BOUNDARY_EVERY: u64 = 64;
const WINDOW: usize = 4;


/// Counts the points where a step of a loop may end: host reads, `synchronize`, events, and
/// the cuts a loop without them meets (the op limit, a repeat boundary). A size a group of
/// ops first took in an earlier epoch is one a loop repeats (`vary::varies`).
static EPOCH: AtomicU64 = AtomicU64::new(0);

pub(crate) fn next_epoch() {
    EPOCH.fetch_add(1, Relaxed);
}

pub(crate) fn epoch() -> u64 {
    EPOCH.load(Relaxed)
}

static CLUSTERS_RUN: AtomicU64 = AtomicU64::new(0);
static CACHE_HITS: AtomicU64 = AtomicU64::new(0);
static OPS_FUSED: AtomicU64 = AtomicU64::new(0);
static CUTS: Mutex<BTreeMap<String, u64>> = Mutex::new(BTreeMap::new());

/// A storage's buffer read by the cluster, seen as `dtype` through `view`.
struct Input {
    buf: Arc<Buffer>,
    dtype: DType,
    view: View,
    /// The view's offset is a run-time input (`view::read_at`), not part of the program:
    /// the last token of a growing sequence (`ids[:, -1:]`) moves along its buffer step by
    /// step, which would otherwise make each decode step's cluster a new program.
    offset_at_run_time: bool,
}

struct Recorded {
    op: Arc<OpInfo>,
    args: Vec<GArg>,
    /// One per result of the op's lowering, in order.
    cells: Vec<Arc<Cell>>,
}

struct Cluster {
    id: u64,
    device: usize,
    inputs: Vec<Input>,
    nodes: Vec<Recorded>,
    /// The cache key so far: each input as it was added, each node as it was recorded.
    key: Vec<i64>,
    /// The content hashes of the last `WINDOW` ops recorded on the device (across cuts).
    recent: [u64; WINDOW],
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Cluster {
    fn new(device: usize) -> Cluster {
        Cluster { id: NEXT_ID.fetch_add(1, Relaxed), device, inputs: Vec::new(), nodes: Vec::new(), key: Vec::new(), recent: [0; WINDOW] }
    }

    fn input(&mut self, buf: Arc<Buffer>, dtype: DType, view: &View) -> usize {
        if let Some(k) = self.inputs.iter().position(|i| Arc::ptr_eq(&i.buf, &buf) && i.dtype == dtype && i.view == *view) {
            return k;
        }
        let offset_at_run_time = view.offset > 0 && crate::view::reads_at_run_time(buf.dims()[0], dtype, dtype, view);
        let offset = if offset_at_run_time { -1 } else { view.offset };
        self.key.extend_from_slice(&[-3, dtype.code() as i64, buf.dims()[0], view.sizes.len() as i64, offset]);
        self.key.extend_from_slice(&view.sizes);
        self.key.extend_from_slice(&view.strides);
        self.inputs.push(Input { buf, dtype, view: view.clone(), offset_at_run_time });
        self.inputs.len() - 1
    }
}

/// The clusters being recorded, one per device. One lock for all: recording is short, and
/// autograd's backward thread records into the same cluster as the user's thread.
static CLUSTERS: LazyLock<Mutex<HashMap<usize, Cluster>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// What one op's lowering returns, learnt once per argument structure.
struct Sig {
    /// The lowering's results: the written tensors' new values first (`targets`), then
    /// the new tensors, each in the type and sizes its storage will hold.
    outs: Vec<(DType, Vec<i64>)>,
    rets: Vec<RetShape>,
    /// Whether every written tensor takes its new value as it is: the value has its sizes
    /// and casts to its type (if not, the eager path raises PyTorch's error).
    writes_fit: bool,
}

enum RetShape {
    One(usize),
    /// An int result, an operand's size (`OpDef::size_results`).
    Int(i64),
    List(std::ops::Range<usize>),
    Alias(usize),
    AliasList(usize),
}

static SIGS: LazyLock<Mutex<FxHashMap<Vec<i64>, Arc<Sig>>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));

struct Compiled {
    program: program::Program,
    /// The runtime numbers after the inputs: (node, where in its arguments).
    numbers: Vec<(usize, NumberParam)>,
    /// The results, in order: (node, result).
    results: Vec<(usize, usize)>,
    /// Its name in `TORCH_PJRT_DUMP_DIR` (`dump.rs`), where its first run's inputs go.
    dump: Option<String>,
}

static PROGRAMS: LazyLock<Mutex<FxHashMap<Vec<i64>, Arc<Compiled>>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));

thread_local! {
    static READING: std::cell::Cell<&'static str> = const { std::cell::Cell::new("read") };
}

/// Names why this thread is reading storages while it lives: a cluster a read cuts is
/// counted under that reason (`metrics()["fused"]["cuts"]`).
pub struct Reading(&'static str);

impl Reading {
    pub fn because(why: &'static str) -> Reading {
        Reading(READING.with(|r| r.replace(why)))
    }
}

impl Drop for Reading {
    fn drop(&mut self) {
        READING.with(|r| r.set(self.0));
    }
}

/// Whether `op` cannot be recorded: it writes, returns something other than new tensors,
/// draws random numbers or has sizes only its values tell.
fn refusal(op: &OpInfo, def: &OpDef, args: &[CallArg]) -> bool {
    // In-place updates are recorded (an optimizer step is one); `out=` writes are not.
    let writes = match op.variant {
        Variant::Functional => !op.writes.is_empty(),
        Variant::Inplace => op.writes.is_empty(),
        Variant::Out => true,
    };
    // Int results are recorded when they are operand sizes (attention's `max_q`, `max_k`).
    let sizes_known = op.rets.iter().filter(|r| r.kind == RetKind::Number).count() == def.size_results.len();
    let rets_new = sizes_known
        && op.rets.iter().all(|r| match r.alias {
            None => matches!(r.kind, RetKind::Tensor | RetKind::TensorList | RetKind::Number),
            Some(a) => op.variant == Variant::Inplace && op.writes.contains(&a),
        });
    // The engine's own copies (`transfer.rs`) are asked for a result at once.
    let internal = op.full_name.starts_with("torch_pjrt::");
    let args_ok = args.iter().all(|a| !matches!(a, CallArg::Generator(_) | CallArg::SymScalar(..)));
    writes || !rets_new || internal || !args_ok || def.sized_by.is_some() || def.random || op.has_generator
}

fn tensors<'a, 'b>(args: &'b [CallArg<'a>]) -> impl Iterator<Item = &'b TRef<'a>> {
    args.iter().flat_map(|a| match a {
        CallArg::Tensor(t) => std::slice::from_ref(t).iter().collect::<Vec<_>>(),
        CallArg::TensorList(ts) => ts.iter().flatten().collect(),
        _ => Vec::new(),
    })
}

/// The tensors an in-place op writes, in the order of its lowering's first results.
fn targets<'a, 'b>(op: &OpInfo, args: &'b [CallArg<'a>]) -> Vec<&'b TRef<'a>> {
    if op.variant != Variant::Inplace {
        return Vec::new();
    }
    op.writes.iter().flat_map(|&w| tensors(args.get(w).map(std::slice::from_ref).unwrap_or(&[]))).collect()
}

/// The unfilled cluster cell a storage's contents wait for, if they do.
fn pending_cell(slot: &Slot) -> Option<Arc<Cell>> {
    slot.raw_state().pending.filter(|c| c.owner == Owner::Cluster && c.value().is_none())
}

/// Where a tensor argument's values come from, found before the clusters' lock is taken
/// (reading a storage may run other deferred work, or wait for a writer).
enum Src {
    Pending(Arc<Cell>),
    Buf(Arc<Buffer>),
}

/// Records the call into its device's cluster and returns its results (pending storages);
/// `None` when it must run now (the caller runs it as `strict` does), after cutting the
/// cluster if the call reads one of its results.
pub(crate) fn record(op: &OpInfo, def: &'static OpDef, args: &[CallArg]) -> Result<Option<Vec<RetItem>>> {
    if refusal(op, def, args) {
        cut_for(args, || format!("not recordable: {}", op.full_name))?;
        return Ok(None);
    }
    // An op whose sizes vary runs bucketed one by one (`vary.rs`): in a cluster keyed by
    // exact sizes, every new length (each decode step's cache) would compile a new cluster.
    // The ops around it whose sizes hold still fuse, and their clusters repeat.
    if crate::vary::varies(op, args) {
        cut_for(args, || "sizes vary: runs bucketed".to_string())?;
        return Ok(None);
    }
    let device = tensors(args).next().map(|t| t.slot.device).or_else(|| {
        args.iter().find_map(|a| match a {
            CallArg::Device(d) if *d >= 0 => Some(*d as usize),
            _ => None,
        })
    });
    let device = device.unwrap_or(0);
    runtime::get()?.check_device(device)?;
    // An in-place op is recorded when it replaces whole storages (an optimizer's updates,
    // `fill_`, `zero_`): the new value of each is a result of the cluster, pending on the
    // storage's slot as a new result is, so every view of it reads the write. A write to
    // part of a storage runs eagerly.
    let written = targets(op, args);
    let mut seen: Vec<*const Slot> = Vec::with_capacity(written.len());
    for t in &written {
        let p: *const Slot = t.slot;
        let whole = t.view.offset == 0 && t.view.is_contiguous() && t.view.numel() == t.slot.logical_numel(t.dtype);
        if seen.contains(&p) || !whole {
            cut_for(args, || format!("in-place write to part of a storage: {}", op.full_name))?;
            return Ok(None);
        }
        seen.push(p);
    }
    let is_target = |t: &TRef| written.iter().any(|w| std::ptr::eq(*w, t));
    let mut srcs: Vec<Src> = Vec::new();
    for t in tensors(args) {
        if t.slot.device != device {
            return Ok(None); // the eager path raises PyTorch's error
        }
        let fits = |len: i64| if is_target(t) { t.view.numel() == len } else { t.view.extent() <= len };
        if let Some(cell) = pending_cell(t.slot) {
            // Another dtype's view of a result cannot be read from the node's value.
            if cell.dtype == t.dtype && fits(cell.dims.iter().product::<i64>()) {
                srcs.push(Src::Pending(cell));
                continue;
            }
            flush(cell.device, "view of a pending result in another dtype")?;
        }
        let st = t.slot.state();
        match &st.buf {
            Some(buf) if st.lost.is_none() && st.dtype == t.dtype && fits(buf.dims()[0]) => srcs.push(Src::Buf(buf.clone())),
            // Never written (zeros), lost, or read as another dtype: the eager path knows how.
            _ => return Ok(None),
        }
    }
    let sig = signature(op, def, args)?;
    if !sig.writes_fit {
        return Ok(None); // the eager path raises PyTorch's error
    }
    // A storage written in place is counted already: only new tensors grow the device's use.
    let bytes: u64 = sig.outs[written.len()..].iter().map(|(d, s)| d.itemsize() as u64 * s.iter().product::<i64>().max(0) as u64).sum();
    crate::budget::reserve(device, bytes, &op.full_name)?;
    let info = crate::opinfo::get(op.id).ok_or_else(|| EngineError::Invalid(format!("unknown op {}", op.full_name)))?;

    let mut clusters = CLUSTERS.lock();
    let c = clusters.entry(device).or_insert_with(|| Cluster::new(device));
    let mut srcs = srcs.into_iter();
    let mut refer = |c: &mut Cluster, t: &TRef, key: &mut Vec<i64>| -> Option<Ref> {
        let buf = match srcs.next()? {
            Src::Pending(cell) => match cell.value() {
                // Cut meanwhile (by another thread): its value is a buffer like any other.
                Some(Ok(buf)) => buf,
                Some(Err(_)) => return None,
                None if cell.chain != c.id => return None,
                None => {
                    let whole = t.view.offset == 0 && t.view.is_contiguous() && t.view.sizes == cell.dims;
                    let r = if whole { Ref::Node(cell.entry, cell.index) } else { Ref::View(cell.entry, cell.index, t.view.clone()) };
                    key.extend_from_slice(&[1, cell.entry as i64, cell.index as i64]);
                    if !whole {
                        key.push(t.view.offset);
                        key.extend_from_slice(&t.view.sizes);
                        key.extend_from_slice(&t.view.strides);
                    }
                    return Some(r);
                }
            },
            Src::Buf(buf) => buf,
        };
        let k = c.input(buf, t.dtype, &t.view);
        key.extend_from_slice(&[0, k as i64]);
        Some(Ref::Input(k))
    };
    let mut key = vec![-1, op.id as i64];
    let mut gargs: Vec<GArg> = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        gargs.push(match a {
            CallArg::Tensor(t) => {
                key.push(-4);
                let Some(r) = refer(c, t, &mut key) else { return Ok(None) };
                GArg::Tensor(r)
            }
            CallArg::TensorList(ts) => {
                key.extend_from_slice(&[-5, ts.len() as i64]);
                let mut rs = Vec::with_capacity(ts.len());
                for t in ts {
                    match t {
                        Some(t) => {
                            let Some(r) = refer(c, t, &mut key) else { return Ok(None) };
                            rs.push(Some(r));
                        }
                        None => {
                            key.push(-1);
                            rs.push(None);
                        }
                    }
                }
                GArg::TensorList(rs)
            }
            a => {
                key_arg(&mut key, op, def, i, a)?;
                a.map_tensors(|_| None).expect("a number holds no tensor")
            }
        });
    }
    c.key.extend_from_slice(&key);
    let entry = c.nodes.len();
    let cells: Vec<Arc<Cell>> =
        sig.outs.iter().enumerate().map(|(k, (d, dims))| Arc::new(Cell::new(Owner::Cluster, device, c.id, entry, k, *d, dims.clone()))).collect();
    let new = |k: usize| {
        let (dtype, sizes) = &sig.outs[k];
        let slot = Slot::new(device, dtype.itemsize() as u64 * sizes.iter().product::<i64>().max(0) as u64);
        slot.set_pending(cells[k].clone(), *dtype);
        NewTensor { slot: Box::new(slot), dtype: *dtype, sizes: sizes.clone() }
    };
    let rets = sig
        .rets
        .iter()
        .map(|r| match r {
            RetShape::One(k) => RetItem::New(new(*k)),
            RetShape::Int(v) => RetItem::Int(*v),
            RetShape::List(ks) => RetItem::NewList(ks.clone().map(new).collect()),
            RetShape::Alias(a) => RetItem::Alias(*a),
            RetShape::AliasList(a) => RetItem::AliasList(*a),
        })
        .collect();
    for (t, cell) in written.iter().zip(&cells) {
        t.slot.set_pending(cell.clone(), t.dtype);
    }
    c.nodes.push(Recorded { op: info, args: gargs, cells });
    c.recent.rotate_left(1);
    c.recent[WINDOW - 1] = content_hash(op, args);
    if c.nodes.len() >= MAX_OPS {
        run(c, "op limit")?;
    } else if c.nodes.len() >= MIN_OPS_BEFORE_BOUNDARY && window_hash(&c.recent) % BOUNDARY_EVERY == 0 {
        run(c, "repeat boundary")?;
    }
    Ok(Some(rets))
}

/// An op call's content, wherever it sits in its cluster: the op (by name: ids follow the
/// order ops are first met, which differs between processes), its tensors' types and sizes,
/// its other arguments' kinds (numbers are runtime inputs: their values do not count).
fn content_hash(op: &OpInfo, args: &[CallArg]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = rustc_hash::FxHasher::default();
    op.full_name.hash(&mut h);
    for a in args {
        match a {
            CallArg::Tensor(t) => {
                t.dtype.code().hash(&mut h);
                t.view.sizes.hash(&mut h);
            }
            CallArg::TensorList(ts) => ts.len().hash(&mut h),
            a => std::mem::discriminant(a).hash(&mut h),
        }
    }
    h.finish()
}

fn window_hash(recent: &[u64; WINDOW]) -> u64 {
    // FNV-style mixing of the window: FxHash's low bits alone are weak for a modulus.
    let h = recent.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &x| (h ^ x).wrapping_mul(0x0000_0100_0000_01b3));
    h ^ (h >> 29)
}

/// The op's results' types for these arguments' structure: its lowering run once into a
/// program that is never compiled.
fn signature(op: &OpInfo, def: &'static OpDef, args: &[CallArg]) -> Result<Arc<Sig>> {
    let mut key = vec![op.id as i64];
    for (i, a) in args.iter().enumerate() {
        match a {
            CallArg::Tensor(t) => {
                key.extend_from_slice(&[-4, t.dtype.code() as i64, t.view.sizes.len() as i64]);
                key.extend_from_slice(&t.view.sizes);
            }
            CallArg::TensorList(ts) => {
                key.extend_from_slice(&[-5, ts.len() as i64]);
                for t in ts {
                    match t {
                        Some(t) => {
                            key.extend_from_slice(&[t.dtype.code() as i64, t.view.sizes.len() as i64]);
                            key.extend_from_slice(&t.view.sizes);
                        }
                        None => key.push(-1),
                    }
                }
            }
            a => key_arg(&mut key, op, def, i, a)?,
        }
    }
    if let Some(s) = SIGS.lock().get(&key) {
        return Ok(s.clone());
    }
    let mut b = Builder::new();
    let norm = tpj_lowering::normalise(
        &mut b,
        def,
        &op.full_name,
        &op.arg_names,
        args,
        Numbers::Runtime,
        |_| false,
        |b, t| Ok(TensorArg { v: b.param(TensorType::new(t.dtype.elem(), t.view.sizes.clone())), dtype: t.dtype, prio: Priority::Dim }),
        |_, _| Err(LowerError::Type { op: op.full_name.clone(), detail: "a size scalar in an eager call".into() }),
    )?;
    let (outs, _checks) = def.lower_call(def.lower, &mut b, &op.full_name, &op.arg_names, norm.vals, None, &[])?;
    let mut outs: Vec<(DType, Vec<i64>)> = outs.iter().map(|t| (t.dtype, b.ty(t.v).dims.clone())).collect();
    let written = targets(op, args);
    let writes_fit = written.len() <= outs.len() && written.iter().zip(&outs).all(|(t, (d, dims))| *dims == t.view.sizes && can_cast(*d, t.dtype));
    for (t, out) in written.iter().zip(outs.iter_mut()) {
        *out = (t.dtype, t.view.sizes.clone());
    }
    let lens = crate::call::new_list_lengths(op, args, &op.rets, outs.len().saturating_sub(written.len()))?;
    let (mut next, mut lists) = (written.len(), lens.iter());
    let mut rets = Vec::with_capacity(op.rets.len());
    let mut sizes = def.size_results.iter();
    for r in &op.rets {
        match (r.alias, r.kind) {
            (None, RetKind::Number) => {
                // The lowering's result for it is never written out: no tensor holds it.
                let &(arg, dim) = sizes.next().ok_or_else(|| EngineError::Invalid(format!("{}: an int result without its size", op.full_name)))?;
                rets.push(RetShape::Int(crate::vary::size_of(op, args, arg, dim)?));
                next += 1;
            }
            (Some(a), RetKind::TensorList) => rets.push(RetShape::AliasList(a)),
            (Some(a), _) => rets.push(RetShape::Alias(a)),
            (None, RetKind::TensorList) => {
                let n = *lists.next().unwrap_or(&0);
                rets.push(RetShape::List(next..next + n));
                next += n;
            }
            _ => {
                rets.push(RetShape::One(next));
                next += 1;
            }
        }
    }
    if next > outs.len() && writes_fit {
        return Err(EngineError::Invalid(format!("{}: the lowering produced too few results for the schema", op.full_name)));
    }
    let s = Arc::new(Sig { outs, rets, writes_fit });
    SIGS.lock().insert(key, s.clone());
    Ok(s)
}

/// Cuts the device's cluster when the call reads one of its results.
fn cut_for(args: &[CallArg], why: impl FnOnce() -> String) -> Result<()> {
    let Some(cell) = tensors(args).find_map(|t| pending_cell(t.slot)) else { return Ok(()) };
    let mut clusters = CLUSTERS.lock();
    match clusters.get_mut(&cell.device) {
        Some(c) if c.id == cell.chain => run(c, &why()),
        _ => Ok(()),
    }
}

/// Runs what is recorded on `device`.
pub fn flush(device: usize, why: &str) -> Result<()> {
    let mut clusters = CLUSTERS.lock();
    match clusters.get_mut(&device) {
        Some(c) => run(c, why),
        None => Ok(()),
    }
}

/// Runs what is recorded on every device.
pub fn flush_all(why: &str) -> Result<()> {
    let mut clusters = CLUSTERS.lock();
    let mut first = Ok(());
    for c in clusters.values_mut() {
        let r = run(c, why);
        if first.is_ok() {
            first = r;
        }
    }
    first
}

/// Runs the cluster `cell` belongs to (a read of a pending storage, `Slot::state`). A
/// failure is the cells' value: the read that needed them reports it.
pub(crate) fn flush_for(cell: &Arc<Cell>) {
    {
        let mut clusters = CLUSTERS.lock();
        if let Some(c) = clusters.get_mut(&cell.device).filter(|c| c.id == cell.chain) {
            let _ = run(c, READING.with(|r| r.get()));
        }
    }
    // Every run fills all its cells; this only guards against a cell no cluster owns any
    // more, whose readers would otherwise spin.
    cell.fill(Err(Arc::from("its fused eager cluster never ran")));
}

/// Runs `c` under the clusters' lock (a reader of one of its results, on any thread, waits
/// for the run instead of finding the cluster gone and its cells empty) and leaves it empty.
fn run(c: &mut Cluster, why: &str) -> Result<()> {
    if c.nodes.is_empty() {
        return Ok(());
    }
    // `synchronize` and events end an epoch in every mode, where they are called.
    if matches!(why, "op limit" | "repeat boundary") {
        next_epoch();
    }
    let mut done = std::mem::replace(c, Cluster::new(c.device));
    c.recent = std::mem::take(&mut done.recent);
    *CUTS.lock().entry(why.to_string()).or_insert(0) += 1;
    CLUSTERS_RUN.fetch_add(1, Relaxed);
    OPS_FUSED.fetch_add(done.nodes.len() as u64, Relaxed);
    let r = execute(&done);
    if let Err(e) = &r {
        let why: Arc<str> = Arc::from(format!("the fused eager cluster that computes it failed ({e})"));
        for cell in done.nodes.iter().flat_map(|n| &n.cells) {
            cell.fill(Err(why.clone()));
        }
    }
    r
}

fn execute(c: &Cluster) -> Result<()> {
    // A result is live while a storage holds it besides its node.
    let live: Vec<(usize, usize)> = c
        .nodes
        .iter()
        .enumerate()
        .flat_map(|(n, r)| r.cells.iter().enumerate().filter(|(_, cell)| Arc::strong_count(cell) > 1).map(move |(k, _)| (n, k)))
        .collect();
    let mut key = c.key.clone();
    key.push(-6);
    key.extend(live.iter().flat_map(|&(n, k)| [n as i64, k as i64]));
    let cached = PROGRAMS.lock().get(&key).cloned();
    let compiled = match cached {
        Some(p) => {
            CACHE_HITS.fetch_add(1, Relaxed);
            p
        }
        None => {
            if crate::log::enabled("recompiles") {
                explain(c);
            }
            let p = Arc::new(build(c, &live)?);
            // A workload has a few clusters per step, a new one per size when sizes vary: past
            // the eager programs' capacity (each loaded program holds memory mappings), start over.
            let mut programs = PROGRAMS.lock();
            if programs.len() >= crate::call::cache_capacity() {
                programs.clear();
                crate::metrics::EVICTED.fetch_add(1, Relaxed);
            }
            programs.insert(key, p.clone());
            p
        }
    };
    let mut inputs: Vec<Arg> = Vec::with_capacity(c.inputs.len());
    for i in &c.inputs {
        inputs.push(Arg::Lent(i.buf.clone()));
        if i.offset_at_run_time {
            let off = i.view.offset;
            inputs.push(Arg::Number(tpj_stablehlo::ElementType::I64, crate::call::HostNum { dtype: DType::I64, f: off as f64, i: off }));
        }
    }
    for (n, p) in &compiled.numbers {
        inputs.push(Arg::Number(p.ty, number_at(&c.nodes[*n].args, p.arg, p.elem)));
    }
    let outs = program::launch(&compiled.program, c.device, &format_args!("fused eager cluster of {} ops", c.nodes.len()), inputs, compiled.dump.as_deref())?;
    for (&(n, k), buf) in compiled.results.iter().zip(outs) {
        c.nodes[n].cells[k].fill(Ok(buf));
    }
    // Results no storage held when the cluster ran: nobody can read them any more.
    for r in &c.nodes {
        for cell in &r.cells {
            cell.fill(Err(Arc::from("no tensor held this result when its fused eager cluster ran")));
        }
    }
    Ok(())
}

/// Each op of a cluster as `TORCH_PJRT_LOG=recompiles` names it: the op and its operands'
/// types, sizes and where they come from.
fn describe(c: &Cluster) -> Vec<String> {
    let refer = |r: &Ref| match r {
        Ref::Input(k) => {
            let i = &c.inputs[*k];
            let at = if i.offset_at_run_time { "an offset given at run time".to_string() } else { format!("offset {}", i.view.offset) };
            format!("{:?}{:?} (input {k}, {at} in a buffer of {})", i.dtype, i.view.sizes, i.buf.dims()[0])
        }
        Ref::Node(n, k) => format!("op {n}'s result {k}"),
        Ref::View(n, k, v) => format!("a view {:?} at offset {} of op {n}'s result {k}", v.sizes, v.offset),
    };
    c.nodes
        .iter()
        .map(|r| {
            let operands: Vec<String> = r
                .args
                .iter()
                .flat_map(|a| match a {
                    GArg::Tensor(t) => vec![refer(t)],
                    GArg::TensorList(ts) => ts.iter().map(|t| t.as_ref().map_or("None".into(), refer)).collect(),
                    _ => Vec::new(),
                })
                .collect();
            format!("{}({})", r.op.full_name, operands.join(", "))
        })
        .collect()
}

/// Says why a cluster compiles (`TORCH_PJRT_LOG=recompiles`): a sequence of ops not run
/// before, or the first op whose operands differ from the last cluster of the same ops.
fn explain(c: &Cluster) {
    static SEEN: LazyLock<Mutex<FxHashMap<Vec<u32>, Vec<String>>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));
    let ops: Vec<u32> = c.nodes.iter().map(|r| r.op.id).collect();
    let now = describe(c);
    let before = SEEN.lock().insert(ops, now.clone());
    let head = format!("[torch_pjrt] fused eager cluster of {} ops ({} .. {}): compiled", now.len(), c.nodes[0].op.full_name, c.nodes[now.len() - 1].op.full_name);
    match before {
        None => eprintln!("{head}: a sequence of ops not run before"),
        Some(before) => match before.iter().zip(&now).position(|(a, b)| a != b) {
            Some(n) => eprintln!("{head}: op {n} was {}, is now {}", before[n], now[n]),
            None => eprintln!("{head}: the same ops and operands as before, with other arguments or other results held by tensors"),
        },
    }
}

/// Lowers the cluster's nodes into one program whose results are the `live` ones.
fn build(c: &Cluster, live: &[(usize, usize)]) -> Result<Compiled> {
    let mut b = Builder::new();
    let err = |e: tpj_stablehlo::BuildError| EngineError::from(LowerError::from(e));
    let mut ins = Vec::with_capacity(c.inputs.len());
    for i in &c.inputs {
        let p = b.param(TensorType::new(i.dtype.elem(), vec![i.buf.dims()[0]]));
        let v = if i.offset_at_run_time {
            let off = b.param(TensorType::new(tpj_stablehlo::ElementType::I64, vec![]));
            crate::view::read_at(&mut b, p, i.dtype, &i.view, off)
        } else {
            crate::view::read(&mut b, p, i.dtype, i.dtype, &i.view)
        }
        .map_err(err)?;
        ins.push(TensorArg { v, dtype: i.dtype, prio: Priority::Dim });
    }
    let spec = GraphSpec {
        inputs: c.inputs.iter().map(|i| (i.dtype, i.view.sizes.clone())).collect(),
        nodes: c
            .nodes
            .iter()
            .map(|r| Node { op: r.op.full_name.clone(), arg_names: r.op.arg_names.clone(), args: r.args.clone(), mutated: Vec::new() })
            .collect(),
        outputs: live.iter().map(|&(n, k)| Ref::Node(n, k)).collect(),
        padding: None,
        input_views: Vec::new(),
    };
    let mut numbers = Vec::new();
    let body = graph::lower_nodes(&mut b, &spec, ins, None, None, Numbers::Runtime, Some(&mut numbers))?;
    let mut results = Vec::with_capacity(body.outputs.len());
    for (t, &(n, k)) in body.outputs.iter().zip(live) {
        let want = c.nodes[n].cells[k].dtype;
        let v = if t.dtype != want { b.convert(t.v, want.elem()).map_err(err)? } else { t.v };
        let len = b.ty(v).numel();
        results.push(b.reshape(v, &[len]).map_err(err)?);
    }
    const WHAT: &str = "fused eager cluster";
    let n_checks = body.checks.len();
    let mut dump = None;
    let mut write_dump = |text: &str, sig: &tpj_pjrt::Signature, compute_dtype: &str| {
        use crate::dump::{Part, Role};
        // The parameters in the order `execute` passes them: each input's storage (and its
        // view's offset where that is given at run time), then the ops' Python numbers.
        let mut roles = Vec::with_capacity(sig.params.len());
        for (k, i) in c.inputs.iter().enumerate() {
            roles.push(Role::Input(k, i.view.sizes.clone()));
            if i.offset_at_run_time {
                roles.push(Role::Offset(k));
            }
        }
        roles.extend(numbers.iter().map(|(n, _)| Role::Number { node: *n }));
        let mut outs: Vec<Role> = live.iter().enumerate().map(|(k, &(n, r))| Role::Output(k, c.nodes[n].cells[r].dims.clone())).collect();
        outs.extend((0..n_checks).map(|_| Role::Check));
        let part = |(ty, dims): &(tpj_pjrt::BufferType, Vec<i64>), role| Part { ty: *ty, dims: dims.clone(), role };
        let params: Vec<Part> = sig.params.iter().zip(roles).map(|(p, r)| part(p, r)).collect();
        let results: Vec<Part> = sig.results.iter().zip(outs).map(|(p, r)| part(p, r)).collect();
        dump = crate::dump::graph(WHAT, text, compute_dtype, &params, &results, &[]);
    };
    let want_dump = crate::dump::dir().is_some();
    let program = program::compile(b, results, body.checks, WHAT, if want_dump { Some(&mut write_dump) } else { None }, true)?;
    Ok(Compiled { program, numbers, results: live.to_vec(), dump })
}

/// Cluster programs loaded.
pub fn cached_programs() -> usize {
    PROGRAMS.lock().len()
}

/// (clusters run, cluster cache hits, ops run inside clusters).
pub fn stats() -> (u64, u64, u64) {
    (CLUSTERS_RUN.load(Relaxed), CACHE_HITS.load(Relaxed), OPS_FUSED.load(Relaxed))
}

/// The counters back to zero (`torch_pjrt.reset_metrics`).
pub fn reset() {
    for c in [&CLUSTERS_RUN, &CACHE_HITS, &OPS_FUSED] {
        c.store(0, Relaxed);
    }
    CUTS.lock().clear();
}

/// Why clusters were cut, with how often.
pub fn cut_reasons() -> Vec<(String, u64)> {
    CUTS.lock().iter().map(|(k, v)| (k.clone(), *v)).collect()
}
