//! The eager path: one ATen op call -> cache key -> (compile once) -> execute.
//!
//! A program's inputs are the distinct slots the call touches (flat buffers),
//! runtime scalars and the RNG state; it reads each tensor argument's view out
//! of its slot, applies the lowering, writes results back into mutated views,
//! and returns new tensors plus the new buffers of written slots.

use crate::error::{EngineError, Result};
use crate::opinfo::{OpInfo, RetKind, Variant};
use crate::slot::{Slot, SlotState};
use crate::view::{self, View};
use crate::{metrics, rng, runtime};
use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use std::sync::atomic::Ordering::Relaxed;
use std::sync::{Arc, LazyLock};
use tpj_lowering::{can_cast, DType, Numbers, Priority, TensorArg};
use tpj_pjrt::Buffer;
use tpj_stablehlo::{Builder, ElementType, TensorType, Value};

/// A tensor argument: a slot plus the tensor's view of it.
#[derive(Clone)]
pub struct TRef<'a> {
    pub slot: &'a Slot,
    pub dtype: DType,
    pub view: View,
}

/// A Python number (`Scalar`): bool, int, float or complex.
pub type HostNum = tpj_lowering::Number;

/// One argument of an eager call: a tensor is a storage's view.
pub type CallArg<'a> = tpj_lowering::NodeArg<TRef<'a>>;

/// A tensor the call created: the caller takes ownership of the slot.
pub struct NewTensor {
    pub slot: Box<Slot>,
    pub dtype: DType,
    pub sizes: Vec<i64>,
}

pub enum RetItem {
    /// The return is argument `n` itself (in-place and out= variants).
    Alias(usize),
    New(NewTensor),
    NewList(Vec<NewTensor>),
    /// An out= argument whose shape differs: resize it to the tensor's shape, then copy.
    ResizeCopy(usize, NewTensor),
    /// A list of out= arguments returned as a list.
    AliasList(usize),
    /// An int return the lowering computed from shapes alone (a constant):
    /// handed back as a number, no device read.
    Int(i64),
    /// A new tensor that stays padded on the device (`vary.rs`): `sizes` are its real
    /// sizes, seen with these strides over the padded storage the slot holds.
    Padded(NewTensor, Vec<i64>),
}

#[derive(Clone, Copy, Debug)]
enum ArgPath {
    Top(usize),
    Elem(usize, usize),
}

enum ParamSrc {
    Slot(usize),
    /// A never-written large slot's first buffer: uninitialized, donated, written
    /// in place (element type, length).
    Fresh(ElementType, i64),
    Host(ArgPath),
    Scalar(ArgPath, ElementType),
    Rng(Option<usize>),
    /// The view offset of the tensor argument at this path (`offset_at_run_time`).
    Offset(ArgPath),
}

enum RetPlan {
    Alias(usize),
    AliasList(usize),
    New(usize),
    NewList(std::ops::Range<usize>),
    ResizeCopy(usize, usize),
    Int(i64),
}

struct Entry {
    program: crate::program::Program,
    params: Vec<ParamSrc>,
    new_outs: Vec<(DType, Vec<i64>)>,
    slot_writes: Vec<(usize, DType)>,
    /// `(parameter, slot)`: a written slot's buffer parameter aliased to the
    /// slot's new buffer, so a write into part of a large storage (a KV cache,
    /// an attention mask) updates it in place when the buffer can be donated,
    /// instead of copying the whole storage.
    donate: Vec<(usize, usize)>,
    rets: Vec<RetPlan>,
}

/// Never-written storages at least this large start from an uninitialized buffer
/// on their first write (see `build`). Far above the host allocator's mmap
/// threshold, so their untouched pages are never committed.
const FRESH_MIN_BYTES: u64 = 64 << 20;

/// The eager programs, each with the tick of its last use. Bounded: every loaded
/// XLA CPU executable holds a few memory mappings, and a server meeting new
/// shapes for hours would otherwise reach the kernel's per-process limit
/// (vm.max_map_count, 65530: about 20,000 executables) and abort. Past the
/// capacity, or near the mapping limit, the least recently used quarter is dropped
/// (the persistent cache reloads one in milliseconds if it comes back).
static CACHE: LazyLock<Mutex<FxHashMap<Vec<i64>, (Arc<Entry>, u64)>>> = LazyLock::new(|| Mutex::new(FxHashMap::default()));
static TICK: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Most eager programs kept loaded: `TORCH_PJRT_EAGER_PROGRAMS`, default 4096 (op by op,
/// and again for the fused mode's clusters).
pub(crate) fn cache_capacity() -> usize {
    static CAP: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CAP.get_or_init(|| {
        std::env::var("TORCH_PJRT_EAGER_PROGRAMS").ok().and_then(|v| v.trim().parse().ok()).filter(|&n: &usize| n >= 16).unwrap_or(4096)
    })
}

/// Whether the process holds more than three quarters of the memory mappings the
/// kernel allows (Linux; elsewhere never). The program count alone does not bound
/// them: XLA's CPU runtime loads each kernel of a program with mappings of its own,
/// so 4,096 programs of a dozen kernels (`unique`'s, one per distinct count) pass
/// vm.max_map_count, and LLVM's JIT then fails to map the next one and crashes.
/// Checked every 16 builds: reading the map list costs milliseconds when long.
/// `TORCH_PJRT_MAX_MAPS` stands for the kernel's limit where set (a process that maps
/// much of its own beside us leaves itself room with a lower one).
fn mappings_near_limit() -> bool {
    static BUILDS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    static LIMIT: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    if BUILDS.fetch_add(1, Relaxed) % 16 != 0 {
        return false;
    }
    let Some(limit) = *LIMIT.get_or_init(|| {
        let set = std::env::var("TORCH_PJRT_MAX_MAPS").ok().and_then(|v| v.trim().parse().ok());
        set.or_else(|| std::fs::read_to_string("/proc/sys/vm/max_map_count").ok()?.trim().parse().ok())
    }) else {
        return false;
    };
    let Ok(maps) = std::fs::read("/proc/self/maps") else { return false };
    let held = maps.iter().filter(|&&b| b == b'\n').count();
    held > limit / 4 * 3
}

/// Before a program compiles (`program::compile`): when the process nears the kernel's limit
/// on memory mappings, drops the oldest quarter of the eager ops' programs and every fused
/// eager cluster's, bucketed eager program and deferred chain's (what Dynamo holds, its
/// graphs, is freed when Dynamo lets them go). A cluster's program holds hundreds of mappings (one or more per kernel:
/// 180-240 for a 256-op cluster), so a few dozen clusters cached by count alone took a
/// long test run past the limit, and the next compile, a graph's, aborted the process.
pub(crate) fn relieve_mappings() {
    if !mappings_near_limit() {
        return;
    }
    {
        let mut cache = CACHE.lock();
        if !cache.is_empty() {
            evict_oldest(&mut cache);
        }
    }
    crate::fused::drop_programs();
    crate::vary::drop_programs();
    crate::defer::drop_programs();
}

fn evict_oldest(cache: &mut FxHashMap<Vec<i64>, (Arc<Entry>, u64)>) {
    let mut ticks: Vec<u64> = cache.values().map(|(_, t)| *t).collect();
    let cut = ticks.len() / 4;
    let (_, &mut threshold, _) = ticks.select_nth_unstable(cut);
    cache.retain(|_, (_, t)| *t > threshold);
    metrics::EVICTED.fetch_add(1, Relaxed);
}

/// Eager programs loaded: ops' and fused clusters'.
pub fn cached_programs() -> usize {
    CACHE.lock().len() + crate::fused::cached_programs()
}

/// Distinct slots of a call, in first-seen order.
struct Slots<'a> {
    slots: Vec<&'a Slot>,
    states: Vec<SlotState>,
}

impl<'a> Slots<'a> {
    fn index(&mut self, s: &'a Slot) -> usize {
        if let Some(i) = self.slots.iter().position(|x| std::ptr::eq(*x, s)) {
            return i;
        }
        self.slots.push(s);
        self.states.push(s.state());
        self.slots.len() - 1
    }
}

/// Whether a tensor argument's view offset is a run-time input of the program.
fn offset_at_run_time(t: &TRef, st: &SlotState, read_only: bool) -> bool {
    let n = st.buf.as_ref().map_or(0, |b| b.dims()[0]);
    read_only && t.view.offset > 0 && view::reads_at_run_time(n, st.dtype, t.dtype, &t.view)
}

/// Keys a tensor argument. A view the call only reads, away from its storage's start,
/// takes its offset at run time (`view::read_at`): its key holds where it ends instead.
fn push_tref<'a>(key: &mut Vec<i64>, slots: &mut Slots<'a>, t: &TRef<'a>, read_only: bool) {
    let si = slots.index(t.slot);
    let offset = if offset_at_run_time(t, &slots.states[si], read_only) { -1 } else { t.view.offset };
    key.extend_from_slice(&[si as i64, t.dtype.code() as i64, t.view.sizes.len() as i64, offset]);
    key.extend_from_slice(&t.view.sizes);
    key.extend_from_slice(&t.view.strides);
}

/// How many of the lowering's extra results each new (non-aliasing) tensor-list
/// return takes. One list takes what the other returns leave. Several lists are
/// the functional forms of ops that update lists in place (`_fused_adamw` returns
/// `self_out, grads_out, …`): the k-th list is as long as the k-th list argument.
/// Anything else is refused rather than split by guesswork.
pub(crate) fn new_list_lengths(op: &OpInfo, args: &[CallArg], rets: &[crate::opinfo::RetSpec], extra: usize) -> Result<Vec<usize>> {
    let lists = rets.iter().filter(|r| r.alias.is_none() && r.kind == RetKind::TensorList).count();
    let singles = rets.iter().filter(|r| r.alias.is_none() && matches!(r.kind, RetKind::Tensor | RetKind::Number)).count();
    match lists {
        0 => Ok(Vec::new()),
        1 => Ok(vec![extra.saturating_sub(singles)]),
        _ => {
            let lens: Vec<usize> = args
                .iter()
                .filter_map(|a| match a {
                    CallArg::TensorList(ts) => Some(ts.len()),
                    _ => None,
                })
                .take(lists)
                .collect();
            if lens.len() == lists && lens.iter().sum::<usize>() + singles == extra {
                Ok(lens)
            } else {
                Err(EngineError::Unsupported(format!(
                    "{}: cannot tell how {extra} results split into {lists} tensor lists",
                    op.full_name
                )))
            }
        }
    }
}

/// Refuses a call that would read a storage whose contents were lost (see
/// `SlotState::lost`). Writing one whole with an `out=` op, without reading it,
/// is how it recovers.
fn check_lost(op: &OpInfo, args: &[CallArg]) -> Result<()> {
    let mut refs: Vec<(usize, &TRef)> = Vec::new();
    for (i, a) in args.iter().enumerate() {
        match a {
            CallArg::Tensor(t) => refs.push((i, t)),
            CallArg::TensorList(ts) => refs.extend(ts.iter().flatten().map(|t| (i, t))),
            _ => {}
        }
    }
    for &(_, t) in &refs {
        let Err(e) = t.slot.state().readable() else { continue };
        let overwritten = refs.iter().filter(|(_, u)| std::ptr::eq(u.slot, t.slot)).all(|&(j, u)| {
            op.writes.contains(&j) && op.variant == Variant::Out
                && u.view.offset == 0 && u.view.is_contiguous() && u.view.numel() == u.slot.logical_numel(u.dtype)
        });
        if !overwritten {
            return Err(EngineError::Invalid(format!("{}: {e}", op.full_name)));
        }
    }
    Ok(())
}

/// Keys one argument of a call of `op` other than a tensor, a tensor list or a device: its
/// kind, and its value where the value is part of the program (a number the registry
/// declares constant, an int, a float not passed at run time). The one scalar policy
/// behind eager programs' keys and fused clusters' (`fused.rs`).
pub(crate) fn key_arg<T>(key: &mut Vec<i64>, op: &OpInfo, def: &tpj_lowering::OpDef, i: usize, a: &tpj_lowering::NodeArg<T>) -> Result<()> {
    use tpj_lowering::NodeArg;
    match a {
        NodeArg::None => key.push(0),
        NodeArg::HostScalar(n) => key.extend_from_slice(&[2, n.dtype.code() as i64]),
        NodeArg::Int(v) => key.extend_from_slice(&[4, *v]),
        NodeArg::Float(_) if def.runtime_floats.contains(&op.arg_names[i].as_str()) => key.push(18),
        NodeArg::Float(v) => key.extend_from_slice(&[5, v.to_bits() as i64]),
        NodeArg::Bool(v) => key.extend_from_slice(&[6, *v as i64]),
        NodeArg::IntList(v) => {
            key.extend_from_slice(&[7, v.len() as i64]);
            key.extend_from_slice(v);
        }
        NodeArg::FloatList(v) => {
            key.extend_from_slice(&[8, v.len() as i64]);
            key.extend(v.iter().map(|f| f.to_bits() as i64));
        }
        NodeArg::BoolList(v) => {
            key.extend_from_slice(&[9, v.len() as i64]);
            key.extend(v.iter().map(|&b| b as i64));
        }
        NodeArg::Scalar(n) => {
            if def.consts.contains(&op.arg_names[i].as_str()) {
                key.extend_from_slice(&[10, n.dtype.code() as i64, n.f.to_bits() as i64, n.i]);
            } else {
                key.extend_from_slice(&[11, n.dtype.code() as i64]);
            }
        }
        NodeArg::ScalarList(v) => {
            key.extend_from_slice(&[12, v.len() as i64]);
            key.extend(v.iter().map(|n| n.dtype.code() as i64));
            if def.consts.contains(&op.arg_names[i].as_str()) {
                key.extend(v.iter().flat_map(|n| [n.f.to_bits() as i64, n.i]));
            }
        }
        NodeArg::Str(s) => {
            key.extend_from_slice(&[13, s.len() as i64]);
            key.extend(s.bytes().map(|b| b as i64));
        }
        NodeArg::DType(d) => key.extend_from_slice(&[14, d.code() as i64]),
        NodeArg::Generator(_) => key.push(16),
        NodeArg::Other => key.push(17),
        NodeArg::Device(_) => key.push(15),
        NodeArg::Tensor(_) | NodeArg::TensorList(_) => return Err(EngineError::Invalid(format!("{}: a tensor keyed as a number", op.full_name))),
        NodeArg::SymScalar(..) => return Err(EngineError::Invalid(format!("{}: a graph's size scalar in an eager call", op.full_name))),
    }
    Ok(())
}

/// Runs one op call on the device.
pub fn call(op: &OpInfo, args: &[CallArg]) -> Result<Vec<RetItem>> {
    let rt = runtime::get()?;
    let def = op.def.ok_or_else(|| EngineError::NoLowering { op: op.full_name.clone() })?;
    if args.len() != op.arg_names.len() {
        return Err(EngineError::Invalid(format!(
            "{}: expected {} arguments, got {}",
            op.full_name,
            op.arg_names.len(),
            args.len()
        )));
    }

    if crate::mode::fused() {
        if let Some(rets) = crate::fused::record(op, def, args)? {
            return Ok(rets);
        }
    }
    if let Some(rets) = crate::vary::call(op, args)? {
        return Ok(rets);
    }

    // Serialise writers of the same storage (in address order: no deadlock).
    let mut written: Vec<&Slot> = Vec::new();
    for &w in &op.writes {
        match args.get(w) {
            Some(CallArg::Tensor(t)) => written.push(t.slot),
            Some(CallArg::TensorList(ts)) => written.extend(ts.iter().flatten().map(|t| t.slot)),
            _ => {}
        }
    }
    written.sort_by_key(|s| *s as *const Slot as usize);
    written.dedup_by_key(|s| *s as *const Slot as usize);
    let _guards: Vec<_> = written.iter().map(|s| s.writer.lock()).collect();

    // Key: op, every argument's structure, and each touched slot's layout.
    let mut slots = Slots { slots: Vec::with_capacity(4), states: Vec::with_capacity(4) };
    let mut key: Vec<i64> = Vec::with_capacity(48);
    key.push(op.id as i64);
    let mut device: Option<usize> = None;
    for (i, a) in args.iter().enumerate() {
        match a {
            CallArg::Tensor(t) => {
                key.push(1);
                push_tref(&mut key, &mut slots, t, !op.writes.contains(&i));
            }
            CallArg::TensorList(ts) => {
                key.extend_from_slice(&[3, ts.len() as i64]);
                for t in ts {
                    match t {
                        Some(t) => push_tref(&mut key, &mut slots, t, !op.writes.contains(&i)),
                        None => key.push(-1),
                    }
                }
            }
            CallArg::Device(d) => {
                if *d >= 0 {
                    device.get_or_insert(*d as usize);
                }
                key.push(15)
            }
            a => key_arg(&mut key, op, def, i, a)?,
        }
    }
    for (s, st) in slots.slots.iter().zip(&slots.states) {
        match &st.buf {
            Some(b) => key.extend_from_slice(&[st.dtype.code() as i64, b.dims()[0]]),
            None => key.extend_from_slice(&[-1, 0]),
        }
        key.push(s.nbytes() as i64);
        match device {
            None => device = Some(s.device),
            Some(d) if d != s.device => {
                return Err(EngineError::Invalid(format!(
                    "{}: Expected all tensors to be on the same device, but found at least two devices, tpu:{} and tpu:{}!",
                    op.full_name, d, s.device
                )))
            }
            _ => {}
        }
    }
    let device = device.unwrap_or(0);
    rt.check_device(device)?;
    // The states were just read for the key; the detailed check is for the rare lost slot.
    if slots.states.iter().any(|st| st.lost.is_some()) {
        check_lost(op, args)?;
    }

    // Data-dependent output sizes: run the pre-pass, read its sizes back.
    let mut dyn_sizes = Vec::new();
    if let Some(pre) = def.sized_by {
        let mut pkey = key.clone();
        pkey.push(-1);
        let entry = lookup_or_build(pkey, || build(op, args, &mut slots, Some(pre), &[]))?;
        // A pre-pass with no sizes to report (the call needs none) is not run.
        let sizes = if entry.new_outs.is_empty() { vec![] } else { execute(&entry, op, args, &mut slots, device)? };
        for r in sizes {
            if let RetItem::New(n) = r {
                let mut b = [0u8; 8];
                let st = n.slot.state();
                let t = crate::trace::begin();
                st.buf.as_ref().expect("pre-pass output").to_host(&mut b)?;
                metrics::D2H_BYTES.fetch_add(8, Relaxed);
                crate::trace::download(t, device, 8);
                dyn_sizes.push(i64::from_le_bytes(b));
            }
        }
        key.push(-2);
        key.extend_from_slice(&dyn_sizes);
    }
    let entry = lookup_or_build(key, || build(op, args, &mut slots, None, &dyn_sizes))?;
    execute(&entry, op, args, &mut slots, device)
}

fn lookup_or_build(key: Vec<i64>, build: impl FnOnce() -> Result<Entry>) -> Result<Arc<Entry>> {
    let now = TICK.fetch_add(1, Relaxed);
    let cached = CACHE.lock().get_mut(&key).map(|(e, t)| {
        *t = now;
        e.clone()
    });
    match cached {
        Some(e) => {
            metrics::CACHE_HITS.fetch_add(1, Relaxed);
            Ok(e)
        }
        None => {
            let e = Arc::new(build()?);
            let mut cache = CACHE.lock();
            cache.insert(key, (e.clone(), now));
            if cache.len() > cache_capacity() {
                evict_oldest(&mut cache);
            }
            Ok(e)
        }
    }
}

fn path_num(args: &[CallArg], p: ArgPath) -> HostNum {
    match p {
        ArgPath::Top(i) => number_at(args, i, None),
        ArgPath::Elem(i, j) => number_at(args, i, Some(j)),
    }
}

/// The number a program's runtime parameter takes from argument `arg` (`elem`: the
/// element of a list of numbers), as `normalise` listed it (`NumberParam`).
pub(crate) fn number_at<T>(args: &[tpj_lowering::NodeArg<T>], arg: usize, elem: Option<usize>) -> HostNum {
    use tpj_lowering::NodeArg;
    let zero = HostNum { dtype: DType::F64, f: 0.0, i: 0 };
    match (elem, args.get(arg)) {
        (None, Some(NodeArg::Scalar(n) | NodeArg::HostScalar(n))) => *n,
        (None, Some(NodeArg::Float(f))) => HostNum { dtype: DType::F64, f: *f, i: *f as i64 },
        (Some(j), Some(NodeArg::ScalarList(v))) => v.get(j).copied().unwrap_or(zero),
        _ => zero,
    }
}

fn execute(entry: &Entry, op: &OpInfo, args: &[CallArg], slots: &mut Slots, device: usize) -> Result<Vec<RetItem>> {
    use crate::program::Input;
    if !entry.new_outs.is_empty() {
        let bytes = entry.new_outs.iter().map(|(d, s)| d.itemsize() as u64 * s.iter().product::<i64>().max(0) as u64).sum();
        crate::budget::reserve(device, bytes, &op.full_name)?;
    }
    // Buffers of written slots are offered for donation (the caller holds these slots'
    // writer locks): the launcher updates them in place when nobody else holds them.
    let mut inputs: Vec<Input> = Vec::with_capacity(entry.params.len());
    for (pi, p) in entry.params.iter().enumerate() {
        inputs.push(match p {
            // A donation candidate leaves the call's own snapshot of its slot too: a
            // reference kept here would make the buffer look shared, and PJRT copy it.
            ParamSrc::Slot(si) if entry.donate.iter().any(|(p, _)| *p == pi) => {
                let buf = slots.states[*si].buf.take().expect("slot param without buffer");
                Input::Donate(buf, Some((slots.slots[*si], slots.states[*si].dtype)))
            }
            ParamSrc::Slot(si) => Input::Lent(slots.states[*si].buf.clone().expect("slot param without buffer")),
            ParamSrc::Fresh(elem, n) => Input::Fresh(*elem, *n),
            ParamSrc::Host(path) => {
                let n = path_num(args, *path);
                Input::Number(n.dtype.elem(), n)
            }
            ParamSrc::Scalar(path, elem) => Input::Number(*elem, path_num(args, *path)),
            ParamSrc::Offset(path) => {
                let t = match (path, args) {
                    (ArgPath::Top(i), a) => match &a[*i] {
                        CallArg::Tensor(t) => Some(t),
                        _ => None,
                    },
                    (ArgPath::Elem(i, j), a) => match &a[*i] {
                        CallArg::TensorList(ts) => ts.get(*j).and_then(|t| t.as_ref()),
                        _ => None,
                    },
                };
                let off = t.map_or(0, |t| t.view.offset);
                Input::Number(ElementType::I64, HostNum { dtype: DType::I64, f: off as f64, i: off })
            }
            ParamSrc::Rng(gen_arg) => {
                let id = match gen_arg.map(|i| &args[i]) {
                    Some(CallArg::Generator(Some(id))) => *id,
                    _ => rng::default_for(device),
                };
                Input::Rng { id, draws: 1 }
            }
        });
    }
    let outs = crate::program::launch(&entry.program, device, &op.full_name, inputs, None)?;
    let n_new = entry.new_outs.len();
    let mut outs = outs.into_iter();
    let mut news: Vec<Option<NewTensor>> = Vec::with_capacity(n_new);
    for (dtype, sizes) in &entry.new_outs {
        let buf = outs.next().expect("program output count checked at compile");
        news.push(Some(NewTensor { slot: Box::new(Slot::with_shared(device, buf, *dtype)), dtype: *dtype, sizes: sizes.clone() }));
    }
    for (si, dtype) in &entry.slot_writes {
        let buf = outs.next().expect("program output count checked at compile");
        slots.slots[*si].set_shared(buf, *dtype);
    }
    let mut rets = Vec::with_capacity(entry.rets.len());
    for r in &entry.rets {
        rets.push(match r {
            RetPlan::Alias(a) => RetItem::Alias(*a),
            RetPlan::AliasList(a) => RetItem::AliasList(*a),
            RetPlan::New(k) => RetItem::New(news[*k].take().expect("output used once")),
            RetPlan::NewList(range) => RetItem::NewList(range.clone().map(|k| news[k].take().expect("output used once")).collect()),
            RetPlan::ResizeCopy(a, k) => RetItem::ResizeCopy(*a, news[*k].take().expect("output used once")),
            RetPlan::Int(x) => RetItem::Int(*x),
        });
    }
    Ok(rets)
}

/// The value of a lowering's rank-0 integer result that its program proves
/// constant (a size it computed from shapes), so it needs no device read.
fn const_int(b: &Builder, r: Option<&TensorArg>) -> Option<i64> {
    let r = r?;
    if !b.ty(r.v).dims.is_empty() {
        return None;
    }
    // int_range proves nothing of a float.
    match b.int_range(r.v)? {
        (lo, hi) if lo == hi => i64::try_from(lo).ok(),
        _ => None,
    }
}

/// Lowers and compiles the program for one call signature.
/// `pre`: build the op's size pre-pass instead (its results are rank-0 sizes,
/// returned as new tensors, nothing written back).
fn build(op: &OpInfo, args: &[CallArg], slots: &mut Slots, pre: Option<tpj_lowering::LowerFn>, dyn_sizes: &[i64]) -> Result<Entry> {
    let def = op.def.expect("checked by call");
    let mut b = Builder::new();
    let mut params: Vec<ParamSrc> = Vec::new();
    // Current flat value of each slot (None: never written, reads as zeros).
    let mut flats: Vec<Option<(Value, DType)>> = Vec::with_capacity(slots.slots.len());
    // Per slot: its buffer parameter and that parameter's index.
    let mut slot_params: Vec<Option<(Value, usize)>> = Vec::with_capacity(slots.slots.len());
    // The dtype each written slot is written in (pre-passes write nothing).
    let mut written_as: Vec<Option<DType>> = vec![None; slots.slots.len()];
    if pre.is_none() {
        for &w in &op.writes {
            let ts: Vec<&TRef> = match &args[w] {
                CallArg::Tensor(t) => vec![t],
                CallArg::TensorList(ts) => ts.iter().flatten().collect(),
                _ => vec![],
            };
            for t in ts {
                if let Some(si) = slots.slots.iter().position(|x| std::ptr::eq(*x, t.slot)) {
                    written_as[si].get_or_insert(t.dtype);
                }
            }
        }
    }
    for (si, st) in slots.states.iter().enumerate() {
        match (&st.buf, written_as[si]) {
            (Some(buf), _) => {
                let v = b.param(TensorType::new(st.dtype.elem(), vec![buf.dims()[0]]));
                slot_params.push(Some((v, params.len())));
                params.push(ParamSrc::Slot(si));
                flats.push(Some((v, st.dtype)));
            }
            (None, Some(dtype)) if slots.slots[si].nbytes() >= FRESH_MIN_BYTES && runtime::uninitialized_buffers() => {
                // The first write into a large never-written storage (a serving
                // engine's attention-mask or cache buffer) starts from an
                // uninitialized buffer the program writes in place: only the
                // written part is touched, where zeros would materialise (and
                // commit) all of it. Its other contents are undefined, as
                // torch.empty's are (in practice the allocator's zero pages).
                let n = slots.slots[si].logical_numel(dtype);
                let v = b.param(TensorType::new(dtype.elem(), vec![n]));
                slot_params.push(Some((v, params.len())));
                params.push(ParamSrc::Fresh(dtype.elem(), n));
                flats.push(Some((v, dtype)));
            }
            (None, _) => {
                slot_params.push(None);
                flats.push(None);
            }
        }
    }
    // Run-time offsets of views the call reads (as keyed by `push_tref`).
    let mut offsets: Vec<(&Slot, &View, Value)> = Vec::new();
    for (i, a) in args.iter().enumerate() {
        let read_only = !op.writes.contains(&i);
        let ts: Vec<(ArgPath, &TRef)> = match a {
            CallArg::Tensor(t) => vec![(ArgPath::Top(i), t)],
            CallArg::TensorList(ts) => ts.iter().enumerate().filter_map(|(j, t)| t.as_ref().map(|t| (ArgPath::Elem(i, j), t))).collect(),
            _ => vec![],
        };
        for (path, t) in ts {
            let si = slots.slots.iter().position(|x| std::ptr::eq(*x, t.slot)).expect("slot indexed");
            if offset_at_run_time(t, &slots.states[si], read_only) {
                offsets.push((t.slot, &t.view, b.param(TensorType::new(ElementType::I64, vec![]))));
                params.push(ParamSrc::Offset(path));
            }
        }
    }
    let is_out_arg = |i: usize| op.variant == Variant::Out && op.writes.contains(&i);
    let ok = |r: std::result::Result<Value, tpj_stablehlo::BuildError>| {
        r.map_err(|source| EngineError::Lower(tpj_lowering::LowerError::Build { op: op.full_name.clone(), source }))
    };

    fn flat_for(b: &mut Builder, flats: &mut [Option<(Value, DType)>], slots: &Slots, si: usize, dtype: DType) -> std::result::Result<(Value, DType), tpj_stablehlo::BuildError> {
        if let Some(f) = flats[si] {
            return Ok(f);
        }
        let z = view::zeros(b, dtype.elem(), &[slots.slots[si].logical_numel(dtype)])?;
        flats[si] = Some((z, dtype));
        Ok((z, dtype))
    }

    let read = |b: &mut Builder, flats: &mut Vec<Option<(Value, DType)>>, t: &TRef| -> Result<TensorArg> {
        let si = slots.slots.iter().position(|x| std::ptr::eq(*x, t.slot)).expect("slot indexed");
        let (flat, sd) = ok(flat_for(b, flats, slots, si, t.dtype).map(|f| f.0))
            .map(|v| (v, flats[si].expect("set").1))?;
        let at = offsets.iter().find(|(s, v, _)| std::ptr::eq(*s, t.slot) && **v == t.view).map(|o| o.2);
        let v = match at {
            Some(off) => ok(view::read_at(b, flat, t.dtype, &t.view, off))?,
            None => ok(view::read(b, flat, sd, t.dtype, &t.view))?,
        };
        Ok(TensorArg { v, dtype: t.dtype, prio: Priority::Dim })
    };

    let norm = tpj_lowering::normalise(
        &mut b,
        def,
        &op.full_name,
        &op.arg_names,
        args,
        Numbers::Runtime,
        is_out_arg,
        |b, t| {
            read(b, &mut flats, t).map_err(|e| match e {
                EngineError::Lower(l) => l,
                e => tpj_lowering::LowerError::Type { op: op.full_name.clone(), detail: e.to_string() },
            })
        },
        |_, _| Err(tpj_lowering::LowerError::Type { op: op.full_name.clone(), detail: "a size scalar in an eager call".into() }),
    )?;
    let vals = norm.vals;
    for p in norm.params {
        params.push(match args[p.arg] {
            CallArg::HostScalar(_) => ParamSrc::Host(ArgPath::Top(p.arg)),
            _ => ParamSrc::Scalar(p.elem.map_or(ArgPath::Top(p.arg), |j| ArgPath::Elem(p.arg, j)), p.ty),
        });
    }
    // One counter state per program, from the explicit generator when the call names one.
    let mut rng_param: Option<Value> = None;
    if let Some(i) = args.iter().position(|a| matches!(a, CallArg::Generator(_))) {
        rng_param = Some(b.param(TensorType::new(ElementType::U64, vec![2])));
        params.push(ParamSrc::Rng(Some(i)));
    }
    if def.random && rng_param.is_none() {
        rng_param = Some(b.param(TensorType::new(ElementType::U64, vec![2])));
        params.push(ParamSrc::Rng(None));
    }

    let (outs, checks) = def.lower_call(pre.unwrap_or(def.lower), &mut b, &op.full_name, &op.arg_names, vals, rng_param, dyn_sizes)?;

    // Write-back targets, flattened over tensor lists, in result order.
    let mut targets: Vec<(usize, TRef)> = Vec::new();
    let writes: &[usize] = if pre.is_some() { &[] } else { &op.writes };
    for &w in writes {
        match &args[w] {
            CallArg::Tensor(t) => targets.push((w, t.clone())),
            CallArg::TensorList(ts) => targets.extend(ts.iter().flatten().map(|t| (w, t.clone()))),
            _ => {}
        }
    }
    if outs.len() < targets.len() {
        return Err(EngineError::Invalid(format!(
            "{}: the lowering produced {} results for {} written arguments",
            op.full_name,
            outs.len(),
            targets.len()
        )));
    }
    let mut new_vals: Vec<Value> = Vec::new();
    let mut new_outs: Vec<(DType, Vec<i64>)> = Vec::new();
    let mut resized: Vec<(usize, usize)> = Vec::new();
    let mut written: Vec<usize> = Vec::new();
    for (k, (argi, t)) in targets.iter().enumerate() {
        let r = outs[k];
        if !can_cast(r.dtype, t.dtype) {
            return Err(EngineError::Invalid(format!(
                "{}: result type {} can't be cast to the desired output type {}",
                op.full_name,
                r.dtype.short_name(),
                t.dtype.short_name()
            )));
        }
        let rshape = b.ty(r.v).dims.clone();
        if rshape != t.view.sizes {
            if op.variant == Variant::Out && !matches!(args[*argi], CallArg::TensorList(_)) {
                resized.push((*argi, new_vals.len()));
                let v = ok(convert(&mut b, r.v, t.dtype))?;
                new_vals.push(v);
                new_outs.push((t.dtype, rshape));
                continue;
            }
            return Err(EngineError::Invalid(format!(
                "{}: output with shape {:?} doesn't match the broadcast shape {:?}",
                op.full_name, t.view.sizes, rshape
            )));
        }
        let si = slots.slots.iter().position(|x| std::ptr::eq(*x, t.slot)).expect("slot indexed");
        let (flat, sd) = ok(flat_for(&mut b, &mut flats, slots, si, t.dtype).map(|f| f.0)).map(|v| (v, flats[si].expect("set").1))?;
        if t.view.overlaps() {
            return Err(EngineError::Invalid(format!(
                "{}: unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.",
                op.full_name
            )));
        }
        let rv = ok(convert(&mut b, r.v, t.dtype))?;
        let nf = ok(view::write(&mut b, flat, sd, t.dtype, &t.view, rv))?;
        flats[si] = Some((nf, sd));
        if !written.contains(&si) {
            written.push(si);
        }
    }

    // Return plan: in-place/out returns alias their arguments; the rest are new.
    let mut rets = Vec::new();
    let extra: Vec<TensorArg> = outs[targets.len()..].to_vec();
    let mut next_extra = 0usize;
    let take_new = |b: &mut Builder, new_vals: &mut Vec<Value>, new_outs: &mut Vec<(DType, Vec<i64>)>, next_extra: &mut usize| -> Option<usize> {
        let r = extra.get(*next_extra)?;
        *next_extra += 1;
        new_vals.push(r.v);
        new_outs.push((r.dtype, b.ty(r.v).dims.clone()));
        Some(new_vals.len() - 1)
    };
    let ret_specs: Vec<crate::opinfo::RetSpec> = if pre.is_some() {
        outs.iter().map(|_| crate::opinfo::RetSpec { kind: RetKind::Tensor, alias: None }).collect()
    } else {
        op.rets.clone()
    };
    let list_lens = new_list_lengths(op, args, &ret_specs, extra.len())?;
    let mut next_list = 0usize;
    for ret in &ret_specs {
        let constant = if ret.alias.is_none() && ret.kind == RetKind::Number { const_int(&b, extra.get(next_extra)) } else { None };
        match (ret.alias, ret.kind) {
            (Some(a), RetKind::TensorList) => rets.push(RetPlan::AliasList(a)),
            (Some(a), _) => match resized.iter().find(|(x, _)| *x == a) {
                Some(&(_, k)) => rets.push(RetPlan::ResizeCopy(a, k)),
                None => rets.push(RetPlan::Alias(a)),
            },
            (None, RetKind::TensorList) => {
                let start = new_vals.len();
                for _ in 0..list_lens[next_list] {
                    take_new(&mut b, &mut new_vals, &mut new_outs, &mut next_extra);
                }
                next_list += 1;
                rets.push(RetPlan::NewList(start..new_vals.len()));
            }
            (None, RetKind::Number) if constant.is_some() => {
                rets.push(RetPlan::Int(constant.expect("matched")));
                next_extra += 1;
            }
            (None, RetKind::Tensor) | (None, RetKind::Number) => match take_new(&mut b, &mut new_vals, &mut new_outs, &mut next_extra) {
                Some(k) => rets.push(RetPlan::New(k)),
                None => {
                    return Err(EngineError::Invalid(format!(
                        "{}: the lowering produced too few results for the schema",
                        op.full_name
                    )))
                }
            },
            (None, RetKind::Other) => {
                return Err(EngineError::Unsupported(format!("{}: return type not supported", op.full_name)))
            }
        }
    }
    // Results leave the program flat: a slot is a 1-D buffer.
    let mut results = Vec::with_capacity(new_vals.len() + written.len());
    for v in &new_vals {
        let n = b.ty(*v).numel();
        results.push(ok(b.reshape(*v, &[n]))?);
    }
    let mut slot_writes = Vec::new();
    let mut donate = Vec::new();
    for &si in &written {
        let (v, sd) = flats[si].expect("written slot has a value");
        if let Some((p, pi)) = slot_params[si] {
            // Only a same-typed result can take over the parameter's memory
            // (a write past the end or in another element type makes a new buffer).
            if b.ty(p) == b.ty(v) {
                b.set_param_alias(p, results.len());
                donate.push((pi, si));
            }
        }
        results.push(v);
        slot_writes.push((si, sd));
    }
    let program = crate::program::compile(b, results, checks, &op.full_name, None, true)?;
    Ok(Entry { program, params, new_outs, slot_writes, donate, rets })
}

fn convert(b: &mut Builder, v: Value, dtype: DType) -> std::result::Result<Value, tpj_stablehlo::BuildError> {
    let elem = dtype.elem();
    if b.ty(v).elem == elem {
        return Ok(v);
    }
    if elem == ElementType::I1 {
        let ty = b.ty(v).clone();
        let zero = if ty.elem.is_float() { b.constant_f64(ty, 0.0)? } else { b.constant_i64(ty, 0)? };
        return b.compare(v, zero, tpj_stablehlo::CmpDir::Ne);
    }
    b.convert(v, elem)
}

/// Outputs of recent executions, so `synchronize` can wait for queued work
/// without keeping buffers alive.
static PENDING: LazyLock<Mutex<Vec<(usize, std::sync::Weak<Buffer>)>>> = LazyLock::new(|| Mutex::new(Vec::new()));

pub(crate) fn note_pending(device: usize, outs: &[Arc<Buffer>]) {
    let mut p = PENDING.lock();
    if p.len() > 256 {
        p.retain(|(_, w)| w.strong_count() > 0);
        if p.len() > 256 {
            let cut = p.len() - 128;
            p.drain(..cut);
        }
    }
    p.extend(outs.iter().map(|b| (device, Arc::downgrade(b))));
}

/// The outputs of the work queued on `device` so far (not kept alive).
pub(crate) fn pending_of(device: usize) -> Vec<std::sync::Weak<Buffer>> {
    PENDING.lock().iter().filter(|(d, _)| *d == device).map(|(_, w)| w.clone()).collect()
}

/// Waits until the work queued on `device` so far has finished.
pub fn synchronize(device: usize) -> Result<()> {
    // A step's end in every mode (`vary`: sizes met after it vary).
    crate::fused::next_epoch();
    crate::fused::flush(device, "synchronize")?;
    crate::defer::flush(device)?;
    let bufs: Vec<Arc<Buffer>> = {
        let mut p = PENDING.lock();
        let mine: Vec<Arc<Buffer>> = p.iter().filter(|(d, _)| *d == device).filter_map(|(_, w)| w.upgrade()).collect();
        p.retain(|(d, _)| *d != device);
        mine
    };
    for b in bufs {
        b.block_until_ready()?;
    }
    crate::checks::check(Some(device), true)
}
