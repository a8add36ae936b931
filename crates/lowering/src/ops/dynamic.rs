//! Ops whose output shape depends on values: `nonzero`, `masked_select`.
//! A `sized_by` pre-pass counts on the device; the engine reads the count
//! back (one small host sync, as CUDA does for these ops) and lowers the main
//! program for that size: a stable sort of flat positions puts the selected
//! ones first, in order.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::reduce::{reduce, Kind};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, GatherDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("nonzero", nonzero).sized_by(count_nonzero);
    r.op("masked_select", masked_select).sized_by(count_mask).float8();
}

fn as_bool(ctx: &mut LowerCtx, t: TensorArg) -> Result<Value> {
    ctx.convert_value(t.v, DType::Bool)
}

fn count(ctx: &mut LowerCtx, mask: Value) -> Result<Vec<TensorArg>> {
    let as_int = ok(ctx.b.convert(mask, ElementType::I64))?;
    let rank = ctx.rank(as_int);
    let dims: Vec<usize> = (0..rank).collect();
    let n = reduce(ctx, as_int, &dims, Kind::Sum)?;
    Ok(vec![ctx.out(n, DType::I64)])
}

fn count_nonzero(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let m = as_bool(ctx, x)?;
    count(ctx, m)
}

/// Coordinates of the true entries of a bool `mask` (`n` of them, row-major
/// order): one `[n]` int64 vector per dim of the mask.
pub(crate) fn mask_coords(ctx: &mut LowerCtx, mask: Value, n: i64) -> Result<Vec<Value>> {
    let shape = ctx.shape(mask);
    let rank = shape.len();
    let pos = if ctx.b.ty(mask).numel() == 0 || n == 0 {
        ctx.constant_int(ElementType::I64, &[n], 0)?
    } else {
        selected_positions(ctx, mask, n)?
    };
    let mut strides = vec![1i64; rank];
    for d in (0..rank.saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1].max(1);
    }
    let ity = TensorType::new(ElementType::I64, vec![n]);
    let mut out = Vec::with_capacity(rank);
    for d in 0..rank {
        let s = ok(ctx.b.constant_i64(ity.clone(), strides[d]))?;
        let q = ok(ctx.b.div(pos, s))?;
        let size = ok(ctx.b.constant_i64(ity.clone(), shape[d].max(1)))?;
        out.push(ok(ctx.b.rem(q, size))?);
    }
    Ok(out)
}

/// The number of true entries of each bool/uint8 index tensor, in order
/// (the pre-pass of `index` / `index_put` with boolean masks).
pub(crate) fn mask_counts(ctx: &mut LowerCtx, indices: &[Option<TensorArg>]) -> Result<Vec<TensorArg>> {
    let mut out = Vec::new();
    for i in indices.iter().flatten() {
        if matches!(i.dtype, DType::Bool | DType::U8) {
            let m = as_bool(ctx, *i)?;
            out.extend(count(ctx, m)?);
        }
    }
    Ok(out)
}

/// Flat positions of the true entries of `mask`, in increasing order: `[n]` int64.
fn selected_positions(ctx: &mut LowerCtx, mask: Value, n: i64) -> Result<Value> {
    let total = ctx.b.ty(mask).numel();
    let flat = ok(ctx.b.reshape(mask, &[total]))?;
    let ity = TensorType::new(ElementType::I64, vec![total]);
    let pos = ok(ctx.b.iota(ity.clone(), 0))?;
    let past_end = ok(ctx.b.constant_i64(ity, total))?;
    let keys = ok(ctx.b.select(flat, pos, past_end))?;
    let sorted = ok(ctx.b.sort(&[keys], 0, true, |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Lt)?])))?;
    ok(ctx.b.slice(sorted[0], &[0], &[n], &[1]))
}

pub fn nonzero(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let n = *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("nonzero lowered without its count"))?;
    let m = as_bool(ctx, x)?;
    if ctx.rank(m) == 0 {
        let v = ctx.constant_int(ElementType::I64, &[n, 0], 0)?;
        return Ok(vec![ctx.out(v, DType::I64)]);
    }
    // One coordinate column per dim: [n, rank].
    let cols: Vec<Value> = mask_coords(ctx, m, n)?
        .into_iter()
        .map(|c| ok(ctx.b.reshape(c, &[n, 1])))
        .collect::<Result<_>>()?;
    let v = ok(ctx.b.concatenate(&cols, 1))?;
    Ok(vec![ctx.out(v, DType::I64)])
}

fn broadcast_pair(ctx: &mut LowerCtx, args: &Args) -> Result<(TensorArg, Value)> {
    let x = args.tensor("self")?;
    let mask = args.tensor("mask")?;
    if mask.dtype != DType::Bool && mask.dtype != DType::U8 {
        return Err(ctx.invalid(format!("masked_select: expected BoolTensor for mask, got {}", mask.dtype)));
    }
    let shape = ctx.broadcast_shapes(&[ctx.shape(x.v), ctx.shape(mask.v)])?;
    let xv = ctx.broadcast_to(x.v, &shape)?;
    let mb = as_bool(ctx, mask)?;
    let mv = ctx.broadcast_to(mb, &shape)?;
    Ok((TensorArg { v: xv, ..x }, mv))
}

fn count_mask(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (_, m) = broadcast_pair(ctx, args)?;
    count(ctx, m)
}

pub fn masked_select(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, m) = broadcast_pair(ctx, args)?;
    let n = *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("masked_select lowered without its count"))?;
    let total = ctx.b.ty(x.v).numel();
    if total == 0 || n == 0 {
        let v = ctx.constant(x.dtype.elem(), &[0], 0.0)?;
        return Ok(vec![ctx.out(v, x.dtype)]);
    }
    let pos = selected_positions(ctx, m, n)?;
    let flat = ok(ctx.b.reshape(x.v, &[total]))?;
    let idx = ok(ctx.b.reshape(pos, &[n, 1]))?;
    let dims = GatherDims::flat_elements();
    let v = ok(ctx.b.gather(flat, idx, &dims, &[1], true))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check_sized, T};

    /// The main lowerings, given the count their pre-pass would read back.
    #[test]
    fn golden_each_op() {
        check_sized("nonzero", "nonzero", vec![("self", T::Tensor(F32, vec![2, 3]))], &[4]);
        check_sized("masked_select", "masked_select", vec![("self", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(Bool, vec![2, 3]))], &[4]);
    }
}
