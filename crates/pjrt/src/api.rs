//! The low layer: one method per C entry point, each gated on the plugin's table size.
//!
//! [`Api`] wraps the plugin's `PJRT_Api` table. A call goes through [`Api::call`], which
//! 1. refuses a slot that lies beyond the plugin's `struct_size` or is null
//!    ([`PjrtError::Unsupported`], the function is never called), and
//! 2. turns a returned `PJRT_Error*` into a [`PjrtError`] carrying the plugin's message and code,
//!    destroying the C error object.
//!
//! The methods here take the raw argument structs and do nothing else: no validation, no
//! ownership. The safe layer (client.rs, buffer.rs, ...) fills the structs and owns the handles.

use std::ffi::c_void;

use crate::error::{PjrtError, PluginErrorCode};
use crate::ffi::{self, Entry, PJRT_Api, PJRT_Error};

/// A plugin's function table. Immutable for the life of the process (plugins are never
/// unloaded), so sharing it across threads is sound; the PJRT API requires its entry points to be
/// thread-safe.
#[derive(Clone, Copy)]
pub(crate) struct Api {
    raw: *const PJRT_Api,
    table_size: usize,
    version: (i32, i32),
}

// SAFETY: see the type's documentation.
unsafe impl Send for Api {}
unsafe impl Sync for Api {}

macro_rules! entry_points {
    ($($method:ident => $entry:ident($args:ident);)*) => {
        impl Api {
            $(
                #[doc = concat!("Calls `", stringify!($entry), "` (see ffi.rs).")]
                pub(crate) fn $method(&self, args: &mut ffi::$args) -> Result<(), PjrtError> {
                    // SAFETY: the slot is the one ffi.rs declares for this argument struct; the
                    // caller filled `args` per the API contract.
                    unsafe { self.call(ffi::$entry, args) }
                }
            )*
        }
    };
}

entry_points! {
    plugin_initialize => PLUGIN_INITIALIZE(PJRT_Plugin_Initialize_Args);
    event_destroy => EVENT_DESTROY(PJRT_Event_Destroy_Args);
    event_is_ready => EVENT_IS_READY(PJRT_Event_IsReady_Args);
    event_await => EVENT_AWAIT(PJRT_Event_Await_Args);
    event_on_ready => EVENT_ON_READY(PJRT_Event_OnReady_Args);
    client_create => CLIENT_CREATE(PJRT_Client_Create_Args);
    client_destroy => CLIENT_DESTROY(PJRT_Client_Destroy_Args);
    client_platform_name => CLIENT_PLATFORM_NAME(PJRT_Client_PlatformName_Args);
    client_platform_version => CLIENT_PLATFORM_VERSION(PJRT_Client_PlatformVersion_Args);
    client_addressable_devices => CLIENT_ADDRESSABLE_DEVICES(PJRT_Client_AddressableDevices_Args);
    client_compile => CLIENT_COMPILE(PJRT_Client_Compile_Args);
    client_buffer_from_host_buffer => CLIENT_BUFFER_FROM_HOST_BUFFER(PJRT_Client_BufferFromHostBuffer_Args);
    client_create_uninitialized_buffer => CLIENT_CREATE_UNINITIALIZED_BUFFER(PJRT_Client_CreateUninitializedBuffer_Args);
    device_get_description => DEVICE_GET_DESCRIPTION(PJRT_Device_GetDescription_Args);
    device_local_hardware_id => DEVICE_LOCAL_HARDWARE_ID(PJRT_Device_LocalHardwareId_Args);
    device_memory_stats => DEVICE_MEMORY_STATS(PJRT_Device_MemoryStats_Args);
    device_description_id => DEVICE_DESCRIPTION_ID(PJRT_DeviceDescription_Id_Args);
    device_description_kind => DEVICE_DESCRIPTION_KIND(PJRT_DeviceDescription_Kind_Args);
    device_description_debug_string => DEVICE_DESCRIPTION_DEBUG_STRING(PJRT_DeviceDescription_DebugString_Args);
    device_description_to_string => DEVICE_DESCRIPTION_TO_STRING(PJRT_DeviceDescription_ToString_Args);
    executable_destroy => EXECUTABLE_DESTROY(PJRT_Executable_Destroy_Args);
    executable_num_outputs => EXECUTABLE_NUM_OUTPUTS(PJRT_Executable_NumOutputs_Args);
    executable_output_element_types => EXECUTABLE_OUTPUT_ELEMENT_TYPES(PJRT_Executable_OutputElementTypes_Args);
    executable_output_dimensions => EXECUTABLE_OUTPUT_DIMENSIONS(PJRT_Executable_OutputDimensions_Args);
    executable_serialize => EXECUTABLE_SERIALIZE(PJRT_Executable_Serialize_Args);
    executable_deserialize_and_load => EXECUTABLE_DESERIALIZE_AND_LOAD(PJRT_Executable_DeserializeAndLoad_Args);
    loaded_executable_destroy => LOADED_EXECUTABLE_DESTROY(PJRT_LoadedExecutable_Destroy_Args);
    loaded_executable_get_executable => LOADED_EXECUTABLE_GET_EXECUTABLE(PJRT_LoadedExecutable_GetExecutable_Args);
    loaded_executable_execute => LOADED_EXECUTABLE_EXECUTE(PJRT_LoadedExecutable_Execute_Args);
    buffer_destroy => BUFFER_DESTROY(PJRT_Buffer_Destroy_Args);
    buffer_ready_event => BUFFER_READY_EVENT(PJRT_Buffer_ReadyEvent_Args);
    buffer_to_host_buffer => BUFFER_TO_HOST_BUFFER(PJRT_Buffer_ToHostBuffer_Args);
    buffer_get_memory_layout => BUFFER_GET_MEMORY_LAYOUT(PJRT_Buffer_GetMemoryLayout_Args);
    buffer_on_device_size_in_bytes => BUFFER_ON_DEVICE_SIZE_IN_BYTES(PJRT_Buffer_OnDeviceSizeInBytes_Args);
    buffer_copy_raw_to_host => BUFFER_COPY_RAW_TO_HOST(PJRT_Buffer_CopyRawToHost_Args);
    executable_get_cost_analysis => EXECUTABLE_GET_COST_ANALYSIS(PJRT_Executable_GetCostAnalysis_Args);
    executable_get_compiled_memory_stats => EXECUTABLE_GET_COMPILED_MEMORY_STATS(PJRT_Executable_GetCompiledMemoryStats_Args);
    topology_create => TOPOLOGY_DESCRIPTION_CREATE(PJRT_TopologyDescription_Create_Args);
    topology_destroy => TOPOLOGY_DESCRIPTION_DESTROY(PJRT_TopologyDescription_Destroy_Args);
    topology_platform_name => TOPOLOGY_DESCRIPTION_PLATFORM_NAME(PJRT_TopologyDescription_PlatformName_Args);
    topology_platform_version => TOPOLOGY_DESCRIPTION_PLATFORM_VERSION(PJRT_TopologyDescription_PlatformVersion_Args);
    topology_device_descriptions => TOPOLOGY_DESCRIPTION_GET_DEVICE_DESCRIPTIONS(PJRT_TopologyDescription_GetDeviceDescriptions_Args);
    compile => COMPILE(PJRT_Compile_Args);
}

impl Api {
    /// Wraps a table returned by `GetPjrtApi`.
    ///
    /// # Safety
    /// `raw` must point to a PJRT function table that stays valid for the rest of the process.
    pub(crate) unsafe fn from_raw(raw: *const PJRT_Api) -> Api {
        // SAFETY: guaranteed by the caller; the head of the table exists in every version.
        let head = unsafe { &*raw };
        Api {
            raw,
            table_size: head.struct_size,
            version: (
                head.pjrt_api_version.major_version,
                head.pjrt_api_version.minor_version,
            ),
        }
    }

    /// (major, minor) of the plugin's PJRT API.
    pub(crate) fn version(&self) -> (i32, i32) {
        self.version
    }

    /// The plugin's `PJRT_Api.struct_size`.
    pub(crate) fn table_size(&self) -> usize {
        self.table_size
    }

    /// The function in `entry`'s slot, or `None` when the plugin's table is too short for it or
    /// leaves it null.
    pub(crate) fn slot(&self, entry: Entry) -> Option<*const c_void> {
        if entry.end_offset() > self.table_size {
            return None;
        }
        // SAFETY: the slot lies within the plugin's table (checked above); the table is an array
        // of pointer-sized, pointer-aligned function pointers after its fixed head.
        let ptr = unsafe {
            let base = self.raw.cast::<u8>().add(ffi::API_FIRST_SLOT_OFFSET);
            *base.cast::<*const c_void>().add(entry.slot)
        };
        (!ptr.is_null()).then_some(ptr)
    }

    /// True when the plugin provides `entry`.
    pub(crate) fn supports(&self, entry: Entry) -> bool {
        self.slot(entry).is_some()
    }

    /// The FFI extension, when the plugin's extension chain has one.
    pub(crate) fn ffi_extension(&self) -> Option<*const ffi::PJRT_FFI_Extension> {
        // SAFETY: the table's head is valid (see `from_raw`); each extension in the chain is a
        // struct owned by the plugin that starts with `PJRT_Extension_Base`.
        unsafe {
            let mut ext = (*self.raw).extension_start.cast::<ffi::PJRT_Extension_Base>();
            while !ext.is_null() {
                if (*ext).type_ == ffi::EXTENSION_TYPE_FFI
                    && (*ext).struct_size >= std::mem::size_of::<ffi::PJRT_FFI_Extension>()
                {
                    return Some(ext.cast());
                }
                ext = (*ext).next;
            }
        }
        None
    }

    /// Calls the FFI extension's `register_handler`.
    ///
    /// # Safety
    /// `ext` must come from [`Api::ffi_extension`] and `args` be filled per its contract.
    pub(crate) unsafe fn ffi_register_handler(
        &self,
        ext: *const ffi::PJRT_FFI_Extension,
        args: &mut ffi::PJRT_FFI_Register_Handler_Args,
    ) -> Result<(), PjrtError> {
        const CALL: &str = "PJRT_FFI_Register_Handler";
        // SAFETY: guaranteed by the caller.
        let f = unsafe { (*ext).register_handler };
        if f.is_null() {
            return Err(PjrtError::Unsupported { what: CALL, api_version: self.version });
        }
        // SAFETY: the extension's entry has the common shape, one argument struct in.
        let err = unsafe {
            let f: ffi::EntryFn = std::mem::transmute::<*const c_void, ffi::EntryFn>(f);
            f((args as *mut ffi::PJRT_FFI_Register_Handler_Args).cast())
        };
        if err.is_null() {
            Ok(())
        } else {
            Err(self.take_error(CALL, err))
        }
    }

    fn unsupported(&self, entry: Entry) -> PjrtError {
        PjrtError::Unsupported {
            what: entry.name,
            api_version: self.version,
        }
    }

    /// Calls an entry point of the common shape `PJRT_Error* f(Args*)`.
    ///
    /// # Safety
    /// `A` must be the argument struct of `entry`, filled per the API contract.
    unsafe fn call<A>(&self, entry: Entry, args: &mut A) -> Result<(), PjrtError> {
        let f = self.slot(entry).ok_or_else(|| self.unsupported(entry))?;
        // SAFETY: the slot holds a function of this shape (API contract).
        let f: ffi::EntryFn = unsafe { std::mem::transmute::<*const c_void, ffi::EntryFn>(f) };
        // SAFETY: guaranteed by the caller.
        let err = unsafe { f((args as *mut A).cast()) };
        if err.is_null() {
            Ok(())
        } else {
            Err(self.take_error(entry.name, err))
        }
    }

    /// Converts an owned `PJRT_Error*` into our error and destroys it.
    fn take_error(&self, call: &'static str, err: *mut PJRT_Error) -> PjrtError {
        let mut message = String::from("(the plugin gave no message)");
        if let Some(f) = self.slot(ffi::ERROR_MESSAGE) {
            let mut args = ffi::PJRT_Error_Message_Args::new();
            args.error = err;
            // SAFETY: slot holds PJRT_Error_Message; `err` is a live error.
            unsafe {
                let f: ffi::VoidEntryFn = std::mem::transmute::<*const c_void, ffi::VoidEntryFn>(f);
                f((&mut args as *mut ffi::PJRT_Error_Message_Args).cast());
                // SAFETY: the message lives as long as the error, which we still hold.
                message = lossy(args.message, args.message_size);
            }
        }
        let mut code = PluginErrorCode::Unknown;
        if let Some(f) = self.slot(ffi::ERROR_GET_CODE) {
            let mut args = ffi::PJRT_Error_GetCode_Args::new();
            args.error = err;
            // SAFETY: slot holds PJRT_Error_GetCode, of the common shape.
            unsafe {
                let f: ffi::EntryFn = std::mem::transmute::<*const c_void, ffi::EntryFn>(f);
                let nested = f((&mut args as *mut ffi::PJRT_Error_GetCode_Args).cast());
                if nested.is_null() {
                    code = PluginErrorCode::from_raw(args.code);
                } else {
                    self.destroy_error(nested);
                }
            }
        }
        // SAFETY: we own `err` and are done with it.
        unsafe { self.destroy_error(err) };
        match code {
            PluginErrorCode::ResourceExhausted => {
                PjrtError::ResourceExhausted(format!("{call}: {message}"))
            }
            _ => PjrtError::Plugin {
                call,
                code,
                message,
            },
        }
    }

    /// # Safety
    /// `err` must be an owned, live `PJRT_Error*`; it is freed.
    pub(crate) unsafe fn destroy_error(&self, err: *mut PJRT_Error) {
        if let Some(f) = self.slot(ffi::ERROR_DESTROY) {
            let mut args = ffi::PJRT_Error_Destroy_Args::new();
            args.error = err;
            // SAFETY: slot holds PJRT_Error_Destroy.
            unsafe {
                let f: ffi::VoidEntryFn = std::mem::transmute::<*const c_void, ffi::VoidEntryFn>(f);
                f((&mut args as *mut ffi::PJRT_Error_Destroy_Args).cast());
            }
        }
        // Without PJRT_Error_Destroy the error object leaks; there is nothing else we may do.
    }
}

/// Copies a (pointer, length) string the plugin handed out; invalid UTF-8 is replaced.
///
/// # Safety
/// `ptr` must be valid for `len` bytes (or null / `len == 0`).
pub(crate) unsafe fn lossy(ptr: *const std::ffi::c_char, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(ptr.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    static CALLS: AtomicUsize = AtomicUsize::new(0);

    unsafe extern "C" fn counting(_args: *mut c_void) -> *mut PJRT_Error {
        CALLS.fetch_add(1, Ordering::SeqCst);
        std::ptr::null_mut()
    }

    /// A fake table: the head plus `slots` function pointers, all set to `counting`, claiming
    /// `claimed_slots` of them in `struct_size`.
    fn fake_table(slots: usize, claimed_slots: usize) -> Vec<usize> {
        let words = ffi::API_FIRST_SLOT_OFFSET / 8 + slots;
        let mut t = vec![0usize; words];
        t[0] = ffi::API_FIRST_SLOT_OFFSET + claimed_slots * 8;
        for w in &mut t[ffi::API_FIRST_SLOT_OFFSET / 8..] {
            *w = counting as ffi::EntryFn as usize;
        }
        t
    }

    #[test]
    fn entries_beyond_the_table_are_never_called() {
        // The table physically holds 101 slots but claims only 20 (Client_Compile is slot 20).
        let table = fake_table(101, 20);
        let api = unsafe { Api::from_raw(table.as_ptr().cast()) };
        assert!(api.supports(ffi::CLIENT_CREATE));
        assert!(!api.supports(ffi::CLIENT_COMPILE));
        let before = CALLS.load(Ordering::SeqCst);
        let mut args = ffi::PJRT_Client_Compile_Args::new();
        let err = api.client_compile(&mut args).unwrap_err();
        assert!(
            matches!(
                err,
                PjrtError::Unsupported {
                    what: "PJRT_Client_Compile",
                    ..
                }
            ),
            "{err}"
        );
        assert_eq!(
            CALLS.load(Ordering::SeqCst),
            before,
            "an unsupported entry was called"
        );
        // Within the table: called.
        let mut args = ffi::PJRT_Client_Destroy_Args::new();
        api.client_destroy(&mut args).unwrap();
        assert_eq!(CALLS.load(Ordering::SeqCst), before + 1);
    }

    #[test]
    fn null_entries_are_unsupported() {
        let mut table = fake_table(101, 101);
        table[ffi::API_FIRST_SLOT_OFFSET / 8 + ffi::BUFFER_COPY_RAW_TO_HOST.slot] = 0;
        let api = unsafe { Api::from_raw(table.as_ptr().cast()) };
        assert!(!api.supports(ffi::BUFFER_COPY_RAW_TO_HOST));
        let mut args = ffi::PJRT_Buffer_CopyRawToHost_Args::new();
        assert!(matches!(
            api.buffer_copy_raw_to_host(&mut args),
            Err(PjrtError::Unsupported { .. })
        ));
    }
}
