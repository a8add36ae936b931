//! Reading and writing strided views of a slot's flat buffer inside a program.
//!
//! A tensor is (sizes, strides, offset) over a 1-D buffer. Reads lower to the
//! cheapest form that is exact: reshape, slice+reshape, a strided block
//! (pad/reshape/slice/transpose/broadcast), or, for overlapping layouts, a
//! gather of computed flat indices. Writes are a dynamic_update_slice for
//! contiguous ranges and a scatter otherwise.

use tpj_lowering::DType;
use tpj_stablehlo::{Builder, BuildError, ElementType, GatherDims, ScatterDims, TensorType, Value};

pub type R<T> = std::result::Result<T, BuildError>;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct View {
    pub sizes: Vec<i64>,
    pub strides: Vec<i64>,
    pub offset: i64,
}

impl View {
    pub fn numel(&self) -> i64 {
        self.sizes.iter().product()
    }

    pub fn is_contiguous(&self) -> bool {
        let mut expected = 1;
        for (&s, &st) in self.sizes.iter().zip(&self.strides).rev() {
            if s != 1 && st != expected {
                return false;
            }
            expected *= s;
        }
        true
    }

    /// One past the largest flat index the view touches.
    pub fn extent(&self) -> i64 {
        if self.numel() == 0 {
            return self.offset;
        }
        self.offset + self.sizes.iter().zip(&self.strides).map(|(&s, &st)| (s - 1) * st.max(0)).sum::<i64>() + 1
    }

    /// Does any element of the storage appear twice (expanded / overlapping)?
    /// Sorting dims by stride, each stride must exceed the largest offset the
    /// smaller dims reach (sufficient, like PyTorch's own overlap check).
    pub fn overlaps(&self) -> bool {
        let mut dims: Vec<(i64, i64)> =
            self.sizes.iter().zip(&self.strides).filter(|(&s, _)| s > 1).map(|(&s, &st)| (st.abs(), s)).collect();
        dims.sort();
        let mut reach = 0;
        for (st, s) in dims {
            if st <= reach {
                return true;
            }
            reach += (s - 1) * st;
        }
        false
    }
}

fn ty(elem: ElementType, dims: &[i64]) -> TensorType {
    TensorType::new(elem, dims.to_vec())
}

/// Reinterprets a flat buffer of `from` as `to` (a dtype view of the storage,
/// or an untyped byte view for serialization). Bool storages travel as uint8.
fn reinterpret(b: &mut Builder, flat: Value, from: DType, to: DType) -> R<Value> {
    if from == to {
        return Ok(flat);
    }
    let n = b.ty(flat).dims[0];
    // XLA bitcasts no complex type: a complex element is its two parts, real first.
    if from.is_complex() {
        let part = from.real_part();
        let re = b.real(flat)?;
        let im = b.imag(flat)?;
        let re = b.reshape(re, &[n, 1])?;
        let im = b.reshape(im, &[n, 1])?;
        let pairs = b.concatenate(&[re, im], 1)?;
        let parts = b.reshape(pairs, &[2 * n])?;
        return reinterpret(b, parts, part, to);
    }
    if to.is_complex() {
        let part = to.real_part();
        let mut parts = reinterpret(b, flat, from, part)?;
        let m = b.ty(parts).dims[0];
        if m % 2 != 0 {
            let zero = zeros(b, part.elem(), &[])?;
            parts = b.pad(parts, zero, &[0], &[1], &[0])?;
        }
        let m = b.ty(parts).dims[0] / 2;
        let pairs = b.reshape(parts, &[m, 2])?;
        let re = b.slice(pairs, &[0, 0], &[m, 1], &[1, 1])?;
        let im = b.slice(pairs, &[0, 1], &[m, 2], &[1, 1])?;
        let re = b.reshape(re, &[m])?;
        let im = b.reshape(im, &[m])?;
        return b.complex(re, im);
    }
    if from == DType::Bool {
        let as_u8 = b.convert(flat, ElementType::U8)?;
        return reinterpret(b, as_u8, DType::U8, to);
    }
    if to == DType::Bool {
        let as_u8 = reinterpret(b, flat, from, DType::U8)?;
        let zero = b.constant_i64(ty(ElementType::U8, &[b.ty(as_u8).dims[0]]), 0)?;
        return b.compare(as_u8, zero, tpj_stablehlo::CmpDir::Ne);
    }
    let (fs, ts) = (from.itemsize() as i64, to.itemsize() as i64);
    if fs == ts {
        return b.bitcast_convert(flat, ty(to.elem(), &[n]));
    }
    if fs > ts {
        // Each element splits into fs/ts narrower ones (little-endian order, as on the host).
        let r = fs / ts;
        let wide = b.bitcast_convert(flat, ty(to.elem(), &[n, r]))?;
        return b.reshape(wide, &[n * r]);
    }
    let r = ts / fs;
    let mut src = flat;
    if n % r != 0 {
        let pad = b.constant_i64(TensorType::scalar(from.elem()), 0);
        let pad = match pad {
            Ok(p) => p,
            Err(_) => b.constant_f64(TensorType::scalar(from.elem()), 0.0)?,
        };
        src = b.pad(src, pad, &[0], &[r - n % r], &[0])?;
    }
    let m = b.ty(src).dims[0] / r;
    let grouped = b.reshape(src, &[m, r])?;
    b.bitcast_convert(grouped, ty(to.elem(), &[m]))
}

/// Flat i64 indices of every element of `view`, shaped like the view.
fn flat_indices(b: &mut Builder, view: &View) -> R<Value> {
    tpj_lowering::ops::view::strided_indices(b, &view.sizes, &view.strides, view.offset)
}

fn gather_flat(b: &mut Builder, flat: Value, idx: Value) -> R<Value> {
    let sizes = b.ty(idx).dims.clone();
    let n: i64 = sizes.iter().product();
    let idx = b.reshape(idx, &[n, 1])?;
    let dims = GatherDims::flat_elements();
    let g = b.gather(flat, idx, &dims, &[1], false)?;
    b.reshape(g, &sizes)
}

/// Reads `view` (of element type `dtype`) out of `flat`, a 1-D buffer of `slot_dtype`.
pub fn read(b: &mut Builder, flat: Value, slot_dtype: DType, dtype: DType, view: &View) -> R<Value> {
    if moves_as_bits(dtype) && !view.is_contiguous() {
        let bits = reinterpret(b, flat, slot_dtype, DType::U8)?;
        let v = read(b, bits, DType::U8, DType::U8, view)?;
        let dims = b.ty(v).dims.clone();
        return b.bitcast_convert(v, ty(dtype.elem(), &dims));
    }
    let mut flat = reinterpret(b, flat, slot_dtype, dtype)?;
    let elem = dtype.elem();
    let numel = view.numel();
    if numel == 0 {
        return zeros(b, elem, &view.sizes);
    }
    let n = b.ty(flat).dims[0];
    let extent = view.extent();
    if extent > n {
        // Storage grown by resize_ (or never fully written): missing elements read as zero.
        let pad = zeros(b, elem, &[])?;
        flat = b.pad(flat, pad, &[0], &[extent - n], &[0])?;
    }
    let n = b.ty(flat).dims[0];
    if view.is_contiguous() {
        let part = if view.offset == 0 && numel == n { flat } else { b.slice(flat, &[view.offset], &[view.offset + numel], &[1])? };
        return b.reshape(part, &view.sizes);
    }
    if let Some(v) = strided_block(b, flat, view)? {
        return Ok(v);
    }
    let idx = flat_indices(b, view)?;
    gather_flat(b, flat, idx)
}

/// The 8-bit floats are gathered and scattered as their bytes: the newer XLA CPU moves them
/// through a wider float, which turns NaN payloads (float8_e5m2's 0xFE) into the canonical NaN.
/// Whether `read_at` serves `view` of a flat buffer of `n` elements of `slot_dtype`: the
/// same element type, moved as values, every element inside the buffer.
pub fn reads_at_run_time(n: i64, slot_dtype: DType, dtype: DType, view: &View) -> bool {
    slot_dtype == dtype && !moves_as_bits(dtype) && view.numel() > 0 && view.extent() <= n
}

/// `read` of `view` with its offset a run-time value (an int64 scalar): a window of
/// `flat` sliced where the view starts, read with the view's sizes and strides. A view
/// that moves along its storage (the last token of a growing sequence) then shares
/// one program. Only where `reads_at_run_time` holds.
pub fn read_at(b: &mut Builder, flat: Value, dtype: DType, view: &View, offset: Value) -> R<Value> {
    let at0 = View { sizes: view.sizes.clone(), strides: view.strides.clone(), offset: 0 };
    let part = b.dynamic_slice(flat, &[offset], &[at0.extent()])?;
    read(b, part, dtype, dtype, &at0)
}

fn moves_as_bits(dtype: DType) -> bool {
    dtype.is_float() && dtype.itemsize() == 1
}

pub(crate) fn zeros(b: &mut Builder, elem: ElementType, dims: &[i64]) -> R<Value> {
    let t = ty(elem, dims);
    if elem == ElementType::I1 {
        b.constant_bool(t, false)
    } else if elem.is_float() || elem.is_complex() {
        b.constant_f64(t, 0.0)
    } else {
        b.constant_i64(t, 0)
    }
}

/// Non-overlapping views whose strides nest (each a multiple of the next):
/// transposes, step slices, narrows, diagonals, expands. Returns None otherwise.
fn strided_block(b: &mut Builder, flat: Value, view: &View) -> R<Option<Value>> {
    // Real dims: size > 1 and stride > 0; expanded (stride 0) dims broadcast at the end.
    let mut real: Vec<usize> = (0..view.sizes.len()).filter(|&d| view.sizes[d] > 1 && view.strides[d] > 0).collect();
    if view.strides.iter().zip(&view.sizes).any(|(&st, &s)| st < 0 && s > 1) {
        return Ok(None);
    }
    real.sort_by(|&x, &y| view.strides[y].cmp(&view.strides[x]));
    let m = real.len();
    if m == 0 {
        let e = b.slice(flat, &[view.offset], &[view.offset + 1], &[1])?;
        let e = b.reshape(e, &[])?;
        return b.broadcast_in_dim(e, &view.sizes, &[]).map(Some);
    }
    for k in 0..m.saturating_sub(1) {
        let (a, c) = (real[k], real[k + 1]);
        let (sa, sc) = (view.strides[a], view.strides[c]);
        if sa % sc != 0 || sa < view.sizes[c] * sc {
            return Ok(None);
        }
    }
    // Block shape [size_0, s0/s1, ..., s_{m-2}/s_{m-1}, s_{m-1}] over flat[offset ..].
    let s0 = view.strides[real[0]];
    let mut block = vec![view.sizes[real[0]]];
    for k in 1..m {
        block.push(view.strides[real[k - 1]] / view.strides[real[k]]);
    }
    block.push(view.strides[real[m - 1]]);
    let len = view.sizes[real[0]] * s0;
    let n = b.ty(flat).dims[0];
    let mut src = flat;
    if view.offset + len > n {
        let elem = b.ty(flat).elem;
        let pad = zeros(b, elem, &[])?;
        src = b.pad(src, pad, &[0], &[view.offset + len - n], &[0])?;
    }
    let part = b.slice(src, &[view.offset], &[view.offset + len], &[1])?;
    let blk = b.reshape(part, &block)?;
    let mut limit = vec![view.sizes[real[0]]];
    for k in 1..m {
        limit.push(view.sizes[real[k]]);
    }
    limit.push(1);
    let sl = b.slice(blk, &vec![0; m + 1], &limit, &vec![1; m + 1])?;
    let sorted_sizes: Vec<i64> = real.iter().map(|&d| view.sizes[d]).collect();
    let mut v = b.reshape(sl, &sorted_sizes)?;
    // Put the real dims back in their original order.
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by_key(|&k| real[k]);
    if order.iter().enumerate().any(|(i, &k)| i != k) {
        let perm: Vec<i64> = order.iter().map(|&k| k as i64).collect();
        v = b.transpose(v, &perm)?;
    }
    let mut real_sorted = real.clone();
    real_sorted.sort();
    let bdims: Vec<i64> = real_sorted.iter().map(|&d| d as i64).collect();
    b.broadcast_in_dim(v, &view.sizes, &bdims).map(Some)
}

/// Writes `value` (shaped like `view`, element type `dtype`) into `flat`
/// (1-D, `slot_dtype`) and returns the new flat buffer.
pub fn write(b: &mut Builder, flat: Value, slot_dtype: DType, dtype: DType, view: &View, value: Value) -> R<Value> {
    let numel = view.numel();
    if numel == 0 {
        return Ok(flat);
    }
    let n = b.ty(flat).dims[0];
    let (fs, ts) = (slot_dtype.itemsize() as i64, dtype.itemsize() as i64);
    if slot_dtype != dtype && (fs != ts || slot_dtype.is_complex() || dtype.is_complex()) {
        // The view's offsets and strides count elements of `dtype`, not of the
        // slot's: write in the view's element type and reinterpret back.
        let as_view = reinterpret(b, flat, slot_dtype, dtype)?;
        let written = write(b, as_view, dtype, dtype, view, value)?;
        let back = reinterpret(b, written, dtype, slot_dtype)?;
        let keep = n.max((view.extent() * ts + fs - 1) / fs);
        let have = b.ty(back).dims[0];
        return if have > keep { b.slice(back, &[0], &[keep], &[1]) } else { Ok(back) };
    }
    if moves_as_bits(dtype) && !view.is_contiguous() {
        let value = b.reshape(value, &[numel])?;
        let value = b.bitcast_convert(value, ty(ElementType::U8, &[numel]))?;
        let bits = reinterpret(b, flat, slot_dtype, DType::U8)?;
        let written = write(b, bits, DType::U8, DType::U8, view, value)?;
        return reinterpret(b, written, DType::U8, slot_dtype);
    }
    // Bring the value into the slot's element type (a dtype view writes raw bits).
    let value = b.reshape(value, &[numel])?;
    let value = reinterpret(b, value, dtype, slot_dtype)?;
    let mut flat = flat;
    let extent = view.extent();
    if extent > n {
        let pad = zeros(b, slot_dtype.elem(), &[])?;
        flat = b.pad(flat, pad, &[0], &[extent - n], &[0])?;
    }
    let n = b.ty(flat).dims[0];
    if view.is_contiguous() {
        if view.offset == 0 && numel == n {
            return Ok(value);
        }
        let start = b.constant_i64(TensorType::scalar(ElementType::I64), view.offset)?;
        return b.dynamic_update_slice(flat, value, &[start]);
    }
    let idx = flat_indices(b, view)?;
    let idx = b.reshape(idx, &[numel, 1])?;
    let dims = ScatterDims::flat_elements();
    let out = b.scatter(&[flat], idx, &[value], &dims, false, true, |_, args| Ok(vec![args[1]]))?;
    Ok(out[0])
}

#[cfg(test)]
mod tests {
    use super::View;

    fn v(sizes: &[i64], strides: &[i64]) -> View {
        View { sizes: sizes.to_vec(), strides: strides.to_vec(), offset: 0 }
    }

    #[test]
    fn overlap_detection() {
        assert!(!v(&[3], &[4]).overlaps()); // diagonal of 3x3
        assert!(!v(&[2, 3], &[9, 4]).overlaps()); // batched diagonal (diag_embed)
        assert!(!v(&[4, 6], &[1, 4]).overlaps()); // transpose
        assert!(v(&[4, 3], &[0, 1]).overlaps()); // expand
        assert!(v(&[2, 2], &[1, 1]).overlaps());
        assert!(!v(&[2, 1, 3], &[3, 0, 1]).overlaps()); // size-1 dims with any stride
    }
}
