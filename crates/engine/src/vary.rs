//! Eager calls whose sizes vary compile per bucket, not per size.
//!
//! Dynamo's automatic dynamic, for eager ops: a call is grouped with the earlier calls of
//! the same op that agree on everything but tensor sizes (dtypes, ranks, the other
//! arguments, the sizes of parameters, and sizes up to `EAGER_SMALL`, which never vary:
//! a head count or a size 1 keeps its value). Once a size has taken a value met after its
//! group's first epoch (`Met`: sizes met within it are an op's sizes at several places of a
//! step, held), or, for a new group, a large size where its *family* (the groups alike but
//! for their small sizes: a second prompt's length after a first one of 6 tokens) varied,
//! the group's calls run a program compiled for the
//! size's bucket (`bucket::eager_bucket`, the next power of two): the call becomes a
//! one-node graph whose varying sizes are symbols, compiled per bucket and padded by the
//! compiled path's own machinery (`bucket::Bucketed`, each op's padding rule, `pad.rs`),
//! its real sizes run-time inputs. Equal varying sizes share a symbol (duck sizing), so
//! `q @ k.T`'s matching lengths stay one size and `x + y` keeps its operands alike.
//!
//! Results may stay padded on the device: a result whose real part is smaller than its
//! program's output is returned as its real sizes over the padded storage (strides of the
//! padded shape), so a chain of calls over a growing KV cache runs bucketed end to end.
//! A bucketed call's program reads each operand where it lies, as a view of its
//! storage's buffer at the bucket's sizes (`entries`); other ops read the real view as
//! they read every view. A storage of exact size (a prompt's ids just copied, an exact
//! run's result) would make every op reading it compile per size: it is padded once to its
//! bucket (`pad`: through the host when small, on the device otherwise), a form the storage
//! keeps beside its buffer, and read in that form. In-place ops writing a whole storage
//! (`torch.ones(n)`'s `fill_`, `.to(dtype)`'s copy) run bucketed too, and the storage keeps
//! their padded result.
//!
//! What cannot be bucketed (an op without a padding rule for its padded operands, an op
//! with data-dependent sizes, writes to part of a storage) runs at its exact size, as before,
//! counted with the reason (`metrics()["eager"]`).

use crate::bucket::{eager_bucket, BucketState, Bucketed, Out, Source, EAGER_SMALL};
use crate::call::{CallArg, NewTensor, RetItem, TRef};
use crate::error::{EngineError, Result};
use crate::fx::{Converted, OutItem, SymTree, Sizes};
use crate::graph::{GArg, GraphSpec, Node, Ref};
use crate::opinfo::{OpInfo, RetKind, Variant};
use crate::pad::{Layout, Padding};
use crate::program::{self, Input, Program};
use crate::slot::{PaddedForm, Slot};
use crate::transfer::contiguous_strides;
use crate::view::View;
use crate::{metrics, runtime};
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, LazyLock};
use tpj_lowering::DType;

/// `TORCH_PJRT_EAGER_BUCKETS=0` turns eager bucketing off (every size its own program).
static ENABLED: LazyLock<AtomicBool> = LazyLock::new(|| AtomicBool::new(std::env::var("TORCH_PJRT_EAGER_BUCKETS").map_or(true, |v| v.trim() != "0")));

pub fn enabled() -> bool {
    ENABLED.load(Relaxed)
}

pub fn set_enabled(on: bool) {
    ENABLED.store(on, Relaxed);
}

/// A group of calls: the sizes its first call had, which of them varied since, and a
/// program per pattern of shared sizes (or why that pattern runs at exact sizes).
struct Group {
    met: Met,
    /// Whether the first sizes keep an exact program (not when the family had varied).
    first_exact: bool,
    patterns: HashMap<Vec<u32>, std::result::Result<Arc<Bucketed>, Arc<str>>>,
    /// The distinct sizes the fused mode met calls of this group at (hashed), each with the
    /// epoch it was first met in (`fused::epoch`), up to one past `FUSED_SIZES` (`varies`).
    fused_sizes: Vec<(u64, u64)>,
    /// How many epochs met a size new to the group, and the last of them.
    fused_new_epochs: (u32, u64),
}

/// Distinct sizes a group's calls may take and still be recorded into fused clusters once
/// seen: a training step's ops take a few sizes, the same every step (the activations of a
/// CNN's stages), and their clusters repeat; past this many the sizes keep changing (a
/// decode loop's cache), and a cluster keyed by them would compile at every step.
const FUSED_SIZES: usize = 8;

/// Epochs that may meet sizes new to a group before its sizes count as changing for good:
/// a training loop meets its sizes in its first step or two (an optimizer's state appears
/// in the second), a decode loop at every step, and generating for another prompt again
/// at the prompt's length.
const FUSED_NEW_EPOCHS: u32 = 3;

static GROUPS: LazyLock<Mutex<FxHashMap<Vec<i64>, Group>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));

/// Each family's sizes (`family_key`), as its groups' first calls met them; taken under
/// `GROUPS`' lock.
static FAMILIES: LazyLock<Mutex<FxHashMap<Vec<i64>, Met>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));

/// Other sizes a position may hold still at, met in the epoch of its group's first call:
/// an op's calls at several places of one step (a weight gradient's product for each
/// layer of an MLP: 784 wide for the first, 1024 for the second; a transformer's d, 3d, 4d
/// and vocabulary) take a few sizes, the same each step, and are not sizes that vary;
/// padded to a common bucket, the narrower layers would do the wider one's work. Past this
/// many, or at a size one away from one met (a sequence growing a token at a time in a
/// loop that never reads a result back, all in one epoch), the position varies.
const HELD_SIZES: usize = 4;

/// What a group (or a family) met of its calls' sizes.
struct Met {
    first: Vec<i64>,
    /// The epoch (`fused::epoch`: the span between host reads, a step) of the first call.
    epoch: u64,
    /// Per position, the other sizes met in that epoch (at most `HELD_SIZES`).
    held: Vec<Vec<i64>>,
    varying: Vec<bool>,
}

impl Met {
    fn new(sizes: &[i64], epoch: u64) -> Met {
        Met { first: sizes.to_vec(), epoch, held: vec![Vec::new(); sizes.len()], varying: vec![false; sizes.len()] }
    }

    /// A position varies when it takes a size neither first nor held: one met after the
    /// first epoch (the next prompt's length, the next decode step's cache), or one past
    /// `HELD_SIZES` in it.
    fn note(&mut self, sizes: &[i64], now: u64) {
        for (i, &v) in sizes.iter().enumerate() {
            if self.varying[i] || v == self.first[i] || self.held[i].contains(&v) {
                continue;
            }
            let grows = (v - self.first[i]).abs() == 1 || self.held[i].iter().any(|&u| (v - u).abs() == 1);
            if now == self.epoch && self.held[i].len() < HELD_SIZES && !grows {
                self.held[i].push(v);
            } else {
                self.varying[i] = true;
            }
        }
    }
}

/// Why calls ran at their exact size although a size varied, with counts.
static EXACT: LazyLock<Mutex<HashMap<String, u64>>> = LazyLock::new(|| Mutex::new(HashMap::new()));

/// Eager bucketing's counters: (padded results cut to their real size when read,
/// bucketed programs, bucketed runs, exact runs of varying calls, storages of exact size
/// padded to a bucket).
pub fn stats() -> (u64, u64, u64, u64, u64) {
    (
        metrics::EAGER_UNPADS.load(Relaxed),
        metrics::EAGER_BUCKET_PROGRAMS.load(Relaxed),
        metrics::EAGER_BUCKET_RUNS.load(Relaxed),
        metrics::EAGER_EXACT_RUNS.load(Relaxed),
        metrics::EAGER_PADS.load(Relaxed),
    )
}

/// The reasons varying calls ran at their exact size, with how often.
pub fn exact_reasons() -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = EXACT.lock().iter().map(|(k, n)| (k.clone(), *n)).collect();
    v.sort();
    v
}

pub fn reset() {
    EXACT.lock().clear();
}

fn note_exact(op: &OpInfo, why: &str) {
    metrics::EAGER_EXACT_RUNS.fetch_add(1, Relaxed);
    let key = format!("{}: {why}", op.full_name);
    *EXACT.lock().entry(key).or_insert(0) += 1;
}

/// Whether a call of `op` could run bucketed at all: a functional op whose results are
/// new tensors, or an in-place op writing its `self` (`in_place`), sized by shapes alone,
/// drawing no random numbers. The engine's own copy of a view for the host
/// (`torch_pjrt::clone`) wants exact sizes; its device-to-device copy (`.to(dtype)`) does not.
fn eligible(op: &OpInfo) -> bool {
    let Some(def) = op.def else { return false };
    if in_place(op) {
        return def.sized_by.is_none() && !def.random && !op.has_generator;
    }
    !op.full_name.starts_with("torch_pjrt::")
        && op.variant == Variant::Functional
        && op.writes.is_empty()
        && (def.sized_by.is_none() || def.sized_by_masks)
        && !def.random
        && !op.has_generator
        && !op.rets.is_empty()
        && op.rets.iter().all(|r| r.alias.is_none() && matches!(r.kind, RetKind::Tensor | RetKind::Number))
        && op.rets.iter().filter(|r| r.kind == RetKind::Number).count() == def.size_results.len()
}

/// An op that writes its first argument, `self`, and returns it (`x.fill_(v)`, `x.mul_(y)`,
/// the engine's `dst.copy_(src)`). When `self` is a whole storage it runs bucketed as its
/// functional form, and the storage takes the padded result (`Slot::set_padded`): a mask
/// from `torch.ones(n)`, a `.to(dtype)` of a padded result, stay padded.
fn in_place(op: &OpInfo) -> bool {
    op.variant == Variant::Inplace
        && op.writes == [0]
        && op.rets.len() == 1
        && op.rets[0].alias == Some(0)
        && op.rets[0].kind == RetKind::Tensor
        && (!op.full_name.starts_with("torch_pjrt::") || op.full_name == "torch_pjrt::copy_")
}

/// The tensors of a call, in argument order (list elements in place).
fn tensors<'a, 'b>(args: &'b [CallArg<'a>]) -> Vec<&'b TRef<'a>> {
    let mut out = Vec::new();
    for a in args {
        match a {
            CallArg::Tensor(t) => out.push(t),
            CallArg::TensorList(ts) => out.extend(ts.iter().flatten()),
            _ => {}
        }
    }
    out
}

/// The group a call belongs to: everything about it but its non-parameter tensors' sizes.
/// `None`: an argument no bucketed program takes.
fn group_key(op: &OpInfo, args: &[CallArg]) -> Option<Vec<i64>> {
    let mut key: Vec<i64> = Vec::with_capacity(32);
    group_key_into(&mut key, op, args, true).then_some(key)
}

/// The family a call's group belongs to: its group key with small sizes left out too, so
/// the groups of one op at a prompt of 6 tokens and at one of 25 are one family.
fn family_key(op: &OpInfo, args: &[CallArg]) -> Vec<i64> {
    let mut key: Vec<i64> = Vec::with_capacity(32);
    group_key_into(&mut key, op, args, false);
    key
}

/// `group_key` into `key` (cleared first); false where `group_key` is `None`. `small`:
/// whether sizes up to `EAGER_SMALL` are part of the key (a group's) or not (a family's).
fn group_key_into(key: &mut Vec<i64>, op: &OpInfo, args: &[CallArg], small: bool) -> bool {
    key.clear();
    key.push(op.id as i64);
    let tensor = |key: &mut Vec<i64>, t: &TRef| {
        let fixed = t.slot.is_fixed();
        // A group's programs are compiled for one device.
        key.extend_from_slice(&[t.slot.device as i64, t.dtype.code() as i64, t.view.sizes.len() as i64, fixed as i64]);
        if fixed {
            key.extend_from_slice(&t.view.sizes);
        } else {
            // Small sizes are part of the group (`EAGER_SMALL`); larger ones may vary.
            key.extend(t.view.sizes.iter().map(|&v| if small && v <= EAGER_SMALL { v } else { -1 }));
        }
    };
    for a in args {
        match a {
            CallArg::None => key.push(0),
            CallArg::Tensor(t) => {
                key.push(1);
                tensor(key, t);
            }
            CallArg::TensorList(ts) => {
                key.extend_from_slice(&[3, ts.len() as i64]);
                for t in ts {
                    match t {
                        Some(t) => tensor(key, t),
                        None => key.push(-1),
                    }
                }
            }
            CallArg::Int(v) => key.extend_from_slice(&[4, *v]),
            CallArg::Float(v) => key.extend_from_slice(&[5, v.to_bits() as i64]),
            CallArg::Bool(v) => key.extend_from_slice(&[6, *v as i64]),
            CallArg::IntList(v) => {
                key.extend_from_slice(&[7, v.len() as i64]);
                key.extend_from_slice(v);
            }
            CallArg::FloatList(v) => {
                key.extend_from_slice(&[8, v.len() as i64]);
                key.extend(v.iter().map(|f| f.to_bits() as i64));
            }
            CallArg::BoolList(v) => {
                key.extend_from_slice(&[9, v.len() as i64]);
                key.extend(v.iter().map(|&b| b as i64));
            }
            // A graph bakes its numbers into the program.
            CallArg::Scalar(n) | CallArg::HostScalar(n) => key.extend_from_slice(&[10, n.dtype.code() as i64, n.f.to_bits() as i64, n.i]),
            CallArg::ScalarList(v) => {
                key.extend_from_slice(&[12, v.len() as i64]);
                key.extend(v.iter().flat_map(|n| [n.dtype.code() as i64, n.f.to_bits() as i64, n.i]));
            }
            CallArg::Str(s) => {
                key.extend_from_slice(&[13, s.len() as i64]);
                key.extend(s.bytes().map(|b| b as i64));
            }
            CallArg::DType(d) => key.extend_from_slice(&[14, d.code() as i64]),
            CallArg::Device(d) => key.extend_from_slice(&[15, *d]),
            CallArg::Other => key.push(17),
            CallArg::Generator(_) | CallArg::SymScalar(..) => return false,
        }
    }
    true
}

/// One eager call as a graph of one node: its tensors are the inputs (sizes over the
/// symbols of the call's varying sizes), its results the outputs.
pub struct EagerNode {
    op: String,
    arg_names: Vec<String>,
    args: Vec<GArg>,
    inputs: Vec<(DType, Vec<SymTree>)>,
    /// Per result, its sizes when known from the inputs' (`cat`'s: the padding rule
    /// needs the real length of a concatenation along a padded dimension).
    out_dims: Vec<Option<Vec<SymTree>>>,
    n_outs: usize,
    device: usize,
    /// For `cat` along a varying dimension `dim` of its first operand, whose symbol is
    /// given the bucket of the whole result: the result cut back to that bucket. The
    /// operands end to end are one longer than the bucket (the new token after a KV
    /// cache); cut, the result has the first operand's padded shape, so the next step
    /// takes it whole instead of copying it into a bucket's shape.
    trim: Option<(usize, String)>,
    /// Per input, `Some((length, strides, offset))` when the program reads it in place from
    /// its storage's buffer of that length (`entries`), at its bucket's sizes.
    views: Vec<Option<(i64, Vec<i64>, i64)>>,
}

impl EagerNode {
    pub(crate) fn input_symbols(&self) -> Vec<(String, usize, Option<usize>)> {
        let mut seen: Vec<(String, usize, Option<usize>)> = Vec::new();
        for (pos, (_, dims)) in self.inputs.iter().enumerate() {
            for (d, e) in dims.iter().enumerate() {
                if let SymTree::Sym(s) = e {
                    if !seen.iter().any(|(x, _, _)| x == s) {
                        seen.push((s.clone(), pos, Some(d)));
                    }
                }
            }
        }
        seen.sort_by(|a, b| a.0.cmp(&b.0));
        seen
    }

    pub(crate) fn convert(&self, mut sizes: Option<&mut Sizes>, layouts: Option<&[Layout]>) -> Result<Converted> {
        let mut inputs = Vec::with_capacity(self.inputs.len());
        let mut input_views = Vec::with_capacity(self.inputs.len());
        for (k, (dtype, dims)) in self.inputs.iter().enumerate() {
            let padded: Vec<i64> = match (layouts, &sizes) {
                (Some(ls), _) => ls[k].iter().map(|d| d.iter().map(|f| f.padded).product()).collect(),
                (None, Some(s)) => dims.iter().map(|d| s.padded(d)).collect::<Result<_>>()?,
                (None, None) => dims.iter().map(|d| d.eval(&|_| None)).collect::<Result<_>>()?,
            };
            match self.views.get(k).and_then(|v| v.as_ref()) {
                Some((len, strides, offset)) => {
                    inputs.push((*dtype, vec![*len]));
                    input_views.push(Some(View { sizes: padded, strides: strides.clone(), offset: *offset }));
                }
                None => {
                    inputs.push((*dtype, padded));
                    input_views.push(None);
                }
            }
        }
        let mut node_exprs = Vec::new();
        if let Some(s) = sizes.as_deref_mut() {
            let per_out = (0..self.n_outs)
                .map(|k| match self.out_dims.get(k).and_then(|d| d.as_ref()) {
                    Some(dims) => dims.iter().map(|d| s.expr_id(d)).collect::<Result<Vec<_>>>(),
                    None => Ok(vec![]),
                })
                .collect::<Result<Vec<_>>>()?;
            node_exprs.push(per_out);
        }
        let mut nodes = Vec::with_capacity(2);
        let at = 0;
        nodes.push(Node { op: self.op.clone(), arg_names: self.arg_names.clone(), args: self.args.clone(), mutated: Vec::new() });
        if let (Some((d, s)), Some(sz)) = (&self.trim, sizes.as_deref()) {
            let end = sz.padded(&SymTree::Sym(s.clone()))?;
            let names = ["self", "dim", "start", "end", "step"].map(String::from).to_vec();
            let args = vec![GArg::Tensor(Ref::Node(at, 0)), GArg::Int(*d as i64), GArg::Int(0), GArg::Int(end), GArg::Int(1)];
            nodes.push(Node { op: "aten::slice.Tensor".into(), arg_names: names, args, mutated: Vec::new() });
            let first = node_exprs.get(at).and_then(|o| o.first()).cloned().unwrap_or_default();
            node_exprs.push(vec![first]);
        }
        let last = nodes.len() - 1;
        let padding = match sizes {
            Some(s) => {
                let layouts = layouts.ok_or_else(|| EngineError::Invalid("a bucketed call without input layouts".into()))?;
                Some(Padding { exprs: s.table.clone(), n_syms: s.syms.len(), input_layouts: layouts.to_vec(), node_out_exprs: node_exprs, eager: true })
            }
            None => None,
        };
        let outputs = if last > at { vec![Ref::Node(last, 0)] } else { (0..self.n_outs).map(|k| Ref::Node(at, k)).collect() };
        let spec = GraphSpec { inputs, nodes, outputs, padding, input_views };
        Ok(Converted { spec, out_spec: (0..self.n_outs).map(OutItem::Tensor).collect(), int_positions: Vec::new(), device_index: self.device })
    }
}

/// In a call's pattern, a size that has not varied, and a varying size at 1 (the others
/// name their symbol).
const STATIC: u32 = u32::MAX;
const ONE: u32 = u32::MAX - 1;

fn sym_name(i: usize) -> String {
    // Zero-padded: the bucketed program orders its symbols by name.
    format!("e{i:04}")
}

/// Runs `op` bucketed when its call belongs to a group whose sizes vary; `None`: the
/// caller runs it at its exact size.
/// The tensors of a call that could run bucketed, or `None`: bucketing is off, the op is
/// not `eligible`, its tensors are on several devices, it is sized by a mask, or it writes
/// in place other than a whole storage of its own. Asked by `call` and `varies` alike.
fn candidate<'a, 'b>(op: &OpInfo, args: &'b [CallArg<'a>]) -> Option<Vec<&'b TRef<'a>>> {
    if !enabled() || !eligible(op) {
        return None;
    }
    let ts = tensors(args);
    if ts.is_empty() || ts.iter().any(|t| t.slot.device != ts[0].slot.device) {
        return None;
    }
    // An op sized by its mask indices (`x[mask]`) runs bucketed only without one.
    if op.def.is_some_and(|d| d.sized_by.is_some()) && ts.iter().any(|t| matches!(t.dtype, DType::Bool | DType::U8)) {
        return None;
    }
    if in_place(op) {
        let Some(CallArg::Tensor(t)) = args.first() else { return None };
        let whole = t.view.offset == 0 && t.view.is_contiguous() && t.view.numel() == t.slot.logical_numel(t.dtype);
        // A parameter's sizes never vary; a write to part of a storage keeps the rest.
        if !whole || t.slot.is_fixed() || ts.iter().skip(1).any(|u| std::ptr::eq(u.slot, t.slot)) {
            return None;
        }
    }
    Some(ts)
}

pub(crate) fn call(op: &OpInfo, args: &[CallArg]) -> Result<Option<Vec<RetItem>>> {
    let Some(ts) = candidate(op, args) else { return Ok(None) };
    let device = ts[0].slot.device;
    // A result its fused cluster (or deferred chain) has computed goes into its storage
    // now, to be read where it lies (`entries` refuses a storage still pending).
    for t in &ts {
        t.slot.settle();
    }
    // Every eligible call comes here: the key is built in a buffer kept per thread and
    // looked up without a copy (a new group copies it once).
    thread_local!(static KEY: std::cell::RefCell<Vec<i64>> = const { std::cell::RefCell::new(Vec::new()) });
    let mut key = KEY.with(|k| std::mem::take(&mut *k.borrow_mut()));
    if !group_key_into(&mut key, op, args, true) {
        KEY.with(|k| *k.borrow_mut() = key);
        return Ok(None);
    }
    let sizes: Vec<i64> = ts.iter().filter(|t| !t.slot.is_fixed()).flat_map(|t| t.view.sizes.iter().copied()).collect();
    // Which sizes vary, and the symbol each stands for (equal sizes share one).
    let mut values: Vec<i64> = Vec::new();
    let mut pattern: Vec<u32> = Vec::with_capacity(sizes.len());
    let mut pads = Vec::new();
    let padded = || ts.iter().any(|t| t.slot.raw_state().padded.is_some());
    let found = seen(&key, || family_key(op, args), &sizes, &mut values, &mut pattern, padded, |pattern| {
        pads = to_pad(&ts, pattern);
        if !pads.is_empty() {
            return None;
        }
        let entries = entries(&ts);
        extend_pattern(pattern, &entries);
        Some(entries)
    });
    let Some((found, ready)) = found else {
        KEY.with(|k| *k.borrow_mut() = key);
        return Ok(None);
    };
    if values.contains(&0) {
        KEY.with(|k| *k.borrow_mut() = key);
        note_exact(op, "an empty dimension");
        return Ok(None);
    }
    let (found, entries) = match ready {
        Some(ready) => (found, ready),
        None => {
            // Padded outside the groups' lock: a pad program may have to compile. One that
            // fails leaves its operand read in place, at a program of its own size.
            for (t, buf, padded) in pads {
                let _ = pad(t, buf, padded, device);
            }
            let entries = entries(&ts);
            extend_pattern(&mut pattern, &entries);
            (GROUPS.lock().get(&key).and_then(|g| g.patterns.get(&pattern).cloned()), entries)
        }
    };
    KEY.with(|k| *k.borrow_mut() = key);
    let bucketed = match found {
        Some(Ok(b)) => b,
        Some(Err(why)) => {
            note_exact(op, &why);
            return Ok(None);
        }
        None => {
            let b = Arc::new(node_program(op, args, &ts, &pattern, &entries, device)?);
            GROUPS.lock().get_mut(&group_key(op, args).expect("keyed above")).map(|g| g.patterns.insert(pattern.clone(), Ok(b.clone())));
            b
        }
    };
    match run(op, args, &bucketed, &ts, &pattern, &entries, &values, device)? {
        Ok(r) => Ok(Some(r)),
        Err(Refused(why)) if why.starts_with(TOO_LARGE) => {
            // This call only: the same pattern at smaller sizes buckets.
            note_exact(op, &why);
            Ok(None)
        }
        Err(Refused(why)) => {
            // This pattern of sizes runs exact from now on (the lowering or a padding rule
            // cannot bucket it; a genuine error is raised by the exact call).
            let why: Arc<str> = Arc::from(why.as_str());
            GROUPS.lock().get_mut(&group_key(op, args).expect("keyed above")).map(|g| g.patterns.insert(pattern, Err(why.clone())));
            note_exact(op, &why);
            Ok(None)
        }
    }
}

/// Whether the fused mode leaves this call to `call`, to run bucketed on its own: `strict`
/// would bucket it (its group's sizes vary, and one of them, at a value other than 1, is a
/// symbol of this call), and its sizes were not met in an earlier epoch (`fused::epoch`:
/// a step of a loop), or the group's sizes keep changing (more than `FUSED_SIZES` of them,
/// or new ones in `FUSED_NEW_EPOCHS` epochs). A cluster is
/// keyed by exact sizes: recorded, such a call would make a new cluster, and a compile, at
/// each new size (each decode step's cache length, met by every layer of the step). Notes
/// the call's sizes in its group as `call` does, so the groups learn from the calls the
/// fused mode records.
pub(crate) fn varies(op: &OpInfo, args: &[CallArg]) -> Option<Plan> {
    let ts = candidate(op, args)?;
    let key = group_key(op, args)?;
    let sizes: Vec<i64> = ts.iter().filter(|t| !t.slot.is_fixed()).flat_map(|t| t.view.sizes.iter().copied()).collect();
    let (mut values, mut pattern) = (Vec::new(), Vec::new());
    let padded = || ts.iter().any(|t| t.slot.raw_state().padded.is_some());
    let bucketed = seen(&key, || family_key(op, args), &sizes, &mut values, &mut pattern, padded, |_| ()).is_some() && !values.contains(&0);
    let h = {
        use std::hash::{Hash, Hasher};
        let mut h = rustc_hash::FxHasher::default();
        sizes.hash(&mut h);
        h.finish()
    };
    let mut groups = GROUPS.lock();
    let g = groups.get_mut(&key)?;
    let now = crate::fused::epoch();
    let repeated = match g.fused_sizes.iter().find(|(x, _)| *x == h) {
        Some(&(_, first)) => first < now,
        None => {
            if g.fused_sizes.len() <= FUSED_SIZES {
                g.fused_sizes.push((h, now));
            }
            let (n, last) = &mut g.fused_new_epochs;
            if *n == 0 || *last != now {
                *n += 1;
                *last = now;
            }
            false
        }
    };
    let changing = g.fused_sizes.len() > FUSED_SIZES || g.fused_new_epochs.0 >= FUSED_NEW_EPOCHS;
    drop(groups);
    if !(bucketed && (!repeated || changing)) {
        return None;
    }
    // What recording it at its bucket's sizes needs (`fused::record`), when it is.
    if !crate::fused::buckets_on() {
        return Some(Plan { values, syms: Vec::new(), pads: Vec::new() });
    }
    let pads = to_pad(&ts, &pattern).into_iter().map(|(t, b, p)| (t.slot as *const Slot as usize, t.dtype, t.view.clone(), b, p)).collect();
    Some(Plan { syms: shapes(&ts, &pattern, |_, s| s), values, pads })
}

/// A call the fused mode finds varying (`varies`): its symbols' values, and per tensor
/// argument (in order) per dimension the symbol it holds, if any.
pub(crate) struct Plan {
    pub values: Vec<i64>,
    pub syms: Vec<Vec<Option<usize>>>,
    /// The storages of exact size to pad first (`to_pad`), as `pad_storages` takes them.
    pads: Vec<(usize, DType, View, Arc<tpj_pjrt::Buffer>, Vec<i64>)>,
}

impl Plan {
    /// Gives each storage of exact size the call reads at a varying size its padded form
    /// (`pad`), as `call` does: read at the bucket's sizes, it would make every cluster
    /// reading it one of its own size. `args` are the call's, alive.
    pub(crate) fn pad_storages(&mut self, args: &[CallArg]) {
        let ts = tensors(args);
        for (addr, dtype, view, buf, padded) in std::mem::take(&mut self.pads) {
            if let Some(t) = ts.iter().find(|t| t.slot as *const Slot as usize == addr && t.dtype == dtype && t.view == view) {
                let _ = pad(t, buf, padded, t.slot.device);
            }
        }
    }
}

/// How a bucketed call reads `t` in place (`entries`), as (buffer, the view's strides over
/// it, its offset); `None` when it cannot.
pub(crate) fn entry(t: &TRef) -> Option<(Arc<tpj_pjrt::Buffer>, Vec<i64>, i64)> {
    let e = entries(std::slice::from_ref(&t)).pop()??;
    let buf = match e.form {
        Some(b) => b,
        None => t.slot.raw_state().buf?,
    };
    Some((buf, e.strides, e.offset))
}

/// How each tensor enters the program (`entries`) as part of the call's pattern.
fn extend_pattern(pattern: &mut Vec<u32>, entries: &[Option<Entry>]) {
    for e in entries {
        match e {
            None => pattern.push(0),
            Some(e) => {
                pattern.push(1);
                let words = [e.len, e.offset].into_iter().chain(e.strides.iter().copied());
                pattern.extend(words.flat_map(|w| [w as u32, (w >> 32) as u32]));
            }
        }
    }
}

/// Notes a call's sizes in its group (`key`): fills the symbols' `values` and the call's
/// `pattern`, and returns the pattern's program (or refusal) if it has one; `None` when
/// the call runs at its exact sizes (no size varies, or the group's first sizes).
#[allow(clippy::type_complexity)]
fn seen<T>(
    key: &[i64],
    family: impl FnOnce() -> Vec<i64>,
    sizes: &[i64],
    values: &mut Vec<i64>,
    pattern: &mut Vec<u32>,
    padded_operand: impl FnOnce() -> bool,
    extend: impl FnOnce(&mut Vec<u32>) -> T,
) -> Option<(Option<std::result::Result<Arc<Bucketed>, Arc<str>>>, T)> {
    let now = crate::fused::epoch();
    let mut groups = GROUPS.lock();
    if !groups.contains_key(key) {
        // A new group whose family met another value where this call has a large size
        // (the second prompt's length, after a first prompt of 6 tokens; a cache of 9 after
        // 6, 7 and 8) varies from its first call: an exact program for it would serve one
        // length only.
        let varying: Vec<bool> = {
            let mut families = FAMILIES.lock();
            let f = families.entry(family()).or_insert_with(|| Met::new(sizes, now));
            if f.first.len() == sizes.len() {
                f.note(sizes, now);
                sizes.iter().zip(&f.varying).map(|(&v, &var)| var && v > EAGER_SMALL).collect()
            } else {
                vec![false; sizes.len()]
            }
        };
        let first_exact = !varying.contains(&true);
        let mut met = Met::new(sizes, now);
        met.varying = varying;
        groups.insert(key.to_vec(), Group { met, first_exact, patterns: HashMap::new(), fused_sizes: Vec::new(), fused_new_epochs: (0, 0) });
        if first_exact {
            return None;
        }
    }
    let g = groups.get_mut(key).expect("present");
    if g.met.first.len() != sizes.len() {
        return None;
    }
    g.met.note(sizes, now);
    let mut fixed_other = Vec::new();
    for (i, &v) in sizes.iter().enumerate() {
        if !g.met.varying[i] && v != g.met.first[i] {
            // Another of the sizes this position holds still at (another layer's width):
            // part of the pattern, which keys the program.
            fixed_other.extend([i as u32, v as u32, (v >> 32) as u32]);
        }
        // A size 1 stays 1: it broadcasts, which a symbol would not.
        pattern.push(if g.met.varying[i] && v == 1 {
            ONE
        } else if g.met.varying[i] {
            let s = match values.iter().position(|&x| x == v) {
                Some(s) => s,
                None => {
                    values.push(v);
                    values.len() - 1
                }
            };
            s as u32
        } else {
            STATIC
        });
    }
    // The sizes the group first had keep their exact program, as Dynamo keeps its first
    // graph for the shapes it was traced at; but not for an operand held padded (a bucketed
    // result, a storage padded once), which that program never read: run exact, it would
    // compile a program of its own for the padded buffer.
    if values.is_empty() || (sizes == g.met.first && g.first_exact && !padded_operand()) {
        return None;
    }
    // After the sizes (`shapes` reads those alone), before the entries.
    pattern.push(fixed_other.len() as u32);
    pattern.extend(fixed_other);
    let extra = extend(pattern);
    Some((g.patterns.get(pattern.as_slice()).cloned(), extra))
}

/// The program of a group's calls with this pattern of shared sizes (compiled per
/// bucket when run).
fn node_program(op: &OpInfo, args: &[CallArg], ts: &[&TRef], pattern: &[u32], entries: &[Option<Entry>], device: usize) -> Result<Bucketed> {
    let inputs: Vec<(DType, Vec<SymTree>)> = ts.iter().zip(shapes(ts, pattern, |v, s| match s {
        Some(s) => SymTree::Sym(sym_name(s)),
        None => SymTree::Int(v),
    })).map(|(t, dims)| (t.dtype, dims)).collect();
    let views = entries.iter().map(|e| e.as_ref().map(|e| (e.len, e.strides.clone(), e.offset))).collect();
    let from: Vec<Ref> = (0..ts.len()).map(Ref::Input).collect();
    let mut k = 0usize;
    let mut gargs = Vec::with_capacity(args.len());
    for a in args {
        let g = a.map_tensors(|_| {
            k += 1;
            Some(from[k - 1].clone())
        });
        gargs.push(match g {
            // A graph bakes its numbers in (the group key holds them).
            Some(GArg::HostScalar(n)) => GArg::Scalar(n),
            Some(g) => g,
            None => return Err(EngineError::Invalid(format!("{}: argument not bucketable", op.full_name))),
        });
    }
    let n_outs = op.rets.len();
    let mut out_dims = vec![None; n_outs];
    if op.base == "cat" {
        out_dims[0] = cat_dims(op, args, &inputs);
    }
    let trim = cat_trim(op, args, ts, pattern).map(|(d, s)| (d, sym_name(s)));
    let node = EagerNode { op: op.full_name.clone(), arg_names: op.arg_names.clone(), args: gargs, inputs: inputs.clone(), out_dims, n_outs, device, trim, views };
    let placeholders = inputs.into_iter().map(Some).collect();
    Ok(Bucketed::with_source(Source::Eager(node), placeholders, Arc::new(BucketState::default()), true, None, device))
}

/// A tensor the program reads in place from a storage buffer of `len` elements, as the
/// view (`strides`, `offset`) at its bucket's sizes: no copy into the bucket's shape first.
pub(crate) struct Entry {
    len: i64,
    strides: Vec<i64>,
    offset: i64,
    /// The buffer: a padded form's (`Slot::padded`), or the storage's own (`None`).
    form: Option<Arc<tpj_pjrt::Buffer>>,
}

/// How each tensor enters its program: read in place from its storage's buffer (or its
/// padded form), as a view at the bucket's sizes — what lies past its real part is
/// padding, past the buffer's end zeros — never copied into the bucket's shape first,
/// never through the host. The buffer's length is part of the program's key: a padded
/// result's is a bucket's, a parameter's or a view's (a transposed weight, a head split
/// out of a projection) stays; a storage of exact size entering a bucketed chain (a
/// prompt just copied to the device) was given a padded form first (`pad`), so only that
/// pad costs a program of its own size. `None`: a storage being written, or read in
/// another dtype.
fn entries(ts: &[&TRef]) -> Vec<Option<Entry>> {
    ts.iter()
        .map(|t| {
            // Nothing to read: `torch.tensor([])`, which a Hugging Face cache concatenates
            // its first keys to. Refused, that `cat` ran at its prompt's exact size and left
            // the cache a storage of exact size.
            if t.view.numel() == 0 {
                return Some(Entry { len: 0, strides: vec![0; t.view.sizes.len()], offset: 0, form: None });
            }
            let st = t.slot.raw_state();
            if st.pending.is_some() || st.lost.is_some() || st.busy {
                return None;
            }
            // Never written (`torch.empty(n)` before its `fill_`): zeros, which a read past
            // a buffer's end gives; an empty buffer, so no program has the storage's size.
            if st.buf.is_none() && st.padded.is_none() {
                let form = empty_buffer(t.slot.device, t.dtype)?;
                return Some(Entry { len: 0, strides: vec![0; t.view.sizes.len()], offset: 0, form: Some(form) });
            }
            if let Some(form) = &st.padded {
                match (form.dtype == t.dtype).then(|| in_padded(&t.view, &form.real, &form.padded)).flatten() {
                    Some(strides) => return Some(Entry { len: form.buf.dims()[0], strides, offset: 0, form: Some(form.buf.clone()) }),
                    // A view the form does not cover, of a storage that kept its buffer
                    // (`pad`): read where it lies.
                    None if st.buf.is_some() => {}
                    None => return None,
                }
            }
            let len = st.buf.as_ref()?.dims()[0];
            // A size-1 dimension's stride is never used (torch derives it from the real
            // sizes, which would make every size a program of its own).
            let strides = t.view.sizes.iter().zip(&t.view.strides).map(|(&n, &s)| if n == 1 { 0 } else { s }).collect();
            (st.dtype == t.dtype).then_some(Entry { len, strides, offset: t.view.offset, form: None })
        })
        .collect()
}

/// An empty buffer of `dtype` on `device`, made once.
pub(crate) fn empty_buffer(device: usize, dtype: DType) -> Option<Arc<tpj_pjrt::Buffer>> {
    static EMPTY: LazyLock<Mutex<HashMap<(usize, i32), Arc<tpj_pjrt::Buffer>>>> = LazyLock::new(|| Mutex::new(HashMap::new()));
    let key = (device, dtype.code());
    if let Some(b) = EMPTY.lock().get(&key) {
        return Some(b.clone());
    }
    let rt = runtime::get().ok()?;
    let buf = Arc::new(rt.client.buffer_from_host(&[], crate::buffer_type(dtype.elem()), &[0], device).ok()?);
    EMPTY.lock().insert(key, buf.clone());
    Some(buf)
}

/// The operands a bucketed call (whose sizes so far are `pattern`) would read from a
/// storage of exact size, at a varying size off its bucket: such a buffer's length, part
/// of the program's key, varies with the sizes, so every op reading it would compile per
/// size. Each with its buffer and the sizes of its padded form: its varying sizes at
/// their buckets, as a bucketed result's.
fn to_pad<'t, 'a>(ts: &[&'t TRef<'a>], pattern: &[u32]) -> Vec<(&'t TRef<'a>, Arc<tpj_pjrt::Buffer>, Vec<i64>)> {
    let wide = shapes(ts, pattern, |v, s| if s.is_some() { eager_bucket(v) } else { v });
    ts.iter()
        .zip(wide)
        .filter(|(t, padded)| *padded != t.view.sizes)
        // Too large to bucket (`run` refuses the call): never padded either.
        .filter(|(t, padded)| t.dtype.itemsize() as u64 * padded.iter().product::<i64>().max(0) as u64 <= MAX_BUCKETED_BYTES)
        .filter_map(|(t, padded)| Some((*t, exact_buffer(t)?, padded)))
        .collect()
}

/// Pads `t`'s storage to `padded` sizes where it is shorter: a fused bucketed `cat`
/// reads its first operand (a cache) at its result's bucket. A storage of exact size gets
/// that padded form (`pad`); one already in a smaller bucket's padded form, whose real
/// part `t` is, has it widened.
pub(crate) fn pad_to_bucket(t: &TRef, padded: &[i64]) {
    let need: i64 = padded.iter().product();
    if padded.len() != t.view.sizes.len() || t.dtype.itemsize() as u64 * need.max(0) as u64 > MAX_BUCKETED_BYTES {
        return;
    }
    t.slot.settle();
    if let Some(buf) = exact_buffer(t) {
        if buf.dims()[0] < need {
            let _ = pad(t, buf, padded.to_vec(), t.slot.device);
        }
        return;
    }
    let form = {
        let st = t.slot.raw_state();
        match st.padded {
            Some(f) if st.buf.is_none() && st.pending.is_none() && !st.busy && f.dtype == t.dtype && f.real == t.view.sizes => f,
            _ => return,
        }
    };
    let whole = t.view.offset == 0 && t.view.is_contiguous();
    if !whole || form.buf.dims()[0] >= need || form.padded.iter().zip(padded).any(|(a, b)| a > b) {
        return;
    }
    if let Ok(out) = padded_copy(t.dtype, &form.buf, &form.padded, padded, t.slot.device) {
        if t.slot.widen_padded(&form, PaddedForm { buf: out, dtype: t.dtype, padded: padded.to_vec(), real: form.real.clone() }) {
            metrics::EAGER_PADS.fetch_add(1, Relaxed);
        }
    }
}

/// The buffer of `t`'s storage if `t` is that whole storage, of exactly its size: not a
/// padded result (its own or another's layout), not a parameter (whose sizes never vary),
/// not a view into a larger buffer.
fn exact_buffer(t: &TRef) -> Option<Arc<tpj_pjrt::Buffer>> {
    if t.slot.is_fixed() {
        return None;
    }
    let st = t.slot.raw_state();
    let buf = st.buf.as_ref()?;
    let whole = t.view.offset == 0 && t.view.is_contiguous() && t.view.numel() == buf.dims()[0];
    let plain = st.layout_tag == 0 && st.padded.is_none() && st.pending.is_none() && st.lost.is_none() && !st.busy && st.dtype == t.dtype;
    (whole && plain).then(|| buf.clone())
}

/// Pads `t`'s storage of exact size (its buffer `buf`) to `padded` and gives the storage
/// that form (`Slot::attach_padded`), once: later bucketed calls read the form, whose
/// length is a bucket's, and share their programs across sizes. A small storage is padded
/// through the host (`PAD_ON_HOST`); a larger one by a small program compiled per exact
/// size. What the view reads past a real row is padding.
fn pad(t: &TRef, buf: Arc<tpj_pjrt::Buffer>, padded: Vec<i64>, device: usize) -> Result<()> {
    let out = padded_copy(t.dtype, &buf, &t.view.sizes, &padded, device)?;
    if t.slot.attach_padded(&buf, PaddedForm { buf: out, dtype: t.dtype, padded, real: t.view.sizes.clone() }) {
        metrics::EAGER_PADS.fetch_add(1, Relaxed);
    }
    Ok(())
}

/// Storages up to this many bytes are padded through the host: a prompt's ids or its mask,
/// just copied to the device, cost a round trip of a few microseconds there, where a pad
/// program compiles per exact size (tens of milliseconds).
const PAD_ON_HOST: u64 = 64 << 10;

/// `buf`'s contents (row-major at sizes `from`) at the `padded` sizes, zeros in the rest.
fn padded_copy(dtype: DType, buf: &Arc<tpj_pjrt::Buffer>, from: &[i64], padded: &[i64], device: usize) -> Result<Arc<tpj_pjrt::Buffer>> {
    if buf.dims()[0] as u64 * dtype.itemsize() as u64 <= PAD_ON_HOST {
        return pad_on_host(dtype, buf, from, padded, device);
    }
    let wide = View { sizes: padded.to_vec(), strides: contiguous_strides(from), offset: 0 };
    let p = pad_program(dtype, buf.dims()[0], &wide)?;
    let outs = program::launch(&p, device, &"eager bucket: pad", vec![Input::Lent(buf.clone())], None)?;
    outs.into_iter().next().ok_or_else(|| EngineError::Invalid("pad program without result".into()))
}

/// `buf`'s contents (row-major at sizes `real`) at the `padded` sizes, zeros in the
/// padding, through the host.
fn pad_on_host(dtype: DType, buf: &tpj_pjrt::Buffer, real: &[i64], padded: &[i64], device: usize) -> Result<Arc<tpj_pjrt::Buffer>> {
    let item = dtype.itemsize();
    let mut host = vec![0u8; buf.dims()[0] as usize * item];
    let traced = crate::trace::begin();
    buf.to_host(&mut host)?;
    metrics::D2H_BYTES.fetch_add(host.len() as u64, Relaxed);
    crate::trace::download(traced, device, host.len());
    let n: i64 = real.iter().product();
    let total: i64 = padded.iter().product();
    let mut out = vec![0u8; total as usize * item];
    let to = contiguous_strides(padded);
    let mut idx = vec![0i64; real.len()];
    for k in 0..n as usize {
        let at = idx.iter().zip(&to).map(|(i, s)| i * s).sum::<i64>() as usize * item;
        out[at..at + item].copy_from_slice(&host[k * item..(k + 1) * item]);
        for d in (0..idx.len()).rev() {
            idx[d] += 1;
            if idx[d] < real[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    let rt = runtime::get()?;
    let t0 = crate::trace::begin();
    let b = rt.client.buffer_from_host(&out, crate::buffer_type(dtype.elem()), &[total], device)?;
    metrics::H2D_BYTES.fetch_add(out.len() as u64, Relaxed);
    crate::trace::upload(t0, device, out.len());
    Ok(Arc::new(b))
}

/// Each tensor's sizes, each size mapped by `f(size, its symbol or None)` (the
/// pattern covers the non-parameter tensors' sizes, in order).
fn shapes<T>(ts: &[&TRef], pattern: &[u32], f: impl Fn(i64, Option<usize>) -> T) -> Vec<Vec<T>> {
    let mut pat = pattern.iter();
    ts.iter()
        .map(|t| {
            t.view
                .sizes
                .iter()
                .map(|&v| {
                    let s = if t.slot.is_fixed() { None } else { pat.next().copied().filter(|&s| s != STATIC && s != ONE) };
                    f(v, s.map(|s| s as usize))
                })
                .collect()
        })
        .collect()
}

/// For `cat` whose first operand is a varying tensor along the joined dimension: that
/// dimension and its symbol (see `EagerNode::trim`).
fn cat_trim(op: &OpInfo, args: &[CallArg], ts: &[&TRef], pattern: &[u32]) -> Option<(usize, usize)> {
    if op.base != "cat" || op.rets.len() != 1 {
        return None;
    }
    ts.first().filter(|t| !t.slot.is_fixed() && t.view.sizes != [0])?;
    let d = cat_dim(op, args)?;
    // The first tensor's sizes lead the pattern.
    match pattern.get(d) {
        Some(&s) if s != STATIC && s != ONE => Some((d as usize, s as usize)),
        _ => None,
    }
}

/// The dimension `cat` joins along, within its first non-empty operand's rank.
pub(crate) fn cat_dim(op: &OpInfo, args: &[CallArg]) -> Option<usize> {
    let dim = match op.arg_names.iter().position(|n| n == "dim").and_then(|i| args.get(i)) {
        Some(CallArg::Int(d)) => *d,
        _ => 0,
    };
    let r = tensors(args).into_iter().find(|t| t.view.sizes != [0])?.view.sizes.len() as i64;
    let d = if dim < 0 { dim + r } else { dim };
    (0..r).contains(&d).then_some(d as usize)
}

/// `cat`'s result sizes over the symbols: its operands' (legacy empty 1-d ones skipped),
/// their lengths along `dim` added.
fn cat_dims(op: &OpInfo, args: &[CallArg], inputs: &[(DType, Vec<SymTree>)]) -> Option<Vec<SymTree>> {
    let dim_at = op.arg_names.iter().position(|n| n == "dim")?;
    let dim = match args.get(dim_at) {
        Some(CallArg::Int(d)) => *d,
        _ => 0,
    };
    let parts: Vec<&Vec<SymTree>> = inputs.iter().map(|(_, d)| d).filter(|d| !(d.len() == 1 && d[0] == SymTree::Int(0))).collect();
    let first = parts.first()?;
    let r = first.len() as i64;
    let d = if dim < 0 { dim + r } else { dim };
    if !(0..r).contains(&d) {
        return None;
    }
    let d = d as usize;
    let mut out = (*first).clone();
    let mut terms = Vec::new();
    let mut fixed = 0i64;
    for p in &parts {
        match &p[d] {
            SymTree::Int(v) => fixed += v,
            e => terms.push(e.clone()),
        }
    }
    if fixed != 0 || terms.is_empty() {
        terms.push(SymTree::Int(fixed));
    }
    out[d] = if terms.len() == 1 { terms.pop().expect("one") } else { SymTree::Add(terms) };
    Some(out)
}

/// A bucketed call's failure before it ran: the pattern runs at its exact sizes instead.
struct Refused(String);

/// A call whose largest tensor, at its bucket's sizes, passes this many bytes runs at its
/// exact sizes: padding it could cost up to as much memory again (a `torch.ones(n)` of
/// 12M floats padded to 16M), while its work dwarfs a compile of its own.
const MAX_BUCKETED_BYTES: u64 = 16 << 20;
const TOO_LARGE: &str = "a tensor over 16 MiB at its bucket's sizes";

/// Pads the call's inputs to the bucket, runs the bucket's program and returns its results.
/// The outer error is raised; `Refused`, the call runs at its exact sizes instead.
#[allow(clippy::too_many_arguments)]
fn run(op: &OpInfo, args: &[CallArg], bucketed: &Bucketed, ts: &[&TRef], pattern: &[u32], entries: &[Option<Entry>], values: &[i64], device: usize) -> Result<std::result::Result<Vec<RetItem>, Refused>> {
    // Each symbol's bucket; `cat`'s first operand takes the bucket of the whole result
    // (see `EagerNode::trim`), so the result fits the storage the operand came in.
    let mut buckets: Vec<i64> = values.iter().map(|&v| eager_bucket(v)).collect();
    if let Some((d, s)) = cat_trim(op, args, ts, pattern) {
        let total: i64 = ts.iter().filter(|t| !(t.view.sizes == [0])).map(|t| t.view.sizes.get(d).copied().unwrap_or(0)).sum();
        buckets[s] = eager_bucket(total);
    }
    let largest = shapes(ts, pattern, |v, s| s.map_or(v, |s| buckets.get(s).copied().unwrap_or(v)))
        .iter()
        .zip(ts)
        .map(|(dims, t)| t.dtype.itemsize() as u64 * dims.iter().product::<i64>().max(0) as u64)
        .max()
        .unwrap_or(0);
    if largest > MAX_BUCKETED_BYTES {
        return Ok(Err(Refused(format!("{TOO_LARGE} ({} MiB): exact sizes cost no padding memory", largest >> 20))));
    }
    let index = |s: &String| s[1..].parse::<usize>().ok().filter(|&i| i < values.len()).ok_or_else(|| EngineError::Invalid(format!("eager bucket: symbol {s}")));
    let order: Vec<usize> = bucketed.symbols().iter().map(index).collect::<Result<_>>()?;
    let vals: Vec<i64> = order.iter().map(|&i| values[i]).collect();
    let sizes: Vec<i64> = order.iter().map(|&i| buckets[i]).collect();
    // Each input at its bucket's shape: its varying sizes padded.
    let mut temps: Vec<Box<Slot>> = Vec::new();
    let mut held: Vec<(usize, DType, Option<i64>)> = Vec::with_capacity(ts.len());
    for (t, entry) in ts.iter().zip(entries) {
        match entry {
            // Read in place by the program, from its storage's buffer or padded form.
            Some(Entry { form: None, len, .. }) => held.push((t.slot as *const Slot as usize, t.dtype, Some(*len))),
            Some(Entry { form: Some(buf), len, .. }) => {
                let tmp = Box::new(Slot::with_shared(device, buf.clone(), t.dtype));
                held.push((&*tmp as *const Slot as usize, t.dtype, Some(*len)));
                temps.push(tmp);
            }
            // Data goes to the host only where the user asks: this call runs at exact sizes.
            None => return Ok(Err(Refused("an operand the program cannot read where it lies (being written, or in another dtype)".into()))),
        }
    }
    // SAFETY: each address is a slot of the caller's tensors (alive for the call) or a
    // temporary in `temps`, which the prepared call keeps.
    let padded: Vec<(&Slot, DType, Option<i64>)> = held.iter().map(|&(s, d, n)| (unsafe { &*(s as *const Slot) }, d, n)).collect();
    // Any failure to build the bucket's program (an op or layout the padding rules refuse,
    // or a lowering error the padded shapes cause) leaves the call to its exact sizes,
    // which raise what is the caller's own error.
    let prepared = match bucketed.prepare_padded(vals, &sizes, padded, temps) {
        Ok(p) => p,
        Err(e) => return Ok(Err(Refused(e.to_string()))),
    };
    if prepared.compiled {
        metrics::EAGER_BUCKET_PROGRAMS.fetch_add(1, Relaxed);
        if crate::log::enabled("recompiles") {
            eprintln!("[torch_pjrt] eager {}: compiled for a bucket of sizes {values:?} (these sizes vary between calls)", op.full_name);
        }
    }
    let metas = Bucketed::outputs(&prepared)?;
    let target = match (in_place(op), args.first()) {
        (true, Some(CallArg::Tensor(t))) => Some(t),
        _ => None,
    };
    if let Some(t) = target {
        if metas.len() != 1 || metas[0].0 != t.dtype {
            return Ok(Err(Refused("the in-place result is not of its tensor's type".into())));
        }
    }
    // A storage written in place is counted already.
    if target.is_none() {
        let bytes = metas.iter().map(|(d, s)| d.itemsize() as u64 * s.iter().product::<i64>().max(0) as u64).sum();
        crate::budget::reserve(device, bytes, &op.full_name)?;
    }
    let slots: Vec<Box<Slot>> = metas.iter().map(|(d, s)| Box::new(Slot::new(device, d.itemsize() as u64 * s.iter().product::<i64>().max(0) as u64))).collect();
    let refs: Vec<&Slot> = slots.iter().map(|s| &**s).collect();
    let outs = Bucketed::run(&prepared, &refs)?;
    metrics::EAGER_BUCKET_RUNS.fetch_add(1, Relaxed);
    let mut slots: Vec<Option<Box<Slot>>> = slots.into_iter().map(Some).collect();
    let mut rets = Vec::with_capacity(outs.len());
    let mut sizes = op.def.map_or(&[][..], |d| d.size_results).iter();
    for (o, r) in outs.into_iter().zip(&op.rets) {
        if r.kind == RetKind::Number {
            let &(arg, dim) = sizes.next().ok_or_else(|| EngineError::Invalid(format!("{}: an int result without its size", op.full_name)))?;
            rets.push(RetItem::Int(size_of(op, args, arg, dim)?));
            continue;
        }
        let Out::Tensor(k, real) = o else { return Err(EngineError::Invalid(format!("{}: a bucketed result that is not a tensor", op.full_name))) };
        let (dtype, dims) = metas[k].clone();
        let slot = slots[k].take().ok_or_else(|| EngineError::Invalid(format!("{}: bucketed result {k} twice", op.full_name)))?;
        if let Some(t) = target {
            // Written in place: the storage takes the result, padded as it came, and the
            // call returns `t` itself. A result broadcast to other sizes than `t`'s is left
            // to the exact call, which raises PyTorch's error.
            let real = real.unwrap_or_else(|| dims.clone());
            if real != t.view.sizes {
                return Ok(Err(Refused("the in-place result does not have its tensor's sizes".into())));
            }
            let buf = slot.state().buf.ok_or_else(|| EngineError::Invalid(format!("{}: bucketed result without a buffer", op.full_name)))?;
            let _w = t.slot.writer.lock();
            if real == dims {
                t.slot.set_shared(buf, dtype);
            } else {
                t.slot.set_padded(PaddedForm { buf, dtype, padded: dims, real });
            }
            return Ok(Ok(vec![RetItem::Alias(0)]));
        }
        rets.push(match real {
            Some(real) if real != dims => {
                let strides = contiguous_strides(&dims);
                let seen = View { sizes: real.clone(), strides: strides.clone(), offset: 0 };
                if seen.is_contiguous() {
                    // Padded only after its real part (outer dimensions of 1 aside): the real
                    // sizes over the padded storage are a contiguous tensor.
                    RetItem::Padded(NewTensor { slot, dtype, sizes: real }, strides)
                } else {
                    // Padded inside: seen so it would not be contiguous, as PyTorch's results
                    // are (code `.view()`s them). A storage of the real size whose contents
                    // stay padded until something other than a bucketed call reads them.
                    let buf = slot.state().buf.ok_or_else(|| EngineError::Invalid(format!("{}: bucketed result {k} without a buffer", op.full_name)))?;
                    let nbytes = dtype.itemsize() as u64 * real.iter().product::<i64>() as u64;
                    let lazy = Slot::with_padded(device, nbytes, PaddedForm { buf, dtype, padded: dims, real: real.clone() });
                    RetItem::New(NewTensor { slot: Box::new(lazy), dtype, sizes: real })
                }
            }
            _ => RetItem::New(NewTensor { slot, dtype, sizes: dims }),
        });
    }
    Ok(Ok(rets))
}

/// The size `dim` (from the end when negative) of tensor argument `arg`.
pub(crate) fn size_of(op: &OpInfo, args: &[CallArg], arg: &str, dim: i64) -> Result<i64> {
    let t = op.arg_names.iter().position(|n| n == arg).and_then(|i| match &args[i] {
        CallArg::Tensor(t) => Some(t),
        _ => None,
    });
    let sizes = &t.ok_or_else(|| EngineError::Invalid(format!("{}: no tensor {arg}", op.full_name)))?.view.sizes;
    let d = if dim < 0 { dim + sizes.len() as i64 } else { dim };
    sizes.get(d as usize).copied().ok_or_else(|| EngineError::Invalid(format!("{}: {arg} has no dimension {dim}", op.full_name)))
}

/// The strides, over a padded form of `padded` dims, of `view` (over the real tensor of
/// `real` dims, contiguous): defined when the view is the whole tensor, its dimensions
/// permuted (transposes), size-1 dimensions anywhere.
pub(crate) fn in_padded(view: &View, real: &[i64], padded: &[i64]) -> Option<Vec<i64>> {
    if view.offset != 0 || view.numel() != real.iter().product::<i64>() {
        return None;
    }
    let (cr, cp) = (contiguous_strides(real), contiguous_strides(padded));
    let mut used = vec![false; real.len()];
    let mut out = Vec::with_capacity(view.sizes.len());
    for (&n, &s) in view.sizes.iter().zip(&view.strides) {
        if n == 1 {
            out.push(0);
            continue;
        }
        let j = (0..real.len()).find(|&j| !used[j] && real[j] == n && cr[j] == s)?;
        used[j] = true;
        out.push(cp[j]);
    }
    Some(out)
}

/// The real part of a padded form, contiguous, as a buffer: the first read of a padded
/// result by anything but a bucketed call (a program per real size: exact sizes appear
/// where values are read).
pub(crate) fn unpad(device: usize, form: &PaddedForm) -> Result<Arc<tpj_pjrt::Buffer>> {
    let seen = View { sizes: form.real.clone(), strides: contiguous_strides(&form.padded), offset: 0 };
    let p = pad_program(form.dtype, form.buf.dims()[0], &seen)?;
    let outs = program::launch(&p, device, &"eager bucket: unpad", vec![Input::Lent(form.buf.clone())], None)?;
    metrics::EAGER_UNPADS.fetch_add(1, Relaxed);
    outs.into_iter().next().ok_or_else(|| EngineError::Invalid("unpad program without result".into()))
}

/// Pad and unpad programs, by dtype, length and view read.
static PAD_PROGRAMS: LazyLock<Mutex<FxHashMap<Vec<i64>, Arc<Program>>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));

/// Drops every bucketed and pad program (`call::relieve_mappings`): what the groups met of
/// their sizes, and the reasons patterns ran at exact sizes, stay; a pattern that runs
/// again compiles again.
pub(crate) fn drop_programs() {
    for g in GROUPS.lock().values_mut() {
        g.patterns.retain(|_, p| p.is_err());
    }
    PAD_PROGRAMS.lock().clear();
}

/// The program reading view `wide` of a flat buffer of `len` elements, contiguous.
fn pad_program(dtype: DType, len: i64, wide: &View) -> Result<Arc<Program>> {
    let mut key = vec![dtype.code() as i64, len, wide.offset, wide.sizes.len() as i64];
    key.extend_from_slice(&wide.sizes);
    key.extend_from_slice(&wide.strides);
    if let Some(p) = PAD_PROGRAMS.lock().get(&key) {
        return Ok(p.clone());
    }
    runtime::get()?;
    if crate::log::enabled("recompiles") {
        eprintln!("[torch_pjrt] eager bucket: pad program for {dtype} storage of {len} elements read as {:?} (strides {:?}, offset {})", wide.sizes, wide.strides, wide.offset);
    }
    let mut b = tpj_stablehlo::Builder::new();
    let lower = |e: tpj_stablehlo::BuildError| EngineError::Lower(tpj_lowering::LowerError::Build { op: "eager bucket: pad".into(), source: e });
    let flat = b.param(tpj_stablehlo::TensorType::new(dtype.elem(), vec![len]));
    let v = crate::view::read(&mut b, flat, dtype, dtype, wide).map_err(lower)?;
    let out = b.reshape(v, &[wide.numel()]).map_err(lower)?;
    let p = Arc::new(program::compile(b, vec![out], Vec::new(), "eager bucket: pad", None, true)?);
    PAD_PROGRAMS.lock().insert(key, p.clone());
    Ok(p)
}
