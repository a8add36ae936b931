//! Bucketed dynamic shapes for compiled graphs (`dynamic=True`, `mark_dynamic`).
//!
//! A graph with symbolic sizes is compiled once per *bucket*: each symbol is
//! padded up to its bucket's size, and the real sizes arrive at run time as an
//! int64 vector, so every length in a bucket reuses one executable. Padded
//! elements hold garbage. Results stay exact because garbage never reaches the
//! valid region: element-wise ops keep positions; ops that combine elements
//! along a padded dimension (reductions, softmax, contractions, losses,
//! embedding gradients) get those operands masked to a neutral value first;
//! `mean` divides by the real count. Any other op that meets a padded operand
//! is refused (`NotBucketable`), and the caller compiles
//! that graph per exact size instead — slower to compile, never wrong.
//!
//! Which of these an op is, is its `PadRule`, declared on its registry line
//! (`tpj_lowering::padding`); this module holds the layout algebra the rules
//! share. The few rules of a single op family (`PadRule::Special`) are functions
//! beside their ops, in the family's file, and reach this state as a `Padder`.
//!
//! A dimension's layout is a list of factors, outer to inner: `view(B * T)` of
//! a `[B, T]` tensor padded in `T` gives one dimension `[B, T]`, valid where the
//! `T` digit of the index is below `T`'s real extent.

use crate::error::{EngineError, Result};
use crate::opinfo::base_name;
use std::collections::{HashMap, VecDeque};
use tpj_lowering::padding::{extent, is_padded, Fill, PadNode as Node, Padder, Plan};
pub use tpj_lowering::padding::{layout_is_padded, static_layout, DimLayout, Factor, Layout};
use tpj_lowering::{registry, Arg, LowerError, Neutral, PadRule, TensorArg, ViewRule};
use tpj_stablehlo::{BuildError, Builder, CmpDir, ElementType, TensorType, Value};


/// A run-time size over the graph's symbols; operands index earlier entries.
#[derive(Clone, Debug)]
pub enum SymExpr {
    Sym(usize),
    Int(i64),
    Add(usize, usize),
    Mul(usize, usize),
}

/// What a bucketed graph knows beyond its padded shapes.
#[derive(Clone, Debug, Default)]
pub struct Padding {
    pub exprs: Vec<SymExpr>,
    pub n_syms: usize,
    pub input_layouts: Vec<Layout>,
    /// Per node, per output, per dimension: the expression of its real extent
    /// (from the FX graph's symbolic shapes), `None` for a static dimension.
    pub node_out_exprs: Vec<Vec<Vec<Option<usize>>>>,
    /// An eager call's program (`vary.rs`): it keeps the device checks of ops that check
    /// indices (their integer operands' padding masked to 0 first), where a graph drops
    /// them, since the call must raise for a bad index as its exact-size program would;
    /// and a product it cannot run is refused before it runs (see `contract`).
    pub eager: bool,
}

fn sym_dim(padded: i64, actual: usize) -> DimLayout {
    vec![Factor { padded, actual: Some(actual) }]
}

/// Canonical form: adjacent static factors merged, static 1s dropped.
fn normalize(d: DimLayout) -> DimLayout {
    let mut out: DimLayout = Vec::with_capacity(d.len());
    for f in d {
        if f.actual.is_none() && f.padded == 1 {
            continue;
        }
        match out.last_mut() {
            Some(last) if last.actual.is_none() && f.actual.is_none() => last.padded *= f.padded,
            _ => out.push(f),
        }
    }
    if out.is_empty() {
        out.push(Factor { padded: 1, actual: None });
    }
    out
}

fn refuse<T>(op: &str, why: impl std::fmt::Display) -> Result<T> {
    Err(EngineError::NotBucketable(format!("{op}: {why}")))
}

fn bo<T>(r: std::result::Result<T, BuildError>) -> Result<T> {
    r.map_err(|e| EngineError::Lower(LowerError::from(e)))
}

pub struct PadState<'a> {
    spec: &'a Padding,
    syms: Value,
    vals: Vec<Option<Value>>,
    layouts: HashMap<Value, Layout>,
}

/// Whether `rule` also serves a node with no `self`/`input` tensor (its
/// operands have other names); the rest are refused on such a node.
fn serves_without_self(rule: PadRule) -> bool {
    match rule {
        PadRule::Contract { .. } | PadRule::View(ViewRule::Cat) => true,
        PadRule::Special(s) => s.without_self,
        _ => false,
    }
}

impl<'a> PadState<'a> {
    pub fn new(b: &mut Builder, spec: &'a Padding) -> PadState<'a> {
        let syms = b.param(TensorType::new(ElementType::I64, vec![spec.n_syms.max(1) as i64]));
        PadState { spec, syms, vals: vec![None; spec.exprs.len()], layouts: HashMap::new() }
    }

    pub fn set_layout(&mut self, v: Value, l: Layout) {
        self.layouts.insert(v, l);
    }

    pub fn layout(&self, b: &Builder, v: Value) -> Layout {
        self.layouts.get(&v).cloned().unwrap_or_else(|| static_layout(&b.ty(v).dims))
    }

    /// The real value of expression `id`, as an int64 scalar.
    pub fn value(&mut self, b: &mut Builder, id: usize) -> Result<Value> {
        if let Some(v) = self.vals.get(id).copied().flatten() {
            return Ok(v);
        }
        let e = self.spec.exprs.get(id).cloned().ok_or_else(|| EngineError::Invalid(format!("size expression {id} out of range")))?;
        let v = match e {
            SymExpr::Sym(i) => {
                if i >= self.spec.n_syms {
                    return Err(EngineError::Invalid(format!("symbol {i} out of range")));
                }
                let s = bo(b.slice(self.syms, &[i as i64], &[i as i64 + 1], &[1]))?;
                bo(b.reshape(s, &[]))?
            }
            SymExpr::Int(c) => bo(b.constant_i64(TensorType::scalar(ElementType::I64), c))?,
            SymExpr::Add(x, y) | SymExpr::Mul(x, y) => {
                if x >= id || y >= id {
                    return Err(EngineError::Invalid(format!("size expression {id} refers forward")));
                }
                let (xv, yv) = (self.value(b, x)?, self.value(b, y)?);
                if matches!(e, SymExpr::Add(..)) {
                    bo(b.add(xv, yv))?
                } else {
                    bo(b.mul(xv, yv))?
                }
            }
        };
        self.vals[id] = Some(v);
        Ok(v)
    }

    /// The real extent of a dimension, as an int64 scalar.
    fn actual_extent(&mut self, b: &mut Builder, d: &DimLayout) -> Result<Value> {
        let mut acc: Option<Value> = None;
        let mut fixed = 1i64;
        for f in d {
            match f.actual {
                Some(a) => {
                    let v = self.value(b, a)?;
                    acc = Some(match acc {
                        None => v,
                        Some(x) => bo(b.mul(x, v))?,
                    });
                }
                None => fixed *= f.padded,
            }
        }
        let c = bo(b.constant_i64(TensorType::scalar(ElementType::I64), fixed))?;
        match acc {
            None => Ok(c),
            Some(x) if fixed == 1 => Ok(x),
            Some(x) => bo(b.mul(x, c)),
        }
    }

    /// `cat` along padded dimension `dim`, from its lowering `joined` (the padded
    /// operands end to end): each operand after the first is written again where the
    /// real part before it ends. Each write fits: it starts at most where the operand
    /// starts in `joined`. What follows the last real element is padding.
    fn cat_along(&mut self, b: &mut Builder, joined: Value, dim: usize, parts: &[(Value, DimLayout)]) -> Result<Value> {
        let ty = b.ty(joined).clone();
        let zero = bo(b.constant_i64(TensorType::scalar(ElementType::I64), 0))?;
        let mut out = joined;
        let mut at: Option<Value> = None;
        for (k, (v, l)) in parts.iter().enumerate() {
            let real = self.actual_extent(b, l)?;
            if let Some(start) = at {
                let x = if b.ty(*v).elem == ty.elem { *v } else { bo(b.convert(*v, ty.elem))? };
                let starts: Vec<Value> = (0..ty.rank()).map(|j| if j == dim { start } else { zero }).collect();
                out = bo(b.dynamic_update_slice(out, x, &starts))?;
            }
            if k + 1 < parts.len() {
                at = Some(match at {
                    None => real,
                    Some(s) => bo(b.add(s, real))?,
                });
            }
        }
        Ok(out)
    }

    /// `i1[extent]`: which indices of a dimension are real, or `None` if all are.
    fn dim_mask(&mut self, b: &mut Builder, d: &DimLayout) -> Result<Option<Value>> {
        if !is_padded(d) {
            return Ok(None);
        }
        let p = extent(d);
        let ty = TensorType::new(ElementType::I64, vec![p]);
        let iota = bo(b.iota(ty.clone(), 0))?;
        let mut mask: Option<Value> = None;
        let mut inner = 1i64;
        for f in d.iter().rev() {
            if let Some(a) = f.actual {
                let mut digit = iota;
                if inner > 1 {
                    let c = bo(b.constant_i64(ty.clone(), inner))?;
                    digit = bo(b.div(digit, c))?;
                }
                if inner * f.padded < p {
                    let c = bo(b.constant_i64(ty.clone(), f.padded))?;
                    digit = bo(b.rem(digit, c))?;
                }
                let av = self.value(b, a)?;
                let av = bo(b.broadcast_in_dim(av, &[p], &[]))?;
                let m = bo(b.compare(digit, av, CmpDir::Lt))?;
                mask = Some(match mask {
                    None => m,
                    Some(x) => bo(b.and(x, m))?,
                });
            }
            inner *= f.padded;
        }
        Ok(mask)
    }

    /// `x` with the padded part of `dims` replaced by `fill`.
    fn mask(&mut self, b: &mut Builder, x: Value, dims: &[usize], fill: Fill) -> Result<Value> {
        let layout = self.layout(b, x);
        let ty = b.ty(x).clone();
        let mut m: Option<Value> = None;
        for &d in dims {
            if let Some(dm) = self.dim_mask(b, &layout[d])? {
                let bm = bo(b.broadcast_in_dim(dm, &ty.dims, &[d as i64]))?;
                m = Some(match m {
                    None => bm,
                    Some(x) => bo(b.and(x, bm))?,
                });
            }
        }
        let Some(m) = m else { return Ok(x) };
        let n = fill_const(b, ty.elem, fill)?;
        let n = bo(b.broadcast_in_dim(n, &ty.dims, &[]))?;
        let v = bo(b.select(m, x, n))?;
        self.layouts.insert(v, layout);
        Ok(v)
    }

    /// Masks a node's operands where needed and decides its outputs' layouts,
    /// by the op's `PadRule`. Refuses ops whose results padding would change.
    pub fn before(&mut self, b: &mut Builder, op: &str, names: &[String], vals: &mut [Arg], mutated: &[usize]) -> Result<PlanRef> {
        let overload = op.split_once('.').map(|(_, o)| o).unwrap_or("");
        let rule = registry().get(&base_name(op)).map_or(PadRule::NotBucketable, |d| d.pad_rule(overload));
        let mut any_padded = false;
        for v in vals.iter() {
            match v {
                Arg::Tensor(t) => any_padded |= layout_is_padded(&self.layout(b, t.v)),
                Arg::TensorList(ts) => any_padded |= ts.iter().flatten().any(|t| layout_is_padded(&self.layout(b, t.v))),
                _ => {}
            }
        }
        for &m in mutated {
            if let Some(Arg::Tensor(t)) = vals.get(m) {
                if layout_is_padded(&self.layout(b, t.v)) {
                    return refuse(op, "writes a padded tensor in place");
                }
            }
        }
        if self.spec.eager && any_padded {
            // An op that checks indices on the device sees its integer operands' padding
            // as 0, a valid index: its checks then judge the real indices alone.
            for v in vals.iter_mut() {
                let ts: Vec<&mut TensorArg> = match v {
                    Arg::Tensor(t) => vec![t],
                    Arg::TensorList(ts) => ts.iter_mut().flatten().collect(),
                    _ => vec![],
                };
                for t in ts {
                    if t.dtype.is_float() || t.dtype.is_complex() || t.dtype == tpj_lowering::DType::Bool {
                        continue;
                    }
                    let l = self.layout(b, t.v);
                    if layout_is_padded(&l) {
                        let dims: Vec<usize> = (0..l.len()).collect();
                        t.v = self.mask(b, t.v, &dims, Fill::Int(0))?;
                    }
                }
            }
        }
        let self_layout = names.iter().position(|n| n == "self").or_else(|| names.iter().position(|n| n == "input")).and_then(|i| match &vals[i] {
            Arg::Tensor(t) => Some(self.layout(b, t.v)),
            _ => None,
        });
        if !any_padded {
            return Ok(PlanRef(match rule {
                PadRule::Factory => Plan::FromExprs,
                PadRule::View(ViewRule::Expand) => Plan::Expand(self_layout.unwrap_or_default()),
                _ => Plan::Static,
            }));
        }
        // Rules read `self` (or `input`); a node without one is refused unless its rule reads other operands.
        let self_or_refuse = || match &self_layout {
            Some(l) => Ok(l.clone()),
            None if serves_without_self(rule) => Ok(Vec::new()),
            None => refuse(op, "has padded operands"),
        };
        let n = Node { op, names, args: vals.to_vec() };
        if let (PadRule::View(ViewRule::Slice), Some(sl)) = (rule, &self_layout) {
            if let Some(plan) = self.slice_from_end(b, &n, vals, sl)? {
                return Ok(PlanRef(plan));
            }
        }
        let plan = match rule {
            PadRule::Elementwise => Plan::Broadcast(self.broadcast(b, op, vals)?),
            PadRule::Triangular => {
                let out = self.broadcast(b, op, vals)?;
                if out.iter().rev().take(2).any(|d| is_padded(d) && d.len() > 1) {
                    return refuse(op, "on a merged padded dimension");
                }
                Plan::Broadcast(out)
            }
            PadRule::NotBucketable | PadRule::Factory => {
                self_or_refuse()?;
                return refuse(op, "has padded operands and no bucketing rule");
            }
            PadRule::Reduce(neutral) => self.reduce(b, &n, vals, self_or_refuse()?, neutral, false)?,
            PadRule::Mean => self.reduce(b, &n, vals, self_or_refuse()?, Neutral::Zero, true)?,
            PadRule::ReduceUnpadded => {
                let sl = self_or_refuse()?;
                let dims = n.dims(sl.len())?;
                if dims.iter().any(|&d| is_padded(&sl[d])) {
                    return refuse(op, "reduces a padded dimension");
                }
                Plan::Reduced { out: reduced_layout(&n, &sl, &dims), counted: Vec::new(), flat: false }
            }
            PadRule::Scan => {
                // A prefix scan: the real prefix never reads the padding after it.
                let sl = self_or_refuse()?;
                let d = n.require_dim(sl.len())?;
                if sl[d].len() > 1 && is_padded(&sl[d]) {
                    return refuse(op, "scans a merged padded dimension");
                }
                Plan::Same(sl)
            }
            PadRule::Softmax => {
                let sl = self_or_refuse()?;
                let d = n.require_dim(sl.len())?;
                n.mask_arg(self, b, vals, "self", Some(&[d]), Neutral::Lowest)?;
                Plan::Same(sl)
            }
            PadRule::Contract { lhs, rhs, bias } => self.contract(b, &n, vals, lhs, rhs, bias)?,
            PadRule::View(v) => self.view(b, &n, v, self_or_refuse()?)?,
            PadRule::Special(s) => (s.plan)(self, b, &n, vals, self_or_refuse()?)?,
        };
        Ok(PlanRef(plan))
    }

    /// `x[..., -k:]` along a padded dimension (the last position's logits of a
    /// padded prompt): the real last `k` rows, found from the real extent at run
    /// time, sliced whole. `None` when the slice is not of that form.
    fn slice_from_end(&mut self, b: &mut Builder, n: &Node, vals: &mut [Arg], sl: &Layout) -> Result<Option<Plan>> {
        let rank = sl.len();
        let d = n.dim_or(rank, 0)?;
        let (Some(start), Some(i), Some(j)) = (n.int("start"), n.names.iter().position(|x| x == "self"), n.names.iter().position(|x| x == "start")) else {
            return Ok(None);
        };
        let to_end = match n.get("end") {
            None | Some(Arg::None) => true,
            Some(Arg::Int(e)) => *e >= extent(&sl[d]),
            _ => false,
        };
        let [Factor { padded, actual: Some(real) }] = sl[d][..] else { return Ok(None) };
        let Arg::Tensor(t) = &vals[i] else { return Ok(None) };
        let k = -start;
        if start >= 0 || k > padded || !to_end || n.int("step").unwrap_or(1) != 1 {
            return Ok(None);
        }
        let (x, dtype, prio) = (t.v, t.dtype, t.prio);
        let scalar = TensorType::scalar(ElementType::I64);
        let real = self.value(b, real)?;
        let kc = bo(b.constant_i64(scalar.clone(), k))?;
        let zero = bo(b.constant_i64(scalar, 0))?;
        let mut starts = vec![zero; rank];
        // XLA clamps a start below zero: fewer than k real rows give them all, as torch does.
        starts[d] = bo(b.sub(real, kc))?;
        let mut sizes = b.ty(x).dims.clone();
        sizes[d] = k;
        let v = bo(b.dynamic_slice(x, &starts, &sizes))?;
        let mut out = sl.clone();
        out[d] = vec![Factor { padded: k, actual: None }];
        self.layouts.insert(v, out.clone());
        vals[i] = Arg::Tensor(TensorArg { v, dtype, prio });
        vals[j] = Arg::Int(0);
        Ok(Some(Plan::Same(out)))
    }

    /// The right-aligned broadcast of the tensor operands' layouts; refused
    /// where two operands pad one dimension differently.
    fn broadcast(&self, b: &Builder, op: &str, vals: &[Arg]) -> Result<Layout> {
        let mut out: Layout = Vec::new();
        for v in vals.iter() {
            let Arg::Tensor(t) = v else { continue };
            let l = self.layout(b, t.v);
            if l.len() > out.len() {
                let mut grown = static_layout(&vec![1; l.len() - out.len()]);
                grown.extend(out);
                out = grown;
            }
            let off = out.len() - l.len();
            for (j, d) in l.into_iter().enumerate() {
                let o = &mut out[off + j];
                if extent(&d) == 1 && !is_padded(&d) {
                    continue;
                }
                if extent(o) == 1 && !is_padded(o) {
                    *o = d;
                } else if *o != d {
                    return refuse(op, format!("operands padded differently ({o:?} vs {d:?})"));
                }
            }
        }
        Ok(out)
    }

    /// `self` reduced along `dim` with its padding masked to `neutral`; a mean
    /// also counts the padded reduced dimensions, to rescale in `after`.
    fn reduce(&mut self, b: &mut Builder, n: &Node, vals: &mut [Arg], sl: Layout, neutral: Neutral, mean: bool) -> Result<Plan> {
        let dims = n.dims(sl.len())?;
        let counted: Vec<DimLayout> = dims.iter().map(|&d| sl[d].clone()).filter(is_padded).collect();
        let masked: Vec<usize> = dims.iter().copied().filter(|&d| is_padded(&sl[d])).collect();
        n.mask_arg(self, b, vals, "self", Some(&masked), neutral)?;
        let out = reduced_layout(n, &sl, &dims);
        let every = matches!(n.get("dim"), None | Some(Arg::None));
        let flat = every && sl.iter().enumerate().any(|(i, d)| is_padded(d) && sl[..i].iter().any(|e| extent(e) > 1));
        Ok(Plan::Reduced { out, counted: if mean { counted } else { Vec::new() }, flat })
    }

    fn contract(&mut self, b: &mut Builder, n: &Node, vals: &mut [Arg], an: &str, bn: &str, bias: Option<&str>) -> Result<Plan> {
        let op = n.op;
        let (la, lb) = (n.layout(self, b, an).unwrap_or_default(), n.layout(self, b, bn).unwrap_or_default());
        let r = la.len();
        // A matrix times a vector (mv, addmv) contracts the vector's only dimension.
        let vector = r == 2 && lb.len() == 1;
        if r < 2 || (lb.len() != r && !vector) {
            return refuse(op, "unexpected operand ranks");
        }
        let kb = if vector { 0 } else { r - 2 };
        if is_padded(&la[r - 1]) || is_padded(&lb[kb]) {
            if la[r - 1] != lb[kb] {
                return refuse(op, "contracted dimensions padded differently");
            }
            // XLA's CPU runtime runs no product of half-precision operands it cannot fold
            // into a loop ("Unsupported element type for DotThunk::Execute: BF16 x BF16 =
            // F32"), and the mask makes this one such: found by an eager call, at exact
            // sizes, where a run failing later could not be taken back.
            let half = |x: &str| matches!(n.get(x), Some(Arg::Tensor(t)) if t.dtype.itemsize() == 2 && t.dtype.is_float());
            if self.spec.eager && (half(an) || half(bn)) {
                return refuse(op, "a half-precision product over a padded dimension");
            }
            n.mask_arg(self, b, vals, an, Some(&[r - 1]), Neutral::Zero)?;
            n.mask_arg(self, b, vals, bn, Some(&[kb]), Neutral::Zero)?;
        }
        let mut out: Layout = Vec::new();
        if vector {
            out.push(la[0].clone());
        } else if r == 3 {
            if la[0] != lb[0] && (is_padded(&la[0]) || is_padded(&lb[0])) {
                return refuse(op, "batch dimensions padded differently");
            }
            out.push(if is_padded(&la[0]) { la[0].clone() } else { lb[0].clone() });
        }
        if !vector {
            out.push(la[r - 2].clone());
            out.push(lb[r - 1].clone());
        }
        if let Some(bias) = bias {
            let bias = n.layout(self, b, bias).unwrap_or_default();
            let off = out.len() - bias.len().min(out.len());
            for (j, d) in bias.iter().enumerate() {
                if is_padded(d) && out.get(off + j) != Some(d) {
                    return refuse(op, "bias padded differently");
                }
            }
        }
        Ok(Plan::Same(out))
    }

    fn view(&mut self, b: &Builder, n: &Node, rule: ViewRule, sl: Layout) -> Result<Plan> {
        let op = n.op;
        let rank = sl.len();
        Ok(match rule {
            ViewRule::Reshape => Plan::Reshape(sl),
            ViewRule::Expand => Plan::Expand(sl),
            ViewRule::Permute => {
                let Some(Arg::IntList(p)) = n.get("dims") else { return refuse(op, "no dims") };
                Plan::Same(p.iter().map(|&d| n.wrap(d, rank).map(|d| sl[d].clone())).collect::<tpj_lowering::Result<Layout>>()?)
            }
            ViewRule::Transpose => {
                let (d0, d1) = match (n.int("dim0"), n.int("dim1")) {
                    (Some(a), Some(c)) => (n.wrap(a, rank)?, n.wrap(c, rank)?),
                    _ if rank == 2 => (0, 1),
                    _ => return Ok(Plan::Same(sl)),
                };
                let mut out = sl;
                out.swap(d0, d1);
                Plan::Same(out)
            }
            ViewRule::Unsqueeze => {
                let Some(d) = n.int("dim") else { return refuse(op, "no dim") };
                let d = n.wrap(d, rank + 1)?;
                let mut out = sl;
                out.insert(d, vec![Factor { padded: 1, actual: None }]);
                Plan::Same(out)
            }
            ViewRule::Squeeze => {
                // An empty `dim` list squeezes nothing, unlike a reduction's.
                let dims: Vec<usize> = match n.get("dim") {
                    Some(Arg::Int(d)) => vec![n.wrap(*d, rank)?],
                    Some(Arg::IntList(ds)) => ds.iter().map(|&d| n.wrap(d, rank)).collect::<tpj_lowering::Result<_>>()?,
                    _ => (0..rank).collect(),
                };
                let drop = |i: usize, d: &DimLayout| dims.contains(&i) && !is_padded(d) && extent(d) == 1;
                Plan::Same(sl.into_iter().enumerate().filter(|(i, d)| !drop(*i, d)).map(|(_, d)| d).collect())
            }
            ViewRule::Slice | ViewRule::Select => {
                let d = n.dim_or(rank, 0)?;
                let start = match n.get(if rule == ViewRule::Select { "index" } else { "start" }) {
                    Some(Arg::Int(s)) => *s,
                    Some(Arg::None) | None => 0,
                    _ => return refuse(op, "non-constant start"),
                };
                let step = n.int("step").unwrap_or(1);
                if is_padded(&sl[d]) && (sl[d].len() > 1 || start < 0 || step != 1) {
                    return refuse(op, "a padded dimension from its end, with a step, or a merged one");
                }
                let mut out = sl;
                if rule == ViewRule::Select {
                    out.remove(d);
                    Plan::Same(out)
                } else {
                    // The kept dimension's real extent comes from the node's symbolic size.
                    Plan::ExprAlong(out, d)
                }
            }
            ViewRule::Split | ViewRule::Unbind => {
                let d = n.dim_or(rank, 0)?;
                if is_padded(&sl[d]) {
                    return refuse(op, "splits a padded dimension");
                }
                if rule == ViewRule::Unbind {
                    let mut out = sl;
                    out.remove(d);
                    return Ok(Plan::Same(out));
                }
                Plan::StaticAlong(sl, d)
            }
            ViewRule::Cat => {
                let Some(Arg::TensorList(ts)) = n.get("tensors") else { return refuse(op, "no tensors") };
                let ls: Vec<Layout> = ts.iter().flatten().map(|t| self.layout(b, t.v)).filter(|l| l.len() > 1 || extent(&l[0]) != 0).collect();
                let r = ls.first().map(|l| l.len()).unwrap_or(0);
                let d = n.dim_or(r, 0)?;
                let mut out = ls.first().cloned().unwrap_or_default();
                let mut along = false;
                for l in &ls {
                    if l.len() != r {
                        return refuse(op, "operands of different ranks");
                    }
                    // Real elements must lead their dimension for the moves below.
                    if is_padded(&l[d]) && l[d].iter().skip(1).any(|f| f.actual.is_some() || f.padded != 1) {
                        return refuse(op, "concatenates along a merged padded dimension");
                    }
                    along |= is_padded(&l[d]);
                    for j in 0..r {
                        if j != d && l[j] != out[j] {
                            return refuse(op, "operands padded differently");
                        }
                    }
                }
                if r == 0 {
                    return Ok(Plan::Static);
                }
                out[d] = vec![Factor { padded: 0, actual: None }];
                if along {
                    let parts = ts.iter().flatten().filter(|t| b.ty(t.v).rank() > 1 || b.ty(t.v).dims[0] != 0).map(|t| (t.v, self.layout(b, t.v)[d].clone())).collect();
                    return Ok(Plan::CatAlong { layout: out, dim: d, parts });
                }
                Plan::StaticAlong(out, d)
            }
        })
    }

    /// Gives the node's outputs their layouts (checked against the lowered
    /// shapes and the FX graph's symbolic sizes) and rescales `mean`.
    pub fn after(&mut self, b: &mut Builder, op: &str, plan: PlanRef, outs: &mut [TensorArg], exprs: Option<&Vec<Vec<Option<usize>>>>) -> Result<()> {
        for (k, o) in outs.iter_mut().enumerate() {
            let dims = b.ty(o.v).dims.clone();
            let ex: Option<&Vec<Option<usize>>> = exprs.and_then(|e| e.get(k)).filter(|e| e.len() == dims.len());
            let from_exprs = |ex: Option<&Vec<Option<usize>>>| -> Layout {
                dims.iter()
                    .enumerate()
                    .map(|(i, &n)| match ex.and_then(|e| e[i]) {
                        Some(a) => sym_dim(n, a),
                        None => vec![Factor { padded: n, actual: None }],
                    })
                    .collect()
            };
            let layout: Layout = match &plan.0 {
                Plan::Static => static_layout(&dims),
                Plan::FromExprs => from_exprs(ex),
                Plan::Broadcast(l) => {
                    if l.len() > dims.len() {
                        return refuse(op, "result rank below its operands'");
                    }
                    let mut out = static_layout(&dims[..dims.len() - l.len()]);
                    out.extend(l.iter().cloned());
                    out
                }
                Plan::Expand(l) => {
                    let off = dims.len() - l.len();
                    let fresh = from_exprs(ex);
                    (0..dims.len()).map(|i| if i >= off && extent(&l[i - off]) == dims[i] { l[i - off].clone() } else { fresh[i].clone() }).collect()
                }
                Plan::Same(l) => l.clone(),
                Plan::Reshape(l) => reshape_layout(op, l, &dims)?,
                Plan::PerOutput(ls) => {
                    let l = ls.get(k).cloned().unwrap_or_default();
                    if l.is_empty() && !dims.is_empty() {
                        static_layout(&dims)
                    } else {
                        l
                    }
                }
                Plan::ExprAlong(l, d) => {
                    if ex.is_none() && is_padded(&l[*d]) {
                        return refuse(op, "no symbolic size for a sliced padded dimension");
                    }
                    let mut out = l.clone();
                    out[*d] = from_exprs(ex)[*d].clone();
                    out
                }
                Plan::StaticAlong(l, d) => {
                    let mut out = l.clone();
                    out[*d] = vec![Factor { padded: dims[*d], actual: None }];
                    out
                }
                Plan::Reduced { out, .. } => out.clone(),
                Plan::CatAlong { layout, dim, parts } => {
                    let Some(a) = ex.and_then(|e| e[*dim]) else {
                        return refuse(op, "no symbolic size for a concatenation along a padded dimension");
                    };
                    o.v = self.cat_along(b, o.v, *dim, parts)?;
                    let mut out = layout.clone();
                    out[*dim] = sym_dim(dims[*dim], a);
                    out
                }
            };
            let layout: Layout = layout.into_iter().map(normalize).collect();
            if layout.len() != dims.len() || layout.iter().zip(&dims).any(|(d, &n)| extent(d) != n) {
                return refuse(op, format!("result {dims:?} does not match its padded layout"));
            }
            if let Some(ex) = ex {
                if layout.iter().zip(ex).any(|(d, e)| is_padded(d) != e.is_some()) {
                    return refuse(op, "result's padded dimensions differ from the graph's symbolic sizes");
                }
            }
            if let Plan::Reduced { flat: true, .. } = &plan.0 {
                if !o.dtype.is_float() && !o.dtype.is_complex() && o.dtype != tpj_lowering::DType::Bool {
                    return refuse(op, "an index over every dimension of a padded tensor");
                }
            }
            if let Plan::Reduced { counted, .. } = &plan.0 {
                if !counted.is_empty() && o.dtype.is_float() {
                    // Masked sum / padded count, rescaled to sum / real count.
                    let padded: i64 = counted.iter().map(extent).product();
                    let mut real = self.actual_extent(b, &counted[0])?;
                    for d in &counted[1..] {
                        let x = self.actual_extent(b, d)?;
                        real = bo(b.mul(real, x))?;
                    }
                    let elem = b.ty(o.v).elem;
                    let real = bo(b.convert(real, ElementType::F64))?;
                    let pc = bo(b.constant_f64(TensorType::scalar(ElementType::F64), padded as f64))?;
                    let ratio = bo(b.div(pc, real))?;
                    let ratio = bo(b.convert(ratio, elem))?;
                    let ratio = bo(b.broadcast_in_dim(ratio, &dims, &[]))?;
                    o.v = bo(b.mul(o.v, ratio))?;
                }
            }
            if layout_is_padded(&layout) {
                self.layouts.insert(o.v, layout);
            }
        }
        Ok(())
    }
}

/// `sl` without the reduced `dims` (size-1 under `keepdim`).
fn reduced_layout(n: &Node, sl: &Layout, dims: &[usize]) -> Layout {
    let keepdim = matches!(n.get("keepdim"), Some(Arg::Bool(true)));
    let mut out = Vec::new();
    for (i, d) in sl.iter().enumerate() {
        if dims.contains(&i) {
            if keepdim {
                out.push(vec![Factor { padded: 1, actual: None }]);
            }
        } else {
            out.push(d.clone());
        }
    }
    out
}

/// A decision of [`PadState::before`], consumed by [`PadState::after`].
pub struct PlanRef(Plan);

/// What the special rules beside their ops (`PadRule::Special`) use of the state.
impl Padder for PadState<'_> {
    fn layout(&self, b: &Builder, v: Value) -> Layout {
        PadState::layout(self, b, v)
    }

    fn mask(&mut self, b: &mut Builder, x: Value, dims: &[usize], fill: Fill) -> tpj_lowering::Result<Value> {
        PadState::mask(self, b, x, dims, fill).map_err(to_lower)
    }

    fn dim_mask(&mut self, b: &mut Builder, d: &DimLayout) -> tpj_lowering::Result<Option<Value>> {
        PadState::dim_mask(self, b, d).map_err(to_lower)
    }

    fn real_extent(&mut self, b: &mut Builder, d: &DimLayout) -> tpj_lowering::Result<Value> {
        PadState::actual_extent(self, b, d).map_err(to_lower)
    }
}

fn to_lower(e: EngineError) -> LowerError {
    match e {
        EngineError::Lower(l) => l,
        EngineError::NotBucketable(detail) => LowerError::NotBucketable { op: String::new(), detail },
        e => LowerError::Invalid { op: "padding".into(), detail: e.to_string() },
    }
}

/// The layout of `view(x, dims)` given `x`'s layout: factors regrouped in order;
/// a static factor may split, a padded one may not.
fn reshape_layout(op: &str, from: &Layout, dims: &[i64]) -> Result<Layout> {
    let mut fs: VecDeque<Factor> = from.iter().flatten().copied().filter(|f| !(f.actual.is_none() && f.padded == 1)).collect();
    let mut out = Vec::with_capacity(dims.len());
    for &e in dims {
        let mut d: DimLayout = Vec::new();
        let mut prod = 1i64;
        while prod < e {
            let Some(f) = fs.pop_front() else { return refuse(op, "reshape does not regroup the padded layout") };
            let next = prod * f.padded;
            if next <= e && e % next == 0 {
                d.push(f);
                prod = next;
            } else if f.actual.is_none() && e % prod == 0 && f.padded % (e / prod) == 0 {
                let need = e / prod;
                d.push(Factor { padded: need, actual: None });
                fs.push_front(Factor { padded: f.padded / need, actual: None });
                prod = e;
            } else {
                return refuse(op, "reshape splits a padded dimension");
            }
        }
        if prod != e {
            return refuse(op, "reshape does not regroup the padded layout");
        }
        out.push(normalize(d));
    }
    if fs.iter().any(|f| f.actual.is_some() || f.padded != 1) {
        return refuse(op, "reshape does not regroup the padded layout");
    }
    Ok(out)
}

fn fill_const(b: &mut Builder, elem: ElementType, fill: Fill) -> Result<Value> {
    let ty = TensorType::scalar(elem);
    let (n, int) = match fill {
        Fill::Neutral(n) => (Some(n), 0),
        Fill::Int(i) => (None, i),
    };
    if elem == ElementType::I1 {
        return bo(b.constant_bool(ty, matches!(n, Some(Neutral::One | Neutral::Highest)) || (n.is_none() && int != 0)));
    }
    if elem.is_float() {
        let v = match n {
            Some(Neutral::Zero) => 0.0,
            Some(Neutral::One) => 1.0,
            Some(Neutral::Lowest) => f64::NEG_INFINITY,
            Some(Neutral::Highest) => f64::INFINITY,
            None => int as f64,
        };
        return bo(b.constant_f64(ty, v));
    }
    let bits = elem.bits();
    let signed = !matches!(elem, ElementType::U8 | ElementType::U16 | ElementType::U32 | ElementType::U64);
    let (lo, hi): (i128, i128) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    let v = match n {
        Some(Neutral::Zero) => 0,
        Some(Neutral::One) => 1,
        Some(Neutral::Lowest) => lo,
        Some(Neutral::Highest) => hi,
        None => int as i128,
    };
    if elem == ElementType::U64 && v > i64::MAX as i128 {
        return bo(b.constant_u64(ty, v as u64));
    }
    bo(b.constant_i64(ty, v as i64))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(n: i64) -> Factor {
        Factor { padded: n, actual: None }
    }
    fn p(n: i64, e: usize) -> Factor {
        Factor { padded: n, actual: Some(e) }
    }

    #[test]
    fn reshape_merges_and_splits_in_order() {
        let from: Layout = vec![vec![s(8)], vec![p(64, 0)], vec![s(256)]];
        let merged = reshape_layout("x", &from, &[512, 256]).unwrap();
        assert_eq!(merged, vec![vec![s(8), p(64, 0)], vec![s(256)]]);
        let split = reshape_layout("x", &merged, &[8, 64, 4, 64]).unwrap();
        assert_eq!(split, vec![vec![s(8)], vec![p(64, 0)], vec![s(4)], vec![s(64)]]);
        assert!(reshape_layout("x", &from, &[16, 32, 256]).is_err(), "a padded factor cannot split");
        assert!(reshape_layout("x", &from, &[8 * 64 * 256]).is_ok());
    }

    #[test]
    fn normalize_merges_static_factors() {
        assert_eq!(normalize(vec![s(2), s(3), p(4, 1), s(1)]), vec![s(6), p(4, 1)]);
        assert_eq!(normalize(vec![s(1)]), vec![s(1)]);
    }
}
