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
//! Sizes that vary: an op `vary::varies` finds varying cuts the cluster and runs bucketed on
//! its own; with `TORCH_PJRT_FUSED_BUCKETS=1` it is recorded at its bucket's sizes instead
//! (a bucketed node: its varying sizes are the cluster's symbols, the program is lowered
//! padded, as a bucketed compiled graph is, and keyed by the buckets; see `record` and
//! `build`, docs/eager.md for why it is opt-in). An in-place op on part of a recorded result
//! cuts the cluster; random ops run eagerly.

use crate::call::{key_arg, number_at, CallArg, NewTensor, RetItem, TRef};
use crate::defer::{Cell, Owner};
use crate::error::{EngineError, Result};
use crate::graph::{self, GArg, GraphSpec, Node, Ref};
use crate::opinfo::{OpInfo, RetKind, Variant};
use crate::program::{self, Input as Arg};
use crate::slot::Slot;
use crate::bucket::eager_bucket;
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
use tpj_stablehlo::{Builder, TensorType, Value};

/// Ops per cluster at most: each holds its inputs' buffers alive until the cluster runs,
/// and XLA's compile time grows faster than linearly with a program's size.
pub const MAX_OPS: usize = 256;

/// A loop that never reads a result back (a training loop logging every hundred steps) is
/// cut by the op limit alone, at ops that shift from one iteration to the next: every
/// cluster would be new. So a cluster of at least `MIN_OPS_BEFORE_BOUNDARY` ops is also cut
/// where the last `WINDOW` ops' content (op and operand types, not positions) hashes to a
/// multiple of `BOUNDARY_EVERY`: boundaries chosen by content (as content-defined chunking
/// does), the same ops each iteration, so the loop's clusters repeat and hit the cache.
/// Dense enough that the `MAX_OPS - MIN_OPS_BEFORE_BOUNDARY` ops where a cut may fall hold
/// one (a miss is left to the op limit, which drifts): one op in 64 missed in a fifth of
/// 160-op loop bodies (a GPT training step among them, 1.6x slower); one in 16 misses in
/// about 1 in 4,000.
const MIN_OPS_BEFORE_BOUNDARY: usize = 128;
const BOUNDARY_EVERY: u64 = 16;
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

/// A view the cluster reads, as `dtype`, of one of its buffers.
struct Input {
    /// Which of the cluster's buffers (`Cluster::bufs`: one program parameter each), of
    /// `len` elements.
    param: usize,
    len: i64,
    dtype: DType,
    view: View,
    /// The view's offset is a run-time input (`view::read_at`), not part of the program:
    /// the last token of a growing sequence (`ids[:, -1:]`) moves along its buffer step by
    /// step, which would otherwise make each decode step's cluster a new program.
    offset_at_run_time: bool,
    /// Read at a size bucket's sizes (a bucketed node's operand): per dimension, the
    /// cluster symbol whose real value it holds below `view.sizes`, if any.
    syms: Option<Vec<Option<usize>>>,
}

/// A bucketed node's result size over the cluster's symbols, where its padding rule needs
/// it (`cat` along a padded dimension): a symbol, or symbols summed with a constant.
#[derive(Clone)]
enum SizeExpr {
    Sym(usize),
    Sum(Vec<usize>, i64),
}

struct Recorded {
    op: Arc<OpInfo>,
    args: Vec<GArg>,
    /// Per result, per dimension, its size over the cluster's symbols (empty: not needed).
    out_exprs: Vec<Vec<Option<SizeExpr>>>,
    /// Run at its size bucket's sizes.
    bucketed: bool,
    /// Its first results are the new values of the storages it writes in place (in the
    /// order of `targets`), this many.
    n_written: usize,
    /// One per result of the op's lowering, in order.
    cells: Vec<Arc<Cell>>,
}

struct Cluster {
    id: u64,
    device: usize,
    /// The storage buffers it reads, each once (a weight read whole and transposed is one
    /// parameter, which a new value written over the storage may then take).
    bufs: Vec<Arc<Buffer>>,
    inputs: Vec<Input>,
    nodes: Vec<Recorded>,
    /// The cache key so far: each input as it was added, each node as it was recorded.
    key: Vec<i64>,
    /// The content hashes of the last `WINDOW` ops recorded on the device (across cuts).
    recent: [u64; WINDOW],
    /// The real values of the cluster's symbols (sizes that vary, shared by value across
    /// its bucketed nodes): a run-time input of its program, not part of its key.
    syms: Vec<i64>,
    /// Whether a node runs at a size bucket's sizes (then the program is lowered padded).
    bucketed: bool,
    /// The offsets of views of its own results given at run time (`Ref::ViewAt`).
    view_offsets: Vec<i64>,
}

static NEXT_ID: AtomicU64 = AtomicU64::new(1);

impl Cluster {
    fn new(device: usize) -> Cluster {
        Cluster {
            id: NEXT_ID.fetch_add(1, Relaxed),
            device,
            bufs: Vec::new(),
            inputs: Vec::new(),
            nodes: Vec::new(),
            key: Vec::new(),
            recent: [0; WINDOW],
            syms: Vec::new(),
            bucketed: false,
            view_offsets: Vec::new(),
        }
    }

    fn input(&mut self, buf: Arc<Buffer>, dtype: DType, view: &View, syms: Option<Vec<Option<usize>>>) -> usize {
        let len = buf.dims()[0];
        let param = match self.bufs.iter().position(|b| Arc::ptr_eq(b, &buf)) {
            Some(p) => p,
            None => {
                self.bufs.push(buf);
                self.bufs.len() - 1
            }
        };
        if let Some(k) = self.inputs.iter().position(|i| i.param == param && i.dtype == dtype && i.view == *view && i.syms == syms) {
            return k;
        }
        let offset_at_run_time = view.offset > 0 && crate::view::reads_at_run_time(len, dtype, dtype, view);
        let offset = if offset_at_run_time { -1 } else { view.offset };
        self.key.extend_from_slice(&[-3, param as i64, dtype.code() as i64, len, view.sizes.len() as i64, offset]);
        self.key.extend_from_slice(&view.sizes);
        self.key.extend_from_slice(&view.strides);
        if let Some(s) = &syms {
            self.key.extend(s.iter().map(|s| s.map_or(-1, |s| s as i64)));
        }
        self.inputs.push(Input { param, len, dtype, view: view.clone(), offset_at_run_time, syms });
        self.inputs.len() - 1
    }

    /// The cluster symbol of a varying size of this value (equal sizes share one).
    fn sym(&mut self, value: i64) -> usize {
        match self.syms.iter().position(|&v| v == value) {
            Some(s) => s,
            None => {
                self.syms.push(value);
                self.syms.len() - 1
            }
        }
    }
}

/// `TORCH_PJRT_FUSED_BUCKETS=1`: an op whose sizes vary is recorded into its cluster at its
/// size bucket's sizes (see `record`) instead of cutting the cluster to run bucketed alone.
static BUCKETS: LazyLock<bool> = LazyLock::new(|| std::env::var("TORCH_PJRT_FUSED_BUCKETS").is_ok_and(|v| v.trim() == "1"));

pub(crate) fn buckets_on() -> bool {
    *BUCKETS
}

static BUCKETED_NODES: AtomicU64 = AtomicU64::new(0);
static EXACT_CLUSTERS: AtomicU64 = AtomicU64::new(0);

/// The view, over a pending result's flat value, of tensor `t` of its storage: a padded
/// result (`Cell::real`) holds its real elements at its padded shape's strides.
fn over_cell(cell: &Cell, t: &TRef) -> Option<View> {
    match &cell.real {
        Some(real) => Some(View { sizes: t.view.sizes.clone(), strides: crate::vary::in_padded(&t.view, real, &cell.dims)?, offset: 0 }),
        None => Some(t.view.clone()),
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
    /// Lowered at its size buckets: the symbols' real values follow the inputs.
    sized: bool,
    /// The inputs whose buffers a result takes (a storage written whole in place): donated
    /// when nothing else holds them.
    donors: Vec<usize>,
}

/// The keys of bucketed clusters whose padded lowering failed (an op or layout the padding
/// rules refuse): they compile at their exact sizes.
static REFUSED: LazyLock<Mutex<rustc_hash::FxHashSet<Vec<i64>>>> = LazyLock::new(|| Mutex::new(Default::default()));

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
    // The engine's own clone (`transfer::materialize`) is asked for its buffer at once; its
    // device copy (`dst.copy_(src)`, a dtype conversion's second half) is an in-place write
    // like any other, so a decode step's `.to(dtype)` does not cut its cluster.
    let internal = op.full_name.starts_with("torch_pjrt::") && op.full_name != "torch_pjrt::copy_";
    let args_ok = args.iter().all(|a| !matches!(a, CallArg::Generator(_) | CallArg::SymScalar(..)));
    writes || !rets_new || internal || !args_ok || def.sized_by.is_some() || def.random || op.has_generator
}

fn tensors<'a, 'b>(args: &'b [CallArg<'a>]) -> impl Iterator<Item = &'b TRef<'a>> {
    // Without a vector per argument: this runs several times for every op recorded.
    args.iter().flat_map(|a| {
        let (one, list): (Option<&TRef>, &[Option<TRef>]) = match a {
            CallArg::Tensor(t) => (Some(t), &[]),
            CallArg::TensorList(ts) => (None, ts),
            _ => (None, &[]),
        };
        one.into_iter().chain(list.iter().flatten())
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
    /// A bucketed node's operand read in place (`vary::entry`): buffer, strides, offset.
    Read(Arc<Buffer>, Vec<i64>, i64),
    /// A never-written storage the op writes whole: zeros, as the eager path reads it.
    Zeros,
}

/// Records the call into its device's cluster and returns its results (pending storages);
/// `None` when it must run now (the caller runs it as `strict` does), after cutting the
/// cluster if the call reads one of its results.
pub(crate) fn record(op: &OpInfo, def: &'static OpDef, args: &[CallArg]) -> Result<Option<Vec<RetItem>>> {
    if refusal(op, def, args) {
        cut_for(args, || format!("not recordable: {}", op.full_name))?;
        return Ok(None);
    }
    let Some(sizing) = bucketing(op, args) else {
        cut_for(args, || "sizes vary: runs bucketed".to_string())?;
        return Ok(None);
    };
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
    let bucketed = matches!(sizing, Sizing::Bucketed { .. });
    let Some(srcs) = sources(args, device, &written, bucketed)? else { return Ok(None) };
    let sig = signature(op, def, args)?;
    if !sig.writes_fit {
        return Ok(None); // the eager path raises PyTorch's error
    }
    // A bucketed node's results at its bucket's sizes: its lowering's at its operands'.
    let padded_outs = match &sizing {
        Sizing::Exact => None,
        Sizing::Bucketed { sizes, trim, .. } => match bucket_outs(op, def, args, sizes, *trim, &sig) {
            Some(outs) => Some(outs),
            None => {
                cut_for(args, || "sizes vary: runs bucketed".to_string())?;
                return Ok(None);
            }
        },
    };
    // A storage written in place is counted already: only new tensors grow the device's use.
    let held = padded_outs.as_ref().unwrap_or(&sig.outs);
    let bytes: u64 = held[written.len()..].iter().map(|(d, s)| d.itemsize() as u64 * s.iter().product::<i64>().max(0) as u64).sum();
    crate::budget::reserve(device, bytes, &op.full_name)?;
    let info = crate::opinfo::get(op.id).ok_or_else(|| EngineError::Invalid(format!("unknown op {}", op.full_name)))?;

    let mut clusters = CLUSTERS.lock();
    let c = clusters.entry(device).or_insert_with(|| Cluster::new(device));
    let mut srcs = srcs.into_iter();
    let mut ti = 0usize;
    let mut op_syms: Vec<Vec<Option<usize>>> = Vec::new();
    let mut refer = |c: &mut Cluster, t: &TRef, key: &mut Vec<i64>| -> Option<Ref> {
        let at = ti;
        ti += 1;
        // A bucketed node reads its operand at its bucket's sizes, each varying size a
        // cluster symbol.
        let bucket = match &sizing {
            Sizing::Bucketed { plan: p, sizes: bs, .. } => {
                let syms: Vec<Option<usize>> = p.syms[at].iter().map(|s| s.map(|s| c.sym(p.values[s]))).collect();
                op_syms.push(syms.clone());
                Some((bs[at].clone(), syms))
            }
            _ => None,
        };
        let at_bucket = |v: View| match &bucket {
            Some((sizes, syms)) => {
                let strides = sizes.iter().zip(&v.strides).map(|(&n, &s)| if n == 1 { 0 } else { s }).collect();
                (View { sizes: sizes.clone(), strides, offset: v.offset }, Some(syms.clone()))
            }
            None => (v, None),
        };
        let (buf, view) = match srcs.next()? {
            Src::Pending(cell) => match cell.value() {
                // Cut meanwhile (by another thread): its value is a buffer like any other.
                Some(Ok(buf)) => (buf, over_cell(&cell, t)?),
                Some(Err(_)) => return None,
                None if cell.chain != c.id => return None,
                None => {
                    let seen = over_cell(&cell, t)?;
                    let whole = bucket.is_none() && cell.real.is_none() && t.view.offset == 0 && t.view.is_contiguous() && t.view.sizes == cell.dims;
                    key.extend_from_slice(&[1, cell.entry as i64, cell.index as i64]);
                    if whole {
                        return Some(Ref::Node(cell.entry, cell.index));
                    }
                    let (seen, syms) = at_bucket(seen);
                    // An offset that moves step by step (the last token of a sequence the
                    // cluster grows) is a run-time input, as an input view's is.
                    let len: i64 = cell.dims.iter().product();
                    let at_run_time = syms.is_none() && seen.offset > 0 && crate::view::reads_at_run_time(len, t.dtype, t.dtype, &seen);
                    key.push(if at_run_time { -1 } else { seen.offset });
                    key.extend_from_slice(&seen.sizes);
                    key.extend_from_slice(&seen.strides);
                    return Some(match syms {
                        Some(syms) => {
                            key.extend(syms.iter().map(|s| s.map_or(-1, |s| s as i64)));
                            Ref::Padded(cell.entry, cell.index, seen, syms)
                        }
                        None if at_run_time => {
                            c.view_offsets.push(seen.offset);
                            Ref::ViewAt(cell.entry, cell.index, seen, c.view_offsets.len() - 1)
                        }
                        None => Ref::View(cell.entry, cell.index, seen),
                    });
                }
            },
            Src::Zeros => {
                key.extend_from_slice(&[2, t.dtype.code() as i64]);
                key.extend_from_slice(&t.view.sizes);
                return Some(Ref::Zeros(t.dtype, t.view.sizes.clone()));
            }
            Src::Buf(buf) => (buf, t.view.clone()),
            Src::Read(buf, strides, offset) => (buf, View { sizes: t.view.sizes.clone(), strides, offset }),
        };
        let (view, syms) = at_bucket(view);
        let k = c.input(buf, t.dtype, &view, syms);
        key.extend_from_slice(&[0, k as i64]);
        Some(Ref::Input(k))
    };
    // Sized for a few operands' views: grown a piece at a time, it is reallocated per op.
    let mut key = Vec::with_capacity(64);
    key.extend_from_slice(&[-1, op.id as i64]);
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
    let out_exprs = if bucketed && op.base == "cat" { cat_exprs(op, args, &op_syms) } else { Vec::new() };
    if bucketed {
        // Its symbols' buckets (the values are run-time inputs).
        key.push(-7);
        key.extend(c.syms.iter().map(|&v| eager_bucket(v)));
        c.bucketed = true;
        BUCKETED_NODES.fetch_add(1, Relaxed);
    }
    c.key.extend_from_slice(&key);
    let entry = c.nodes.len();
    let cells: Vec<Arc<Cell>> = sig
        .outs
        .iter()
        .enumerate()
        .map(|(k, (d, dims))| {
            let cell = match padded_outs.as_ref().map(|p| &p[k].1).filter(|p| *p != dims) {
                // Padded only after its real part: the storage is the padded result, seen
                // through the real sizes (`RetItem::Padded`), as a bucketed call's is.
                Some(padded) if padded_after(dims, padded) => Cell::new(Owner::Cluster, device, c.id, entry, k, *d, padded.clone()),
                Some(padded) => Cell::new(Owner::Cluster, device, c.id, entry, k, *d, padded.clone()).with_real(dims.clone()),
                None => Cell::new(Owner::Cluster, device, c.id, entry, k, *d, dims.clone()),
            };
            Arc::new(cell)
        })
        .collect();
    let new = |k: usize| {
        let (dtype, sizes) = &sig.outs[k];
        // A padded storage seen through its real sizes holds the padded result whole.
        let held = if cells[k].real.is_none() { &cells[k].dims } else { sizes };
        let slot = Slot::new(device, dtype.itemsize() as u64 * held.iter().product::<i64>().max(0) as u64);
        slot.set_pending(cells[k].clone(), *dtype);
        NewTensor { slot: Box::new(slot), dtype: *dtype, sizes: sizes.clone() }
    };
    let one = |k: usize| {
        let t = new(k);
        if cells[k].real.is_none() && cells[k].dims != t.sizes {
            let strides = crate::transfer::contiguous_strides(&cells[k].dims);
            RetItem::Padded(t, strides)
        } else {
            RetItem::New(t)
        }
    };
    let rets = sig
        .rets
        .iter()
        .map(|r| match r {
            RetShape::One(k) => one(*k),
            RetShape::Int(v) => RetItem::Int(*v),
            RetShape::List(ks) => RetItem::NewList(ks.clone().map(new).collect()),
            RetShape::Alias(a) => RetItem::Alias(*a),
            RetShape::AliasList(a) => RetItem::AliasList(*a),
        })
        .collect();
    for (t, cell) in written.iter().zip(&cells) {
        t.slot.set_pending(cell.clone(), t.dtype);
    }
    c.nodes.push(Recorded { op: info, args: gargs, out_exprs, bucketed, n_written: written.len(), cells });
    c.recent.rotate_left(1);
    c.recent[WINDOW - 1] = content_hash(op, args);
    if c.nodes.len() >= MAX_OPS {
        run(c, "op limit")?;
    } else if c.nodes.len() >= MIN_OPS_BEFORE_BOUNDARY && window_hash(&c.recent) % BOUNDARY_EVERY == 0 {
        run(c, "repeat boundary")?;
    }
    Ok(Some(rets))
}

/// How a call is recorded as to its sizes.
enum Sizing {
    Exact,
    /// At its size bucket's: `vary::varies`'s plan, each tensor argument's sizes at its
    /// bucket, and for a `cat` along a varying dimension, that dimension and the bucket its
    /// result is cut back to.
    Bucketed { plan: crate::vary::Plan, sizes: Vec<Vec<i64>>, trim: Option<(usize, i64)> },
}

/// How a call is recorded as to its sizes (`vary::varies`); `None` when it runs bucketed on
/// its own (the caller cuts).
fn bucketing(op: &OpInfo, args: &[CallArg]) -> Option<Sizing> {
    // An op whose sizes vary runs bucketed one by one (`vary.rs`) unless buckets are
    // recorded: in a cluster keyed by exact sizes, every new length (each decode step's
    // cache) would compile a new cluster. The ops around it whose sizes hold still fuse,
    // and their clusters repeat.
    let mut p = match crate::vary::varies(op, args) {
        None => return Some(Sizing::Exact),
        // Recorded at its bucket's sizes: a functional op with tensor results.
        Some(p) if *BUCKETS && targets(op, args).is_empty() && op.rets.iter().all(|r| r.kind != RetKind::TensorList) => p,
        Some(_) => return None,
    };
    p.pad_storages(args);
    let mut bs: Vec<Vec<i64>> =
        tensors(args).zip(&p.syms).map(|(t, syms)| t.view.sizes.iter().zip(syms).map(|(&n, s)| s.map_or(n, |s| eager_bucket(p.values[s]))).collect()).collect();
    // `cat` along a varying dimension of its first operand (a KV cache and the new token's
    // keys): the result is cut back to the bucket of its whole length, read from a first
    // operand taken at that bucket (what lies past its real part is padding), so the
    // storage keeps one shape through the bucket and the next step reads it as it is.
    let trim = (op.base == "cat" && op.rets.len() == 1)
        .then(|| crate::vary::cat_dim(op, args))
        .flatten()
        .and_then(|d| {
            let first = tensors(args).next()?;
            p.syms.first()?.get(d).copied().flatten()?;
            let total: i64 = tensors(args).filter(|t| t.view.sizes != [0]).map(|t| t.view.sizes.get(d).copied().unwrap_or(0)).sum();
            let to = eager_bucket(total);
            (first.view.sizes.len() > d).then(|| {
                bs[0][d] = to;
                (d, to)
            })
        });
    // Its first operand, where it is a storage of exact size (a prompt's cache, or one that
    // just filled its bucket), is padded to that bucket first: read from its own shorter
    // buffer, the step crossing into a bucket would compile a cluster of its own, where
    // padded it is the cluster every later step of the bucket runs.
    if let (Some(_), Some(first)) = (trim, tensors(args).next()) {
        crate::vary::pad_to_bucket(first, &bs[0]);
    }
    Some(Sizing::Bucketed { plan: p, sizes: bs, trim })
}

/// Where each tensor argument's values come from (`Src`), found before the clusters' lock
/// is taken; `None` when the call must run as in `strict` (another device, a storage lost
/// or read as another dtype: the eager path raises or knows how). `written`: the storages
/// it writes whole; `bucketed`: it reads its operands where they lie, padded forms included.
fn sources(args: &[CallArg], device: usize, written: &[&TRef], bucketed: bool) -> Result<Option<Vec<Src>>> {
    let is_target = |t: &TRef| written.iter().any(|w| std::ptr::eq(*w, t));
    let mut srcs: Vec<Src> = Vec::with_capacity(args.len());
    for t in tensors(args) {
        if t.slot.device != device {
            return Ok(None);
        }
        let fits = |len: i64| if is_target(t) { t.view.numel() == len } else { t.view.extent() <= len };
        if let Some(cell) = pending_cell(t.slot) {
            // Another dtype's view of a result cannot be read from the node's value.
            if cell.dtype == t.dtype && fits(cell.real.as_ref().unwrap_or(&cell.dims).iter().product::<i64>()) {
                srcs.push(Src::Pending(cell));
                continue;
            }
            flush(cell.device, "view of a pending result in another dtype")?;
        }
        if bucketed {
            // Read where it lies, a padded form included (`Slot::state` would cut its real
            // part out, a program per real size).
            t.slot.settle();
            match crate::vary::entry(t) {
                Some((buf, strides, offset)) => {
                    srcs.push(Src::Read(buf, strides, offset));
                    continue;
                }
                None => return Ok(None),
            }
        }
        let st = t.slot.state();
        match &st.buf {
            Some(buf) if st.lost.is_none() && st.dtype == t.dtype && fits(buf.dims()[0]) => srcs.push(Src::Buf(buf.clone())),
            None if st.lost.is_none() && is_target(t) => srcs.push(Src::Zeros),
            _ => return Ok(None),
        }
    }
    Ok(Some(srcs))
}

/// A bucketed call's results at its bucket's sizes `bs` (per tensor argument): its
/// lowering's at those operands, `cat`'s cut back (`trim`); `None` where they are not
/// its exact results' (`sig`) grown in place (the call then runs bucketed on its own).
fn bucket_outs(op: &OpInfo, def: &'static OpDef, args: &[CallArg], bs: &[Vec<i64>], trim: Option<(usize, i64)>, sig: &Sig) -> Option<Vec<(DType, Vec<i64>)>> {
    let mut each = bs.iter();
    let pargs: Vec<CallArg> = args
        .iter()
        .map(|a| a.map_tensors(|t| each.next().map(|s| TRef { slot: t.slot, dtype: t.dtype, view: View { sizes: s.clone(), strides: crate::transfer::contiguous_strides(s), offset: 0 } })))
        .collect::<Option<_>>()?;
    let mut outs = signature(op, def, &pargs).ok()?.outs.clone();
    if let (Some((d, to)), Some(o)) = (trim, outs.first_mut()) {
        if o.1.len() > d {
            o.1[d] = to;
        }
    }
    let grown = outs.len() == sig.outs.len() && outs.iter().zip(&sig.outs).all(|(a, b)| a.0 == b.0 && a.1.len() == b.1.len() && a.1.iter().zip(&b.1).all(|(x, y)| x >= y));
    grown.then_some(outs)
}

/// Where the storage that node `n` writes as its result `k` came from when the cluster
/// began: following its earlier writes in the cluster back to the input it was read as.
fn old_buffer(c: &Cluster, mut n: usize, mut k: usize) -> Option<Ref> {
    loop {
        match written_refs(&c.nodes[n]).get(k)? {
            Ref::Node(m, j) if *j < c.nodes[*m].n_written => (n, k) = (*m, *j),
            r => return Some(r.clone()),
        }
    }
}

/// The tensors an in-place node writes, in the order of its first results.
fn written_refs(r: &Recorded) -> Vec<Ref> {
    r.op.writes
        .iter()
        .filter_map(|&w| r.args.get(w))
        .flat_map(|a| match a {
            GArg::Tensor(t) => vec![t.clone()],
            GArg::TensorList(ts) => ts.iter().flatten().cloned().collect(),
            _ => Vec::new(),
        })
        .collect()
}

/// Whether `real` sizes over a storage of `padded` ones, at its strides, are contiguous:
/// padded only after the real part (outer dimensions of 1 aside).
fn padded_after(real: &[i64], padded: &[i64]) -> bool {
    View { sizes: real.to_vec(), strides: crate::transfer::contiguous_strides(padded), offset: 0 }.is_contiguous()
}

/// `cat`'s result sizes over the cluster's symbols (`op_syms`: per operand, per dimension):
/// along its dimension, its operands' lengths summed (the padding rule moves each part to
/// where the real ones end); elsewhere its first operand's.
fn cat_exprs(op: &OpInfo, args: &[CallArg], op_syms: &[Vec<Option<usize>>]) -> Vec<Vec<Option<SizeExpr>>> {
    let parts: Vec<(&TRef, &Vec<Option<usize>>)> = tensors(args).zip(op_syms).filter(|(t, _)| t.view.sizes != [0]).collect();
    let Some((_, first_syms)) = parts.first() else { return Vec::new() };
    let Some(d) = crate::vary::cat_dim(op, args) else { return Vec::new() };
    let (mut terms, mut fixed) = (Vec::new(), 0i64);
    for (t, syms) in &parts {
        match syms.get(d).copied().flatten() {
            Some(s) => terms.push(s),
            None => fixed += t.view.sizes.get(d).copied().unwrap_or(0),
        }
    }
    let mut out: Vec<Option<SizeExpr>> = first_syms.iter().map(|s| s.map(SizeExpr::Sym)).collect();
    out[d] = (!terms.is_empty()).then_some(SizeExpr::Sum(terms, fixed));
    vec![out]
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
    let mut key = Vec::with_capacity(32);
    key.push(op.id as i64);
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
    let r = execute(&mut done);
    if let Err(e) = &r {
        let why: Arc<str> = Arc::from(format!("the fused eager cluster that computes it failed ({e})"));
        for cell in done.nodes.iter().flat_map(|n| &n.cells) {
            cell.fill(Err(why.clone()));
        }
    }
    r
}

fn execute(c: &mut Cluster) -> Result<()> {
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
    // A bucketed cluster whose padded lowering failed runs at its exact sizes (keyed by them).
    let exact = c.bucketed && REFUSED.lock().contains(&key);
    if exact {
        key.push(-8);
        key.extend_from_slice(&c.syms);
    }
    let cached = PROGRAMS.lock().get(&key).cloned();
    let compiled = match cached {
        Some(p) => {
            CACHE_HITS.fetch_add(1, Relaxed);
            p
        }
        None => {
            if crate::log::enabled("recompiles") {
                explain(c, &live);
            }
            let p = match build(c, &live, exact) {
                Ok(p) => p,
                Err(e) if c.bucketed && !exact => {
                    if crate::log::enabled("recompiles") {
                        eprintln!("[torch_pjrt] fused eager cluster at its size buckets refused ({e}): compiled at its exact sizes");
                    }
                    // Its exact program is keyed by the sizes too (a later call finds the
                    // refusal first, above).
                    REFUSED.lock().insert(key.clone());
                    key.push(-8);
                    key.extend_from_slice(&c.syms);
                    build(c, &live, true)?
                }
                Err(e) => return Err(e),
            };
            let p = Arc::new(p);
            // A workload has a few clusters per step, a new one per size when sizes vary: past
            // the eager programs' capacity (each loaded program holds memory mappings), start over.
            let mut programs = PROGRAMS.lock();
            if programs.len() >= crate::call::cache_capacity() {
                evict_all(&mut programs);
            }
            programs.insert(key, p.clone());
            p
        }
    };
    let mut inputs: Vec<Arg> = Vec::with_capacity(c.bufs.len() + c.inputs.len() + 1);
    let device = c.device;
    for (p, buf) in std::mem::take(&mut c.bufs).into_iter().enumerate() {
        // The old buffer of a storage the cluster writes whole: the cluster holds its only
        // reference (the storage waits for the new value), given up so the program writes
        // the new value over it.
        inputs.push(if compiled.donors.contains(&p) { Arg::Donate(buf, None) } else { Arg::Lent(buf) });
    }
    for i in &c.inputs {
        if i.offset_at_run_time {
            let off = i.view.offset;
            inputs.push(Arg::Number(tpj_stablehlo::ElementType::I64, crate::call::HostNum { dtype: DType::I64, f: off as f64, i: off }));
        }
    }
    if compiled.sized {
        inputs.push(Arg::Sizes(&c.syms));
    }
    for &off in &c.view_offsets {
        inputs.push(Arg::Number(tpj_stablehlo::ElementType::I64, crate::call::HostNum { dtype: DType::I64, f: off as f64, i: off }));
    }
    for (n, p) in &compiled.numbers {
        inputs.push(Arg::Number(p.ty, number_at(&c.nodes[*n].args, p.arg, p.elem)));
    }
    let outs = program::launch(&compiled.program, device, &format_args!("fused eager cluster of {} ops", c.nodes.len()), inputs, compiled.dump.as_deref())?;
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
            format!("{:?}{:?} (input {k}, {at} in buffer {} of {})", i.dtype, i.view.sizes, i.param, i.len)
        }
        Ref::Node(n, k) => format!("op {n}'s result {k}"),
        Ref::View(n, k, v) => format!("a view {:?} at offset {} of op {n}'s result {k}", v.sizes, v.offset),
        Ref::Padded(n, k, v, s) => format!("a view {:?} (symbols {s:?}) at offset {} of op {n}'s result {k}, padded", v.sizes, v.offset),
        Ref::ViewAt(n, k, v, _) => format!("a view {:?} at an offset given at run time of op {n}'s result {k}", v.sizes),
        Ref::Zeros(d, s) => format!("zeros {d:?}{s:?} (a storage never written)"),
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
                    // The arguments its key holds by value (Python floats are run-time inputs).
                    GArg::Int(v) => vec![v.to_string()],
                    GArg::IntList(v) => vec![format!("{v:?}")],
                    GArg::Bool(v) => vec![v.to_string()],
                    GArg::Str(s) => vec![format!("{s:?}")],
                    GArg::DType(d) => vec![format!("{d:?}")],
                    _ => Vec::new(),
                })
                .collect();
            format!("{}({})", r.op.full_name, operands.join(", "))
        })
        .chain(c.bucketed.then(|| format!("its symbols' buckets {:?}", c.syms.iter().map(|&v| eager_bucket(v)).collect::<Vec<_>>())))
        .collect()
}

/// Says why a cluster compiles (`TORCH_PJRT_LOG=recompiles`): a sequence of ops not run
/// before, or the first op whose operands differ from the last cluster of the same ops.
fn explain(c: &Cluster, live: &[(usize, usize)]) {
    type Seen = (Vec<String>, Vec<(usize, usize)>);
    static SEEN: LazyLock<Mutex<FxHashMap<Vec<u32>, Seen>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));
    let ops: Vec<u32> = c.nodes.iter().map(|r| r.op.id).collect();
    let now = describe(c);
    let before = SEEN.lock().insert(ops, (now.clone(), live.to_vec()));
    let n = c.nodes.len();
    let head = format!("[torch_pjrt] fused eager cluster of {n} ops ({} .. {}): compiled", c.nodes[0].op.full_name, c.nodes[n - 1].op.full_name);
    // A result a tensor still holds is one of the program's outputs.
    let held = |l: &[(usize, usize)], other: &[(usize, usize)]| {
        let names: Vec<String> = l.iter().filter(|x| !other.contains(x)).map(|&(n, k)| format!("op {n} ({})'s result {k}", c.nodes[n].op.full_name)).collect();
        if names.is_empty() { "none".to_string() } else { names.join(", ") }
    };
    match before {
        None => eprintln!("{head}: a sequence of ops not run before"),
        Some((before, was_live)) => match before.iter().zip(&now).position(|(a, b)| a != b) {
            Some(k) if k == n => eprintln!("{head}: {} was {}, is now {}", "the ops' sizes", before[k], now[k]),
            Some(k) => eprintln!("{head}: op {k} was {}, is now {}", before[k], now[k]),
            None if was_live != live => eprintln!(
                "{head}: the same ops and operands as before; results tensors now hold (outputs): {}; no longer: {}",
                held(live, &was_live),
                held(&was_live, live)
            ),
            None => eprintln!("{head}: the same ops and operands as before, with other arguments (numbers, dtypes, attributes)"),
        },
    }
}

/// A view read at a size bucket's sizes, at its real sizes instead (`syms` per dimension).
fn real_view(view: &View, syms: &[Option<usize>], values: &[i64]) -> View {
    let sizes = view.sizes.iter().zip(syms).map(|(&n, s)| s.map_or(n, |s| values[s])).collect();
    View { sizes, strides: view.strides.clone(), offset: view.offset }
}

/// Lowers the cluster's nodes into one program whose results are the `live` ones: padded
/// to its symbols' buckets when a node is bucketed (the padding rules of `pad.rs` mask
/// what the padding would change, as for a bucketed compiled graph), unless `exact`,
/// where every node reads its operands at their real sizes and a padded result is
/// written out padded with zeros.
fn build(c: &Cluster, live: &[(usize, usize)], exact: bool) -> Result<Compiled> {
    let mut b = Builder::new();
    let err = |e: tpj_stablehlo::BuildError| EngineError::from(LowerError::from(e));
    let padded = c.bucketed && !exact;
    let mut ins = Vec::with_capacity(c.inputs.len());
    let mut layouts = Vec::new();
    // The buffers' element types: each is read as its storage's dtype.
    let mut elems = vec![None; c.bufs.len()];
    for i in &c.inputs {
        elems[i.param].get_or_insert(i.dtype);
    }
    let params: Vec<Value> = c.bufs.iter().zip(&elems).map(|(buf, d)| b.param(TensorType::new(d.unwrap_or(DType::F32).elem(), vec![buf.dims()[0]]))).collect();
    for i in &c.inputs {
        let p = params[i.param];
        let view = match (&i.syms, exact) {
            (Some(s), true) => real_view(&i.view, s, &c.syms),
            _ => i.view.clone(),
        };
        let v = if i.offset_at_run_time {
            let off = b.param(TensorType::new(tpj_stablehlo::ElementType::I64, vec![]));
            crate::view::read_at(&mut b, p, i.dtype, &view, off)
        } else {
            crate::view::read(&mut b, p, i.dtype, i.dtype, &view)
        }
        .map_err(err)?;
        if let (Some(s), true) = (&i.syms, padded) {
            layouts.push((v, graph::symbol_layout(&view.sizes, s)));
        }
        ins.push(TensorArg { v, dtype: i.dtype, prio: Priority::Dim });
    }
    let padding = padded.then(|| {
        use crate::pad::SymExpr;
        let mut exprs: Vec<SymExpr> = (0..c.syms.len()).map(SymExpr::Sym).collect();
        let mut expr = |e: &SizeExpr| match e {
            SizeExpr::Sym(s) => *s,
            SizeExpr::Sum(terms, fixed) => {
                let mut at = terms[0];
                for &t in terms[1..].iter() {
                    exprs.push(SymExpr::Add(at, t));
                    at = exprs.len() - 1;
                }
                if *fixed != 0 {
                    exprs.push(SymExpr::Int(*fixed));
                    exprs.push(SymExpr::Add(at, exprs.len() - 1));
                    at = exprs.len() - 1;
                }
                at
            }
        };
        let node_out_exprs = c.nodes.iter().map(|r| r.out_exprs.iter().map(|o| o.iter().map(|e| e.as_ref().map(&mut expr)).collect()).collect()).collect();
        crate::pad::Padding { exprs, n_syms: c.syms.len(), input_layouts: Vec::new(), node_out_exprs, eager: true }
    });
    let mut pad = padding.as_ref().map(|p| crate::pad::PadState::new(&mut b, p));
    let offsets: Vec<tpj_stablehlo::Value> = c.view_offsets.iter().map(|_| b.param(TensorType::new(tpj_stablehlo::ElementType::I64, vec![]))).collect();
    if let Some(p) = pad.as_mut() {
        for (v, l) in layouts {
            p.set_layout(v, l);
        }
    }
    let arg = |a: &GArg| -> GArg {
        let at_real = |r: &Ref| match r {
            Ref::Padded(n, k, v, s) if !padded => Ref::View(*n, *k, real_view(v, s, &c.syms)),
            r => r.clone(),
        };
        match a {
            GArg::Tensor(r) => GArg::Tensor(at_real(r)),
            GArg::TensorList(rs) => GArg::TensorList(rs.iter().map(|r| r.as_ref().map(at_real)).collect()),
            a => a.clone(),
        }
    };
    let spec = GraphSpec {
        inputs: c.inputs.iter().map(|i| (i.dtype, i.view.sizes.clone())).collect(),
        nodes: c
            .nodes
            .iter()
            .map(|r| Node { op: r.op.full_name.clone(), arg_names: r.op.arg_names.clone(), args: r.args.iter().map(arg).collect(), mutated: Vec::new() })
            .collect(),
        outputs: live.iter().map(|&(n, k)| Ref::Node(n, k)).collect(),
        padding: padding.clone(),
        input_views: Vec::new(),
    };
    let mut numbers = Vec::new();
    // A bucketed node's result takes the shape its storage holds, which the nodes reading it
    // read it at: at exact sizes, padded with zeros; at the buckets, a concatenation cut
    // back to the bucket of its whole length (`record`'s `trim`). And each storage's new
    // value is noted, for `materialize` below.
    let mut state: Vec<Value> = Vec::new();
    let mut to_storage = |b: &mut Builder, n: usize, outs: &mut [TensorArg]| -> Result<()> {
        state.extend(outs.iter().take(c.nodes[n].n_written).map(|t| t.v));
        if !c.nodes[n].bucketed {
            return Ok(());
        }
        for (t, cell) in outs.iter_mut().zip(&c.nodes[n].cells) {
            let dims = b.ty(t.v).dims.clone();
            if dims == cell.dims {
                continue;
            }
            let rank = dims.len();
            if rank == cell.dims.len() && dims.iter().zip(&cell.dims).all(|(a, b)| a <= b) {
                let zero = crate::view::zeros(b, b.ty(t.v).elem, &[]).map_err(err)?;
                let high: Vec<i64> = cell.dims.iter().zip(&dims).map(|(p, r)| p - r).collect();
                t.v = b.pad(t.v, zero, &vec![0; rank], &high, &vec![0; rank]).map_err(err)?;
            } else if rank == cell.dims.len() && dims.iter().zip(&cell.dims).all(|(a, b)| a >= b) {
                t.v = b.slice(t.v, &vec![0; rank], &cell.dims, &vec![1; rank]).map_err(err)?;
            } else {
                return Err(EngineError::Invalid(format!("op {n} ({}): a result of {dims:?} for a storage of {:?}", c.nodes[n].op.full_name, cell.dims)));
            }
        }
        Ok(())
    };
    let hooks = graph::ClusterLowering { numbers: &mut numbers, after_node: &mut to_storage, view_offsets: &offsets };
    let body = graph::lower_nodes(&mut b, &spec, ins, None, pad.as_mut(), Some(hooks))?;
    // Each storage's new value (an optimizer's parameters and moments) computed once, in
    // its flat shape, as a compiled graph's state is (`Builder::materialize`): otherwise
    // XLA recomputes a new moment inside each of its readers.
    let held: FxHashMap<Value, Value> = if padded { FxHashMap::default() } else { state.iter().copied().zip(b.materialize(&state).map_err(err)?).collect() };
    let mut results = Vec::with_capacity(body.outputs.len());
    let mut donors = Vec::new();
    let mut aliases: Vec<(usize, usize)> = Vec::new();
    for (r, (t, &(n, k))) in body.outputs.iter().zip(live).enumerate() {
        let t = &TensorArg { v: held.get(&t.v).copied().unwrap_or(t.v), ..*t };
        let cell = &c.nodes[n].cells[k];
        let want = cell.dtype;
        let v = if t.dtype != want { b.convert(t.v, want.elem()).map_err(err)? } else { t.v };
        let dims = b.ty(v).dims.clone();
        if let Some(p) = pad.as_ref() {
            // Its real elements first in each dimension, as a padded form holds them.
            let l = p.layout(&b, t.v);
            if dims != cell.dims || l.iter().any(|d| d.len() > 1 && d.iter().any(|f| f.actual.is_some())) {
                return Err(EngineError::NotBucketable(format!("op {n} ({}): result {k} comes out {dims:?} with layout {l:?} where {:?} was expected", c.nodes[n].op.full_name, cell.dims)));
            }
        } else if dims != cell.dims {
            return Err(EngineError::Invalid(format!("op {n} ({}): result {k} of {dims:?} for a storage of {:?}", c.nodes[n].op.full_name, cell.dims)));
        }
        let len = b.ty(v).numel();
        results.push(b.reshape(v, &[len]).map_err(err)?);
        // A storage written whole in place whose old buffer is an input read whole: the new
        // value may take that buffer.
        if k < c.nodes[n].n_written {
            if let Some(Ref::Input(i)) = old_buffer(c, n, k).as_ref() {
                let p = c.inputs[*i].param;
                if elems[p] == Some(want) && c.bufs[p].dims()[0] == len && !donors.contains(&p) {
                    b.set_param_alias(params[p], r);
                    donors.push(p);
                    aliases.push((p, r));
                }
            }
        }
    }
    const WHAT: &str = "fused eager cluster";
    let n_checks = body.checks.len();
    let mut dump = None;
    let mut write_dump = |text: &str, sig: &tpj_pjrt::Signature, compute_dtype: &str| {
        use crate::dump::{Part, Role};
        // The parameters in the order `execute` passes them: each input's storage (and its
        // view's offset where that is given at run time), then the ops' Python numbers.
        let mut roles: Vec<Role> = c.bufs.iter().enumerate().map(|(p, buf)| Role::Input(p, vec![buf.dims()[0]])).collect();
        roles.extend(c.inputs.iter().enumerate().filter(|(_, i)| i.offset_at_run_time).map(|(k, _)| Role::Offset(k)));
        if padded {
            roles.push(Role::Sizes);
        }
        roles.extend((0..c.view_offsets.len()).map(Role::ViewOffset));
        roles.extend(numbers.iter().map(|(n, _)| Role::Number { node: *n }));
        let mut outs: Vec<Role> = live.iter().enumerate().map(|(k, &(n, r))| Role::Output(k, c.nodes[n].cells[r].dims.clone())).collect();
        outs.extend((0..n_checks).map(|_| Role::Check));
        let part = |(ty, dims): &(tpj_pjrt::BufferType, Vec<i64>), role| Part { ty: *ty, dims: dims.clone(), role };
        let params: Vec<Part> = sig.params.iter().zip(roles).map(|(p, r)| part(p, r)).collect();
        let results: Vec<Part> = sig.results.iter().zip(outs).map(|(p, r)| part(p, r)).collect();
        dump = crate::dump::graph(WHAT, text, compute_dtype, &params, &results, &aliases);
    };
    let want_dump = crate::dump::dir().is_some();
    let program = program::compile(b, results, body.checks, WHAT, if want_dump { Some(&mut write_dump) } else { None }, true)?;
    if exact {
        EXACT_CLUSTERS.fetch_add(1, Relaxed);
    }
    Ok(Compiled { program, numbers, results: live.to_vec(), dump, sized: padded, donors })
}

/// Cluster programs loaded.
pub fn cached_programs() -> usize {
    PROGRAMS.lock().len()
}

/// (clusters run, cluster cache hits, ops run inside clusters).
pub fn stats() -> (u64, u64, u64) {
    (CLUSTERS_RUN.load(Relaxed), CACHE_HITS.load(Relaxed), OPS_FUSED.load(Relaxed))
}

/// (ops recorded at their size bucket's sizes, bucketed clusters compiled at their exact
/// sizes instead).
pub fn bucket_stats() -> (u64, u64) {
    (BUCKETED_NODES.load(Relaxed), EXACT_CLUSTERS.load(Relaxed))
}

/// Drops every cached cluster program (`call::relieve_mappings`); a cluster that runs again
/// compiles again.
pub(crate) fn drop_programs() {
    let mut programs = PROGRAMS.lock();
    if !programs.is_empty() {
        evict_all(&mut programs);
    }
}

/// Empties the cluster program cache, counted as an eviction.
fn evict_all(programs: &mut FxHashMap<Vec<i64>, Arc<Compiled>>) {
    programs.clear();
    crate::metrics::EVICTED.fetch_add(1, Relaxed);
}

/// The counters back to zero (`torch_pjrt.reset_metrics`).
pub fn reset() {
    for c in [&CLUSTERS_RUN, &CACHE_HITS, &OPS_FUSED, &BUCKETED_NODES, &EXACT_CLUSTERS] {
        c.store(0, Relaxed);
    }
    CUTS.lock().clear();
}

/// Why clusters were cut, with how often.
pub fn cut_reasons() -> Vec<(String, u64)> {
    CUTS.lock().iter().map(|(k, v)| (k.clone(), *v)).collect()
}
