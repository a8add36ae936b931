//! Host <-> device copies (`.to("tpu")`, `.cpu()`, `.item()`, printing).
//! Whole, contiguous storages move as one buffer; anything else goes through a
//! device-side program that reads or writes the view.

use crate::call::{call, CallArg, NewTensor, RetItem, TRef};
use crate::error::{EngineError, Result};
use crate::opinfo::{self, RetKind, RetSpec, ARG_MUTABLE};
use crate::slot::Slot;
use crate::view::View;
use tpj_lowering::DType;
use crate::{metrics, runtime, trace};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::OnceLock;

fn internal_copy_id() -> u32 {
    static ID: OnceLock<u32> = OnceLock::new();
    *ID.get_or_init(|| {
        opinfo::register(
            "torch_pjrt::copy_",
            vec!["self".into(), "src".into()],
            vec![ARG_MUTABLE, 0],
            vec![RetSpec { kind: RetKind::Tensor, alias: Some(0) }],
        )
    })
}

fn internal_clone_id() -> u32 {
    static ID: OnceLock<u32> = OnceLock::new();
    *ID.get_or_init(|| {
        opinfo::register("torch_pjrt::clone", vec!["self".into()], vec![0], vec![RetSpec { kind: RetKind::Tensor, alias: None }])
    })
}

/// Device-to-device `dst.copy_(src)` (dtype conversion and broadcasting included).
pub fn copy_device(dst: &TRef, src: &TRef) -> Result<()> {
    if dst.slot.device != src.slot.device {
        // Between devices the user asked for the move; it goes through the host.
        let mut bytes = vec![0u8; src.view.numel() as usize * src.dtype.itemsize()];
        read_to_host(src, &mut bytes)?;
        let rt = runtime::get()?;
        let t = trace::begin();
        let buf = rt.client.buffer_from_host(&bytes, crate::buffer_type(src.dtype.elem()), &[src.view.numel()], dst.slot.device)?;
        metrics::H2D_BYTES.fetch_add(bytes.len() as u64, Relaxed);
        trace::upload(t, dst.slot.device, bytes.len());
        let tmp = Slot::with_buffer(dst.slot.device, buf, src.dtype);
        let moved = TRef { slot: &tmp, dtype: src.dtype, view: View { sizes: src.view.sizes.clone(), strides: contiguous_strides(&src.view.sizes), offset: 0 } };
        return copy_device(dst, &moved);
    }
    let op = opinfo::get(internal_copy_id()).expect("registered");
    call(&op, &[CallArg::Tensor(dst.clone()), CallArg::Tensor(src.clone())])?;
    Ok(())
}

/// A contiguous copy of a view, as a new slot.
pub fn materialize(t: &TRef) -> Result<NewTensor> {
    t.slot.check_not_lost()?;
    let op = opinfo::get(internal_clone_id()).expect("registered");
    match call(&op, &[CallArg::Tensor(t.clone())])?.pop() {
        Some(RetItem::New(n)) => Ok(n),
        _ => Err(EngineError::Invalid("internal clone returned no tensor".into())),
    }
}

/// Copies `data` (contiguous elements of `dst.dtype`) into the view `dst`.
pub fn copy_from_host(dst: &TRef, data: &[u8]) -> Result<()> {
    let rt = runtime::get()?;
    let numel = dst.view.numel();
    let expect = numel as usize * dst.dtype.itemsize();
    if data.len() != expect {
        return Err(EngineError::Invalid(format!(
            "copy to device: {} bytes given for a {:?} {} view ({} bytes)",
            data.len(),
            dst.view.sizes,
            dst.dtype,
            expect
        )));
    }
    if numel == 0 {
        return Ok(());
    }
    // A CPU bool byte other than 0 is true to PyTorch (gloo's SUM of bools leaves 2s);
    // the plugin takes 0 and 1 only.
    let normalised: Vec<u8>;
    let data = if dst.dtype == DType::Bool && data.iter().any(|&b| b > 1) {
        normalised = data.iter().map(|&b| u8::from(b != 0)).collect();
        &normalised[..]
    } else {
        data
    };
    let t = trace::begin();
    let buf = rt.client.buffer_from_host(data, crate::buffer_type(dst.dtype.elem()), &[numel], dst.slot.device)?;
    metrics::H2D_BYTES.fetch_add(data.len() as u64, Relaxed);
    trace::upload(t, dst.slot.device, data.len());
    let whole = dst.view.offset == 0 && dst.view.is_contiguous() && numel == dst.slot.logical_numel(dst.dtype);
    if whole {
        let _w = dst.slot.writer.lock();
        dst.slot.set(buf, dst.dtype);
        return Ok(());
    }
    let tmp = Slot::with_buffer(dst.slot.device, buf, dst.dtype);
    let src = TRef { slot: &tmp, dtype: dst.dtype, view: View { sizes: dst.view.sizes.clone(), strides: contiguous_strides(&dst.view.sizes), offset: 0 } };
    copy_device(dst, &src)
}

/// Copies the view `src` to host memory as contiguous elements of `src.dtype`.
pub fn copy_to_host(src: &TRef, out: &mut [u8]) -> Result<()> {
    read_to_host(src, out)?;
    // A read is a synchronisation: failed device-side checks computed by now surface here.
    crate::checks::check(Some(src.slot.device), false)
}

pub(crate) fn read_to_host(src: &TRef, out: &mut [u8]) -> Result<()> {
    let numel = src.view.numel();
    let expect = numel as usize * src.dtype.itemsize();
    if out.len() != expect {
        return Err(EngineError::Invalid(format!(
            "copy to host: {} bytes of room for a {:?} {} view ({} bytes)",
            out.len(),
            src.view.sizes,
            src.dtype,
            expect
        )));
    }
    if numel == 0 {
        return Ok(());
    }
    crate::fused::next_epoch();
    let st = {
        let _why = crate::fused::Reading::because("host read");
        src.slot.state()
    };
    st.readable()?;
    if let Some(buf) = &st.buf {
        // A contiguous part of the buffer (all of it, a slice, the real rows of a padded
        // result) is copied as it lies: no program per size.
        if st.dtype == src.dtype && src.view.is_contiguous() && src.view.offset + numel <= buf.dims()[0] {
            let t = trace::begin();
            buf.to_host_range(src.view.offset as usize * src.dtype.itemsize(), out)?;
            metrics::D2H_BYTES.fetch_add(out.len() as u64, Relaxed);
            trace::download(t, src.slot.device, out.len());
            return Ok(());
        }
    }
    let n = materialize(src)?;
    let st = n.slot.state();
    let t = trace::begin();
    st.buf.as_ref().expect("materialized").to_host(out)?;
    metrics::D2H_BYTES.fetch_add(out.len() as u64, Relaxed);
    trace::download(t, src.slot.device, out.len());
    Ok(())
}

pub fn contiguous_strides(sizes: &[i64]) -> Vec<i64> {
    let mut st = vec![1i64; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        st[i] = st[i + 1] * sizes[i + 1].max(1);
    }
    st
}

/// Writes `src` into `dst` as a contiguous `padded` tensor, each dimension's
/// elements first and zeros after. Goes through host memory so that no
/// program is compiled per source shape: bucketed graphs pad their fresh
/// inputs (a few token ids per step) this way.
pub fn pad_via_host(src: &TRef, padded: &[i64], dst: &Slot) -> Result<()> {
    let rt = runtime::get()?;
    let sizes = &src.view.sizes;
    if padded.len() != sizes.len() || sizes.iter().zip(padded).any(|(a, p)| a > p) {
        return Err(EngineError::Invalid(format!("cannot pad {sizes:?} to {padded:?}")));
    }
    let item = src.dtype.itemsize();
    let total: i64 = padded.iter().product();
    let mut out = vec![0u8; total as usize * item];
    let numel = src.view.numel();
    if numel > 0 {
        // Source elements in row-major order, then placed row by row.
        let st = src.slot.state();
        st.readable()?;
        let t = trace::begin();
        let (host, strides, offset) = match &st.buf {
            Some(buf) if st.dtype == src.dtype => {
                let mut whole = vec![0u8; buf.nbytes()];
                buf.to_host(&mut whole)?;
                (whole, src.view.strides.clone(), src.view.offset)
            }
            Some(_) => {
                let mut flat = vec![0u8; numel as usize * item];
                read_to_host(src, &mut flat)?;
                (flat, contiguous_strides(sizes), 0)
            }
            None => (vec![0u8; numel as usize * item], contiguous_strides(sizes), 0),
        };
        metrics::D2H_BYTES.fetch_add(host.len() as u64, Relaxed);
        trace::download(t, src.slot.device, host.len());
        let pstrides = contiguous_strides(padded);
        let rank = sizes.len();
        let mut idx = vec![0i64; rank];
        loop {
            let s: i64 = offset + idx.iter().zip(&strides).map(|(i, s)| i * s).sum::<i64>();
            let d: i64 = idx.iter().zip(&pstrides).map(|(i, s)| i * s).sum();
            let (s, d) = (s as usize * item, d as usize * item);
            out[d..d + item].copy_from_slice(&host[s..s + item]);
            let mut k = rank;
            loop {
                if k == 0 {
                    break;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < sizes[k] {
                    break;
                }
                idx[k] = 0;
            }
            if k == 0 && idx.iter().all(|&i| i == 0) {
                break;
            }
        }
    }
    let t = trace::begin();
    let buf = rt.client.buffer_from_host(&out, crate::buffer_type(src.dtype.elem()), &[total], dst.device)?;
    metrics::H2D_BYTES.fetch_add(out.len() as u64, Relaxed);
    trace::upload(t, dst.device, out.len());
    let _w = dst.writer.lock();
    dst.set(buf, src.dtype);
    Ok(())
}
