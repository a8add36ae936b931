//! Shape ops: reshape, broadcast_in_dim, transpose, slices, concatenate, pad, reverse.

use super::{check_dims, check_elem, check_len, INT};
use crate::builder::{Attr, Builder};
use crate::error::{ensure, Result};
use crate::value::Value;
use crate::printer::names;

impl Builder {
    /// `stablehlo.reshape` to `dims` (same number of elements, row-major order).
    pub fn reshape(&mut self, v: Value, dims: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_RESHAPE;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        ensure!(dims.iter().all(|&d| d >= 0), OP, "negative size in {dims:?} for operand {t}");
        let out = t.with_dims(dims);
        ensure!(out.numel() == t.numel(), OP, "operand {t} has {} elements, {out} has {}", t.numel(), out.numel());
        // To its own shape it is the operand: no op, so that passes matching an operand's
        // defining op (a transpose the host BLAS reads in place) meet the op itself.
        if out == t {
            return Ok(v);
        }
        self.push1(OP, &[v], out, Vec::new())
    }

    /// `stablehlo.broadcast_in_dim`: operand dimension `i` maps to result dimension
    /// `broadcast_dimensions[i]`, whose size must equal it unless it is 1.
    pub fn broadcast_in_dim(&mut self, v: Value, dims: &[i64], broadcast_dimensions: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_BROADCAST_IN_DIM;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        let out = t.with_dims(dims);
        ensure!(dims.iter().all(|&d| d >= 0), OP, "negative size in result {dims:?} for operand {t}");
        check_len(OP, "broadcast_dimensions", broadcast_dimensions.len(), t.rank(), &t)?;
        check_dims(OP, "broadcast_dimensions", broadcast_dimensions, dims.len(), &out)?;
        for (i, &bd) in broadcast_dimensions.iter().enumerate() {
            let (s, r) = (t.dims[i], dims[bd as usize]);
            ensure!(s == 1 || s == r, OP, "operand {t} dimension {i} (size {s}) cannot broadcast to result {out} dimension {bd} (size {r})");
        }
        // To its own shape, dimension for dimension, it is the operand (as for `reshape`).
        if out == t && broadcast_dimensions.iter().enumerate().all(|(i, &d)| d == i as i64) {
            return Ok(v);
        }
        self.push1(OP, &[v], out, vec![("broadcast_dimensions", Attr::I64Array(broadcast_dimensions.to_vec()))])
    }

    /// `stablehlo.transpose`: result dimension `i` is operand dimension `perm[i]`.
    pub fn transpose(&mut self, v: Value, perm: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_TRANSPOSE;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        check_len(OP, "permutation", perm.len(), t.rank(), &t)?;
        check_dims(OP, "permutation", perm, t.rank(), &t)?;
        let out = t.with_dims(perm.iter().map(|&p| t.dims[p as usize]).collect::<Vec<_>>());
        self.push1(OP, &[v], out, vec![("permutation", Attr::I64Array(perm.to_vec()))])
    }

    /// `stablehlo.slice` with static `start`, `limit` (exclusive) and positive `strides`.
    pub fn slice(&mut self, v: Value, start: &[i64], limit: &[i64], strides: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_SLICE;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        check_len(OP, "start_indices", start.len(), t.rank(), &t)?;
        check_len(OP, "limit_indices", limit.len(), t.rank(), &t)?;
        check_len(OP, "strides", strides.len(), t.rank(), &t)?;
        let mut dims = Vec::with_capacity(t.rank());
        for i in 0..t.rank() {
            let (s, l, st, d) = (start[i], limit[i], strides[i], t.dims[i]);
            ensure!(0 <= s && s <= l && l <= d, OP, "dimension {i}: need 0 <= start {s} <= limit {l} <= size {d} of operand {t}");
            ensure!(st > 0, OP, "dimension {i}: stride {st} must be positive (operand {t})");
            dims.push((l - s + st - 1) / st);
        }
        let attrs = vec![
            ("start_indices", Attr::I64Array(start.to_vec())),
            ("limit_indices", Attr::I64Array(limit.to_vec())),
            ("strides", Attr::I64Array(strides.to_vec())),
        ];
        self.push1(OP, &[v], t.with_dims(dims), attrs)
    }

    fn check_starts(&self, op: &'static str, starts: &[Value], rank: usize) -> Result<()> {
        let t0 = starts.first().map(|&s| self.ty(s).clone());
        ensure!(starts.len() == rank, op, "{} start indices for a rank-{rank} operand", starts.len());
        for &s in starts {
            let ts = self.ty(s);
            ensure!(ts.is_scalar(), op, "start index {ts} must be a scalar");
            check_elem(op, "start index", ts, INT)?;
            ensure!(Some(ts) == t0.as_ref(), op, "start indices {ts} and {} differ", t0.as_ref().unwrap());
        }
        Ok(())
    }

    /// `stablehlo.dynamic_slice`: `starts` are scalar integers of one type (clamped
    /// by XLA so the slice stays in bounds); `sizes` are static.
    pub fn dynamic_slice(&mut self, v: Value, starts: &[Value], sizes: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_DYNAMIC_SLICE;
        let mut operands = vec![v];
        operands.extend_from_slice(starts);
        self.check_visible(OP, &operands)?;
        let t = self.ty(v).clone();
        self.check_starts(OP, starts, t.rank())?;
        check_len(OP, "slice_sizes", sizes.len(), t.rank(), &t)?;
        for (i, (&s, &d)) in sizes.iter().zip(&t.dims).enumerate() {
            ensure!(0 <= s && s <= d, OP, "slice size {s} of dimension {i} outside 0..={d} of operand {t}");
        }
        self.push1(OP, &operands, t.with_dims(sizes), vec![("slice_sizes", Attr::I64Array(sizes.to_vec()))])
    }

    /// `stablehlo.dynamic_update_slice`: writes `update` into `v` at `starts`.
    pub fn dynamic_update_slice(&mut self, v: Value, update: Value, starts: &[Value]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_DYNAMIC_UPDATE_SLICE;
        let mut operands = vec![v, update];
        operands.extend_from_slice(starts);
        self.check_visible(OP, &operands)?;
        let (t, tu) = (self.ty(v).clone(), self.ty(update).clone());
        ensure!(t.elem == tu.elem && t.rank() == tu.rank(), OP, "update {tu} does not match operand {t}");
        ensure!(tu.dims.iter().zip(&t.dims).all(|(u, d)| u <= d), OP, "update {tu} larger than operand {t}");
        self.check_starts(OP, starts, t.rank())?;
        self.push1(OP, &operands, t, Vec::new())
    }

    /// `stablehlo.concatenate` along `dim`.
    pub fn concatenate(&mut self, vs: &[Value], dim: i64) -> Result<Value> {
        const OP: &str = names::STABLEHLO_CONCATENATE;
        self.check_visible(OP, vs)?;
        ensure!(!vs.is_empty(), OP, "needs at least one operand");
        let t0 = self.ty(vs[0]).clone();
        ensure!(0 <= dim && (dim as usize) < t0.rank(), OP, "dimension {dim} out of range for {t0}");
        let mut dims = t0.dims.clone();
        dims[dim as usize] = 0;
        for &v in vs {
            let t = self.ty(v);
            let same = t.elem == t0.elem
                && t.rank() == t0.rank()
                && t.dims.iter().zip(&t0.dims).enumerate().all(|(i, (a, b))| i == dim as usize || a == b);
            ensure!(same, OP, "operands {t0} and {t} differ outside dimension {dim}");
            dims[dim as usize] += t.dims[dim as usize];
        }
        self.push1(OP, vs, t0.with_dims(dims), vec![("dimension", Attr::I64(dim))])
    }

    /// `stablehlo.pad`: `low`/`high` may be negative (cropping); `interior` >= 0.
    pub fn pad(&mut self, v: Value, pad_value: Value, low: &[i64], high: &[i64], interior: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_PAD;
        self.check_visible(OP, &[v, pad_value])?;
        let (t, tp) = (self.ty(v).clone(), self.ty(pad_value).clone());
        ensure!(tp.is_scalar() && tp.elem == t.elem, OP, "padding value {tp} must be a scalar of operand {t}'s element type");
        check_len(OP, "edge_padding_low", low.len(), t.rank(), &t)?;
        check_len(OP, "edge_padding_high", high.len(), t.rank(), &t)?;
        check_len(OP, "interior_padding", interior.len(), t.rank(), &t)?;
        let mut dims = Vec::with_capacity(t.rank());
        for i in 0..t.rank() {
            let d = t.dims[i];
            ensure!(interior[i] >= 0, OP, "interior padding {} of dimension {i} is negative (operand {t})", interior[i]);
            let r = low[i] + high[i] + d + (d - 1).max(0) * interior[i];
            ensure!(r >= 0, OP, "dimension {i} of operand {t} would have negative size {r}");
            dims.push(r);
        }
        let attrs = vec![
            ("edge_padding_low", Attr::I64Array(low.to_vec())),
            ("edge_padding_high", Attr::I64Array(high.to_vec())),
            ("interior_padding", Attr::I64Array(interior.to_vec())),
        ];
        self.push1(OP, &[v, pad_value], t.with_dims(dims), attrs)
    }

    /// `stablehlo.reverse` along `dims`.
    pub fn reverse(&mut self, v: Value, dims: &[i64]) -> Result<Value> {
        const OP: &str = names::STABLEHLO_REVERSE;
        self.check_visible(OP, &[v])?;
        let t = self.ty(v).clone();
        check_dims(OP, "dimensions", dims, t.rank(), &t)?;
        self.push1(OP, &[v], t, vec![("dimensions", Attr::I64Array(dims.to_vec()))])
    }
}
