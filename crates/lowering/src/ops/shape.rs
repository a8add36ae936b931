//! Shape and copy ops that move data: cat, constant/reflection/replication
//! padding (and their backward passes), flip, roll, repeat, tril/triu.
//! View ops (view, select, slice, permute, expand, …) are metadata in the C++
//! glue and never reach the lowering.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::error::Result;
use crate::padding::{PadRule, ViewRule};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub fn register(r: &mut Registry) {
    r.op("cat", cat).float8().pad(PadRule::View(ViewRule::Cat));
    r.op("constant_pad_nd", constant_pad_nd).float8();
    r.op("flip", flip);
    r.op("roll", roll).positions(&["shifts"]).float8();
    r.op("repeat", repeat).float8();
    r.op("tril", tril).pad(PadRule::Triangular);
    r.op("triu", triu).pad(PadRule::Triangular);
    r.op("unfold_backward", unfold_backward);
    for name in ["reflection_pad1d", "reflection_pad2d", "reflection_pad3d"] {
        r.op(name, reflection_pad);
    }
    for name in ["replication_pad1d", "replication_pad2d", "replication_pad3d"] {
        r.op(name, replication_pad);
    }
    for name in ["reflection_pad1d_backward", "reflection_pad2d_backward", "reflection_pad3d_backward"] {
        r.op(name, reflection_pad_backward);
    }
    for name in ["replication_pad1d_backward", "replication_pad2d_backward", "replication_pad3d_backward"] {
        r.op(name, replication_pad_backward);
    }
}

/// `cat(tensors, dim)`: promoted to the common dtype; 1-D empty tensors are
/// skipped whatever their neighbours' ranks (PyTorch's legacy rule).
pub fn cat(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let ts = args.tensors("tensors")?;
    let dim = args.int_or("dim", 0)?;
    if ts.is_empty() {
        return Err(ctx.invalid("torch.cat(): expected a non-empty list of Tensors"));
    }
    for (i, t) in ts.iter().enumerate() {
        if ctx.rank(t.v) == 0 {
            return Err(ctx.invalid(format!("zero-dimensional tensor (at position {i}) cannot be concatenated")));
        }
    }
    let dtype = ctx.result_type(&ts)?;
    let skip = |ctx: &LowerCtx, t: &TensorArg| ctx.shape(t.v) == [0];
    let Some(first) = ts.iter().position(|t| !skip(ctx, t)) else {
        let z = ctx.constant(dtype.elem(), &[0], 0.0)?;
        return Ok(vec![ctx.out(z, dtype)]);
    };
    let ref_shape = ctx.shape(ts[first].v);
    let d = ctx.wrap_dim(dim, ref_shape.len())?;
    let mut vs = Vec::new();
    for (i, t) in ts.iter().enumerate() {
        if skip(ctx, t) {
            continue;
        }
        let s = ctx.shape(t.v);
        if s.len() != ref_shape.len() {
            return Err(ctx.invalid(format!(
                "Tensors must have same number of dimensions: got {} and {}",
                ref_shape.len(),
                s.len()
            )));
        }
        for k in 0..s.len() {
            if k != d && s[k] != ref_shape[k] {
                return Err(ctx.invalid(format!(
                    "Sizes of tensors must match except in dimension {d}. Expected size {} but got size {} for tensor number {i} in the list.",
                    ref_shape[k], s[k]
                )));
            }
        }
        vs.push(ctx.cast(*t, dtype)?.v);
    }
    let v = if vs.len() == 1 { vs[0] } else { ok(ctx.b.concatenate(&vs, d as i64))? };
    Ok(vec![ctx.out(v, dtype)])
}

/// Pairs of (low, high) padding per dimension from PyTorch's last-dim-first list.
fn pad_pairs(ctx: &LowerCtx, pad: &[i64], rank: usize, what: &str) -> Result<Vec<(i64, i64)>> {
    if pad.len() % 2 != 0 {
        return Err(ctx.invalid(format!("Length of pad must be even but instead it equals {}", pad.len())));
    }
    if pad.len() / 2 > rank {
        return Err(ctx.invalid(format!(
            "Length of pad should be no more than twice the number of dimensions of the input. Pad length is {} while the input has {rank} dimensions.",
            pad.len()
        )));
    }
    let _ = what;
    let mut out = vec![(0, 0); rank];
    for (k, p) in pad.chunks(2).enumerate() {
        out[rank - 1 - k] = (p[0], p[1]);
    }
    Ok(out)
}

/// `constant_pad_nd(self, pad, value=0)`; negative padding crops.
pub fn constant_pad_nd(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let pad = args.ints("pad")?;
    let shape = ctx.shape(t.v);
    let pairs = pad_pairs(ctx, &pad, shape.len(), "constant")?;
    for (i, &(lo, hi)) in pairs.iter().enumerate() {
        let n = shape[i] + lo + hi;
        if n < 0 {
            return Err(ctx.invalid(format!(
                "The input size {}, plus negative padding {} and {} resulted in a negative output size, which is invalid. Check dimension {i} of your input.",
                shape[i], lo, hi
            )));
        }
    }
    let pv = match args.opt_operand("value")? {
        Some(v) => ctx.cast(v, t.dtype)?.v,
        None => ctx.constant(t.dtype.elem(), &[], 0.0)?,
    };
    let lo: Vec<i64> = pairs.iter().map(|p| p.0).collect();
    let hi: Vec<i64> = pairs.iter().map(|p| p.1).collect();
    let v = ok(ctx.b.pad(t.v, pv, &lo, &hi, &vec![0; shape.len()]))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `flip(self, dims)`.
pub fn flip(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let r = ctx.rank(t.v);
    let dims = ctx.wrap_dims(&args.ints("dims")?, r)?;
    if r == 0 {
        return Ok(vec![t]);
    }
    let dims: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let v = ok(ctx.b.reverse(t.v, &dims))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

/// Rolls `v` by `shift` along `d`: the last `shift` elements move to the front.
fn roll_dim(ctx: &mut LowerCtx, v: Value, shift: i64, d: usize) -> Result<Value> {
    let shape = ctx.shape(v);
    let n = shape[d];
    if n == 0 {
        return Ok(v);
    }
    let s = shift.rem_euclid(n);
    if s == 0 {
        return Ok(v);
    }
    let r = shape.len();
    let ones = vec![1; r];
    let zeros = vec![0; r];
    let mut lim_a = shape.clone();
    let mut start_b = zeros.clone();
    start_b[d] = n - s;
    lim_a[d] = n - s;
    let tail = ok(ctx.b.slice(v, &start_b, &shape, &ones))?;
    let head = ok(ctx.b.slice(v, &zeros, &lim_a, &ones))?;
    ok(ctx.b.concatenate(&[tail, head], d as i64))
}

/// `roll(self, shifts, dims)`; without dims the flattened tensor rolls.
pub fn roll(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shifts = args.ints("shifts")?;
    let dims = args.opt_ints("dims")?.unwrap_or_default();
    let shape = ctx.shape(t.v);
    if dims.is_empty() {
        if shifts.len() != 1 {
            return Err(ctx.invalid(format!("shifts and dimensions must align. shifts: {}, dims:0", shifts.len())));
        }
        let n: i64 = shape.iter().product();
        let flat = ok(ctx.b.reshape(t.v, &[n]))?;
        let rolled = roll_dim(ctx, flat, shifts[0], 0)?;
        let v = ok(ctx.b.reshape(rolled, &shape))?;
        return Ok(vec![ctx.out(v, t.dtype)]);
    }
    if shifts.len() != dims.len() {
        return Err(ctx.invalid(format!("shifts and dimensions must align. shifts: {}, dims:{}", shifts.len(), dims.len())));
    }
    let mut v = t.v;
    for (&s, &d) in shifts.iter().zip(&dims) {
        let d = ctx.wrap_dim(d, shape.len())?;
        v = roll_dim(ctx, v, s, d)?;
    }
    Ok(vec![ctx.out(v, t.dtype)])
}

/// `repeat(self, repeats)`: a broadcast to `[r0, s0, r1, s1, …]` then a reshape.
pub fn repeat(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let reps = args.ints("repeats")?;
    let shape = ctx.shape(t.v);
    if reps.len() < shape.len() {
        return Err(ctx.invalid(
            "Number of dimensions of repeat dims can not be smaller than number of dimensions of tensor",
        ));
    }
    if let Some(&r) = reps.iter().find(|&&r| r < 0) {
        return Err(ctx.invalid(format!("Trying to create tensor with negative dimension {r}: {reps:?}")));
    }
    let mut padded = vec![1i64; reps.len() - shape.len()];
    padded.extend_from_slice(&shape);
    let v = ok(ctx.b.reshape(t.v, &padded))?;
    let mut big = Vec::new();
    let mut bdims = Vec::new();
    for (i, (&r, &s)) in reps.iter().zip(&padded).enumerate() {
        big.push(r);
        big.push(s);
        bdims.push(2 * i as i64 + 1);
    }
    let b = ok(ctx.b.broadcast_in_dim(v, &big, &bdims))?;
    let out: Vec<i64> = reps.iter().zip(&padded).map(|(r, s)| r * s).collect();
    let v = ok(ctx.b.reshape(b, &out))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

fn tri(ctx: &mut LowerCtx, args: &Args, lower: bool) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let k = args.int_or("diagonal", 0)?;
    let shape = ctx.shape(t.v);
    let r = shape.len();
    if r < 2 {
        return Err(ctx.invalid(format!("{}: input tensor must have at least 2 dimensions", if lower { "tril" } else { "triu" })));
    }
    let ty = TensorType::new(ElementType::I64, shape.clone());
    let row = ok(ctx.b.iota(ty.clone(), r - 2))?;
    let col = ok(ctx.b.iota(ty, r - 1))?;
    let diff = ok(ctx.b.sub(col, row))?;
    let kk = ctx.constant_int(ElementType::I64, &shape, k)?;
    let keep = ok(ctx.b.compare(diff, kk, if lower { CmpDir::Le } else { CmpDir::Ge }))?;
    let z = ctx.zeros_like(t.v)?;
    let v = ok(ctx.b.select(keep, t.v, z))?;
    Ok(vec![ctx.out(v, t.dtype)])
}

pub fn tril(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    tri(ctx, args, true)
}

pub fn triu(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    tri(ctx, args, false)
}

/// Source positions along one dimension of a reflection/replication pad.
fn pad_map(n: i64, lo: i64, hi: i64, reflect: bool) -> Vec<i64> {
    (-lo..n + hi)
        .map(|i| {
            if reflect {
                let mut j = i;
                if j < 0 {
                    j = -j;
                }
                if j >= n {
                    j = 2 * (n - 1) - j;
                }
                j
            } else {
                i.clamp(0, n - 1)
            }
        })
        .collect()
}

/// `v` gathered along `d` at the constant positions `idx`.
fn take_along_const(ctx: &mut LowerCtx, v: Value, d: usize, idx: &[i64]) -> Result<Value> {
    let shape = ctx.shape(v);
    let n = idx.len() as i64;
    let iv = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![n, 1]), idx))?;
    let mut sizes = shape.clone();
    sizes[d] = 1;
    let offset_dims: Vec<i64> = (0..shape.len() as i64).filter(|&k| k != d as i64).collect();
    let dims = GatherDims {
        offset_dims,
        collapsed_slice_dims: vec![d as i64],
        start_index_map: vec![d as i64],
        index_vector_dim: 1,
        ..Default::default()
    };
    ok(ctx.b.gather(v, iv, &dims, &sizes, false))
}

/// Adds the slices of `g` along `d` into a zero tensor of size `n` there, at `idx`.
fn scatter_add_along_const(ctx: &mut LowerCtx, g: Value, d: usize, idx: &[i64], n: i64) -> Result<Value> {
    let mut shape = ctx.shape(g);
    shape[d] = n;
    let elem = ctx.elem(g);
    let zeros = ctx.constant(elem, &shape, 0.0)?;
    let k = idx.len() as i64;
    let iv = ok(ctx.b.constant_elements_i64(TensorType::new(ElementType::I64, vec![k, 1]), idx))?;
    let update_window_dims: Vec<i64> = (0..shape.len() as i64).filter(|&x| x != d as i64).collect();
    let dims = ScatterDims {
        update_window_dims,
        inserted_window_dims: vec![d as i64],
        scatter_dims_to_operand_dims: vec![d as i64],
        index_vector_dim: 1,
        ..Default::default()
    };
    // Updates must put the scatter dimension where `update_window_dims` leaves it: at `d`.
    let r = ok(ctx.b.scatter(&[zeros], iv, &[g], &dims, false, false, |b, a| Ok(vec![b.add(a[0], a[1])?])))?;
    Ok(r[0])
}

fn pad_padding(ctx: &LowerCtx, args: &Args, rank: usize, op: &str) -> Result<Vec<(usize, i64, i64)>> {
    let pad = args.ints("padding")?;
    let k = pad.len() / 2;
    if pad.len() % 2 != 0 || k == 0 || k > 3 {
        return Err(ctx.invalid(format!("{op}: padding size is expected to be an even number of at most 6, got {pad:?}")));
    }
    if rank != k + 1 && rank != k + 2 {
        return Err(ctx.invalid(format!(
            "Expected {}D or {}D (batch mode) tensor with possibly 0 batch size and other non-zero dimensions for input, but got: {rank}D",
            k + 1,
            k + 2
        )));
    }
    Ok((0..k).map(|j| (rank - 1 - j, pad[2 * j], pad[2 * j + 1])).collect())
}

fn spatial_pad(ctx: &mut LowerCtx, args: &Args, reflect: bool) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let pads = pad_padding(ctx, args, shape.len(), if reflect { "reflection_pad" } else { "replication_pad" })?;
    let mut v = t.v;
    for &(d, lo, hi) in &pads {
        let n = shape[d];
        if reflect && (lo >= n || hi >= n) {
            return Err(ctx.invalid(format!(
                "Argument #4: Padding size should be less than the corresponding input dimension, but got: padding ({lo}, {hi}) at dimension {d} of input {shape:?}"
            )));
        }
        if !reflect && n == 0 && (lo > 0 || hi > 0) {
            return Err(ctx.invalid(format!("input tensor must have non-zero size in dimension {d} to be padded")));
        }
        if n + lo + hi <= 0 {
            return Err(ctx.invalid(format!("input (dimension {d} size {n}) is too small for padding ({lo}, {hi})")));
        }
        let map = pad_map(n, lo, hi, reflect);
        v = take_along_const(ctx, v, d, &map)?;
    }
    Ok(vec![ctx.out(v, t.dtype)])
}

pub fn reflection_pad(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    spatial_pad(ctx, args, true)
}

pub fn replication_pad(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    spatial_pad(ctx, args, false)
}

/// Backward of the padding gathers: each gathered slice adds back into its source.
fn spatial_pad_backward(ctx: &mut LowerCtx, args: &Args, reflect: bool) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_output")?;
    let t = args.tensor("self")?;
    let shape = ctx.shape(t.v);
    let pads = pad_padding(ctx, args, shape.len(), "pad_backward")?;
    let compute = g.dtype.opmath();
    let mut v = ctx.cast(g, compute)?.v;
    for &(d, lo, hi) in pads.iter().rev() {
        let n = shape[d];
        let map = pad_map(n, lo, hi, reflect);
        v = scatter_add_along_const(ctx, v, d, &map, n)?;
    }
    let v = ctx.convert_value(v, g.dtype)?;
    Ok(vec![ctx.out(v, g.dtype)])
}

pub fn reflection_pad_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    spatial_pad_backward(ctx, args, true)
}

pub fn replication_pad_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    spatial_pad_backward(ctx, args, false)
}

/// `unfold_backward(grad_in, input_sizes, dim, size, step)`: every window
/// element adds back into the input position it was read from.
pub fn unfold_backward(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let g = args.tensor("grad_in")?;
    let sizes = args.ints("input_sizes")?;
    let size = args.int("size")?;
    let step = args.int("step")?;
    let r = sizes.len();
    let dim = ctx.wrap_dim(args.int("dim")?, r)?;
    let gs = ctx.shape(g.v);
    if gs.len() != r + 1 {
        return Err(ctx.invalid(format!("unfold_backward: grad of shape {gs:?} does not match input sizes {sizes:?}")));
    }
    if r == 0 {
        // A 0-d input unfolds to one window of `size` (0 or 1) elements: itself.
        let v = if size == 1 { ok(ctx.b.reshape(g.v, &[]))? } else { ctx.constant(ctx.elem(g.v), &[], 0.0)? };
        return Ok(vec![ctx.out(v, g.dtype)]);
    }
    let windows = gs[dim];
    // [.., W, .., S] -> [.., W, S, ..] -> [.., W*S, ..]
    let mut perm: Vec<i64> = (0..=dim as i64).collect();
    perm.push(r as i64);
    perm.extend(dim as i64 + 1..r as i64);
    let t = ok(ctx.b.transpose(g.v, &perm))?;
    let mut merged: Vec<i64> = sizes.clone();
    merged[dim] = windows * size;
    let t = ok(ctx.b.reshape(t, &merged))?;
    let idx: Vec<i64> = (0..windows).flat_map(|w| (0..size).map(move |k| w * step + k)).collect();
    let compute = g.dtype.opmath();
    let t = ctx.convert_value(t, compute)?;
    let v = scatter_add_along_const(ctx, t, dim, &idx, sizes[dim])?;
    let v = ctx.convert_value(v, g.dtype)?;
    Ok(vec![ctx.out(v, g.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    #[test]
    fn golden_shape_ops() {
        check("cat_promote", "cat", vec![("tensors", T::Tensors(vec![(F32, vec![2, 3]), (I64, vec![1, 3]), (F32, vec![0])])), ("dim", T::Int(0))]);
        check("constant_pad_nd_crop", "constant_pad_nd", vec![("self", T::Tensor(F32, vec![2, 3])), ("pad", T::Ints(vec![1, -1])), ("value", T::Scalar(F64))]);
        check("roll_2d", "roll", vec![("self", T::Tensor(F32, vec![2, 3])), ("shifts", T::Ints(vec![1])), ("dims", T::Ints(vec![1]))]);
        check("repeat_2d", "repeat", vec![("self", T::Tensor(F32, vec![3])), ("repeats", T::Ints(vec![2, 2]))]);
        check("tril_k1", "tril", vec![("self", T::Tensor(F32, vec![3, 3])), ("diagonal", T::Int(1))]);
        check("unfold_backward_step2", "unfold_backward", vec![("grad_in", T::Tensor(F32, vec![2, 3, 3])), ("input_sizes", T::Ints(vec![2, 7])), ("dim", T::Int(1)), ("size", T::Int(3)), ("step", T::Int(2))]);
        check("unfold_backward_0d", "unfold_backward", vec![("grad_in", T::Tensor(F32, vec![1])), ("input_sizes", T::Ints(vec![])), ("dim", T::Int(0)), ("size", T::Int(1)), ("step", T::Int(1))]);
        check("reflection_pad1d", "reflection_pad1d", vec![("self", T::Tensor(F32, vec![1, 4])), ("padding", T::Ints(vec![2, 1]))]);
        check("reflection_pad1d_backward", "reflection_pad1d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 7])), ("self", T::Tensor(F32, vec![1, 4])), ("padding", T::Ints(vec![2, 1]))]);
    }

    #[test]
    fn cat_errors_match_pytorch() {
        let e = lower_text("cat", vec![("tensors", T::Tensors(vec![(F32, vec![2, 3]), (F32, vec![2, 4])])), ("dim", T::Int(0))]).unwrap_err();
        assert!(e.contains("Sizes of tensors must match except in dimension 0. Expected size 3 but got size 4 for tensor number 1 in the list."), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("flip", "flip", vec![("self", T::Tensor(F32, vec![2, 3])), ("dims", T::Ints(vec![1]))]);
        check("triu", "triu", vec![("self", T::Tensor(F32, vec![3, 3])), ("diagonal", T::Int(0))]);
        check("reflection_pad2d", "reflection_pad2d", vec![("self", T::Tensor(F32, vec![1, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1]))]);
        check("reflection_pad3d", "reflection_pad3d", vec![("self", T::Tensor(F32, vec![1, 3, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1, 1, 1]))]);
        check("replication_pad1d", "replication_pad1d", vec![("self", T::Tensor(F32, vec![1, 4])), ("padding", T::Ints(vec![2, 1]))]);
        check("replication_pad2d", "replication_pad2d", vec![("self", T::Tensor(F32, vec![1, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1]))]);
        check("replication_pad3d", "replication_pad3d", vec![("self", T::Tensor(F32, vec![1, 3, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1, 1, 1]))]);
        check("reflection_pad2d_backward", "reflection_pad2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 5, 6])), ("self", T::Tensor(F32, vec![1, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1]))]);
        check("reflection_pad3d_backward", "reflection_pad3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 5, 5, 6])), ("self", T::Tensor(F32, vec![1, 3, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1, 1, 1]))]);
        check("replication_pad1d_backward", "replication_pad1d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 7])), ("self", T::Tensor(F32, vec![1, 4])), ("padding", T::Ints(vec![2, 1]))]);
        check("replication_pad2d_backward", "replication_pad2d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 5, 6])), ("self", T::Tensor(F32, vec![1, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1]))]);
        check("replication_pad3d_backward", "replication_pad3d_backward", vec![("grad_output", T::Tensor(F32, vec![1, 5, 5, 6])), ("self", T::Tensor(F32, vec![1, 3, 3, 4])), ("padding", T::Ints(vec![1, 1, 1, 1, 1, 1]))]);
    }
}
