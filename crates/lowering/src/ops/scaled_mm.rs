//! Low-precision matrix products: `_scaled_mm` (float8 operands with scales, as
//! torchao's float8 training uses) and `_int_mm` (int8 with int32 accumulation).
//!
//! `_scaled_mm` follows PyTorch's portable CPU kernel: each operand is widened to
//! f32 and multiplied by its scale (one value, or one per row of `self` / column
//! of `mat2`), the product accumulates in f32, the bias is added in f32, a float8
//! result is divided by `scale_result`, and the sum is cast to `out_dtype` once.
//! No plugin multiplies float8 natively here; the program says what it computes.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::registry::Registry;
use tpj_stablehlo::{DotDims, ElementType, Value};

pub fn register(r: &mut Registry) {
    r.op("_scaled_mm", scaled_mm).float8();
    r.op("_int_mm", int_mm);
}

fn dims_str(d: &[i64]) -> String {
    d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("x")
}

/// `[a, b]` as PyTorch prints an `IntArrayRef`.
fn list(d: &[i64]) -> String {
    format!("[{}]", d.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(", "))
}

fn contiguous_strides(d: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; d.len()];
    for i in (0..d.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * d[i + 1].max(1);
    }
    st
}

/// The rank and the `MxK and KxN` checks `_scaled_mm` and `_int_mm` share.
fn check_matrices(ctx: &LowerCtx, op: &str, a: &TensorArg, b: &TensorArg) -> Result<(i64, i64, i64)> {
    for (t, name) in [(a, "self"), (b, "mat2")] {
        let r = ctx.rank(t.v);
        if r != 2 {
            return Err(ctx.invalid(format!("{op}: {name} must be a matrix, got {r}-D tensor")));
        }
    }
    let (sa, sb) = (ctx.shape(a.v), ctx.shape(b.v));
    if sa[1] != sb[0] {
        return Err(ctx.invalid(format!(
            "{op}: mat1 and mat2 shapes cannot be multiplied ({} and {})",
            dims_str(&sa),
            dims_str(&sb)
        )));
    }
    Ok((sa[0], sa[1], sb[1]))
}

/// How a scale applies: one value for the whole operand, or one per row of
/// `self` (`[M, 1]`) / per column of `mat2` (`[1, N]`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scaling {
    TensorWise,
    RowWise,
}

pub fn scaled_mm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("mat2")?);
    let (sa, sb) = (args.tensor("scale_a")?, args.tensor("scale_b")?);
    let bias = args.opt_tensor("bias")?;
    let scale_result = args.opt_tensor("scale_result")?;
    let explicit_out = args.opt_dtype("out_dtype")?;
    let out_dtype = explicit_out.unwrap_or(a.dtype);
    let (m, _k, n) = check_matrices(ctx, "_scaled_mm", &a, &b)?;

    let (sa_shape, sb_shape) = (ctx.shape(sa.v), ctx.shape(sb.v));
    let numel = |s: &[i64]| s.iter().product::<i64>();
    let f8 = a.dtype.is_float8() && b.dtype.is_float8();
    let f32_scales = sa.dtype == DType::F32 && sb.dtype == DType::F32;
    let scaling = if f8 && f32_scales && numel(&sa_shape) == 1 && numel(&sb_shape) == 1 {
        Some(Scaling::TensorWise)
    } else if f8 && f32_scales && sa_shape == [m, 1] && sb_shape == [1, n] {
        Some(Scaling::RowWise)
    } else {
        None
    };
    let Some(scaling) = scaling else {
        return Err(ctx.value_error(format!(
            "Invalid scaling configuration.\n\
             - For TensorWise scaling, a and b should be float8, scales should be float and singletons.\n\
             - For RowWise scaling, a and b should be float8, scales should be float, scale_a should be ({m}, 1) and scale_b should be (1, {n}), and both should be contiguous.\n\
             Got mat_a.dtype()={}, scale_a.dtype()={}, scale_a.size()={}, scale_a.stride()={}, mat_b.dtype()={}, scale_b.dtype()={}, scale_b.size()={} and scale_b.stride()={}",
            a.dtype.short_name(),
            sa.dtype.short_name(),
            list(&sa_shape),
            list(&contiguous_strides(&sa_shape)),
            b.dtype.short_name(),
            sb.dtype.short_name(),
            list(&sb_shape),
            list(&contiguous_strides(&sb_shape)),
        )));
    };
    if let Some(s) = &scale_result {
        if numel(&ctx.shape(s.v)) != 1 || s.dtype != DType::F32 {
            return Err(ctx.invalid("scale_result must be a float scalar"));
        }
    }
    if let Some(bias) = &bias {
        let got = numel(&ctx.shape(bias.v));
        if got != n {
            return Err(ctx.invalid(format!("Bias must be size {n} but got {got}")));
        }
    }

    let a32 = scaled_operand(ctx, a, sa, scaling)?;
    let b32 = scaled_operand(ctx, b, sb, scaling)?;
    let mut acc = ok(ctx.b.dot_general(a32, b32, &DotDims::matmul(), None))?;
    if let Some(bias) = bias {
        let bv = ctx.convert_value(bias.v, DType::F32)?;
        let bv = ok(ctx.b.reshape(bv, &[n]))?;
        let bv = ctx.broadcast_to(bv, &[m, n])?;
        acc = ok(ctx.b.add(acc, bv))?;
    }
    // Only these two output types take `scale_result` (the FNUZ ones ignore it),
    // and PyTorch's CPU kernel only when `out_dtype` is given, not defaulted.
    if let (Some(s), Some(DType::F8E4M3FN | DType::F8E5M2)) = (scale_result, explicit_out) {
        let s = ok(ctx.b.reshape(s.v, &[]))?;
        let one = ctx.constant(ElementType::F32, &[], 1.0)?;
        let inv = ok(ctx.b.div(one, s))?;
        let inv = ctx.broadcast_to(inv, &[m, n])?;
        acc = ok(ctx.b.mul(acc, inv))?;
    }
    let out = ctx.convert_value(acc, out_dtype)?;
    Ok(vec![ctx.out(out, out_dtype)])
}

/// `x` widened to f32 and multiplied by its scale: a single value, or a row /
/// column vector broadcast along the other dimension.
fn scaled_operand(ctx: &mut LowerCtx, x: TensorArg, scale: TensorArg, scaling: Scaling) -> Result<Value> {
    let shape = ctx.shape(x.v);
    let x32 = ctx.convert_value(x.v, DType::F32)?;
    let s = match scaling {
        Scaling::TensorWise => ok(ctx.b.reshape(scale.v, &[]))?,
        Scaling::RowWise => scale.v,
    };
    let s = ctx.broadcast_to(s, &shape)?;
    ok(ctx.b.mul(x32, s))
}

pub fn int_mm(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b) = (args.tensor("self")?, args.tensor("mat2")?);
    check_matrices(ctx, "_int_mm", &a, &b)?;
    if !matches!(a.dtype, DType::I8 | DType::U8) {
        return Err(ctx.invalid(format!(
            "int_mm_out_cpu: Expected self dtype to be int8 or uint8 but got {}",
            a.dtype.cpp_name()
        )));
    }
    if b.dtype != DType::I8 {
        return Err(ctx.invalid(format!(
            "int_mm_out_cpu: Expected mat2 dtype to be of type int8 but got {}",
            b.dtype.cpp_name()
        )));
    }
    // Widen before the dot: an int32 accumulator is exact for any K PyTorch allows
    // here, and XLA CPU has no mixed i8 x i8 -> i32 dot.
    let a32 = ctx.convert_value(a.v, DType::I32)?;
    let b32 = ctx.convert_value(b.v, DType::I32)?;
    let v = ok(ctx.b.dot_general(a32, b32, &DotDims::matmul(), None))?;
    Ok(vec![ctx.out(v, DType::I32)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, lower_text, T};

    fn scaled(a: crate::dtype::DType, sa: Vec<i64>, sb: Vec<i64>, bias: T, scale_result: T, out: T) -> Vec<(&'static str, T)> {
        vec![
            ("self", T::Tensor(a, vec![16, 32])),
            ("mat2", T::Tensor(F8E5M2, vec![32, 16])),
            ("scale_a", T::Tensor(F32, sa)),
            ("scale_b", T::Tensor(F32, sb)),
            ("bias", bias),
            ("scale_result", scale_result),
            ("out_dtype", out),
            ("use_fast_accum", T::Bool(false)),
        ]
    }

    #[test]
    fn low_precision_mm_goldens() {
        check(
            "scaled_mm_tensorwise_bias",
            "_scaled_mm",
            scaled(F8E4M3FN, vec![], vec![], T::Tensor(BF16, vec![16]), T::None, T::DType(BF16)),
        );
        check(
            "scaled_mm_rowwise_f8_out",
            "_scaled_mm",
            scaled(F8E4M3FN, vec![16, 1], vec![1, 16], T::None, T::Tensor(F32, vec![]), T::DType(F8E4M3FN)),
        );
        // A defaulted float8 out_dtype ignores scale_result, as PyTorch's CPU kernel does.
        check(
            "scaled_mm_default_out_ignores_scale_result",
            "_scaled_mm",
            scaled(F8E4M3FN, vec![], vec![], T::None, T::Tensor(F32, vec![]), T::None),
        );
        check("int_mm", "_int_mm", vec![("self", T::Tensor(I8, vec![32, 64])), ("mat2", T::Tensor(I8, vec![64, 16]))]);
    }

    #[test]
    fn scaled_mm_rejects_what_pytorch_rejects() {
        let e = lower_text("_scaled_mm", scaled(F32, vec![], vec![], T::None, T::None, T::None)).unwrap_err();
        assert!(e.contains("Invalid scaling configuration") && e.contains("mat_a.dtype()=Float,"), "{e}");
        let e = lower_text("_scaled_mm", scaled(F8E4M3FN, vec![3], vec![], T::None, T::None, T::None)).unwrap_err();
        assert!(e.contains("scale_a.size()=[3], scale_a.stride()=[1]"), "{e}");
        let e = lower_text("_scaled_mm", scaled(F8E4M3FN, vec![], vec![], T::Tensor(F32, vec![3]), T::None, T::None)).unwrap_err();
        assert!(e.contains("Bias must be size 16 but got 3"), "{e}");
        let e = lower_text("_int_mm", vec![("self", T::Tensor(I8, vec![32, 64])), ("mat2", T::Tensor(I32, vec![64, 16]))]).unwrap_err();
        assert!(e.contains("Expected mat2 dtype to be of type int8 but got int"), "{e}");
        let e = lower_text("_int_mm", vec![("self", T::Tensor(I8, vec![32, 64])), ("mat2", T::Tensor(I8, vec![32, 16]))]).unwrap_err();
        assert!(e.contains("shapes cannot be multiplied (32x64 and 32x16)"), "{e}");
    }

    #[test]
    fn float8_casts_and_gate() {
        // PyTorch's rounding lives in the builder's convert: through f32, saturating e4m3fn.
        check("to_copy_f64_to_f8e4m3fn", "_to_copy", vec![("self", T::Tensor(F64, vec![4])), ("dtype", T::DType(F8E4M3FN))]);
        check("to_copy_f32_to_f8e5m2", "_to_copy", vec![("self", T::Tensor(F32, vec![4])), ("dtype", T::DType(F8E5M2))]);
        // Arithmetic is not defined on float8: NotImplementedError, as on CPU.
        let e = lower_text("add", vec![("self", T::Tensor(F8E4M3FN, vec![4])), ("other", T::Tensor(F8E4M3FN, vec![4])), ("alpha", T::Const(1.0))])
            .unwrap_err();
        assert!(e.contains("\"add\" not implemented for 'Float8_e4m3fn'"), "{e}");
        let e = lower_text("eq", vec![("self", T::Tensor(F8E4M3FN, vec![4])), ("other", T::Tensor(F32, vec![4]))]).unwrap_err();
        assert!(e.contains("Promotion for Float8 Types is not supported, attempted to promote Float8_e4m3fn and Float"), "{e}");
    }
}
