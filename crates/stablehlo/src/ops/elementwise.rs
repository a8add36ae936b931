//! Element-wise ops: binary and unary arithmetic, CHLO math functions, compare,
//! select, clamp and conversions. Binary ops never broadcast: operand types must
//! be identical (the lowering broadcasts explicitly).

use super::{check_elem, ANY, BOOL, COMPLEX, FLOAT, INT, SINT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::types::{ElementType, TensorType};
use crate::value::Value;
use crate::printer::names;

/// `comparison_direction` of `compare`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpDir {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// `compare_type` of `compare`; derived from the element type by [`Builder::compare`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CmpType {
    Float,
    TotalOrder,
    Signed,
    Unsigned,
}

impl CmpType {
    /// FLOAT for floats, SIGNED for signed integers, UNSIGNED for unsigned and bool.
    pub fn for_elem(e: ElementType) -> Self {
        if e.is_float() || e.is_complex() {
            Self::Float
        } else if e.is_signed() {
            Self::Signed
        } else {
            Self::Unsigned
        }
    }
}

macro_rules! binary_ops {
    ($($(#[$m:meta])* $fn:ident => $name:path, $allowed:expr;)*) => {
        impl Builder {
            $(
                $(#[$m])*
                pub fn $fn(&mut self, a: Value, b: Value) -> Result<Value> {
                    self.binary($name, a, b, $allowed)
                }
            )*
        }
    };
}

macro_rules! unary_ops {
    ($($(#[$m:meta])* $fn:ident => $name:path, $allowed:expr;)*) => {
        impl Builder {
            $(
                $(#[$m])*
                pub fn $fn(&mut self, a: Value) -> Result<Value> {
                    self.unary($name, a, $allowed)
                }
            )*
        }
    };
}

binary_ops! {
    /// `stablehlo.add` (on booleans: logical or).
    add => names::STABLEHLO_ADD, ANY | COMPLEX;
    sub => names::STABLEHLO_SUBTRACT, INT | FLOAT | COMPLEX;
    /// `stablehlo.multiply` (on booleans: logical and).
    mul => names::STABLEHLO_MULTIPLY, ANY | COMPLEX;
    /// `stablehlo.divide`: integer division truncates toward zero.
    div => names::STABLEHLO_DIVIDE, INT | FLOAT | COMPLEX;
    /// `stablehlo.remainder`: the sign follows the dividend (C `fmod`).
    rem => names::STABLEHLO_REMAINDER, INT | FLOAT;
    /// `stablehlo.maximum` (NaN-propagating for floats).
    max => names::STABLEHLO_MAXIMUM, ANY;
    /// `stablehlo.minimum` (NaN-propagating for floats).
    min => names::STABLEHLO_MINIMUM, ANY;
    pow => names::STABLEHLO_POWER, INT | FLOAT | COMPLEX;
    atan2 => names::STABLEHLO_ATAN2, FLOAT;
    and => names::STABLEHLO_AND, BOOL | INT;
    or => names::STABLEHLO_OR, BOOL | INT;
    xor => names::STABLEHLO_XOR, BOOL | INT;
    shift_left => names::STABLEHLO_SHIFT_LEFT, INT;
    shift_right_arithmetic => names::STABLEHLO_SHIFT_RIGHT_ARITHMETIC, INT;
    shift_right_logical => names::STABLEHLO_SHIFT_RIGHT_LOGICAL, INT;
    /// CHLO `chlo.next_after` (legalized by XLA).
    next_after => names::CHLO_NEXT_AFTER, FLOAT;
    /// CHLO `chlo.polygamma(n, x)` (legalized by XLA).
    polygamma => names::CHLO_POLYGAMMA, FLOAT;
    /// CHLO `chlo.zeta(x, q)`, the Hurwitz zeta function (legalized by XLA).
    zeta => names::CHLO_ZETA, FLOAT;
}

unary_ops! {
    neg => names::STABLEHLO_NEGATE, INT | FLOAT | COMPLEX;
    exp => names::STABLEHLO_EXPONENTIAL, FLOAT | COMPLEX;
    expm1 => names::STABLEHLO_EXPONENTIAL_MINUS_ONE, FLOAT | COMPLEX;
    log => names::STABLEHLO_LOG, FLOAT | COMPLEX;
    log1p => names::STABLEHLO_LOG_PLUS_ONE, FLOAT | COMPLEX;
    sqrt => names::STABLEHLO_SQRT, FLOAT | COMPLEX;
    rsqrt => names::STABLEHLO_RSQRT, FLOAT | COMPLEX;
    cbrt => names::STABLEHLO_CBRT, FLOAT;
    tanh => names::STABLEHLO_TANH, FLOAT | COMPLEX;
    logistic => names::STABLEHLO_LOGISTIC, FLOAT;
    sin => names::STABLEHLO_SINE, FLOAT | COMPLEX;
    cos => names::STABLEHLO_COSINE, FLOAT | COMPLEX;
    tan => names::STABLEHLO_TAN, FLOAT | COMPLEX;
    floor => names::STABLEHLO_FLOOR, FLOAT;
    ceil => names::STABLEHLO_CEIL, FLOAT;
    round_nearest_even => names::STABLEHLO_ROUND_NEAREST_EVEN, FLOAT;
    /// Rounds half away from zero.
    round_nearest_afz => names::STABLEHLO_ROUND_NEAREST_AFZ, FLOAT;
    sign => names::STABLEHLO_SIGN, SINT | FLOAT | COMPLEX;
    /// Logical not on booleans, bitwise not on integers.
    not => names::STABLEHLO_NOT, BOOL | INT;
    popcnt => names::STABLEHLO_POPCNT, INT;
    count_leading_zeros => names::STABLEHLO_COUNT_LEADING_ZEROS, INT;
    /// CHLO `chlo.erf` (legalized by XLA).
    erf => names::CHLO_ERF, FLOAT;
    /// CHLO `chlo.erfc` (legalized by XLA).
    erfc => names::CHLO_ERFC, FLOAT;
    /// CHLO `chlo.erf_inv` (legalized by XLA).
    erf_inv => names::CHLO_ERF_INV, FLOAT;
    /// CHLO `chlo.lgamma` (legalized by XLA).
    lgamma => names::CHLO_LGAMMA, FLOAT;
    /// CHLO `chlo.digamma` (legalized by XLA).
    digamma => names::CHLO_DIGAMMA, FLOAT;
    /// CHLO `chlo.asin` (legalized by XLA).
    asin => names::CHLO_ASIN, FLOAT;
    /// CHLO `chlo.acos` (legalized by XLA).
    acos => names::CHLO_ACOS, FLOAT;
    /// CHLO `chlo.atan` (legalized by XLA).
    atan => names::CHLO_ATAN, FLOAT;
    /// CHLO `chlo.sinh` (legalized by XLA).
    sinh => names::CHLO_SINH, FLOAT;
    /// CHLO `chlo.cosh` (legalized by XLA).
    cosh => names::CHLO_COSH, FLOAT;
    /// CHLO `chlo.asinh` (legalized by XLA).
    asinh => names::CHLO_ASINH, FLOAT;
    /// CHLO `chlo.acosh` (legalized by XLA).
    acosh => names::CHLO_ACOSH, FLOAT;
    /// CHLO `chlo.atanh` (legalized by XLA).
    atanh => names::CHLO_ATANH, FLOAT;
}

impl Builder {
    fn binary(&mut self, name: &'static str, a: Value, b: Value, allowed: u8) -> Result<Value> {
        let op = name;
        self.check_visible(op, &[a, b])?;
        let (ta, tb) = (self.ty(a).clone(), self.ty(b).clone());
        ensure!(ta == tb, op, "lhs {ta} and rhs {tb} differ");
        check_elem(op, "operand", &ta, allowed)?;
        self.push1(name, &[a, b], ta, Vec::new())
    }

    fn unary(&mut self, name: &'static str, a: Value, allowed: u8) -> Result<Value> {
        let op = name;
        self.check_visible(op, &[a])?;
        let ta = self.ty(a).clone();
        check_elem(op, "operand", &ta, allowed)?;
        self.push1(name, &[a], ta, Vec::new())
    }

    /// `stablehlo.abs`; of a complex operand it is the modulus, of the part type.
    pub fn abs(&mut self, a: Value) -> Result<Value> {
        const OP: &str = names::STABLEHLO_ABS;
        self.check_visible(OP, &[a])?;
        let ta = self.ty(a).clone();
        check_elem(OP, "operand", &ta, SINT | FLOAT | COMPLEX)?;
        self.push1(OP, &[a], ta.with_elem(ta.elem.complex_part()), Vec::new())
    }

    /// `stablehlo.is_finite`: float operand, `i1` result of the same shape.
    pub fn is_finite(&mut self, a: Value) -> Result<Value> {
        const OP: &str = names::STABLEHLO_IS_FINITE;
        self.check_visible(OP, &[a])?;
        let ta = self.ty(a).clone();
        check_elem(OP, "operand", &ta, FLOAT)?;
        self.push1(OP, &[a], ta.with_elem(ElementType::I1), Vec::new())
    }

    /// `stablehlo.compare` with `compare_type` derived from the element type
    /// (see [`CmpType::for_elem`]). Result: `i1` of the operands' shape.
    pub fn compare(&mut self, a: Value, b: Value, dir: CmpDir) -> Result<Value> {
        self.compare_with_type(a, b, dir, None)
    }

    /// `compare` with an explicit `compare_type` (e.g. `TotalOrder` for sorting floats).
    pub fn compare_with_type(&mut self, a: Value, b: Value, dir: CmpDir, ct: Option<CmpType>) -> Result<Value> {
        const OP: &str = names::STABLEHLO_COMPARE;
        self.check_visible(OP, &[a, b])?;
        let (ta, tb) = (self.ty(a).clone(), self.ty(b).clone());
        ensure!(ta == tb, OP, "lhs {ta} and rhs {tb} differ");
        let ct = ct.unwrap_or(CmpType::for_elem(ta.elem));
        ensure!(
            ct != CmpType::Float && ct != CmpType::TotalOrder || ta.elem.is_float() || ta.elem.is_complex(),
            OP,
            "compare_type {ct:?} needs float operands, got {ta}"
        );
        // Complex numbers have no order: only equality is defined on them.
        ensure!(
            !ta.elem.is_complex() || matches!(dir, CmpDir::Eq | CmpDir::Ne),
            OP,
            "complex operands {ta} compare only for EQ or NE, not {dir:?}"
        );
        let attrs = vec![("comparison_direction", Attr::ComparisonDirection(dir)), ("compare_type", Attr::ComparisonType(ct))];
        self.push1(OP, &[a, b], ta.with_elem(ElementType::I1), attrs)
    }

    /// `stablehlo.select`: `pred` is `i1` of the same shape as the branches, or a scalar `i1`.
    pub fn select(&mut self, pred: Value, on_true: Value, on_false: Value) -> Result<Value> {
        const OP: &str = names::STABLEHLO_SELECT;
        self.check_visible(OP, &[pred, on_true, on_false])?;
        let (tp, tt, tf) = (self.ty(pred).clone(), self.ty(on_true).clone(), self.ty(on_false).clone());
        ensure!(tt == tf, OP, "on_true {tt} and on_false {tf} differ");
        ensure!(tp.elem == ElementType::I1, OP, "pred {tp} must have i1 elements");
        ensure!(tp.is_scalar() || tp.dims == tt.dims, OP, "pred {tp} must be a scalar or have the shape of on_true {tt}");
        self.push1(OP, &[pred, on_true, on_false], tt, Vec::new())
    }

    /// `stablehlo.clamp(min, x, max)`: `min`/`max` are scalars or have `x`'s type.
    pub fn clamp(&mut self, min: Value, x: Value, max: Value) -> Result<Value> {
        const OP: &str = names::STABLEHLO_CLAMP;
        self.check_visible(OP, &[min, x, max])?;
        let (tmin, tx, tmax) = (self.ty(min).clone(), self.ty(x).clone(), self.ty(max).clone());
        for (what, t) in [("min", &tmin), ("max", &tmax)] {
            ensure!(
                t.elem == tx.elem && (t.is_scalar() || t.dims == tx.dims),
                OP,
                "{what} {t} must be a scalar or match operand {tx}"
            );
        }
        check_elem(OP, "operand", &tx, ANY)?;
        self.push1(OP, &[min, x, max], tx, Vec::new())
    }

    /// `stablehlo.convert` to `elem`; returns `v` itself when it already has that type.
    /// Float→int truncates toward zero; to `i1` means `!= 0`.
    pub fn convert(&mut self, v: Value, elem: ElementType) -> Result<Value> {
        const OP: &str = names::STABLEHLO_CONVERT;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        if t.elem == elem {
            return Ok(v);
        }
        // XLA converts neither complex to real nor, reliably, integers to complex:
        // go through the part type (complex to real keeps the real part, as PyTorch does).
        if t.elem.is_complex() && !elem.is_complex() {
            let re = self.real(v)?;
            return self.convert(re, elem);
        }
        if elem.is_complex() && !t.elem.is_complex() && t.elem != elem.complex_part() {
            let part = self.convert(v, elem.complex_part())?;
            return self.convert(part, elem);
        }
        // PyTorch casts every 8-bit float through float32 (a double or an integer
        // is rounded to float first), and XLA's direct conversions round once:
        // go through f32 so the bits match PyTorch's.
        let f32 = ElementType::F32;
        if (elem.is_float8() || t.elem.is_float8()) && t.elem != f32 && elem != f32 {
            let mid = self.convert(v, f32)?;
            return self.convert(mid, elem);
        }
        if elem == ElementType::F8E4M3FN {
            // PyTorch's float -> float8_e4m3fn saturates (inf included) to ±448,
            // where XLA gives NaN; NaN compares false and passes through.
            let v = self.saturate(v, 448.0)?;
            return self.push1(OP, &[v], t.with_elem(elem), Vec::new());
        }
        if elem == ElementType::F8E5M2 {
            // XLA's NaN is 0x7E; PyTorch's keeps the sign with every mantissa bit
            // set. Patched on the bits: XLA CPU selects float8 values in a wider
            // type, which would drop a NaN's sign on the way back.
            let out = self.push1(OP, &[v], t.with_elem(elem), Vec::new())?;
            let out = self.bitcast_convert(out, t.with_elem(ElementType::U8))?;
            let pos_nan = self.constant_i64(t.with_elem(ElementType::U8), 0x7F)?;
            let neg_nan = self.constant_i64(t.with_elem(ElementType::U8), 0xFF)?;
            let bits = self.bitcast_convert(v, t.with_elem(ElementType::I32))?;
            let zero = self.constant_i64(t.with_elem(ElementType::I32), 0)?;
            let negative = self.compare(bits, zero, CmpDir::Lt)?;
            let nan = self.select(negative, neg_nan, pos_nan)?;
            let is_nan = self.compare(v, v, CmpDir::Ne)?;
            let patched = self.select(is_nan, nan, out)?;
            return self.bitcast_convert(patched, t.with_elem(elem));
        }
        self.push1(OP, &[v], t.with_elem(elem), Vec::new())
    }

    /// `v` with values above `max` replaced by `max` and below `-max` by `-max`;
    /// NaN kept (a `clamp` might not keep it).
    fn saturate(&mut self, v: Value, max: f64) -> Result<Value> {
        let t = self.ty(v).clone();
        let hi = self.constant_f64(t.clone(), max)?;
        let lo = self.constant_f64(t, -max)?;
        let over = self.compare(v, hi, CmpDir::Gt)?;
        let v = self.select(over, hi, v)?;
        let under = self.compare(v, lo, CmpDir::Lt)?;
        self.select(under, lo, v)
    }

    /// `stablehlo.bitcast_convert` to `ty`. Same bit width: same shape. Wider
    /// operand: `ty` gains a trailing dimension of `in_bits / out_bits`. Narrower
    /// operand: its last dimension must be `out_bits / in_bits` and is dropped.
    /// `i1` is not allowed on either side.
    pub fn bitcast_convert(&mut self, v: Value, ty: TensorType) -> Result<Value> {
        const OP: &str = names::STABLEHLO_BITCAST_CONVERT;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        ensure!(!t.elem.is_bool() && !ty.elem.is_bool(), OP, "cannot bitcast {t} to {ty}: i1 has no defined bit layout");
        let (ib, ob) = (t.elem.bits(), ty.elem.bits());
        let expected: Vec<i64> = if ib == ob {
            t.dims.clone()
        } else if ib > ob {
            let mut d = t.dims.clone();
            d.push((ib / ob) as i64);
            d
        } else {
            let ratio = (ob / ib) as i64;
            ensure!(t.dims.last() == Some(&ratio), OP, "operand {t} must end in a dimension of {ratio} to bitcast to {ty}");
            t.dims[..t.rank() - 1].to_vec()
        };
        ensure!(ty.dims == expected, OP, "operand {t} bitcasts to shape {expected:?}, not {ty}");
        if t == ty {
            return Ok(v);
        }
        self.push1(OP, &[v], ty, Vec::new())
    }
}

