//! Constants, iota, random bits, loops and barriers.

use super::{check_elem, FLOAT, INT};
use crate::builder::{Attr, Builder, DenseData, Literal};
use crate::error::{ensure, invalid, Result};
use crate::types::{ElementType, TensorType};
use crate::value::Value;

/// `rng_algorithm` of `rng_bit_generator`.
///
/// State shapes: `ThreeFry` takes `tensor<2xui64>`; `Philox` takes
/// `tensor<2xui64>` or `tensor<3xui64>`; `Default` lets XLA choose (on XLA CPU and
/// GPU it is Philox, and `tensor<2xui64>` works).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RngAlgorithm {
    Default,
    ThreeFry,
    Philox,
}

/// Rounds `x` to the nearest value (ties to even) of a binary float format with
/// `ebits` exponent and `mbits` mantissa bits; returns its bit pattern.
/// Overflow gives infinity; NaN gives the quiet NaN of the sign of `x`.
pub fn round_f64_to_bits(x: f64, ebits: u32, mbits: u32) -> u64 {
    let sign = (x.is_sign_negative() as u64) << (ebits + mbits);
    let exp_all = ((1u64 << ebits) - 1) << mbits;
    if x.is_nan() {
        return sign | exp_all | (1 << (mbits - 1));
    }
    let a = x.abs();
    if a.is_infinite() {
        return sign | exp_all;
    }
    if a == 0.0 {
        return sign;
    }
    let bias = (1i64 << (ebits - 1)) - 1;
    let emin = 1 - bias;
    let raw = a.to_bits();
    let (e, f) = ((raw >> 52) as i64, raw & ((1u64 << 52) - 1));
    // a = mant * 2^e2 exactly.
    let (mant, e2) = if e == 0 { (f, -1074) } else { (f | (1 << 52), e - 1075) };
    let log2 = 63 - mant.leading_zeros() as i64 + e2;
    let big_e = log2.max(emin);
    // q = a / 2^(big_e - mbits), rounded to nearest even.
    let shift = big_e - mbits as i64 - e2;
    let q = if shift <= 0 {
        mant << (-shift) as u32
    } else if shift >= 64 {
        0
    } else {
        let (hi, rest) = (mant >> shift, mant & ((1u64 << shift) - 1));
        let half = 1u64 << (shift - 1);
        if rest > half || (rest == half && hi & 1 == 1) {
            hi + 1
        } else {
            hi
        }
    };
    // Normal: ((E + bias) << m) | (q - 2^m) == ((E + bias - 1) << m) + q;
    // subnormal (E = emin, q < 2^m) gives q; a rounding carry moves up an exponent.
    let bits = (((big_e + bias - 1) as u64) << mbits) + q;
    if bits >= exp_all {
        sign | exp_all
    } else {
        sign | bits
    }
}

/// Encodes `v` as a literal of element type `e` (floats rounded, integers
/// truncated toward zero and range-checked, bool = `v != 0`).
fn literal_f64(op: &'static str, e: ElementType, v: f64) -> Result<Literal> {
    Ok(match e {
        ElementType::F16 => Literal::Float { bits: round_f64_to_bits(v, 5, 10), width: 16 },
        ElementType::BF16 => Literal::Float { bits: round_f64_to_bits(v, 8, 7), width: 16 },
        ElementType::F32 => Literal::Float { bits: (v as f32).to_bits() as u64, width: 32 },
        ElementType::F64 => Literal::Float { bits: v.to_bits(), width: 64 },
        ElementType::I1 => Literal::Bool(v != 0.0),
        _ => {
            let (lo, hi) = e.int_range().expect("integer type");
            let t = v.trunc();
            if !t.is_finite() || t < lo as f64 || t > hi as f64 {
                return Err(invalid(op, format!("value {v} does not fit {e}")));
            }
            Literal::Int(t as i128)
        }
    })
}

fn literal_int(op: &'static str, e: ElementType, v: i128) -> Result<Literal> {
    if e.is_float() {
        return literal_f64(op, e, v as f64);
    }
    if e.is_bool() {
        return Ok(Literal::Bool(v != 0));
    }
    let (lo, hi) = e.int_range().expect("integer type");
    if v < lo || v > hi {
        return Err(invalid(op, format!("value {v} does not fit {e}")));
    }
    Ok(Literal::Int(v))
}

const CONST: &str = "stablehlo.constant";

impl Builder {
    fn constant(&mut self, ty: TensorType, data: DenseData) -> Result<Value> {
        ensure!(ty.dims.iter().all(|&d| d >= 0), CONST, "negative dimension in {ty}");
        self.push1(CONST, &[], ty.clone(), vec![("value", Attr::Dense(data, ty))])
    }

    fn constant_elements(&mut self, ty: TensorType, lits: Vec<Literal>) -> Result<Value> {
        ensure!(lits.len() as i64 == ty.numel(), CONST, "{} values for {ty} ({} elements)", lits.len(), ty.numel());
        let data = match lits.first() {
            Some(first) if lits.iter().all(|l| l == first) => DenseData::Splat(first.clone()),
            _ => DenseData::Elements(lits),
        };
        self.constant(ty, data)
    }

    /// A constant filled with `v` (rounded to nearest-even for floats, truncated
    /// toward zero and range-checked for integers, `v != 0` for bool). Floats are
    /// printed as exact hex bit patterns.
    pub fn constant_f64(&mut self, ty: TensorType, v: f64) -> Result<Value> {
        let l = literal_f64(CONST, ty.elem, v)?;
        self.constant(ty, DenseData::Splat(l))
    }

    /// A constant filled with `v` (range-checked; bool = `v != 0`).
    pub fn constant_i64(&mut self, ty: TensorType, v: i64) -> Result<Value> {
        let l = literal_int(CONST, ty.elem, v as i128)?;
        self.constant(ty, DenseData::Splat(l))
    }

    /// A constant filled with `v` (range-checked; for `ui64` values above `i64::MAX`).
    pub fn constant_u64(&mut self, ty: TensorType, v: u64) -> Result<Value> {
        let l = literal_int(CONST, ty.elem, v as i128)?;
        self.constant(ty, DenseData::Splat(l))
    }

    /// A constant filled with `v`; for non-bool types `true` is 1.
    pub fn constant_bool(&mut self, ty: TensorType, v: bool) -> Result<Value> {
        let l = literal_int(CONST, ty.elem, v as i128)?;
        self.constant(ty, DenseData::Splat(l))
    }

    /// A dense constant of `ty.numel()` values in row-major order.
    pub fn constant_elements_f64(&mut self, ty: TensorType, vs: &[f64]) -> Result<Value> {
        let lits = vs.iter().map(|&v| literal_f64(CONST, ty.elem, v)).collect::<Result<Vec<_>>>()?;
        self.constant_elements(ty, lits)
    }

    /// A dense constant of `ty.numel()` values in row-major order.
    pub fn constant_elements_i64(&mut self, ty: TensorType, vs: &[i64]) -> Result<Value> {
        let lits = vs.iter().map(|&v| literal_int(CONST, ty.elem, v as i128)).collect::<Result<Vec<_>>>()?;
        self.constant_elements(ty, lits)
    }

    /// A dense constant of `ty.numel()` values in row-major order.
    pub fn constant_elements_u64(&mut self, ty: TensorType, vs: &[u64]) -> Result<Value> {
        let lits = vs.iter().map(|&v| literal_int(CONST, ty.elem, v as i128)).collect::<Result<Vec<_>>>()?;
        self.constant_elements(ty, lits)
    }

    /// A dense constant of `ty.numel()` values in row-major order.
    pub fn constant_elements_bool(&mut self, ty: TensorType, vs: &[bool]) -> Result<Value> {
        let lits = vs.iter().map(|&v| literal_int(CONST, ty.elem, v as i128)).collect::<Result<Vec<_>>>()?;
        self.constant_elements(ty, lits)
    }

    /// `stablehlo.iota`: values `0, 1, ...` along dimension `dim` of `ty`.
    pub fn iota(&mut self, ty: TensorType, dim: usize) -> Result<Value> {
        const OP: &str = "stablehlo.iota";
        ensure!(dim < ty.rank(), OP, "iota_dimension {dim} out of range for {ty}");
        check_elem(OP, "result", &ty, INT | FLOAT)?;
        self.push1(OP, &[], ty, vec![("iota_dimension", Attr::I64(dim as i64))])
    }

    /// `stablehlo.rng_bit_generator` with the `DEFAULT` algorithm: returns
    /// `(new_state, random_bits)`. `state` is `tensor<2xui64>` (see [`RngAlgorithm`]).
    pub fn rng_bit_generator(&mut self, state: Value, out: TensorType) -> Result<(Value, Value)> {
        self.rng_bit_generator_with(RngAlgorithm::Default, state, out)
    }

    /// `stablehlo.rng_bit_generator` with an explicit algorithm. `out` has integer
    /// (usually unsigned) elements.
    pub fn rng_bit_generator_with(&mut self, alg: RngAlgorithm, state: Value, out: TensorType) -> Result<(Value, Value)> {
        const OP: &str = "stablehlo.rng_bit_generator";
        self.check_visible(OP, &[state])?;
        let ts = self.ty(state).clone();
        check_elem(OP, "state", &ts, INT)?;
        ensure!(ts.rank() == 1, OP, "state {ts} must be rank 1");
        let ok = match alg {
            RngAlgorithm::Default => true,
            RngAlgorithm::ThreeFry => ts.dims[0] * ts.elem.bits() as i64 == 128,
            RngAlgorithm::Philox => matches!(ts.dims[0] * ts.elem.bits() as i64, 128 | 192),
        };
        ensure!(ok, OP, "state {ts} has the wrong size for {alg:?}");
        check_elem(OP, "output", &out, INT)?;
        let attrs = vec![("rng_algorithm", Attr::RngAlgorithm(alg))];
        let r = self.push_op(OP, &[state], vec![ts, out], attrs, Vec::new())?;
        Ok((r[0], r[1]))
    }

    /// `stablehlo.while`: `cond` maps the loop values to a scalar `i1`; `body` maps
    /// them to new values of the same types. Both regions are isolated: values of
    /// the enclosing scope must be passed in as loop values.
    pub fn while_loop(
        &mut self,
        init: &[Value],
        cond: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
        body: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = "stablehlo.while";
        self.check_visible(OP, init)?;
        let tys: Vec<TensorType> = init.iter().map(|&v| self.ty(v).clone()).collect();
        let (cb, ct) = self.build_region(OP, tys.clone(), true, cond)?;
        let pred = TensorType::scalar(ElementType::I1);
        ensure!(ct == [pred], OP, "cond must return one tensor<i1>, got {ct:?}");
        let (bb, bt) = self.build_region(OP, tys.clone(), true, body)?;
        ensure!(bt == tys, OP, "body returns {} but the loop carries {}", fmt_types(&bt), fmt_types(&tys));
        self.push_op(OP, init, tys, Vec::new(), vec![cb, bb])
    }

    /// `stablehlo.optimization_barrier`: returns its operands unchanged, preventing
    /// XLA from moving computations across it.
    pub fn optimization_barrier(&mut self, vs: &[Value]) -> Result<Vec<Value>> {
        const OP: &str = "stablehlo.optimization_barrier";
        self.check_visible(OP, vs)?;
        let tys = vs.iter().map(|&v| self.ty(v).clone()).collect();
        self.push_op(OP, vs, tys, Vec::new(), Vec::new())
    }
}

/// `(tensor<f32>, tensor<2xi32>)` for messages.
pub(crate) fn fmt_types(ts: &[TensorType]) -> String {
    let s: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
    format!("({})", s.join(", "))
}
