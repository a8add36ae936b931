//! How an op behaves when a compiled graph pads a dimension up to its size
//! bucket (bucketed dynamic shapes, applied by the engine's `pad.rs`).
//!
//! Padded elements hold garbage. An op may meet a padded operand only if the
//! garbage cannot reach the real part of its results: element-wise ops keep
//! positions, reductions and contractions see the padding masked to a neutral
//! value first, view ops move the padding along with the data. Each op states
//! which of these it is on its registry line (`.pad(..)`, or once per family
//! with `Registry::pad_family`); an op that states nothing is refused on a
//! padded operand, and the caller compiles that graph per exact size instead —
//! slower to compile, never wrong.

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
    /// shares), written in the engine's `pad/special.rs`.
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

/// Op-specific rules: each is one function in the engine's `pad/special.rs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpecialRule {
    /// Rows of an unpadded `weight` looked up by `indices`: laid out like
    /// `indices` plus the embedding dimension.
    Embedding,
    /// Sums `grad_output` rows into a table: zero-masked padding adds nothing
    /// (refused with `scale_grad_by_freq`, which counts the padded indices).
    EmbeddingBackward,
    /// `nll_loss`: padded targets masked to `ignore_index`, so they neither add
    /// to the loss nor to the weight it is divided by.
    NllLoss,
    NllLossBackward,
    /// Normalises over the trailing `normalized_shape` dimensions, which must
    /// not be padded; mean and rstd are laid out like the batch dimensions.
    LayerNorm,
    /// Weight and bias gradients sum over the batch dimensions: masked to zero.
    LayerNormBackward,
    /// `gather`: the result has `index`'s layout.
    Gather,
    /// `index_put`, accumulating or not: padded index entries point past the
    /// end (their writes are dropped), accumulated `values` are zero-masked
    /// (embedding gradients; a KV-cache update of any prompt length in a bucket).
    IndexPut,
    /// `scatter*` along an unpadded `dim`: each write stays in its row.
    Scatter,
    /// Fused attention: `key`, `value` and `attn_bias` zero-masked, and padded
    /// key positions masked out of the scores through the bias, so they take
    /// no share of a row's softmax; the output and logsumexp are laid out like
    /// the query's rows. A padded head dimension (zero-masked in the query too)
    /// needs an explicit `scale`: the default one would be of the padded size.
    Attention,
    /// Its gradient: every operand zero-masked (the key and value gradients sum
    /// over query rows, the bias gradient over what it broadcasts along), the
    /// padded key positions masked out as in the forward.
    AttentionBackward,
}
