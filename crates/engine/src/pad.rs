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
//! A dimension's layout is a list of factors, outer to inner: `view(B * T)` of
//! a `[B, T]` tensor padded in `T` gives one dimension `[B, T]`, valid where the
//! `T` digit of the index is below `T`'s real extent.

use crate::error::{EngineError, Result};
use crate::opinfo::base_name;
use std::collections::{HashMap, VecDeque};
use tpj_lowering::{registry, Arg, LowerError, TensorArg};
use tpj_stablehlo::{BuildError, Builder, CmpDir, ElementType, TensorType, Value};

/// One factor of a dimension: its padded extent and, when it is symbolic, the
/// expression giving its real extent at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Factor {
    pub padded: i64,
    pub actual: Option<usize>,
}

pub type DimLayout = Vec<Factor>;
pub type Layout = Vec<DimLayout>;

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
}

pub fn static_layout(dims: &[i64]) -> Layout {
    dims.iter().map(|&n| vec![Factor { padded: n, actual: None }]).collect()
}

fn sym_dim(padded: i64, actual: usize) -> DimLayout {
    vec![Factor { padded, actual: Some(actual) }]
}

fn is_padded(d: &DimLayout) -> bool {
    d.iter().any(|f| f.actual.is_some())
}

pub fn layout_is_padded(l: &Layout) -> bool {
    l.iter().any(is_padded)
}

fn extent(d: &DimLayout) -> i64 {
    d.iter().map(|f| f.padded).product()
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

#[derive(Clone, Copy, Debug)]
enum Neutral {
    Zero,
    One,
    Lowest,
    Highest,
    Int(i64),
}

/// How the outputs of a node are laid out (decided before lowering it).
enum Plan {
    Static,
    /// Right-aligned broadcast layout, for every output.
    Broadcast(Layout),
    Same(Layout),
    PerOutput(Vec<Layout>),
    /// Single-factor layouts read from the node's symbolic output sizes.
    FromExprs,
    /// Every output like `self` with dimension `dim` static (split along a static dimension).
    StaticAlong(Layout, usize),
    /// Like `self` with dimension `dim` as the node's symbolic size says (slices).
    ExprAlong(Layout, usize),
    /// Reduction outputs; `mean` also rescales by padded/real count of `counted`.
    Reduced { out: Layout, counted: Vec<DimLayout> },
}

pub struct PadState<'a> {
    spec: &'a Padding,
    syms: Value,
    vals: Vec<Option<Value>>,
    layouts: HashMap<Value, Layout>,
}

/// Ops (beyond the element-wise families) that map positions one to one.
const ELEMENTWISE: &[&str] = &[
    "_to_copy", "clone", "alias", "detach", "lift_fresh_copy", "copy", "native_dropout", "native_dropout_backward", "bernoulli",
    "uniform", "normal", "fill", "zero", "empty_like", "zeros_like", "ones_like", "full_like", "rand_like", "randn_like",
    "_efficientzerotensor",
];

/// Factories whose valid prefix equals the unpadded result.
const FACTORIES: &[&str] =
    &["empty", "zeros", "ones", "full", "arange", "empty_strided", "new_empty", "new_zeros", "new_ones", "new_full", "new_empty_strided", "eye"];

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

    /// `x` with the padded part of `dims` replaced by `neutral`.
    fn mask(&mut self, b: &mut Builder, x: Value, dims: &[usize], neutral: Neutral) -> Result<Value> {
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
        let n = neutral_const(b, ty.elem, neutral)?;
        let n = bo(b.broadcast_in_dim(n, &ty.dims, &[]))?;
        let v = bo(b.select(m, x, n))?;
        self.layouts.insert(v, layout);
        Ok(v)
    }

    fn mask_arg(&mut self, b: &mut Builder, names: &[String], vals: &mut [Arg], name: &str, dims: Option<&[usize]>, neutral: Neutral) -> Result<()> {
        let Some(i) = names.iter().position(|n| n == name) else { return Ok(()) };
        if let Arg::Tensor(t) = &mut vals[i] {
            let rank = b.ty(t.v).rank();
            let all: Vec<usize> = (0..rank).collect();
            let dims = dims.unwrap_or(&all);
            t.v = self.mask(b, t.v, dims, neutral)?;
        }
        Ok(())
    }

    /// Masks a node's operands where needed and decides its outputs' layouts.
    /// Refuses ops whose results padding would change.
    pub fn before(&mut self, b: &mut Builder, op: &str, names: &[String], vals: &mut [Arg], mutated: &[usize]) -> Result<PlanRef> {
        let base = base_name(op);
        let overload = op.split_once('.').map(|(_, o)| o).unwrap_or("");
        let arg = |n: &str| names.iter().position(|x| x == n);
        let tensor_layout = |s: &Self, b: &Builder, v: &Arg| -> Option<Layout> {
            match v {
                Arg::Tensor(t) => Some(s.layout(b, t.v)),
                _ => None,
            }
        };
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
        let self_layout = arg("self").or(arg("input")).and_then(|i| tensor_layout(self, b, &vals[i]));
        if !any_padded {
            return Ok(PlanRef(if FACTORIES.contains(&base.as_str()) {
                Plan::FromExprs
            } else if base == "expand" {
                let l = self_layout.unwrap_or_default();
                Plan::Same(l) // resolved against the result in `after`
            } else {
                Plan::Static
            }));
        }
        let def = registry().get(&base);
        let elementwise = def.is_some_and(|d| d.elementwise)
            || ELEMENTWISE.contains(&base.as_str())
            || ((base == "max" || base == "min") && overload == "other");
        if elementwise || base == "tril" || base == "triu" {
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
            if (base == "tril" || base == "triu") && out.iter().rev().take(2).any(|d| is_padded(d) && d.len() > 1) {
                return refuse(op, "on a merged padded dimension");
            }
            return Ok(PlanRef(Plan::Broadcast(out)));
        }
        let Some(sl) = self_layout.clone() else {
            return match base.as_str() {
                "mm" | "bmm" | "addmm" | "baddbmm" | "embedding" | "embedding_dense_backward" | "native_layer_norm_backward" | "cat"
                | "nll_loss_forward" | "nll_loss_backward" | "nll_loss2d_forward" | "nll_loss2d_backward" | "gather" => {
                    self.rule(b, op, &base, overload, names, vals, None)
                }
                _ => refuse(op, "has padded operands"),
            };
        };
        self.rule(b, op, &base, overload, names, vals, Some(sl))
    }

    #[allow(clippy::too_many_arguments)]
    fn rule(
        &mut self,
        b: &mut Builder,
        op: &str,
        base: &str,
        overload: &str,
        names: &[String],
        vals: &mut [Arg],
        sl: Option<Layout>,
    ) -> Result<PlanRef> {
        let arg = |n: &str| names.iter().position(|x| x == n);
        // Reads see the operands as they came (masking keeps their layouts).
        let snapshot: Vec<Arg> = vals.to_vec();
        let get = |n: &str| arg(n).map(|i| snapshot[i].clone());
        let lay = |s: &Self, b: &Builder, n: &str| -> Option<Layout> {
            match arg(n).map(|i| &snapshot[i]) {
                Some(Arg::Tensor(t)) => Some(s.layout(b, t.v)),
                _ => None,
            }
        };
        let sl = sl.unwrap_or_default();
        let rank = sl.len();
        let wrap = |d: i64, r: usize| -> Result<usize> {
            let r = r.max(1) as i64;
            let w = if d < 0 { d + r } else { d };
            if w < 0 || w >= r {
                return refuse(op, format!("dimension {d} out of range"));
            }
            Ok(w as usize)
        };
        let reduce_dims = |s: &Self, b: &Builder| -> Result<Vec<usize>> {
            let _ = (s, b);
            match get("dim") {
                Some(Arg::Int(d)) => Ok(vec![wrap(d, rank)?]),
                Some(Arg::IntList(ds)) if !ds.is_empty() => ds.iter().map(|&d| wrap(d, rank)).collect(),
                _ => Ok((0..rank).collect()),
            }
        };
        let keepdim = matches!(get("keepdim"), Some(Arg::Bool(true)));
        let reduced_layout = |dims: &[usize]| -> Layout {
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
        };
        let neutral = match base {
            "sum" | "nansum" | "mean" | "any" => Some(Neutral::Zero),
            "prod" | "all" => Some(Neutral::One),
            "amax" | "argmax" | "logsumexp" => Some(Neutral::Lowest),
            "amin" | "argmin" => Some(Neutral::Highest),
            "max" if overload.is_empty() || overload == "dim" => Some(Neutral::Lowest),
            "min" if overload.is_empty() || overload == "dim" => Some(Neutral::Highest),
            _ => None,
        };
        if let Some(nt) = neutral {
            let dims = reduce_dims(self, b)?;
            let counted: Vec<DimLayout> = dims.iter().map(|&d| sl[d].clone()).filter(is_padded).collect();
            let masked: Vec<usize> = dims.iter().copied().filter(|&d| is_padded(&sl[d])).collect();
            self.mask_arg(b, names, vals, "self", Some(&masked), nt)?;
            let out = reduced_layout(&dims);
            return Ok(PlanRef(Plan::Reduced { out, counted: if base == "mean" { counted } else { Vec::new() } }));
        }
        match base {
            "var" | "std" | "var_mean" | "std_mean" | "linalg_vector_norm" | "norm" => {
                let dims = reduce_dims(self, b)?;
                if dims.iter().any(|&d| is_padded(&sl[d])) {
                    return refuse(op, "reduces a padded dimension");
                }
                Ok(PlanRef(Plan::Reduced { out: reduced_layout(&dims), counted: Vec::new() }))
            }
            "_softmax" | "softmax" | "_log_softmax" | "log_softmax" => {
                let Some(Arg::Int(d)) = get("dim") else { return refuse(op, "no dim") };
                let d = wrap(d, rank)?;
                self.mask_arg(b, names, vals, "self", Some(&[d]), Neutral::Lowest)?;
                Ok(PlanRef(Plan::Same(sl)))
            }
            "cumsum" | "cumprod" | "logcumsumexp" | "cummax" | "cummin" => {
                // A prefix scan: the real prefix never reads the padding after it.
                let Some(Arg::Int(d)) = get("dim") else { return refuse(op, "no dim") };
                let d = wrap(d, rank)?;
                if sl[d].len() > 1 && is_padded(&sl[d]) {
                    return refuse(op, "scans a merged padded dimension");
                }
                Ok(PlanRef(Plan::Same(sl)))
            }
            "_softmax_backward_data" | "_log_softmax_backward_data" => {
                let g = lay(self, b, "grad_output").unwrap_or_default();
                let Some(Arg::Int(d)) = get("dim") else { return refuse(op, "no dim") };
                let d = wrap(d, g.len())?;
                self.mask_arg(b, names, vals, "grad_output", Some(&[d]), Neutral::Zero)?;
                let out_neutral = if base == "_softmax_backward_data" { Neutral::Zero } else { Neutral::Lowest };
                self.mask_arg(b, names, vals, "output", Some(&[d]), out_neutral)?;
                Ok(PlanRef(Plan::Same(g)))
            }
            "mm" | "bmm" | "addmm" | "baddbmm" => {
                let (an, bn) = match base {
                    "mm" | "bmm" => ("self", "mat2"),
                    "addmm" => ("mat1", "mat2"),
                    _ => ("batch1", "batch2"),
                };
                let (la, lb) = (lay(self, b, an).unwrap_or_default(), lay(self, b, bn).unwrap_or_default());
                let r = la.len();
                if r < 2 || lb.len() != r {
                    return refuse(op, "unexpected operand ranks");
                }
                if is_padded(&la[r - 1]) || is_padded(&lb[r - 2]) {
                    if la[r - 1] != lb[r - 2] {
                        return refuse(op, "contracted dimensions padded differently");
                    }
                    self.mask_arg(b, names, vals, an, Some(&[r - 1]), Neutral::Zero)?;
                    self.mask_arg(b, names, vals, bn, Some(&[r - 2]), Neutral::Zero)?;
                }
                let mut out: Layout = Vec::new();
                if r == 3 {
                    if la[0] != lb[0] && (is_padded(&la[0]) || is_padded(&lb[0])) {
                        return refuse(op, "batch dimensions padded differently");
                    }
                    out.push(if is_padded(&la[0]) { la[0].clone() } else { lb[0].clone() });
                }
                out.push(la[r - 2].clone());
                out.push(lb[r - 1].clone());
                if base == "addmm" || base == "baddbmm" {
                    let bias = lay(self, b, "self").unwrap_or_default();
                    let off = out.len() - bias.len().min(out.len());
                    for (j, d) in bias.iter().enumerate() {
                        if is_padded(d) && out.get(off + j) != Some(d) {
                            return refuse(op, "bias padded differently");
                        }
                    }
                }
                Ok(PlanRef(Plan::Same(out)))
            }
            "view" | "_unsafe_view" | "reshape" | "_reshape_alias" | "view_copy" => Ok(PlanRef(Plan::PerOutput(vec![sl]))), // resolved in `after`
            "permute" => {
                let Some(Arg::IntList(p)) = get("dims") else { return refuse(op, "no dims") };
                let out = p.iter().map(|&d| wrap(d, rank).map(|d| sl[d].clone())).collect::<Result<Layout>>()?;
                Ok(PlanRef(Plan::Same(out)))
            }
            "transpose" | "t" => {
                let (d0, d1) = match (get("dim0"), get("dim1")) {
                    (Some(Arg::Int(a)), Some(Arg::Int(c))) => (wrap(a, rank)?, wrap(c, rank)?),
                    _ if rank == 2 => (0, 1),
                    _ => return Ok(PlanRef(Plan::Same(sl))),
                };
                let mut out = sl;
                out.swap(d0, d1);
                Ok(PlanRef(Plan::Same(out)))
            }
            "unsqueeze" => {
                let Some(Arg::Int(d)) = get("dim") else { return refuse(op, "no dim") };
                let d = wrap(d, rank + 1)?;
                let mut out = sl;
                out.insert(d, vec![Factor { padded: 1, actual: None }]);
                Ok(PlanRef(Plan::Same(out)))
            }
            "squeeze" => {
                let dims: Vec<usize> = match get("dim") {
                    Some(Arg::Int(d)) => vec![wrap(d, rank)?],
                    Some(Arg::IntList(ds)) => ds.iter().map(|&d| wrap(d, rank)).collect::<Result<_>>()?,
                    _ => (0..rank).collect(),
                };
                let out = sl.into_iter().enumerate().filter(|(i, d)| !(dims.contains(i) && !is_padded(d) && extent(d) == 1)).map(|(_, d)| d).collect();
                Ok(PlanRef(Plan::Same(out)))
            }
            "expand" => Ok(PlanRef(Plan::Same(sl))), // resolved against the result in `after`
            "slice" | "narrow" | "select" => {
                let d = match get("dim") {
                    Some(Arg::Int(d)) => wrap(d, rank)?,
                    _ => 0,
                };
                let start = match get(if base == "select" { "index" } else { "start" }) {
                    Some(Arg::Int(s)) => s,
                    Some(Arg::None) | None => 0,
                    _ => return refuse(op, "non-constant start"),
                };
                let step = match get("step") {
                    Some(Arg::Int(s)) => s,
                    _ => 1,
                };
                if is_padded(&sl[d]) && (sl[d].len() > 1 || start < 0 || step != 1) {
                    return refuse(op, "a padded dimension from its end, with a step, or a merged one");
                }
                let mut out = sl;
                if base == "select" {
                    out.remove(d);
                    Ok(PlanRef(Plan::Same(out)))
                } else {
                    // The kept dimension's real extent comes from the node's symbolic size.
                    Ok(PlanRef(Plan::ExprAlong(out, d)))
                }
            }
            "split" | "split_with_sizes" | "unbind" => {
                let d = match get("dim") {
                    Some(Arg::Int(d)) => wrap(d, rank)?,
                    _ => 0,
                };
                if is_padded(&sl[d]) {
                    return refuse(op, "splits a padded dimension");
                }
                if base == "unbind" {
                    let mut out = sl;
                    out.remove(d);
                    return Ok(PlanRef(Plan::Same(out)));
                }
                Ok(PlanRef(Plan::StaticAlong(sl, d)))
            }
            "cat" => {
                let Some(Arg::TensorList(ts)) = get("tensors") else { return refuse(op, "no tensors") };
                let ls: Vec<Layout> = ts.iter().flatten().map(|t| self.layout(b, t.v)).filter(|l| l.len() > 1 || extent(&l[0]) != 0).collect();
                let r = ls.first().map(|l| l.len()).unwrap_or(0);
                let d = match get("dim") {
                    Some(Arg::Int(d)) => wrap(d, r)?,
                    _ => 0,
                };
                let mut out = ls.first().cloned().unwrap_or_default();
                for l in &ls {
                    if l.len() != r || is_padded(&l[d]) {
                        return refuse(op, "concatenates along a padded dimension");
                    }
                    for j in 0..r {
                        if j != d && l[j] != out[j] {
                            return refuse(op, "operands padded differently");
                        }
                    }
                }
                if r == 0 {
                    return Ok(PlanRef(Plan::Static));
                }
                out[d] = vec![Factor { padded: 0, actual: None }];
                Ok(PlanRef(Plan::StaticAlong(out, d)))
            }
            "embedding" => {
                let mut out = lay(self, b, "indices").unwrap_or_default();
                let w = lay(self, b, "weight").unwrap_or_default();
                if w.iter().any(is_padded) {
                    return refuse(op, "padded weight");
                }
                out.push(w.last().cloned().unwrap_or_default());
                Ok(PlanRef(Plan::Same(out)))
            }
            "embedding_dense_backward" => {
                if matches!(get("scale_grad_by_freq"), Some(Arg::Bool(true))) {
                    return refuse(op, "scale_grad_by_freq counts padded indices");
                }
                self.mask_arg(b, names, vals, "grad_output", None, Neutral::Zero)?;
                Ok(PlanRef(Plan::Static))
            }
            "nll_loss_forward" | "nll_loss2d_forward" | "nll_loss_backward" | "nll_loss2d_backward" => {
                let Some(Arg::Int(ignore)) = get("ignore_index") else { return refuse(op, "no ignore_index") };
                let t = lay(self, b, "target").unwrap_or_default();
                self.mask_arg(b, names, vals, "target", None, Neutral::Int(ignore))?;
                if base.ends_with("backward") {
                    return Ok(PlanRef(Plan::Same(sl)));
                }
                let none = matches!(get("reduction"), Some(Arg::Int(0)));
                Ok(PlanRef(Plan::PerOutput(vec![if none { t } else { Vec::new() }, Vec::new()])))
            }
            "native_layer_norm" => {
                let Some(Arg::IntList(ns)) = get("normalized_shape") else { return refuse(op, "no normalized_shape") };
                let k = rank - ns.len();
                if sl[k..].iter().any(is_padded) {
                    return refuse(op, "normalizes over a padded dimension");
                }
                let mut stat = sl[..k].to_vec();
                stat.extend(static_layout(&vec![1; rank - k]));
                Ok(PlanRef(Plan::PerOutput(vec![sl, stat.clone(), stat])))
            }
            "native_layer_norm_backward" => {
                let inp = lay(self, b, "input").unwrap_or_default();
                let Some(Arg::IntList(ns)) = get("normalized_shape") else { return refuse(op, "no normalized_shape") };
                let k = inp.len() - ns.len();
                if inp[k..].iter().any(is_padded) {
                    return refuse(op, "normalizes over a padded dimension");
                }
                let batch: Vec<usize> = (0..k).collect();
                for n in ["grad_out", "input", "mean", "rstd"] {
                    self.mask_arg(b, names, vals, n, Some(&batch), Neutral::Zero)?;
                }
                let w = lay(self, b, "weight").map(|l| static_layout(&l.iter().map(extent).collect::<Vec<_>>())).unwrap_or_default();
                Ok(PlanRef(Plan::PerOutput(vec![inp, w.clone(), w])))
            }
            "gather" => Ok(PlanRef(Plan::Same(lay(self, b, "index").unwrap_or_default()))),
            "index_put" => {
                // Accumulating padded values that are zero changes nothing (embedding gradients).
                if !matches!(get("accumulate"), Some(Arg::Bool(true))) || sl.iter().any(is_padded) {
                    return refuse(op, "writes from padded positions");
                }
                self.mask_arg(b, names, vals, "values", None, Neutral::Zero)?;
                Ok(PlanRef(Plan::Same(sl)))
            }
            "scatter" | "scatter_add" | "scatter_reduce" => {
                // Writes stay in their row: fine while the scattered dimension is not padded.
                let d = match get("dim") {
                    Some(Arg::Int(d)) => wrap(d, rank)?,
                    _ => return refuse(op, "no dim"),
                };
                let idx = lay(self, b, "index").unwrap_or_default();
                if is_padded(&sl[d]) || idx.get(d).is_some_and(is_padded) {
                    return refuse(op, "scatters along a padded dimension");
                }
                for (j, l) in idx.iter().enumerate() {
                    if j != d && is_padded(l) && sl.get(j) != Some(l) {
                        return refuse(op, "index padded differently from self");
                    }
                }
                Ok(PlanRef(Plan::Same(sl)))
            }
            _ => refuse(op, "has padded operands and no bucketing rule"),
        }
    }

    /// Gives the node's outputs their layouts (checked against the lowered
    /// shapes and the FX graph's symbolic sizes) and rescales `mean`.
    pub fn after(&mut self, b: &mut Builder, op: &str, plan: PlanRef, outs: &mut [TensorArg], exprs: Option<&Vec<Vec<Option<usize>>>>) -> Result<()> {
        let base = base_name(op);
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
                Plan::Same(l) if base == "expand" => {
                    let off = dims.len() - l.len();
                    let fresh = from_exprs(ex);
                    (0..dims.len()).map(|i| if i >= off && extent(&l[i - off]) == dims[i] { l[i - off].clone() } else { fresh[i].clone() }).collect()
                }
                Plan::Same(l) => l.clone(),
                Plan::PerOutput(ls) if matches!(base.as_str(), "view" | "_unsafe_view" | "reshape" | "_reshape_alias" | "view_copy") => {
                    reshape_layout(op, &ls[0], &dims)?
                }
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

/// A decision of [`PadState::before`], consumed by [`PadState::after`].
pub struct PlanRef(Plan);

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

fn neutral_const(b: &mut Builder, elem: ElementType, n: Neutral) -> Result<Value> {
    let ty = TensorType::scalar(elem);
    if elem == ElementType::I1 {
        return bo(b.constant_bool(ty, matches!(n, Neutral::One | Neutral::Highest) || matches!(n, Neutral::Int(i) if i != 0)));
    }
    if elem.is_float() {
        let v = match n {
            Neutral::Zero => 0.0,
            Neutral::One => 1.0,
            Neutral::Lowest => f64::NEG_INFINITY,
            Neutral::Highest => f64::INFINITY,
            Neutral::Int(i) => i as f64,
        };
        return bo(b.constant_f64(ty, v));
    }
    let bits = elem.bits();
    let signed = !matches!(elem, ElementType::U8 | ElementType::U16 | ElementType::U32 | ElementType::U64);
    let (lo, hi): (i128, i128) = if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    let v = match n {
        Neutral::Zero => 0,
        Neutral::One => 1,
        Neutral::Lowest => lo,
        Neutral::Highest => hi,
        Neutral::Int(i) => i as i128,
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
        let merged = reshape_layout("view", &from, &[512, 256]).unwrap();
        assert_eq!(merged, vec![vec![s(8), p(64, 0)], vec![s(256)]]);
        let split = reshape_layout("view", &merged, &[8, 64, 4, 64]).unwrap();
        assert_eq!(split, vec![vec![s(8)], vec![p(64, 0)], vec![s(4)], vec![s(64)]]);
        assert!(reshape_layout("view", &from, &[16, 32, 256]).is_err(), "a padded factor cannot split");
        assert!(reshape_layout("view", &from, &[8 * 64 * 256]).is_ok());
    }

    #[test]
    fn normalize_merges_static_factors() {
        assert_eq!(normalize(vec![s(2), s(3), p(4, 1), s(1)]), vec![s(6), p(4, 1)]);
        assert_eq!(normalize(vec![s(1)]), vec![s(1)]);
    }
}
