//! The FFT family: `_fft_r2c`, `_fft_c2r`, `_fft_c2c`, the kernels every
//! `torch.fft.*` function, `stft` and `istft` decompose into, on StableHLO `fft`.
//!
//! StableHLO transforms the trailing 1–3 dimensions only, so the requested dims
//! are moved to the end (in the order given: the last one is the halved one of a
//! one-sided transform) and back; more than three dims are transformed in passes
//! (the transform is separable). XLA's inverse transforms divide by n; PyTorch's
//! kernels do not, and apply `normalization` (0: none, 1: 1/sqrt(n), 2: 1/n) instead,
//! so each result is scaled once by the product of the two.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::platform::Platform;
use crate::registry::Registry;
use tpj_stablehlo::{FftType, Value};

pub fn register(r: &mut Registry) {
    r.op("_fft_r2c", fft_r2c);
    r.op("_fft_c2r", fft_c2r);
    r.op("_fft_c2c", fft_c2c);
}

/// The wrapped, distinct dims of the `dim` argument.
fn fft_dims(ctx: &LowerCtx, args: &Args, rank: usize) -> Result<Vec<usize>> {
    ctx.wrap_dims(&args.ints("dim")?, rank)
}

/// Moves `dims` (in order) behind the other dims; returns the permuted value and
/// the permutation that undoes it.
fn to_back(ctx: &mut LowerCtx, v: Value, dims: &[usize]) -> Result<(Value, Vec<i64>)> {
    let rank = ctx.rank(v);
    let mut perm: Vec<i64> = (0..rank).filter(|d| !dims.contains(d)).map(|d| d as i64).collect();
    perm.extend(dims.iter().map(|&d| d as i64));
    let mut inv = vec![0i64; rank];
    for (i, &p) in perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    let moved = if perm.iter().enumerate().all(|(i, &p)| i as i64 == p) { v } else { ok(ctx.b.transpose(v, &perm))? };
    Ok((moved, inv))
}

fn back(ctx: &mut LowerCtx, v: Value, inv: &[i64]) -> Result<Value> {
    if inv.iter().enumerate().all(|(i, &p)| i as i64 == p) {
        return Ok(v);
    }
    ok(ctx.b.transpose(v, inv))
}

/// Complex-to-complex transform of the last `k` dims of `v`, in passes of at most
/// three (each pass moves its group to the end and back).
/// `forward == false` returns XLA's inverse (divided by the transformed size).
fn c2c_trailing(ctx: &mut LowerCtx, mut v: Value, k: usize, forward: bool) -> Result<Value> {
    let rank = ctx.rank(v);
    let kind = if forward { FftType::Fft } else { FftType::Ifft };
    let mut end = rank;
    while end > rank - k {
        let start = end.saturating_sub(3).max(rank - k);
        let group: Vec<usize> = (start..end).collect();
        let (moved, inv) = to_back(ctx, v, &group)?;
        let len: Vec<i64> = ctx.shape(moved)[rank - group.len()..].to_vec();
        let t = ok(ctx.b.fft(moved, kind, &len))?;
        v = back(ctx, t, &inv)?;
        end = start;
    }
    Ok(v)
}

/// Multiplies `v` by `k` (skipped when it is 1).
fn scale(ctx: &mut LowerCtx, v: Value, k: f64) -> Result<Value> {
    if k == 1.0 {
        return Ok(v);
    }
    let c = ctx.full_like(v, k)?;
    ok(ctx.b.mul(v, c))
}

/// The factor PyTorch's `normalization` applies for a signal of `n` points.
fn norm_factor(ctx: &LowerCtx, normalization: i64, n: i64) -> Result<f64> {
    Ok(match normalization {
        0 => 1.0,
        1 => 1.0 / (n as f64).sqrt(),
        2 => 1.0 / n as f64,
        m => return Err(ctx.invalid(format!("Unsupported normalization type: {m}"))),
    })
}

fn signal_size(shape: &[i64], dims: &[usize]) -> i64 {
    dims.iter().map(|&d| shape[d]).product()
}

fn require(ctx: &LowerCtx, t: &TensorArg, what: &str, ok_dtype: fn(DType) -> bool, expect: &str) -> Result<()> {
    if ok_dtype(t.dtype) {
        if ctx.platform == Platform::Tpu && matches!(t.dtype, DType::F64 | DType::C128) {
            // XLA's TPU backend has no double-precision FFT ("Unexpected operand type for
            // FFT: f64"); computing it in single precision would be a silently different
            // answer, so the op is not lowered there (a counted CPU fallback).
            return Err(ctx.unsupported(format!(
                "{what} of a {} tensor is not lowered for TPU: XLA's TPU backend has no double-precision FFT",
                t.dtype.name()
            )));
        }
        return Ok(());
    }
    if matches!(t.dtype, DType::F16 | DType::BF16) || (expect == "complex" && t.dtype.is_float()) {
        return Err(ctx.unsupported(format!("{what} of a {} {:?} tensor", t.dtype.name(), ctx.shape(t.v))));
    }
    Err(ctx.invalid(format!("{what} expects a {expect} input tensor, but got {}", t.dtype.short_name())))
}

/// `_fft_c2c(self, dim, normalization, forward)`.
pub fn fft_c2c(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    require(ctx, &x, "_fft_c2c", DType::is_complex, "complex")?;
    let shape = ctx.shape(x.v);
    let dims = fft_dims(ctx, args, shape.len())?;
    let normalization = args.int("normalization")?;
    let forward = args.bool("forward")?;
    let n = signal_size(&shape, &dims);
    let k = norm_factor(ctx, normalization, n)?;
    if dims.is_empty() {
        return Ok(vec![x]);
    }
    let (v, inv) = to_back(ctx, x.v, &dims)?;
    let v = c2c_trailing(ctx, v, dims.len(), forward)?;
    let v = back(ctx, v, &inv)?;
    let v = scale(ctx, v, if forward { k } else { k * n as f64 })?;
    Ok(vec![ctx.out(v, x.dtype)])
}

/// `_fft_r2c(self, dim, normalization, onesided)`: real in, complex out; one-sided
/// keeps `n/2 + 1` entries of the last dim in `dim`.
pub fn fft_r2c(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    require(ctx, &x, "_fft_r2c", |d| matches!(d, DType::F32 | DType::F64), "floating point")?;
    let shape = ctx.shape(x.v);
    let dims = fft_dims(ctx, args, shape.len())?;
    let normalization = args.int("normalization")?;
    let onesided = args.bool("onesided")?;
    let out = x.dtype.to_complex();
    let k = norm_factor(ctx, normalization, signal_size(&shape, &dims))?;
    if dims.is_empty() {
        let v = ctx.convert_value(x.v, out)?;
        return Ok(vec![ctx.out(v, out)]);
    }
    let (v, inv) = to_back(ctx, x.v, &dims)?;
    let v = if onesided {
        let last = *ctx.shape(v).last().expect("dims are not empty");
        let r = ok(ctx.b.fft(v, FftType::Rfft, &[last]))?;
        if dims.len() > 1 {
            // The other dims: a full complex transform of the half spectrum.
            let rank = ctx.rank(r);
            let mut perm: Vec<i64> = (0..rank as i64).collect();
            let l = perm.remove(rank - 1);
            perm.insert(rank - dims.len(), l);
            let moved = ok(ctx.b.transpose(r, &perm))?;
            let t = c2c_trailing(ctx, moved, dims.len() - 1, true)?;
            let mut undo = vec![0i64; rank];
            for (i, &p) in perm.iter().enumerate() {
                undo[p as usize] = i as i64;
            }
            ok(ctx.b.transpose(t, &undo))?
        } else {
            r
        }
    } else {
        let c = ctx.convert_value(v, out)?;
        c2c_trailing(ctx, c, dims.len(), true)?
    };
    let v = back(ctx, v, &inv)?;
    let v = scale(ctx, v, k)?;
    Ok(vec![ctx.out(v, out)])
}

/// `_fft_c2r(self, dim, normalization, last_dim_size)`: the inverse of a one-sided
/// transform; the last dim in `dim` grows to `last_dim_size` real points.
pub fn fft_c2r(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    require(ctx, &x, "_fft_c2r", DType::is_complex, "complex")?;
    let shape = ctx.shape(x.v);
    let dims = fft_dims(ctx, args, shape.len())?;
    let normalization = args.int("normalization")?;
    let n_last = args.int("last_dim_size")?;
    if dims.is_empty() {
        return Err(ctx.invalid("_fft_c2r: dim must not be empty"));
    }
    if n_last < 1 {
        return Err(ctx.invalid(format!("Invalid number of data points ({n_last}) specified")));
    }
    let out = x.dtype.real_part();
    let mut out_shape = shape.clone();
    out_shape[*dims.last().unwrap()] = n_last;
    let n = signal_size(&out_shape, &dims);
    let k = norm_factor(ctx, normalization, n)?;
    let (mut v, inv) = to_back(ctx, x.v, &dims)?;
    let rank = shape.len();
    // The half spectrum IRFFT reads has exactly n/2 + 1 entries: crop or zero-fill.
    let half = n_last / 2 + 1;
    let have = *ctx.shape(v).last().unwrap();
    if have > half {
        let s = ctx.shape(v);
        let mut limit = s.clone();
        limit[rank - 1] = half;
        v = ok(ctx.b.slice(v, &vec![0; rank], &limit, &vec![1; rank]))?;
    } else if have < half {
        let zero = ctx.constant(x.dtype.elem(), &[], 0.0)?;
        let mut hi = vec![0; rank];
        hi[rank - 1] = half - have;
        v = ok(ctx.b.pad(v, zero, &vec![0; rank], &hi, &vec![0; rank]))?;
    }
    if dims.len() > 1 {
        // The other dims first: a full inverse transform, leaving the halved dim last.
        let mut perm: Vec<i64> = (0..rank as i64).collect();
        let l = perm.remove(rank - 1);
        perm.insert(rank - dims.len(), l);
        let moved = ok(ctx.b.transpose(v, &perm))?;
        let t = c2c_trailing(ctx, moved, dims.len() - 1, false)?;
        let mut undo = vec![0i64; rank];
        for (i, &p) in perm.iter().enumerate() {
            undo[p as usize] = i as i64;
        }
        v = ok(ctx.b.transpose(t, &undo))?;
    }
    let v = ok(ctx.b.fft(v, FftType::Irfft, &[n_last]))?;
    let v = back(ctx, v, &inv)?;
    let v = scale(ctx, v, k * n as f64)?;
    Ok(vec![ctx.out(v, out)])
}

#[cfg(test)]
mod tests {
    use crate::testing::{check, lower_text, T};
    use crate::DType::*;

    #[test]
    fn fft_goldens() {
        check("fft_r2c", "_fft_r2c", vec![("self", T::Tensor(F32, vec![2, 8])), ("dim", T::Ints(vec![1])), ("normalization", T::Int(0)), ("onesided", T::Bool(true))]);
        check(
            "fft_r2c_2d_ortho",
            "_fft_r2c",
            vec![("self", T::Tensor(F64, vec![4, 6, 3])), ("dim", T::Ints(vec![0, 1])), ("normalization", T::Int(1)), ("onesided", T::Bool(true))],
        );
        check("fft_c2c_inverse", "_fft_c2c", vec![("self", T::Tensor(C64, vec![3, 5])), ("dim", T::Ints(vec![0])), ("normalization", T::Int(2)), ("forward", T::Bool(false))]);
        check("fft_c2r", "_fft_c2r", vec![("self", T::Tensor(C64, vec![2, 5])), ("dim", T::Ints(vec![-1])), ("normalization", T::Int(2)), ("last_dim_size", T::Int(8))]);
    }

    #[test]
    fn four_dims_transform_in_two_passes_and_come_back_in_place() {
        // The golden holds the whole program: two fft passes (3 dims, then 1) and the
        // transposes that put the result back in the input's layout.
        check(
            "fft_c2c_4d_two_passes",
            "_fft_c2c",
            vec![("self", T::Tensor(C64, vec![2, 3, 4, 5])), ("dim", T::Ints(vec![0, 1, 2, 3])), ("normalization", T::Int(0)), ("forward", T::Bool(true))],
        );
    }

    #[test]
    fn fft_rejects_bad_dims_and_dtypes() {
        let e = lower_text("_fft_c2c", vec![("self", T::Tensor(C64, vec![3])), ("dim", T::Ints(vec![2])), ("normalization", T::Int(0)), ("forward", T::Bool(true))])
            .unwrap_err();
        assert!(e.contains("Dimension out of range (expected to be in range of [-1, 0], but got 2)"), "{e}");
        let e = lower_text("_fft_r2c", vec![("self", T::Tensor(I64, vec![3])), ("dim", T::Ints(vec![0])), ("normalization", T::Int(0)), ("onesided", T::Bool(true))])
            .unwrap_err();
        assert!(e.contains("expects a floating point input tensor, but got Long"), "{e}");
    }

    #[test]
    fn double_precision_ffts_are_refused_on_tpu_only() {
        let args = |d| vec![("self", T::Tensor(d, vec![3, 8])), ("dim", T::Ints(vec![1])), ("normalization", T::Int(0)), ("onesided", T::Bool(true))];
        let e = crate::lowering_for(crate::Platform::Tpu, || lower_text("_fft_r2c", args(F64))).unwrap_err();
        assert!(e.contains("_fft_r2c of a torch.float64 tensor is not lowered for TPU"), "{e}");
        crate::lowering_for(crate::Platform::Tpu, || lower_text("_fft_r2c", args(F32))).unwrap();
        lower_text("_fft_r2c", args(F64)).unwrap();
        let c = vec![("self", T::Tensor(C128, vec![4])), ("dim", T::Ints(vec![0])), ("normalization", T::Int(0)), ("forward", T::Bool(true))];
        let e = crate::lowering_for(crate::Platform::Tpu, || lower_text("_fft_c2c", c)).unwrap_err();
        assert!(e.contains("not lowered for TPU"), "{e}");
    }
}
