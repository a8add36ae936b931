//! Constants, iota, random bits, loops and barriers.

use super::{check_elem, FLOAT, INT};
use crate::builder::{Attr, Builder, DenseData, Literal};
use crate::error::{ensure, invalid, Result};
use crate::types::{ElementType, TensorType};
use crate::value::Value;
use crate::printer::names;

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

/// The value of the 8-bit float `bits` of type `e` (one of the `F8*` types).
pub fn f8_value(e: ElementType, bits: u8) -> f64 {
    let (ebits, bias, fnuz) = f8_layout(e);
    let mbits = 7 - ebits;
    let neg = bits & 0x80 != 0;
    let ex = ((bits & 0x7F) >> mbits) as i32;
    let m = (bits & ((1 << mbits) - 1)) as f64;
    let all = (1 << ebits) - 1;
    if fnuz && bits == 0x80 {
        return f64::NAN;
    }
    if e == ElementType::F8E4M3FN && ex == all && m == 7.0 {
        return if neg { -f64::NAN } else { f64::NAN };
    }
    if e == ElementType::F8E5M2 && ex == all {
        let v = if m == 0.0 { f64::INFINITY } else { f64::NAN };
        return if neg { -v } else { v };
    }
    let scale = (2f64).powi(-(mbits as i32));
    let mag = if ex == 0 { m * scale * (2f64).powi(1 - bias) } else { (1.0 + m * scale) * (2f64).powi(ex - bias) };
    if neg {
        -mag
    } else {
        mag
    }
}

/// (exponent bits, bias, is an FNUZ type) of an 8-bit float type.
fn f8_layout(e: ElementType) -> (u32, i32, bool) {
    match e {
        ElementType::F8E4M3FN => (4, 7, false),
        ElementType::F8E5M2 => (5, 15, false),
        ElementType::F8E4M3FNUZ => (4, 8, true),
        ElementType::F8E5M2FNUZ => (5, 16, true),
        _ => panic!("{e} is not an 8-bit float type"),
    }
}

/// The 8-bit float of type `e` nearest `x` (ties to even), as PyTorch casts:
/// from `f32` (a double is first rounded to float), saturating to ±448 for
/// `F8E4M3FN`, overflowing to infinity for `F8E5M2` and to NaN for the FNUZ
/// types; NaN stays NaN and the FNUZ types have no negative zero.
pub fn f8_from_f64(e: ElementType, x: f64) -> u8 {
    let (_, _, fnuz) = f8_layout(e);
    let x = x as f32 as f64;
    let sign: u8 = if x.is_sign_negative() && !fnuz { 0x80 } else { 0 };
    // The FNUZ types have one NaN; the others keep the sign, all mantissa bits set.
    let nan: u8 = if fnuz { 0x80 } else { sign | 0x7F };
    if x.is_nan() {
        return nan;
    }
    let a = x.abs();
    // Positive finite values rise with their bit patterns: walk them.
    let top: u8 = match e {
        ElementType::F8E4M3FN => 0x7E,
        ElementType::F8E5M2 => 0x7B,
        _ => 0x7F,
    };
    let mut lo = 0u8;
    while lo < top && f8_value(e, lo + 1) <= a {
        lo += 1;
    }
    let below = f8_value(e, lo);
    let mag = if below == a {
        lo
    } else if lo == top {
        // Past the largest finite value: the next one up would be 2^(emax+1),
        // whose half-way point decides between the largest value and overflow.
        let ulp = below - f8_value(e, lo - 1);
        if a < below + ulp / 2.0 || e == ElementType::F8E4M3FN {
            lo
        } else if e == ElementType::F8E5M2 {
            0x7C
        } else {
            return nan;
        }
    } else {
        let above = f8_value(e, lo + 1);
        let (dl, du) = (a - below, above - a);
        if dl < du || (dl == du && lo & 1 == 0) {
            lo
        } else {
            lo + 1
        }
    };
    if mag == 0 && fnuz {
        0
    } else {
        sign | mag
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
        ElementType::C64 | ElementType::C128 => literal_complex(e, v, 0.0),
        e if e.is_float8() => Literal::Float { bits: f8_from_f64(e, v) as u64, width: 8 },
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

/// `re + im·i` as a literal of complex type `e`, each part rounded to the part type.
fn literal_complex(e: ElementType, re: f64, im: f64) -> Literal {
    if e == ElementType::C64 {
        Literal::Complex { re: (re as f32).to_bits() as u64, im: (im as f32).to_bits() as u64, width: 32 }
    } else {
        Literal::Complex { re: re.to_bits(), im: im.to_bits(), width: 64 }
    }
}

fn literal_int(op: &'static str, e: ElementType, v: i128) -> Result<Literal> {
    if e.is_float() || e.is_complex() {
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

const CONST: &str = names::STABLEHLO_CONSTANT;

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

    /// A complex constant filled with `re + im·i`; `ty` must have a complex element type.
    pub fn constant_complex(&mut self, ty: TensorType, re: f64, im: f64) -> Result<Value> {
        ensure!(ty.elem.is_complex(), CONST, "complex value ({re}, {im}) for non-complex {ty}");
        let l = literal_complex(ty.elem, re, im);
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

    /// A dense constant from its elements' little-endian bytes in row-major order (one
    /// byte per `i1`): a tensor's contents as they are in memory, weights baked into an
    /// exported program.
    pub fn constant_bytes(&mut self, ty: TensorType, bytes: Vec<u8>) -> Result<Value> {
        let want = ty.numel() as usize * ty.elem.byte_size();
        ensure!(bytes.len() == want, CONST, "{} bytes for {ty} ({want} bytes)", bytes.len());
        if bytes.is_empty() || ty.elem.is_bool() {
            // MLIR packs i1 hex data by bits: booleans print as literals instead.
            let lits = bytes.iter().map(|&b| Literal::Bool(b != 0)).collect();
            return self.constant_elements(ty, lits);
        }
        self.constant(ty, DenseData::Raw(bytes))
    }

    /// `stablehlo.iota`: values `0, 1, ...` along dimension `dim` of `ty`.
    pub fn iota(&mut self, ty: TensorType, dim: usize) -> Result<Value> {
        const OP: &str = names::STABLEHLO_IOTA;
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
        const OP: &str = names::STABLEHLO_RNG_BIT_GENERATOR;
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
    /// them to new values of the same types. Both regions may use values of the
    /// enclosing scope (XLA turns them into implicit loop operands).
    pub fn while_loop(
        &mut self,
        init: &[Value],
        cond: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
        body: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_WHILE;
        self.check_visible(OP, init)?;
        let tys: Vec<TensorType> = init.iter().map(|&v| self.ty(v).clone()).collect();
        let (cb, ct) = self.build_region(OP, tys.clone(), false, cond)?;
        let pred = TensorType::scalar(ElementType::I1);
        ensure!(ct == [pred], OP, "cond must return one tensor<i1>, got {ct:?}");
        let (bb, bt) = self.build_region(OP, tys.clone(), false, body)?;
        ensure!(bt == tys, OP, "body returns {} but the loop carries {}", fmt_types(&bt), fmt_types(&tys));
        self.push_op(OP, init, tys, Vec::new(), vec![cb, bb])
    }

    /// `stablehlo.custom_call` of a typed XLA FFI target (`api_version = 4`) that the runtime
    /// registered with the plugin, with one result of type `result`. Its computation is the
    /// target's: nothing about it is checked here beyond the operands' scope.
    pub fn custom_call(&mut self, target: &'static str, operands: &[Value], result: TensorType) -> Result<Value> {
        Ok(self.custom_call_in_place(target, operands, vec![result], &[])?[0])
    }

    /// `stablehlo.custom_call` of a typed XLA FFI target with several results, where each
    /// `(result, operand)` pair of `in_place` writes that result into that operand's buffer
    /// (same type; XLA copies the operand first if anything reads it afterwards).
    pub fn custom_call_in_place(&mut self, target: &'static str, operands: &[Value], results: Vec<TensorType>, in_place: &[(usize, usize)]) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_CUSTOM_CALL;
        self.check_visible(OP, operands)?;
        for &(r, o) in in_place {
            let (Some(rt), Some(&ov)) = (results.get(r), operands.get(o)) else {
                return Err(invalid(OP, format!("in-place pair (result {r}, operand {o}) out of range")));
            };
            ensure!(rt == self.ty(ov), OP, "result {r} of type {rt} cannot be written into operand {o} of type {}", self.ty(ov));
        }
        let mut attrs = custom_call_attrs(target);
        if !in_place.is_empty() {
            attrs.push(("output_operand_aliases", Attr::OutputOperandAliases(in_place.to_vec())));
        }
        self.push_op(OP, operands, results, attrs, Vec::new())
    }

    /// `stablehlo.optimization_barrier`: returns its operands unchanged, preventing
    /// XLA from moving computations across it.
    pub fn optimization_barrier(&mut self, vs: &[Value]) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_OPTIMIZATION_BARRIER;
        self.check_visible(OP, vs)?;
        let tys = vs.iter().map(|&v| self.ty(v).clone()).collect();
        self.push_op(OP, vs, tys, Vec::new(), Vec::new())
    }
}

/// The attributes of a typed-FFI custom call of `target`.
pub(crate) fn custom_call_attrs(target: &'static str) -> Vec<(&'static str, Attr)> {
    vec![("call_target_name", Attr::Str(target)), ("api_version", Attr::I32(4))]
}

/// `(tensor<f32>, tensor<2xi32>)` for messages.
pub(crate) fn fmt_types(ts: &[TensorType]) -> String {
    let s: Vec<String> = ts.iter().map(|t| t.to_string()).collect();
    format!("({})", s.join(", "))
}

/// `transpose_a` of `triangular_solve`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TransposeA {
    No,
    Transpose,
    /// Conjugate transpose (same as `Transpose` for real types).
    Adjoint,
}

impl Builder {
    /// `stablehlo.if`: runs `on_true` or `on_false` (regions without arguments;
    /// they may use values of the enclosing scope) and returns what it returns.
    /// Both branches must return the same types.
    pub fn if_else(
        &mut self,
        pred: Value,
        on_true: impl FnOnce(&mut Builder) -> Result<Vec<Value>>,
        on_false: impl FnOnce(&mut Builder) -> Result<Vec<Value>>,
    ) -> Result<Vec<Value>> {
        const OP: &str = names::STABLEHLO_IF;
        self.check_visible(OP, &[pred])?;
        let tp = self.ty(pred).clone();
        ensure!(tp == TensorType::scalar(ElementType::I1), OP, "pred {tp} must be tensor<i1>");
        let (tb, tt) = self.build_region(OP, Vec::new(), false, |b, _| on_true(b))?;
        let (fb, ft) = self.build_region(OP, Vec::new(), false, |b, _| on_false(b))?;
        ensure!(tt == ft, OP, "branches return {} and {}", fmt_types(&tt), fmt_types(&ft));
        self.push_op(OP, &[pred], tt, Vec::new(), vec![tb, fb])
    }

    /// CHLO `chlo.top_k` (legalized by XLA): the `k` largest values along the last
    /// dimension, sorted descending, and their `i32` indices.
    pub fn top_k(&mut self, v: Value, k: i64) -> Result<(Value, Value)> {
        const OP: &str = names::CHLO_TOP_K;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        check_elem(OP, "operand", &t, INT | FLOAT)?;
        let last = t.dims.last().copied();
        ensure!(matches!(last, Some(n) if 0 <= k && k <= n), OP, "k = {k} outside 0..=last dimension of operand {t}");
        let mut dims = t.dims.clone();
        *dims.last_mut().unwrap() = k;
        let outs = vec![t.with_dims(dims.clone()), TensorType::new(ElementType::I32, dims)];
        let r = self.push_op(OP, &[v], outs, vec![("k", Attr::I64(k))], Vec::new())?;
        Ok((r[0], r[1]))
    }

    /// `stablehlo.reduce_precision`: rounds floats to `exponent_bits` /
    /// `mantissa_bits` (e.g. 8/7 emulates bf16) without changing the type.
    pub fn reduce_precision(&mut self, v: Value, exponent_bits: i32, mantissa_bits: i32) -> Result<Value> {
        const OP: &str = names::STABLEHLO_REDUCE_PRECISION;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        check_elem(OP, "operand", &t, FLOAT)?;
        ensure!(exponent_bits >= 1 && mantissa_bits >= 0, OP, "exponent_bits {exponent_bits} / mantissa_bits {mantissa_bits} invalid for {t}");
        let attrs = vec![("exponent_bits", Attr::I32(exponent_bits)), ("mantissa_bits", Attr::I32(mantissa_bits))];
        self.push1(OP, &[v], t, attrs)
    }

    /// `stablehlo.cholesky` of (batches of) symmetric positive definite `[n, n]`
    /// matrices; `lower` selects the triangle used and produced.
    pub fn cholesky(&mut self, a: Value, lower: bool) -> Result<Value> {
        const OP: &str = names::STABLEHLO_CHOLESKY;
        self.check_visible(OP, &[a])?;
        let t = self.ty(a).clone();
        check_elem(OP, "operand", &t, FLOAT)?;
        let r = t.rank();
        ensure!(r >= 2 && t.dims[r - 1] == t.dims[r - 2], OP, "operand {t} must be (batches of) square matrices");
        self.push1(OP, &[a], t, vec![("lower", Attr::Bool(lower))])
    }

    /// `stablehlo.triangular_solve`: solves `op(a) x = b` (`left_side`) or
    /// `x op(a) = b` for `x`, with `a` triangular (`lower`), batched over leading dims.
    pub fn triangular_solve(
        &mut self,
        a: Value,
        b: Value,
        left_side: bool,
        lower: bool,
        unit_diagonal: bool,
        transpose_a: TransposeA,
    ) -> Result<Value> {
        const OP: &str = names::STABLEHLO_TRIANGULAR_SOLVE;
        self.check_visible(OP, &[a, b])?;
        let (ta, tb) = (self.ty(a).clone(), self.ty(b).clone());
        check_elem(OP, "a", &ta, FLOAT)?;
        let r = ta.rank();
        ensure!(ta.elem == tb.elem && r >= 2 && tb.rank() == r, OP, "a {ta} and b {tb} must be float matrices of one rank and type");
        ensure!(ta.dims[r - 1] == ta.dims[r - 2], OP, "a {ta} must be (batches of) square matrices");
        ensure!(ta.dims[..r - 2] == tb.dims[..r - 2], OP, "a {ta} and b {tb} differ in batch dimensions");
        let shared = if left_side { tb.dims[r - 2] } else { tb.dims[r - 1] };
        ensure!(shared == ta.dims[r - 1], OP, "a {ta} does not fit b {tb} (left_side = {left_side})");
        let attrs = vec![
            ("left_side", Attr::Bool(left_side)),
            ("lower", Attr::Bool(lower)),
            ("unit_diagonal", Attr::Bool(unit_diagonal)),
            ("transpose_a", Attr::Transpose(transpose_a)),
        ];
        self.push1(OP, &[a, b], tb, attrs)
    }
}
