//! Element-wise ops: binary and unary arithmetic, CHLO math functions, compare,
//! select, clamp and conversions. Binary ops never broadcast: operand types must
//! be identical (the lowering broadcasts explicitly).

use super::{check_elem, ANY, BOOL, FLOAT, INT, SINT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::types::{ElementType, TensorType};
use crate::value::Value;

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
        if e.is_float() {
            Self::Float
        } else if e.is_signed() {
            Self::Signed
        } else {
            Self::Unsigned
        }
    }
}

macro_rules! binary_ops {
    ($($(#[$m:meta])* $fn:ident => $name:literal, $allowed:expr;)*) => {
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
    ($($(#[$m:meta])* $fn:ident => $name:literal, $allowed:expr;)*) => {
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
    add => "stablehlo.add", ANY;
    sub => "stablehlo.subtract", INT | FLOAT;
    /// `stablehlo.multiply` (on booleans: logical and).
    mul => "stablehlo.multiply", ANY;
    /// `stablehlo.divide`: integer division truncates toward zero.
    div => "stablehlo.divide", INT | FLOAT;
    /// `stablehlo.remainder`: the sign follows the dividend (C `fmod`).
    rem => "stablehlo.remainder", INT | FLOAT;
    /// `stablehlo.maximum` (NaN-propagating for floats).
    max => "stablehlo.maximum", ANY;
    /// `stablehlo.minimum` (NaN-propagating for floats).
    min => "stablehlo.minimum", ANY;
    pow => "stablehlo.power", INT | FLOAT;
    atan2 => "stablehlo.atan2", FLOAT;
    and => "stablehlo.and", BOOL | INT;
    or => "stablehlo.or", BOOL | INT;
    xor => "stablehlo.xor", BOOL | INT;
    shift_left => "stablehlo.shift_left", INT;
    shift_right_arithmetic => "stablehlo.shift_right_arithmetic", INT;
    shift_right_logical => "stablehlo.shift_right_logical", INT;
    /// CHLO `chlo.next_after` (legalized by XLA).
    next_after => "chlo.next_after", FLOAT;
    /// CHLO `chlo.polygamma(n, x)` (legalized by XLA).
    polygamma => "chlo.polygamma", FLOAT;
    /// CHLO `chlo.zeta(x, q)`, the Hurwitz zeta function (legalized by XLA).
    zeta => "chlo.zeta", FLOAT;
}

unary_ops! {
    neg => "stablehlo.negate", INT | FLOAT;
    abs => "stablehlo.abs", SINT | FLOAT;
    exp => "stablehlo.exponential", FLOAT;
    expm1 => "stablehlo.exponential_minus_one", FLOAT;
    log => "stablehlo.log", FLOAT;
    log1p => "stablehlo.log_plus_one", FLOAT;
    sqrt => "stablehlo.sqrt", FLOAT;
    rsqrt => "stablehlo.rsqrt", FLOAT;
    cbrt => "stablehlo.cbrt", FLOAT;
    tanh => "stablehlo.tanh", FLOAT;
    logistic => "stablehlo.logistic", FLOAT;
    sin => "stablehlo.sine", FLOAT;
    cos => "stablehlo.cosine", FLOAT;
    tan => "stablehlo.tan", FLOAT;
    floor => "stablehlo.floor", FLOAT;
    ceil => "stablehlo.ceil", FLOAT;
    round_nearest_even => "stablehlo.round_nearest_even", FLOAT;
    /// Rounds half away from zero.
    round_nearest_afz => "stablehlo.round_nearest_afz", FLOAT;
    sign => "stablehlo.sign", SINT | FLOAT;
    /// Logical not on booleans, bitwise not on integers.
    not => "stablehlo.not", BOOL | INT;
    popcnt => "stablehlo.popcnt", INT;
    count_leading_zeros => "stablehlo.count_leading_zeros", INT;
    /// CHLO `chlo.erf` (legalized by XLA).
    erf => "chlo.erf", FLOAT;
    /// CHLO `chlo.erfc` (legalized by XLA).
    erfc => "chlo.erfc", FLOAT;
    /// CHLO `chlo.erf_inv` (legalized by XLA).
    erf_inv => "chlo.erf_inv", FLOAT;
    /// CHLO `chlo.lgamma` (legalized by XLA).
    lgamma => "chlo.lgamma", FLOAT;
    /// CHLO `chlo.digamma` (legalized by XLA).
    digamma => "chlo.digamma", FLOAT;
    /// CHLO `chlo.asin` (legalized by XLA).
    asin => "chlo.asin", FLOAT;
    /// CHLO `chlo.acos` (legalized by XLA).
    acos => "chlo.acos", FLOAT;
    /// CHLO `chlo.atan` (legalized by XLA).
    atan => "chlo.atan", FLOAT;
    /// CHLO `chlo.sinh` (legalized by XLA).
    sinh => "chlo.sinh", FLOAT;
    /// CHLO `chlo.cosh` (legalized by XLA).
    cosh => "chlo.cosh", FLOAT;
    /// CHLO `chlo.asinh` (legalized by XLA).
    asinh => "chlo.asinh", FLOAT;
    /// CHLO `chlo.acosh` (legalized by XLA).
    acosh => "chlo.acosh", FLOAT;
    /// CHLO `chlo.atanh` (legalized by XLA).
    atanh => "chlo.atanh", FLOAT;
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

    /// `stablehlo.is_finite`: float operand, `i1` result of the same shape.
    pub fn is_finite(&mut self, a: Value) -> Result<Value> {
        const OP: &str = "stablehlo.is_finite";
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
        const OP: &str = "stablehlo.compare";
        self.check_visible(OP, &[a, b])?;
        let (ta, tb) = (self.ty(a).clone(), self.ty(b).clone());
        ensure!(ta == tb, OP, "lhs {ta} and rhs {tb} differ");
        let ct = ct.unwrap_or(CmpType::for_elem(ta.elem));
        ensure!(
            ct != CmpType::Float && ct != CmpType::TotalOrder || ta.elem.is_float(),
            OP,
            "compare_type {ct:?} needs float operands, got {ta}"
        );
        let attrs = vec![("comparison_direction", Attr::ComparisonDirection(dir)), ("compare_type", Attr::ComparisonType(ct))];
        self.push1(OP, &[a, b], ta.with_elem(ElementType::I1), attrs)
    }

    /// `stablehlo.select`: `pred` is `i1` of the same shape as the branches, or a scalar `i1`.
    pub fn select(&mut self, pred: Value, on_true: Value, on_false: Value) -> Result<Value> {
        const OP: &str = "stablehlo.select";
        self.check_visible(OP, &[pred, on_true, on_false])?;
        let (tp, tt, tf) = (self.ty(pred).clone(), self.ty(on_true).clone(), self.ty(on_false).clone());
        ensure!(tt == tf, OP, "on_true {tt} and on_false {tf} differ");
        ensure!(tp.elem == ElementType::I1, OP, "pred {tp} must have i1 elements");
        ensure!(tp.is_scalar() || tp.dims == tt.dims, OP, "pred {tp} must be a scalar or have the shape of on_true {tt}");
        self.push1(OP, &[pred, on_true, on_false], tt, Vec::new())
    }

    /// `stablehlo.clamp(min, x, max)`: `min`/`max` are scalars or have `x`'s type.
    pub fn clamp(&mut self, min: Value, x: Value, max: Value) -> Result<Value> {
        const OP: &str = "stablehlo.clamp";
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
        const OP: &str = "stablehlo.convert";
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        if t.elem == elem {
            return Ok(v);
        }
        self.push1(OP, &[v], t.with_elem(elem), Vec::new())
    }

    /// `stablehlo.bitcast_convert` to `ty`. Same bit width: same shape. Wider
    /// operand: `ty` gains a trailing dimension of `in_bits / out_bits`. Narrower
    /// operand: its last dimension must be `out_bits / in_bits` and is dropped.
    /// `i1` is not allowed on either side.
    pub fn bitcast_convert(&mut self, v: Value, ty: TensorType) -> Result<Value> {
        const OP: &str = "stablehlo.bitcast_convert";
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

