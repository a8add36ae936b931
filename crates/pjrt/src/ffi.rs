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
///
/// # Safety
/// Implement only for repr(C) types whose fields are integers, floats, bools, raw pointers or
/// `Option` of function pointers.
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
    PJRT_ExecuteContext,
    PJRT_TopologyDescription
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
    EVENT_ON_READY = 9 "PJRT_Event_OnReady";
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
    EXECUTABLE_GET_COST_ANALYSIS = 46 "PJRT_Executable_GetCostAnalysis";
    EXECUTABLE_SERIALIZE = 49 "PJRT_Executable_Serialize";
    LOADED_EXECUTABLE_DESTROY = 50 "PJRT_LoadedExecutable_Destroy";
    LOADED_EXECUTABLE_GET_EXECUTABLE = 51 "PJRT_LoadedExecutable_GetExecutable";
    LOADED_EXECUTABLE_EXECUTE = 55 "PJRT_LoadedExecutable_Execute";
    EXECUTABLE_DESERIALIZE_AND_LOAD = 56 "PJRT_Executable_DeserializeAndLoad";
    BUFFER_DESTROY = 58 "PJRT_Buffer_Destroy";
    BUFFER_GET_MEMORY_LAYOUT = 63 "PJRT_Buffer_GetMemoryLayout";
    BUFFER_ON_DEVICE_SIZE_IN_BYTES = 64 "PJRT_Buffer_OnDeviceSizeInBytes";
    BUFFER_TO_HOST_BUFFER = 70 "PJRT_Buffer_ToHostBuffer";
    BUFFER_READY_EVENT = 72 "PJRT_Buffer_ReadyEvent";
    TOPOLOGY_DESCRIPTION_CREATE = 82 "PJRT_TopologyDescription_Create";
    TOPOLOGY_DESCRIPTION_DESTROY = 83 "PJRT_TopologyDescription_Destroy";
    TOPOLOGY_DESCRIPTION_PLATFORM_NAME = 84 "PJRT_TopologyDescription_PlatformName";
    TOPOLOGY_DESCRIPTION_PLATFORM_VERSION = 85 "PJRT_TopologyDescription_PlatformVersion";
    TOPOLOGY_DESCRIPTION_GET_DEVICE_DESCRIPTIONS = 86 "PJRT_TopologyDescription_GetDeviceDescriptions";
    COMPILE = 89 "PJRT_Compile";
    EXECUTABLE_OUTPUT_ELEMENT_TYPES = 90 "PJRT_Executable_OutputElementTypes";
    EXECUTABLE_OUTPUT_DIMENSIONS = 91 "PJRT_Executable_OutputDimensions";
    EXECUTABLE_GET_COMPILED_MEMORY_STATS = 96 "PJRT_Executable_GetCompiledMemoryStats";
    BUFFER_COPY_RAW_TO_HOST = 100 "PJRT_Buffer_CopyRawToHost";
    CLIENT_CREATE_UNINITIALIZED_BUFFER = 112 "PJRT_Client_CreateUninitializedBuffer";
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
/// `PJRT_Event_OnReadyCallback`: owns `error` (null when the event succeeded).
pub(crate) type OnReadyCallback = unsafe extern "C" fn(error: *mut PJRT_Error, user_arg: *mut c_void);
args_struct!(PJRT_Event_OnReady_Args {
    event: *mut PJRT_Event,
    callback: Option<OnReadyCallback>,
    user_arg: *mut c_void,
} last = user_arg);

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

impl PJRT_Program {
    /// A StableHLO program as MLIR text, the one format we compile (a client's and a
    /// topology's compile alike); it borrows `text`, which must outlive the call.
    pub(crate) fn mlir(text: &str) -> PJRT_Program {
        const FORMAT: &str = "mlir";
        let mut program = PJRT_Program::new();
        program.code = text.as_ptr().cast_mut().cast();
        program.code_size = text.len();
        program.format = FORMAT.as_ptr().cast();
        program.format_size = FORMAT.len();
        program
    }
}
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
args_struct!(PJRT_Client_CreateUninitializedBuffer_Args {
    client: *mut PJRT_Client,
    shape_dims: *const i64,
    shape_num_dims: usize,
    shape_element_type: CEnum,
    shape_layout: *mut PJRT_Buffer_MemoryLayout,
    device: *mut PJRT_Device,
    memory: *mut PJRT_Memory,
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

// Cost analysis: a list of named values (XLA's HloCostAnalysis properties: "flops",
// "transcendentals", "bytes accessed", ...), owned by the executable.
args_struct!(PJRT_Executable_GetCostAnalysis_Args {
    executable: *mut PJRT_Executable,
    num_properties: usize,
    properties: *const PJRT_NamedValue,
} last = properties);
// XLA's CompiledMemoryStats: device memory first, then host memory, then the peak.
args_struct!(PJRT_Executable_GetCompiledMemoryStats_Args {
    executable: *mut PJRT_Executable,
    generated_code_size_in_bytes: i64,
    argument_size_in_bytes: i64,
    output_size_in_bytes: i64,
    alias_size_in_bytes: i64,
    temp_size_in_bytes: i64,
    host_generated_code_size_in_bytes: i64,
    host_argument_size_in_bytes: i64,
    host_output_size_in_bytes: i64,
    host_alias_size_in_bytes: i64,
    host_temp_size_in_bytes: i64,
    peak_memory_in_bytes: i64,
} last = peak_memory_in_bytes);

// Topologies: a description of devices that need not exist on this host, which a plugin can
// compile for (`PJRT_Compile`) without a client.
args_struct!(PJRT_TopologyDescription_Create_Args {
    topology_name: *const c_char,
    topology_name_size: usize,
    create_options: *const PJRT_NamedValue,
    num_options: usize,
    topology: *mut PJRT_TopologyDescription,
} last = topology);
args_struct!(PJRT_TopologyDescription_Destroy_Args {
    topology: *mut PJRT_TopologyDescription,
} last = topology);
args_struct!(PJRT_TopologyDescription_PlatformName_Args {
    topology: *const PJRT_TopologyDescription,
    platform_name: *const c_char,
    platform_name_size: usize,
} last = platform_name_size);
args_struct!(PJRT_TopologyDescription_PlatformVersion_Args {
    topology: *mut PJRT_TopologyDescription,
    platform_version: *const c_char,
    platform_version_size: usize,
} last = platform_version_size);
args_struct!(PJRT_TopologyDescription_GetDeviceDescriptions_Args {
    topology: *const PJRT_TopologyDescription,
    descriptions: *const *mut PJRT_DeviceDescription,
    num_descriptions: usize,
} last = num_descriptions);
// Compiles for a topology; `client` is optional (null here) and the result is an unloaded
// executable, which answers questions about the program but cannot run.
args_struct!(PJRT_Compile_Args {
    topology: *const PJRT_TopologyDescription,
    program: *const PJRT_Program,
    compile_options: *const c_char,
    compile_options_size: usize,
    client: *mut PJRT_Client,
    executable: *mut PJRT_Executable,
} last = executable);

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

// The layout returned here points into memory owned by the buffer.
args_struct!(PJRT_Buffer_GetMemoryLayout_Args {
    buffer: *mut PJRT_Buffer,
    layout: PJRT_Buffer_MemoryLayout,
} last = layout);
args_struct!(PJRT_Buffer_OnDeviceSizeInBytes_Args {
    buffer: *mut PJRT_Buffer,
    on_device_size_in_bytes: usize,
} last = on_device_size_in_bytes);
// Copies the device bytes as they are (no relayout): the fast read-back path when the device
// layout is already dense row-major.
args_struct!(PJRT_Buffer_CopyRawToHost_Args {
    buffer: *mut PJRT_Buffer,
    dst: *mut c_void,
    offset: i64,
    transfer_size: i64,
    event: *mut PJRT_Event,
} last = event);

args_struct!(PJRT_Buffer_ToHostBuffer_Args {
    src: *mut PJRT_Buffer,
    host_layout: *mut PJRT_Buffer_MemoryLayout,
    dst: *mut c_void,
    dst_size: usize,
    event: *mut PJRT_Event,
} last = event);

// ---- extensions ----
//
// `PJRT_Api.extension_start` heads a chain of extension structs, each starting with this base.
// The FFI extension's header (`pjrt_c_api_ffi_extension.h`) is not installed by any wheel, so
// the layout test below cannot read it: its layout here was checked against the machine code
// of `register_handler` in both CPU plugins we load (PJRT API 0.81 and 0.115: the platform name
// is read at offset 32), and `Plugin::register_ffi_handler` refuses other API versions.

#[repr(C)]
pub(crate) struct PJRT_Extension_Base {
    pub struct_size: usize,
    pub type_: CEnum,
    pub next: *mut PJRT_Extension_Base,
}

/// `PJRT_Extension_Type_FFI`.
pub(crate) const EXTENSION_TYPE_FFI: CEnum = 5;

/// The FFI extension: three entry points after the base; we call only the last.
#[repr(C)]
pub(crate) struct PJRT_FFI_Extension {
    pub base: PJRT_Extension_Base,
    pub type_id_register: *const c_void,
    pub user_data_add: *const c_void,
    pub register_handler: *const c_void,
}

/// Arguments of the FFI extension's `register_handler` (typed XLA FFI handlers only). Unlike the
/// core API's argument structs it has no `extension_start`.
#[repr(C)]
pub(crate) struct PJRT_FFI_Register_Handler_Args {
    pub struct_size: usize,
    pub target_name: *const c_char,
    pub target_name_size: usize,
    pub handler: *mut c_void,
    pub platform_name: *const c_char,
    pub platform_name_size: usize,
    pub traits: CEnum,
}
// SAFETY: repr(C) of integers and raw pointers.
unsafe impl Pod for PJRT_FFI_Register_Handler_Args {}
impl PJRT_FFI_Register_Handler_Args {
    pub(crate) fn new() -> Self {
        let mut v: Self = zeroed();
        v.struct_size = struct_size!(PJRT_FFI_Register_Handler_Args, traits);
        v
    }
}

/// Checks every declaration above against the header installed with the `xla-cpu-pjrt` wheel,
/// by compiling a small C program that prints the header's sizes, offsets and enum values.
#[cfg(test)]
mod abi_layout {
    use super::*;
    use std::fmt::Write as _;
    use std::path::PathBuf;

    /// (description, value from Rust, C expression whose value must match)
    struct Check {
        what: String,
        rust: i64,
        c_expr: String,
    }

    macro_rules! layout {
        ($v:ident, $t:ident, [$($f:ident),*] $(, [$($rf:ident => $cf:literal),*])?) => {{
            $v.push(Check {
                what: format!("{} struct size", stringify!($t)),
                rust: $t::api_size() as i64,
                c_expr: format!("(long long){}_STRUCT_SIZE", stringify!($t)),
            });
            $(
                $v.push(Check {
                    what: format!("{}.{}", stringify!($t), stringify!($f)),
                    rust: std::mem::offset_of!($t, $f) as i64,
                    c_expr: format!("(long long)offsetof({}, {})", stringify!($t), stringify!($f)),
                });
            )*
            $($(
                $v.push(Check {
                    what: format!("{}.{}", stringify!($t), $cf),
                    rust: std::mem::offset_of!($t, $rf) as i64,
                    c_expr: format!("(long long)offsetof({}, {})", stringify!($t), $cf),
                });
            )*)?
        }};
    }

    /// `None` when no plugin is found and the plugin tests are asked to skip.
    fn header() -> Option<PathBuf> {
        if let Ok(p) = std::env::var("TORCH_PJRT_PJRT_HEADER") {
            return Some(PathBuf::from(p));
        }
        // The xla-cpu-pjrt wheel ships the header beside its plugin; the newer plugin we prefer
        // (lammps-jax-pjrt-cpu) ships none, so look beside both (setup.sh installs both).
        let so = crate::cpu_test_plugin()?;
        let site = so.parent().and_then(|d| d.parent()).unwrap();
        let candidates = [
            so.parent().unwrap().join("include/pjrt_c_api.h"),
            site.join("xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h"),
        ];
        match candidates.iter().find(|h| h.is_file()) {
            Some(h) => Some(h.clone()),
            None => panic!("pjrt_c_api.h not found at {candidates:?} (set TORCH_PJRT_PJRT_HEADER)"),
        }
    }

    #[test]
    fn declarations_match_the_installed_header() {
        let mut v: Vec<Check> = Vec::new();
        layout!(v, PJRT_Error_Destroy_Args, [error]);
        layout!(v, PJRT_Error_Message_Args, [error, message, message_size]);
        layout!(v, PJRT_Error_GetCode_Args, [error, code]);
        layout!(v, PJRT_NamedValue, [name, name_size, value_size], [type_ => "type", value => "int64_value"]);
        layout!(v, PJRT_Plugin_Initialize_Args, [extension_start]);
        layout!(v, PJRT_Event_Destroy_Args, [event]);
        layout!(v, PJRT_Event_IsReady_Args, [event, is_ready]);
        layout!(v, PJRT_Event_Await_Args, [event]);
        layout!(v, PJRT_Event_OnReady_Args, [event, callback, user_arg]);
        layout!(
            v,
            PJRT_Client_Create_Args,
            [
                create_options,
                num_options,
                kv_get_callback,
                kv_get_user_arg,
                kv_put_callback,
                kv_put_user_arg,
                client,
                kv_try_get_callback,
                kv_try_get_user_arg
            ]
        );
        layout!(v, PJRT_Client_Destroy_Args, [client]);
        layout!(
            v,
            PJRT_Client_PlatformName_Args,
            [client, platform_name, platform_name_size]
        );
        layout!(
            v,
            PJRT_Client_PlatformVersion_Args,
            [client, platform_version, platform_version_size]
        );
        layout!(
            v,
            PJRT_Client_AddressableDevices_Args,
            [client, addressable_devices, num_addressable_devices]
        );
        layout!(v, PJRT_Program, [code, code_size, format, format_size]);
        layout!(
            v,
            PJRT_Client_Compile_Args,
            [
                client,
                program,
                compile_options,
                compile_options_size,
                executable
            ]
        );
        layout!(v, PJRT_Client_BufferFromHostBuffer_Args, [client, data, dims, num_dims, byte_strides,
            num_byte_strides, host_buffer_semantics, device, memory, device_layout, done_with_host_buffer,
            buffer], [type_ => "type"]);
        layout!(v, PJRT_Client_CreateUninitializedBuffer_Args, [client, shape_dims, shape_num_dims,
            shape_element_type, shape_layout, device, memory, buffer]);
        layout!(
            v,
            PJRT_Device_GetDescription_Args,
            [device, device_description]
        );
        layout!(
            v,
            PJRT_Device_LocalHardwareId_Args,
            [device, local_hardware_id]
        );
        layout!(v, PJRT_DeviceDescription_Id_Args, [device_description, id]);
        layout!(
            v,
            PJRT_DeviceDescription_Kind_Args,
            [device_description, device_kind, device_kind_size]
        );
        layout!(
            v,
            PJRT_DeviceDescription_DebugString_Args,
            [device_description, debug_string, debug_string_size]
        );
        layout!(
            v,
            PJRT_DeviceDescription_ToString_Args,
            [device_description, to_string, to_string_size]
        );
        layout!(
            v,
            PJRT_Device_MemoryStats_Args,
            [
                device,
                bytes_in_use,
                peak_bytes_in_use,
                peak_bytes_in_use_is_set,
                num_allocs,
                num_allocs_is_set,
                largest_alloc_size,
                largest_alloc_size_is_set,
                bytes_limit,
                bytes_limit_is_set,
                bytes_reserved,
                bytes_reserved_is_set,
                peak_bytes_reserved,
                peak_bytes_reserved_is_set,
                bytes_reservable_limit,
                bytes_reservable_limit_is_set,
                largest_free_block_bytes,
                largest_free_block_bytes_is_set,
                pool_bytes,
                pool_bytes_is_set,
                peak_pool_bytes,
                peak_pool_bytes_is_set
            ]
        );
        layout!(v, PJRT_Executable_Destroy_Args, [executable]);
        layout!(v, PJRT_LoadedExecutable_Destroy_Args, [executable]);
        layout!(
            v,
            PJRT_LoadedExecutable_GetExecutable_Args,
            [loaded_executable, executable]
        );
        layout!(
            v,
            PJRT_Executable_NumOutputs_Args,
            [executable, num_outputs]
        );
        layout!(
            v,
            PJRT_Executable_OutputElementTypes_Args,
            [executable, output_types, num_output_types]
        );
        layout!(
            v,
            PJRT_Executable_OutputDimensions_Args,
            [executable, num_outputs, dims, dim_sizes]
        );
        layout!(
            v,
            PJRT_Executable_Serialize_Args,
            [
                executable,
                serialized_bytes,
                serialized_bytes_size,
                serialized_executable,
                serialized_executable_deleter
            ]
        );
        layout!(
            v,
            PJRT_Executable_DeserializeAndLoad_Args,
            [
                client,
                serialized_executable,
                serialized_executable_size,
                loaded_executable,
                overridden_serialized_compile_options,
                overridden_serialized_compile_options_size
            ]
        );
        layout!(
            v,
            PJRT_ExecuteOptions,
            [
                send_callbacks,
                recv_callbacks,
                num_send_ops,
                num_recv_ops,
                launch_id,
                non_donatable_input_indices,
                num_non_donatable_input_indices,
                context,
                call_location,
                num_tasks,
                task_ids,
                incarnation_ids
            ]
        );
        layout!(
            v,
            PJRT_LoadedExecutable_Execute_Args,
            [
                executable,
                options,
                argument_lists,
                num_devices,
                num_args,
                output_lists,
                device_complete_events,
                execute_device
            ]
        );
        layout!(v, PJRT_Executable_GetCostAnalysis_Args, [executable, num_properties, properties]);
        layout!(v, PJRT_Executable_GetCompiledMemoryStats_Args, [executable, generated_code_size_in_bytes,
            argument_size_in_bytes, output_size_in_bytes, alias_size_in_bytes, temp_size_in_bytes,
            host_generated_code_size_in_bytes, host_argument_size_in_bytes, host_output_size_in_bytes,
            host_alias_size_in_bytes, host_temp_size_in_bytes, peak_memory_in_bytes]);
        layout!(v, PJRT_TopologyDescription_Create_Args, [topology_name, topology_name_size, create_options,
            num_options, topology]);
        layout!(v, PJRT_TopologyDescription_Destroy_Args, [topology]);
        layout!(v, PJRT_TopologyDescription_PlatformName_Args, [topology, platform_name, platform_name_size]);
        layout!(v, PJRT_TopologyDescription_PlatformVersion_Args, [topology, platform_version,
            platform_version_size]);
        layout!(v, PJRT_TopologyDescription_GetDeviceDescriptions_Args, [topology, descriptions,
            num_descriptions]);
        layout!(v, PJRT_Compile_Args, [topology, program, compile_options, compile_options_size, client,
            executable]);
        layout!(v, PJRT_Buffer_Destroy_Args, [buffer]);
        layout!(v, PJRT_Buffer_ReadyEvent_Args, [buffer, event]);
        layout!(
            v,
            PJRT_Buffer_MemoryLayout_Tiled,
            [
                minor_to_major,
                minor_to_major_size,
                tile_dims,
                tile_dim_sizes,
                num_tiles
            ]
        );
        layout!(v, PJRT_Buffer_MemoryLayout, [tiled], [type_ => "type"]);
        layout!(
            v,
            PJRT_Buffer_ToHostBuffer_Args,
            [src, host_layout, dst, dst_size, event]
        );
        layout!(v, PJRT_Buffer_GetMemoryLayout_Args, [buffer, layout]);
        layout!(
            v,
            PJRT_Buffer_OnDeviceSizeInBytes_Args,
            [buffer, on_device_size_in_bytes]
        );
        layout!(
            v,
            PJRT_Buffer_CopyRawToHost_Args,
            [buffer, dst, offset, transfer_size, event]
        );

        v.push(Check {
            what: "sizeof(PJRT_Buffer_MemoryLayout)".into(),
            rust: std::mem::size_of::<PJRT_Buffer_MemoryLayout>() as i64,
            c_expr: "(long long)sizeof(PJRT_Buffer_MemoryLayout)".into(),
        });
        v.push(Check {
            what: "PJRT_Api.pjrt_api_version".into(),
            rust: std::mem::offset_of!(PJRT_Api, pjrt_api_version) as i64,
            c_expr: "(long long)offsetof(PJRT_Api, pjrt_api_version)".into(),
        });
        for e in ALL_ENTRIES {
            v.push(Check {
                what: format!("slot of {}", e.name),
                rust: (e.end_offset() - std::mem::size_of::<*const c_void>()) as i64,
                c_expr: format!("(long long)offsetof(PJRT_Api, {})", e.name),
            });
        }
        let consts: &[(&str, i64)] = &[
            ("PJRT_NamedValue_kString", NAMED_VALUE_STRING as i64),
            ("PJRT_NamedValue_kInt64", NAMED_VALUE_INT64 as i64),
            ("PJRT_NamedValue_kInt64List", NAMED_VALUE_INT64_LIST as i64),
            ("PJRT_NamedValue_kFloat", NAMED_VALUE_FLOAT as i64),
            ("PJRT_NamedValue_kBool", NAMED_VALUE_BOOL as i64),
            (
                "PJRT_HostBufferSemantics_kImmutableOnlyDuringCall",
                HOST_BUFFER_IMMUTABLE_ONLY_DURING_CALL as i64,
            ),
            ("PJRT_Buffer_MemoryLayout_Type_Tiled", LAYOUT_TILED as i64),
            ("PJRT_Error_Code_RESOURCE_EXHAUSTED", 8),
            ("PJRT_Error_Code_UNIMPLEMENTED", 12),
            (
                "sizeof(PJRT_Buffer_Type)",
                std::mem::size_of::<CEnum>() as i64,
            ),
        ];
        for (c, r) in consts {
            v.push(Check {
                what: c.to_string(),
                rust: *r,
                c_expr: format!("(long long)({c})"),
            });
        }
        for t in crate::BufferType::ALL {
            let c = match t {
                crate::BufferType::Pred => "PRED",
                crate::BufferType::S8 => "S8",
                crate::BufferType::S16 => "S16",
                crate::BufferType::S32 => "S32",
                crate::BufferType::S64 => "S64",
                crate::BufferType::U8 => "U8",
                crate::BufferType::U16 => "U16",
                crate::BufferType::U32 => "U32",
                crate::BufferType::U64 => "U64",
                crate::BufferType::F16 => "F16",
                crate::BufferType::BF16 => "BF16",
                crate::BufferType::F32 => "F32",
                crate::BufferType::F64 => "F64",
                crate::BufferType::C64 => "C64",
                crate::BufferType::C128 => "C128",
                crate::BufferType::F8E5M2 => "F8E5M2",
                crate::BufferType::F8E4M3FN => "F8E4M3FN",
                crate::BufferType::F8E5M2FNUZ => "F8E5M2FNUZ",
                crate::BufferType::F8E4M3FNUZ => "F8E4M3FNUZ",
            };
            v.push(Check {
                what: format!("PJRT_Buffer_Type_{c}"),
                rust: t.to_raw() as i64,
                c_expr: format!("(long long)PJRT_Buffer_Type_{c}"),
            });
        }

        let header = crate::plugin_or_skip!(header());
        let dir = std::env::temp_dir().join(format!("tpj_pjrt_abi_{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let mut src = String::from("#include <stdio.h>\n#include <stddef.h>\n");
        writeln!(src, "#include \"{}\"", header.display()).unwrap();
        src.push_str("int main(void) {\n");
        for c in &v {
            writeln!(src, "  printf(\"%lld\\n\", {});", c.c_expr).unwrap();
        }
        src.push_str("  return 0;\n}\n");
        let c_file = dir.join("layout.c");
        let exe = dir.join("layout");
        std::fs::write(&c_file, src).unwrap();
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        let status = std::process::Command::new(&cc)
            .args(["-std=c11", "-o"])
            .arg(&exe)
            .arg(&c_file)
            .status()
            .unwrap_or_else(|e| panic!("a C compiler ({cc}) is needed for the layout check: {e}"));
        assert!(status.success(), "compiling the layout probe failed");
        let out = std::process::Command::new(&exe).output().unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        let values: Vec<i64> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(|l| l.trim().parse().unwrap())
            .collect();
        assert_eq!(values.len(), v.len());
        let mismatches: Vec<String> = v
            .iter()
            .zip(&values)
            .filter(|(c, &got)| c.rust != got)
            .map(|(c, got)| format!("{}: ours {}, header {}", c.what, c.rust, got))
            .collect();
        assert!(
            mismatches.is_empty(),
            "layout mismatches:\n{}",
            mismatches.join("\n")
        );
        eprintln!(
            "checked {} layout facts against {}",
            v.len(),
            header.display()
        );
    }
}
