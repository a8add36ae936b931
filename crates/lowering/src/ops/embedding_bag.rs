//! `embedding_bag`: rows of a table looked up by `indices` and combined per bag
//! (sum, mean or max; bags start at `offsets`), with its backward ops.
//!
//! Every index position belongs to the bag whose offset is the last one at or
//! before it: a one marked at each offset, then a prefix sum. The bag sums
//! are scatter-adds; the max mode's indices are the first position reaching
//! the maximum (PyTorch's CPU kernel keeps the first on ties). Positions
//! holding `padding_idx` take no part (nor count in a bag's size).
//!
//! `offset2bag`, `bag_size` and `max_indices` are results only the backward
//! ops read: ours are always complete (the bag of every position, every bag's
//! size), where PyTorch's CPU kernel leaves some empty on its fast paths.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::{scatter_points, scatter_rows, select_rows, Combine};
use crate::ops::reduce::{scan, Kind};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("_embedding_bag", embedding_bag);
    r.op("_embedding_bag_forward_only", embedding_bag);
    r.op("_embedding_bag_backward", embedding_bag_backward);
    r.op("_embedding_bag_dense_backward", embedding_bag_dense_backward);
    r.op("_embedding_bag_per_sample_weights_backward", per_sample_weights_backward);
}

const SUM: i64 = 0;
const MEAN: i64 = 1;
const MAX: i64 = 2;

fn mode_name(mode: i64) -> &'static str {
    match mode {
        SUM => "sum",
        MEAN => "mean",
        _ => "max",
    }
}

fn check_index(ctx: &LowerCtx, t: &TensorArg, what: &str) -> Result<()> {
    if !matches!(t.dtype, DType::I64 | DType::I32) {
        return Err(ctx.invalid(format!(
            "Expected tensor for argument #1 '{what}' to have one of the following scalar types: Long, Int; but got {} instead (while checking arguments for embedding_bag)",
            t.dtype
        )));
    }
    Ok(())
}

/// Index positions as i64 `[n]`, with which of them count (not `padding_idx`).
fn positions(ctx: &mut LowerCtx, indices: TensorArg, padding_idx: i64) -> Result<(Value, Value)> {
    let idx = ctx.convert_value(indices.v, DType::I64)?;
    let counted = if padding_idx >= 0 {
        let p = ctx.full_like(idx, padding_idx as f64)?;
        ok(ctx.b.compare(idx, p, CmpDir::Ne))?
    } else {
        let n = ctx.shape(idx);
        ctx.constant_int(ElementType::I1, &n, 1)?
    };
    Ok((idx, counted))
}

/// The bag of each of `n` index positions (`[n]` i64), from `bags` offsets;
/// positions before the first offset get -1, and with `include_last_offset`
/// those at or past the last offset too (both then count nowhere).
fn bag_of(ctx: &mut LowerCtx, offsets: TensorArg, n: i64, bags: i64, include_last: bool) -> Result<Value> {
    let off = ctx.convert_value(offsets.v, DType::I64)?;
    let starts = ok(ctx.b.slice(off, &[0], &[bags], &[1]))?;
    let marks = ctx.constant_int(ElementType::I64, &[n], 0)?;
    let ones = ctx.constant_int(ElementType::I64, &[bags], 1)?;
    // An offset equal to n starts an empty trailing bag: out of range, dropped.
    let marks = scatter_rows(ctx, marks, 0, starts, ones, Combine::Add)?;
    let seen = scan(ctx, marks, 0, Kind::Sum)?;
    let one = ctx.constant_int(ElementType::I64, &[n], 1)?;
    let bag = ok(ctx.b.sub(seen, one))?;
    if !include_last {
        return Ok(bag);
    }
    let end = ok(ctx.b.slice(off, &[bags], &[bags + 1], &[1]))?;
    let end = ok(ctx.b.reshape(end, &[]))?;
    let end = ok(ctx.b.broadcast_in_dim(end, &[n], &[]))?;
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?;
    let inside = ok(ctx.b.compare(pos, end, CmpDir::Lt))?;
    let none = ctx.constant_int(ElementType::I64, &[n], -1)?;
    ok(ctx.b.select(inside, bag, none))
}

/// `counted` where the position belongs to a bag (its bag id is not -1).
fn in_bag(ctx: &mut LowerCtx, bag: Value, counted: Value) -> Result<Value> {
    let z = ctx.zeros_like(bag)?;
    let ok_bag = ok(ctx.b.compare(bag, z, CmpDir::Ge))?;
    ok(ctx.b.and(ok_bag, counted))
}

/// How many counted positions each of `bags` bags holds (`[bags]` i64).
fn bag_sizes(ctx: &mut LowerCtx, bag: Value, counted: Value, bags: i64) -> Result<Value> {
    let c = ok(ctx.b.convert(counted, ElementType::I64))?;
    let z = ctx.constant_int(ElementType::I64, &[bags], 0)?;
    scatter_rows(ctx, z, 0, bag, c, Combine::Add)
}

/// `v` `[n, d]` zeroed where `keep` `[n]` is false.
fn mask_rows(ctx: &mut LowerCtx, v: Value, keep: Value) -> Result<Value> {
    let s = ctx.shape(v);
    let k = ok(ctx.b.broadcast_in_dim(keep, &s, &[0]))?;
    let z = ctx.zeros_like(v)?;
    ok(ctx.b.select(k, v, z))
}

/// `v` `[n, d]` times (or divided by) `w` `[n]` per row.
fn scale_rows(ctx: &mut LowerCtx, v: Value, w: Value, divide: bool) -> Result<Value> {
    let s = ctx.shape(v);
    let w = ok(ctx.b.broadcast_in_dim(w, &s, &[0]))?;
    if divide {
        ok(ctx.b.div(v, w))
    } else {
        ok(ctx.b.mul(v, w))
    }
}

/// `_embedding_bag(weight, indices, offsets, scale_grad_by_freq=False, mode=0,
/// sparse=False, per_sample_weights=None, include_last_offset=False,
/// padding_idx=-1)` -> (output, offset2bag, bag_size, max_indices); also
/// `_embedding_bag_forward_only`.
pub fn embedding_bag(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let w = args.tensor("weight")?;
    let indices = args.tensor("indices")?;
    let offsets = args.tensor("offsets")?;
    let mode = args.int_or("mode", SUM)?;
    let psw = args.opt_tensor("per_sample_weights")?;
    let include_last = args.bool_or("include_last_offset", false)?;
    let padding_idx = args.int_or("padding_idx", -1)?;
    if ctx.rank(w.v) != 2 {
        return Err(ctx.invalid(format!("weight has to be a 2D Tensor, but got Tensor of dimension {}", ctx.rank(w.v))));
    }
    if ctx.rank(indices.v) != 1 {
        return Err(ctx.invalid(format!("input has to be a 1D or 2D Tensor, but got Tensor of dimension {}", ctx.rank(indices.v))));
    }
    if ctx.rank(offsets.v) != 1 {
        return Err(ctx.invalid(format!("offsets has to be a 1D Tensor, but got Tensor of dimension {}", ctx.rank(offsets.v))));
    }
    check_index(ctx, &indices, "indices")?;
    check_index(ctx, &offsets, "offsets")?;
    if !(SUM..=MAX).contains(&mode) {
        return Err(ctx.invalid(format!("embedding_bag: mode must be 0 (sum), 1 (mean) or 2 (max), got {mode}")));
    }
    if let Some(p) = &psw {
        if mode != SUM {
            return Err(ctx.invalid(format!(
                "embedding_bag: per_sample_weights was not None. per_sample_weights is only supported for mode='sum' (got mode='{}'). Please open a feature request on GitHub.",
                mode_name(mode)
            )));
        }
        if ctx.shape(p.v) != ctx.shape(indices.v) {
            return Err(ctx.invalid(format!(
                "embedding_bag: If per_sample_weights ({:?}) is not None, then it must have the same shape as the input ({:?})",
                ctx.shape(p.v),
                ctx.shape(indices.v)
            )));
        }
    }
    let (vocab, d) = (ctx.shape(w.v)[0], ctx.shape(w.v)[1]);
    let n = ctx.shape(indices.v)[0];
    let o = ctx.shape(offsets.v)[0];
    let bags = if include_last { (o - 1).max(0) } else { o };
    let idx_dtype = indices.dtype;
    let compute = w.dtype.opmath();
    let e = compute.elem();
    let empty_bags = |ctx: &mut LowerCtx| -> Result<Vec<TensorArg>> {
        let out = ctx.constant(w.dtype.elem(), &[bags, d], 0.0)?;
        let o2b = ctx.constant_int(idx_dtype.elem(), &[n], 0)?;
        let sizes = ctx.constant_int(idx_dtype.elem(), &[o], 0)?;
        let mi_dims = if mode == MAX { vec![bags, d] } else { vec![0] };
        let mi = ctx.constant_int(idx_dtype.elem(), &mi_dims, 0)?;
        Ok(vec![ctx.out(out, w.dtype), ctx.out(o2b, idx_dtype), ctx.out(sizes, idx_dtype), ctx.out(mi, idx_dtype)])
    };
    if n == 0 || bags == 0 {
        return empty_bags(ctx);
    }
    let (idx, counted) = positions(ctx, indices, padding_idx)?;
    let bag = bag_of(ctx, offsets, n, bags, include_last)?;
    let counted = in_bag(ctx, bag, counted)?;
    let sizes = bag_sizes(ctx, bag, counted, bags)?;
    let wv = ctx.cast(w, compute)?.v;
    let rows = if vocab == 0 { ctx.constant(e, &[n, d], f64::NAN)? } else { select_rows(ctx, wv, 0, idx)? };
    let (out, max_idx) = if mode == MAX {
        let lowest = ctx.constant(e, &[bags, d], f64::NEG_INFINITY)?;
        let low_rows = ctx.constant(e, &[n, d], f64::NEG_INFINITY)?;
        let cnt = ok(ctx.b.broadcast_in_dim(counted, &[n, d], &[0]))?;
        let cand = ok(ctx.b.select(cnt, rows, low_rows))?;
        let best = scatter_rows(ctx, lowest, 0, bag, cand, Combine::Max)?;
        // The first position reaching each bag's maximum, per column.
        let at_best = select_rows(ctx, best, 0, bag)?;
        let hit = ok(ctx.b.compare(cand, at_best, CmpDir::Eq))?;
        let hit = ok(ctx.b.and(hit, cnt))?;
        let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, d]), 0))?;
        let past = ctx.constant_int(ElementType::I64, &[n, d], n)?;
        let pos = ok(ctx.b.select(hit, pos, past))?;
        let none = ctx.constant_int(ElementType::I64, &[bags, d], n)?;
        let first = scatter_rows(ctx, none, 0, bag, pos, Combine::Min)?;
        // Empty bags: output 0 and index 0, as on CPU.
        let flat = ok(ctx.b.reshape(first, &[bags * d]))?;
        let at = select_rows(ctx, idx, 0, flat)?;
        let at = ok(ctx.b.reshape(at, &[bags, d]))?;
        let zero = ctx.zeros_like(sizes)?;
        let filled = ok(ctx.b.compare(sizes, zero, CmpDir::Gt))?;
        let filled = ok(ctx.b.broadcast_in_dim(filled, &[bags, d], &[0]))?;
        let z = ctx.zeros_like(best)?;
        let out = ok(ctx.b.select(filled, best, z))?;
        let zi = ctx.zeros_like(at)?;
        (out, ok(ctx.b.select(filled, at, zi))?)
    } else {
        let mut upd = rows;
        if let Some(p) = psw {
            let pv = ctx.cast(p, compute)?.v;
            upd = scale_rows(ctx, upd, pv, false)?;
        }
        let upd = mask_rows(ctx, upd, counted)?;
        let z = ctx.constant(e, &[bags, d], 0.0)?;
        let mut out = scatter_rows(ctx, z, 0, bag, upd, Combine::Add)?;
        if mode == MEAN {
            // Empty bags stay 0 (0 / 1).
            let one = ctx.constant_int(ElementType::I64, &[bags], 1)?;
            let denom = ok(ctx.b.max(sizes, one))?;
            let denom = ok(ctx.b.convert(denom, e))?;
            out = scale_rows(ctx, out, denom, true)?;
        }
        (out, sizes)
    };
    let out = ctx.convert_value(out, w.dtype)?;
    let o2b = ok(ctx.b.convert(bag, idx_dtype.elem()))?;
    // Shaped as torch declares them off the CPU (its meta function, what compiled graphs are
    // planned by): bag_size has one entry per offset (the last, with include_last_offset, 0);
    // max_indices, for sum and mean, no elements (the CPU kernel returns a copy of bag_size).
    // Only the backward reads them.
    let mut sizes_out = ok(ctx.b.convert(sizes, idx_dtype.elem()))?;
    if o > bags {
        let zero = ctx.constant_int(idx_dtype.elem(), &[], 0)?;
        sizes_out = ok(ctx.b.pad(sizes_out, zero, &[0], &[o - bags], &[0]))?;
    }
    let max_idx = if mode == MAX { ok(ctx.b.convert(max_idx, idx_dtype.elem()))? } else { ctx.constant_int(idx_dtype.elem(), &[0], 0)? };
    Ok(vec![ctx.out(out, w.dtype), ctx.out(o2b, idx_dtype), ctx.out(sizes_out, idx_dtype), ctx.out(max_idx, idx_dtype)])
}

/// The weight gradient given each position's bag (`[n]` i64, -1 for none).
#[allow(clippy::too_many_arguments)]
fn dense_backward(
    ctx: &mut LowerCtx,
    grad: TensorArg,
    indices: TensorArg,
    bag: Value,
    bag_size: TensorArg,
    max_indices: TensorArg,
    num_weights: i64,
    scale_grad_by_freq: bool,
    mode: i64,
    psw: Option<TensorArg>,
    padding_idx: i64,
) -> Result<Vec<TensorArg>> {
    let compute = grad.dtype.opmath();
    let e = compute.elem();
    let gs = ctx.shape(grad.v);
    if gs.len() != 2 {
        return Err(ctx.invalid(format!("embedding_bag_backward: grad must be 2-D, got {gs:?}")));
    }
    let (bags, d) = (gs[0], gs[1]);
    let g = ctx.cast(grad, compute)?.v;
    let zeros = ctx.constant(e, &[num_weights, d], 0.0)?;
    let n = ctx.shape(indices.v)[0];
    if n == 0 || bags == 0 {
        let v = ctx.convert_value(zeros, grad.dtype)?;
        return Ok(vec![ctx.out(v, grad.dtype)]);
    }
    if mode == MAX {
        // Each column's gradient goes to the row its maximum came from; empty bags add nothing.
        let mi = ctx.convert_value(max_indices.v, DType::I64)?;
        // One entry per offset: with include_last_offset, one more than there are bags.
        let sizes = ok(ctx.b.slice(bag_size.v, &[0], &[bags], &[1]))?;
        let sizes = ctx.convert_value(sizes, DType::I64)?;
        let z = ctx.zeros_like(sizes)?;
        let filled = ok(ctx.b.compare(sizes, z, CmpDir::Gt))?;
        let g = mask_rows(ctx, g, filled)?;
        let v = scatter_points(ctx, zeros, 0, mi, g, Combine::Add)?;
        let v = ctx.convert_value(v, grad.dtype)?;
        return Ok(vec![ctx.out(v, grad.dtype)]);
    }
    let (idx, counted) = positions(ctx, indices, padding_idx)?;
    let counted = in_bag(ctx, bag, counted)?;
    let mut rows = select_rows(ctx, g, 0, bag)?;
    if mode == MEAN {
        let sizes = bag_sizes(ctx, bag, counted, bags)?;
        let one = ctx.constant_int(ElementType::I64, &[bags], 1)?;
        let sizes = ok(ctx.b.max(sizes, one))?;
        let per = select_rows(ctx, sizes, 0, bag)?;
        let per = ok(ctx.b.convert(per, e))?;
        rows = scale_rows(ctx, rows, per, true)?;
    }
    if let Some(p) = psw {
        let pv = ctx.cast(p, compute)?.v;
        rows = scale_rows(ctx, rows, pv, false)?;
    }
    if scale_grad_by_freq {
        let z = ctx.constant(e, &[num_weights], 0.0)?;
        let ones = ctx.constant(e, &[n], 1.0)?;
        let freq = scatter_rows(ctx, z, 0, idx, ones, Combine::Add)?;
        let f = select_rows(ctx, freq, 0, idx)?;
        rows = scale_rows(ctx, rows, f, true)?;
    }
    let rows = mask_rows(ctx, rows, counted)?;
    let v = scatter_rows(ctx, zeros, 0, idx, rows, Combine::Add)?;
    let v = ctx.convert_value(v, grad.dtype)?;
    Ok(vec![ctx.out(v, grad.dtype)])
}

fn refuse_sparse(ctx: &LowerCtx, args: &Args) -> Result<()> {
    if args.bool_or("sparse", false)? {
        return Err(ctx.unsupported("embedding_bag with sparse=True (a sparse gradient) on the PJRT device"));
    }
    Ok(())
}

/// `_embedding_bag_backward(grad, indices, offsets, offset2bag, bag_size,
/// maximum_indices, num_weights, scale_grad_by_freq, mode, sparse,
/// per_sample_weights, padding_idx=-1)`: the dense weight gradient.
pub fn embedding_bag_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    refuse_sparse(ctx, args)?;
    let indices = args.tensor("indices")?;
    let bag = args.tensor("offset2bag")?;
    let n = ctx.shape(indices.v)[0];
    if ctx.shape(bag.v) != [n] {
        return Err(ctx.invalid(format!("embedding_bag_backward: offset2bag {:?} does not match indices {:?}", ctx.shape(bag.v), [n])));
    }
    embedding_bag_dense_backward(ctx, args)
}

/// `_embedding_bag_dense_backward(grad, indices, offset2bag, bag_size,
/// maximum_indices, num_weights, scale_grad_by_freq, mode, per_sample_weights,
/// padding_idx=-1)`.
pub fn embedding_bag_dense_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let grad = args.tensor("grad")?;
    let indices = args.tensor("indices")?;
    let o2b = args.tensor("offset2bag")?;
    let bag = ctx.convert_value(o2b.v, DType::I64)?;
    dense_backward(
        ctx,
        grad,
        indices,
        bag,
        args.tensor("bag_size")?,
        args.tensor("maximum_indices")?,
        args.int("num_weights")?,
        args.bool_or("scale_grad_by_freq", false)?,
        args.int_or("mode", SUM)?,
        args.opt_tensor("per_sample_weights")?,
        args.int_or("padding_idx", -1)?,
    )
}

/// `_embedding_bag_per_sample_weights_backward(grad, weight, indices, offsets,
/// offset2bag, mode, padding_idx=-1)`: each position's weight gradient is its
/// bag's output gradient dotted with the row it looked up (0 for padding).
pub fn per_sample_weights_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let grad = args.tensor("grad")?;
    let w = args.tensor("weight")?;
    let indices = args.tensor("indices")?;
    let o2b = args.tensor("offset2bag")?;
    let mode = args.int_or("mode", SUM)?;
    let padding_idx = args.int_or("padding_idx", -1)?;
    if mode != SUM {
        return Err(ctx.invalid("embedding_bag_backward: per_sample_weights only supported for mode='sum'"));
    }
    let n = ctx.shape(indices.v)[0];
    let compute = grad.dtype.opmath();
    if n == 0 {
        let v = ctx.constant(grad.dtype.elem(), &[0], 0.0)?;
        return Ok(vec![ctx.out(v, grad.dtype)]);
    }
    let g = ctx.cast(grad, compute)?.v;
    let wv = ctx.cast(w, compute)?.v;
    let bag = ctx.convert_value(o2b.v, DType::I64)?;
    let (idx, counted) = positions(ctx, indices, padding_idx)?;
    let counted = in_bag(ctx, bag, counted)?;
    let gr = select_rows(ctx, g, 0, bag)?;
    let wr = select_rows(ctx, wv, 0, idx)?;
    let prod = ok(ctx.b.mul(gr, wr))?;
    let dots = crate::ops::reduce::reduce(ctx, prod, &[1], Kind::Sum)?;
    let z = ctx.zeros_like(dots)?;
    let v = ok(ctx.b.select(counted, dots, z))?;
    let v = ctx.convert_value(v, grad.dtype)?;
    Ok(vec![ctx.out(v, grad.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    fn forward(mode: i64) -> Vec<(&'static str, T)> {
        vec![
            ("weight", T::Tensor(F32, vec![10, 3])),
            ("indices", T::Tensor(I64, vec![6])),
            ("offsets", T::Tensor(I64, vec![3])),
            ("scale_grad_by_freq", T::Bool(false)),
            ("mode", T::Int(mode)),
            ("sparse", T::Bool(false)),
            ("per_sample_weights", T::None),
            ("include_last_offset", T::Bool(false)),
            ("padding_idx", T::Int(-1)),
        ]
    }

    #[test]
    fn golden_each_op() {
        check("sum", "_embedding_bag", forward(0));
        check("max", "_embedding_bag_forward_only", forward(2));
        let backward = |with_offsets: bool| {
            let mut a = vec![("grad", T::Tensor(F32, vec![3, 3])), ("indices", T::Tensor(I64, vec![6]))];
            if with_offsets {
                a.push(("offsets", T::Tensor(I64, vec![3])));
            }
            a.extend([
                ("offset2bag", T::Tensor(I64, vec![6])),
                ("bag_size", T::Tensor(I64, vec![3])),
                ("maximum_indices", T::Tensor(I64, vec![3])),
                ("num_weights", T::Int(10)),
                ("scale_grad_by_freq", T::Bool(false)),
                ("mode", T::Int(1)),
            ]);
            if with_offsets {
                a.push(("sparse", T::Bool(false)));
            }
            a.extend([("per_sample_weights", T::None), ("padding_idx", T::Int(-1))]);
            a
        };
        check("mean", "_embedding_bag_backward", backward(true));
        check("mean", "_embedding_bag_dense_backward", backward(false));
        check(
            "sum",
            "_embedding_bag_per_sample_weights_backward",
            vec![
                ("grad", T::Tensor(F32, vec![3, 3])),
                ("weight", T::Tensor(F32, vec![10, 3])),
                ("indices", T::Tensor(I64, vec![6])),
                ("offsets", T::Tensor(I64, vec![3])),
                ("offset2bag", T::Tensor(I64, vec![6])),
                ("mode", T::Int(0)),
                ("padding_idx", T::Int(-1)),
            ],
        );
    }
}
