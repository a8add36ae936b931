//! Allocation and conversion ops as values, for compiled graphs. Eager mode
//! reaches these as `empty` + `fill_`/`copy_` (PyTorch's composite kernels),
//! so they are `graph_only`.

use crate::args::{Args, TensorArg};
use crate::ctx::LowerCtx;
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;

pub fn register(r: &mut Registry) {
    r.op("_to_copy", to_copy).graph_only().pad(PadRule::Elementwise);
    r.op("convert_element_type", convert_element_type).graph_only();
    r.op("empty", empty).overloads(&["memory_format"]).graph_only().pad(PadRule::Factory);
    r.op("empty_strided", empty).graph_only().pad(PadRule::Factory);
    r.op("empty_permuted", empty).graph_only();
    r.op("empty_like", like_zeros).graph_only().pad(PadRule::Elementwise);
    r.op("zeros_like", like_zeros).graph_only().pad(PadRule::Elementwise);
    r.op("ones_like", like_ones).graph_only().pad(PadRule::Elementwise);
    r.op("full_like", full_like).graph_only().pad(PadRule::Elementwise);
    r.op("new_empty", new_zeros).graph_only().pad(PadRule::Factory);
    r.op("new_empty_strided", new_zeros).graph_only().pad(PadRule::Factory);
    r.op("new_zeros", new_zeros).graph_only().pad(PadRule::Factory);
    r.op("new_ones", new_ones).graph_only().pad(PadRule::Factory);
    r.op("new_full", new_full).graph_only().pad(PadRule::Factory);
    r.op("zeros", empty).graph_only().pad(PadRule::Factory);
    r.op("ones", ones).graph_only().pad(PadRule::Factory);
}

/// `_to_copy(self, dtype=..., device=...)`: a dtype conversion (devices are one program).
pub fn to_copy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    converted(ctx, args, "self")
}

fn converted(ctx: &mut LowerCtx, args: &Args, input: &str) -> Result<Vec<TensorArg>> {
    let x = args.tensor(input)?;
    let d = args.opt_dtype("dtype")?.unwrap_or(x.dtype);
    let c = ctx.cast(x, d)?;
    Ok(vec![ctx.out(c.v, d)])
}

/// `prims::convert_element_type(a, dtype)`: what decompositions and `torch.tensor(...)`
/// constants leave in graphs for a dtype conversion.
pub fn convert_element_type(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    converted(ctx, args, "a")
}

fn filled(ctx: &mut LowerCtx, dims: &[i64], dtype: DType, value: f64) -> Result<Vec<TensorArg>> {
    let v = ctx.constant(dtype.elem(), dims, value)?;
    Ok(vec![ctx.out(v, dtype)])
}

/// Uninitialised memory has no value in a functional program: zeros. Strides and
/// `empty_permuted`'s physical layout are the buffer's business, not the value's.
pub fn empty(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let size = args.ints("size")?;
    let d = args.opt_dtype("dtype")?.unwrap_or(DType::F32);
    filled(ctx, &size, d, 0.0)
}

pub fn ones(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let size = args.ints("size")?;
    let d = args.opt_dtype("dtype")?.unwrap_or(DType::F32);
    filled(ctx, &size, d, 1.0)
}

fn like(ctx: &mut LowerCtx, args: &Args) -> Result<(Vec<i64>, DType)> {
    let x = args.tensor("self")?;
    Ok((ctx.shape(x.v), args.opt_dtype("dtype")?.unwrap_or(x.dtype)))
}

pub fn like_zeros(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = like(ctx, args)?;
    filled(ctx, &dims, d, 0.0)
}

pub fn like_ones(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = like(ctx, args)?;
    filled(ctx, &dims, d, 1.0)
}

pub fn full_like(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = like(ctx, args)?;
    let fill = args.operand("fill_value")?;
    let c = ctx.cast(fill, d)?;
    let v = ctx.broadcast_to(c.v, &dims)?;
    Ok(vec![ctx.out(v, d)])
}

fn new_like(_ctx: &mut LowerCtx, args: &Args) -> Result<(Vec<i64>, DType)> {
    let x = args.tensor("self")?;
    Ok((args.ints("size")?, args.opt_dtype("dtype")?.unwrap_or(x.dtype)))
}

pub fn new_zeros(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = new_like(ctx, args)?;
    filled(ctx, &dims, d, 0.0)
}

pub fn new_ones(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = new_like(ctx, args)?;
    filled(ctx, &dims, d, 1.0)
}

pub fn new_full(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (dims, d) = new_like(ctx, args)?;
    let fill = args.operand("fill_value")?;
    let c = ctx.cast(fill, d)?;
    let v = ctx.broadcast_to(c.v, &dims)?;
    Ok(vec![ctx.out(v, d)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_allocations() {
        // `torch.empty_like` under core-ATen decompositions (fused SGD's first step).
        check("empty_permuted_bf16", "empty_permuted", vec![
            ("size", T::Ints(vec![2, 3])),
            ("physical_layout", T::Ints(vec![0, 1])),
            ("dtype", T::DType(BF16)),
        ]);
        check("zeros_like_f32", "zeros_like", vec![("self", T::Tensor(F32, vec![4, 2]))]);
        check("convert_element_type_bf16", "convert_element_type", vec![("a", T::Tensor(F32, vec![3])), ("dtype", T::DType(BF16))]);
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("empty", "empty", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("empty_strided", "empty_strided", vec![("size", T::Ints(vec![2, 3])), ("stride", T::Ints(vec![3, 1])), ("dtype", T::None)]);
        check("empty_like", "empty_like", vec![("self", T::Tensor(F32, vec![2, 3])), ("dtype", T::None)]);
        check("ones_like", "ones_like", vec![("self", T::Tensor(F32, vec![2, 3])), ("dtype", T::None)]);
        check("full_like", "full_like", vec![("self", T::Tensor(F32, vec![2, 3])), ("fill_value", T::Scalar(F64)), ("dtype", T::None)]);
        check("new_empty", "new_empty", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("new_empty_strided", "new_empty_strided", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("stride", T::Ints(vec![3, 1])), ("dtype", T::None)]);
        check("new_zeros", "new_zeros", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("new_ones", "new_ones", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("new_full", "new_full", vec![("self", T::Tensor(F32, vec![2, 3])), ("size", T::Ints(vec![2, 3])), ("fill_value", T::Scalar(F64)), ("dtype", T::None)]);
        check("zeros", "zeros", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
        check("ones", "ones", vec![("size", T::Ints(vec![2, 3])), ("dtype", T::None)]);
    }
}
