//! Hand-written declarations for the part of the PJRT C API that this crate calls.
//!
//! We read the header that the `xla-cpu-pjrt` wheel installs (PJRT API 0.81) to learn the layouts
//! and wrote down only what we use. Nothing here is generated. Rules the declarations follow:
//!
//! * Every argument struct starts with `struct_size` and `extension_start`. The plugin reads only
//!   the first `struct_size` bytes, so structs are append-only across API versions. We set
//!   `struct_size` to the end of the last field we declare (without trailing padding, the way
//!   the header computes it), never to `size_of`, so a newer plugin never mistakes our padding for
//!   a field that was added after 0.81.
//! * Argument structs are zero-initialised before use ([`zeroed`]); every pointer we do not set is
//!   therefore null, which the API reads as "not given".
//! * The function table (`PJRT_Api`) is not declared field by field: we address the entries we use
//!   by their slot number (see [`Entry`]) and refuse to call a slot that lies beyond the plugin's
//!   own `struct_size` or is null. `abi_layout` in the tests checks every number here against the
//!   installed header with a C compiler.
//!
//! Field names are the C ones so that the layout check can name them.

#![allow(non_camel_case_types, non_snake_case, dead_code)]

use std::ffi::{c_char, c_int, c_void};

/// Size of an argument struct as the API defines it: the end of its last field.
macro_rules! struct_size {
    ($t:ty, $last:ident) => {{
        let probe = std::mem::MaybeUninit::<$t>::uninit();
        // SAFETY: only the address of a field is taken; nothing is read.
        let base = probe.as_ptr();
        let field = unsafe { std::ptr::addr_of!((*base).$last) };
        std::mem::offset_of!($t, $last) + crate::ffi::size_of_pointee(field)
    }};
}

pub(crate) const fn size_of_pointee<T>(_: *const T) -> usize {
    std::mem::size_of::<T>()
}

/// All-zero value of a plain-old-data argument struct.
pub(crate) fn zeroed<T: Pod>() -> T {
    // SAFETY: `Pod` is only implemented for repr(C) structs of integers, floats, bools and raw
    // pointers, for which all-zero bytes are a valid value (null / 0 / false).
    unsafe { std::mem::zeroed() }
}

/// Marker for the repr(C) structs below: all-zero bytes are a valid value.
pub(crate) unsafe trait Pod {}

// ---- opaque handles (we only ever hold pointers to these) ----

macro_rules! opaque {
    ($($name:ident),*) => {$(
        #[repr(C)]
        pub(crate) struct $name {
            _private: [u8; 0],
        }
    )*};
}
opaque!(
    PJRT_Error,
    PJRT_Event,
    PJRT_Client,
    PJRT_Device,
    PJRT_DeviceDescription,
    PJRT_Memory,
    PJRT_Executable,
    PJRT_LoadedExecutable,
    PJRT_Buffer,
    PJRT_SerializedExecutable,
    PJRT_ExecuteContext
);

/// The header's enums are C enums: `int`-sized on every platform we target.
pub(crate) type CEnum = c_int;

// ---- the function table ----

/// Version block embedded near the start of `PJRT_Api`.
#[repr(C)]
pub(crate) struct PJRT_Api_Version {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub major_version: c_int,
    pub minor_version: c_int,
}

/// The fixed head of `PJRT_Api`; the function pointers follow it, one per slot.
#[repr(C)]
pub(crate) struct PJRT_Api {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub pjrt_api_version: PJRT_Api_Version,
}

/// Byte offset of the first function pointer in `PJRT_Api`.
pub(crate) const API_FIRST_SLOT_OFFSET: usize = std::mem::size_of::<PJRT_Api>();

/// One entry point of the table: its C name (for errors and the layout test) and slot number.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    pub name: &'static str,
    pub slot: usize,
}

impl Entry {
    /// Byte range this entry occupies in the table.
    pub(crate) const fn end_offset(self) -> usize {
        API_FIRST_SLOT_OFFSET + (self.slot + 1) * std::mem::size_of::<*const c_void>()
    }
}

macro_rules! entries {
    ($($konst:ident = $slot:literal $cname:literal;)*) => {
        $(pub(crate) const $konst: Entry = Entry { name: $cname, slot: $slot };)*
        /// Every entry we use, for the layout test.
        pub(crate) const ALL_ENTRIES: &[Entry] = &[$($konst),*];
    };
}

// Slot numbers: position of the entry in `PJRT_Api` after `pjrt_api_version`, counting from 0.
entries! {
    ERROR_DESTROY = 0 "PJRT_Error_Destroy";
    ERROR_MESSAGE = 1 "PJRT_Error_Message";
    ERROR_GET_CODE = 2 "PJRT_Error_GetCode";
    PLUGIN_INITIALIZE = 3 "PJRT_Plugin_Initialize";
    EVENT_DESTROY = 5 "PJRT_Event_Destroy";
    EVENT_IS_READY = 6 "PJRT_Event_IsReady";
    EVENT_AWAIT = 8 "PJRT_Event_Await";
    CLIENT_CREATE = 10 "PJRT_Client_Create";
    CLIENT_DESTROY = 11 "PJRT_Client_Destroy";
    CLIENT_PLATFORM_NAME = 12 "PJRT_Client_PlatformName";
    CLIENT_PLATFORM_VERSION = 14 "PJRT_Client_PlatformVersion";
    CLIENT_ADDRESSABLE_DEVICES = 16 "PJRT_Client_AddressableDevices";
    CLIENT_COMPILE = 20 "PJRT_Client_Compile";
    CLIENT_BUFFER_FROM_HOST_BUFFER = 22 "PJRT_Client_BufferFromHostBuffer";
    DEVICE_DESCRIPTION_ID = 23 "PJRT_DeviceDescription_Id";
    DEVICE_DESCRIPTION_KIND = 26 "PJRT_DeviceDescription_Kind";
    DEVICE_DESCRIPTION_DEBUG_STRING = 27 "PJRT_DeviceDescription_DebugString";
    DEVICE_DESCRIPTION_TO_STRING = 28 "PJRT_DeviceDescription_ToString";
    DEVICE_GET_DESCRIPTION = 29 "PJRT_Device_GetDescription";
    DEVICE_LOCAL_HARDWARE_ID = 31 "PJRT_Device_LocalHardwareId";
    DEVICE_MEMORY_STATS = 34 "PJRT_Device_MemoryStats";
    EXECUTABLE_DESTROY = 40 "PJRT_Executable_Destroy";
    EXECUTABLE_NUM_OUTPUTS = 44 "PJRT_Executable_NumOutputs";
    EXECUTABLE_SERIALIZE = 49 "PJRT_Executable_Serialize";
    LOADED_EXECUTABLE_DESTROY = 50 "PJRT_LoadedExecutable_Destroy";
    LOADED_EXECUTABLE_GET_EXECUTABLE = 51 "PJRT_LoadedExecutable_GetExecutable";
    LOADED_EXECUTABLE_EXECUTE = 55 "PJRT_LoadedExecutable_Execute";
    EXECUTABLE_DESERIALIZE_AND_LOAD = 56 "PJRT_Executable_DeserializeAndLoad";
    BUFFER_DESTROY = 58 "PJRT_Buffer_Destroy";
    BUFFER_TO_HOST_BUFFER = 70 "PJRT_Buffer_ToHostBuffer";
    BUFFER_READY_EVENT = 72 "PJRT_Buffer_ReadyEvent";
    EXECUTABLE_OUTPUT_ELEMENT_TYPES = 90 "PJRT_Executable_OutputElementTypes";
    EXECUTABLE_OUTPUT_DIMENSIONS = 91 "PJRT_Executable_OutputDimensions";
}

/// Every entry point except the two error accessors has this shape: one argument struct in,
/// an owned error (or null) out.
pub(crate) type EntryFn = unsafe extern "C" fn(args: *mut c_void) -> *mut PJRT_Error;
/// `PJRT_Error_Destroy` and `PJRT_Error_Message` return nothing.
pub(crate) type VoidEntryFn = unsafe extern "C" fn(args: *mut c_void);

/// The symbol every plugin exports to hand out its table.
pub(crate) const GET_PJRT_API_SYMBOL: &[u8] = b"GetPjrtApi\0";
pub(crate) type GetPjrtApiFn = unsafe extern "C" fn() -> *const PJRT_Api;

// ---- argument structs ----

macro_rules! args_struct {
    ($name:ident { $($field:ident : $ty:ty),* $(,)? } last = $last:ident) => {
        #[repr(C)]
        pub(crate) struct $name {
            pub struct_size: usize,
            pub extension_start: *mut c_void,
            $(pub $field: $ty,)*
        }
        // SAFETY: repr(C), made of integers, floats, bools and raw pointers only.
        unsafe impl Pod for $name {}
        impl $name {
            /// The value of `struct_size` we send: the end of the last field.
            pub(crate) fn api_size() -> usize { struct_size!($name, $last) }
            /// A zeroed value with `struct_size` set.
            pub(crate) fn new() -> Self {
                let mut v: Self = zeroed();
                v.struct_size = Self::api_size();
                v
            }
        }
    };
}

// Errors.
args_struct!(PJRT_Error_Destroy_Args { error: *mut PJRT_Error } last = error);
args_struct!(PJRT_Error_Message_Args {
    error: *const PJRT_Error,
    message: *const c_char,
    message_size: usize,
} last = message_size);
args_struct!(PJRT_Error_GetCode_Args { error: *const PJRT_Error, code: CEnum } last = code);

// Create options are a list of typed name/value pairs. The value is a C union; we keep it as an
// 8-byte, 8-aligned slot and write the member that `type` names.
pub(crate) const NAMED_VALUE_STRING: CEnum = 0;
pub(crate) const NAMED_VALUE_INT64: CEnum = 1;
pub(crate) const NAMED_VALUE_INT64_LIST: CEnum = 2;
pub(crate) const NAMED_VALUE_FLOAT: CEnum = 3;
pub(crate) const NAMED_VALUE_BOOL: CEnum = 4;

#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) union NamedValueUnion {
    pub string_value: *const c_char,
    pub int64_value: i64,
    pub int64_array_value: *const i64,
    pub float_value: f32,
    pub bool_value: bool,
}

args_struct!(PJRT_NamedValue {
    name: *const c_char,
    name_size: usize,
    type_: CEnum,
    value: NamedValueUnion,
    value_size: usize,
} last = value_size);

args_struct!(PJRT_Plugin_Initialize_Args {} last = extension_start);

// Events.
args_struct!(PJRT_Event_Destroy_Args { event: *mut PJRT_Event } last = event);
args_struct!(PJRT_Event_IsReady_Args { event: *mut PJRT_Event, is_ready: bool } last = is_ready);
args_struct!(PJRT_Event_Await_Args { event: *mut PJRT_Event } last = event);

// Client.
args_struct!(PJRT_Client_Create_Args {
    create_options: *const PJRT_NamedValue,
    num_options: usize,
    // Key-value store callbacks for multi-process setups; we run single-process and leave them
    // null.
    kv_get_callback: *mut c_void,
    kv_get_user_arg: *mut c_void,
    kv_put_callback: *mut c_void,
    kv_put_user_arg: *mut c_void,
    client: *mut PJRT_Client,
    kv_try_get_callback: *mut c_void,
    kv_try_get_user_arg: *mut c_void,
} last = kv_try_get_user_arg);
args_struct!(PJRT_Client_Destroy_Args { client: *mut PJRT_Client } last = client);
args_struct!(PJRT_Client_PlatformName_Args {
    client: *mut PJRT_Client,
    platform_name: *const c_char,
    platform_name_size: usize,
} last = platform_name_size);
args_struct!(PJRT_Client_PlatformVersion_Args {
    client: *mut PJRT_Client,
    platform_version: *const c_char,
    platform_version_size: usize,
} last = platform_version_size);
args_struct!(PJRT_Client_AddressableDevices_Args {
    client: *mut PJRT_Client,
    addressable_devices: *const *mut PJRT_Device,
    num_addressable_devices: usize,
} last = num_addressable_devices);

args_struct!(PJRT_Program {
    // The API types this `char*` because the same struct is used for output; for compile the
    // plugin only reads it.
    code: *mut c_char,
    code_size: usize,
    format: *const c_char,
    format_size: usize,
} last = format_size);
args_struct!(PJRT_Client_Compile_Args {
    client: *mut PJRT_Client,
    program: *const PJRT_Program,
    compile_options: *const c_char,
    compile_options_size: usize,
    executable: *mut PJRT_LoadedExecutable,
} last = executable);

/// `PJRT_HostBufferSemantics_kImmutableOnlyDuringCall`: the plugin copies (or finishes with) the
/// host data before `BufferFromHostBuffer` returns.
pub(crate) const HOST_BUFFER_IMMUTABLE_ONLY_DURING_CALL: CEnum = 0;

args_struct!(PJRT_Client_BufferFromHostBuffer_Args {
    client: *mut PJRT_Client,
    data: *const c_void,
    type_: CEnum,
    dims: *const i64,
    num_dims: usize,
    byte_strides: *const i64,
    num_byte_strides: usize,
    host_buffer_semantics: CEnum,
    device: *mut PJRT_Device,
    memory: *mut PJRT_Memory,
    device_layout: *mut PJRT_Buffer_MemoryLayout,
    done_with_host_buffer: *mut PJRT_Event,
    buffer: *mut PJRT_Buffer,
} last = buffer);

// Devices.
args_struct!(PJRT_Device_GetDescription_Args {
    device: *mut PJRT_Device,
    device_description: *mut PJRT_DeviceDescription,
} last = device_description);
args_struct!(PJRT_Device_LocalHardwareId_Args {
    device: *mut PJRT_Device,
    local_hardware_id: c_int,
} last = local_hardware_id);
args_struct!(PJRT_DeviceDescription_Id_Args {
    device_description: *mut PJRT_DeviceDescription,
    id: c_int,
} last = id);
args_struct!(PJRT_DeviceDescription_Kind_Args {
    device_description: *mut PJRT_DeviceDescription,
    device_kind: *const c_char,
    device_kind_size: usize,
} last = device_kind_size);
args_struct!(PJRT_DeviceDescription_DebugString_Args {
    device_description: *mut PJRT_DeviceDescription,
    debug_string: *const c_char,
    debug_string_size: usize,
} last = debug_string_size);
args_struct!(PJRT_DeviceDescription_ToString_Args {
    device_description: *mut PJRT_DeviceDescription,
    to_string: *const c_char,
    to_string_size: usize,
} last = to_string_size);
// Each optional statistic comes with an `_is_set` flag.
args_struct!(PJRT_Device_MemoryStats_Args {
    device: *mut PJRT_Device,
    bytes_in_use: i64,
    peak_bytes_in_use: i64,
    peak_bytes_in_use_is_set: bool,
    num_allocs: i64,
    num_allocs_is_set: bool,
    largest_alloc_size: i64,
    largest_alloc_size_is_set: bool,
    bytes_limit: i64,
    bytes_limit_is_set: bool,
    bytes_reserved: i64,
    bytes_reserved_is_set: bool,
    peak_bytes_reserved: i64,
    peak_bytes_reserved_is_set: bool,
    bytes_reservable_limit: i64,
    bytes_reservable_limit_is_set: bool,
    largest_free_block_bytes: i64,
    largest_free_block_bytes_is_set: bool,
    pool_bytes: i64,
    pool_bytes_is_set: bool,
    peak_pool_bytes: i64,
    peak_pool_bytes_is_set: bool,
} last = peak_pool_bytes_is_set);

// Executables. A "loaded" executable is bound to a client and can run; its unloaded
// `PJRT_Executable` view answers questions about the program and serializes it.
args_struct!(PJRT_Executable_Destroy_Args { executable: *mut PJRT_Executable } last = executable);
args_struct!(PJRT_LoadedExecutable_Destroy_Args {
    executable: *mut PJRT_LoadedExecutable,
} last = executable);
args_struct!(PJRT_LoadedExecutable_GetExecutable_Args {
    loaded_executable: *mut PJRT_LoadedExecutable,
    executable: *mut PJRT_Executable,
} last = executable);
args_struct!(PJRT_Executable_NumOutputs_Args {
    executable: *mut PJRT_Executable,
    num_outputs: usize,
} last = num_outputs);
args_struct!(PJRT_Executable_OutputElementTypes_Args {
    executable: *mut PJRT_Executable,
    output_types: *mut CEnum,
    num_output_types: usize,
} last = num_output_types);
args_struct!(PJRT_Executable_OutputDimensions_Args {
    executable: *mut PJRT_Executable,
    num_outputs: usize,
    dims: *const i64,
    dim_sizes: *const usize,
} last = dim_sizes);
args_struct!(PJRT_Executable_Serialize_Args {
    executable: *const PJRT_Executable,
    serialized_bytes: *const c_char,
    serialized_bytes_size: usize,
    serialized_executable: *mut PJRT_SerializedExecutable,
    serialized_executable_deleter: Option<unsafe extern "C" fn(*mut PJRT_SerializedExecutable)>,
} last = serialized_executable_deleter);
args_struct!(PJRT_Executable_DeserializeAndLoad_Args {
    client: *mut PJRT_Client,
    serialized_executable: *const c_char,
    serialized_executable_size: usize,
    loaded_executable: *mut PJRT_LoadedExecutable,
    overridden_serialized_compile_options: *const c_char,
    overridden_serialized_compile_options_size: usize,
} last = overridden_serialized_compile_options_size);

args_struct!(PJRT_ExecuteOptions {
    // Host send/recv callbacks: unused (null, 0).
    send_callbacks: *mut c_void,
    recv_callbacks: *mut c_void,
    num_send_ops: usize,
    num_recv_ops: usize,
    launch_id: c_int,
    // Inputs listed here are never donated even if the program aliases them to an output.
    non_donatable_input_indices: *const i64,
    num_non_donatable_input_indices: usize,
    context: *mut PJRT_ExecuteContext,
    call_location: *const c_char,
    num_tasks: usize,
    task_ids: *mut c_int,
    incarnation_ids: *mut i64,
} last = incarnation_ids);
args_struct!(PJRT_LoadedExecutable_Execute_Args {
    executable: *mut PJRT_LoadedExecutable,
    options: *mut PJRT_ExecuteOptions,
    // [num_devices][num_args]
    argument_lists: *const *const *mut PJRT_Buffer,
    num_devices: usize,
    num_args: usize,
    // [num_devices][num_outputs], both levels allocated by us, filled by the plugin.
    output_lists: *const *mut *mut PJRT_Buffer,
    device_complete_events: *mut *mut PJRT_Event,
    execute_device: *mut PJRT_Device,
} last = execute_device);

// Buffers.
args_struct!(PJRT_Buffer_Destroy_Args { buffer: *mut PJRT_Buffer } last = buffer);
args_struct!(PJRT_Buffer_ReadyEvent_Args {
    buffer: *mut PJRT_Buffer,
    event: *mut PJRT_Event,
} last = event);

/// `PJRT_Buffer_MemoryLayout_Type_Tiled`.
pub(crate) const LAYOUT_TILED: CEnum = 0;

args_struct!(PJRT_Buffer_MemoryLayout_Tiled {
    minor_to_major: *const i64,
    minor_to_major_size: usize,
    tile_dims: *const i64,
    tile_dim_sizes: *const usize,
    num_tiles: usize,
} last = num_tiles);

/// The layout union holds either a tiled or a strided description; we only ever write the tiled
/// one, and this padding keeps the union as large as its largest member (the tiled struct).
#[repr(C)]
pub(crate) struct PJRT_Buffer_MemoryLayout {
    pub struct_size: usize,
    pub extension_start: *mut c_void,
    pub tiled: PJRT_Buffer_MemoryLayout_Tiled,
    pub type_: CEnum,
}
// SAFETY: repr(C) of Pod parts.
unsafe impl Pod for PJRT_Buffer_MemoryLayout {}
impl PJRT_Buffer_MemoryLayout {
    pub(crate) fn api_size() -> usize {
        struct_size!(PJRT_Buffer_MemoryLayout, type_)
    }
}

args_struct!(PJRT_Buffer_ToHostBuffer_Args {
    src: *mut PJRT_Buffer,
    host_layout: *mut PJRT_Buffer_MemoryLayout,
    dst: *mut c_void,
    dst_size: usize,
    event: *mut PJRT_Event,
} last = event);
