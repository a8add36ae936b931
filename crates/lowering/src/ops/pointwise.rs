//! Element-wise arithmetic with PyTorch's broadcasting and type promotion.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::registry::Registry;

pub fn register(r: &mut Registry) {
    r.op("add", add);
    r.op("sub", sub);
    r.op("mul", mul);
    r.op("div", div);
    r.op("copy", copy);
    r.op("clone", clone);
}

/// Promotes `self` and `other`, broadcasts them and returns (lhs, rhs, dtype).
fn binary_operands(
    ctx: &mut LowerCtx,
    args: &Args,
) -> Result<(TensorArg, TensorArg, DType)> {
    let a = args.tensor("self").or_else(|_| args.operand("self"))?;
    let b = args.operand("other")?;
    let dtype = ctx.result_type(&[a, b]);
    Ok((a, b, dtype))
}

/// `a + alpha * b` (and `a - alpha * b`), computed in the promoted type.
fn add_like(ctx: &mut LowerCtx, args: &Args, negate: bool) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    if negate && dtype == DType::Bool {
        return Err(ctx.invalid(
            "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.",
        ));
    }
    let vs = ctx.unify(&[a, b], dtype)?;
    let (x, mut y) = (vs[0], vs[1]);
    if let Some(alpha) = args.opt_operand("alpha")? {
        let al = ctx.cast(alpha, dtype)?;
        let shape = ctx.shape(y);
        let al = ctx.broadcast_to(al.v, &shape)?;
        y = ok(ctx.b.mul(y, al))?;
    }
    let v = if dtype == DType::Bool {
        ok(ctx.b.or(x, y))?
    } else if negate {
        ok(ctx.b.sub(x, y))?
    } else {
        ok(ctx.b.add(x, y))?
    };
    Ok(vec![ctx.out(v, dtype)])
}

pub fn add(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    add_like(ctx, args, false)
}

pub fn sub(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    add_like(ctx, args, true)
}

pub fn mul(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, dtype) = binary_operands(ctx, args)?;
    let vs = ctx.unify(&[a, b], dtype)?;
    let v = if dtype == DType::Bool {
        ok(ctx.b.and(vs[0], vs[1]))?
    } else {
        ok(ctx.b.mul(vs[0], vs[1]))?
    };
    Ok(vec![ctx.out(v, dtype)])
}

/// True division promotes integers to the default float; `rounding_mode`
/// "trunc"/"floor" keep the promoted type.
pub fn div(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (a, b, mut dtype) = binary_operands(ctx, args)?;
    let mode = args.opt_str("rounding_mode")?;
    if mode.is_none() && !dtype.is_float() {
        dtype = DType::F32;
    }
    let vs = ctx.unify(&[a, b], dtype)?;
    let q = ok(ctx.b.div(vs[0], vs[1]))?;
    let v = match mode.as_deref() {
        None => q,
        Some("trunc") => {
            if dtype.is_float() {
                // trunc(x) = sign(x) * floor(|x|)
                let s = ok(ctx.b.sign(q))?;
                let a = ok(ctx.b.abs(q))?;
                let f = ok(ctx.b.floor(a))?;
                ok(ctx.b.mul(s, f))?
            } else {
                q
            }
        }
        Some("floor") => {
            if dtype.is_float() {
                ok(ctx.b.floor(q))?
            } else {
                // Integer division truncates; step down when signs differ and it is inexact.
                let prod = ok(ctx.b.mul(q, vs[1]))?;
                let inexact = ok(ctx.b.compare(prod, vs[0], tpj_stablehlo::CmpDir::Ne))?;
                let zero = ctx.zeros_like(vs[0])?;
                let an = ok(ctx.b.compare(vs[0], zero, tpj_stablehlo::CmpDir::Lt))?;
                let bn = ok(ctx.b.compare(vs[1], zero, tpj_stablehlo::CmpDir::Lt))?;
                let differ = ok(ctx.b.xor(an, bn))?;
                let adjust = ok(ctx.b.and(inexact, differ))?;
                let one = ctx.full_like(q, 1.0)?;
                let qm1 = ok(ctx.b.sub(q, one))?;
                ok(ctx.b.select(adjust, qm1, q))?
            }
        }
        Some(other) => {
            return Err(ctx.value_error(format!(
                "div expected rounding_mode to be one of None, 'trunc', or 'floor' but found '{other}'"
            )))
        }
    };
    Ok(vec![ctx.out(v, dtype)])
}

/// `copy_(self, src)`: src broadcast to self's shape, converted to self's dtype.
/// The engine writes the result back into `self`'s view.
pub fn copy(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let dst = args.tensor("self")?;
    let src = args.operand("src")?;
    let shape = ctx.shape(dst.v);
    let c = ctx.cast(src, dst.dtype)?;
    let v = ctx.broadcast_to(c.v, &shape)?;
    Ok(vec![ctx.out(v, dst.dtype)])
}

/// `clone`: the view, read out contiguously.
pub fn clone(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let t = args.tensor("self")?;
    Ok(vec![ctx.out(t.v, t.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_add() {
        check("add_f32_broadcast_alpha", "add", vec![("self", T::Tensor(F32, vec![2, 3])), ("other", T::Tensor(F32, vec![3])), ("alpha", T::Scalar(I64))]);
        check("add_int_scalar", "add", vec![("self", T::Tensor(I32, vec![4])), ("other", T::Scalar(F64)), ("alpha", T::None)]);
    }

    #[test]
    fn golden_mul_div() {
        check("mul_bool", "mul", vec![("self", T::Tensor(Bool, vec![4])), ("other", T::Tensor(Bool, vec![4]))]);
        check("div_floor_int", "div", vec![("self", T::Tensor(I64, vec![4])), ("other", T::Tensor(I64, vec![4])), ("rounding_mode", T::Str("floor"))]);
        check("div_true_int", "div", vec![("self", T::Tensor(I64, vec![4])), ("other", T::Scalar(I64))]);
    }

    #[test]
    fn sub_bool_is_rejected_like_pytorch() {
        let e = crate::testing::lower_text("sub", vec![("self", T::Tensor(Bool, vec![2])), ("other", T::Tensor(Bool, vec![2]))]).unwrap_err();
        assert!(e.contains("Subtraction, the `-` operator, with two bool tensors is not supported"), "{e}");
    }
}
