//! Complex numbers from and to their parts: `complex`, `polar`, the physical
//! conjugate. (`view_as_real` / `view_as_complex`, `real`, `imag` and `conj` are
//! views: metadata in the glue, read by reinterpreting the storage; `abs`,
//! `angle` and `sgn` of complex tensors live with their real versions.)

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::padding::PadRule;
use crate::registry::Registry;

pub fn register(r: &mut Registry) {
    // Every op of the family is element-wise under padding; the rule ends with the block.
    r.family(PadRule::Elementwise, |r| {
        r.op("complex", complex);
        r.op("polar", polar);
        // `conj_physical_` / `conj_physical.out` share the base name `conj_physical`.
        r.op("_conj_physical", conj_physical);
        r.op("conj_physical", conj_physical);
    });
    // Views in eager mode (metadata in the glue); values inside compiled graphs.
    r.op("_conj", conj_physical).graph_only();
    r.op("view_as_real", view_as_real).graph_only();
    r.op("view_as_complex", view_as_complex).graph_only();
}

/// `view_as_real(self)`: a complex `[..]` as real `[.., 2]` (real part first).
pub fn view_as_real(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_complex() {
        return Err(ctx.invalid("view_as_real is only supported for complex tensors"));
    }
    let mut shape = ctx.shape(x.v);
    shape.push(1);
    let re = ok(ctx.b.real(x.v))?;
    let im = ok(ctx.b.imag(x.v))?;
    let re = ok(ctx.b.reshape(re, &shape))?;
    let im = ok(ctx.b.reshape(im, &shape))?;
    let v = ok(ctx.b.concatenate(&[re, im], (shape.len() - 1) as i64))?;
    Ok(vec![ctx.out(v, x.dtype.real_part())])
}

/// `view_as_complex(self)`: a real `[.., 2]` as complex `[..]`.
pub fn view_as_complex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !matches!(x.dtype, DType::F32 | DType::F64) {
        return Err(ctx.invalid(format!(
            "view_as_complex is only supported for float and double tensors, but got a tensor of scalar type: {}",
            x.dtype.short_name()
        )));
    }
    let shape = ctx.shape(x.v);
    if shape.last() != Some(&2) {
        return Err(ctx.invalid("Tensor must have a last dimension of size 2"));
    }
    let r = shape.len();
    let lead = &shape[..r - 1];
    let mut limit = shape.clone();
    limit[r - 1] = 1;
    let re = ok(ctx.b.slice(x.v, &vec![0; r], &limit, &vec![1; r]))?;
    let mut start = vec![0; r];
    start[r - 1] = 1;
    let im = ok(ctx.b.slice(x.v, &start, &shape, &vec![1; r]))?;
    let re = ok(ctx.b.reshape(re, lead))?;
    let im = ok(ctx.b.reshape(im, lead))?;
    let v = ok(ctx.b.complex(re, im))?;
    Ok(vec![ctx.out(v, x.dtype.to_complex())])
}

/// The two real operands of `complex` / `polar`, broadcast, with PyTorch's checks.
fn parts(ctx: &mut LowerCtx, args: &Args, a: &str, b: &str) -> Result<(TensorArg, TensorArg)> {
    let (x, y) = (args.tensor(a)?, args.tensor(b)?);
    if !matches!(x.dtype, DType::F32 | DType::F64) || !matches!(y.dtype, DType::F32 | DType::F64) {
        if !x.dtype.is_float() || !y.dtype.is_float() {
            return Err(ctx.invalid(format!(
                "Expected both inputs to be Half, Float or Double tensors but got {} and {}",
                x.dtype.short_name(),
                y.dtype.short_name()
            )));
        }
        // complex32 (of half parts) is no device dtype here.
        return Err(ctx.unsupported(format!("complex of {} and {} parts", x.dtype.name(), y.dtype.name())));
    }
    if x.dtype != y.dtype {
        return Err(ctx.invalid(format!(
            "Expected object of scalar type {} but got scalar type {} for second argument",
            x.dtype.short_name(),
            y.dtype.short_name()
        )));
    }
    let vs = ctx.unify(&[x, y], x.dtype)?;
    Ok((ctx.out(vs[0], x.dtype), ctx.out(vs[1], x.dtype)))
}

/// `complex(real, imag)`: `real + imag·i`.
pub fn complex(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (re, im) = parts(ctx, args, "real", "imag")?;
    let v = ok(ctx.b.complex(re.v, im.v))?;
    Ok(vec![ctx.out(v, re.dtype.to_complex())])
}

/// `polar(abs, angle)`: `abs·cos(angle) + abs·sin(angle)·i`.
pub fn polar(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let (r, th) = parts(ctx, args, "abs", "angle")?;
    let c = ok(ctx.b.cos(th.v))?;
    let s = ok(ctx.b.sin(th.v))?;
    let re = ok(ctx.b.mul(r.v, c))?;
    let im = ok(ctx.b.mul(r.v, s))?;
    let v = ok(ctx.b.complex(re, im))?;
    Ok(vec![ctx.out(v, r.dtype.to_complex())])
}

/// The conjugate, computed (not the lazy conjugate bit): real tensors are their own.
pub fn conj_physical(ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
    let x = args.tensor("self")?;
    if !x.dtype.is_complex() {
        return Ok(vec![ctx.out(x.v, x.dtype)]);
    }
    let re = ok(ctx.b.real(x.v))?;
    let im = ok(ctx.b.imag(x.v))?;
    let im = ok(ctx.b.neg(im))?;
    let v = ok(ctx.b.complex(re, im))?;
    Ok(vec![ctx.out(v, x.dtype)])
}

#[cfg(test)]
mod tests {
    use crate::testing::{check, lower_text, T};
    use crate::DType::*;

    #[test]
    fn complex_goldens() {
        check("complex", "complex", vec![("real", T::Tensor(F32, vec![2, 3])), ("imag", T::Tensor(F32, vec![3]))]);
        check("polar", "polar", vec![("abs", T::Tensor(F64, vec![4])), ("angle", T::Tensor(F64, vec![4]))]);
        check("conj_physical", "_conj_physical", vec![("self", T::Tensor(C64, vec![4]))]);
        check("view_as_real", "view_as_real", vec![("self", T::Tensor(C128, vec![2, 3]))]);
        check("view_as_complex", "view_as_complex", vec![("self", T::Tensor(F32, vec![3, 2]))]);
    }

    #[test]
    fn complex_rejects_what_pytorch_rejects() {
        let e = lower_text("complex", vec![("real", T::Tensor(F32, vec![2])), ("imag", T::Tensor(F64, vec![2]))]).unwrap_err();
        assert!(e.contains("Expected object of scalar type Float but got scalar type Double"), "{e}");
        let e = lower_text("complex", vec![("real", T::Tensor(I64, vec![2])), ("imag", T::Tensor(I64, vec![2]))]).unwrap_err();
        assert!(e.contains("Expected both inputs to be Half, Float or Double tensors but got Long and Long"), "{e}");
    }

    /// One program for each op the tests above leave out: fixed inputs, default arguments.
    #[test]
    fn golden_each_op() {
        check("conj_physical", "conj_physical", vec![("self", T::Tensor(F32, vec![2, 3]))]);
        check("_conj", "_conj", vec![("self", T::Tensor(F32, vec![2, 3]))]);
    }
}
