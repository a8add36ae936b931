//! Running graphs with symbolic sizes (`dynamic=True`, `mark_dynamic`) padded
//! to size buckets: one executable serves every size in a bucket.
//!
//! Each symbol's padded size is the next power of two, at least
//! `TORCH_PJRT_MIN_BUCKET` (128). Under `dynamic=True` every size is symbolic,
//! varying or not, so there a symbol keeps its exact value until it shows a
//! second one: a constant batch size is never padded. Sizes Dynamo saw change,
//! and `mark_dynamic` ones, pad at once. A forward graph and its backward share
//! what they have seen ([`BucketState`]).
//!
//! Outputs come back as views of their real size; tensors only the backward
//! reads stay padded, their storage tagged with the layout of their real
//! elements ([`register_layout`]), so the backward takes them without copying.
//! What the lowering cannot bucket is refused (`EngineError::NotBucketable`),
//! and the caller compiles per exact size.

use crate::call::TRef;
use crate::error::{EngineError, Result};
use crate::fx::{not_bucketable, Converted, FxGraph, OutItem, Placeholder, SymTree, Sizes};
use crate::pad::Layout;
use crate::slot::Slot;
use crate::transfer::{contiguous_strides, copy_from_host, pad_via_host, read_to_host};
use crate::view::View;
use crate::graph;
use parking_lot::Mutex;
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, LazyLock};
use tpj_lowering::DType;

/// A layout whose factors carry expressions over symbol names (valid across graphs).
pub type ExprLayout = Vec<Vec<(i64, Option<SymTree>)>>;

static LAYOUTS: LazyLock<Mutex<HashMap<u64, ExprLayout>>> = LazyLock::new(|| Mutex::new(HashMap::new()));
static NEXT_TAG: AtomicU64 = AtomicU64::new(1);

pub fn register_layout(l: ExprLayout) -> u64 {
    let tag = NEXT_TAG.fetch_add(1, Relaxed);
    LAYOUTS.lock().insert(tag, l);
    tag
}

fn layout_of(tag: u64) -> Option<ExprLayout> {
    LAYOUTS.lock().get(&tag).cloned()
}

/// A symbol's value by name, from the values of `names` (in the same order).
fn symbol_values<'a>(names: &'a [String], vals: &'a [i64]) -> impl Fn(&str) -> Option<i64> + 'a {
    move |s| names.iter().position(|x| x == s).map(|i| vals[i])
}

/// (padded, real) extent of each factor of each dimension of a layout.
fn real_factors(l: &ExprLayout, value: &dyn Fn(&str) -> Option<i64>) -> Result<Vec<Vec<(i64, i64)>>> {
    l.iter().map(|d| d.iter().map(|(p, e)| Ok((*p, e.as_ref().map_or(Ok(*p), |e| e.eval(value))?))).collect()).collect()
}

fn min_bucket() -> i64 {
    std::env::var("TORCH_PJRT_MIN_BUCKET").ok().and_then(|v| v.parse().ok()).filter(|&v: &i64| v > 0).unwrap_or(128)
}

/// Per symbol: its first value, or `None` once it varied (shared by a forward graph and its backward).
#[derive(Default)]
pub struct BucketState {
    seen: Mutex<HashMap<String, Option<i64>>>,
}

impl BucketState {
    /// The padded size for symbol `name` at value `v` (see the module docs).
    pub fn bucket(&self, name: &str, v: i64, at_once: bool) -> i64 {
        let mut seen = self.seen.lock();
        let first = *seen.entry(name.to_string()).or_insert(if at_once { None } else { Some(v) });
        if first == Some(v) {
            return v;
        }
        seen.insert(name.to_string(), None);
        bucket_size(v)
    }
}

/// Sizes up to this never vary between eager calls (`vary.rs`): each is its own.
pub const EAGER_SMALL: i64 = 8;

/// The bucket of a size that varies between eager calls: the next power of two, at least
/// 32. Sizes up to `EAGER_SMALL` never get here: a head count, a batch of a few, a size 1
/// that broadcasts keep their value, where padding would multiply the work; a longer
/// sequence pads to at most twice its length, and a few buckets serve every length
/// (every prompt of 9 to 32 tokens shares one).
pub fn eager_bucket(v: i64) -> i64 {
    if v <= 1 {
        return v.max(0);
    }
    (1i64 << (64 - (v - 1).leading_zeros())).max(32)
}

/// The bucket a varying size `v` pads up to: the next power of two, at least
/// `TORCH_PJRT_MIN_BUCKET`. Libraries that size their own buffers (a static KV
/// cache) size them by it, so those sizes take the buckets' few values.
pub fn bucket_size(v: i64) -> i64 {
    let mut p = min_bucket();
    while p < v {
        p *= 2;
    }
    p
}

/// Every bucket a size up to `n` pads to, smallest first: `[bucket_size(1), ..,
/// bucket_size(n)]`.
pub fn buckets_up_to(n: i64) -> Vec<i64> {
    let last = bucket_size(n.max(1));
    let mut out = vec![bucket_size(1)];
    while *out.last().unwrap() < last {
        out.push(bucket_size(out.last().unwrap() + 1));
    }
    out
}

/// A call's argument, per placeholder.
pub enum CallArg<'a> {
    Tensor(TRef<'a>),
    Int(i64),
    /// A tensor not on our device, by its sizes (prepare wants it copied to the device first).
    Shape(Vec<i64>),
    Other,
}

/// One executable of a bucketed graph.
pub struct BucketGraph {
    pub graph: Arc<graph::CompiledGraph>,
    out_spec: Vec<OutItem>,
    table: Sizes,
    /// Per program output: its layout tag (0: unpadded) and layout.
    tags: Vec<u64>,
    layouts: Vec<Layout>,
}

/// What a bucketed program is built from: a `torch.compile` graph, or one eager op call
/// whose sizes vary (`vary.rs`). Either converts, per bucket, into the graph the compiler
/// lowers.
pub enum Source {
    Fx(Arc<FxGraph>),
    Eager(crate::vary::EagerNode),
}

impl Source {
    fn convert(&self, sizes: Option<&mut Sizes>, layouts: Option<&[Layout]>) -> Result<Converted> {
        match self {
            Source::Fx(fx) => fx.convert(sizes, layouts),
            Source::Eager(n) => n.convert(sizes, layouts),
        }
    }

    fn input_symbols(&self) -> Vec<(String, usize, Option<usize>)> {
        match self {
            Source::Fx(fx) => fx.input_symbols(),
            Source::Eager(n) => n.input_symbols(),
        }
    }
}

/// A graph with symbolic sizes, compiled per bucket.
pub struct Bucketed {
    src: Source,
    /// The placeholders' dims (tensor inputs, in order), `None` for a size argument.
    inputs: Vec<Option<(DType, Vec<SymTree>)>>,
    /// (symbol, placeholder position, dim or `None` for a size argument), sorted by name.
    syms: Vec<(String, usize, Option<usize>)>,
    names: Vec<String>,
    state: Arc<BucketState>,
    at_once: bool,
    /// How many outputs the caller sees (the rest are saved for backward).
    visible: Option<usize>,
    device: usize,
    graphs: Mutex<HashMap<Vec<i64>, Arc<BucketGraph>>>,
}

/// The inputs of one call, ready for the executable.
pub struct Prepared {
    pub graph: Arc<BucketGraph>,
    vals: Vec<i64>,
    /// Per tensor input: (slot address, dtype, view); temporaries own padded copies.
    inputs: Vec<(usize, DType, View)>,
    _temps: Vec<Box<Slot>>,
    /// Whether this call compiled a new bucket.
    pub compiled: bool,
}

/// One result of a call.
pub enum Out {
    None,
    Int(i64),
    /// Program output k, seen through `Some(sizes)` (its real extent) or whole.
    Tensor(usize, Option<Vec<i64>>),
}

impl Bucketed {
    pub fn new(fx: Arc<FxGraph>, state: Arc<BucketState>, at_once: bool, visible: Option<usize>, device: usize) -> Bucketed {
        let inputs = fx
            .placeholders()
            .map(|(_, p)| match p {
                Placeholder::Tensor { dtype, dims, .. } => Some((*dtype, dims.clone())),
                _ => None,
            })
            .collect();
        Bucketed::with_source(Source::Fx(fx), inputs, state, at_once, visible, device)
    }

    /// A bucketed program built from `src`, whose placeholders are `inputs`.
    pub fn with_source(src: Source, inputs: Vec<Option<(DType, Vec<SymTree>)>>, state: Arc<BucketState>, at_once: bool, visible: Option<usize>, device: usize) -> Bucketed {
        let syms = src.input_symbols();
        let names = syms.iter().map(|(s, _, _)| s.clone()).collect();
        Bucketed { src, inputs, syms, names, state, at_once, visible, device, graphs: Mutex::new(HashMap::new()) }
    }

    /// The symbols, in the order `prepare_padded` takes their values.
    pub fn symbols(&self) -> &[String] {
        &self.names
    }

    /// The device the graph runs on.
    pub fn device(&self) -> usize {
        self.device
    }

    fn values(&self, args: &[CallArg]) -> Result<Vec<i64>> {
        self.syms
            .iter()
            .map(|(s, pos, dim)| match (args.get(*pos), dim) {
                (Some(CallArg::Int(v)), None) => Ok(*v),
                (Some(CallArg::Shape(sizes)), Some(d)) => sizes.get(*d).copied().ok_or_else(|| EngineError::Invalid(format!("size {s}: input {pos} has no dim {d}"))),
                (Some(CallArg::Tensor(t)), Some(d)) => t.view.sizes.get(*d).copied().ok_or_else(|| EngineError::Invalid(format!("size {s}: input {pos} has no dim {d}"))),
                _ => Err(EngineError::Invalid(format!("size {s}: argument {pos} is not what the graph expects"))),
            })
            .collect()
    }

    /// Pads the inputs to their bucket and finds (or compiles) its executable.
    pub fn prepare(&self, args: &[CallArg]) -> Result<Prepared> {
        let vals = self.values(args)?;
        let buckets: HashMap<String, i64> =
            self.syms.iter().zip(&vals).map(|((s, _, _), &v)| (s.clone(), self.state.bucket(s, v, self.at_once))).collect();
        let mut key: Vec<i64> = self.syms.iter().map(|(s, _, _)| buckets[s]).collect();
        let mut inputs = Vec::new();
        let mut temps = Vec::new();
        let mut metas = Vec::new();
        for (p, a) in self.inputs.iter().zip(args) {
            let Some((dtype, dims)) = p else { continue };
            let dtype = *dtype;
            let t = match a {
                CallArg::Tensor(t) => t,
                _ => return Err(EngineError::Invalid("a bucketed graph's tensor input is not on the device".into())),
            };
            let padded: Vec<i64> = dims.iter().map(|d| d.eval(&|s| buckets.get(s).copied())).collect::<Result<_>>()?;
            let tag = t.slot.layout_tag();
            let whole = t.view.offset == 0 && t.view.is_contiguous();
            let (view, tag) = if t.view.sizes == padded && whole {
                (t.view.clone(), tag)
            } else if tag != 0 && t.view.offset == 0 && t.view.strides == contiguous_strides(&padded)
                && t.slot.nbytes() == (t.dtype.itemsize() as i64 * padded.iter().product::<i64>()) as u64
            {
                // A padded output of an earlier graph, seen through its real extent: take it whole.
                (View { strides: contiguous_strides(&padded), sizes: padded.clone(), offset: 0 }, tag)
            } else {
                let tmp = Box::new(Slot::new(self.device, (t.dtype.itemsize() as i64 * padded.iter().product::<i64>()) as u64));
                pad_via_host(t, &padded, &tmp)?;
                inputs.push((&*tmp as *const Slot as usize, t.dtype, View { strides: contiguous_strides(&padded), sizes: padded.clone(), offset: 0 }));
                temps.push(tmp);
                key.push(0);
                metas.push((dims.clone(), 0));
                continue;
            };
            if t.dtype != dtype {
                return Err(EngineError::Invalid(format!("bucketed graph input: {} where the graph has {}", t.dtype, dtype)));
            }
            inputs.push((t.slot as *const Slot as usize, t.dtype, view));
            key.push(tag as i64);
            metas.push((dims.clone(), tag));
        }
        self.finish(vals, buckets, key, inputs, temps, metas)
    }

    /// Like `prepare`, for inputs already padded: `padded[k]` holds tensor input k whole,
    /// contiguous at its bucket's sizes, real elements first in each dimension (untagged),
    /// or (`Some(length)`) a flat buffer of that length the program reads it from (its
    /// source's `GraphSpec::input_views`); `vals` are the symbols' real values and `sizes`
    /// their buckets (in `symbols` order).
    pub fn prepare_padded(&self, vals: Vec<i64>, sizes: &[i64], padded: Vec<(&Slot, DType, Option<i64>)>, temps: Vec<Box<Slot>>) -> Result<Prepared> {
        let buckets: HashMap<String, i64> = self.names.iter().cloned().zip(sizes.iter().copied()).collect();
        let mut key: Vec<i64> = self.syms.iter().map(|(s, _, _)| buckets[s]).collect();
        let mut inputs = Vec::with_capacity(padded.len());
        let mut metas = Vec::with_capacity(padded.len());
        for ((dtype, dims), (slot, d, flat)) in self.inputs.iter().flatten().zip(padded) {
            if let Some(n) = flat {
                if d != *dtype {
                    return Err(EngineError::Invalid(format!("bucketed input: {d} storage for {dtype}")));
                }
                inputs.push((slot as *const Slot as usize, d, View { strides: vec![1], sizes: vec![n], offset: 0 }));
                key.push(0);
                metas.push((dims.clone(), 0));
                continue;
            }
            let sizes: Vec<i64> = dims.iter().map(|e| e.eval(&|s| buckets.get(s).copied())).collect::<Result<_>>()?;
            if d != *dtype || slot.nbytes() < (d.itemsize() as i64 * sizes.iter().product::<i64>()) as u64 {
                return Err(EngineError::Invalid(format!("bucketed input: {d} storage of {} bytes for {dtype} {sizes:?}", slot.nbytes())));
            }
            inputs.push((slot as *const Slot as usize, d, View { strides: contiguous_strides(&sizes), sizes, offset: 0 }));
            key.push(0);
            metas.push((dims.clone(), 0));
        }
        self.finish(vals, buckets, key, inputs, temps, metas)
    }

    fn finish(&self, vals: Vec<i64>, buckets: HashMap<String, i64>, key: Vec<i64>, inputs: Vec<(usize, DType, View)>, temps: Vec<Box<Slot>>, metas: Vec<(Vec<SymTree>, u64)>) -> Result<Prepared> {
        let existing = self.graphs.lock().get(&key).cloned();
        let mut compiled = false;
        let graph = match existing {
            Some(g) => g,
            None => {
                let g = Arc::new(self.compile(buckets, &metas)?);
                self.graphs.lock().insert(key, g.clone());
                compiled = true;
                g
            }
        };
        Ok(Prepared { graph, vals, inputs, _temps: temps, compiled })
    }

    fn compile(&self, buckets: HashMap<String, i64>, metas: &[(Vec<SymTree>, u64)]) -> Result<BucketGraph> {
        let mut sizes = Sizes::new(buckets, self.names.clone());
        let mut layouts = Vec::with_capacity(metas.len());
        for (dims, tag) in metas {
            let l: ExprLayout = match tag {
                0 => dims
                    .iter()
                    .map(|d| Ok(vec![if d.is_number() { (sizes.padded(d)?, None) } else { (sizes.padded(d)?, Some(d.clone())) }]))
                    .collect::<Result<_>>()?,
                t => layout_of(*t).ok_or_else(|| not_bucketable(format!("unknown layout tag {t}")))?,
            };
            layouts.push(sizes.layout_ids(&l)?);
        }
        // Dynamo may pass a graph whose symbols all stayed out of its inputs (a symbolic
        // mask AOTAutograd found unused): nothing to pad, one static program.
        let Converted { spec, out_spec, .. } = if self.names.is_empty() {
            self.src.convert(None, None)?
        } else {
            self.src.convert(Some(&mut sizes), Some(&layouts))?
        };
        let g = graph::compile(&spec, self.device)?;
        let mut tags = Vec::with_capacity(g.out_layouts.len());
        for l in &g.out_layouts {
            tags.push(if crate::pad::layout_is_padded(l) { register_layout(sizes.layout_exprs(l)) } else { 0 });
        }
        for (pos, o) in out_spec.iter().enumerate() {
            if let OutItem::Tensor(k) = o {
                let visible = self.visible.is_none_or(|v| pos < v);
                if tags[*k] != 0 && visible && g.out_layouts[*k].iter().any(|d| d.len() > 1 && d.iter().any(|f| f.actual.is_some())) {
                    return Err(not_bucketable(format!("output {pos} is padded in a merged dimension")));
                }
            }
        }
        Ok(BucketGraph { layouts: g.out_layouts.clone(), graph: g, out_spec, table: sizes, tags })
    }

    /// The program outputs to allocate: (dtype, padded dims).
    pub fn outputs(p: &Prepared) -> Result<Vec<(DType, Vec<i64>)>> {
        Ok(p.graph.graph.outputs.clone())
    }

    /// Runs a prepared call writing the program outputs into `outs`; returns the graph's results.
    pub fn run(p: &Prepared, outs: &[&Slot]) -> Result<Vec<Out>> {
        // SAFETY: each address is a live Slot: the caller's tensors (held by the caller
        // for the call) or a temporary owned by `p`.
        let trefs: Vec<TRef> =
            p.inputs.iter().map(|(s, d, v)| TRef { slot: unsafe { &*(*s as *const Slot) }, dtype: *d, view: v.clone() }).collect();
        graph::run(&p.graph.graph, &trefs, outs, &p.vals)?;
        let g = &p.graph;
        let value = symbol_values(&g.table.syms, &p.vals);
        let mut results = Vec::with_capacity(g.out_spec.len());
        for o in &g.out_spec {
            results.push(match o {
                OutItem::None => Out::None,
                OutItem::Int(v) => Out::Int(*v),
                OutItem::Size(e) => Out::Int(e.eval(&value)?),
                OutItem::Tensor(k) if g.tags[*k] == 0 => Out::Tensor(*k, None),
                OutItem::Tensor(k) => {
                    outs[*k].set_layout_tag(g.tags[*k]);
                    let l = g.table.layout_exprs(&g.layouts[*k]);
                    let narrow = l.iter().all(|d| d.len() == 1 || d.iter().all(|(_, e)| e.is_none()));
                    let dims = real_factors(&l, &value)?.iter().map(|d| d.iter().map(|f| f.1).product()).collect();
                    Out::Tensor(*k, narrow.then_some(dims))
                }
            });
        }
        Ok(results)
    }

    /// For the exact-size path: per tensor argument that is a padded storage
    /// larger than its real extent, (placeholder position, real dims).
    pub fn unpadded_dims(&self, args: &[CallArg]) -> Result<Vec<(usize, Vec<i64>)>> {
        let vals = self.values(args)?;
        let value = symbol_values(&self.names, &vals);
        let mut out = Vec::new();
        for (pos, a) in args.iter().enumerate() {
            let CallArg::Tensor(t) = a else { continue };
            let Some(l) = layout_of(t.slot.layout_tag()) else { continue };
            let dims: Vec<i64> = real_factors(&l, &value)?.iter().map(|d| d.iter().map(|f| f.1).product()).collect();
            if t.view.sizes != dims {
                out.push((pos, dims));
            }
        }
        Ok(out)
    }

    /// Copies the real elements of the padded storage behind `src` into `dst`
    /// (through the host: no program is compiled per real size).
    pub fn unpad_into(&self, src: &TRef, args: &[CallArg], dst: &TRef) -> Result<()> {
        let vals = self.values(args)?;
        let l = layout_of(src.slot.layout_tag()).ok_or_else(|| EngineError::Invalid("not a padded storage".into()))?;
        let factors: Vec<(i64, i64)> = real_factors(&l, &symbol_values(&self.names, &vals))?.concat();
        let padded: Vec<i64> = factors.iter().map(|f| f.0).collect();
        let whole = TRef { slot: src.slot, dtype: src.dtype, view: View { strides: contiguous_strides(&padded), sizes: padded.clone(), offset: 0 } };
        let item = src.dtype.itemsize();
        let mut host = vec![0u8; whole.view.numel() as usize * item];
        read_to_host(&whole, &mut host)?;
        let strides = contiguous_strides(&padded);
        let n: i64 = factors.iter().map(|f| f.1).product();
        let mut out = Vec::with_capacity(n as usize * item);
        let mut idx = vec![0i64; factors.len()];
        for _ in 0..n {
            let at = idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>() as usize * item;
            out.extend_from_slice(&host[at..at + item]);
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < factors[k].1 {
                    break;
                }
                idx[k] = 0;
            }
        }
        copy_from_host(dst, &out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_pads_once_it_varies_unless_padded_at_once() {
        let s = BucketState::default();
        assert_eq!(s.bucket("s0", 7, false), 7);
        assert_eq!(s.bucket("s0", 7, false), 7);
        assert_eq!(s.bucket("s0", 9, false), 128);
        assert_eq!(s.bucket("s0", 7, false), 128);
        assert_eq!(s.bucket("s1", 300, true), 512);
        assert_eq!(s.bucket("s1", 128, true), 128);
    }

    #[test]
    fn an_eager_size_pads_to_the_next_power_of_two_from_32() {
        let got: Vec<i64> = [0, 1, 9, 31, 32, 33, 100, 128, 129].iter().map(|&v| eager_bucket(v)).collect();
        assert_eq!(got, [0, 1, 32, 32, 32, 64, 128, 128, 256]);
    }

    #[test]
    fn the_buckets_up_to_a_size_end_at_its_bucket() {
        let all = buckets_up_to(1000);
        assert_eq!(all.first(), Some(&bucket_size(1)));
        assert_eq!(all.last(), Some(&bucket_size(1000)));
        assert!(all.windows(2).all(|w| w[1] == bucket_size(w[0] + 1)));
        assert_eq!(buckets_up_to(0), [bucket_size(1)]);
    }
}
