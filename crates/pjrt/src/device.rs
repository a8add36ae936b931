//! Addressable devices of a client.
//!
//! Lifetime: a [`Device`] wraps a `PJRT_Device*` that the client owns. Devices are only reachable
//! by reference through their [`Client`](crate::Client) (they are not `Clone`), so they never
//! outlive it.

use crate::api::{lossy, Api};
use crate::error::PjrtError;
use crate::ffi::{self, PJRT_Device};

/// One device the client can run programs on.
pub struct Device {
    index: usize,
    id: i32,
    local_hardware_id: Option<i32>,
    kind: String,
    debug_string: String,
    display: String,
    pub(crate) raw: *mut PJRT_Device,
    api: Api,
}

// SAFETY: the device handle is owned by the client, immutable, and PJRT device queries are
// thread-safe.
unsafe impl Send for Device {}
unsafe impl Sync for Device {}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Device")
            .field("index", &self.index)
            .field("id", &self.id)
            .field("kind", &self.kind)
            .field("debug_string", &self.debug_string)
            .finish()
    }
}

/// Memory figures of a device; fields the plugin does not report are `None`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MemoryStats {
    pub bytes_in_use: i64,
    pub peak_bytes_in_use: Option<i64>,
    pub num_allocs: Option<i64>,
    pub largest_alloc_size: Option<i64>,
    pub bytes_limit: Option<i64>,
    pub bytes_reserved: Option<i64>,
    pub peak_bytes_reserved: Option<i64>,
    pub largest_free_block_bytes: Option<i64>,
}

impl Device {
    /// Queries a device handle returned by `PJRT_Client_AddressableDevices`.
    pub(crate) fn query(
        api: Api,
        index: usize,
        raw: *mut PJRT_Device,
    ) -> Result<Device, PjrtError> {
        let mut d = ffi::PJRT_Device_GetDescription_Args::new();
        d.device = raw;
        api.device_get_description(&mut d)?;
        let desc = d.device_description;

        let mut id = ffi::PJRT_DeviceDescription_Id_Args::new();
        id.device_description = desc;
        api.device_description_id(&mut id)?;

        let mut kind = ffi::PJRT_DeviceDescription_Kind_Args::new();
        kind.device_description = desc;
        api.device_description_kind(&mut kind)?;
        // SAFETY: strings returned by description queries live as long as the client.
        let kind = unsafe { lossy(kind.device_kind, kind.device_kind_size) };

        let mut dbg = ffi::PJRT_DeviceDescription_DebugString_Args::new();
        dbg.device_description = desc;
        // SAFETY: as above.
        let debug_string = match api.device_description_debug_string(&mut dbg) {
            Ok(()) => unsafe { lossy(dbg.debug_string, dbg.debug_string_size) },
            Err(_) => String::new(),
        };
        let mut ts = ffi::PJRT_DeviceDescription_ToString_Args::new();
        ts.device_description = desc;
        // SAFETY: as above.
        let display = match api.device_description_to_string(&mut ts) {
            Ok(()) => unsafe { lossy(ts.to_string, ts.to_string_size) },
            Err(_) => debug_string.clone(),
        };

        let mut hw = ffi::PJRT_Device_LocalHardwareId_Args::new();
        hw.device = raw;
        let local_hardware_id = api
            .device_local_hardware_id(&mut hw)
            .ok()
            .map(|()| hw.local_hardware_id);

        Ok(Device {
            index,
            id: id.id,
            local_hardware_id,
            kind,
            debug_string,
            display,
            raw,
            api,
        })
    }

    /// Our index: position in [`Client::devices`](crate::Client::devices).
    pub fn index(&self) -> usize {
        self.index
    }

    /// The plugin's global device id.
    pub fn id(&self) -> i32 {
        self.id
    }

    /// Hardware ordinal on this host (e.g. the CUDA ordinal), where the plugin reports one.
    pub fn local_hardware_id(&self) -> Option<i32> {
        self.local_hardware_id
    }

    /// Device kind as the plugin names it, e.g. `"cpu"`, `"NVIDIA H200"`, `"TPU v6 lite"`.
    pub fn kind(&self) -> &str {
        &self.kind
    }

    /// The plugin's short debug description, e.g. `"TFRT_CPU_0"`.
    pub fn debug_string(&self) -> &str {
        &self.debug_string
    }

    /// The plugin's longer description.
    pub fn description(&self) -> &str {
        &self.display
    }

    /// Current memory figures, or `None` when the plugin does not report them (the XLA CPU
    /// plugin does not).
    pub fn memory_stats(&self) -> Option<MemoryStats> {
        if !self.api.supports(ffi::DEVICE_MEMORY_STATS) {
            return None;
        }
        let mut a = ffi::PJRT_Device_MemoryStats_Args::new();
        a.device = self.raw;
        self.api.device_memory_stats(&mut a).ok()?;
        let opt = |set: bool, v: i64| set.then_some(v);
        Some(MemoryStats {
            bytes_in_use: a.bytes_in_use,
            peak_bytes_in_use: opt(a.peak_bytes_in_use_is_set, a.peak_bytes_in_use),
            num_allocs: opt(a.num_allocs_is_set, a.num_allocs),
            largest_alloc_size: opt(a.largest_alloc_size_is_set, a.largest_alloc_size),
            bytes_limit: opt(a.bytes_limit_is_set, a.bytes_limit),
            bytes_reserved: opt(a.bytes_reserved_is_set, a.bytes_reserved),
            peak_bytes_reserved: opt(a.peak_bytes_reserved_is_set, a.peak_bytes_reserved),
            largest_free_block_bytes: opt(
                a.largest_free_block_bytes_is_set,
                a.largest_free_block_bytes,
            ),
        })
    }
}
