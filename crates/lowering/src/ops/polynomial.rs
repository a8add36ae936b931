//! Orthogonal polynomials of a degree given per element: Chebyshev of the four
//! kinds (plain on [-1, 1] and shifted to [0, 1]), Hermite (physicists' H and
//! probabilists' He), Laguerre and Legendre.
//!
//! Each is its three-term recurrence, run in a loop to the largest degree any
//! element needs (an element stops advancing at its own degree), with
//! PyTorch's special cases on top: degree below 0 gives 0, the interval's ends
//! have closed forms, and for high degrees inside the interval the Chebyshev
//! polynomials are their trigonometric definitions (where PyTorch switches, so
//! results round alike). The degree is the truncated value of `n`.

use crate::args::{Args, TensorArg};
use crate::ctx::{ok, LowerCtx};
use crate::dtype::DType;
use crate::error::Result;
use crate::ops::pointwise::{finish, float_result};
use crate::registry::Registry;
use tpj_stablehlo::{CmpDir, ElementType, Value};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// Chebyshev of the first to fourth kinds.
    T,
    U,
    V,
    W,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Family {
    Chebyshev { kind: Kind, shifted: bool },
    HermiteH,
    HermiteHe,
    Laguerre,
    Legendre,
}

/// Each polynomial's overloads: both operands tensors, or either one a number.
const OVERLOADS: &[&str] = &["", "x_scalar", "n_scalar"];

pub fn register(r: &mut Registry) {
    r.op("special_chebyshev_polynomial_t", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::T, shifted: false })).overloads(OVERLOADS);
    r.op("special_chebyshev_polynomial_u", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::U, shifted: false })).overloads(OVERLOADS);
    r.op("special_chebyshev_polynomial_v", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::V, shifted: false })).overloads(OVERLOADS);
    r.op("special_chebyshev_polynomial_w", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::W, shifted: false })).overloads(OVERLOADS);
    r.op("special_shifted_chebyshev_polynomial_t", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::T, shifted: true })).overloads(OVERLOADS);
    r.op("special_shifted_chebyshev_polynomial_u", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::U, shifted: true })).overloads(OVERLOADS);
    r.op("special_shifted_chebyshev_polynomial_v", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::V, shifted: true })).overloads(OVERLOADS);
    r.op("special_shifted_chebyshev_polynomial_w", |c, a| poly(c, a, Family::Chebyshev { kind: Kind::W, shifted: true })).overloads(OVERLOADS);
    r.op("special_hermite_polynomial_h", |c, a| poly(c, a, Family::HermiteH)).overloads(OVERLOADS);
    r.op("special_hermite_polynomial_he", |c, a| poly(c, a, Family::HermiteHe)).overloads(OVERLOADS);
    r.op("special_laguerre_polynomial_l", |c, a| poly(c, a, Family::Laguerre)).overloads(OVERLOADS);
    r.op("special_legendre_polynomial_p", |c, a| poly(c, a, Family::Legendre)).overloads(OVERLOADS);
}

/// Element-wise helpers over one shape and float type.
struct E<'c, 'a> {
    ctx: &'c mut LowerCtx<'a>,
}

impl E<'_, '_> {
    fn c(&mut self, like: Value, x: f64) -> Result<Value> {
        self.ctx.full_like(like, x)
    }
    fn add(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.add(a, b))
    }
    fn sub(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.sub(a, b))
    }
    fn mul(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.mul(a, b))
    }
    fn div(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.div(a, b))
    }
    fn sel(&mut self, p: Value, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.select(p, a, b))
    }
    fn cmp(&mut self, a: Value, b: Value, d: CmpDir) -> Result<Value> {
        ok(self.ctx.b.compare(a, b, d))
    }
    fn cmpc(&mut self, a: Value, x: f64, d: CmpDir) -> Result<Value> {
        let c = self.c(a, x)?;
        self.cmp(a, c, d)
    }
    fn and(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.and(a, b))
    }
    fn or(&mut self, a: Value, b: Value) -> Result<Value> {
        ok(self.ctx.b.or(a, b))
    }
}

/// The degree-1 polynomial of `y` (the argument, shifted for shifted Chebyshev).
fn first(e: &mut E, fam: Family, y: Value) -> Result<Value> {
    Ok(match fam {
        Family::Chebyshev { kind: Kind::T, .. } | Family::HermiteHe | Family::Legendre => y,
        Family::Chebyshev { kind: Kind::U, .. } | Family::HermiteH => e.add(y, y)?,
        Family::Chebyshev { kind: Kind::V, .. } => {
            let t = e.add(y, y)?;
            let one = e.c(y, 1.0)?;
            e.sub(t, one)?
        }
        Family::Chebyshev { kind: Kind::W, .. } => {
            let t = e.add(y, y)?;
            let one = e.c(y, 1.0)?;
            e.add(t, one)?
        }
        Family::Laguerre => {
            let one = e.c(y, 1.0)?;
            e.sub(one, y)?
        }
    })
}

/// The next polynomial from `q` (degree `k`) and `p` (degree `k - 1`); `k` as a float.
fn next(e: &mut E, fam: Family, y: Value, k: Value, p: Value, q: Value) -> Result<Value> {
    Ok(match fam {
        Family::Chebyshev { .. } => {
            let y2 = e.add(y, y)?;
            let t = e.mul(y2, q)?;
            e.sub(t, p)?
        }
        Family::HermiteH => {
            let y2 = e.add(y, y)?;
            let t = e.mul(y2, q)?;
            let k2 = e.add(k, k)?;
            let u = e.mul(k2, p)?;
            e.sub(t, u)?
        }
        Family::HermiteHe => {
            let t = e.mul(y, q)?;
            let u = e.mul(k, p)?;
            e.sub(t, u)?
        }
        Family::Laguerre => {
            let one = e.c(y, 1.0)?;
            let k2 = e.add(k, k)?;
            let a = e.sub(one, y)?;
            let a = e.add(k2, a)?;
            let t = e.mul(a, q)?;
            let u = e.mul(k, p)?;
            let t = e.sub(t, u)?;
            let k1 = e.add(k, one)?;
            e.div(t, k1)?
        }
        Family::Legendre => {
            let one = e.c(y, 1.0)?;
            let k2 = e.add(k, k)?;
            let a = e.add(k2, one)?;
            let a = e.mul(a, y)?;
            let t = e.mul(a, q)?;
            let u = e.mul(k, p)?;
            let t = e.sub(t, u)?;
            let k1 = e.add(k, one)?;
            e.div(t, k1)?
        }
    })
}

/// The degree past which a Chebyshev polynomial inside the interval is its
/// trigonometric form (PyTorch's switch points).
fn trig_from(kind: Kind, shifted: bool) -> i64 {
    match (kind, shifted) {
        (Kind::T, _) => 6,
        (Kind::W, true) => 4,
        (_, true) => 6,
        _ => 8,
    }
}

/// Chebyshev at `y = +-1` (closed forms): `nf` the degree, `even` its parity.
fn cheb_end(e: &mut E, kind: Kind, y: Value, nf: Value, even: Value) -> Result<Value> {
    let one = e.c(y, 1.0)?;
    let m1 = e.c(y, -1.0)?;
    let up = e.cmpc(y, 0.0, CmpDir::Gt)?;
    let n1 = e.add(nf, one)?;
    let n2 = e.add(nf, nf)?;
    let n21 = e.add(n2, one)?;
    let neg = |e: &mut E, v: Value| -> Result<Value> { ok(e.ctx.b.neg(v)) };
    Ok(match kind {
        Kind::T => {
            let lo = e.sel(even, one, m1)?;
            e.sel(up, one, lo)?
        }
        Kind::U => {
            let nn = neg(e, n1)?;
            let lo = e.sel(even, n1, nn)?;
            e.sel(up, n1, lo)?
        }
        Kind::V => {
            let nn = neg(e, n21)?;
            let lo = e.sel(even, n21, nn)?;
            e.sel(up, one, lo)?
        }
        Kind::W => {
            let lo = e.sel(even, one, m1)?;
            e.sel(up, n21, lo)?
        }
    })
}

/// Chebyshev inside the interval from `theta = acos(y)`, with PyTorch's
/// fallbacks where the closed form divides by zero.
fn cheb_trig(e: &mut E, kind: Kind, shifted: bool, y: Value, nf: Value, even: Value) -> Result<Value> {
    let th = ok(e.ctx.b.acos(y))?;
    let one = e.c(y, 1.0)?;
    let half = e.c(y, 0.5)?;
    let n1 = e.add(nf, one)?;
    let nh = e.add(nf, half)?;
    let th2 = e.mul(th, half)?;
    let alt = |e: &mut E| -> Result<Value> {
        // (2n + 1) for an even degree, -(2n + 1) for an odd one.
        let one = e.c(y, 1.0)?;
        let n2 = e.add(nf, nf)?;
        let n21 = e.add(n2, one)?;
        let nn = ok(e.ctx.b.neg(n21))?;
        e.sel(even, n21, nn)
    };
    Ok(match kind {
        Kind::T => {
            let a = e.mul(nf, th)?;
            ok(e.ctx.b.cos(a))?
        }
        Kind::U => {
            let s = ok(e.ctx.b.sin(th))?;
            let a = e.mul(n1, th)?;
            let sa = ok(e.ctx.b.sin(a))?;
            let main = e.div(sa, s)?;
            let ca = ok(e.ctx.b.cos(a))?;
            let t = e.mul(n1, ca)?;
            let fb = e.div(t, y)?;
            let z = e.cmpc(s, 0.0, CmpDir::Ne)?;
            e.sel(z, main, fb)?
        }
        Kind::V => {
            let s = ok(e.ctx.b.sin(th2))?;
            let c = ok(e.ctx.b.cos(th2))?;
            let a = e.mul(nh, th)?;
            let ca = ok(e.ctx.b.cos(a))?;
            let main = e.div(ca, c)?;
            let fb = alt(e)?;
            let ok_ = e.cmpc(s, 1.0, CmpDir::Ne)?;
            e.sel(ok_, main, fb)?
        }
        Kind::W => {
            let s = ok(e.ctx.b.sin(th2))?;
            let c = ok(e.ctx.b.cos(th2))?;
            let a = e.mul(nh, th)?;
            let sa = ok(e.ctx.b.sin(a))?;
            let main = e.div(sa, s)?;
            let m1 = e.c(y, -1.0)?;
            let parity = e.sel(even, one, m1)?;
            let fb = if shifted {
                parity
            } else {
                let up = e.cmpc(y, 0.0, CmpDir::Gt)?;
                let n2 = e.add(nf, nf)?;
                let n21 = e.add(n2, one)?;
                e.sel(up, n21, parity)?
            };
            let ok_ = e.cmpc(c, 1.0, CmpDir::Ne)?;
            e.sel(ok_, main, fb)?
        }
    })
}

/// `chebyshev_polynomial_t` from `aten::special_chebyshev_polynomial_t.n_scalar`: the
/// name PyTorch's CPU kernel goes by.
fn base_name(op: &str) -> &str {
    let op = op.rsplit("::").next().unwrap_or(op);
    let op = op.split('.').next().unwrap_or(op);
    op.trim_start_matches("special_")
}

fn poly(ctx: &mut LowerCtx, args: &Args, fam: Family) -> Result<Vec<TensorArg>> {
    let x = args.operand("x")?;
    let n = args.operand("n")?;
    if x.dtype.is_complex() || n.dtype.is_complex() {
        return Err(ctx.unsupported(format!("orthogonal polynomials of {} and {}", x.dtype.name(), n.dtype.name())));
    }
    let dtype = ctx.result_type(&[x, n])?;
    let out: DType = float_result(dtype);
    if !matches!(out, DType::F32 | DType::F64) {
        // PyTorch's CPU kernels exist for float and double only.
        return Err(ctx.unsupported(format!(
            "\"{}_cpu\" not implemented for '{}'",
            base_name(ctx.op),
            out.scalar_type_name()
        )));
    }
    let comp = out.opmath();
    let vs = ctx.unify(&[x, n], comp)?;
    let (xv, nv) = (vs[0], vs[1]);
    let shape = ctx.shape(xv);
    let elem = comp.elem();
    let mut ni = ok(ctx.b.convert(nv, ElementType::I64))?;
    {
        // A degree that is NaN, infinite or past the int64 range is negative: Hermite H
        // says so, the others cast it to int64 (x86 gives INT64_MIN; XLA would saturate).
        let lo = ctx.full_like(nv, -9.223_372_036_854_775_808e18)?;
        let hi = ctx.full_like(nv, 9.223_372_036_854_775_808e18)?;
        let a = ok(ctx.b.compare(nv, lo, CmpDir::Ge))?;
        let b = ok(ctx.b.compare(nv, hi, CmpDir::Lt))?;
        let fits = ok(ctx.b.and(a, b))?;
        let m1 = ctx.constant_int(ElementType::I64, &shape, -1)?;
        ni = ok(ctx.b.select(fits, ni, m1))?;
    }
    let nf = ok(ctx.b.convert(ni, elem))?;
    let mut e = E { ctx: &mut *ctx };
    let y = match fam {
        Family::Chebyshev { shifted: true, .. } => {
            let t = e.add(xv, xv)?;
            let one = e.c(xv, 1.0)?;
            e.sub(t, one)?
        }
        _ => xv,
    };
    let two_i = e.ctx.constant_int(ElementType::I64, &shape, 2)?;
    let zero_i = e.ctx.constant_int(ElementType::I64, &shape, 0)?;
    let par = ok(e.ctx.b.rem(ni, two_i))?;
    let even = ok(e.ctx.b.compare(par, zero_i, CmpDir::Eq))?;
    let ay = ok(e.ctx.b.abs(y))?;

    // Which elements a closed form or the trigonometric form settles.
    let (at_end, trig) = match fam {
        Family::Chebyshev { kind, shifted } => {
            let end = e.cmpc(ay, 1.0, CmpDir::Eq)?;
            let inside = e.cmpc(ay, 1.0, CmpDir::Lt)?;
            let thr = e.ctx.constant_int(ElementType::I64, &shape, trig_from(kind, shifted))?;
            let high = e.cmp(ni, thr, CmpDir::Gt)?;
            (Some(end), Some(e.and(inside, high)?))
        }
        Family::Legendre => (Some(e.cmpc(ay, 1.0, CmpDir::Eq)?), None),
        Family::Laguerre => (Some(e.cmpc(ay, 0.0, CmpDir::Eq)?), None),
        _ => (None, None),
    };
    // The recurrence runs to the largest degree left to it.
    let mut settled = e.cmp(ni, two_i, CmpDir::Lt)?;
    // A NaN argument stays NaN through the recurrence (PyTorch stops its loop there).
    let nan_y = e.cmp(y, y, CmpDir::Ne)?;
    settled = e.or(settled, nan_y)?;
    for m in [at_end, trig].into_iter().flatten() {
        settled = e.or(settled, m)?;
    }
    let limit = match fam {
        Family::HermiteH | Family::HermiteHe => Some(if elem == ElementType::F64 { 512 } else { 128 }),
        _ => None,
    };
    if let Some(l) = limit {
        let lv = e.ctx.constant_int(ElementType::I64, &shape, l)?;
        let over = e.cmp(ni, lv, CmpDir::Gt)?;
        settled = e.or(settled, over)?;
    }
    let loop_n = e.sel(settled, zero_i, ni)?;
    let z = e.ctx.constant_int(ElementType::I64, &[], 0)?;
    let dims: Vec<i64> = (0..shape.len() as i64).collect();
    let most = ok(e.ctx.b.reduce(&[loop_n], &[z], &dims, |b, v| Ok(vec![b.max(v[0], v[1])?])))?[0];
    let p0 = e.c(y, 1.0)?;
    let q0 = first(&mut e, fam, y)?;
    let k0 = e.ctx.constant_int(ElementType::I64, &[], 1)?;
    let op = e.ctx.op.to_string();
    let shape_c = shape.clone();
    let shape_l = shape.clone();
    let dims_l = dims.clone();
    // The loop also ends once every element still advancing is NaN, as PyTorch's
    // per-element loops do (an overflowing recurrence with a huge degree ends there).
    let live = move |b: &mut tpj_stablehlo::Builder, k: Value, q: Value| -> std::result::Result<Value, tpj_stablehlo::BuildError> {
        let kb = b.broadcast_in_dim(k, &shape_l, &[])?;
        let going = b.compare(kb, loop_n, CmpDir::Lt)?;
        let num = b.compare(q, q, CmpDir::Eq)?;
        let go = b.and(going, num)?;
        let f = b.constant_bool(tpj_stablehlo::TensorType::scalar(ElementType::I1), false)?;
        let any = b.reduce(&[go], &[f], &dims_l, |b, v| Ok(vec![b.or(v[0], v[1])?]))?[0];
        let more = b.compare(k, most, CmpDir::Lt)?;
        b.and(more, any)
    };
    let out_loop = ok(e.ctx.b.while_loop(
        &[k0, p0, q0],
        move |b, v| Ok(vec![live(b, v[0], v[2])?]),
        move |b, v| {
            let mut c = LowerCtx::new(b, &op);
            let step = (|| -> Result<Vec<Value>> {
                let (k, p, q) = (v[0], v[1], v[2]);
                let kf = ok(c.b.convert(k, elem))?;
                let kf = ok(c.b.broadcast_in_dim(kf, &shape_c, &[]))?;
                let mut e = E { ctx: &mut c };
                let r = next(&mut e, fam, y, kf, p, q)?;
                let kb = ok(e.ctx.b.broadcast_in_dim(k, &shape_c, &[]))?;
                let go = e.cmp(kb, loop_n, CmpDir::Lt)?;
                let p2 = e.sel(go, q, p)?;
                let q2 = e.sel(go, r, q)?;
                let one = e.ctx.constant_int(ElementType::I64, &[], 1)?;
                Ok(vec![ok(e.ctx.b.add(k, one))?, p2, q2])
            })();
            step.map_err(|err| tpj_stablehlo::BuildError::Invalid { op: "orthogonal polynomial", detail: err.to_string() })
        },
    ))?;
    let mut e = E { ctx: &mut *ctx };
    let mut v = out_loop[2];
    let one = e.c(y, 1.0)?;
    let n0 = e.cmp(ni, zero_i, CmpDir::Eq)?;
    v = e.sel(n0, one, v)?;
    if let Some(l) = limit {
        let lv = e.ctx.constant_int(ElementType::I64, &shape, l)?;
        let over = e.cmp(ni, lv, CmpDir::Gt)?;
        let nan = e.c(y, f64::NAN)?;
        v = e.sel(over, nan, v)?;
    }
    match fam {
        Family::Chebyshev { kind, shifted } => {
            let tv = cheb_trig(&mut e, kind, shifted, y, nf, even)?;
            v = e.sel(trig.expect("chebyshev"), tv, v)?;
            let ev = cheb_end(&mut e, kind, y, nf, even)?;
            v = e.sel(at_end.expect("chebyshev"), ev, v)?;
        }
        Family::Legendre => {
            let m1 = e.c(y, -1.0)?;
            let up = e.cmpc(y, 0.0, CmpDir::Gt)?;
            let pos = e.or(up, even)?;
            let ev = e.sel(pos, one, m1)?;
            v = e.sel(at_end.expect("legendre"), ev, v)?;
        }
        Family::Laguerre => {
            v = e.sel(at_end.expect("laguerre"), one, v)?;
        }
        _ => {}
    }
    let zero = e.c(y, 0.0)?;
    let negative = e.cmp(ni, zero_i, CmpDir::Lt)?;
    v = e.sel(negative, zero, v)?;
    finish(ctx, v, out)
}

#[cfg(test)]
mod tests {
    use crate::dtype::DType::*;
    use crate::testing::{check, T};

    #[test]
    fn golden_each_op() {
        for op in [
            "special_chebyshev_polynomial_t",
            "special_chebyshev_polynomial_u",
            "special_chebyshev_polynomial_v",
            "special_chebyshev_polynomial_w",
            "special_shifted_chebyshev_polynomial_t",
            "special_shifted_chebyshev_polynomial_u",
            "special_shifted_chebyshev_polynomial_v",
            "special_shifted_chebyshev_polynomial_w",
            "special_hermite_polynomial_h",
            "special_hermite_polynomial_he",
            "special_laguerre_polynomial_l",
            "special_legendre_polynomial_p",
        ] {
            check(op, op, vec![("x", T::Tensor(F32, vec![4])), ("n", T::Tensor(I64, vec![4]))]);
        }
    }

    #[test]
    fn golden_scalar_degree() {
        check(
            "legendre_f64_scalar_n",
            "special_legendre_polynomial_p",
            vec![("x", T::Tensor(F64, vec![2, 3])), ("n", T::Scalar(I64))],
        );
    }
}
