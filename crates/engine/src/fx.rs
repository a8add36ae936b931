//! The FX graphs `torch.compile` hands us, as typed data.
//!
//! Python walks an AOTAutograd graph once and describes each value by its
//! Python type (a node, a number, a dtype, a list, a symbolic size). Here each
//! argument meets its schema type and becomes what the lowering receives
//! ([`GArg`]); `getitem`s are resolved to the results they pick; and for a
//! bucketed graph every symbolic size becomes its padded value (shapes) or a
//! run-time expression (numbers), through the one size evaluator in
//! [`crate::pad`]. Anything of a kind we do not know is an error, never a
//! catch-all.

use crate::error::{EngineError, Result};
use crate::graph::{GArg, GraphSpec, Node, Ref};
use crate::pad::{Factor, Layout, Padding, SymExpr};
use std::collections::HashMap;
use tpj_lowering::{DType, Number};

/// A size over the graph's symbols, as sympy writes it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SymTree {
    Int(i64),
    Sym(String),
    Add(Vec<SymTree>),
    Mul(Vec<SymTree>),
    Pow(Box<SymTree>, u32),
    /// Any other expression (floor division, max, ...), by its text: not bucketable.
    Other(String),
}

impl SymTree {
    /// The value with each symbol replaced by `vals(name)`.
    pub fn eval(&self, vals: &dyn Fn(&str) -> Option<i64>) -> Result<i64> {
        Ok(match self {
            SymTree::Int(v) => *v,
            SymTree::Sym(s) => vals(s).ok_or_else(|| not_bucketable(format!("size {s} is not an input size")))?,
            SymTree::Add(xs) => xs.iter().map(|x| x.eval(vals)).sum::<Result<i64>>()?,
            SymTree::Mul(xs) => xs.iter().map(|x| x.eval(vals)).product::<Result<i64>>()?,
            SymTree::Pow(b, e) => b.eval(vals)?.pow(*e),
            SymTree::Other(t) => return Err(not_bucketable(format!("size expression {t} cannot be bucketed"))),
        })
    }

    pub fn is_number(&self) -> bool {
        matches!(self, SymTree::Int(_))
    }
}

pub(crate) fn not_bucketable(why: impl std::fmt::Display) -> EngineError {
    EngineError::NotBucketable(why.to_string())
}

fn bad(why: impl std::fmt::Display) -> EngineError {
    EngineError::Unsupported(format!("torch.compile graph: {why}"))
}

pub use crate::schema::ArgType;

/// A value in an FX graph, by its Python type.
#[derive(Clone, Debug)]
pub enum FxValue {
    None,
    Bool(bool),
    Int(i64),
    Float(f64),
    /// A complex number: real and imaginary parts.
    Complex(f64, f64),
    Str(String),
    DType(DType),
    /// Another node's value (by node index).
    Node(usize),
    List(Vec<FxValue>),
    /// A device, layout, memory format or generator: the lowerings take these from elsewhere.
    Opaque(String),
}

#[derive(Clone, Debug)]
pub enum Placeholder {
    /// A tensor input; `ours` when it lives on our device (then `index` is its device index).
    Tensor { dtype: DType, dims: Vec<SymTree>, ours: bool, index: usize },
    /// A size argument (`SymInt`): its symbol's value at run time.
    Size(SymTree),
    /// A number baked into the graph (dropped at call time).
    Baked,
}

#[derive(Clone, Debug)]
pub enum FxNode {
    Placeholder(Placeholder),
    /// An ATen op: arguments by schema name with their schema types; the
    /// arguments it writes; per schema return, the length of a list result
    /// (`None`: one tensor); per top-level result, its dims (`None`: not a tensor).
    Op { op: String, args: Vec<(String, ArgType, FxValue)>, mutated: Vec<usize>, returns: Vec<Option<usize>>, out_dims: Vec<Option<Vec<SymTree>>> },
    GetItem { src: usize, index: usize },
    /// Size arithmetic: an integer-valued node (read where used).
    Size(SymTree),
    /// A call we cannot lower (not an ATen op), by its text.
    Unsupported(String),
}

#[derive(Clone, Debug)]
pub struct FxGraph {
    pub nodes: Vec<FxNode>,
    pub outputs: Vec<FxValue>,
}

/// One graph output, as the caller returns it.
#[derive(Clone, Debug)]
pub enum OutItem {
    None,
    /// The k-th tensor result of the program.
    Tensor(usize),
    Int(i64),
    /// A size, from the symbols' real values at run time.
    Size(SymTree),
}

/// A graph turned into what [`crate::graph::compile`] lowers, and how to call it.
pub struct Converted {
    pub spec: GraphSpec,
    pub out_spec: Vec<OutItem>,
    /// Placeholder positions that are not tensors (dropped at call time).
    pub int_positions: Vec<usize>,
    pub device_index: usize,
}

/// What an FX node is once converted.
#[derive(Clone)]
enum Env {
    Tensor(Ref),
    /// A list result of node n starting at flat result k.
    List(usize, usize),
    /// Node n's flat results start at k (an op with several returns).
    Results(usize, usize),
    Size(SymTree),
    Nothing,
}

/// The padded sizes of one bucket and the table of run-time size expressions
/// its program evaluates (interned: one entry per distinct expression).
pub struct Sizes {
    pub buckets: HashMap<String, i64>,
    /// The symbols in run-time order (their real values arrive in this order).
    pub syms: Vec<String>,
    pub table: Vec<SymExpr>,
    /// The expression each table entry stands for (for layouts kept across graphs).
    pub rev: Vec<SymTree>,
    ids: HashMap<SymTree, usize>,
}

impl Sizes {
    pub fn new(buckets: HashMap<String, i64>, syms: Vec<String>) -> Sizes {
        Sizes { buckets, syms, table: Vec::new(), rev: Vec::new(), ids: HashMap::new() }
    }

    pub fn padded(&self, e: &SymTree) -> Result<i64> {
        e.eval(&|s| self.buckets.get(s).copied())
    }

    /// The table entry giving `e` at run time; `None` for a constant.
    pub fn expr_id(&mut self, e: &SymTree) -> Result<Option<usize>> {
        if e.is_number() {
            return Ok(None);
        }
        self.intern(e).map(Some)
    }

    fn push(&mut self, x: SymExpr, e: SymTree) -> usize {
        self.table.push(x);
        self.rev.push(e.clone());
        self.ids.insert(e, self.table.len() - 1);
        self.table.len() - 1
    }

    fn chain(&mut self, e: &SymTree, parts: &[SymTree], mul: bool) -> Result<usize> {
        let mut acc = self.intern(&parts[0])?;
        for p in &parts[1..] {
            let k = self.intern(p)?;
            self.table.push(if mul { SymExpr::Mul(acc, k) } else { SymExpr::Add(acc, k) });
            self.rev.push(e.clone());
            acc = self.table.len() - 1;
        }
        self.ids.insert(e.clone(), acc);
        self.rev[acc] = e.clone();
        Ok(acc)
    }

    fn intern(&mut self, e: &SymTree) -> Result<usize> {
        if let Some(&i) = self.ids.get(e) {
            return Ok(i);
        }
        match e {
            SymTree::Sym(s) => match self.syms.iter().position(|x| x == s) {
                Some(i) if self.buckets.contains_key(s) => Ok(self.push(SymExpr::Sym(i), e.clone())),
                _ => Err(not_bucketable(format!("size {s} is not an input size"))),
            },
            SymTree::Int(v) => Ok(self.push(SymExpr::Int(*v), e.clone())),
            SymTree::Add(xs) | SymTree::Mul(xs) if !xs.is_empty() => self.chain(e, xs, matches!(e, SymTree::Mul(_))),
            SymTree::Pow(b, n) if *n > 0 => {
                let parts = vec![(**b).clone(); *n as usize];
                self.chain(e, &parts, true)
            }
            _ => Err(not_bucketable(format!("size expression {e:?} cannot be bucketed"))),
        }
    }

    /// Layout factors with expressions (kept across graphs) -> this bucket's table ids.
    pub fn layout_ids(&mut self, l: &[Vec<(i64, Option<SymTree>)>]) -> Result<Layout> {
        l.iter()
            .map(|dim| dim.iter().map(|(p, e)| Ok(Factor { padded: *p, actual: e.as_ref().map(|e| self.intern(e)).transpose()? })).collect())
            .collect()
    }

    /// This bucket's table ids -> expressions.
    pub fn layout_exprs(&self, l: &Layout) -> Vec<Vec<(i64, Option<SymTree>)>> {
        l.iter().map(|dim| dim.iter().map(|f| (f.padded, f.actual.map(|a| self.rev[a].clone()))).collect()).collect()
    }
}

fn num(v: &FxValue) -> Option<Number> {
    let (dtype, f, i) = match *v {
        FxValue::Bool(b) => (DType::Bool, b as i64 as f64, b as i64),
        FxValue::Int(i) => (DType::I64, i as f64, i),
        FxValue::Float(f) => (DType::F64, f, if f.is_finite() && f.abs() < 9.2e18 { f as i64 } else { 0 }),
        // The imaginary part rides as its bits in `i` (`Number::imag`).
        FxValue::Complex(re, im) => (DType::C128, re, im.to_bits() as i64),
        _ => return None,
    };
    Some(Number { dtype, f, i })
}

impl FxGraph {
    /// Placeholder nodes' indices, in order.
    pub fn placeholders(&self) -> impl Iterator<Item = (usize, &Placeholder)> {
        self.nodes.iter().enumerate().filter_map(|(i, n)| match n {
            FxNode::Placeholder(p) => Some((i, p)),
            _ => None,
        })
    }

    /// The symbols of the graph's inputs, sorted by name, with where each is
    /// first read: (placeholder position, dim or `None` for a size argument).
    pub fn input_symbols(&self) -> Vec<(String, usize, Option<usize>)> {
        let mut seen: Vec<(String, usize, Option<usize>)> = Vec::new();
        for (pos, (_, p)) in self.placeholders().enumerate() {
            let found: Vec<(String, Option<usize>)> = match p {
                Placeholder::Size(SymTree::Sym(s)) => vec![(s.clone(), None)],
                Placeholder::Tensor { dims, .. } => dims
                    .iter()
                    .enumerate()
                    .filter_map(|(d, e)| if let SymTree::Sym(s) = e { Some((s.clone(), Some(d))) } else { None })
                    .collect(),
                _ => vec![],
            };
            for (s, d) in found {
                if !seen.iter().any(|(x, _, _)| *x == s) {
                    seen.push((s, pos, d));
                }
            }
        }
        seen.sort_by(|a, b| a.0.cmp(&b.0));
        seen
    }

    /// The graph as a [`GraphSpec`]: static, or (`sizes`, input `layouts`) for one bucket.
    pub fn convert(&self, mut sizes: Option<&mut Sizes>, layouts: Option<&[Layout]>) -> Result<Converted> {
        let mut env: Vec<Env> = Vec::with_capacity(self.nodes.len());
        let mut inputs = Vec::new();
        let mut nodes: Vec<Node> = Vec::new();
        let mut node_exprs = Vec::new();
        let mut int_positions = Vec::new();
        let mut device_index = None;
        let mut n_placeholders = 0;
        for node in &self.nodes {
            let e = match node {
                FxNode::Placeholder(p) => {
                    let pos = n_placeholders;
                    n_placeholders += 1;
                    match p {
                        Placeholder::Tensor { dtype, dims, ours, index } => {
                            let dims = dims
                                .iter()
                                .map(|d| match (&sizes, d) {
                                    (_, SymTree::Int(v)) => Ok(*v),
                                    (Some(s), d) => s.padded(d),
                                    (None, d) => Err(bad(format!("graph input {pos} has a symbolic shape ({d:?})"))),
                                })
                                .collect::<Result<Vec<i64>>>()?;
                            if *ours && device_index.is_none() {
                                device_index = Some(*index);
                            }
                            inputs.push((*dtype, dims));
                            Env::Tensor(Ref::Input(inputs.len() - 1))
                        }
                        Placeholder::Size(e) => {
                            int_positions.push(pos);
                            Env::Size(e.clone())
                        }
                        Placeholder::Baked => {
                            int_positions.push(pos);
                            Env::Nothing
                        }
                    }
                }
                FxNode::Size(e) => Env::Size(e.clone()),
                FxNode::Unsupported(what) => return Err(bad(format!("call to {what} (not an ATen op)"))),
                FxNode::GetItem { src, index } => getitem(&env, self, *src, *index)?,
                FxNode::Op { op, args, mutated, out_dims, .. } => {
                    let mut names = Vec::with_capacity(args.len());
                    let mut gargs = Vec::with_capacity(args.len());
                    let positions = tpj_lowering::registry().get(&crate::opinfo::base_name(op)).map_or(&[][..], |d| d.positions);
                    for (name, ty, v) in args {
                        names.push(name.clone());
                        let position = positions.contains(&name.as_str());
                        gargs.push(encode(name, ty, v, &env, sizes.as_deref_mut(), position).map_err(|e| match e {
                            EngineError::Unsupported(m) => bad(format!("{op}: argument {name}: {m}")),
                            e => e,
                        })?);
                    }
                    if let Some(s) = sizes.as_deref_mut() {
                        let per_out = out_dims
                            .iter()
                            .map(|dims| match dims {
                                Some(dims) => dims.iter().map(|d| s.expr_id(d)).collect::<Result<Vec<_>>>(),
                                None => Ok(vec![]),
                            })
                            .collect::<Result<Vec<_>>>()?;
                        node_exprs.push(per_out);
                    }
                    nodes.push(Node { op: op.clone(), arg_names: names, args: gargs, mutated: mutated.clone() });
                    Env::Results(nodes.len() - 1, 0)
                }
            };
            env.push(e);
        }
        let mut refs = Vec::new();
        let mut out_spec = Vec::with_capacity(self.outputs.len());
        for o in &self.outputs {
            out_spec.push(match o {
                FxValue::None => OutItem::None,
                FxValue::Int(v) => OutItem::Int(*v),
                FxValue::Node(i) => match env.get(*i) {
                    Some(Env::Size(e)) if e.is_number() => OutItem::Int(e.eval(&|_| None)?),
                    Some(Env::Size(e)) => OutItem::Size(e.clone()),
                    Some(Env::Tensor(r)) => {
                        refs.push(r.clone());
                        OutItem::Tensor(refs.len() - 1)
                    }
                    Some(Env::Results(n, 0)) => {
                        refs.push(Ref::Node(*n, 0));
                        OutItem::Tensor(refs.len() - 1)
                    }
                    _ => return Err(bad(format!("graph output {i} is not a tensor"))),
                },
                other => return Err(bad(format!("graph output {other:?}"))),
            });
        }
        let padding = match sizes {
            Some(s) => {
                let layouts = layouts.ok_or_else(|| EngineError::Invalid("a bucketed graph without input layouts".into()))?;
                Some(Padding { exprs: s.table.clone(), n_syms: s.syms.len(), input_layouts: layouts.to_vec(), node_out_exprs: node_exprs, eager: false })
            }
            None => None,
        };
        let spec = GraphSpec { inputs, nodes, outputs: refs, padding, input_views: Vec::new() };
        Ok(Converted { spec, out_spec, int_positions, device_index: device_index.unwrap_or(0) })
    }
}

/// `src[k]`: a tensor among the flat results of the op that made `src`, or a
/// list of them. An op returning several values, lists among them
/// (`_fused_adamw`'s five lists), lays its results out return after return.
fn getitem(env: &[Env], g: &FxGraph, src: usize, k: usize) -> Result<Env> {
    match env.get(src) {
        Some(Env::List(n, at)) => Ok(Env::Tensor(Ref::Node(*n, at + k))),
        Some(Env::Results(n, 0)) => {
            let returns = match &g.nodes[src] {
                FxNode::Op { returns, .. } => returns,
                _ => return Err(bad(format!("getitem on node {src}"))),
            };
            if returns.len() == 1 {
                return Ok(Env::Tensor(Ref::Node(*n, k)));
            }
            if k >= returns.len() {
                return Err(bad(format!("getitem {k} of node {src} with {} results", returns.len())));
            }
            let offset: usize = returns[..k].iter().map(|r| r.unwrap_or(1)).sum();
            Ok(if returns[k].is_some() { Env::List(*n, offset) } else { Env::Tensor(Ref::Node(*n, offset)) })
        }
        _ => Err(bad(format!("getitem on node {src}"))),
    }
}

/// An argument for the lowering, from its schema type and FX value.
/// Arguments that place rather than size: a padded value there points at the wrong element.
/// `position`: the argument is one the op's registry line names a position (`OpDef::positions`).
fn encode(name: &str, ty: &ArgType, v: &FxValue, env: &[Env], sizes: Option<&mut Sizes>, position: bool) -> Result<GArg> {
    let size_of = |i: &usize| match env.get(*i) {
        Some(Env::Size(e)) => Some(e.clone()),
        _ => None,
    };
    match v {
        FxValue::Node(i) => {
            if let Some(e) = size_of(i) {
                // A size as a shape takes its padded value; as a number, its real one at run time.
                let padded = match &sizes {
                    Some(s) => s.padded(&e)?,
                    None => e.eval(&|_| None)?,
                };
                if ty.is_size() {
                    if sizes.is_some() && !e.is_number() && position {
                        // select(x, 0, n), x[n:]: the bucket's value would move the view.
                        return Err(not_bucketable(format!("argument {name} is a position given by the size {e:?}")));
                    }
                    return Ok(GArg::Int(padded));
                }
                return Ok(match (sizes, e.is_number()) {
                    (Some(s), false) => GArg::SymScalar(s.intern(&e)?, padded),
                    _ => GArg::Scalar(Number { dtype: DType::I64, f: padded as f64, i: padded }),
                });
            }
            return match env.get(*i) {
                Some(Env::Tensor(r)) => Ok(GArg::Tensor(r.clone())),
                Some(Env::Results(n, 0)) => Ok(GArg::Tensor(Ref::Node(*n, 0))),
                _ => Err(bad(format!("node {i} is not a tensor the graph can use"))),
            };
        }
        FxValue::List(xs) if ty.is_size() && xs.iter().any(|x| matches!(x, FxValue::Node(_))) => {
            let vals = xs
                .iter()
                .map(|x| match x {
                    FxValue::Int(v) => Ok(*v),
                    FxValue::Node(i) => {
                        let e = size_of(i).ok_or_else(|| bad(format!("node {i} in a size list is not a size")))?;
                        match &sizes {
                            Some(s) => s.padded(&e),
                            None => e.eval(&|_| None),
                        }
                    }
                    other => Err(bad(format!("{other:?} in a size list"))),
                })
                .collect::<Result<Vec<_>>>()?;
            return Ok(GArg::IntList(vals));
        }
        _ => {}
    }
    if let FxValue::None = v {
        return Ok(GArg::None);
    }
    if let Some(n) = num(v) {
        if ty.is_number() || ty.is_tensor() {
            return Ok(GArg::Scalar(n));
        }
    }
    Ok(match v {
        FxValue::Bool(b) => GArg::Bool(*b),
        FxValue::Int(i) => GArg::Int(*i),
        FxValue::Float(f) => GArg::Float(*f),
        FxValue::DType(d) => GArg::DType(*d),
        FxValue::Str(s) => GArg::Str(s.clone()),
        FxValue::Opaque(_) => GArg::Other,
        FxValue::Complex(..) => return Err(bad(format!("a complex number for an argument of type {ty:?}"))),
        FxValue::List(xs) => match ty.list_of() {
            Some(ArgType::Number) => GArg::ScalarList(xs.iter().map(|x| num(x).ok_or_else(|| bad(format!("{x:?} is not a number")))).collect::<Result<_>>()?),
            Some(ArgType::Tensor) => GArg::TensorList(
                xs.iter()
                    .map(|x| match x {
                        FxValue::None => Ok(None),
                        FxValue::Node(i) => match env.get(*i) {
                            Some(Env::Tensor(r)) => Ok(Some(r.clone())),
                            Some(Env::Results(n, 0)) => Ok(Some(Ref::Node(*n, 0))),
                            _ => Err(bad(format!("list element {i} is not a graph tensor"))),
                        },
                        other => Err(bad(format!("list element {other:?} is not a graph tensor"))),
                    })
                    .collect::<Result<_>>()?,
            ),
            Some(ArgType::Int) => GArg::IntList(xs.iter().map(|x| num(x).map(|n| n.i).ok_or_else(|| bad(format!("{x:?} is not an int")))).collect::<Result<_>>()?),
            Some(ArgType::Float) => GArg::FloatList(xs.iter().map(|x| num(x).map(|n| n.f).ok_or_else(|| bad(format!("{x:?} is not a float")))).collect::<Result<_>>()?),
            Some(ArgType::Bool) => GArg::BoolList(
                xs.iter().map(|x| if let FxValue::Bool(b) = x { Ok(*b) } else { Err(bad(format!("{x:?} is not a bool"))) }).collect::<Result<_>>()?,
            ),
            _ => return Err(bad(format!("a list for an argument of type {ty:?}"))),
        },
        FxValue::None | FxValue::Node(_) => unreachable!("handled above"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schema_types_parse_and_unknown_ones_are_errors() {
        assert_eq!(ArgType::parse("Optional[List[int]]").unwrap(), ArgType::Optional(Box::new(ArgType::List(Box::new(ArgType::Int)))));
        assert!(ArgType::parse("List[Optional[Tensor]]").unwrap().list_of() == Some(&ArgType::Tensor));
        assert!(ArgType::parse("Optional[int]").unwrap().is_size());
        assert!(!ArgType::parse("number").unwrap().is_size());
        let e = ArgType::parse("Dict[str, t]").unwrap_err().to_string();
        assert!(e.contains("schema type Dict[str, t] is not supported"), "{e}");
    }

    #[test]
    fn sizes_intern_once_and_evaluate_at_run_time() {
        let s = |n: &str| SymTree::Sym(n.into());
        let mut sz = Sizes::new(HashMap::from([("s0".into(), 128), ("s1".into(), 4)]), vec!["s0".into(), "s1".into()]);
        let e = SymTree::Add(vec![SymTree::Mul(vec![s("s0"), s("s1")]), SymTree::Int(1)]);
        assert_eq!(sz.padded(&e).unwrap(), 513);
        let id = sz.expr_id(&e).unwrap().unwrap();
        assert_eq!(sz.expr_id(&e).unwrap(), Some(id));
        assert_eq!(sz.rev[id], e);
        assert!(matches!(sz.table[id], SymExpr::Add(..)));
        assert_eq!(sz.expr_id(&SymTree::Int(7)).unwrap(), None);
        let p = SymTree::Pow(Box::new(s("s1")), 2);
        let pid = sz.expr_id(&p).unwrap().unwrap();
        assert_eq!(sz.rev[pid].eval(&|n| (n == "s1").then_some(5)).unwrap(), 25);
        assert!(sz.expr_id(&SymTree::Other("FloorDiv(s0, 2)".into())).unwrap_err().to_string().starts_with("bucketing:"));
        assert!(sz.expr_id(&s("s9")).unwrap_err().to_string().contains("not an input size"));
    }

    #[test]
    fn numbers_meet_their_schema_types() {
        let env = vec![Env::Size(SymTree::Int(6)), Env::Tensor(Ref::Input(0))];
        let num_ty = ArgType::parse("number").unwrap();
        assert!(matches!(encode("other", &num_ty, &FxValue::Int(2), &env, None, false).unwrap(), GArg::Scalar(Number { dtype: DType::I64, i: 2, .. })));
        assert!(matches!(encode("self", &ArgType::Int, &FxValue::Node(0), &env, None, false).unwrap(), GArg::Int(6)));
        assert!(matches!(encode("self", &ArgType::Tensor, &FxValue::Float(0.5), &env, None, false).unwrap(), GArg::Scalar(Number { dtype: DType::F64, .. })));
        assert!(matches!(encode("self", &ArgType::Tensor, &FxValue::Node(1), &env, None, false).unwrap(), GArg::Tensor(Ref::Input(0))));
        let l = ArgType::parse("List[int]").unwrap();
        assert!(matches!(encode("size", &l, &FxValue::List(vec![FxValue::Int(2), FxValue::Node(0)]), &env, None, false).unwrap(), GArg::IntList(v) if v == vec![2, 6]));
        let e = encode("self", &ArgType::Str, &FxValue::List(vec![FxValue::Int(1)]), &env, None, false).unwrap_err().to_string();
        assert!(e.contains("a list for an argument of type"), "{e}");
    }
}
