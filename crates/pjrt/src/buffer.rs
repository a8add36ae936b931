//! Device buffers.
//!
//! Lifetime rules: a [`Buffer`] owns one `PJRT_Buffer*` and destroys it on drop. It holds an
//! `Arc` to its client's inner state, so the client outlives every buffer made from it. A buffer
//! is immutable once created; it may be read (`to_host`, `block_until_ready`) and used as an
//! execution argument from several threads at once.

use std::sync::Arc;

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
}

// SAFETY: PJRT buffers may be used from any thread; the handle is never mutated after creation.
unsafe impl Send for Buffer {}
unsafe impl Sync for Buffer {}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Buffer({} on device {})", describe(self.ty, &self.dims), self.device)
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
        Ok(Buffer { raw, client, ty, dims, device, nbytes })
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
