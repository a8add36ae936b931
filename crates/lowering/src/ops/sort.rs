//! Sorting and searching: sort, topk, kthvalue, median, nanmedian, mode,
//! searchsorted and bucketize. Orders put NaN above every number, as PyTorch does.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::{at_least_1d, take_along};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("searchsorted", searchsorted).overloads(&["Tensor", "Scalar"]);
    r.op("bucketize", bucketize).overloads(&["Tensor", "Scalar"]);
    r.op("sort", sort).overloads(&["", "stable"]);
    r.op("topk", topk);
    r.op("kthvalue", kthvalue);
    r.op("median", median).overloads(&["", "dim"]);
    r.op("nanmedian", nanmedian).overloads(&["", "dim"]);
    r.op("mode", mode);
}

/// Insertion points of `values` in the last dimension of `seq` (counts of
/// boundaries below, or not above with `right`), as int64 or int32.
fn search(ctx: &mut LowerCtx, seq: TensorArg, values: TensorArg, right: bool, out_int32: bool) -> Result<Vec<TensorArg>> {
    let dtype = if out_int32 { DType::I32 } else { DType::I64 };
    let ct = ctx.result_type(&[seq, values])?;
    let ss = ctx.shape(seq.v);
    let vs = ctx.shape(values.v);
    if ss.is_empty() {
        return Err(ctx.invalid("torch.searchsorted(): boundaries tensor should have positive dimension, but got 0 dimension"));
    }
    let m = *ss.last().unwrap();
    let seq_v = ctx.cast(seq, ct)?.v;
    let val_v = ctx.cast(values, ct)?.v;
    let (full, sdims, vdims): (Vec<i64>, Vec<i64>, Vec<i64>) = if ss.len() == 1 {
        let mut f = vs.clone();
        f.push(m);
        let r = f.len() as i64;
        (f, vec![r - 1], (0..r - 1).collect())
    } else {
        if ss[..ss.len() - 1] != vs[..vs.len().saturating_sub(1)] || vs.len() != ss.len() {
            return Err(ctx.invalid(format!(
                "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries tensor and input value tensor must match, but we got boundaries tensor {ss:?} and input value tensor {vs:?}"
            )));
        }
        let mut f = vs.clone();
        f.push(m);
        let r = f.len() as i64;
        let lead: Vec<i64> = (0..r - 2).collect();
        let mut sd = lead.clone();
        sd.push(r - 1);
        let mut vd = lead;
        vd.push(r - 2);
        (f, sd, vd)
    };
    let sb = ok(ctx.b.broadcast_in_dim(seq_v, &full, &sdims))?;
    let vb = ok(ctx.b.broadcast_in_dim(val_v, &full, &vdims))?;
    let below = ok(ctx.b.compare(sb, vb, if right { CmpDir::Le } else { CmpDir::Lt }))?;
    let cnt = ok(ctx.b.convert(below, dtype.elem()))?;
    let z = ctx.constant(dtype.elem(), &[], 0.0)?;
    let r = full.len() as i64;
    let v = ok(ctx.b.reduce(&[cnt], &[z], &[r - 1], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
    Ok(vec![ctx.out(v, dtype)])
}

fn side_right(ctx: &LowerCtx, args: &Args) -> Result<bool> {
    let right = args.bool_or("right", false)?;
    match args.opt_str("side")?.as_deref() {
        None => Ok(right),
        Some("right") => Ok(true),
        Some("left") if !right => Ok(false),
        Some("left") => Err(ctx.invalid("torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True")),
        Some(s) => Err(ctx.invalid(format!("torch.searchsorted(): side can only be 'left' or 'right' but got {s}"))),
    }
}

/// `searchsorted(sorted_sequence, self, out_int32, right, side, sorter)`.
pub fn searchsorted(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let mut seq = args.tensor("sorted_sequence")?;
    let values = args.operand("self")?;
    let right = side_right(ctx, args)?;
    if let Some(sorter) = args.opt_tensor("sorter")? {
        let r = ctx.rank(seq.v);
        let v = take_along(ctx, seq.v, r - 1, sorter.v)?;
        seq = TensorArg { v, ..seq };
    }
    search(ctx, seq, values, right, args.bool_or("out_int32", false)?)
}

/// `bucketize(self, boundaries, out_int32, right)`.
pub fn bucketize(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let values = args.operand("self")?;
    let b = args.tensor("boundaries")?;
    if ctx.rank(b.v) != 1 {
        return Err(ctx.invalid(format!("boundaries tensor must be 1 dimension, but got dim({})", ctx.rank(b.v))));
    }
    search(ctx, b, values, args.bool_or("right", false)?, args.bool_or("out_int32", false)?)
}

// ---------------------------------------------------------------- sorting

/// Stable sort of `v` along `dim` with NaN ordered above everything (as
/// PyTorch does); returns (values, int64 source positions).
pub(crate) fn sort_along(ctx: &mut LowerCtx, v: Value, dim: usize, descending: bool) -> Result<(Value, Value)> {
    let shape = ctx.shape(v);
    let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, shape), dim))?;
    let is_float = ctx.elem(v).is_float();
    let r = ok(ctx.b.sort(&[v, iota], dim as i64, true, move |b, a| {
        let (x, y) = (a[0], a[1]);
        let (first, second) = if descending { (y, x) } else { (x, y) };
        // lhs before rhs: first < second, or (ascending) rhs NaN and lhs not.
        let lt = b.compare(first, second, CmpDir::Lt)?;
        if !is_float {
            return Ok(vec![lt]);
        }
        let first_nan = b.compare(first, first, CmpDir::Ne)?;
        let second_nan = b.compare(second, second, CmpDir::Ne)?;
        let not_first_nan = b.not(first_nan)?;
        let nan_order = b.and(second_nan, not_first_nan)?;
        Ok(vec![b.or(lt, nan_order)?])
    }))?;
    Ok((r[0], r[1]))
}

/// `sort(self, stable=None, dim=-1, descending=False)` -> (values, indices).
pub fn sort(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let r = ctx.rank(t.v);
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, r)?;
    let desc = args.bool_or("descending", false)?;
    if r == 0 {
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        return Ok(vec![ctx.out(t.v, t.dtype), ctx.out(z, DType::I64)]);
    }
    let (v, i) = sort_along(ctx, t.v, dim, desc)?;
    Ok(vec![ctx.out(v, t.dtype), ctx.out(i, DType::I64)])
}

fn slice_dim(ctx: &mut LowerCtx, v: Value, dim: usize, start: i64, end: i64) -> Result<Value> {
    let shape = ctx.shape(v);
    let r = shape.len();
    let mut s = vec![0; r];
    let mut l = shape.clone();
    s[dim] = start;
    l[dim] = end;
    ok(ctx.b.slice(v, &s, &l, &vec![1; r]))
}

/// `topk(self, k, dim=-1, largest=True, sorted=True)` -> (values, indices), sorted.
pub fn topk(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let k = args.int("k")?;
    let r = ctx.rank(t.v);
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, r)?;
    let largest = args.bool_or("largest", true)?;
    let n = if r == 0 { 1 } else { ctx.shape(t.v)[dim] };
    if k < 0 || k > n {
        return Err(ctx.invalid("selected index k out of range"));
    }
    if r == 0 {
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        return Ok(vec![ctx.out(t.v, t.dtype), ctx.out(z, DType::I64)]);
    }
    let (v, i) = sort_along(ctx, t.v, dim, largest)?;
    let v = slice_dim(ctx, v, dim, 0, k)?;
    let i = slice_dim(ctx, i, dim, 0, k)?;
    Ok(vec![ctx.out(v, t.dtype), ctx.out(i, DType::I64)])
}

pub(crate) fn drop_dim(ctx: &mut LowerCtx, v: Value, dim: usize) -> Result<Value> {
    let mut s = ctx.shape(v);
    s.remove(dim);
    ok(ctx.b.reshape(v, &s))
}

/// `kthvalue(self, k, dim=-1, keepdim=False)` -> (values, indices).
pub fn kthvalue(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let k = args.int("k")?;
    let r = ctx.rank(t.v);
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, r)?;
    let keep = args.bool_or("keepdim", false)?;
    let n = if r == 0 { 1 } else { ctx.shape(t.v)[dim] };
    if k < 1 || k > n {
        return Err(ctx.invalid(format!("kthvalue(): selected number k out of range for dimension {dim}")));
    }
    if r == 0 {
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        return Ok(vec![ctx.out(t.v, t.dtype), ctx.out(z, DType::I64)]);
    }
    let (v, i) = sort_along(ctx, t.v, dim, false)?;
    let mut v = slice_dim(ctx, v, dim, k - 1, k)?;
    let mut i = slice_dim(ctx, i, dim, k - 1, k)?;
    if !keep {
        v = drop_dim(ctx, v, dim)?;
        i = drop_dim(ctx, i, dim)?;
    }
    Ok(vec![ctx.out(v, t.dtype), ctx.out(i, DType::I64)])
}

/// `median(self)` (lower median of all elements, NaN if any) and
/// `median.dim(self, dim, keepdim)` -> (values, indices).
pub fn median(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    median_like(ctx, args, false)
}

/// `nanmedian`: the lower median of the non-NaN elements (NaN when there are none).
pub fn nanmedian(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    median_like(ctx, args, true)
}

fn median_like(ctx: &mut LowerCtx, args: &Args, skip_nan: bool) -> Result<Vec<TensorArg>> {
    let name = if skip_nan { "nanmedian" } else { "median" };
    let t = args.tensor("self")?;
    let with_dim = args.has("dim");
    let shape = ctx.shape(t.v);
    let (v, dim) = if with_dim {
        let d = ctx.wrap_dim(args.int("dim")?, shape.len())?;
        (at_least_1d(ctx, t.v)?, d)
    } else {
        let n: i64 = shape.iter().product();
        if n == 0 {
            return Err(ctx.invalid(format!("{name}() input tensor cannot be empty")));
        }
        (ok(ctx.b.reshape(t.v, &[n]))?, 0)
    };
    let vs = ctx.shape(v);
    let n = vs[dim];
    if n == 0 {
        return Err(ctx.index_error(format!("{name}(): Expected reduction dim {dim} to have non-zero size.")));
    }
    let (sv, si) = sort_along(ctx, v, dim, false)?;
    // Position: the lower median, or the first NaN when the slice has one; for
    // nanmedian the lower median of the numbers, which sort before every NaN.
    let mut red = vs.clone();
    red[dim] = 1;
    let mid = ctx.constant_int(ElementType::I64, &red, (n - 1) / 2)?;
    let pos = if skip_nan && ctx.elem(v).is_float() {
        let nan = ok(ctx.b.compare(v, v, CmpDir::Ne))?;
        let not_nan = ok(ctx.b.not(nan))?;
        let cnt = ok(ctx.b.convert(not_nan, ElementType::I64))?;
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        let cnt = ok(ctx.b.reduce(&[cnt], &[z], &[dim as i64], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
        let cnt = ok(ctx.b.reshape(cnt, &red))?;
        // (count - 1) / 2 truncates to 0 for an all-NaN slice, as PyTorch's kernel does.
        let one = ctx.constant_int(ElementType::I64, &red, 1)?;
        let two = ctx.constant_int(ElementType::I64, &red, 2)?;
        let c1 = ok(ctx.b.sub(cnt, one))?;
        ok(ctx.b.div(c1, two))?
    } else if ctx.elem(v).is_float() {
        let nan = ok(ctx.b.compare(v, v, CmpDir::Ne))?;
        let not_nan = ok(ctx.b.not(nan))?;
        let cnt = ok(ctx.b.convert(not_nan, ElementType::I64))?;
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        let cnt = ok(ctx.b.reduce(&[cnt], &[z], &[dim as i64], |b, a| Ok(vec![b.add(a[0], a[1])?])))?[0];
        let cnt = ok(ctx.b.reshape(cnt, &red))?;
        let nn = ctx.constant_int(ElementType::I64, &red, n)?;
        let has_nan = ok(ctx.b.compare(cnt, nn, CmpDir::Lt))?;
        ok(ctx.b.select(has_nan, cnt, mid))?
    } else {
        mid
    };
    let mut mv = take_along(ctx, sv, dim, pos)?;
    let mut mi = take_along(ctx, si, dim, pos)?;
    if !with_dim {
        mv = ok(ctx.b.reshape(mv, &[]))?;
        return Ok(vec![ctx.out(mv, t.dtype)]);
    }
    if !args.bool_or("keepdim", false)? || shape.is_empty() {
        mv = drop_dim(ctx, mv, dim)?;
        mi = drop_dim(ctx, mi, dim)?;
        if shape.is_empty() {
            mv = ok(ctx.b.reshape(mv, &[]))?;
            mi = ok(ctx.b.reshape(mi, &[]))?;
        }
    }
    Ok(vec![ctx.out(mv, t.dtype), ctx.out(mi, DType::I64)])
}

/// `mode(self, dim=-1, keepdim=False)` -> (values, indices): the most frequent
/// value along `dim`, the smallest among equally frequent ones, with the index
/// of its last occurrence (PyTorch's CPU kernel). Each NaN counts once.
pub fn mode(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let r = shape.len();
    let dim = ctx.wrap_dim(args.int_or("dim", -1)?, r)?;
    let keep = args.bool_or("keepdim", false)?;
    if r == 0 {
        let z = ctx.constant(ElementType::I64, &[], 0.0)?;
        return Ok(vec![ctx.out(t.v, t.dtype), ctx.out(z, DType::I64)]);
    }
    let n = shape[dim];
    if n == 0 {
        return Err(ctx.index_error(format!("mode(): Expected reduction dim {dim} to have non-zero size.")));
    }
    if t.dtype.is_complex() {
        return Err(ctx.unsupported(format!("\"mode_cpu\" not implemented for '{}'", t.dtype.scalar_type_name())));
    }
    // A stable sort makes each value a run, its occurrences in index order.
    let (sv, si) = sort_along(ctx, t.v, dim, false)?;
    let ity = TensorType::new(ElementType::I64, shape.clone());
    let pos = ok(ctx.b.iota(ity, dim))?;
    let zero = ctx.constant_int(ElementType::I64, &shape, 0)?;
    let (starts, ends) = if n == 1 {
        let t1 = ctx.constant_int(ElementType::I1, &shape, 1)?;
        (t1, t1)
    } else {
        let prev = slice_dim(ctx, sv, dim, 0, n - 1)?;
        let cur = slice_dim(ctx, sv, dim, 1, n)?;
        let differs = ok(ctx.b.compare(cur, prev, CmpDir::Ne))?;
        let mut one = shape.clone();
        one[dim] = 1;
        let t1 = ctx.constant_int(ElementType::I1, &one, 1)?;
        (ok(ctx.b.concatenate(&[t1, differs], dim as i64))?, ok(ctx.b.concatenate(&[differs, t1], dim as i64))?)
    };
    // Each run's length, held by its last element: position - start of run + 1.
    let start_pos = ok(ctx.b.select(starts, pos, zero))?;
    let run_start = crate::ops::reduce::scan(ctx, start_pos, dim, crate::ops::reduce::Kind::Max)?;
    let len = ok(ctx.b.sub(pos, run_start))?;
    let one = ctx.constant_int(ElementType::I64, &shape, 1)?;
    let len = ok(ctx.b.add(len, one))?;
    let len = ok(ctx.b.select(ends, len, zero))?;
    // The longest run, the first (smallest value) among equals.
    let (_, at) = crate::ops::reduce::arg_reduce(ctx, len, dim, true)?;
    let mut red = shape.clone();
    red[dim] = 1;
    let at = ok(ctx.b.reshape(at, &red))?;
    let mut v = take_along(ctx, sv, dim, at)?;
    let mut i = take_along(ctx, si, dim, at)?;
    if !keep {
        v = drop_dim(ctx, v, dim)?;
        i = drop_dim(ctx, i, dim)?;
    }
    Ok(vec![ctx.out(v, t.dtype), ctx.out(i, DType::I64)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_sort_ops() {
        check("searchsorted_1d", "searchsorted", vec![("sorted_sequence", T::Tensor(F32, vec![5])), ("self", T::Tensor(F32, vec![2, 3])), ("out_int32", T::Bool(false)), ("right", T::Bool(false))]);
        check("sort_desc", "sort", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(-1)), ("descending", T::Bool(true))]);
        check("bucketize", "bucketize", vec![("self", T::Tensor(F32, vec![2, 3])), ("boundaries", T::Tensor(F32, vec![5])), ("out_int32", T::Bool(false)), ("right", T::Bool(false))]);
        check("topk", "topk", vec![("self", T::Tensor(F32, vec![2, 5])), ("k", T::Int(2)), ("dim", T::Int(-1)), ("largest", T::Bool(true)), ("sorted", T::Bool(true))]);
        check("kthvalue", "kthvalue", vec![("self", T::Tensor(F32, vec![2, 5])), ("k", T::Int(2)), ("dim", T::Int(-1)), ("keepdim", T::Bool(false))]);
        check("median", "median", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("nanmedian_dim", "nanmedian", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("keepdim", T::Bool(false))]);
        check("mode", "mode", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(-1)), ("keepdim", T::Bool(false))]);
    }
}
