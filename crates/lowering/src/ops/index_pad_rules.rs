//! Padding rules of this family's ops (`PadRule::Special`): which arguments a padded graph
//! masks, and how their results are laid out (crates/lowering/src/padding.rs).

use crate::args::Arg;
use crate::ctx::ok;

use crate::error::Result;
use crate::padding::{extent, is_padded, refuse, DimLayout, Factor, Layout, Neutral, PadNode, Padder, Plan, SpecialRule};
use tpj_stablehlo::{Builder, CmpDir, ElementType, Value};

/// Rows of an unpadded `weight` looked up by `indices`: laid out like `indices` plus the embedding dimension.
pub const EMBEDDING_PAD: SpecialRule = SpecialRule { name: "embedding", plan: pad_embedding, without_self: true };

/// Sums `grad_output` rows into a table: zero-masked padding adds nothing (refused with `scale_grad_by_freq`, which counts the padded indices).
pub const EMBEDDING_BACKWARD_PAD: SpecialRule = SpecialRule { name: "embedding_dense_backward", plan: pad_embedding_backward, without_self: true };

/// `gather`: the result has `index`'s layout; `index`'s filler is set to 0 (it only fills
/// the result's padding) and an index into a padded `dim` is taken against the real extent,
/// so the op's bounds check judges the real indices as it would unpadded.
pub const GATHER_PAD: SpecialRule = SpecialRule { name: "gather", plan: pad_gather, without_self: true };

/// Advanced indexing `self[i, j, ...]`: the result's indexed part is laid out as the
/// index tensors broadcast, the rest as `self`.
pub const INDEX_PAD: SpecialRule = SpecialRule { name: "index", plan: pad_index, without_self: false };

pub const INDEX_PUT_PAD: SpecialRule = SpecialRule { name: "index_put", plan: pad_index_put, without_self: false };

/// `scatter*` along an unpadded `dim`: each write stays in its row.
pub const SCATTER_PAD: SpecialRule = SpecialRule { name: "scatter", plan: pad_scatter, without_self: false };

fn pad_gather(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    let out = n.layout(s, b, "index").unwrap_or_default();
    n.mask_arg(s, b, vals, "index", None, Neutral::Zero)?;
    let d = n.int("dim").map(|d| n.wrap(d, sl.len().max(1))).transpose()?;
    if let Some(sd) = d.and_then(|d| sl.get(d)).filter(|sd| is_padded(sd)) {
        if sd.len() != 1 {
            return refuse(n.op, "gathers along a merged padded dimension");
        }
        let Some(i) = n.names.iter().position(|x| x == "index") else { return refuse(n.op, "no index") };
        if let Arg::Tensor(t) = &mut vals[i] {
            let elem = b.ty(t.v).elem;
            let v = past_real(s, b, t.v, sd, false)?;
            t.v = ok(b.convert(v, elem))?;
        }
    }
    Ok(Plan::Same(out))
}

fn pad_embedding(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
    let mut out = n.layout(s, b, "indices").unwrap_or_default();
    let w = n.layout(s, b, "weight").unwrap_or_default();
    if w.iter().any(is_padded) {
        return refuse(n.op, "padded weight");
    }
    // Filler rows look up row 0 (into the result's padding), never tripping the bounds check.
    n.mask_arg(s, b, vals, "indices", None, Neutral::Zero)?;
    out.push(w.last().cloned().unwrap_or_default());
    Ok(Plan::Same(out))
}

fn pad_embedding_backward(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], _sl: Layout) -> Result<Plan> {
    if matches!(n.get("scale_grad_by_freq"), Some(Arg::Bool(true))) {
        return refuse(n.op, "scale_grad_by_freq counts padded indices");
    }
    n.mask_arg(s, b, vals, "grad_output", None, Neutral::Zero)?;
    Ok(Plan::Static)
}

/// `index_put`, accumulating or not. Padded index entries are set past every
/// dimension, so the rows of `values` they pair with write nowhere (XLA drops
/// out-of-bounds scatter updates) and a padded `self` keeps its real rows: a
/// compiled KV-cache update (`index_copy_` at `arange(len) + offset`) serves every
/// prompt length of a bucket. Those entries are marked as filler
/// (`Builder::mark_filler`), so the op's bounds check judges the real ones alone; an
/// index into a padded dimension of `self` is taken against its real extent.
/// Accumulated `values` are zero-masked too, for padded rows an unpadded index still
/// points at.
fn pad_index_put(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    let Some(i) = n.names.iter().position(|x| x == "indices") else { return refuse(n.op, "no indices") };
    if let Arg::TensorList(ts) = &mut vals[i] {
        // A boolean mask spans several dimensions: positions then no longer name one.
        let has_mask = ts.iter().flatten().any(|t| matches!(b.ty(t.v).elem, ElementType::I1 | ElementType::U8));
        for (d, t) in ts.iter_mut().enumerate() {
            let Some(t) = t else { continue };
            let layout = s.layout(b, t.v);
            let padded = layout.iter().any(is_padded);
            if matches!(b.ty(t.v).elem, ElementType::I1 | ElementType::U8) {
                if padded {
                    return refuse(n.op, "a padded boolean index");
                }
                continue;
            }
            let real = if padded { real_mask(s, b, t.v, &layout)? } else { None };
            if real.is_some() {
                let all: Vec<usize> = (0..layout.len()).collect();
                t.v = s.mask(b, t.v, &all, Neutral::Highest.into())?;
            }
            if let Some(sd) = sl.get(d).filter(|sd| is_padded(sd) && !has_mask) {
                if sd.len() != 1 {
                    return refuse(n.op, "indexes a merged padded dimension");
                }
                t.v = real_index(s, b, t.v, sd)?;
                t.dtype = crate::dtype::DType::I64;
            }
            if let Some(real) = real {
                b.mark_filler(t.v, real);
            }
        }
    }
    if matches!(n.get("accumulate"), Some(Arg::Bool(true))) {
        n.mask_arg(s, b, vals, "values", None, Neutral::Zero)?;
    }
    Ok(Plan::Same(sl))
}

/// Padded entries of an index tensor are set to 0 (they only fill the result's padding;
/// a garbage index would trip the op's bounds check). An index into a padded dimension
/// of `self` is taken against the real extent, not the padded one: a negative index
/// wraps by the real size, and one past the real size is moved past the padded size
/// too, so the op's own bounds check raises as it would unpadded.
fn pad_index(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    let Some(i) = n.names.iter().position(|x| x == "indices") else { return refuse(n.op, "no indices") };
    let Arg::TensorList(ts) = &mut vals[i] else { return refuse(n.op, "no indices") };
    let mut indexed: Vec<(usize, Layout)> = Vec::new();
    for (d, t) in ts.iter_mut().enumerate() {
        let Some(t) = t else { continue };
        let elem = b.ty(t.v).elem;
        if matches!(elem, ElementType::I1 | ElementType::U8) {
            return refuse(n.op, "a boolean index");
        }
        let layout = s.layout(b, t.v);
        if layout.iter().any(is_padded) {
            let all: Vec<usize> = (0..layout.len()).collect();
            t.v = s.mask(b, t.v, &all, Neutral::Zero.into())?;
        }
        if let Some(sd) = sl.get(d).filter(|sd| is_padded(sd)) {
            if sd.len() != 1 {
                return refuse(n.op, "indexes a merged padded dimension");
            }
            t.v = real_index(s, b, t.v, sd)?;
            t.dtype = crate::dtype::DType::I64;
        }
        indexed.push((d, layout));
    }
    if indexed.is_empty() {
        return Ok(Plan::Same(sl));
    }
    // The index tensors broadcast, right-aligned; a padded dimension must be padded alike in each.
    let nb = indexed.iter().map(|(_, l)| l.len()).max().unwrap_or(0);
    let mut bcast: Layout = vec![vec![Factor { padded: 1, actual: None }]; nb];
    for (_, l) in &indexed {
        for (k, dl) in l.iter().enumerate() {
            let slot = &mut bcast[nb - l.len() + k];
            if extent(dl) == 1 && !is_padded(dl) {
                continue;
            }
            if extent(slot) == 1 && !is_padded(slot) {
                *slot = dl.clone();
            } else if slot != dl {
                return refuse(n.op, "index tensors padded differently");
            }
        }
    }
    let dims: Vec<usize> = indexed.iter().map(|(d, _)| *d).collect();
    let rest: Vec<usize> = (0..sl.len()).filter(|d| !dims.contains(d)).collect();
    let first = dims[0];
    let adjacent = dims[dims.len() - 1] - first + 1 == dims.len();
    let mut out: Layout = Vec::new();
    if adjacent {
        out.extend(rest.iter().filter(|&&d| d < first).map(|&d| sl[d].clone()));
        out.extend(bcast);
        out.extend(rest.iter().filter(|&&d| d > first).map(|&d| sl[d].clone()));
    } else {
        out.extend(bcast);
        out.extend(rest.iter().map(|&d| sl[d].clone()));
    }
    Ok(Plan::Same(out))
}

/// `i1` of `v`'s shape: which elements are real (None when all are).
fn real_mask(s: &mut dyn Padder, b: &mut Builder, v: Value, layout: &Layout) -> Result<Option<Value>> {
    let dims = b.ty(v).dims.clone();
    let mut m: Option<Value> = None;
    for (d, dl) in layout.iter().enumerate() {
        if let Some(dm) = s.dim_mask(b, dl)? {
            let bm = ok(b.broadcast_in_dim(dm, &dims, &[d as i64]))?;
            m = Some(match m {
                None => bm,
                Some(x) => ok(b.and(x, bm))?,
            });
        }
    }
    Ok(m)
}

/// `idx` (any integer type) as int64 indices into a dimension of real extent `real`:
/// negatives wrapped by `real`, anything outside `[0, real)` moved to the padded extent.
fn real_index(s: &mut dyn Padder, b: &mut Builder, idx: Value, d: &DimLayout) -> Result<Value> {
    past_real(s, b, idx, d, true)
}

/// [`real_index`], negatives wrapped only when `wrap` (gather's kernel takes none: one
/// is moved past the padded extent, so its check raises).
fn past_real(s: &mut dyn Padder, b: &mut Builder, idx: Value, d: &DimLayout, wrap: bool) -> Result<Value> {
    let v = ok(b.convert(idx, ElementType::I64))?;
    let ty = b.ty(v).clone();
    let real = s.real_extent(b, d)?;
    let real = ok(b.broadcast_in_dim(real, &ty.dims, &[]))?;
    let zero = ok(b.constant_i64(ty.clone(), 0))?;
    let past = ok(b.constant_i64(ty.clone(), extent(d)))?;
    let v = if wrap {
        let neg = ok(b.compare(v, zero, CmpDir::Lt))?;
        let wrapped = ok(b.add(v, real))?;
        ok(b.select(neg, wrapped, v))?
    } else {
        v
    };
    let below = ok(b.compare(v, zero, CmpDir::Lt))?;
    let above = ok(b.compare(v, real, CmpDir::Ge))?;
    let bad = ok(b.or(below, above))?;
    ok(b.select(bad, past, v))
}

fn pad_scatter(s: &mut dyn Padder, b: &mut Builder, n: &PadNode, vals: &mut [Arg], sl: Layout) -> Result<Plan> {
    let Some(d) = n.int("dim") else { return refuse(n.op, "no dim") };
    let d = n.wrap(d, sl.len())?;
    let idx = n.layout(s, b, "index").unwrap_or_default();
    if is_padded(&sl[d]) || idx.get(d).is_some_and(is_padded) {
        return refuse(n.op, "scatters along a padded dimension");
    }
    for (j, l) in idx.iter().enumerate() {
        if j != d && is_padded(l) && sl.get(j) != Some(l) {
            return refuse(n.op, "index padded differently from self");
        }
    }
    // Filler entries write into `self`'s padding (their column is padded alike): set to 0,
    // they never trip the bounds check.
    n.mask_arg(s, b, vals, "index", None, Neutral::Zero)?;
    Ok(Plan::Same(sl))
}
