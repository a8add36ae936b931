//! Indexing: gather/scatter families, index_select/add/copy/fill, advanced
//! indexing (`index.Tensor`, `index_put`), embedding, take/put, masked_scatter.
//! Sorting and searching are in `sort.rs`.
//!
//! Out-of-range indices. PyTorch on CPU raises for them; inside one program we
//! cannot raise without a host round trip per call. We never clamp (a silent
//! wrong answer): each op returns a device-side check beside its results
//! (`LowerCtx::check_index_range`), which the engine raises at the next read-back,
//! as CUDA's device-side asserts do. Bounds that do not depend on data (ranks,
//! sizes, dtypes) raise like PyTorch at once.
//!
//! Boolean-mask indexing produces data-dependent shapes and is left to the CPU
//! fallback, except `x[mask] = scalar` (`index_put` with one mask and a
//! one-element value), which is a select.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{Builder, CmpDir, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("gather", gather).pad(PadRule::Special(pad_rules::GATHER_PAD));
    r.op("scatter", scatter).overloads(&["value", "src", "reduce", "value_reduce"]).pad(PadRule::Special(pad_rules::SCATTER_PAD));
    r.op("scatter_add", scatter_add).pad(PadRule::Special(pad_rules::SCATTER_PAD));
    r.op("scatter_reduce", scatter_reduce).overloads(&["two"]).pad(PadRule::Special(pad_rules::SCATTER_PAD));
    r.op("index_select", index_select).float8();
    r.op("index_add", index_add);
    r.op("index_copy", index_copy);
    r.op("index_fill", index_fill).overloads(&["int_Tensor", "int_Scalar"]);
    r.op("index", index).overloads(&["Tensor"]).sized_by_masks(index_mask_counts).float8().pad(PadRule::Special(pad_rules::INDEX_PAD));
    r.op("index_put", index_put).sized_by_masks(index_put_mask_counts).float8().pad(PadRule::Special(pad_rules::INDEX_PUT_PAD));
    r.op("_index_put_impl", index_put).sized_by(index_put_mask_counts);
    r.op("embedding", embedding).pad(PadRule::Special(pad_rules::EMBEDDING_PAD));
    r.op("embedding_renorm", embedding_renorm);
    r.op("embedding_dense_backward", embedding_dense_backward).pad(PadRule::Special(pad_rules::EMBEDDING_BACKWARD_PAD));
    r.op("take", take);
    r.op("put", put);
    r.op("index_reduce", index_reduce);
    r.op("masked_scatter", masked_scatter);
    r.op("masked_scatter_backward", masked_scatter_backward).no_eager_kernel();
}

// ---------------------------------------------------------------- helpers

fn index_dtype_ok(d: DType, allow_i32: bool) -> bool {
    d == DType::I64 || (allow_i32 && d == DType::I32)
}

/// The value read at an out-of-range index: NaN for floats, zero otherwise.
fn oob_fill(ctx: &mut LowerCtx, like: Value) -> Result<Value> {
    let e = ctx.elem(like);
    ctx.full_like(like, if e.is_float() { f64::NAN } else { 0.0 })
}

/// `0 <= idx < n` (idx is i64).
fn in_range(ctx: &mut LowerCtx, idx: Value, n: i64) -> Result<Value> {
    let z = ctx.zeros_like(idx)?;
    let hi = ctx.full_like(idx, n as f64)?;
    let a = ok(ctx.b.compare(idx, z, CmpDir::Ge))?;
    let b = ok(ctx.b.compare(idx, hi, CmpDir::Lt))?;
    ok(ctx.b.and(a, b))
}

/// Checks on the device that `idx` indexes dimension `dim` of a tensor of `shape`
/// (`[-n, n)` where negative indices wrap, else `[0, n)`), as the CPU kernels do.
fn check_dim_index(ctx: &mut LowerCtx, idx: Value, dim: usize, shape: &[i64], dtype: DType, negative_ok: bool) -> Result<()> {
    let n = shape.get(dim).copied().unwrap_or(1);
    let lo = if negative_ok { -n } else { 0 };
    ctx.check_index_range(idx, lo, n, format!("for dimension {dim} with size {n} of the {dtype} tensor of shape {shape:?}: indices must be in [{lo}, {n})"))
}

/// [`check_dim_index`] for gather and scatter, whose CPU kernels raise RuntimeError.
fn check_point_index(ctx: &mut LowerCtx, idx: Value, dim: usize, shape: &[i64], dtype: DType) -> Result<()> {
    let n = shape.get(dim).copied().unwrap_or(1);
    ctx.check_index_range_runtime(idx, 0, n, format!("for dimension {dim} with size {n} of the {dtype} tensor of shape {shape:?}: indices must be in [0, {n})"))
}

/// `idx + n` where negative (Python-style wrapping), on i64.
fn wrap_negative(ctx: &mut LowerCtx, idx: Value, n: i64) -> Result<Value> {
    let z = ctx.zeros_like(idx)?;
    let nn = ctx.full_like(idx, n as f64)?;
    let neg = ok(ctx.b.compare(idx, z, CmpDir::Lt))?;
    let w = ok(ctx.b.add(idx, nn))?;
    ok(ctx.b.select(neg, w, idx))
}

/// Full coordinates for `torch.gather`-style indexing: for every position of
/// `index` (shape S), the operand coordinate with `index`'s value along `dim`
/// and the position itself elsewhere. Returns a tensor of shape S + [rank].
fn gather_coords(ctx: &mut LowerCtx, index: Value, dim: usize, rank: usize) -> Result<Value> {
    let s = ctx.shape(index);
    let idx = ok(ctx.b.convert(index, ElementType::I64))?;
    let mut one = s.clone();
    one.push(1);
    let mut parts = Vec::with_capacity(rank);
    for k in 0..rank {
        let c = if k == dim { idx } else { ok(ctx.b.iota(TensorType::new(ElementType::I64, s.clone()), k))? };
        parts.push(ok(ctx.b.reshape(c, &one))?);
    }
    ok(ctx.b.concatenate(&parts, s.len() as i64))
}

fn point_gather_dims(rank: usize) -> GatherDims {
    GatherDims {
        offset_dims: vec![],
        collapsed_slice_dims: (0..rank as i64).collect(),
        start_index_map: (0..rank as i64).collect(),
        index_vector_dim: rank as i64,
        ..Default::default()
    }
}

fn point_scatter_dims(rank: usize) -> ScatterDims {
    ScatterDims {
        update_window_dims: vec![],
        inserted_window_dims: (0..rank as i64).collect(),
        scatter_dims_to_operand_dims: (0..rank as i64).collect(),
        index_vector_dim: rank as i64,
        ..Default::default()
    }
}

/// `out[p] = v[p with dim replaced by index[p]]` (shape of `index`), with
/// out-of-range reads filled (see the module comment).
pub(crate) fn take_along(ctx: &mut LowerCtx, v: Value, dim: usize, index: Value) -> Result<Value> {
    let rank = ctx.rank(v);
    let n = ctx.shape(v)[dim];
    if ctx.b.ty(v).numel() == 0 {
        // Nothing to read from: every index is out of range (normally there are none).
        let shape = ctx.shape(index);
        let elem = ctx.elem(v);
        let z = ctx.constant(elem, &shape, 0.0)?;
        return oob_fill(ctx, z);
    }
    let coords = gather_coords(ctx, index, dim, rank)?;
    let g = ok(ctx.b.gather(v, coords, &point_gather_dims(rank), &vec![1; rank], false))?;
    let idx = ok(ctx.b.convert(index, ElementType::I64))?;
    let inb = in_range(ctx, idx, n)?;
    let fill = oob_fill(ctx, g)?;
    ok(ctx.b.select(inb, g, fill))
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Combine {
    Replace,
    Add,
    Mul,
    Max,
    Min,
}

fn combine_fn(c: Combine) -> impl FnOnce(&mut Builder, &[Value]) -> tpj_stablehlo::Result<Vec<Value>> {
    move |b: &mut Builder, a: &[Value]| {
        Ok(vec![match c {
            Combine::Replace => a[1],
            Combine::Add => b.add(a[0], a[1])?,
            Combine::Mul => b.mul(a[0], a[1])?,
            Combine::Max => nan_first(b, a[0], a[1], true)?,
            Combine::Min => nan_first(b, a[0], a[1], false)?,
        }])
    }
}

/// max/min that returns a NaN operand, as PyTorch's scatter_reduce and index_reduce do: XLA:CPU's
/// scatter dropped a NaN update (amax of -inf and NaN gave -inf).
fn nan_first(b: &mut Builder, x: Value, y: Value, max: bool) -> tpj_stablehlo::Result<Value> {
    let m = if max { b.max(x, y)? } else { b.min(x, y)? };
    if !b.ty(x).elem.is_float() {
        return Ok(m);
    }
    let x_nan = b.compare(x, x, CmpDir::Ne)?;
    let y_nan = b.compare(y, y, CmpDir::Ne)?;
    let r = b.select(y_nan, y, m)?;
    b.select(x_nan, x, r)
}

/// Scatters `updates` (shape of `index`) into `base` at gather-style coordinates.
pub(crate) fn scatter_points(ctx: &mut LowerCtx, base: Value, dim: usize, index: Value, updates: Value, c: Combine) -> Result<Value> {
    let rank = ctx.rank(base);
    let coords = gather_coords(ctx, index, dim, rank)?;
    let r = ok(ctx.b.scatter(&[base], coords, &[updates], &point_scatter_dims(rank), false, false, combine_fn(c)))?;
    Ok(r[0])
}

/// Treats rank-0 operands as rank 1 (PyTorch's gather/scatter/index_* do).
pub(crate) fn at_least_1d(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    if ctx.rank(v) == 0 {
        ok(ctx.b.reshape(v, &[1]))
    } else {
        Ok(v)
    }
}

fn restore_shape(ctx: &mut LowerCtx, v: Value, shape: &[i64]) -> Result<Value> {
    if ctx.shape(v) == shape {
        Ok(v)
    } else {
        ok(ctx.b.reshape(v, shape))
    }
}

/// Checks shared by gather and the scatter family (`gather_shape_check` and
/// `scatter_shape_check` in PyTorch).
fn check_gather_scatter(ctx: &LowerCtx, what: &str, self_s: &[i64], index_s: &[i64], src_s: Option<&[i64]>, dim: usize) -> Result<()> {
    let (sr, ir) = (self_s.len().max(1), index_s.len().max(1));
    if sr != ir {
        return Err(ctx.invalid(format!("Index tensor must have the same number of dimensions as {what} tensor")));
    }
    if index_s.iter().product::<i64>() == 0 {
        return Ok(());
    }
    for d in 0..self_s.len().min(index_s.len()) {
        if d != dim && index_s[d] > self_s[d] {
            return Err(ctx.invalid(format!(
                "Size does not match at dimension {d} expected index {index_s:?} to be no larger than self {self_s:?} apart from dimension {dim}"
            )));
        }
    }
    if let Some(ss) = src_s {
        if ss.len().max(1) != ir {
            return Err(ctx.invalid("Index tensor must have the same number of dimensions as src tensor"));
        }
        for d in 0..ss.len().min(index_s.len()) {
            if index_s[d] > ss[d] {
                return Err(ctx.invalid(format!(
                    "Expected index {index_s:?} to be no larger than self {self_s:?} apart from dimension {dim} and to be no larger size than src {ss:?}"
                )));
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- gather / scatter

/// `gather(self, dim, index)`.
pub fn gather(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let index = args.tensor("index")?;
    let dim = ctx.wrap_dim(args.int("dim")?, ctx.rank(t.v))?;
    // PyTorch's CPU kernel accepts any empty index (any integer dtype, any rank).
    if ctx.b.ty(index.v).numel() == 0 && !index.dtype.is_float() {
        let is = ctx.shape(index.v);
        let z = ctx.constant(t.dtype.elem(), &is, 0.0)?;
        return Ok(vec![ctx.out(z, t.dtype)]);
    }
    // It takes int32 indices for gather, too.
    if index.dtype != DType::I64 && index.dtype != DType::I32 {
        return Err(ctx.invalid("gather(): Expected dtype int32/int64 for index"));
    }
    let index = ctx.cast(index, DType::I64)?;
    let (ss, is) = (ctx.shape(t.v), ctx.shape(index.v));
    check_gather_scatter(ctx, "input", &ss, &is, None, dim)?;
    check_point_index(ctx, index.v, dim, &ss, t.dtype)?;
    let v = at_least_1d(ctx, t.v)?;
    let i = at_least_1d(ctx, index.v)?;
    let g = take_along(ctx, v, dim, i)?;
    let g = restore_shape(ctx, g, &is)?;
    Ok(vec![ctx.out(g, t.dtype)])
}

/// The `src` of a scatter (a tensor, or the Scalar `value`), cut to index's shape.
fn scatter_src(ctx: &mut LowerCtx, args: &Args, t: &TensorArg, index_shape: &[i64], what: &str) -> Result<Value> {
    match args.opt_tensor("src")? {
        Some(src) => {
            if src.dtype != t.dtype {
                return Err(ctx.invalid(format!("{what}(): Expected self.dtype to be equal to src.dtype")));
            }
            let s = at_least_1d(ctx, src.v)?;
            let ss = ctx.shape(s);
            if ss == index_shape {
                return Ok(s);
            }
            let r = ss.len();
            ok(ctx.b.slice(s, &vec![0; r], index_shape, &vec![1; r]))
        }
        None => {
            let v = args.operand("value")?;
            let c = ctx.cast(v, t.dtype)?;
            ctx.broadcast_to(c.v, index_shape)
        }
    }
}

fn reduce_kind(ctx: &LowerCtx, s: &str, allow_two: bool) -> Result<Combine> {
    Ok(match s {
        "add" | "sum" => Combine::Add,
        "multiply" | "prod" => Combine::Mul,
        "amax" if allow_two => Combine::Max,
        "amin" if allow_two => Combine::Min,
        _ => {
            return Err(ctx.invalid(format!(
                "reduce argument must be either {}, got {s}",
                if allow_two { "sum, prod, mean, amax or amin" } else { "add or multiply" }
            )))
        }
    })
}

fn scatter_common(ctx: &mut LowerCtx, args: &Args, what: &str, c: Combine) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let index = args.tensor("index")?;
    let dim = ctx.wrap_dim(args.int("dim")?, ctx.rank(t.v))?;
    if ctx.b.ty(index.v).numel() == 0 && !index.dtype.is_float() {
        // Nothing to scatter: self unchanged (as CPU, for any integer index dtype).
        return Ok(vec![ctx.out(t.v, t.dtype)]);
    }
    if index.dtype != DType::I64 && index.dtype != DType::I32 {
        return Err(ctx.invalid(format!("{what}(): Expected dtype int32/int64 for index")));
    }
    let index = ctx.cast(index, DType::I64)?;
    let (ss, is) = (ctx.shape(t.v), ctx.shape(index.v));
    let src_shape = args.opt_tensor("src")?.map(|s| ctx.shape(s.v));
    check_gather_scatter(ctx, "self", &ss, &is, src_shape.as_deref(), dim)?;
    check_point_index(ctx, index.v, dim, &ss, t.dtype)?;
    let base = at_least_1d(ctx, t.v)?;
    let i = at_least_1d(ctx, index.v)?;
    let is1 = ctx.shape(i);
    let upd = scatter_src(ctx, args, &t, &is1, what)?;
    let c = match args.opt_str("reduce")? {
        Some(r) => reduce_kind(ctx, &r, false)?,
        None => c,
    };
    let v = scatter_points(ctx, base, dim, i, upd, c)?;
    let v = restore_shape(ctx, v, &ss)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `scatter(self, dim, index, src | value, reduce=None)`.
pub fn scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    scatter_common(ctx, args, "scatter", Combine::Replace)
}

/// `scatter_add(self, dim, index, src)`.
pub fn scatter_add(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    scatter_common(ctx, args, "scatter_add", Combine::Add)
}

/// The identity of a reduction, as a constant like `like`.
fn identity(ctx: &mut LowerCtx, like: Value, c: Combine) -> Result<Value> {
    let e = ctx.elem(like);
    let shape = ctx.shape(like);
    match c {
        Combine::Add | Combine::Replace => ctx.constant(e, &shape, 0.0),
        Combine::Mul => ctx.constant(e, &shape, 1.0),
        Combine::Max | Combine::Min => {
            let max = c == Combine::Min;
            if e.is_float() {
                ctx.constant(e, &shape, if max { f64::INFINITY } else { f64::NEG_INFINITY })
            } else if e == ElementType::I1 {
                ctx.constant(e, &shape, if max { 1.0 } else { 0.0 })
            } else {
                let (lo, hi) = e.int_range().expect("integer type");
                let lit = if max { hi } else { lo };
                let ty = TensorType::new(e, shape);
                if lit > i64::MAX as i128 {
                    ok(ctx.b.constant_u64(ty, lit as u64))
                } else {
                    ok(ctx.b.constant_i64(ty, lit as i64))
                }
            }
        }
    }
}

/// `scatter_reduce(self, dim, index, src, reduce, include_self=True)`.
pub fn scatter_reduce(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let index = args.tensor("index")?;
    let src = args.tensor("src")?;
    let dim = ctx.wrap_dim(args.int("dim")?, ctx.rank(t.v))?;
    let reduce = args.str("reduce")?;
    let include_self = args.bool_or("include_self", true)?;
    if index.dtype != DType::I64 && index.dtype != DType::I32 {
        return Err(ctx.invalid("scatter_reduce(): Expected dtype int32/int64 for index"));
    }
    let index = ctx.cast(index, DType::I64)?;
    let (ss, is, srs) = (ctx.shape(t.v), ctx.shape(index.v), ctx.shape(src.v));
    check_gather_scatter(ctx, "self", &ss, &is, Some(&srs), dim)?;
    check_point_index(ctx, index.v, dim, &ss, t.dtype)?;
    let mean = reduce == "mean";
    let c = if mean { Combine::Add } else { reduce_kind(ctx, &reduce, true)? };
    let base = at_least_1d(ctx, t.v)?;
    let i = at_least_1d(ctx, index.v)?;
    let is1 = ctx.shape(i);
    let upd = scatter_src(ctx, args, &t, &is1, "scatter_reduce")?;
    // Positions some index writes to.
    let fls = ctx.constant(ElementType::I1, &ctx.shape(base), 0.0)?;
    let tru = ctx.constant(ElementType::I1, &is1, 1.0)?;
    let touched = scatter_points(ctx, fls, dim, i, tru, Combine::Replace)?;
    let start = if include_self {
        base
    } else {
        let idn = identity(ctx, base, c)?;
        ok(ctx.b.select(touched, idn, base))?
    };
    let mut v = scatter_points(ctx, start, dim, i, upd, c)?;
    if mean {
        let e = ctx.elem(base);
        let cnt0 = ctx.constant(e, &ctx.shape(base), if include_self { 1.0 } else { 0.0 })?;
        let ones = ctx.constant(e, &is1, 1.0)?;
        let cnt = scatter_points(ctx, cnt0, dim, i, ones, Combine::Add)?;
        let one = ctx.full_like(cnt, 1.0)?;
        let cnt = ok(ctx.b.max(cnt, one))?;
        let q = if e.is_float() {
            ok(ctx.b.div(v, cnt))?
        } else {
            // Integer means round toward negative infinity.
            let q = ok(ctx.b.div(v, cnt))?;
            let prod = ok(ctx.b.mul(q, cnt))?;
            let inexact = ok(ctx.b.compare(prod, v, CmpDir::Ne))?;
            let z = ctx.zeros_like(v)?;
            let neg = ok(ctx.b.compare(v, z, CmpDir::Lt))?;
            let adj = ok(ctx.b.and(inexact, neg))?;
            let one = ctx.full_like(q, 1.0)?;
            let qm = ok(ctx.b.sub(q, one))?;
            ok(ctx.b.select(adj, qm, q))?
        };
        v = ok(ctx.b.select(touched, q, base))?;
    }
    let v = restore_shape(ctx, v, &ss)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

// ---------------------------------------------------------------- index_* along one dim

fn index_vector(ctx: &mut LowerCtx, args: &Args, what: &str, allow_i32: bool) -> Result<Value> {
    let index = args.tensor("index")?;
    if ctx.rank(index.v) > 1 {
        return Err(ctx.index_error(format!("{what}(): Index is supposed to be a vector")));
    }
    if !index_dtype_ok(index.dtype, allow_i32) {
        return Err(ctx.invalid(format!(
            "{what}(): Expected dtype {} for index",
            if allow_i32 { "int32 or int64" } else { "int64" }
        )));
    }
    let v = at_least_1d(ctx, index.v)?;
    ok(ctx.b.convert(v, ElementType::I64))
}

/// `self` gathered along `dim` at the 1-D i64 `idx` (out-of-range rows filled).
pub(crate) fn select_rows(ctx: &mut LowerCtx, v: Value, dim: usize, idx: Value) -> Result<Value> {
    let shape = ctx.shape(v);
    let n = ctx.shape(idx)[0];
    if shape[dim] == 0 {
        // No row to gather (a gather's slice would not fit): every index is out of range,
        // which the op's device check reports.
        let mut out = shape.clone();
        out[dim] = n;
        let z = ctx.constant(ctx.elem(v), &out, 0.0)?;
        return oob_fill(ctx, z);
    }
    let i2 = ok(ctx.b.reshape(idx, &[n, 1]))?;
    let mut sizes = shape.clone();
    sizes[dim] = 1;
    let dims = GatherDims {
        offset_dims: (0..shape.len() as i64).filter(|&k| k != dim as i64).collect(),
        collapsed_slice_dims: vec![dim as i64],
        start_index_map: vec![dim as i64],
        index_vector_dim: 1,
        ..Default::default()
    };
    let g = ok(ctx.b.gather(v, i2, &dims, &sizes, false))?;
    let inb = in_range(ctx, idx, shape[dim])?;
    let gs = ctx.shape(g);
    let inb = ok(ctx.b.broadcast_in_dim(inb, &gs, &[dim as i64]))?;
    let fill = oob_fill(ctx, g)?;
    ok(ctx.b.select(inb, g, fill))
}

/// Combines `updates` (self's shape with `dim` of size len(idx)) into `base` at rows `idx`.
pub(crate) fn scatter_rows(ctx: &mut LowerCtx, base: Value, dim: usize, idx: Value, updates: Value, c: Combine) -> Result<Value> {
    let r = ctx.rank(base);
    let n = ctx.shape(idx)[0];
    let i2 = ok(ctx.b.reshape(idx, &[n, 1]))?;
    let dims = ScatterDims {
        update_window_dims: (0..r as i64).filter(|&k| k != dim as i64).collect(),
        inserted_window_dims: vec![dim as i64],
        scatter_dims_to_operand_dims: vec![dim as i64],
        index_vector_dim: 1,
        ..Default::default()
    };
    let out = ok(ctx.b.scatter(&[base], i2, &[updates], &dims, false, false, combine_fn(c)))?;
    Ok(out[0])
}

/// `index_select(self, dim, index)`.
pub fn index_select(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let idx = index_vector(ctx, args, "index_select", true)?;
    check_dim_index(ctx, idx, dim, &shape, t.dtype, false)?;
    let v = at_least_1d(ctx, t.v)?;
    let g = select_rows(ctx, v, dim, idx)?;
    let g = if shape.is_empty() {
        // A 0-d input gives a 0-d result for any one-element index (as on CPU).
        let n = ctx.shape(g)[0];
        if n == 1 {
            ok(ctx.b.reshape(g, &[]))?
        } else {
            g
        }
    } else {
        g
    };
    Ok(vec![ctx.out(g, t.dtype)])
}

/// Checks `source` against `self` for index_add/index_copy and returns it as self's dtype.
fn index_source(ctx: &mut LowerCtx, args: &Args, t: &TensorArg, dim: usize, n: i64, what: &str) -> Result<Value> {
    let src = args.tensor("source")?;
    if src.dtype != t.dtype {
        return Err(ctx.invalid(format!(
            "{what}(): self ({}) and source ({}) must have the same scalar type",
            t.dtype, src.dtype
        )));
    }
    let s = at_least_1d(ctx, src.v)?;
    let t1 = at_least_1d(ctx, t.v)?;
    let mut want = ctx.shape(t1);
    want[dim] = n;
    let ss = ctx.shape(s);
    if ss != want {
        if ss.iter().product::<i64>() == want.iter().product::<i64>() && ss.len() == want.len() {
            return Err(ctx.invalid(format!("{what}(): source shape {ss:?} does not match {want:?}")));
        }
        if ctx.shape(src.v).len() != ctx.rank(t.v) && ctx.rank(t.v) > 0 {
            return Err(ctx.index_error(format!(
                "{what}(): Source/destination tensor must have same slice shapes. Destination slice shape: {:?} at dimension {dim} and source slice shape: {:?} at dimension 0.",
                ctx.shape(t.v),
                ss
            )));
        }
        return Err(ctx.invalid(format!(
            "{what}(): Number of indices ({n}) should be equal to source.size(dim) ({})",
            ss.get(dim).copied().unwrap_or(1)
        )));
    }
    Ok(s)
}

/// `index_add(self, dim, index, source, alpha=1)`.
pub fn index_add(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let idx = index_vector(ctx, args, "index_add_", true)?;
    let n = ctx.shape(idx)[0];
    let mut src = index_source(ctx, args, &t, dim, n, "index_add_")?;
    if let Some(alpha) = args.opt_operand("alpha")? {
        let a = ctx.cast(alpha, t.dtype)?;
        let ss = ctx.shape(src);
        let a = ctx.broadcast_to(a.v, &ss)?;
        src = ok(ctx.b.mul(src, a))?;
    }
    let base = at_least_1d(ctx, t.v)?;
    let v = scatter_rows(ctx, base, dim, idx, src, Combine::Add)?;
    let v = restore_shape(ctx, v, &shape)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `index_copy(self, dim, index, source)`.
pub fn index_copy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let idx = index_vector(ctx, args, "index_copy_", false)?;
    let n = ctx.shape(idx)[0];
    let src = index_source(ctx, args, &t, dim, n, "index_copy_")?;
    let base = at_least_1d(ctx, t.v)?;
    let v = scatter_rows(ctx, base, dim, idx, src, Combine::Replace)?;
    let v = restore_shape(ctx, v, &shape)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `index_fill(self, dim, index, value)`: negative indices wrap.
pub fn index_fill(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let idx = index_vector(ctx, args, "index_fill_", false)?;
    let value = args.operand("value")?;
    if ctx.rank(value.v) != 0 {
        return Err(ctx.invalid(format!(
            "index_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
            ctx.rank(value.v)
        )));
    }
    let base = at_least_1d(ctx, t.v)?;
    let bs = ctx.shape(base);
    let size = bs[dim];
    check_dim_index(ctx, idx, dim, &bs, t.dtype, true)?;
    let idx = wrap_negative(ctx, idx, size)?;
    let n = ctx.shape(idx)[0];
    // hit[k] = any(idx == k)
    let ib = ok(ctx.b.broadcast_in_dim(idx, &[n, size], &[0]))?;
    let k = ok(ctx.b.iota(TensorType::new(ElementType::I64, vec![n, size]), 1))?;
    let eq = ok(ctx.b.compare(ib, k, CmpDir::Eq))?;
    let f = ctx.constant(ElementType::I1, &[], 0.0)?;
    let hit = ok(ctx.b.reduce(&[eq], &[f], &[0], |b, a| Ok(vec![b.or(a[0], a[1])?])))?[0];
    let hit = ok(ctx.b.broadcast_in_dim(hit, &bs, &[dim as i64]))?;
    let c = ctx.cast(value, t.dtype)?;
    let fill = ctx.broadcast_to(c.v, &bs)?;
    let v = ok(ctx.b.select(hit, fill, base))?;
    let v = restore_shape(ctx, v, &shape)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

// ---------------------------------------------------------------- advanced indexing

/// How `self[indices]` (integer index tensors, `None` entries) maps onto a gather.
struct AdvPlan {
    /// [B..., k] i64 coordinates (negatives wrapped).
    coords: Value,
    /// [B] whether every coordinate is in range.
    inb: Value,
    indexed: Vec<i64>,
    batch_rank: usize,
    offset_dims: Vec<i64>,
    out_shape: Vec<i64>,
    slice_sizes: Vec<i64>,
}

fn adv_plan(ctx: &mut LowerCtx, t: &TensorArg, indices: &[Option<TensorArg>]) -> Result<Option<AdvPlan>> {
    let shape = ctx.shape(t.v);
    let r = shape.len();
    if indices.len() > r {
        return Err(ctx.index_error(format!("too many indices for tensor of dimension {r} (got {})", indices.len())));
    }
    let mut idx: Vec<(usize, TensorArg)> = Vec::new();
    for (d, i) in indices.iter().enumerate() {
        if let Some(i) = i {
            match i.dtype {
                DType::Bool | DType::U8 => {
                    return Err(ctx.unsupported(
                        "boolean mask indices give a data-dependent shape (left to the CPU fallback)",
                    ))
                }
                d if d.is_float() => {
                    return Err(ctx.index_error("tensors used as indices must be long, int, byte or bool tensors"))
                }
                _ => idx.push((d, *i)),
            }
        }
    }
    if idx.is_empty() {
        return Ok(None);
    }
    let shapes: Vec<Vec<i64>> = idx.iter().map(|(_, i)| ctx.shape(i.v)).collect();
    let bshape = ctx.broadcast_shapes(&shapes).map_err(|_| {
        let s: Vec<String> = shapes.iter().map(|s| format!("{s:?}")).collect();
        ctx.index_error(format!("shape mismatch: indexing tensors could not be broadcast together with shapes {}", s.join(", ")))
    })?;
    let nb = bshape.len();
    let mut one = bshape.clone();
    one.push(1);
    let mut parts = Vec::new();
    let mut inb: Option<Value> = None;
    for (d, i) in &idx {
        let v = ok(ctx.b.convert(i.v, ElementType::I64))?;
        check_dim_index(ctx, v, *d, &shape, t.dtype, true)?;
        let v = ctx.broadcast_to(v, &bshape)?;
        let v = wrap_negative(ctx, v, shape[*d])?;
        let ok_d = in_range(ctx, v, shape[*d])?;
        inb = Some(match inb {
            None => ok_d,
            Some(p) => ok(ctx.b.and(p, ok_d))?,
        });
        parts.push(ok(ctx.b.reshape(v, &one))?);
    }
    let coords = if parts.len() == 1 { parts[0] } else { ok(ctx.b.concatenate(&parts, nb as i64))? };
    let indexed: Vec<i64> = idx.iter().map(|(d, _)| *d as i64).collect();
    let rest: Vec<usize> = (0..r).filter(|d| !indexed.contains(&(*d as i64))).collect();
    let first = indexed[0];
    let adjacent = (*indexed.last().unwrap() - first + 1) as usize == indexed.len();
    let (offset_dims, out_shape) = if adjacent {
        let before: Vec<usize> = rest.iter().copied().filter(|&d| (d as i64) < first).collect();
        let after: Vec<usize> = rest.iter().copied().filter(|&d| (d as i64) > first).collect();
        let nbf = before.len();
        let mut od: Vec<i64> = (0..nbf as i64).collect();
        od.extend((0..after.len()).map(|k| (nbf + nb + k) as i64));
        let mut out: Vec<i64> = before.iter().map(|&d| shape[d]).collect();
        out.extend_from_slice(&bshape);
        out.extend(after.iter().map(|&d| shape[d]));
        (od, out)
    } else {
        let od: Vec<i64> = (0..rest.len()).map(|k| (nb + k) as i64).collect();
        let mut out = bshape.clone();
        out.extend(rest.iter().map(|&d| shape[d]));
        (od, out)
    };
    let slice_sizes: Vec<i64> = (0..r).map(|d| if indexed.contains(&(d as i64)) { 1 } else { shape[d] }).collect();
    Ok(Some(AdvPlan { coords, inb: inb.unwrap(), indexed, batch_rank: nb, offset_dims, out_shape, slice_sizes }))
}

fn batch_positions(p: &AdvPlan) -> Vec<i64> {
    (0..p.out_shape.len() as i64).filter(|d| !p.offset_dims.contains(d)).collect()
}

/// Pre-pass of `index`: how many entries each boolean mask selects.
fn index_mask_counts(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let indices = args.opt_tensors("indices")?;
    crate::ops::dynamic::mask_counts(ctx, &indices)
}

/// Pre-pass of `index_put`: mask counts, unless the put is a plain select.
fn index_put_mask_counts(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let indices = args.opt_tensors("indices")?;
    let values = args.tensor("values")?;
    let n_idx = indices.iter().filter(|i| i.is_some()).count();
    let n_masks = indices.iter().flatten().filter(|i| matches!(i.dtype, DType::Bool | DType::U8)).count();
    let vnum: i64 = ctx.shape(values.v).iter().product();
    if n_masks == 0 || (n_masks == 1 && n_idx == 1 && vnum == 1) {
        return Ok(vec![]);
    }
    crate::ops::dynamic::mask_counts(ctx, &indices)
}

/// Replaces each k-dim boolean mask by the k int64 coordinate vectors of its
/// true entries (PyTorch's meaning of a mask index), using the pre-pass counts.
fn expand_masks(ctx: &mut LowerCtx, t: &TensorArg, indices: &[Option<TensorArg>]) -> Result<Vec<Option<TensorArg>>> {
    let shape = ctx.shape(t.v);
    let mut out = Vec::with_capacity(indices.len());
    let mut k = 0;
    for i in indices {
        match i {
            Some(m) if matches!(m.dtype, DType::Bool | DType::U8) => {
                let Some(&n) = ctx.dyn_sizes.get(k) else {
                    return Err(ctx.unsupported("boolean mask index without its pre-pass count"));
                };
                k += 1;
                let ms = ctx.shape(m.v);
                let p = out.len();
                for (j, &s) in ms.iter().enumerate() {
                    if p + j >= shape.len() || s != shape[p + j] {
                        return Err(ctx.index_error(format!(
                            "The shape of the mask {ms:?} at index {j} does not match the shape of the indexed tensor {shape:?} at index {}",
                            p + j
                        )));
                    }
                }
                let mb = ctx.convert_value(m.v, DType::Bool)?;
                for c in crate::ops::dynamic::mask_coords(ctx, mb, n)? {
                    out.push(Some(TensorArg { v: c, dtype: DType::I64, prio: crate::dtype::Priority::Dim }));
                }
            }
            other => out.push(*other),
        }
    }
    Ok(out)
}

/// `index(self, indices)`: advanced indexing with integer tensors, boolean
/// masks and `None`s.
pub fn index(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let indices = args.opt_tensors("indices")?;
    let indices = expand_masks(ctx, &t, &indices)?;
    let Some(p) = adv_plan(ctx, &t, &indices)? else {
        return Ok(vec![ctx.out(t.v, t.dtype)]);
    };
    let src_shape = ctx.shape(t.v);
    if p.indexed.iter().any(|&d| src_shape[d as usize] == 0) {
        // Nothing to gather from (a gather's slice of 1 does not fit a 0-size dim): the result is
        // empty, or every index is out of range (the CPU raises; out-of-range reads give the fill).
        let elem = ctx.elem(t.v);
        let fill = if elem.is_float() { f64::NAN } else { 0.0 };
        let v = ctx.constant(elem, &p.out_shape, fill)?;
        return Ok(vec![ctx.out(v, t.dtype)]);
    }
    let dims = GatherDims {
        offset_dims: p.offset_dims.clone(),
        collapsed_slice_dims: p.indexed.clone(),
        start_index_map: p.indexed.clone(),
        index_vector_dim: p.batch_rank as i64,
        ..Default::default()
    };
    let g = ok(ctx.b.gather(t.v, p.coords, &dims, &p.slice_sizes, false))?;
    let bpos = batch_positions(&p);
    let inb = ok(ctx.b.broadcast_in_dim(p.inb, &p.out_shape, &bpos))?;
    let fill = oob_fill(ctx, g)?;
    let v = ok(ctx.b.select(inb, g, fill))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `index_put(self, indices, values, accumulate=False)` (also `_index_put_impl_`).
pub fn index_put(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let indices = args.opt_tensors("indices")?;
    let values = args.tensor("values")?;
    let accumulate = args.bool_or("accumulate", false)?;
    if values.dtype != t.dtype {
        return Err(ctx.invalid(format!(
            "Index put requires the source and destination dtypes match, got {} for the destination and {} for the source.",
            t.dtype, values.dtype
        )));
    }
    let shape = ctx.shape(t.v);
    let masks: Vec<usize> = indices
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i, Some(i) if matches!(i.dtype, DType::Bool | DType::U8)))
        .map(|(d, _)| d)
        .collect();
    if !masks.is_empty() {
        if ctx.dyn_sizes.is_empty() {
            return masked_put(ctx, &t, &indices, masks, values, accumulate);
        }
    }
    let indices = expand_masks(ctx, &t, &indices)?;
    let Some(p) = adv_plan(ctx, &t, &indices)? else {
        // No index tensors: the value broadcast over all of self.
        let v = ctx.broadcast_to(values.v, &shape)?;
        let v = if accumulate { add_values(ctx, t.v, v, t.dtype)? } else { v };
        return Ok(vec![ctx.out(v, t.dtype)]);
    };
    let vs = ctx.shape(values.v);
    let upd = ctx.broadcast_to(values.v, &p.out_shape).map_err(|_| {
        ctx.invalid(format!(
            "shape mismatch: value tensor of shape {vs:?} cannot be broadcast to indexing result of shape {:?}",
            p.out_shape
        ))
    })?;
    let dims = ScatterDims {
        update_window_dims: p.offset_dims.clone(),
        inserted_window_dims: p.indexed.clone(),
        scatter_dims_to_operand_dims: p.indexed.clone(),
        index_vector_dim: p.batch_rank as i64,
        ..Default::default()
    };
    let c = if accumulate { Combine::Add } else { Combine::Replace };
    let out = ok(ctx.b.scatter(&[t.v], p.coords, &[upd], &dims, false, false, combine_fn(c)))?;
    Ok(vec![ctx.out(out[0], t.dtype)])
}

fn add_values(ctx: &mut LowerCtx, a: Value, b: Value, dtype: DType) -> Result<Value> {
    if dtype == DType::Bool {
        ok(ctx.b.or(a, b))
    } else {
        ok(ctx.b.add(a, b))
    }
}

/// `self[mask] = values` (or `+=`): a select. One value serves every true position;
/// several (`self[mask]`'s shape, its mask dimension as long as the true count) are
/// read in order: the k-th true position takes the k-th, as `masked_scatter` does.
fn masked_put(
    ctx: &mut LowerCtx,
    t: &TensorArg,
    indices: &[Option<TensorArg>],
    masks: Vec<usize>,
    values: TensorArg,
    accumulate: bool,
) -> Result<Vec<TensorArg>> {
    let n_idx = indices.iter().filter(|i| i.is_some()).count();
    let vnum: i64 = ctx.shape(values.v).iter().product();
    if masks.len() != 1 || n_idx != 1 {
        return Err(ctx.unsupported(
            "index_put with a boolean mask beside other indices has a data-dependent shape (left to the CPU fallback)",
        ));
    }
    let shape = ctx.shape(t.v);
    // Index position p counts the dims before it (None entries keep one dim each).
    let p = masks[0];
    let m = indices[p].unwrap();
    let ms = ctx.shape(m.v);
    if p + ms.len() > shape.len() {
        return Err(ctx.index_error(format!("too many indices for tensor of dimension {}", shape.len())));
    }
    for (j, &s) in ms.iter().enumerate() {
        if s != shape[p + j] {
            return Err(ctx.index_error(format!(
                "The shape of the mask {ms:?} at index {j} does not match the shape of the indexed tensor {shape:?} at index {}",
                p + j
            )));
        }
    }
    let mb = ctx.convert_value(m.v, DType::Bool)?;
    let vb = if vnum == 1 {
        let v1 = ok(ctx.b.reshape(values.v, &[]))?;
        ctx.broadcast_to(v1, &shape)?
    } else {
        match values_in_mask_order(ctx, values, mb, &shape, p)? {
            Some(v) => v,
            None => return Ok(vec![*t]),
        }
    };
    let bd: Vec<i64> = (0..ms.len()).map(|j| (p + j) as i64).collect();
    let mb = ok(ctx.b.broadcast_in_dim(mb, &shape, &bd))?;
    let v = if accumulate {
        let z = ctx.zeros_like(t.v)?;
        let add = ok(ctx.b.select(mb, vb, z))?;
        add_values(ctx, t.v, add, t.dtype)?
    } else {
        ok(ctx.b.select(mb, vb, t.v))?
    };
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `values` (`self[mask]`'s shape: `shape[..p]`, one dim per true position, the dims
/// after the mask's) laid out like `self`: each true position holds its value, the
/// others hold anything. `None` when there is nothing to write.
fn values_in_mask_order(ctx: &mut LowerCtx, values: TensorArg, mask: Value, shape: &[i64], p: usize) -> Result<Option<Value>> {
    let ms = ctx.shape(mask);
    let (pre, rest) = (&shape[..p], &shape[p + ms.len()..]);
    let (npre, m, npost): (i64, i64, i64) = (pre.iter().product(), ms.iter().product(), rest.iter().product());
    if npre * m * npost == 0 {
        return Ok(None);
    }
    let vs = ctx.shape(values.v);
    let k = if vs.len() > rest.len() { vs[vs.len() - rest.len() - 1] } else { 1 };
    let target = [pre.to_vec(), vec![k], rest.to_vec()].concat();
    let vb = ctx.broadcast_to(values.v, &target).map_err(|_| {
        ctx.invalid(format!("shape mismatch: value tensor of shape {vs:?} cannot be broadcast to indexing result of shape {target:?}"))
    })?;
    // Rows of [k, pre * post], one per value, gathered by each position's rank among the true ones.
    let v3 = ok(ctx.b.reshape(vb, &[npre, k, npost]))?;
    let v3 = ok(ctx.b.transpose(v3, &[1, 0, 2]))?;
    let rows = ok(ctx.b.reshape(v3, &[k, npre * npost]))?;
    let mf = ok(ctx.b.reshape(mask, &[m]))?;
    let mi = ok(ctx.b.convert(mf, ElementType::I64))?;
    let rank = if k == 1 {
        ctx.zeros_like(mi)?
    } else {
        let pos = prefix_sum(ctx, mi)?;
        let one = ctx.full_like(pos, 1.0)?;
        ok(ctx.b.sub(pos, one))?
    };
    let g = select_rows(ctx, rows, 0, rank)?;
    let g = ok(ctx.b.reshape(g, &[m, npre, npost]))?;
    let g = ok(ctx.b.transpose(g, &[1, 0, 2]))?;
    Ok(Some(ok(ctx.b.reshape(g, shape))?))
}

// ---------------------------------------------------------------- embedding, take

/// `embedding(weight, indices, padding_idx, scale_grad_by_freq, sparse)`: rows of weight.
pub fn embedding(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let w = args.tensor("weight")?;
    let idx = args.tensor("indices")?;
    if ctx.rank(w.v) != 2 {
        return Err(ctx.invalid("'weight' must be 2-D"));
    }
    if !index_dtype_ok(idx.dtype, true) {
        return Err(ctx.invalid(format!(
            "Expected tensor for argument #1 'indices' to have one of the following scalar types: Long, Int; but got {} instead (while checking arguments for embedding)",
            idx.dtype
        )));
    }
    let is = ctx.shape(idx.v);
    let n: i64 = is.iter().product();
    let flat = ok(ctx.b.reshape(idx.v, &[n]))?;
    let flat = ok(ctx.b.convert(flat, ElementType::I64))?;
    let ws = ctx.shape(w.v);
    check_dim_index(ctx, flat, 0, &ws, w.dtype, false)?;
    let rows = select_rows(ctx, w.v, 0, flat)?;
    let mut out = is.clone();
    out.push(ctx.shape(w.v)[1]);
    let v = ok(ctx.b.reshape(rows, &out))?;
    Ok(vec![ctx.out(v, w.dtype)])
}

/// `embedding_dense_backward(grad_output, indices, num_weights, padding_idx, scale_grad_by_freq)`.
pub fn embedding_dense_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let idx = args.tensor("indices")?;
    let num = args.int("num_weights")?;
    let pad = args.int_or("padding_idx", -1)?;
    let scale = args.bool_or("scale_grad_by_freq", false)?;
    let gs = ctx.shape(g.v);
    let dmodel = *gs.last().unwrap_or(&1);
    let n: i64 = ctx.shape(idx.v).iter().product();
    let compute = g.dtype.opmath();
    let gv = ctx.cast(g, compute)?.v;
    let gv = ok(ctx.b.reshape(gv, &[n, dmodel]))?;
    let iv = ok(ctx.b.reshape(idx.v, &[n]))?;
    let iv = ok(ctx.b.convert(iv, ElementType::I64))?;
    let e = compute.elem();
    let mut gv = gv;
    if pad >= 0 {
        let p = ctx.full_like(iv, pad as f64)?;
        let is_pad = ok(ctx.b.compare(iv, p, CmpDir::Eq))?;
        let is_pad = ok(ctx.b.broadcast_in_dim(is_pad, &[n, dmodel], &[0]))?;
        let z = ctx.zeros_like(gv)?;
        gv = ok(ctx.b.select(is_pad, z, gv))?;
    }
    if scale {
        let zeros = ctx.constant(e, &[num], 0.0)?;
        let ones = ctx.constant(e, &[n], 1.0)?;
        let counts = scatter_rows(ctx, zeros, 0, iv, ones, Combine::Add)?;
        let c = select_rows(ctx, counts, 0, iv)?;
        let c = ok(ctx.b.broadcast_in_dim(c, &[n, dmodel], &[0]))?;
        gv = ok(ctx.b.div(gv, c))?;
    }
    let zeros = ctx.constant(e, &[num, dmodel], 0.0)?;
    let v = scatter_rows(ctx, zeros, 0, iv, gv, Combine::Add)?;
    let v = ctx.convert_value(v, g.dtype)?;
    Ok(vec![ctx.out(v, g.dtype)])
}

/// `take(self, index)`: indexing the flattened tensor; negative indices wrap.
pub fn take(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let index = args.tensor("index")?;
    if index.dtype != DType::I64 {
        return Err(ctx.invalid(format!("take(): Expected a long tensor for index, but got {}", index.dtype)));
    }
    let n: i64 = ctx.shape(t.v).iter().product();
    let flat = ok(ctx.b.reshape(t.v, &[n]))?;
    let is = ctx.shape(index.v);
    ctx.check_index_range(index.v, -n, n, format!("for the {} tensor of shape {:?} ({n} elements): indices must be in [{}, {n})", t.dtype, ctx.shape(t.v), -n))?;
    let idx = wrap_negative(ctx, index.v, n)?;
    let idx = ok(ctx.b.reshape(idx, &[is.iter().product()]))?;
    let v = take_along(ctx, flat, 0, idx)?;
    let v = ok(ctx.b.reshape(v, &is))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `put(self, index, source, accumulate=False)`: writes into the flattened tensor.
pub fn put(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let index = args.tensor("index")?;
    let src = args.tensor("source")?;
    let acc = args.bool_or("accumulate", false)?;
    if index.dtype != DType::I64 {
        return Err(ctx.invalid(format!("put_(): Expected a long tensor for index, but got {}", index.dtype.short_name())));
    }
    if src.dtype != t.dtype {
        return Err(ctx.invalid(format!(
            "put_(): self and source expected to have the same dtype, but got self.dtype = {} and source.dtype = {}",
            t.dtype.short_name(),
            src.dtype.short_name()
        )));
    }
    let ni: i64 = ctx.shape(index.v).iter().product();
    let ns: i64 = ctx.shape(src.v).iter().product();
    if ni != ns {
        return Err(ctx.invalid(format!(
            "put_(): Expected source and index to have the same number of elements, but got source.numel() = {ns}, index.numel() = {ni}"
        )));
    }
    let shape = ctx.shape(t.v);
    let n: i64 = shape.iter().product();
    let flat = ok(ctx.b.reshape(t.v, &[n]))?;
    let idx = ok(ctx.b.reshape(index.v, &[ni]))?;
    ctx.check_index_range(idx, -n, n, format!("for the {} tensor of shape {shape:?} ({n} elements): indices must be in [{}, {n})", t.dtype, -n))?;
    let idx = wrap_negative(ctx, idx, n)?;
    let sv = ok(ctx.b.reshape(src.v, &[ni]))?;
    let c = if acc { Combine::Add } else { Combine::Replace };
    let v = scatter_points(ctx, flat, 0, idx, sv, c)?;
    let v = ok(ctx.b.reshape(v, &shape))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `index_reduce(self, dim, index, source, reduce, include_self=True)` with
/// reduce in prod / mean / amax / amin.
pub fn index_reduce(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let reduce = args.str("reduce")?;
    let include_self = args.bool_or("include_self", true)?;
    let mean = reduce == "mean";
    let c = match reduce.as_str() {
        "prod" => Combine::Mul,
        "amax" => Combine::Max,
        "amin" => Combine::Min,
        "mean" => Combine::Add,
        r => return Err(ctx.invalid(format!("index_reduce(): Expected reduce to be one of prod, mean, amax or amin but got {r}."))),
    };
    let idx = index_vector(ctx, args, "index_reduce_", true)?;
    let n = ctx.shape(idx)[0];
    let src = index_source(ctx, args, &t, dim, n, "index_reduce_")?;
    let base = at_least_1d(ctx, t.v)?;
    let bs = ctx.shape(base);
    let ss = ctx.shape(src);
    let fls = ctx.constant(ElementType::I1, &bs, 0.0)?;
    let tru = ctx.constant(ElementType::I1, &ss, 1.0)?;
    let touched = scatter_rows(ctx, fls, dim, idx, tru, Combine::Replace)?;
    let start = if include_self {
        base
    } else {
        let idn = identity(ctx, base, c)?;
        ok(ctx.b.select(touched, idn, base))?
    };
    let mut v = scatter_rows(ctx, start, dim, idx, src, c)?;
    if mean {
        let e = ctx.elem(base);
        let cnt0 = ctx.constant(e, &bs, if include_self { 1.0 } else { 0.0 })?;
        let ones = ctx.constant(e, &ss, 1.0)?;
        let cnt = scatter_rows(ctx, cnt0, dim, idx, ones, Combine::Add)?;
        let one = ctx.full_like(cnt, 1.0)?;
        let cnt = ok(ctx.b.max(cnt, one))?;
        let q = if e.is_float() { ok(ctx.b.div(v, cnt))? } else { floor_div(ctx, v, cnt)? };
        v = ok(ctx.b.select(touched, q, base))?;
    }
    let v = restore_shape(ctx, v, &shape)?;
    Ok(vec![ctx.out(v, t.dtype)])
}

fn floor_div(ctx: &mut LowerCtx, v: Value, d: Value) -> Result<Value> {
    let q = ok(ctx.b.div(v, d))?;
    let prod = ok(ctx.b.mul(q, d))?;
    let inexact = ok(ctx.b.compare(prod, v, CmpDir::Ne))?;
    let z = ctx.zeros_like(v)?;
    let neg = ok(ctx.b.compare(v, z, CmpDir::Lt))?;
    let adj = ok(ctx.b.and(inexact, neg))?;
    let one = ctx.full_like(q, 1.0)?;
    let qm = ok(ctx.b.sub(q, one))?;
    ok(ctx.b.select(adj, qm, q))
}

/// Inclusive prefix sum of a 1-D tensor in log2(n) shifted adds.
fn prefix_sum(ctx: &mut LowerCtx, v: Value) -> Result<Value> {
    let n = ctx.shape(v)[0];
    let z = ctx.constant(ctx.elem(v), &[], 0.0)?;
    let mut x = v;
    let mut s = 1;
    while s < n {
        let head = ok(ctx.b.slice(x, &[0], &[n - s], &[1]))?;
        let shifted = ok(ctx.b.pad(head, z, &[s], &[0], &[0]))?;
        x = ok(ctx.b.add(x, shifted))?;
        s *= 2;
    }
    Ok(x)
}

/// `masked_scatter(self, mask, source)`: the k-th true position of the
/// (broadcast) mask takes source's k-th element.
pub fn masked_scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let mask = args.tensor("mask")?;
    let src = args.tensor("source")?;
    if mask.dtype != DType::Bool {
        return Err(ctx.invalid(format!("masked_scatter_ only supports boolean masks, but got mask with dtype {}", mask.dtype)));
    }
    if src.dtype != t.dtype {
        return Err(ctx.invalid(format!(
            "masked_scatter: expected self and source to have same dtypes but got {} and {}",
            t.dtype.short_name(),
            src.dtype.short_name()
        )));
    }
    let shape = ctx.shape(t.v);
    let ms = ctx.shape(mask.v);
    let out_shape = ctx.broadcast_shapes(&[shape.clone(), ms])?;
    let base = ctx.broadcast_to(t.v, &out_shape)?;
    let m = ctx.broadcast_to(mask.v, &out_shape)?;
    let n: i64 = out_shape.iter().product();
    let mf = ok(ctx.b.reshape(m, &[n]))?;
    let mi = ok(ctx.b.convert(mf, ElementType::I64))?;
    let pos = prefix_sum(ctx, mi)?;
    let one = ctx.full_like(pos, 1.0)?;
    let pos = ok(ctx.b.sub(pos, one))?;
    let sn: i64 = ctx.shape(src.v).iter().product();
    let sf = ok(ctx.b.reshape(src.v, &[sn]))?;
    let g = take_along(ctx, sf, 0, pos)?;
    let bf = ok(ctx.b.reshape(base, &[n]))?;
    let v = ok(ctx.b.select(mf, g, bf))?;
    let v = ok(ctx.b.reshape(v, &out_shape))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `masked_scatter_backward(grad_output, mask, sizes)`: source's gradient. The
/// grad at the k-th true position of the (broadcast) mask goes to element k of
/// a `sizes` tensor, zeros after the last (PyTorch: `masked_select`, padded).
pub fn masked_scatter_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let mask = args.tensor("mask")?;
    let sizes = args.ints("sizes")?;
    let total: i64 = sizes.iter().product();
    let out_shape = ctx.broadcast_shapes(&[ctx.shape(g.v), ctx.shape(mask.v)])?;
    let gv = ctx.broadcast_to(g.v, &out_shape)?;
    let m = ctx.broadcast_to(mask.v, &out_shape)?;
    let n: i64 = out_shape.iter().product();
    let mf = ok(ctx.b.reshape(m, &[n]))?;
    let mi = ok(ctx.b.convert(mf, ElementType::I64))?;
    let pos = prefix_sum(ctx, mi)?;
    let one = ctx.full_like(pos, 1.0)?;
    let pos = ok(ctx.b.sub(pos, one))?;
    // Unselected positions get an index past the end, which scatter skips.
    let past = ctx.full_like(pos, total as f64)?;
    let idx = ok(ctx.b.select(mf, pos, past))?;
    let idx = ok(ctx.b.reshape(idx, &[n, 1]))?;
    let gf = ok(ctx.b.reshape(gv, &[n]))?;
    let zeros = ctx.constant(ctx.elem(g.v), &[total], 0.0)?;
    let dims = ScatterDims::flat_elements();
    let v = ok(ctx.b.scatter(&[zeros], idx, &[gf], &dims, false, false, |_, v| Ok(vec![v[1]])))?[0];
    let v = ok(ctx.b.reshape(v, &sizes))?;
    Ok(vec![ctx.out(v, g.dtype)])
}

/// `embedding_renorm_(weight, indices, max_norm, norm_type)`: every row named in
/// `indices` (once, however often it appears) whose `norm_type`-norm exceeds
/// `max_norm` is scaled to `max_norm / (norm + 1e-7)`, as PyTorch does.
pub fn embedding_renorm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let w = args.tensor("self")?;
    let idx = args.tensor("indices")?;
    let max_norm = args.float("max_norm")?;
    let p = args.float("norm_type")?;
    let shape = ctx.shape(w.v);
    if shape.len() != 2 {
        return Err(ctx.invalid(format!("embedding_renorm_: weight must be 2-D, got {shape:?}")));
    }
    let (rows, cols) = (shape[0], shape[1]);
    let compute = w.dtype.opmath();
    let x = ctx.cast(w, compute)?.v;
    let e = compute.elem();
    let a = ok(ctx.b.abs(x))?;
    let norm = if p == 1.0 {
        let z = ctx.constant(e, &[], 0.0)?;
        ok(ctx.b.reduce(&[a], &[z], &[1], |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0]
    } else {
        let pv = ctx.constant(e, &[rows, cols], p)?;
        let ap = ok(ctx.b.pow(a, pv))?;
        let z = ctx.constant(e, &[], 0.0)?;
        let s = ok(ctx.b.reduce(&[ap], &[z], &[1], |b, v| Ok(vec![b.add(v[0], v[1])?])))?[0];
        let inv = ctx.constant(e, &[rows], 1.0 / p)?;
        ok(ctx.b.pow(s, inv))?
    };
    // Rows named by any index: scatter ones into a per-row mask.
    let flat_n = ctx.b.ty(idx.v).numel();
    let i64v = ctx.cast(idx, DType::I64)?.v;
    let iv = ok(ctx.b.reshape(i64v, &[flat_n, 1]))?;
    let zeros = ctx.constant(ElementType::I32, &[rows], 0.0)?;
    let ones = ctx.constant(ElementType::I32, &[flat_n], 1.0)?;
    let dims = ScatterDims::flat_elements();
    let hit = ok(ctx.b.scatter(&[zeros], iv, &[ones], &dims, false, false, |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
    let zero_i = ctx.constant(ElementType::I32, &[rows], 0.0)?;
    let named = ok(ctx.b.compare(hit, zero_i, CmpDir::Gt))?;
    let limit = ctx.constant(e, &[rows], max_norm)?;
    let over = ok(ctx.b.compare(norm, limit, CmpDir::Gt))?;
    let apply = ok(ctx.b.and(named, over))?;
    let eps = ctx.constant(e, &[rows], 1e-7)?;
    let denom = ok(ctx.b.add(norm, eps))?;
    let scale = ok(ctx.b.div(limit, denom))?;
    let one = ctx.constant(e, &[rows], 1.0)?;
    let scale = ok(ctx.b.select(apply, scale, one))?;
    let scale = ok(ctx.b.broadcast_in_dim(scale, &[rows, cols], &[0]))?;
    let y = ok(ctx.b.mul(x, scale))?;
    let y = ctx.convert_value(y, w.dtype)?;
    Ok(vec![ctx.out(y, w.dtype)])
}

// Padding rules of this family's ops, in a file of their own.
#[path = "index_pad_rules.rs"]
mod pad_rules;

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_index_ops() {
        check("gather_dim1", "gather", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("index", T::Tensor(I64, vec![3, 2]))]);
        check("scatter_add_dim0", "scatter_add", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2, 4])), ("src", T::Tensor(F32, vec![2, 4]))]);
        check("index_select_dim1", "index_select", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("index", T::Tensor(I64, vec![2]))]);
        check("index_empty_source", "index", vec![("self", T::Tensor(F32, vec![0, 0])), ("indices", T::Tensors(vec![(I64, vec![0, 0])]))]);
        check("index_two_tensors", "index", vec![("self", T::Tensor(F32, vec![3, 4, 5])), ("indices", T::Tensors(vec![(I64, vec![2]), (I64, vec![2])]))]);
        check("index_put_accumulate", "index_put", vec![("self", T::Tensor(F32, vec![5, 3])), ("indices", T::Tensors(vec![(I64, vec![4])])), ("values", T::Tensor(F32, vec![4, 3])), ("accumulate", T::Bool(true))]);
        check("index_put_mask_rows", "index_put", vec![("self", T::Tensor(F32, vec![5, 3])), ("indices", T::Tensors(vec![(Bool, vec![5])])), ("values", T::Tensor(F32, vec![2, 3])), ("accumulate", T::Bool(false))]);
        check("masked_scatter_f32", "masked_scatter", vec![("self", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(Bool, vec![3])), ("source", T::Tensor(F32, vec![6]))]);
        check("masked_scatter_backward", "masked_scatter_backward", vec![("grad_output", T::Tensor(F32, vec![2, 3])), ("mask", T::Tensor(Bool, vec![3])), ("sizes", T::Ints(vec![2, 4]))]);
    }

    #[test]
    fn index_errors_match_pytorch() {
        let e = lower_text("gather", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("index", T::Tensor(F32, vec![3, 2]))]).unwrap_err();
        assert!(e.contains("gather(): Expected dtype int32/int64 for index"), "{e}");
        let e = lower_text("index", vec![("self", T::Tensor(F32, vec![3])), ("indices", T::Tensors(vec![(I64, vec![2]), (I64, vec![2])]))]).unwrap_err();
        assert!(e.contains("too many indices for tensor of dimension 1"), "{e}");
        // A mask lowered without the engine's size pre-pass is refused, not guessed.
        let e = lower_text("index", vec![("self", T::Tensor(F32, vec![3])), ("indices", T::Tensors(vec![(Bool, vec![3])]))]).unwrap_err();
        assert!(e.contains("pre-pass"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("scatter", "scatter", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2, 4])), ("src", T::Tensor(F32, vec![2, 4]))]);
        check("scatter_reduce", "scatter_reduce", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2, 4])), ("src", T::Tensor(F32, vec![2, 4])), ("reduce", T::Str("amax")), ("include_self", T::Bool(true))]);
        check("index_add", "index_add", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2])), ("source", T::Tensor(F32, vec![2, 4])), ("alpha", T::Scalar(F64))]);
        check("index_copy", "index_copy", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2])), ("source", T::Tensor(F32, vec![2, 4]))]);
        check("index_fill", "index_fill", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(1)), ("index", T::Tensor(I64, vec![2])), ("value", T::Scalar(F64))]);
        check("_index_put_impl", "_index_put_impl", vec![("self", T::Tensor(F32, vec![5, 3])), ("indices", T::Tensors(vec![(I64, vec![4])])), ("values", T::Tensor(F32, vec![4, 3])), ("accumulate", T::Bool(false)), ("unsafe", T::Bool(false))]);
        check("embedding", "embedding", vec![("weight", T::Tensor(F32, vec![10, 3])), ("indices", T::Tensor(I64, vec![2, 4])), ("padding_idx", T::Int(-1)), ("scale_grad_by_freq", T::Bool(false)), ("sparse", T::Bool(false))]);
        check("embedding_renorm", "embedding_renorm", vec![("self", T::Tensor(F32, vec![10, 3])), ("indices", T::Tensor(I64, vec![4])), ("max_norm", T::Float(1.0)), ("norm_type", T::Float(2.0))]);
        check("embedding_dense_backward", "embedding_dense_backward", vec![("grad_output", T::Tensor(F32, vec![2, 4, 3])), ("indices", T::Tensor(I64, vec![2, 4])), ("num_weights", T::Int(10)), ("padding_idx", T::Int(-1)), ("scale_grad_by_freq", T::Bool(false))]);
        check("take", "take", vec![("self", T::Tensor(F32, vec![3, 4])), ("index", T::Tensor(I64, vec![5]))]);
        check("put", "put", vec![("self", T::Tensor(F32, vec![3, 4])), ("index", T::Tensor(I64, vec![5])), ("source", T::Tensor(F32, vec![5])), ("accumulate", T::Bool(false))]);
        check("index_reduce", "index_reduce", vec![("self", T::Tensor(F32, vec![3, 4])), ("dim", T::Int(0)), ("index", T::Tensor(I64, vec![2])), ("source", T::Tensor(F32, vec![2, 4])), ("reduce", T::Str("amax")), ("include_self", T::Bool(true))]);
    }
}
