//! The part of the XLA FFI C ABI that a typed custom-call handler sees: its call frame, buffer
//! arguments and results, the metadata query XLA makes when the handler is registered, and error
//! creation. Hand-written from reading XLA's `xla/ffi/api/c_api.h` (XLA FFI API 0.1); no wheel
//! installs that header. Handlers are registered with [`crate::Plugin::register_ffi_handler`].
//!
//! A handler is `unsafe extern "C" fn(*mut CallFrame) -> *mut Error` and returns null on
//! success. It must first answer [`answer_metadata`], then act only in the execute stage.

use std::ffi::{c_char, c_int, c_void};

/// Opaque error object made by the runtime ([`error`]); XLA owns and frees what a handler returns.
#[repr(C)]
pub struct Error {
    _private: [u8; 0],
}

#[repr(C)]
pub struct ExtensionBase {
    pub struct_size: usize,
    pub type_: c_int,
    pub next: *mut ExtensionBase,
}

/// `XLA_FFI_Extension_Metadata`.
const EXTENSION_METADATA: c_int = 1;

#[repr(C)]
pub struct ApiVersion {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub major_version: c_int,
    pub minor_version: c_int,
}

#[repr(C)]
struct Metadata {
    struct_size: usize,
    api_version: ApiVersion,
    traits: u32,
}

#[repr(C)]
struct MetadataExtension {
    base: ExtensionBase,
    metadata: *mut Metadata,
}

/// A buffer argument or result: element type, data pointer, dimensions (row-major, the
/// custom call's default layout).
#[repr(C)]
pub struct Buffer {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub dtype: c_int,
    pub data: *mut c_void,
    pub rank: i64,
    pub dims: *const i64,
}

/// `XLA_FFI_DataType_F32` / `_F64` (xla::PrimitiveType's numbers).
pub const DTYPE_F32: c_int = 11;
pub const DTYPE_F64: c_int = 12;
/// `XLA_FFI_ArgType_BUFFER` and `XLA_FFI_RetType_BUFFER`.
const KIND_BUFFER: c_int = 1;

/// The arguments, or the results, of one call.
#[repr(C)]
pub struct List {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    pub size: i64,
    pub types: *const c_int,
    pub items: *const *mut c_void,
}

#[repr(C)]
struct Attrs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    size: i64,
    types: *const c_int,
    names: *const c_void,
    attrs: *const *mut c_void,
}

/// `XLA_FFI_ExecutionStage_EXECUTE`.
pub const STAGE_EXECUTE: c_int = 3;

#[repr(C)]
pub struct CallFrame {
    pub struct_size: usize,
    pub extension_start: *mut ExtensionBase,
    api: *const Api,
    ctx: *mut c_void,
    pub stage: c_int,
    pub args: List,
    pub rets: List,
    attrs: Attrs,
    future: *mut c_void,
}

#[repr(C)]
struct ErrorCreateArgs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    message: *const c_char,
    errc: c_int,
}

type ErrorCreateFn = unsafe extern "C" fn(*mut ErrorCreateArgs) -> *mut Error;

#[repr(C)]
struct ErrorDestroyArgs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    error: *mut Error,
}

/// A function XLA runs on one of its compute threads (or the caller's).
pub type Task = unsafe extern "C" fn(data: *mut c_void);

#[repr(C)]
struct ScheduleArgs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    ctx: *mut c_void,
    task: Task,
    data: *mut c_void,
}

/// `XLA_FFI_Api`: its head, then one function pointer per slot. Slots 0 to 11 are the same in
/// every version of the API we have read (0.1 to 0.4); from 0.2 on, 12 to 14 are
/// `XLA_FFI_ThreadPool_NumThreads` and `XLA_FFI_Future_Create` / `_SetAvailable` (0.1 had the
/// futures at 12 and 13). Checked against the symbols of the 0.81 CPU plugin (FFI API 0.2), whose
/// table is a prefix of the 0.115 plugin's (0.4).
#[repr(C)]
struct Api {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    api_version: ApiVersion,
    internal_api: *mut c_void,
    slots: [*const c_void; 15],
}

const SLOT_ERROR_CREATE: usize = 0;
const SLOT_ERROR_DESTROY: usize = 2;
const SLOT_THREAD_POOL_SCHEDULE: usize = 11;
const SLOT_THREAD_POOL_NUM_THREADS: usize = 12;
const SLOT_FUTURE_CREATE: usize = 13;
const SLOT_FUTURE_SET_AVAILABLE: usize = 14;

impl Api {
    /// The function in `slot`, when the table is long enough to hold it (and, past slot 11, the
    /// API is 0.2 or later, where the slots are as declared).
    fn slot(&self, slot: usize) -> Option<*const c_void> {
        let end = std::mem::offset_of!(Api, slots) + (slot + 1) * std::mem::size_of::<*const c_void>();
        let v = &self.api_version;
        let known = v.major_version == 0 && (slot <= SLOT_THREAD_POOL_SCHEDULE || v.minor_version >= 2);
        (known && self.struct_size >= end && !self.slots[slot].is_null()).then(|| self.slots[slot])
    }
}

/// `XLA_FFI_Error_Code_INVALID_ARGUMENT`.
pub const INVALID_ARGUMENT: c_int = 3;

/// When this call is XLA's metadata query (made once, at registration), answers it (FFI API 0.1,
/// no traits) and returns true: the handler must then return null without doing anything else.
///
/// # Safety
/// `frame` must be the call frame XLA passed to the handler.
pub unsafe fn answer_metadata(frame: *mut CallFrame) -> bool {
    // SAFETY: per the ABI, a non-null extension chain starts with a valid base.
    unsafe {
        let ext = (*frame).extension_start;
        if ext.is_null() || (*ext).type_ != EXTENSION_METADATA {
            return false;
        }
        let md = (*ext.cast::<MetadataExtension>()).metadata;
        if !md.is_null() {
            (*md).api_version.major_version = 0;
            (*md).api_version.minor_version = 1;
            (*md).traits = 0;
        }
    }
    true
}

/// Item `i` of `list` when it is a buffer: (element type, data, dimensions).
///
/// # Safety
/// `list` must be a call frame's argument or result list, and the frame still live.
pub unsafe fn buffer(list: &List, i: usize) -> Option<(c_int, *mut c_void, &[i64])> {
    if i as i64 >= list.size {
        return None;
    }
    // SAFETY: `types` and `items` have `size` entries (ABI); a buffer item is an XLA_FFI_Buffer.
    unsafe {
        if *list.types.add(i) != KIND_BUFFER {
            return None;
        }
        let b = &*(*list.items.add(i)).cast::<Buffer>();
        let dims = if b.rank <= 0 { &[][..] } else { std::slice::from_raw_parts(b.dims, b.rank as usize) };
        Some((b.dtype, b.data, dims))
    }
}

/// An error for the handler to return, with `message`; null (success) when the runtime
/// cannot make one, which never happens with the XLA CPU plugin.
///
/// # Safety
/// `frame` must be the call frame XLA passed to the handler.
pub unsafe fn error(frame: *mut CallFrame, code: c_int, message: &str) -> *mut Error {
    let text = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: the frame's api pointer is valid during the call; the runtime copies the message.
    unsafe {
        let Some(f) = (*frame).api.as_ref().and_then(|a| a.slot(SLOT_ERROR_CREATE)) else {
            return std::ptr::null_mut();
        };
        let create = std::mem::transmute::<*const c_void, ErrorCreateFn>(f);
        let mut args = ErrorCreateArgs {
            struct_size: std::mem::offset_of!(ErrorCreateArgs, errc) + std::mem::size_of::<c_int>(),
            extension_start: std::ptr::null_mut(),
            message: text.as_ptr(),
            errc: code,
        };
        create(&mut args)
    }
}

/// Hands `task(data)` to XLA's compute threads (the pool its own kernels run on). False when the
/// runtime has no pool for this call or no such entry point: then the task was not scheduled and
/// `data` is still the caller's.
///
/// # Safety
/// `frame` must be the live call frame of the current call; `task(data)` must be safe to run on
/// any thread, at any later time.
pub unsafe fn schedule(frame: *mut CallFrame, task: Task, data: *mut c_void) -> bool {
    // SAFETY: the frame and its api table are valid during the call.
    unsafe {
        let api = (*frame).api;
        let Some(f) = api.as_ref().and_then(|a| a.slot(SLOT_THREAD_POOL_SCHEDULE)) else {
            return false;
        };
        let mut args = ScheduleArgs {
            struct_size: std::mem::offset_of!(ScheduleArgs, data) + std::mem::size_of::<*mut c_void>(),
            extension_start: std::ptr::null_mut(),
            ctx: (*frame).ctx,
            task,
            data,
        };
        let f = std::mem::transmute::<*const c_void, unsafe extern "C" fn(*mut ScheduleArgs) -> *mut Error>(f);
        let err = f(&mut args);
        if err.is_null() {
            return true;
        }
        destroy(frame, err);
        false
    }
}

#[repr(C)]
struct NumThreadsArgs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    ctx: *mut c_void,
    num_threads: *mut i64,
}

/// How many threads XLA's compute pool has for this call, when the runtime says.
///
/// # Safety
/// `frame` must be the live call frame of the current call.
pub unsafe fn pool_threads(frame: *mut CallFrame) -> Option<usize> {
    // SAFETY: the frame and its api table are valid during the call.
    unsafe {
        let f = (*frame).api.as_ref()?.slot(SLOT_THREAD_POOL_NUM_THREADS)?;
        let f = std::mem::transmute::<*const c_void, unsafe extern "C" fn(*mut NumThreadsArgs) -> *mut Error>(f);
        let mut n: i64 = 0;
        let mut args = NumThreadsArgs {
            struct_size: std::mem::size_of::<NumThreadsArgs>(),
            extension_start: std::ptr::null_mut(),
            ctx: (*frame).ctx,
            num_threads: &mut n,
        };
        let err = f(&mut args);
        if !err.is_null() {
            destroy(frame, err);
            return None;
        }
        usize::try_from(n).ok().filter(|&n| n > 0)
    }
}

/// # Safety
/// `err` must be an error the runtime made, not yet handed back.
unsafe fn destroy(frame: *mut CallFrame, err: *mut Error) {
    // SAFETY: guaranteed by the caller; the api table is valid during the call.
    unsafe {
        if let Some(d) = (*frame).api.as_ref().and_then(|a| a.slot(SLOT_ERROR_DESTROY)) {
            let d = std::mem::transmute::<*const c_void, unsafe extern "C" fn(*mut ErrorDestroyArgs)>(d);
            let mut args = ErrorDestroyArgs { struct_size: std::mem::size_of::<ErrorDestroyArgs>(), extension_start: std::ptr::null_mut(), error: err };
            d(&mut args);
        }
    }
}

#[repr(C)]
struct FutureArgs {
    struct_size: usize,
    extension_start: *mut ExtensionBase,
    future: *mut c_void,
}

/// A completion XLA waits on before anything reads the call's results: the handler returns at
/// once and whoever finishes the work calls [`Completion::set_available`], exactly once.
pub struct Completion {
    set_available: unsafe extern "C" fn(*mut FutureArgs) -> *mut Error,
    future: *mut c_void,
}

// SAFETY: the future is an XLA runtime object meant to be completed from any thread; the
// function is the runtime's own, valid for the process.
unsafe impl Send for Completion {}
unsafe impl Sync for Completion {}

impl Completion {
    /// Makes this call asynchronous: creates its future and hands it to XLA through the frame.
    /// None when the runtime has no futures (the call then stays synchronous).
    ///
    /// # Safety
    /// `frame` must be the live call frame of the current call, in its execute stage.
    pub unsafe fn start(frame: *mut CallFrame) -> Option<Completion> {
        // SAFETY: the frame and its api table are valid during the call.
        unsafe {
            let api = (*frame).api.as_ref()?;
            let (create, avail) = (api.slot(SLOT_FUTURE_CREATE)?, api.slot(SLOT_FUTURE_SET_AVAILABLE)?);
            let create = std::mem::transmute::<*const c_void, unsafe extern "C" fn(*mut FutureArgs) -> *mut Error>(create);
            let mut args = FutureArgs { struct_size: std::mem::size_of::<FutureArgs>(), extension_start: std::ptr::null_mut(), future: std::ptr::null_mut() };
            let err = create(&mut args);
            if !err.is_null() {
                destroy(frame, err);
                return None;
            }
            if args.future.is_null() {
                return None;
            }
            (*frame).future = args.future;
            Some(Completion { set_available: std::mem::transmute::<*const c_void, unsafe extern "C" fn(*mut FutureArgs) -> *mut Error>(avail), future: args.future })
        }
    }

    /// Tells XLA the call's results are written.
    pub fn set_available(&self) {
        let mut args = FutureArgs { struct_size: std::mem::size_of::<FutureArgs>(), extension_start: std::ptr::null_mut(), future: self.future };
        // SAFETY: the future is live until completed, which happens only here, once per call
        // (the caller's contract); an error cannot be returned to anyone, so it is dropped.
        let err = unsafe { (self.set_available)(&mut args) };
        if !err.is_null() {
            // No frame here to destroy it with: a leak of one error object, which the runtime
            // never produces for a fresh future.
        }
    }
}
