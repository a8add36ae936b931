//! How an op behaves when a compiled graph pads a dimension up to its size
//! bucket (bucketed dynamic shapes, applied by the engine's `pad.rs`).
//!
//! Padded elements hold garbage. An op may meet a padded operand only if the
//! garbage cannot reach the real part of its results: element-wise ops keep
//! positions, reductions and contractions see the padding masked to a neutral
//! value first, view ops move the padding along with the data. Each op states
//! which of these it is on its registry line (`.pad(..)`, or once per family
//! with a `Registry::family` block); an op that states nothing is refused on a
//! padded operand, and the caller compiles that graph per exact size instead —
//! slower to compile, never wrong.
//!
//! The layout vocabulary lives here too (`Layout`, `Plan`, `Padder`, `PadNode`), so an
//! op's own rule (`SpecialRule`) is a function beside its lowering, in its family's
//! file, reading and masking operands through the engine's `Padder`.

use crate::args::Arg;
use crate::error::{LowerError, Result};
use tpj_stablehlo::{Builder, Value};

/// The value padding is masked to before an op combines elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Neutral {
    Zero,
    One,
    /// -inf for floats, the type's minimum for integers, false for bool.
    Lowest,
    /// +inf for floats, the type's maximum for integers, true for bool.
    Highest,
}

/// An op's behaviour under padding; the engine applies it to the layouts of the
/// operands it meets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PadRule {
    /// Refused on a padded operand (`NotBucketable`).
    #[default]
    NotBucketable,
    /// Each result element depends only on the operands' elements at the same
    /// broadcast position, so the real region is computed from real elements.
    Elementwise,
    /// Element-wise, with a position's fate decided by its (row, column) in the
    /// last two dimensions (`tril`, `triu`): the real indices must be plain
    /// indices there, so a merged padded dimension among them is refused.
    Triangular,
    /// Builds a tensor from sizes: its padded dimensions are the ones the
    /// graph's symbolic sizes say (a size in a bucket arrives padded).
    Factory,
    /// Combines `self` along `dim` (every dimension when absent) with an
    /// operation whose identity is the neutral value the padding is masked to.
    Reduce(Neutral),
    /// `mean`: a sum over zero-masked padding, rescaled from the padded count
    /// to the real one.
    Mean,
    /// Reductions without an identity to mask with (variance, norms):
    /// bucketable while the reduced dimensions are not padded.
    ReduceUnpadded,
    /// A prefix scan along `dim`: the real prefix never reads the padding after
    /// it (refused on a merged padded dimension, whose padding is interleaved).
    Scan,
    /// Normalises `self` along `dim` (softmax, log-softmax): padding masked to
    /// -inf contributes nothing.
    Softmax,
    /// A matrix product contracting `lhs`'s last dimension with `rhs`'s
    /// second-last (a vector `rhs`: its only one): both masked to zero there;
    /// an added `bias` must be padded like the result.
    Contract { lhs: &'static str, rhs: &'static str, bias: Option<&'static str> },
    /// Moves elements without combining them: the result's layout follows
    /// from the operand's.
    View(ViewRule),
    /// A rule of its own (masking a particular argument, a layout no other op
    /// shares), written beside the op it serves.
    Special(SpecialRule),
}

/// How a layout-only op maps its operand's layout to its result's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewRule {
    /// `view` / `reshape`: factors regrouped in order; a padded one may not split.
    Reshape,
    Permute,
    /// `transpose(dim0, dim1)`, or `t` of a matrix.
    Transpose,
    Unsqueeze,
    /// Drops static size-1 dimensions (a padded one is never dropped).
    Squeeze,
    /// New leading and broadcast dimensions take the graph's symbolic sizes.
    Expand,
    /// `slice` / `narrow` along `dim` from `start` with unit step: the kept
    /// length of a padded dimension is the node's symbolic size.
    Slice,
    /// `select(dim, index)`: drops `dim`.
    Select,
    /// Pieces along a static `dim`.
    Split,
    /// Pieces along a static `dim`, each without it.
    Unbind,
    /// Joins `tensors` along a static `dim`; the others must be padded alike.
    Cat,
}

/// An op's own padding rule: masks the operands it must and lays out its results, in
/// a function beside the op's lowering (`plan`); `without_self`: it also serves a node
/// with no `self`/`input` tensor (its operands have other names).
#[derive(Clone, Copy)]
pub struct SpecialRule {
    pub name: &'static str,
    pub plan: fn(&mut dyn Padder, &mut Builder, &PadNode, &mut [Arg], Layout) -> Result<Plan>,
    pub without_self: bool,
}

impl PartialEq for SpecialRule {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for SpecialRule {}

impl std::fmt::Debug for SpecialRule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SpecialRule({})", self.name)
    }
}

/// One factor of a dimension: its padded extent and, when it is symbolic, the
/// expression giving its real extent at run time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Factor {
    pub padded: i64,
    pub actual: Option<usize>,
}

/// A dimension's layout: factors, outer to inner (`view(B * T)` of a `[B, T]` tensor
/// padded in `T` gives one dimension `[B, T]`, real where the `T` digit is below `T`'s extent).
pub type DimLayout = Vec<Factor>;
pub type Layout = Vec<DimLayout>;

pub fn static_layout(dims: &[i64]) -> Layout {
    dims.iter().map(|&n| vec![Factor { padded: n, actual: None }]).collect()
}

pub fn is_padded(d: &DimLayout) -> bool {
    d.iter().any(|f| f.actual.is_some())
}

pub fn layout_is_padded(l: &Layout) -> bool {
    l.iter().any(is_padded)
}

pub fn extent(d: &DimLayout) -> i64 {
    d.iter().map(|f| f.padded).product()
}

/// What padding is masked to: an op's neutral value, or a value an argument gives
/// (a loss's `ignore_index`).
#[derive(Clone, Copy, Debug)]
pub enum Fill {
    Neutral(Neutral),
    Int(i64),
}

impl From<Neutral> for Fill {
    fn from(n: Neutral) -> Fill {
        Fill::Neutral(n)
    }
}

/// How the outputs of a node are laid out (decided before lowering it).
pub enum Plan {
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
    /// `flat`: over every dimension of an operand padded after its leading one, where an
    /// integer result (`argmax`'s flat index) would count padded positions.
    Reduced { out: Layout, counted: Vec<DimLayout>, flat: bool },
    /// A reshape of an operand laid out so: its factors regrouped into the result's shape.
    Reshape(Layout),
    /// An expansion of an operand laid out so: dimensions it gains or
    /// broadcasts take the node's symbolic sizes.
    Expand(Layout),
    /// `cat` along a padded dimension `dim`: the result is laid out like the operands
    /// elsewhere, and each operand's real part is moved to follow the one before it
    /// (its place known only at run time); the real extent is the node's symbolic size.
    /// `parts`: each operand as passed to the lowering, with its layout along `dim`.
    CatAlong { layout: Layout, dim: usize, parts: Vec<(Value, DimLayout)> },
}

/// What a padding rule may ask of the graph being padded (the engine's `PadState`).
pub trait Padder {
    /// Where `v`'s real elements are (static when unpadded).
    fn layout(&self, b: &Builder, v: Value) -> Layout;
    /// `x` with the padded part of `dims` replaced by `fill`.
    fn mask(&mut self, b: &mut Builder, x: Value, dims: &[usize], fill: Fill) -> Result<Value>;
    /// `i1[extent]`: which indices of a dimension are real, or `None` if all are.
    fn dim_mask(&mut self, b: &mut Builder, d: &DimLayout) -> Result<Option<Value>>;
    /// A dimension's real extent at run time, as an int64 scalar.
    fn real_extent(&mut self, b: &mut Builder, d: &DimLayout) -> Result<Value>;
}

/// A refusal: the op cannot run on these padded operands, and the caller compiles the
/// graph per exact size instead.
pub fn refuse<T>(op: &str, why: impl std::fmt::Display) -> Result<T> {
    Err(LowerError::NotBucketable { op: op.to_string(), detail: why.to_string() })
}

/// A node's arguments by schema name, as they came: rules read layouts here while
/// masking replaces values in the arguments the lowering gets.
pub struct PadNode<'n> {
    pub op: &'n str,
    pub names: &'n [String],
    pub args: Vec<Arg>,
}

impl PadNode<'_> {
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.names.iter().position(|n| n == name).map(|i| &self.args[i])
    }

    pub fn int(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(Arg::Int(i)) => Some(*i),
            _ => None,
        }
    }

    pub fn layout(&self, s: &dyn Padder, b: &Builder, name: &str) -> Option<Layout> {
        match self.get(name) {
            Some(Arg::Tensor(t)) => Some(s.layout(b, t.v)),
            _ => None,
        }
    }

    /// `d` wrapped into `0..rank` (a rank-0 tensor has one wrappable position).
    pub fn wrap(&self, d: i64, rank: usize) -> Result<usize> {
        let r = rank.max(1) as i64;
        let w = if d < 0 { d + r } else { d };
        if w < 0 || w >= r {
            return refuse(self.op, format!("dimension {d} out of range"));
        }
        Ok(w as usize)
    }

    /// The dimensions `dim` names (an int or a list; every one when absent or empty).
    pub fn dims(&self, rank: usize) -> Result<Vec<usize>> {
        match self.get("dim") {
            Some(Arg::Int(d)) => Ok(vec![self.wrap(*d, rank)?]),
            Some(Arg::IntList(ds)) if !ds.is_empty() => ds.iter().map(|&d| self.wrap(d, rank)).collect(),
            _ => Ok((0..rank).collect()),
        }
    }

    /// The wrapped `dim`, `default` when absent.
    pub fn dim_or(&self, rank: usize, default: usize) -> Result<usize> {
        match self.int("dim") {
            Some(d) => self.wrap(d, rank),
            None => Ok(default),
        }
    }

    pub fn require_dim(&self, rank: usize) -> Result<usize> {
        match self.int("dim") {
            Some(d) => self.wrap(d, rank),
            None => refuse(self.op, "no dim"),
        }
    }

    /// Masks argument `name` (if a tensor) in `vals` along `dims` (every dimension when `None`).
    pub fn mask_arg(&self, s: &mut dyn Padder, b: &mut Builder, vals: &mut [Arg], name: &str, dims: Option<&[usize]>, fill: impl Into<Fill>) -> Result<()> {
        let Some(i) = self.names.iter().position(|x| x == name) else { return Ok(()) };
        if let Arg::Tensor(t) = &mut vals[i] {
            let rank = b.ty(t.v).rank();
            let all: Vec<usize> = (0..rank).collect();
            let dims = dims.unwrap_or(&all);
            t.v = s.mask(b, t.v, dims, fill.into())?;
        }
        Ok(())
    }
}
