//! Device buffers.
//!
//! Lifetime rules: a [`Buffer`] owns one `PJRT_Buffer*` and destroys it on drop. It holds an
//! `Arc` to its client's inner state, so the client outlives every buffer made from it. A buffer
//! is immutable once created; it may be read (`to_host`, `block_until_ready`) and used as an
//! execution argument from several threads at once.

use std::sync::{Arc, OnceLock};

use crate::client::ClientInner;
use crate::error::{invalid, PjrtError};
use crate::event::{self, Event};
use crate::ffi::{self, PJRT_Buffer};
use crate::types::{dense_byte_size, describe, BufferType};

pub struct Buffer {
    pub(crate) raw: *mut PJRT_Buffer,
    pub(crate) client: Arc<ClientInner>,
    ty: BufferType,
    dims: Vec<i64>,
    device: usize,
    nbytes: usize,
    /// Whether the device bytes are already dense row-major (decided on first read).
    raw_is_dense: OnceLock<bool>,
}

// SAFETY: PJRT buffers may be used from any thread; the handle is never mutated after creation.
unsafe impl Send for Buffer {}
unsafe impl Sync for Buffer {}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Buffer({} on device {})",
            describe(self.ty, &self.dims),
            self.device
        )
    }
}

impl Buffer {
    /// Takes ownership of a buffer the plugin returned. `ty`/`dims` are what we know it holds.
    pub(crate) fn from_raw(
        client: Arc<ClientInner>,
        raw: *mut PJRT_Buffer,
        ty: BufferType,
        dims: Vec<i64>,
        device: usize,
    ) -> Result<Buffer, PjrtError> {
        if raw.is_null() {
            return Err(PjrtError::Plugin {
                call: "PJRT buffer creation",
                code: crate::PluginErrorCode::Internal,
                message: "the plugin returned a null buffer".into(),
            });
        }
        let nbytes = dense_byte_size(ty, &dims)?;
        Ok(Buffer {
            raw,
            client,
            ty,
            dims,
            device,
            nbytes,
            raw_is_dense: OnceLock::new(),
        })
    }

    pub fn ty(&self) -> BufferType {
        self.ty
    }

    pub fn dims(&self) -> &[i64] {
        &self.dims
    }

    /// Index of the device holding the buffer (see [`Client::devices`](crate::Client::devices)).
    pub fn device(&self) -> usize {
        self.device
    }

    /// Size of the dense host representation in bytes.
    pub fn nbytes(&self) -> usize {
        self.nbytes
    }

    /// Number of elements.
    pub fn numel(&self) -> usize {
        self.dims.iter().map(|&d| d as usize).product()
    }

    /// True when `self` and `other` come from the same client.
    pub fn same_client(&self, other: &Buffer) -> bool {
        Arc::ptr_eq(&self.client, &other.client)
    }

    /// Waits until the buffer's contents are computed; reports an execution error that produced
    /// it.
    pub fn block_until_ready(&self) -> Result<(), PjrtError> {
        let mut args = ffi::PJRT_Buffer_ReadyEvent_Args::new();
        args.buffer = self.raw;
        self.client.api().buffer_ready_event(&mut args)?;
        event::wait_opt(Event::from_raw(*self.client.api(), args.event))
    }

    /// Whether the buffer's contents are computed, without waiting (a failed execution
    /// counts as done: reading the buffer reports its error).
    pub fn is_ready(&self) -> Result<bool, PjrtError> {
        let mut args = ffi::PJRT_Buffer_ReadyEvent_Args::new();
        args.buffer = self.raw;
        self.client.api().buffer_ready_event(&mut args)?;
        match Event::from_raw(*self.client.api(), args.event) {
            Some(e) => e.is_ready(),
            None => Ok(true),
        }
    }

    /// Copies the contents into `out` (dense, row-major) and waits for the copy. `out` must be
    /// exactly [`nbytes`](Self::nbytes) long.
    pub fn to_host(&self, out: &mut [u8]) -> Result<(), PjrtError> {
        if out.len() != self.nbytes {
            return Err(invalid(format!(
                "host destination for {} must be {} bytes, got {}",
                describe(self.ty, &self.dims),
                self.nbytes,
                out.len()
            )));
        }
        if self.nbytes == 0 {
            return self.block_until_ready();
        }
        if *self
            .raw_is_dense
            .get_or_init(|| self.device_layout_is_dense())
        {
            // The raw copy does not wait for the producing execution (the 0.81 CPU
            // plugin can crash reading a buffer that is not ready yet): wait first.
            self.block_until_ready()?;
            return self.copy_raw_to_host(out);
        }
        self.copy_dense_to_host(out)
    }

    /// Copies `out.len()` bytes starting `offset` bytes into the dense contents (a contiguous
    /// part: the real rows of a padded buffer, a slice) and waits. A raw copy of just that
    /// range where the device keeps the buffer dense; the whole buffer read back otherwise.
    pub fn to_host_range(&self, offset: usize, out: &mut [u8]) -> Result<(), PjrtError> {
        if offset.checked_add(out.len()).is_none_or(|end| end > self.nbytes) {
            return Err(invalid(format!(
                "host copy of bytes {offset}..{} of {} ({} bytes)",
                offset + out.len(),
                describe(self.ty, &self.dims),
                self.nbytes
            )));
        }
        if offset == 0 && out.len() == self.nbytes {
            return self.to_host(out);
        }
        if out.is_empty() {
            return self.block_until_ready();
        }
        if *self.raw_is_dense.get_or_init(|| self.device_layout_is_dense()) {
            self.block_until_ready()?;
            let mut args = ffi::PJRT_Buffer_CopyRawToHost_Args::new();
            args.buffer = self.raw;
            args.dst = out.as_mut_ptr().cast();
            args.offset = offset as i64;
            args.transfer_size = out.len() as i64;
            self.client.api().buffer_copy_raw_to_host(&mut args)?;
            return event::wait_opt(Event::from_raw(*self.client.api(), args.event));
        }
        let all = self.to_host_vec()?;
        out.copy_from_slice(&all[offset..offset + out.len()]);
        Ok(())
    }

    /// The general read-back: the plugin converts to the dense row-major layout we ask for.
    fn copy_dense_to_host(&self, out: &mut [u8]) -> Result<(), PjrtError> {
        // Ask for the dense row-major layout explicitly rather than "the buffer's own layout",
        // which on some devices is tiled.
        let minor_to_major: Vec<i64> = (0..self.dims.len() as i64).rev().collect();
        let mut layout: ffi::PJRT_Buffer_MemoryLayout = ffi::zeroed();
        layout.struct_size = ffi::PJRT_Buffer_MemoryLayout::api_size();
        layout.type_ = ffi::LAYOUT_TILED;
        layout.tiled = ffi::PJRT_Buffer_MemoryLayout_Tiled::new();
        layout.tiled.minor_to_major = minor_to_major.as_ptr();
        layout.tiled.minor_to_major_size = minor_to_major.len();

        let mut args = ffi::PJRT_Buffer_ToHostBuffer_Args::new();
        args.src = self.raw;
        args.host_layout = &mut layout;
        args.dst = out.as_mut_ptr().cast();
        args.dst_size = out.len();
        self.client.api().buffer_to_host_buffer(&mut args)?;
        // `out` stays borrowed until the copy has landed.
        event::wait_opt(Event::from_raw(*self.client.api(), args.event))
    }

    /// True when the device keeps this buffer as plain row-major bytes of the host size, so a raw
    /// copy (several times cheaper than `ToHostBuffer`) yields the dense host representation.
    fn device_layout_is_dense(&self) -> bool {
        let api = self.client.api();
        if !api.supports(ffi::BUFFER_COPY_RAW_TO_HOST)
            || !api.supports(ffi::BUFFER_GET_MEMORY_LAYOUT)
            || !api.supports(ffi::BUFFER_ON_DEVICE_SIZE_IN_BYTES)
        {
            return false;
        }
        let mut l = ffi::PJRT_Buffer_GetMemoryLayout_Args::new();
        l.buffer = self.raw;
        if api.buffer_get_memory_layout(&mut l).is_err() || l.layout.type_ != ffi::LAYOUT_TILED {
            return false;
        }
        let t = &l.layout.tiled;
        if t.num_tiles != 0 || t.minor_to_major_size != self.dims.len() {
            return false;
        }
        if !self.dims.is_empty() {
            // SAFETY: `minor_to_major_size` entries owned by the buffer, which we hold.
            let m2m =
                unsafe { std::slice::from_raw_parts(t.minor_to_major, t.minor_to_major_size) };
            let rank = self.dims.len() as i64;
            if !m2m
                .iter()
                .enumerate()
                .all(|(i, &d)| d == rank - 1 - i as i64)
            {
                return false;
            }
        }
        let mut sz = ffi::PJRT_Buffer_OnDeviceSizeInBytes_Args::new();
        sz.buffer = self.raw;
        api.buffer_on_device_size_in_bytes(&mut sz).is_ok()
            && sz.on_device_size_in_bytes == self.nbytes
    }

    fn copy_raw_to_host(&self, out: &mut [u8]) -> Result<(), PjrtError> {
        let mut args = ffi::PJRT_Buffer_CopyRawToHost_Args::new();
        args.buffer = self.raw;
        args.dst = out.as_mut_ptr().cast();
        args.offset = 0;
        args.transfer_size = out.len() as i64;
        self.client.api().buffer_copy_raw_to_host(&mut args)?;
        event::wait_opt(Event::from_raw(*self.client.api(), args.event))
    }

    /// Convenience: copies the contents into a new vector.
    pub fn to_host_vec(&self) -> Result<Vec<u8>, PjrtError> {
        let mut out = vec![0u8; self.nbytes];
        self.to_host(&mut out)?;
        Ok(out)
    }
}

impl Drop for Buffer {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Buffer_Destroy_Args::new();
        args.buffer = self.raw;
        let _ = self.client.api().buffer_destroy(&mut args);
    }
}

#[cfg(test)]
mod tests {
    use crate::BufferType;

    /// Both read-back paths (raw copy and relayouting copy) return the same bytes.
    #[test]
    fn uninitialized_buffers_have_the_asked_shape() {
        let client = crate::plugin_or_skip!(crate::test_support::client());
        let b = client.uninitialized_buffer(BufferType::F32, &[3, 4], 0).unwrap();
        assert_eq!((b.dims(), b.nbytes()), (&[3i64, 4][..], 48));
        assert!(client.uninitialized_buffer(BufferType::F32, &[-1], 0).is_err());
        assert!(client.uninitialized_buffer(BufferType::F32, &[2], 99).is_err());
    }

    #[test]
    fn raw_and_dense_reads_agree() {
        let client = crate::plugin_or_skip!(crate::test_support::client());
        let cases: Vec<(BufferType, Vec<i64>)> = vec![
            (BufferType::F32, vec![2, 3]),
            (BufferType::BF16, vec![3, 1, 2]),
            (BufferType::Pred, vec![5]),
            (BufferType::S64, vec![]),
            (BufferType::U8, vec![2, 2, 2]),
        ];
        for (ty, dims) in cases {
            let n = crate::types::dense_byte_size(ty, &dims).unwrap();
            let data: Vec<u8> = (0..n)
                .map(|i| {
                    if ty == BufferType::Pred {
                        (i % 2) as u8
                    } else {
                        (i * 7 + 1) as u8
                    }
                })
                .collect();
            let b = client.buffer_from_host(&data, ty, &dims, 0).unwrap();
            let mut dense = vec![0u8; n];
            b.copy_dense_to_host(&mut dense).unwrap();
            assert_eq!(dense, data, "{ty} {dims:?} via ToHostBuffer");
            let raw_ok = b.device_layout_is_dense();
            assert!(raw_ok, "the CPU plugin keeps {ty} {dims:?} dense");
            let mut raw = vec![0u8; n];
            b.copy_raw_to_host(&mut raw).unwrap();
            assert_eq!(raw, data, "{ty} {dims:?} via CopyRawToHost");
        }
    }
}
