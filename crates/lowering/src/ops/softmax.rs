//! Softmax and log-softmax, forward and backward. Half and bfloat16 compute in
//! f32 and round once (PyTorch's opmath); `half_to_float` returns the f32 result.

use super::reduce::{cast_v, mul, reduce_keep, sub, Kind};
use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;

pub fn register(r: &mut Registry) {
    r.op("_softmax", softmax).pad(PadRule::Softmax);
    r.op("_log_softmax", log_softmax).pad(PadRule::Softmax);
    r.op("_softmax_backward_data", softmax_backward_data);
    r.op("_log_softmax_backward_data", log_softmax_backward_data);
}

/// Input, wrapped dim, output dtype and opmath dtype of a forward call.
fn forward_args(ctx: &mut LowerCtx, args: &Args, name: &str) -> Result<(TensorArg, usize, DType, DType)> {
    let x = args.tensor("self")?;
    if !x.dtype.is_float() {
        return Err(ctx.invalid(format!("\"{name}_lastdim_kernel_impl\" not implemented for '{}'", x.dtype.short_name())));
    }
    let rank = ctx.rank(x.v);
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    let h2f = args.bool_or("half_to_float", false)?;
    if h2f && !matches!(x.dtype, DType::F16 | DType::BF16) {
        return Err(ctx.invalid("conversion is supported for Half type only"));
    }
    let out = if h2f { DType::F32 } else { x.dtype };
    Ok((x, dim, out, x.dtype.opmath()))
}

pub fn softmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, dim, out, acc) = forward_args(ctx, args, "softmax")?;
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let dims: Vec<usize> = if ctx.rank(v) == 0 { vec![] } else { vec![dim] };
    let m = reduce_keep(ctx, v, &dims, Kind::ShiftMax, true)?;
    let d = sub(ctx, v, m)?;
    let e = ok(ctx.b.exp(d))?;
    let s = reduce_keep(ctx, e, &dims, Kind::Sum, true)?;
    let r = super::reduce::div(ctx, e, s)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

/// `(x - max) - log(sum(exp(x - max)))`, as PyTorch's kernels compute it: an infinite maximum
/// makes the row NaN (`logsumexp`'s guard for infinities would give -inf beside the NaN).
pub fn log_softmax(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (x, dim, out, acc) = forward_args(ctx, args, "log_softmax")?;
    let v = cast_v(ctx, x.v, x.dtype, acc)?;
    let dims: Vec<usize> = if ctx.rank(v) == 0 { vec![] } else { vec![dim] };
    let m = reduce_keep(ctx, v, &dims, Kind::ShiftMax, true)?;
    let d = sub(ctx, v, m)?;
    let e = ok(ctx.b.exp(d))?;
    let s = reduce_keep(ctx, e, &dims, Kind::Sum, true)?;
    let l = ok(ctx.b.log(s))?;
    let r = sub(ctx, d, l)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

/// (grad, output, dims, input dtype, opmath dtype) of a backward call.
fn backward_args(ctx: &mut LowerCtx, args: &Args) -> Result<(TensorArg, TensorArg, Vec<usize>, DType, DType)> {
    let g = args.tensor("grad_output")?;
    let y = args.tensor("output")?;
    let rank = ctx.rank(y.v);
    let dim = ctx.wrap_dim(args.int("dim")?, rank)?;
    let out = args.opt_dtype("input_dtype")?.unwrap_or(g.dtype);
    let dims = if rank == 0 { vec![] } else { vec![dim] };
    Ok((g, y, dims, out, g.dtype.opmath()))
}

/// `y * (g - sum(g * y))`
pub fn softmax_backward_data(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, y, dims, out, acc) = backward_args(ctx, args)?;
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let yv = cast_v(ctx, y.v, y.dtype, acc)?;
    let gy = mul(ctx, gv, yv)?;
    let s = reduce_keep(ctx, gy, &dims, Kind::Sum, true)?;
    let d = sub(ctx, gv, s)?;
    let r = mul(ctx, yv, d)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

/// `g - exp(y) * sum(g)`
pub fn log_softmax_backward_data(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (g, y, dims, out, acc) = backward_args(ctx, args)?;
    let gv = cast_v(ctx, g.v, g.dtype, acc)?;
    let yv = cast_v(ctx, y.v, y.dtype, acc)?;
    let s = reduce_keep(ctx, gv, &dims, Kind::Sum, true)?;
    let e = ok(ctx.b.exp(yv))?;
    let es = mul(ctx, e, s)?;
    let r = sub(ctx, gv, es)?;
    let r = cast_v(ctx, r, acc, out)?;
    Ok(vec![ctx.out(r, out)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_softmax() {
        check("_softmax_bf16", "_softmax", vec![("self", T::Tensor(BF16, vec![2, 5])), ("dim", T::Int(-1)), ("half_to_float", T::Bool(false))]);
        check("_log_softmax_f32", "_log_softmax", vec![("self", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("half_to_float", T::Bool(false))]);
        check("_softmax_backward_data_f32", "_softmax_backward_data", vec![("grad_output", T::Tensor(F32, vec![2, 5])), ("output", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("input_dtype", T::DType(F32))]);
        check("_log_softmax_backward_data_f32", "_log_softmax_backward_data", vec![("grad_output", T::Tensor(F32, vec![2, 5])), ("output", T::Tensor(F32, vec![2, 5])), ("dim", T::Int(1)), ("input_dtype", T::DType(F32))]);
    }
}
