//! The lowering context: the program builder plus the helpers every op family
//! shares (broadcasting, promotion, dimension wrapping, constants, errors).

use crate::args::TensorArg;
use crate::dtype::{float8_promotion, result_type, DType, Priority};
use crate::error::{LowerError, Result};
use tpj_stablehlo::{BuildError, Builder, CmpDir, ElementType, TensorType, Value};

pub struct LowerCtx<'a> {
    pub b: &'a mut Builder,
    /// The full op name (`aten::add.Tensor`), for error messages.
    pub op: &'a str,
    /// Runtime RNG state parameter (tensor<2xui64>: seed, offset) for random ops.
    pub rng: Option<Value>,
    /// Output sizes that depend on data (`nonzero`): computed by the op's
    /// `sized_by` pre-pass on the device and read back before lowering.
    pub dyn_sizes: Vec<i64>,
    /// Checks of values only the device sees (an index against a size): each an
    /// `i64[3]` result `(failed, min, max)` and the message for when it failed. The
    /// engine returns them beside the op's results and raises at the next
    /// synchronisation, as CUDA's device-side asserts do.
    pub checks: Vec<DeviceCheck>,
    /// The platform the program is for ([`crate::platform`]): where a lowering's form
    /// depends on it, and where the registry refuses an op ([`crate::OpDef::refuse_on`]).
    pub platform: crate::Platform,
}

/// A device-side check (see [`LowerCtx::check_index_range`]).
#[derive(Clone, Debug)]
pub struct DeviceCheck {
    pub value: Value,
    pub message: String,
    /// Raised as IndexError (true) or RuntimeError: what the CPU kernel raises for it.
    pub index_error: bool,
}

/// Builder errors inside a lowering; the engine names the op at its boundary.
pub fn ok<T>(r: std::result::Result<T, BuildError>) -> Result<T> {
    r.map_err(LowerError::from)
}

/// Converts builder errors, naming the op being lowered.
pub trait BuildResultExt<T> {
    fn at(self, op: &str) -> Result<T>;
}

impl<T> BuildResultExt<T> for std::result::Result<T, BuildError> {
    fn at(self, op: &str) -> Result<T> {
        self.map_err(|source| LowerError::Build { op: op.to_string(), source })
    }
}

impl<'a> LowerCtx<'a> {
    pub fn new(b: &'a mut Builder, op: &'a str) -> Self {
        LowerCtx { b, op, rng: None, dyn_sizes: Vec::new(), checks: Vec::new(), platform: crate::platform() }
    }

    /// Checks on the device that every element of the integer tensor `idx` lies in
    /// `[lo, hi)`: PyTorch's CPU kernels raise IndexError there, CUDA's assert; an XLA
    /// gather would read a clamped or filled value. `what` completes the message
    /// ("index out of range {what}: ..."), which names the op and the values seen.
    pub fn check_index_range(&mut self, idx: Value, lo: i64, hi: i64, what: impl Into<String>) -> Result<()> {
        self.range_check(idx, lo, hi, what.into(), true)
    }

    /// [`check_index_range`](Self::check_index_range) for ops whose CPU kernel raises
    /// RuntimeError instead (gather, scatter, multilabel_margin_loss).
    pub fn check_index_range_runtime(&mut self, idx: Value, lo: i64, hi: i64, what: impl Into<String>) -> Result<()> {
        self.range_check(idx, lo, hi, what.into(), false)
    }

    fn range_check(&mut self, idx: Value, lo: i64, hi: i64, what: String, index_error: bool) -> Result<()> {
        if self.b.ty(idx).numel() == 0 {
            return Ok(());
        }
        // A padded graph's filler entries (set to write nowhere) are judged as `lo`: the
        // check sees the real entries alone, as it would unpadded.
        let idx = match self.b.real_elements(idx) {
            Some(real) => {
                let ty = self.b.ty(idx).clone();
                let lo_c = ok(self.b.constant_i64(ty, lo))?;
                ok(self.b.select(real, idx, lo_c))?
            }
            None => idx,
        };
        // An index the program builds itself (positions from an arange) may be provably in range.
        if self.b.int_range(idx).is_some_and(|(mn, mx)| mn >= lo as i128 && mx < hi as i128) {
            return Ok(());
        }
        let elem = self.elem(idx);
        let i = if elem == ElementType::I64 { idx } else { ok(self.b.convert(idx, ElementType::I64))? };
        // min and max in one reduction: max over [!i, i], as !min(i) = max(!i) (bitwise not
        // is order-reversing with no overflow, unlike negation at i64::MIN). Two reductions
        // were four kernels on XLA:CPU, which splits each into a reduce-window and a reduce.
        let n = self.b.ty(i).numel();
        let flat = ok(self.b.reshape(i, &[1, n]))?;
        let inverted = ok(self.b.not(flat))?;
        let both = ok(self.b.concatenate(&[inverted, flat], 0))?;
        let scalar = TensorType::new(ElementType::I64, vec![]);
        let lowest = ok(self.b.constant_i64(scalar.clone(), i64::MIN))?;
        let lo_v = ok(self.b.constant_i64(scalar.clone(), lo))?;
        let hi_v = ok(self.b.constant_i64(scalar, hi))?;
        let ext = ok(self.b.reduce(&[both], &[lowest], &[1], |b, a| Ok(vec![b.max(a[0], a[1])?])))?[0];
        let pick = |b: &mut tpj_stablehlo::Builder, k: i64| -> Result<Value> {
            let s = ok(b.slice(ext, &[k], &[k + 1], &[1]))?;
            ok(b.reshape(s, &[]))
        };
        let mn = pick(self.b, 0)?;
        let mn = ok(self.b.not(mn))?;
        let mx = pick(self.b, 1)?;
        let below = ok(self.b.compare(mn, lo_v, CmpDir::Lt))?;
        let above = ok(self.b.compare(mx, hi_v, CmpDir::Ge))?;
        let bad = ok(self.b.or(below, above))?;
        let bad = ok(self.b.convert(bad, ElementType::I64))?;
        let parts: Vec<Value> = [bad, mn, mx].iter().map(|&v| ok(self.b.reshape(v, &[1]))).collect::<Result<_>>()?;
        let value = ok(self.b.concatenate(&parts, 0))?;
        self.checks.push(DeviceCheck { value, message: format!("{}: index out of range {what}", self.op), index_error });
        Ok(())
    }

    pub fn invalid(&self, detail: impl Into<String>) -> LowerError {
        LowerError::Invalid { op: self.op.to_string(), detail: detail.into() }
    }

    pub fn unsupported(&self, detail: impl Into<String>) -> LowerError {
        LowerError::Unsupported { op: self.op.to_string(), detail: detail.into() }
    }

    pub fn index_error(&self, detail: impl Into<String>) -> LowerError {
        LowerError::Index { op: self.op.to_string(), detail: detail.into() }
    }

    pub fn value_error(&self, detail: impl Into<String>) -> LowerError {
        LowerError::Value { op: self.op.to_string(), detail: detail.into() }
    }

    pub fn shape(&self, v: Value) -> Vec<i64> {
        self.b.ty(v).dims.clone()
    }

    pub fn rank(&self, v: Value) -> usize {
        self.b.ty(v).dims.len()
    }

    pub fn elem(&self, v: Value) -> ElementType {
        self.b.ty(v).elem
    }

    pub fn tensor_desc(&self, t: &TensorArg) -> String {
        format!("{:?} {}", self.shape(t.v), t.dtype)
    }

    /// Wraps a possibly negative dimension like PyTorch (`maybe_wrap_dim`).
    pub fn wrap_dim(&self, dim: i64, rank: usize) -> Result<usize> {
        let r = rank.max(1) as i64;
        if dim < -r || dim >= r {
            return Err(self.index_error(format!(
                "Dimension out of range (expected to be in range of [{}, {}], but got {})",
                -r,
                r - 1,
                dim
            )));
        }
        Ok(if dim < 0 { (dim + r) as usize } else { dim as usize })
    }

    pub fn wrap_dims(&self, dims: &[i64], rank: usize) -> Result<Vec<usize>> {
        let mut out = Vec::with_capacity(dims.len());
        for &d in dims {
            let w = self.wrap_dim(d, rank)?;
            if out.contains(&w) {
                return Err(self.invalid(format!("dim {w} appears multiple times in the list of dims")));
            }
            out.push(w);
        }
        Ok(out)
    }

    /// Converts to `dtype`; a no-op when it already is.
    pub fn cast(&mut self, t: TensorArg, dtype: DType) -> Result<TensorArg> {
        if t.dtype == dtype && self.elem(t.v) == dtype.elem() {
            return Ok(t);
        }
        let v = self.convert_value(t.v, dtype)?;
        Ok(TensorArg { v, dtype, prio: t.prio })
    }

    /// Element conversion with PyTorch's semantics for bool targets (x != 0).
    pub fn convert_value(&mut self, v: Value, dtype: DType) -> Result<Value> {
        let elem = dtype.elem();
        if self.elem(v) == elem {
            return Ok(v);
        }
        if elem == ElementType::I1 {
            let zero = self.zeros_like(v)?;
            return ok(self.b.compare(v, zero, tpj_stablehlo::CmpDir::Ne));
        }
        ok(self.b.convert(v, elem))
    }

    pub fn constant(&mut self, elem: ElementType, dims: &[i64], value: f64) -> Result<Value> {
        let ty = TensorType::new(elem, dims.to_vec());
        if elem == ElementType::I1 {
            ok(self.b.constant_bool(ty, value != 0.0))
        } else if elem.is_float() || elem.is_complex() {
            ok(self.b.constant_f64(ty, value))
        } else {
            ok(self.b.constant_i64(ty, value as i64))
        }
    }

    pub fn constant_int(&mut self, elem: ElementType, dims: &[i64], value: i64) -> Result<Value> {
        let ty = TensorType::new(elem, dims.to_vec());
        if elem.is_float() || elem.is_complex() {
            ok(self.b.constant_f64(ty, value as f64))
        } else if elem == ElementType::I1 {
            ok(self.b.constant_bool(ty, value != 0))
        } else {
            ok(self.b.constant_i64(ty, value))
        }
    }

    pub fn full_like(&mut self, v: Value, value: f64) -> Result<Value> {
        let ty = self.b.ty(v).clone();
        self.constant(ty.elem, &ty.dims, value)
    }

    pub fn zeros_like(&mut self, v: Value) -> Result<Value> {
        self.full_like(v, 0.0)
    }

    /// PyTorch's broadcast of several shapes, with its error text.
    pub fn broadcast_shapes(&self, shapes: &[Vec<i64>]) -> Result<Vec<i64>> {
        let rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
        let mut out = vec![1i64; rank];
        for (k, s) in shapes.iter().enumerate() {
            let off = rank - s.len();
            for (i, &d) in s.iter().enumerate() {
                let o = &mut out[off + i];
                if *o == 1 {
                    *o = d;
                } else if d != 1 && d != *o {
                    return Err(self.invalid(format!(
                        "The size of tensor a ({}) must match the size of tensor b ({}) at non-singleton dimension {} (shapes {:?})",
                        *o,
                        d,
                        off + i,
                        &shapes[..=k]
                    )));
                }
            }
        }
        Ok(out)
    }

    /// Numpy-style broadcast of `v` to `dims` (right-aligned).
    pub fn broadcast_to(&mut self, v: Value, dims: &[i64]) -> Result<Value> {
        let shape = self.shape(v);
        if shape == dims {
            return Ok(v);
        }
        if shape.len() > dims.len() {
            return Err(self.invalid(format!("cannot broadcast shape {shape:?} to {dims:?}")));
        }
        let off = dims.len() - shape.len();
        // Drop the size-1 dims that expand, so broadcast_in_dim sees matching sizes.
        let mut keep = Vec::new();
        let mut kept_shape = Vec::new();
        for (i, &d) in shape.iter().enumerate() {
            if d == dims[off + i] {
                keep.push((off + i) as i64);
                kept_shape.push(d);
            } else if d != 1 {
                return Err(self.invalid(format!(
                    "The expanded size of the tensor ({}) must match the existing size ({}) at non-singleton dimension {}.  Target sizes: {:?}.  Tensor sizes: {:?}",
                    dims[off + i], d, off + i, dims, shape
                )));
            }
        }
        let v = if kept_shape.len() != shape.len() {
            ok(self.b.reshape(v, &kept_shape))?
        } else {
            v
        };
        ok(self.b.broadcast_in_dim(v, dims, &keep))
    }

    /// `torch.result_type` of the operands; a float8 operand promoted with another
    /// dtype is PyTorch's RuntimeError.
    pub fn result_type(&self, ts: &[TensorArg]) -> Result<DType> {
        let ops: Vec<(DType, Priority)> = ts
            .iter()
            .map(|t| {
                // A rank-0 tensor that was passed as a tensor counts as zero-dim.
                let p = if t.prio == Priority::Dim && self.rank(t.v) == 0 { Priority::ZeroDim } else { t.prio };
                (t.dtype, p)
            })
            .collect();
        if let Some((a, b)) = float8_promotion(&ops) {
            return Err(self.invalid(format!(
                "Promotion for Float8 Types is not supported, attempted to promote {} and {}",
                a.short_name(),
                b.short_name()
            )));
        }
        Ok(result_type(&ops))
    }

    /// Casts every operand to `dtype` and broadcasts them to their common shape.
    pub fn unify(&mut self, ts: &[TensorArg], dtype: DType) -> Result<Vec<Value>> {
        let shapes: Vec<Vec<i64>> = ts.iter().map(|t| self.shape(t.v)).collect();
        let out = self.broadcast_shapes(&shapes)?;
        let mut vs = Vec::with_capacity(ts.len());
        for t in ts {
            let c = self.cast(*t, dtype)?;
            vs.push(self.broadcast_to(c.v, &out)?);
        }
        Ok(vs)
    }

    pub fn out(&self, v: Value, dtype: DType) -> TensorArg {
        TensorArg { v, dtype, prio: Priority::Dim }
    }

    pub fn rng_state(&self) -> Result<Value> {
        self.rng.ok_or_else(|| self.unsupported("random op lowered without an RNG state (registry entry lacks .random())"))
    }
}
