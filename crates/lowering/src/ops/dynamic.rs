//! Ops whose output shape depends on values: `nonzero`, `masked_select`,
//! `repeat_interleave`, the `unique` family (and `nonzero_static`, whose
//! caller fixes the size). A `sized_by` pre-pass counts on the device; the
//! engine reads the count back (one small host sync, as CUDA does for these
//! ops) and lowers the main program for that size: a stable sort of flat
//! positions puts the selected ones first, in order.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::index::{scatter_rows, select_rows, Combine};
use crate::ops::reduce::{reduce, scan, Kind};
use crate::registry::Registry;
use tpj_stablehlo::{BuildError, Builder, CmpDir, ElementType, GatherDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("nonzero", nonzero).sized_by(count_nonzero);
    r.op("nonzero_static", nonzero_static);
    r.op("masked_select", masked_select).sized_by(count_mask).float8();
    r.op("repeat_interleave", repeat_interleave).overloads(&["Tensor"]).sized_by(repeat_total);
    r.op("_unique2", unique2).sized_by(count_unique);
    r.op("_unique", unique).sized_by(count_unique);
    r.op("unique_dim", unique_dim).sized_by(count_unique);
    r.op("unique_consecutive", unique_consecutive).sized_by(count_runs);
    r.op("unique_dim_consecutive", unique_dim_consecutive).sized_by(count_runs);
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
    let m = as_bool(ctx, x)?;
    // No elements, no count to read: a graph knows this size without running anything.
    let n = if ctx.b.ty(m).numel() == 0 { 0 } else { *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("nonzero lowered without its count"))? };
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
    let total = ctx.b.ty(x.v).numel();
    let n = if total == 0 { 0 } else { *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("masked_select lowered without its count"))? };
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

/// `nonzero_static(self, *, size, fill_value=-1)`: the first `size` coordinates
/// of `nonzero`, rows past the count filled with `fill_value`; no host sync.
pub fn nonzero_static(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let size = args.int("size")?;
    let fill = args.int_or("fill_value", -1)?;
    if size < 0 {
        return Err(ctx.invalid("nonzero_static: 'size' must be an non-negative integer"));
    }
    let m = as_bool(ctx, x)?;
    let shape = ctx.shape(m);
    let rank = shape.len() as i64;
    let total = ctx.b.ty(m).numel();
    let keep = size.min(total);
    if rank == 0 || keep == 0 {
        let v = ctx.constant_int(ElementType::I64, &[size, rank], fill)?;
        return Ok(vec![ctx.out(v, DType::I64)]);
    }
    // Unselected positions sort last as `total`: rows holding it are past the count.
    let pos = selected_positions(ctx, m, keep)?;
    let ity = TensorType::new(ElementType::I64, vec![keep]);
    let end = ok(ctx.b.constant_i64(ity.clone(), total))?;
    let real = ok(ctx.b.compare(pos, end, CmpDir::Lt))?;
    let fill_v = ok(ctx.b.constant_i64(ity.clone(), fill))?;
    let mut stride = total;
    let mut cols = Vec::with_capacity(shape.len());
    for &d in &shape {
        stride /= d;
        let s = ok(ctx.b.constant_i64(ity.clone(), stride))?;
        let q = ok(ctx.b.div(pos, s))?;
        let dv = ok(ctx.b.constant_i64(ity.clone(), d))?;
        let c = ok(ctx.b.rem(q, dv))?;
        let c = ok(ctx.b.select(real, c, fill_v))?;
        cols.push(ok(ctx.b.reshape(c, &[keep, 1]))?);
    }
    let mut v = ok(ctx.b.concatenate(&cols, 1))?;
    if keep < size {
        let f = ctx.constant_int(ElementType::I64, &[], fill)?;
        v = ok(ctx.b.pad(v, f, &[0, 0], &[size - keep, 0], &[0, 0]))?;
    }
    Ok(vec![ctx.out(v, DType::I64)])
}

// ---------------------------------------------------------------- repeat_interleave

/// The `repeats` of `repeat_interleave.Tensor`, checked as PyTorch does.
fn repeats_arg(ctx: &LowerCtx, args: &Args) -> Result<TensorArg> {
    let r = args.tensor("repeats")?;
    if !matches!(r.dtype, DType::I64 | DType::I32) {
        // The CPU kernel's dispatch refuses other dtypes first (NotImplementedError).
        return Err(ctx.unsupported(format!("\"repeat_interleave_cpu\" not implemented for '{}'", r.dtype.scalar_type_name())));
    }
    if ctx.rank(r.v) != 1 {
        return Err(ctx.invalid("repeat_interleave only accept 1D vector as repeat"));
    }
    Ok(r)
}

/// The pre-pass: the output length `sum(repeats)`, or -1 when a repeat is negative.
/// Nothing to read when the caller gives `output_size` (it exists to avoid the sync).
fn repeat_total(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let r = repeats_arg(ctx, args)?;
    if args.opt_int("output_size")?.is_some() || ctx.shape(r.v)[0] == 0 {
        return Ok(vec![]);
    }
    let v = ctx.convert_value(r.v, DType::I64)?;
    let sum = reduce(ctx, v, &[0], Kind::Sum)?;
    let min = reduce(ctx, v, &[0], Kind::Min)?;
    let zero = ctx.constant_int(ElementType::I64, &[], 0)?;
    let negative = ok(ctx.b.compare(min, zero, CmpDir::Lt))?;
    let bad = ctx.constant_int(ElementType::I64, &[], -1)?;
    let total = ok(ctx.b.select(negative, bad, sum))?;
    Ok(vec![ctx.out(total, DType::I64)])
}

/// `repeat_interleave.Tensor(repeats, *, output_size=None)`: `i` repeated
/// `repeats[i]` times (what `repeat_interleave(self, repeats, dim)` indexes with).
/// Output position `j` holds the number of cumulative repeats `<= j`: a one
/// marked at each cumulative sum, then a prefix sum; linear in the sizes.
pub fn repeat_interleave(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let r = repeats_arg(ctx, args)?;
    let n = ctx.shape(r.v)[0];
    let total = match args.opt_int("output_size")? {
        _ if n == 0 => 0,
        Some(s) => s,
        None => *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("repeat_interleave lowered without its length"))?,
    };
    if total < 0 {
        return Err(ctx.invalid("repeats can not be negative"));
    }
    if total == 0 {
        let v = ctx.constant_int(r.dtype.elem(), &[0], 0)?;
        return Ok(vec![ctx.out(v, r.dtype)]);
    }
    let v = ctx.convert_value(r.v, DType::I64)?;
    let ends = scan(ctx, v, 0, Kind::Sum)?;
    let marks = ctx.constant_int(ElementType::I64, &[total], 0)?;
    let ones = ctx.constant_int(ElementType::I64, &[n], 1)?;
    // The last ends equal `total`: out of range, dropped by the scatter.
    let marks = scatter_rows(ctx, marks, 0, ends, ones, Combine::Add)?;
    let out = scan(ctx, marks, 0, Kind::Sum)?;
    let out = ctx.convert_value(out, r.dtype)?;
    Ok(vec![ctx.out(out, r.dtype)])
}

// ---------------------------------------------------------------- unique

/// `x` as rows `[n, m]` to deduplicate: single elements (`dim` None) or the
/// slices along `dim`.
fn unique_rows(ctx: &mut LowerCtx, x: TensorArg, dim: Option<usize>) -> Result<Value> {
    if x.dtype.is_complex() {
        return Err(ctx.unsupported(format!("\"unique\" not implemented for '{}'", x.dtype.scalar_type_name())));
    }
    let shape = ctx.shape(x.v);
    let Some(d) = dim else {
        let n = ctx.b.ty(x.v).numel();
        return ok(ctx.b.reshape(x.v, &[n, 1]));
    };
    let n = shape[d];
    let m: i64 = shape.iter().enumerate().filter(|&(i, _)| i != d).map(|(_, &s)| s).product();
    if m == 0 && n > 0 {
        return Err(ctx.invalid("There are 0 sized dimensions, and they aren't selected, so unique cannot be applied"));
    }
    let mut perm: Vec<i64> = vec![d as i64];
    perm.extend((0..shape.len() as i64).filter(|&i| i != d as i64));
    let t = ok(ctx.b.transpose(x.v, &perm))?;
    ok(ctx.b.reshape(t, &[n, m]))
}

/// (lhs < rhs, lhs == rhs) in sort order: NaN above every number and equal to NaN.
fn ordered(b: &mut Builder, x: Value, y: Value, is_float: bool) -> tpj_stablehlo::Result<(Value, Value)> {
    let lt = b.compare(x, y, CmpDir::Lt)?;
    let eq = b.compare(x, y, CmpDir::Eq)?;
    if !is_float {
        return Ok((lt, eq));
    }
    let xn = b.compare(x, x, CmpDir::Ne)?;
    let yn = b.compare(y, y, CmpDir::Ne)?;
    let x_num = b.not(xn)?;
    let below_nan = b.and(yn, x_num)?;
    let both_nan = b.and(xn, yn)?;
    Ok((b.or(lt, below_nan)?, b.or(eq, both_nan)?))
}

/// Most columns sorted by one multi-operand sort; wider rows loop over columns.
const SORT_OPERAND_COLUMNS: usize = 3;

/// Rows `[n, m]` sorted lexicographically (stable), and where each came from.
fn sort_rows(ctx: &mut LowerCtx, rows: Value) -> Result<(Value, Value)> {
    let (n, m) = (ctx.shape(rows)[0], ctx.shape(rows)[1] as usize);
    if m > SORT_OPERAND_COLUMNS {
        let perm = sort_rows_by_columns(ctx, rows)?;
        return Ok((select_rows(ctx, rows, 0, perm)?, perm));
    }
    let mut ops = Vec::with_capacity(m + 1);
    for j in 0..m as i64 {
        let c = ok(ctx.b.slice(rows, &[0, j], &[n, j + 1], &[1, 1]))?;
        ops.push(ok(ctx.b.reshape(c, &[n]))?);
    }
    ops.push(ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?);
    let is_float = ctx.elem(rows).is_float();
    let sorted = ok(ctx.b.sort(&ops, 0, true, move |b, a| {
        // Lexicographic: the first differing column decides.
        let mut less = b.constant_bool(TensorType::scalar(ElementType::I1), false)?;
        for j in (0..m).rev() {
            let (lt, eq) = ordered(b, a[2 * j], a[2 * j + 1], is_float)?;
            let tie = b.and(eq, less)?;
            less = b.or(lt, tie)?;
        }
        Ok(vec![less])
    }))?;
    let cols: Vec<Value> = sorted[..m].iter().map(|&c| ok(ctx.b.reshape(c, &[n, 1]))).collect::<Result<_>>()?;
    Ok((ok(ctx.b.concatenate(&cols, 1))?, sorted[m]))
}

/// The lexicographic order of rows `[n, m]` as a permutation: one stable sort
/// per column, last column first, in a loop. A sort taking every column as an
/// operand needs a slice per column, and XLA's CPU runtime compiles each as a
/// kernel of its own (memory mappings held while the program is loaded: a few
/// thousand such programs exhausted vm.max_map_count); the loop's kernels are
/// the same for any width.
fn sort_rows_by_columns(ctx: &mut LowerCtx, rows: Value) -> Result<Value> {
    let (n, m) = (ctx.shape(rows)[0], ctx.shape(rows)[1]);
    let is_float = ctx.elem(rows).is_float();
    let op = ctx.op.to_string();
    let last = ctx.constant_int(ElementType::I64, &[], m - 1)?;
    let iota = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?;
    let out = ok(ctx.b.while_loop(
        &[last, iota],
        |b, a| {
            let zero = b.constant_i64(TensorType::scalar(ElementType::I64), 0)?;
            Ok(vec![b.compare(a[0], zero, CmpDir::Ge)?])
        },
        move |b, a| {
            let mut ctx = LowerCtx::new(b, &op);
            let (j, perm) = (a[0], a[1]);
            (|| -> Result<Vec<Value>> {
                let zero = ctx.constant_int(ElementType::I64, &[], 0)?;
                let col = ok(ctx.b.dynamic_slice(rows, &[zero, j], &[n, 1]))?;
                let col = ok(ctx.b.reshape(col, &[n]))?;
                let keys = select_rows(&mut ctx, col, 0, perm)?;
                let sorted = ok(ctx.b.sort(&[keys, perm], 0, true, move |b, a| Ok(vec![ordered(b, a[0], a[1], is_float)?.0])))?;
                let one = ctx.constant_int(ElementType::I64, &[], 1)?;
                Ok(vec![ok(ctx.b.sub(j, one))?, sorted[1]])
            })()
            .map_err(|e| BuildError::Invalid { op: "unique", detail: e.to_string() })
        },
    ))?;
    Ok(out[1])
}

/// Which rows of `[n, m]` (n >= 1) start a run of equal rows: the first, and
/// every one differing from its predecessor (NaN differs from itself, as in PyTorch).
fn run_starts(ctx: &mut LowerCtx, rows: Value) -> Result<Value> {
    let (n, m) = (ctx.shape(rows)[0], ctx.shape(rows)[1]);
    let first = ctx.constant_int(ElementType::I1, &[1], 1)?;
    if n == 1 {
        return Ok(first);
    }
    let prev = ok(ctx.b.slice(rows, &[0, 0], &[n - 1, m], &[1, 1]))?;
    let cur = ok(ctx.b.slice(rows, &[1, 0], &[n, m], &[1, 1]))?;
    let ne = ok(ctx.b.compare(cur, prev, CmpDir::Ne))?;
    let ne = reduce(ctx, ne, &[1], Kind::Or)?;
    ok(ctx.b.concatenate(&[first, ne], 0))
}

/// The unique `dim` argument: None for single elements.
fn unique_dim_arg(ctx: &LowerCtx, args: &Args, x: TensorArg) -> Result<Option<usize>> {
    match args.opt_int("dim")? {
        None => Ok(None),
        Some(d) => Ok(Some(ctx.wrap_dim(d, ctx.rank(x.v))?)),
    }
}

/// The number of distinct rows (runs of equal rows, unless `sorted`).
fn count_rows(ctx: &mut LowerCtx, args: &Args, sorted: bool) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let dim = unique_dim_arg(ctx, args, x)?;
    let rows = unique_rows(ctx, x, dim)?;
    if ctx.shape(rows)[0] == 0 {
        return Ok(vec![]);
    }
    let rows = if sorted { sort_rows(ctx, rows)?.0 } else { rows };
    let starts = run_starts(ctx, rows)?;
    count(ctx, starts)
}

/// The pre-pass of the sorting unique ops.
fn count_unique(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    count_rows(ctx, args, true)
}

/// The pre-pass of the consecutive ones.
fn count_runs(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    count_rows(ctx, args, false)
}

/// (unique rows `[k, m]`, inverse `[n]`, counts `[k]`) of rows `[n, m]`, `k` read back.
///
/// Built from sorts, a gather and element-wise work rather than scatters: XLA's
/// CPU runtime compiles each scatter (and each broadcast base it needs) as a
/// kernel of its own, every loaded kernel holds memory mappings, and the many
/// programs of a unique-heavy run (one per count) exhausted the process's
/// mappings (vm.max_map_count) with scatter-built programs of 14 kernels.
fn unique_parts(ctx: &mut LowerCtx, rows: Value, sorted: bool) -> Result<(Value, Value, Value)> {
    let (n, m) = (ctx.shape(rows)[0], ctx.shape(rows)[1]);
    let elem = ctx.elem(rows);
    let k = if n == 0 { 0 } else { *ctx.dyn_sizes.first().ok_or_else(|| ctx.invalid("unique lowered without its count"))? };
    if n == 0 {
        let v = ctx.constant(elem, &[0, m], 0.0)?;
        let e = ctx.constant_int(ElementType::I64, &[0], 0)?;
        return Ok((v, e, e));
    }
    if !(1..=n).contains(&k) {
        return Err(ctx.invalid(format!("unique: a count of {k} distinct rows among {n}")));
    }
    let (rows, perm) = if sorted { let (r, p) = sort_rows(ctx, rows)?; (r, Some(p)) } else { (rows, None) };
    let starts = run_starts(ctx, rows)?;
    let starts_i = ok(ctx.b.convert(starts, ElementType::I64))?;
    let ids = scan(ctx, starts_i, 0, Kind::Sum)?;
    let one = ctx.constant_int(ElementType::I64, &[n], 1)?;
    let ids = ok(ctx.b.sub(ids, one))?;
    // The positions where runs start, in order: a sort on a key that puts
    // them first. Each run's first row stands for it (equal rows but for NaN,
    // -0.0 and 0.0).
    let pos = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n]), 0))?;
    let shift = ctx.constant_int(ElementType::I64, &[n], n)?;
    let later = ok(ctx.b.add(pos, shift))?;
    let key = ok(ctx.b.select(starts, pos, later))?;
    let by_key = ok(ctx.b.sort(&[key, pos], 0, false, |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Lt)?])))?;
    let firsts = ok(ctx.b.slice(by_key[1], &[0], &[k], &[1]))?;
    let values = select_rows(ctx, rows, 0, firsts)?;
    // A run's count is the distance to the next run's start (or to the end).
    let end = ctx.constant_int(ElementType::I64, &[1], n)?;
    let nexts = if k > 1 {
        let tail = ok(ctx.b.slice(by_key[1], &[1], &[k], &[1]))?;
        ok(ctx.b.concatenate(&[tail, end], 0))?
    } else {
        end
    };
    let counts = ok(ctx.b.sub(nexts, firsts))?;
    // The inverse in the input's order: each sorted row's id, moved back to
    // where the row came from by sorting on its source position.
    let inverse = match perm {
        Some(p) => ok(ctx.b.sort(&[p, ids], 0, false, |b, a| Ok(vec![b.compare(a[0], a[1], CmpDir::Lt)?])))?[1],
        None => ids,
    };
    Ok((values, inverse, counts))
}

/// Element-wise unique: flat values, the inverse in `self`'s shape (or empty
/// unless asked), the counts (or empty unless asked).
fn unique_flat(ctx: &mut LowerCtx, args: &Args, sorted: bool, want_inverse: bool, want_counts: bool) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let rows = unique_rows(ctx, x, None)?;
    let (values, inverse, counts) = unique_parts(ctx, rows, sorted)?;
    let k = ctx.shape(values)[0];
    let values = ok(ctx.b.reshape(values, &[k]))?;
    let empty = ctx.constant_int(ElementType::I64, &[0], 0)?;
    let inverse = if want_inverse { ok(ctx.b.reshape(inverse, &shape))? } else { empty };
    let counts = if want_counts { counts } else { empty };
    Ok(vec![ctx.out(values, x.dtype), ctx.out(inverse, DType::I64), ctx.out(counts, DType::I64)])
}

/// `_unique2(self, sorted=True, return_inverse=False, return_counts=False)`:
/// always sorted, as on CPU whatever `sorted` says.
pub fn unique2(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unique_flat(ctx, args, true, args.bool_or("return_inverse", false)?, args.bool_or("return_counts", false)?)
}

/// `_unique(self, sorted=True, return_inverse=False)` -> (values, inverse).
pub fn unique(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let mut r = unique_flat(ctx, args, true, args.bool_or("return_inverse", false)?, false)?;
    r.truncate(2);
    Ok(r)
}

/// `unique_consecutive(self, return_inverse=False, return_counts=False, dim=None)`.
pub fn unique_consecutive(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    if args.opt_int("dim")?.is_some() {
        return unique_slices(ctx, args, false);
    }
    unique_flat(ctx, args, false, args.bool_or("return_inverse", false)?, args.bool_or("return_counts", false)?)
}

/// `unique_dim(self, dim, sorted=True, return_inverse=False, return_counts=False)`:
/// unique slices along `dim`, sorted whatever `sorted` says (as on CPU).
pub fn unique_dim(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unique_slices(ctx, args, true)
}

/// `unique_dim_consecutive(self, dim, return_inverse=False, return_counts=False)`.
pub fn unique_dim_consecutive(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    unique_slices(ctx, args, false)
}

/// Unique slices along `dim`; the inverse and counts are returned whether asked
/// for or not, as on CPU.
fn unique_slices(ctx: &mut LowerCtx, args: &Args, sorted: bool) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let d = unique_dim_arg(ctx, args, x)?.expect("unique_dim has a dim");
    let shape = ctx.shape(x.v);
    let rows = unique_rows(ctx, x, Some(d))?;
    let (values, inverse, counts) = unique_parts(ctx, rows, sorted)?;
    let k = ctx.shape(values)[0];
    // Back from rows to slices along `d`.
    let mut moved: Vec<i64> = vec![k];
    moved.extend(shape.iter().enumerate().filter(|&(i, _)| i != d).map(|(_, &s)| s));
    let v = ok(ctx.b.reshape(values, &moved))?;
    let mut back: Vec<i64> = (1..shape.len() as i64).collect();
    back.insert(d, 0);
    let v = ok(ctx.b.transpose(v, &back))?;
    Ok(vec![ctx.out(v, x.dtype), ctx.out(inverse, DType::I64), ctx.out(counts, DType::I64)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, check_sized, T};

    /// The main lowerings, given the count their pre-pass would read back.
    #[test]
    fn golden_each_op() {
        check_sized("nonzero", "nonzero", vec![("self", T::Tensor(F32, vec![2, 3]))], &[4]);
        check_sized("masked_select", "masked_select", vec![("self", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(Bool, vec![2, 3]))], &[4]);
        check("nonzero_static", "nonzero_static", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Int(8)), ("fill_value", T::Int(-1))]);
        check_sized("repeat_interleave", "repeat_interleave", vec![("repeats", T::Tensor(I64, vec![3])), ("output_size", T::None)], &[7]);
        check_sized("_unique2", "_unique2", vec![("self", T::Tensor(F32, vec![2, 3])), ("sorted", T::Bool(true)), ("return_inverse", T::Bool(true)), ("return_counts", T::Bool(true))], &[4]);
        check_sized("_unique", "_unique", vec![("self", T::Tensor(I64, vec![6])), ("sorted", T::Bool(true)), ("return_inverse", T::Bool(false))], &[4]);
        check_sized("unique_consecutive", "unique_consecutive", vec![("self", T::Tensor(I32, vec![6])), ("return_inverse", T::Bool(true)), ("return_counts", T::Bool(true)), ("dim", T::None)], &[3]);
        check_sized("unique_dim", "unique_dim", vec![("self", T::Tensor(F32, vec![4, 3])), ("dim", T::Int(0)), ("sorted", T::Bool(true)), ("return_inverse", T::Bool(true)), ("return_counts", T::Bool(true))], &[2]);
        // Rows wider than SORT_OPERAND_COLUMNS sort column by column in a loop.
        check_sized("unique_dim_wide", "unique_dim", vec![("self", T::Tensor(I32, vec![3, 5])), ("dim", T::Int(0)), ("sorted", T::Bool(true)), ("return_inverse", T::Bool(true)), ("return_counts", T::Bool(true))], &[2]);
        check_sized("unique_dim_consecutive", "unique_dim_consecutive", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("return_inverse", T::Bool(true)), ("return_counts", T::Bool(true))], &[3]);
    }
}
