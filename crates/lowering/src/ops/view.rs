//! View ops as values, for compiled graphs. In eager mode views are metadata
//! over shared storage (handled by the C++ glue), so these are `graph_only`:
//! never registered as eager kernels.

use crate::args::{Args, TensorArg};
use crate::dtype::DType;
use crate::ops::reduce::cast_v;
use crate::ctx::LowerCtx;
use crate::error::Result;
use crate::padding::{PadRule, ViewRule};
use crate::registry::Registry;
use tpj_stablehlo::{BuildError, Builder, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("view", view).overloads(&["", "dtype"]).graph_only().pad(PadRule::View(ViewRule::Reshape)).pad_overload("dtype", PadRule::NotBucketable);
    r.op("_unsafe_view", view).graph_only().pad(PadRule::View(ViewRule::Reshape));
    r.op("reshape", view).graph_only().pad(PadRule::View(ViewRule::Reshape));
    r.op("_reshape_alias", view).graph_only().pad(PadRule::View(ViewRule::Reshape));
    r.op("alias", alias).graph_only().pad(PadRule::Elementwise);
    r.op("detach", alias).graph_only().pad(PadRule::Elementwise);
    r.op("lift_fresh_copy", alias).graph_only().pad(PadRule::Elementwise);
    r.op("permute", permute).graph_only().pad(PadRule::View(ViewRule::Permute));
    r.op("t", t).graph_only().pad(PadRule::View(ViewRule::Transpose));
    r.op("transpose", transpose).overloads(&["int"]).graph_only().pad(PadRule::View(ViewRule::Transpose));
    r.op("expand", expand).graph_only().pad(PadRule::View(ViewRule::Expand));
    r.op("unsqueeze", unsqueeze).graph_only().pad(PadRule::View(ViewRule::Unsqueeze));
    r.op("squeeze", squeeze).overloads(&["dims"]).graph_only().pad(PadRule::View(ViewRule::Squeeze));
    r.op("slice", slice).overloads(&["Tensor"]).positions(&["start"]).graph_only().pad(PadRule::View(ViewRule::Slice));
    r.op("select", select).overloads(&["int"]).positions(&["index"]).graph_only().pad(PadRule::View(ViewRule::Select));
    r.op("narrow", narrow).positions(&["start"]).graph_only().pad(PadRule::View(ViewRule::Slice));
    r.op("split_with_sizes", split_with_sizes).graph_only().pad(PadRule::View(ViewRule::Split));
    r.op("split", split).overloads(&["Tensor"]).graph_only().pad(PadRule::View(ViewRule::Split));
    r.op("unbind", unbind).overloads(&["int"]).graph_only().pad(PadRule::View(ViewRule::Unbind));
    r.op("diagonal", diagonal).graph_only();
    r.op("as_strided", as_strided).positions(&["storage_offset"]).graph_only();
    r.op("unfold", unfold).graph_only();
    // The `_copy` variants (the view as a new tensor): what functionalised graphs
    // hold where no core decomposition rewrites them; eager runs PyTorch's composite.
    r.op("view_copy", view).overloads(&[""]).graph_only().pad(PadRule::View(ViewRule::Reshape)).pad_overload("dtype", PadRule::NotBucketable);
    r.op("permute_copy", permute).graph_only().pad(PadRule::View(ViewRule::Permute));
    r.op("narrow_copy", narrow).positions(&["start"]).graph_only().pad(PadRule::View(ViewRule::Slice));
    r.op("slice_copy", slice).overloads(&["Tensor"]).graph_only().pad(PadRule::View(ViewRule::Slice));
    r.op("select_copy", select).overloads(&["int"]).graph_only().pad(PadRule::View(ViewRule::Select));
    r.op("split_copy", split).overloads(&["Tensor"]).graph_only().pad(PadRule::View(ViewRule::Split));
    r.op("unbind_copy", unbind).overloads(&["int"]).graph_only().pad(PadRule::View(ViewRule::Unbind));
    r.op("detach_copy", alias).graph_only().pad(PadRule::Elementwise);
    r.op("as_strided_copy", as_strided).positions(&["storage_offset"]).graph_only();
    // The functional inverses of slicing (what functionalisation turns a write
    // through a view into): ordinary ops, eager too.
    r.op("slice_scatter", slice_scatter).positions(&["start"]);
    r.op("select_scatter", select_scatter).positions(&["index"]);
    // Writes into diagonal and strided views: functionalized graphs hold these; eager too.
    r.op("diagonal_scatter", diagonal_scatter);
    r.op("as_strided_scatter", as_strided_scatter).positions(&["storage_offset"]);
}

/// PyTorch's `view`/`reshape` size inference (one -1 allowed).
fn infer_size(ctx: &LowerCtx, shape: &[i64], numel: i64) -> Result<Vec<i64>> {
    let mut out = shape.to_vec();
    let neg: Vec<usize> = (0..out.len()).filter(|&i| out[i] == -1).collect();
    if neg.len() > 1 {
        return Err(ctx.invalid("only one dimension can be inferred"));
    }
    let known: i64 = out.iter().filter(|&&d| d != -1).product();
    if let Some(&i) = neg.first() {
        if known == 0 || numel % known != 0 {
            return Err(ctx.invalid(format!("shape '{shape:?}' is invalid for input of size {numel}")));
        }
        out[i] = numel / known;
    } else if known != numel {
        return Err(ctx.invalid(format!("shape '{shape:?}' is invalid for input of size {numel}")));
    }
    Ok(out)
}

pub fn view(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if let Some(to) = args.opt_dtype("dtype")? {
        return view_dtype(ctx, x, to);
    }
    let size = args.ints("size").or_else(|_| args.ints("shape"))?;
    let dims = infer_size(ctx, &size, ctx.b.ty(x.v).numel())?;
    let v = ctx.b.reshape(x.v, &dims)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

/// `view.dtype`: the same bytes read as `to`; the last dimension scales by the ratio of the
/// item sizes, as PyTorch's view does. Booleans are bytes (0 or 1) both ways.
fn view_dtype(ctx: &mut LowerCtx, x: TensorArg, to: DType) -> Result<Vec<TensorArg>> {
    if to == x.dtype {
        return Ok(vec![x]);
    }
    if x.dtype.is_complex() || to.is_complex() {
        return Err(ctx.unsupported(format!("view of {} as {} (complex)", x.dtype, to)));
    }
    let (mut v, mut from) = (x.v, x.dtype);
    if from == DType::Bool {
        v = cast_v(ctx, v, DType::Bool, DType::U8)?;
        from = DType::U8;
    }
    let target = if to == DType::Bool { DType::U8 } else { to };
    let shape = ctx.shape(v);
    let (fi, ti) = (from.itemsize() as i64, target.itemsize() as i64);
    let mut lead = shape.clone();
    let last = lead.pop();
    let out = if fi == ti {
        ctx.b.bitcast_convert(v, TensorType::new(target.elem(), shape))?
    } else {
        let last = match last {
            Some(n) if fi > ti || n % (ti / fi) == 0 => n,
            _ => {
                return Err(ctx.invalid(format!(
                    "self.size(-1) must be divisible by {} to view {} as {} (different element sizes), but got {}",
                    ti / fi, x.dtype.scalar_type_name(), to.scalar_type_name(), last.unwrap_or(0)
                )))
            }
        };
        if fi > ti {
            let r = fi / ti;
            let bits = ctx.b.bitcast_convert(v, TensorType::new(target.elem(), [shape.clone(), vec![r]].concat()))?;
            ctx.b.reshape(bits, &[lead, vec![last * r]].concat())?
        } else {
            let r = ti / fi;
            let parts = ctx.b.reshape(v, &[lead.clone(), vec![last / r, r]].concat())?;
            ctx.b.bitcast_convert(parts, TensorType::new(target.elem(), [lead, vec![last / r]].concat()))?
        }
    };
    let out = if to == DType::Bool { cast_v(ctx, out, DType::U8, DType::Bool)? } else { out };
    Ok(vec![ctx.out(out, to)])
}

pub fn alias(_ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    Ok(vec![args.tensor("self")?])
}

pub fn permute(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    let dims = ctx.wrap_dims(&args.ints("dims")?, rank)?;
    let perm: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let v = ctx.b.transpose(x.v, &perm)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

fn swap(ctx: &mut LowerCtx, x: TensorArg, a: usize, b: usize) -> Result<TensorArg> {
    let rank = ctx.rank(x.v);
    let mut perm: Vec<i64> = (0..rank as i64).collect();
    perm.swap(a, b);
    let v = ctx.b.transpose(x.v, &perm)?;
    Ok(ctx.out(v, x.dtype))
}

pub fn t(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if ctx.rank(x.v) < 2 {
        return Ok(vec![x]);
    }
    Ok(vec![swap(ctx, x, 0, 1)?])
}

pub fn transpose(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let rank = ctx.rank(x.v);
    if rank == 0 {
        return Ok(vec![x]);
    }
    let a = ctx.wrap_dim(args.int("dim0")?, rank)?;
    let b = ctx.wrap_dim(args.int("dim1")?, rank)?;
    Ok(vec![swap(ctx, x, a, b)?])
}

pub fn expand(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let size = args.ints("size")?;
    let off = size.len() - shape.len();
    let target: Vec<i64> = size.iter().enumerate().map(|(i, &s)| if s == -1 { shape[i - off] } else { s }).collect();
    let v = ctx.broadcast_to(x.v, &target)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn unsqueeze(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let mut shape = ctx.shape(x.v);
    let d = ctx.wrap_dim(args.int("dim")?, shape.len() + 1)?;
    shape.insert(d, 1);
    let v = ctx.b.reshape(x.v, &shape)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

pub fn squeeze(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let dims: Vec<usize> = match args.raw("dim") {
        Some(crate::args::Arg::Int(d)) => vec![ctx.wrap_dim(*d, shape.len())?],
        Some(crate::args::Arg::IntList(ds)) => ctx.wrap_dims(ds, shape.len())?,
        _ => (0..shape.len()).collect(),
    };
    let out: Vec<i64> = shape.iter().enumerate().filter(|(i, &s)| !(s == 1 && dims.contains(i))).map(|(_, &s)| s).collect();
    let v = ctx.b.reshape(x.v, &out)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

fn slice_dim(ctx: &mut LowerCtx, x: TensorArg, dim: usize, start: i64, end: i64, step: i64) -> Result<TensorArg> {
    let shape = ctx.shape(x.v);
    let n = shape[dim];
    let clamp = |v: i64| if v < 0 { (v + n).max(0) } else { v.min(n) };
    let (s, e) = (clamp(start), clamp(end).max(clamp(start)));
    let mut lo = vec![0; shape.len()];
    let mut hi = shape.clone();
    let mut st = vec![1; shape.len()];
    lo[dim] = s;
    hi[dim] = e;
    st[dim] = step;
    let v = ctx.b.slice(x.v, &lo, &hi, &st)?;
    Ok(ctx.out(v, x.dtype))
}

pub fn slice(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let dim = ctx.wrap_dim(args.int_or("dim", 0)?, ctx.rank(x.v))?;
    let start = args.opt_int("start")?.unwrap_or(0);
    let end = args.opt_int("end")?.unwrap_or(i64::MAX);
    let step = args.int_or("step", 1)?;
    if step <= 0 {
        return Err(ctx.value_error("slice step must be positive"));
    }
    Ok(vec![slice_dim(ctx, x, dim, start, end, step)?])
}

/// `self` with `src` written over the slice `[start:end:step]` of dimension `dim`:
/// `src` padded out to `self`'s shape (step - 1 apart along `dim`) and selected
/// where it lands.
fn scatter_slice(ctx: &mut LowerCtx, x: TensorArg, src: TensorArg, dim: usize, start: i64, end: i64, step: i64) -> Result<TensorArg> {
    let shape = ctx.shape(x.v);
    let n = shape[dim];
    let clamp = |v: i64| if v < 0 { (v + n).max(0) } else { v.min(n) };
    let (s, e) = (clamp(start), clamp(end).max(clamp(start)));
    let len = (e - s + step - 1) / step;
    let mut want = shape.clone();
    want[dim] = len;
    let got = ctx.shape(src.v);
    if got != want {
        return Err(ctx.invalid(format!(
            "expected src to have a size equal to the slice of self. src size = {got:?}, slice size = {want:?}"
        )));
    }
    if len == 0 {
        return Ok(x);
    }
    let src = ctx.cast(src, x.dtype)?;
    let (mut lo, mut hi, mut interior) = (vec![0; shape.len()], vec![0; shape.len()], vec![0; shape.len()]);
    lo[dim] = s;
    hi[dim] = n - (s + (len - 1) * step + 1);
    interior[dim] = step - 1;
    let zero = ctx.constant(x.dtype.elem(), &[], 0.0)?;
    let placed = ctx.b.pad(src.v, zero, &lo, &hi, &interior)?;
    let ones = ctx.constant_int(ElementType::I1, &want, 1)?;
    let no = ctx.constant_int(ElementType::I1, &[], 0)?;
    let mask = ctx.b.pad(ones, no, &lo, &hi, &interior)?;
    let v = ctx.b.select(mask, placed, x.v)?;
    Ok(ctx.out(v, x.dtype))
}

pub fn slice_scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, src) = (args.tensor("self")?, args.tensor("src")?);
    let dim = ctx.wrap_dim(args.int_or("dim", 0)?, ctx.rank(x.v))?;
    let start = args.opt_int("start")?.unwrap_or(0);
    let end = args.opt_int("end")?.unwrap_or(i64::MAX);
    let step = args.int_or("step", 1)?;
    if step <= 0 {
        return Err(ctx.invalid("slice step must be positive"));
    }
    Ok(vec![scatter_slice(ctx, x, src, dim, start, end, step)?])
}

pub fn select_scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, src) = (args.tensor("self")?, args.tensor("src")?);
    let mut shape = ctx.shape(x.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let (n, mut i) = (shape[dim], args.int("index")?);
    if i < -n || i >= n {
        return Err(ctx.index_error(format!("select(): index {i} out of range for tensor of size {shape:?} at dimension {dim}")));
    }
    if i < 0 {
        i += n;
    }
    shape.remove(dim);
    if ctx.shape(src.v) != shape {
        return Err(ctx.invalid(format!(
            "expected src to have a size equal to the slice of self. src size = {:?}, slice size = {shape:?}",
            ctx.shape(src.v)
        )));
    }
    shape.insert(dim, 1);
    let v = ctx.b.reshape(src.v, &shape)?;
    let src = TensorArg { v, ..src };
    Ok(vec![scatter_slice(ctx, x, src, dim, i, i + 1, 1)?])
}

pub fn narrow(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let dim = ctx.wrap_dim(args.int("dim")?, ctx.rank(x.v))?;
    let start = args.int("start")?;
    let len = args.int("length")?;
    Ok(vec![slice_dim(ctx, x, dim, start, start + len, 1)?])
}

pub fn select(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let mut shape = ctx.shape(x.v);
    let dim = ctx.wrap_dim(args.int("dim")?, shape.len())?;
    let mut i = args.int("index")?;
    let n = shape[dim];
    if i < -n || i >= n {
        return Err(ctx.index_error(format!("select(): index {i} out of range for tensor of size {shape:?} at dimension {dim}")));
    }
    if i < 0 {
        i += n;
    }
    let s = slice_dim(ctx, x, dim, i, i + 1, 1)?;
    shape.remove(dim);
    let v = ctx.b.reshape(s.v, &shape)?;
    Ok(vec![ctx.out(v, x.dtype)])
}

fn split_sizes(ctx: &mut LowerCtx, x: TensorArg, dim: usize, sizes: &[i64]) -> Result<Vec<TensorArg>> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0;
    for &s in sizes {
        out.push(slice_dim(ctx, x, dim, start, start + s, 1)?);
        start += s;
    }
    Ok(out)
}

pub fn split_with_sizes(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let dim = ctx.wrap_dim(args.int_or("dim", 0)?, ctx.rank(x.v))?;
    let sizes = args.ints("split_sizes")?;
    split_sizes(ctx, x, dim, &sizes)
}

pub fn split(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let dim = ctx.wrap_dim(args.int_or("dim", 0)?, ctx.rank(x.v))?;
    let n = ctx.shape(x.v)[dim];
    let size = args.int("split_size")?.max(1);
    let mut sizes = Vec::new();
    let mut left = n;
    while left > 0 {
        sizes.push(size.min(left));
        left -= size;
    }
    if sizes.is_empty() {
        sizes.push(0);
    }
    split_sizes(ctx, x, dim, &sizes)
}

pub fn unbind(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let mut shape = ctx.shape(x.v);
    let dim = ctx.wrap_dim(args.int_or("dim", 0)?, shape.len())?;
    let n = shape[dim];
    shape.remove(dim);
    let mut out = Vec::new();
    for i in 0..n {
        let s = slice_dim(ctx, x, dim, i, i + 1, 1)?;
        let v = ctx.b.reshape(s.v, &shape)?;
        out.push(ctx.out(v, x.dtype));
    }
    Ok(out)
}

/// `as_strided` / `diagonal`: a gather of computed flat indices over the
/// (row-major) input, which is what eager storage would hold.
fn strided_gather(ctx: &mut LowerCtx, x: TensorArg, sizes: &[i64], strides: &[i64], offset: i64) -> Result<TensorArg> {
    if sizes.contains(&0) {
        // Nothing to read (and an empty operand admits no gather).
        let v = ctx.constant(ctx.elem(x.v), sizes, 0.0)?;
        return Ok(ctx.out(v, x.dtype));
    }
    let n = ctx.b.ty(x.v).numel();
    let flat = ctx.b.reshape(x.v, &[n])?;
    let idx = strided_indices(ctx.b, sizes, strides, offset)?;
    let total: i64 = sizes.iter().product();
    let idx = ctx.b.reshape(idx, &[total, 1])?;
    let g = ctx.b.gather(flat, idx, &GatherDims::flat_elements(), &[1], false)?;
    let v = ctx.b.reshape(g, sizes)?;
    Ok(ctx.out(v, x.dtype))
}

/// Flat (row-major storage) indices of every element of a strided view,
/// shaped like the view: `offset + sum_d iota_d * stride_d`. The engine's
/// view reads and writes use the same formula.
pub fn strided_indices(b: &mut Builder, sizes: &[i64], strides: &[i64], offset: i64) -> std::result::Result<Value, BuildError> {
    let ity = TensorType::new(ElementType::I64, sizes.to_vec());
    let mut acc = b.constant_i64(ity.clone(), offset)?;
    for (d, &st) in strides.iter().enumerate() {
        if sizes[d] == 1 || st == 0 {
            continue;
        }
        let io = b.iota(ity.clone(), d)?;
        let s = b.constant_i64(ity.clone(), st)?;
        let m = b.mul(io, s)?;
        acc = b.add(acc, m)?;
    }
    Ok(acc)
}

/// `self` with `src` written over the strided view (`sizes`, `strides`, `offset`)
/// of its row-major storage: the scatter counterpart of `strided_gather`.
fn strided_scatter(ctx: &mut LowerCtx, x: TensorArg, src: TensorArg, sizes: &[i64], strides: &[i64], offset: i64) -> Result<TensorArg> {
    let got = ctx.shape(src.v);
    if got != sizes {
        return Err(ctx.invalid(format!(
            "expected src to have a size equal to the slice of self. src size = {got:?}, slice size = {sizes:?}"
        )));
    }
    let total: i64 = sizes.iter().product();
    if total == 0 {
        return Ok(x);
    }
    let shape = ctx.shape(x.v);
    let n = ctx.b.ty(x.v).numel();
    let flat = ctx.b.reshape(x.v, &[n])?;
    let idx = strided_indices(ctx.b, sizes, strides, offset)?;
    let idx = ctx.b.reshape(idx, &[total, 1])?;
    let src = ctx.cast(src, x.dtype)?;
    let upd = ctx.b.reshape(src.v, &[total])?;
    let dims = ScatterDims::flat_elements();
    let v = ctx.b.scatter(&[flat], idx, &[upd], &dims, false, false, |_, v| Ok(vec![v[1]]))?[0];
    let v = ctx.b.reshape(v, &shape)?;
    Ok(ctx.out(v, x.dtype))
}

pub fn as_strided(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let sizes = args.ints("size")?;
    let strides = args.ints("stride")?;
    let offset = args.opt_int("storage_offset")?.unwrap_or(0);
    Ok(vec![strided_gather(ctx, x, &sizes, &strides, offset)?])
}

pub fn as_strided_scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, src) = (args.tensor("self")?, args.tensor("src")?);
    let sizes = args.ints("size")?;
    let strides = args.ints("stride")?;
    let offset = args.opt_int("storage_offset")?.unwrap_or(0);
    Ok(vec![strided_scatter(ctx, x, src, &sizes, &strides, offset)?])
}

/// Row-major strides of `shape`.
fn contiguous_strides(shape: &[i64]) -> Vec<i64> {
    let mut cstr = vec![1i64; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        cstr[i] = cstr[i + 1] * shape[i + 1];
    }
    cstr
}

/// `diagonal`'s view of a row-major `self`: (sizes, strides, offset).
fn diagonal_view(ctx: &LowerCtx, args: &Args, shape: &[i64]) -> Result<(Vec<i64>, Vec<i64>, i64)> {
    let rank = shape.len();
    let offset = args.int_or("offset", 0)?;
    let d1 = ctx.wrap_dim(args.int_or("dim1", 0)?, rank)?;
    let d2 = ctx.wrap_dim(args.int_or("dim2", 1)?, rank)?;
    if d1 == d2 {
        return Err(ctx.invalid(format!("diagonal dimensions cannot be identical {d1}, {d2}")));
    }
    let cstr = contiguous_strides(shape);
    let len = if offset >= 0 { (shape[d1]).min(shape[d2] - offset) } else { (shape[d1] + offset).min(shape[d2]) }.max(0);
    let start = if offset >= 0 { offset * cstr[d2] } else { -offset * cstr[d1] };
    let mut sizes = Vec::new();
    let mut strides = Vec::new();
    for i in 0..rank {
        if i != d1 && i != d2 {
            sizes.push(shape[i]);
            strides.push(cstr[i]);
        }
    }
    sizes.push(len);
    strides.push(cstr[d1] + cstr[d2]);
    Ok((sizes, strides, start))
}

pub fn diagonal(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let (sizes, strides, start) = diagonal_view(ctx, args, &ctx.shape(x.v))?;
    Ok(vec![strided_gather(ctx, x, &sizes, &strides, start)?])
}

pub fn diagonal_scatter(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, src) = (args.tensor("self")?, args.tensor("src")?);
    let (sizes, strides, start) = diagonal_view(ctx, args, &ctx.shape(x.v))?;
    Ok(vec![strided_scatter(ctx, x, src, &sizes, &strides, start)?])
}

/// `unfold(self, dimension, size, step)`: the windows of `size` elements, `step`
/// apart along `dimension`, as a new last dimension (a strided view of the
/// row-major input; a 0-d input is one element).
pub fn unfold(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    let shape = ctx.shape(x.v);
    let (size, step) = (args.int("size")?, args.int("step")?);
    let d = if shape.is_empty() { 0 } else { ctx.wrap_dim(args.int("dimension")?, shape.len())? };
    let n = shape.get(d).copied().unwrap_or(1);
    if size > n {
        return Err(ctx.invalid(format!("maximum size for tensor at dimension {d} is {n} but size is {size}")));
    }
    if size < 0 {
        return Err(ctx.invalid(format!("size is {size} but must be >= 0")));
    }
    if step <= 0 {
        return Err(ctx.invalid(format!("step is {step} but must be > 0")));
    }
    if shape.is_empty() {
        let v = ctx.b.reshape(x.v, &[1])?;
        let v = ctx.b.slice(v, &[0], &[size], &[1])?;
        return Ok(vec![ctx.out(v, x.dtype)]);
    }
    let cstr = contiguous_strides(&shape);
    let (mut sizes, mut strides) = (shape.clone(), cstr.clone());
    sizes[d] = (n - size) / step + 1;
    strides[d] = cstr[d] * step;
    sizes.push(size);
    strides.push(cstr[d]);
    Ok(vec![strided_gather(ctx, x, &sizes, &strides, 0)?])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_view_scatters() {
        check("slice_scatter_step2", "slice_scatter", vec![
            ("self", T::Tensor(F32, vec![4, 7])),
            ("src", T::Tensor(F32, vec![4, 3])),
            ("dim", T::Int(1)),
            ("start", T::Int(1)),
            ("end", T::Int(6)),
            ("step", T::Int(2)),
        ]);
        check("select_scatter", "select_scatter", vec![
            ("self", T::Tensor(F32, vec![3, 4])),
            ("src", T::Tensor(F32, vec![4])),
            ("dim", T::Int(0)),
            ("index", T::Int(-1)),
        ]);
    }

    #[test]
    fn golden_empty_diagonal() {
        check("diagonal_empty_i64", "diagonal", vec![("self", T::Tensor(I64, vec![0, 0])), ("offset", T::Int(0)), ("dim1", T::Int(1)), ("dim2", T::Int(0))]);
    }

    #[test]
    fn golden_strided_scatters() {
        check("diagonal_scatter_offset", "diagonal_scatter", vec![
            ("self", T::Tensor(F32, vec![2, 3, 4])),
            ("src", T::Tensor(F32, vec![3, 1])),
            ("offset", T::Int(-1)),
            ("dim1", T::Int(0)),
            ("dim2", T::Int(2)),
        ]);
        check("as_strided_scatter_2d", "as_strided_scatter", vec![
            ("self", T::Tensor(F32, vec![3, 4])),
            ("src", T::Tensor(F32, vec![2, 2])),
            ("size", T::Ints(vec![2, 2])),
            ("stride", T::Ints(vec![1, 4])),
            ("storage_offset", T::Int(1)),
        ]);
    }

    #[test]
    fn scatter_shape_mismatch_is_pytorchs_error() {
        let e = lower_text("slice_scatter", vec![
            ("self", T::Tensor(F32, vec![4, 7])),
            ("src", T::Tensor(F32, vec![4, 2])),
            ("dim", T::Int(1)),
            ("start", T::Int(1)),
            ("end", T::Int(6)),
            ("step", T::Int(2)),
        ])
        .unwrap_err();
        assert!(e.contains("expected src to have a size equal to the slice of self"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("view", "view", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![3, 2]))]);
        // view.dtype: the same bytes as another dtype (the last dimension scales by the size ratio).
        check("view_dtype_narrower", "view", vec![("self", T::Tensor(F32, vec![2, 3])), ("dtype", T::DType(I16))]);
        check("view_dtype_wider", "view", vec![("self", T::Tensor(I16, vec![2, 4])), ("dtype", T::DType(F32))]);
        check("view_dtype_bool", "view", vec![("self", T::Tensor(Bool, vec![4])), ("dtype", T::DType(U8))]);
        check("_unsafe_view", "_unsafe_view", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![6]))]);
        check("reshape", "reshape", vec![("self", T::Tensor(F32, vec![2, 3])), ("shape", T::Ints(vec![3, 2]))]);
        check("_reshape_alias", "_reshape_alias", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![6])), ("stride", T::Ints(vec![1]))]);
        check("alias", "alias", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("detach", "detach", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("lift_fresh_copy", "lift_fresh_copy", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("permute", "permute", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dims", T::Ints(vec![2, 0, 1]))]);
        check("t", "t", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("transpose", "transpose", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dim0", T::Int(0)), ("dim1", T::Int(2))]);
        check("expand", "expand", vec![("self", T::Tensor(F32, vec![1, 3])), ("size", T::Ints(vec![2, 3])), ("implicit", T::Bool(false))]);
        check("unsqueeze", "unsqueeze", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
        check("squeeze", "squeeze", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("slice", "slice", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("start", T::Int(1)), ("end", T::Int(4)), ("step", T::Int(1))]);
        check("select", "select", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1)), ("index", T::Int(1))]);
        check("narrow", "narrow", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("start", T::Int(1)), ("length", T::Int(2))]);
        check("split_with_sizes", "split_with_sizes", vec![("self", T::Tensor(F32, vec![2, 3])), ("split_sizes", T::Ints(vec![1, 2])), ("dim", T::Int(1))]);
        check("split", "split", vec![("self", T::Tensor(F32, vec![2, 3])), ("split_size", T::Int(1)), ("dim", T::Int(0))]);
        check("unbind", "unbind", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(0))]);
        check("diagonal", "diagonal", vec![("self", T::Tensor(F32, vec![2, 3])), ("offset", T::Int(0)), ("dim1", T::Int(0)), ("dim2", T::Int(1))]);
        check("diagonal_empty", "diagonal", vec![("self", T::Tensor(F32, vec![0, 0])), ("offset", T::Int(0)), ("dim1", T::Int(0)), ("dim2", T::Int(1))]);
        check("as_strided", "as_strided", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("stride", T::Ints(vec![3, 1])), ("storage_offset", T::None)]);
        check("unfold", "unfold", vec![("self", T::Tensor(F32, vec![2, 5])), ("dimension", T::Int(1)), ("size", T::Int(2)), ("step", T::Int(2))]);
        check("unfold_0d", "unfold", vec![("self", T::Tensor(F32, vec![])), ("dimension", T::Int(0)), ("size", T::Int(1)), ("step", T::Int(1))]);
        check("view_copy", "view_copy", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![3, 2]))]);
        check("permute_copy", "permute_copy", vec![("self", T::Tensor(F32, vec![2, 3, 4])), ("dims", T::Ints(vec![2, 0, 1]))]);
        check("narrow_copy", "narrow_copy", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("start", T::Int(1)), ("length", T::Int(2))]);
        check("slice_copy", "slice_copy", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("start", T::Int(1)), ("end", T::Int(4)), ("step", T::Int(2))]);
        check("select_copy", "select_copy", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1)), ("index", T::Int(-1))]);
        check("split_copy", "split_copy", vec![("self", T::Tensor(F32, vec![5, 3])), ("split_size", T::Int(2)), ("dim", T::Int(0))]);
        check("unbind_copy", "unbind_copy", vec![("self", T::Tensor(F32, vec![2, 3])), ("dim", T::Int(1))]);
        check("detach_copy", "detach_copy", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("as_strided_copy", "as_strided_copy", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 2])), ("stride", T::Ints(vec![1, 2])), ("storage_offset", T::Int(1))]);
        check("diagonal_scatter", "diagonal_scatter", vec![("self", T::Tensor(F32, vec![3, 4])), ("src", T::Tensor(F32, vec![3])), ("offset", T::Int(1)), ("dim1", T::Int(0)), ("dim2", T::Int(1))]);
        check("as_strided_scatter", "as_strided_scatter", vec![("self", T::Tensor(F32, vec![2, 3])), ("src", T::Tensor(F32, vec![2])), ("size", T::Ints(vec![2])), ("stride", T::Ints(vec![4])), ("storage_offset", T::Int(1))]);
    }

    #[test]
    fn unfold_and_diagonal_scatter_refuse_as_pytorch_does() {
        let e = lower_text("unfold", vec![("self", T::Tensor(F32, vec![3])), ("dimension", T::Int(0)), ("size", T::Int(4)), ("step", T::Int(1))]).unwrap_err();
        assert!(e.contains("maximum size for tensor at dimension 0 is 3 but size is 4"), "{e}");
        let e = lower_text("diagonal_scatter", vec![("self", T::Tensor(F32, vec![3, 3])), ("src", T::Tensor(F32, vec![2])), ("offset", T::Int(0)), ("dim1", T::Int(0)), ("dim2", T::Int(1))]).unwrap_err();
        assert!(e.contains("expected src to have a size equal to the slice of self"), "{e}");
    }
}
