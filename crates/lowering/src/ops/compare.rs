//! Comparisons: eq/ne/lt/le/gt/ge (Tensor and Scalar overloads) with PyTorch's
//! type promotion, and `equal` (a Python bool, returned as a rank-0 bool tensor).

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::pointwise::promote_compute;
use crate::padding::PadRule;
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType};

pub fn register(r: &mut Registry) {
    // Every op of the family is element-wise under padding; the rule ends with the block.
    r.family(PadRule::Elementwise, |r| {
        r.op("eq", eq).overloads(&["Tensor", "Scalar"]).float8();
        r.op("ne", ne).overloads(&["Tensor", "Scalar"]).float8();
        r.op("lt", lt).overloads(&["Tensor", "Scalar"]);
        r.op("le", le).overloads(&["Tensor", "Scalar"]);
        r.op("gt", gt).overloads(&["Tensor", "Scalar"]);
        r.op("ge", ge).overloads(&["Tensor", "Scalar"]);
        r.op("equal", equal).pad(PadRule::NotBucketable);
    });
}

/// Compares `self` with `other` in their promoted type; the result is bool.
fn cmp(ctx: &mut LowerCtx, args: &Args, dir: CmpDir) -> Result<Vec<TensorArg>> {
    let a = args.operand("self")?;
    let b = args.operand("other")?;
    let dtype = ctx.result_type(&[a, b])?;
    let mut vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    if dtype == DType::BF16 {
        // Exact, and it keeps the newer XLA CPU alive: its LLVM aborts the process selecting a
        // bfloat16 compare fused with a conversion to float16 (`(x < y).half()` compiled).
        for v in vs.iter_mut() {
            *v = ok(ctx.b.convert(*v, ElementType::F32))?;
        }
    }
    let v = ok(ctx.b.compare(vs[0], vs[1], dir))?;
    Ok(vec![ctx.out(v, DType::Bool)])
}

pub fn eq(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Eq)
}

pub fn ne(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Ne)
}

pub fn lt(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Lt)
}

pub fn le(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Le)
}

pub fn gt(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Gt)
}

pub fn ge(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    cmp(ctx, args, CmpDir::Ge)
}

/// `torch.equal`: same shape and all elements equal (NaN != NaN). Different
/// shapes give False; the values compare in the promoted type.
pub fn equal(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let a = args.tensor("self")?;
    let b = args.tensor("other")?;
    if ctx.shape(a.v) != ctx.shape(b.v) {
        let v = ctx.constant(ElementType::I1, &[], 0.0)?;
        return Ok(vec![ctx.out(v, DType::Bool)]);
    }
    let dtype = crate::dtype::promote_types(a.dtype, b.dtype);
    let vs = promote_compute(ctx, &[a, b], dtype, dtype)?;
    let e = ok(ctx.b.compare(vs[0], vs[1], CmpDir::Eq))?;
    let rank = ctx.rank(e);
    let init = ctx.constant(ElementType::I1, &[], 1.0)?;
    let dims: Vec<i64> = (0..rank as i64).collect();
    let v = ok(ctx.b.reduce(&[e], &[init], &dims, |b, x| Ok(vec![b.and(x[0], x[1])?])))?[0];
    Ok(vec![ctx.out(v, DType::Bool)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_compare() {
        check("lt_int_float_scalar", "lt", vec![("self", T::Tensor(I32, vec![2, 3])), ("other", T::Scalar(F64))]);
        check("lt_bf16_scalar_in_f32", "lt", vec![("self", T::Tensor(BF16, vec![2, 3])), ("other", T::Scalar(F64))]);
        check("eq_bool_broadcast", "eq", vec![("self", T::Tensor(Bool, vec![2, 3])), ("other", T::Tensor(Bool, vec![3]))]);
        check("equal_f32", "equal", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("ne", "ne", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("le", "le", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("gt", "gt", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
        check("ge", "ge", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![2, 3]))]);
    }
}
