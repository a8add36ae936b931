//! `segment_reduce`: reductions over consecutive segments of `data` along the
//! last dimension of `lengths` (or of `offsets`), and its backward.
//!
//! Each position along the axis belongs to the segment whose start is the last
//! at or before it (a one marked at each start, then a prefix sum); positions
//! past the last segment belong to none. Segments are then combined with one
//! scatter in `data`'s own dtype: the scatter adds in index order, as PyTorch's
//! CPU loop does, so half and bfloat16 sums round alike.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::reduce::{nan_extreme, reduce, scan, Kind};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("segment_reduce", segment_reduce).consts(&["initial"]);
    r.op("_segment_reduce_backward", segment_reduce_backward).consts(&["initial"]);
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Red {
    Sum,
    Mean,
    Max,
    Min,
    Prod,
}

fn reduction(ctx: &LowerCtx, s: &str) -> Result<Red> {
    Ok(match s {
        "sum" => Red::Sum,
        "mean" => Red::Mean,
        "max" => Red::Max,
        "min" => Red::Min,
        "prod" => Red::Prod,
        _ => return Err(ctx.invalid(format!("unsupported reduction given! {s}"))),
    })
}

/// The layout of one call: `data` as `[outer, n, inner]`, `segments` per row.
struct Plan {
    outer: i64,
    n: i64,
    inner: i64,
    segments: i64,
    /// `data`'s shape with the axis sized `segments`.
    out_shape: Vec<i64>,
    /// Segment lengths `[outer, segments]` (i64).
    lengths: Value,
}

fn plan(ctx: &mut LowerCtx, args: &Args, data: &TensorArg) -> Result<Plan> {
    let shape = ctx.shape(data.v);
    if args.has("indices") {
        return Err(ctx.unsupported("segment_reduce(): indices based reduction is not supported yet."));
    }
    let (lens, from_offsets) = match (args.opt_tensor("lengths")?, args.opt_tensor("offsets")?) {
        (Some(l), _) => (l, false),
        (None, Some(o)) => (o, true),
        (None, None) => return Err(ctx.invalid("segment_reduce(): Either lengths or offsets must be defined")),
    };
    if !matches!(lens.dtype, DType::I64 | DType::I32) {
        return Err(ctx.invalid(format!("segment_reduce(): Expected lengths or offsets of type int32 or int64, got {}", lens.dtype)));
    }
    let ls = ctx.shape(lens.v);
    let axis = ctx.wrap_dim(args.int_or("axis", 0)?, shape.len())?;
    if ls.is_empty() || ls.len() - 1 != axis {
        return Err(ctx.invalid(format!(
            "segment_reduce(): Expected axis to be the last dimension of lengths or offsets but got {axis} (lengths/offsets of shape {ls:?})"
        )));
    }
    if ls[..axis] != shape[..axis] {
        return Err(ctx.invalid(format!("segment_reduce(): Expected lengths/offsets {ls:?} to match data {shape:?} before the axis")));
    }
    let outer: i64 = shape[..axis].iter().product();
    let inner: i64 = shape[axis + 1..].iter().product();
    let last = *ls.last().unwrap();
    let l = ctx.convert_value(lens.v, DType::I64)?;
    let l = ok(ctx.b.reshape(l, &[outer, last]))?;
    let (lengths, segments) = if from_offsets {
        let s = (last - 1).max(0);
        let hi = ok(ctx.b.slice(l, &[0, 1], &[outer, s + 1], &[1, 1]))?;
        let lo = ok(ctx.b.slice(l, &[0, 0], &[outer, s], &[1, 1]))?;
        (ok(ctx.b.sub(hi, lo))?, s)
    } else {
        (l, last)
    };
    let mut out_shape = shape.clone();
    out_shape[axis] = segments;
    Ok(Plan { outer, n: shape[axis], inner, segments, out_shape, lengths })
}

/// The segment of each position `[outer, n]` (i64), and whether it has one.
fn segment_ids(ctx: &mut LowerCtx, p: &Plan) -> Result<(Value, Value)> {
    let (o, n, s) = (p.outer, p.n, p.segments);
    let ends = scan(ctx, p.lengths, 1, Kind::Sum)?;
    let starts = ok(ctx.b.sub(ends, p.lengths))?;
    // Starts as (row, position) points; a start at n (empty trailing segments) is dropped.
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![o, s]), 0))?;
    let r3 = ok(ctx.b.reshape(rows, &[o, s, 1]))?;
    let s3 = ok(ctx.b.reshape(starts, &[o, s, 1]))?;
    let idx = ok(ctx.b.concatenate(&[r3, s3], 2))?;
    let marks = ctx.constant_int(ElementType::I64, &[o, n], 0)?;
    let ones = ctx.constant_int(ElementType::I64, &[o, s], 1)?;
    let dims = ScatterDims { inserted_window_dims: vec![0, 1], scatter_dims_to_operand_dims: vec![0, 1], index_vector_dim: 2, ..Default::default() };
    let marks = ok(ctx.b.scatter(&[marks], idx, &[ones], &dims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    let seen = scan(ctx, marks, 1, Kind::Sum)?;
    let one = ctx.constant_int(ElementType::I64, &[o, n], 1)?;
    let seg = ok(ctx.b.sub(seen, one))?;
    let total = reduce(ctx, p.lengths, &[1], Kind::Sum)?;
    let total = ok(ctx.b.broadcast_in_dim(total, &[o, n], &[0]))?;
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![o, n]), 1))?;
    let before_end = ok(ctx.b.compare(pos, total, CmpDir::Lt))?;
    let zero = ctx.zeros_like(seg)?;
    let started = ok(ctx.b.compare(seg, zero, CmpDir::Ge))?;
    let valid = ok(ctx.b.and(before_end, started))?;
    let seg = ok(ctx.b.select(valid, seg, zero))?;
    Ok((seg, valid))
}

/// `(row, segment)` index vectors `[outer, n, 2]` for gathers and scatters.
fn seg_points(ctx: &mut LowerCtx, seg: Value) -> Result<Value> {
    let s = ctx.shape(seg);
    let rows = ok(ctx.b.iota(TensorType::new(ElementType::I64, s.clone()), 0))?;
    let r3 = ok(ctx.b.reshape(rows, &[s[0], s[1], 1]))?;
    let s3 = ok(ctx.b.reshape(seg, &[s[0], s[1], 1]))?;
    ok(ctx.b.concatenate(&[r3, s3], 2))
}

fn window_scatter() -> ScatterDims {
    ScatterDims {
        update_window_dims: vec![2],
        inserted_window_dims: vec![0, 1],
        scatter_dims_to_operand_dims: vec![0, 1],
        index_vector_dim: 2,
        ..Default::default()
    }
}

/// `v` `[outer, segments, inner]` read back at each position's segment: `[outer, n, inner]`.
fn per_position(ctx: &mut LowerCtx, v: Value, points: Value, inner: i64) -> Result<Value> {
    let dims = GatherDims { offset_dims: vec![2], collapsed_slice_dims: vec![0, 1], start_index_map: vec![0, 1], index_vector_dim: 2, ..Default::default() };
    ok(ctx.b.gather(v, points, &dims, &[1, 1, inner], false))
}

/// Combines the rows `upd` `[outer, n, inner]` into `[outer, segments, inner]`
/// starting from `init` everywhere.
fn combine(ctx: &mut LowerCtx, p: &Plan, points: Value, upd: Value, init: f64, red: Red) -> Result<Value> {
    let elem = ctx.elem(upd);
    let base = ctx.constant(elem, &[p.outer, p.segments, p.inner], init)?;
    let r = ok(ctx.b.scatter(&[base], points, &[upd], &window_scatter(), false, false, move |b, a| {
        Ok(vec![match red {
            Red::Sum | Red::Mean => b.add(a[0], a[1])?,
            Red::Prod => b.mul(a[0], a[1])?,
            Red::Max => nan_extreme(b, true, a[0], a[1])?,
            Red::Min => nan_extreme(b, false, a[0], a[1])?,
        }])
    }))?;
    Ok(r[0])
}

fn identity(red: Red) -> f64 {
    match red {
        Red::Sum | Red::Mean => 0.0,
        Red::Prod => 1.0,
        Red::Max => f64::NEG_INFINITY,
        Red::Min => f64::INFINITY,
    }
}

/// `valid` `[outer, n]` across `inner`.
fn spread(ctx: &mut LowerCtx, v: Value, inner: i64) -> Result<Value> {
    let s = ctx.shape(v);
    ok(ctx.b.broadcast_in_dim(v, &[s[0], s[1], inner], &[0, 1]))
}

/// `lengths` `[outer, segments]` across `inner`, in `elem`.
fn lengths_as(ctx: &mut LowerCtx, p: &Plan, elem: ElementType) -> Result<Value> {
    let l = ok(ctx.b.convert(p.lengths, elem))?;
    spread(ctx, l, p.inner)
}

fn float_data(ctx: &LowerCtx, data: &TensorArg) -> Result<()> {
    if !data.dtype.is_float() {
        return Err(ctx.unsupported(format!("\"_segment_reduce_cpu\" not implemented for '{}'", data.dtype.scalar_type_name())));
    }
    Ok(())
}

/// `segment_reduce(data, reduce, *, lengths=None, indices=None, offsets=None,
/// axis=0, unsafe=False, initial=None)`: empty segments hold `initial`, or the
/// reduction's identity (NaN for mean).
pub fn segment_reduce(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let data = args.tensor("data")?;
    float_data(ctx, &data)?;
    let red = reduction(ctx, &args.str("reduce")?)?;
    let initial = args.opt_scalar("initial")?.map(|s| s.host_f64());
    let p = plan(ctx, args, &data)?;
    let elem = data.dtype.elem();
    if p.outer * p.segments * p.inner == 0 {
        let v = ctx.constant(elem, &p.out_shape, 0.0)?;
        return Ok(vec![ctx.out(v, data.dtype)]);
    }
    let x = ok(ctx.b.reshape(data.v, &[p.outer, p.n, p.inner]))?;
    let init = initial.unwrap_or(identity(red));
    let mut out = if p.n == 0 {
        ctx.constant(elem, &[p.outer, p.segments, p.inner], init)?
    } else {
        let (seg, valid) = segment_ids(ctx, &p)?;
        let points = seg_points(ctx, seg)?;
        let keep = spread(ctx, valid, p.inner)?;
        let neutral = ctx.constant(elem, &[p.outer, p.n, p.inner], identity(red))?;
        let upd = ok(ctx.b.select(keep, x, neutral))?;
        combine(ctx, &p, points, upd, init, red)?
    };
    if red == Red::Mean {
        let len = lengths_as(ctx, &p, elem)?;
        let zero = ctx.zeros_like(len)?;
        let some = ok(ctx.b.compare(len, zero, CmpDir::Gt))?;
        let q = ok(ctx.b.div(out, len))?;
        let empty = if initial.is_some() { out } else { ctx.full_like(out, f64::NAN)? };
        out = ok(ctx.b.select(some, q, empty))?;
    }
    let out = ok(ctx.b.reshape(out, &p.out_shape))?;
    Ok(vec![ctx.out(out, data.dtype)])
}

/// `_segment_reduce_backward(grad, output, data, reduce, *, lengths=None,
/// offsets=None, axis=0, initial=None)`, as PyTorch's CPU kernel: max/min send
/// the gradient to every element equal to the result (or NaN) and, when several
/// are, divide the positive ones by their count; prod divides the result by
/// the element, or multiplies the others where the element is 0 or NaN.
pub fn segment_reduce_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let grad = args.tensor("grad")?;
    let output = args.tensor("output")?;
    let data = args.tensor("data")?;
    float_data(ctx, &data)?;
    let red = reduction(ctx, &args.str("reduce")?)?;
    let initial = args.opt_scalar("initial")?.map(|s| s.host_f64());
    let p = plan(ctx, args, &data)?;
    let elem = data.dtype.elem();
    let data_shape = ctx.shape(data.v);
    if p.outer * p.n * p.inner == 0 || p.segments == 0 {
        let v = ctx.constant(elem, &data_shape, 0.0)?;
        return Ok(vec![ctx.out(v, data.dtype)]);
    }
    let x = ok(ctx.b.reshape(data.v, &[p.outer, p.n, p.inner]))?;
    let g = ctx.cast(grad, data.dtype)?.v;
    let g = ok(ctx.b.reshape(g, &[p.outer, p.segments, p.inner]))?;
    let y = ctx.cast(output, data.dtype)?.v;
    let y = ok(ctx.b.reshape(y, &[p.outer, p.segments, p.inner]))?;
    let (seg, valid) = segment_ids(ctx, &p)?;
    let points = seg_points(ctx, seg)?;
    let keep = spread(ctx, valid, p.inner)?;
    let gp = per_position(ctx, g, points, p.inner)?;
    let zero = ctx.zeros_like(x)?;
    let gi = match red {
        Red::Sum => gp,
        Red::Mean => {
            let len = lengths_as(ctx, &p, elem)?;
            let gl = ok(ctx.b.div(g, len))?;
            per_position(ctx, gl, points, p.inner)?
        }
        Red::Max | Red::Min => {
            let yp = per_position(ctx, y, points, p.inner)?;
            let eq = ok(ctx.b.compare(x, yp, CmpDir::Eq))?;
            let nan = ok(ctx.b.compare(x, x, CmpDir::Ne))?;
            let hit = ok(ctx.b.or(eq, nan))?;
            let hit = ok(ctx.b.and(hit, keep))?;
            let gh = ok(ctx.b.select(hit, gp, zero))?;
            let ones = ok(ctx.b.convert(hit, elem))?;
            let cnt = combine(ctx, &p, points, ones, 0.0, Red::Sum)?;
            let cnt = per_position(ctx, cnt, points, p.inner)?;
            let two = ctx.full_like(cnt, 2.0)?;
            let several = ok(ctx.b.compare(cnt, two, CmpDir::Ge))?;
            let positive = ok(ctx.b.compare(gh, zero, CmpDir::Gt))?;
            let split = ok(ctx.b.and(several, positive))?;
            let q = ok(ctx.b.div(gh, cnt))?;
            ok(ctx.b.select(split, q, gh))?
        }
        Red::Prod => {
            // The product of the other elements, for a zero or NaN element:
            // the product of the segment's ordinary elements, times 0 if
            // another element is 0, NaN if another is NaN.
            let is_zero = ok(ctx.b.compare(x, zero, CmpDir::Eq))?;
            let is_nan = ok(ctx.b.compare(x, x, CmpDir::Ne))?;
            let special = ok(ctx.b.or(is_zero, is_nan))?;
            let one = ctx.full_like(x, 1.0)?;
            let plain = ok(ctx.b.select(special, one, x))?;
            let plain = ok(ctx.b.select(keep, plain, one))?;
            let pp = combine(ctx, &p, points, plain, initial.unwrap_or(1.0), Red::Prod)?;
            let pp = per_position(ctx, pp, points, p.inner)?;
            let count = |ctx: &mut LowerCtx, m: Value| -> Result<Value> {
                let m = ok(ctx.b.and(m, keep))?;
                let c = ok(ctx.b.convert(m, elem))?;
                let c = combine(ctx, &p, points, c, 0.0, Red::Sum)?;
                per_position(ctx, c, points, p.inner)
            };
            let zeros = count(ctx, is_zero)?;
            let nans = count(ctx, is_nan)?;
            let own_zero = ok(ctx.b.convert(is_zero, elem))?;
            let own_nan = ok(ctx.b.convert(is_nan, elem))?;
            let other_zeros = ok(ctx.b.sub(zeros, own_zero))?;
            let other_nans = ok(ctx.b.sub(nans, own_nan))?;
            let none = ctx.zeros_like(x)?;
            let zero_other = ok(ctx.b.compare(other_zeros, none, CmpDir::Gt))?;
            let nan_other = ok(ctx.b.compare(other_nans, none, CmpDir::Gt))?;
            let excl = ok(ctx.b.select(zero_other, zero, pp))?;
            let nanv = ctx.full_like(x, f64::NAN)?;
            let excl = ok(ctx.b.select(nan_other, nanv, excl))?;
            let via_others = ok(ctx.b.mul(gp, excl))?;
            let yp = per_position(ctx, y, points, p.inner)?;
            let gy = ok(ctx.b.mul(gp, yp))?;
            let via_result = ok(ctx.b.div(gy, x))?;
            ok(ctx.b.select(special, via_others, via_result))?
        }
    };
    let gi = ok(ctx.b.select(keep, gi, zero))?;
    let gi = ok(ctx.b.reshape(gi, &data_shape))?;
    Ok(vec![ctx.out(gi, data.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        check(
            "lengths_sum",
            "segment_reduce",
            vec![
                ("data", T::Tensor(F32, vec![6, 2])),
                ("reduce", T::Str("sum")),
                ("lengths", T::Tensor(I64, vec![3])),
                ("indices", T::None),
                ("offsets", T::None),
                ("axis", T::Int(0)),
                ("unsafe", T::Bool(false)),
                ("initial", T::None),
            ],
        );
        check(
            "offsets_max",
            "_segment_reduce_backward",
            vec![
                ("grad", T::Tensor(F32, vec![3, 2])),
                ("output", T::Tensor(F32, vec![3, 2])),
                ("data", T::Tensor(F32, vec![6, 2])),
                ("reduce", T::Str("max")),
                ("lengths", T::None),
                ("offsets", T::Tensor(I64, vec![4])),
                ("axis", T::Int(0)),
                ("initial", T::None),
            ],
        );
    }
}
