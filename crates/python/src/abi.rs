//! The C ABI the C++ glue calls (mirror of csrc/tpj_abi.h): a thin translation
//! onto the engine. Errors are kept in a thread-local and reported by code.

#![allow(clippy::missing_safety_doc)]

use std::cell::RefCell;
use std::ffi::{c_char, c_void, CStr, CString};
use tpj_engine::opinfo::{self, RetKind, RetSpec};
use tpj_engine::{metrics, rng, runtime, CallArg, EngineError, ErrorKind, HostNum, NewTensor, RetItem, Slot, TRef, View};
use tpj_lowering::DType;

/// `TPJ_TENSOR_PARAMETER` (csrc/tpj_abi.h).
const TPJ_TENSOR_PARAMETER: i32 = 1;

#[repr(C)]
#[derive(Clone, Copy)]
pub struct TpjTensor {
    slot: *mut c_void,
    pub(crate) dtype: i32,
    ndim: i32,
    sizes: *const i64,
    strides: *const i64,
    offset: i64,
    flags: i32,
}

impl TpjTensor {
    /// The sizes described (empty before the glue filled them in).
    pub(crate) fn sizes(&self) -> &[i64] {
        if self.ndim == 0 || self.sizes.is_null() {
            return &[];
        }
        // SAFETY: the glue points `sizes` at the TensorImpl's `ndim` sizes, alive while the tensor is.
        unsafe { std::slice::from_raw_parts(self.sizes, self.ndim as usize) }
    }

    /// A description to be filled in by the glue.
    pub(crate) const BLANK: TpjTensor = TpjTensor {
        slot: std::ptr::null_mut(),
        dtype: 0,
        ndim: 0,
        sizes: std::ptr::null(),
        strides: std::ptr::null(),
        offset: 0,
        flags: 0,
    };
}

#[repr(C)]
pub struct TpjArg {
    tag: i32,
    dtype: i32,
    i: i64,
    f: f64,
    len: i64,
    ints: *const i64,
    floats: *const f64,
    dtypes: *const i32,
    tensors: *const TpjTensor,
    present: *const u8,
    str_: *const c_char,
    t: TpjTensor,
}

#[repr(C)]
#[derive(Clone, Copy)]
pub struct TpjRet {
    kind: i32,
    arg: i32,
    slot: *mut c_void,
    dtype: i32,
    ndim: i32,
    sizes: *const i64,
    list_len: i32,
    /// An int return's value (kind 6).
    value: i64,
}

thread_local! {
    static LAST_ERROR: RefCell<CString> = RefCell::new(CString::default());
    static RETS: RefCell<(Vec<TpjRet>, Vec<Vec<i64>>)> = const { RefCell::new((Vec::new(), Vec::new())) };
}

fn set_error(msg: &str) {
    let c = CString::new(msg.replace('\0', " ")).unwrap_or_default();
    LAST_ERROR.with(|e| *e.borrow_mut() = c);
}

/// The C side of the one error translation: the message for tpj_last_error and
/// the kind's code, which the glue raises as the kind's c10 exception.
fn report(e: EngineError) -> i32 {
    set_error(&e.to_string());
    e.kind().code()
}

/// Runs `f`, turning errors and panics into an error code: nothing unwinds into C++.
fn guarded(f: impl FnOnce() -> Result<(), EngineError>) -> i32 {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(Ok(())) => 0,
        Ok(Err(e)) => report(e),
        Err(p) => {
            let msg = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown panic".into());
            set_error(&format!("torch_pjrt internal error (a bug; please report): {msg}"));
            ErrorKind::Runtime.code()
        }
    }
}

fn dtype(code: i32) -> Result<DType, EngineError> {
    DType::from_code(code).ok_or_else(|| {
        EngineError::Unsupported(format!("dtype code {code} (float8, complex32 and quantized dtypes) is not supported on the PJRT device"))
    })
}

pub(crate) unsafe fn tref<'a>(t: &TpjTensor) -> Result<TRef<'a>, EngineError> {
    let n = t.ndim as usize;
    // SAFETY: the glue passes pointers to live TensorImpl metadata for the duration of the call.
    let (sizes, strides) = unsafe {
        if n == 0 {
            (vec![], vec![])
        } else {
            (std::slice::from_raw_parts(t.sizes, n).to_vec(), std::slice::from_raw_parts(t.strides, n).to_vec())
        }
    };
    if t.slot.is_null() {
        return Err(EngineError::Invalid("tensor without storage".into()));
    }
    // SAFETY: a storage's data pointer is a slot created by tpj_slot_new / the engine, alive while the tensor is.
    let slot = unsafe { &*(t.slot as *const Slot) };
    if t.flags & TPJ_TENSOR_PARAMETER != 0 {
        slot.mark_fixed();
    }
    Ok(TRef {
        slot,
        dtype: dtype(t.dtype)?,
        view: View { sizes, strides, offset: t.offset },
    })
}

fn num(dtype_code: i32, i: i64, f: f64) -> Result<HostNum, EngineError> {
    Ok(HostNum { dtype: dtype(dtype_code)?, f, i })
}

unsafe fn convert_arg<'a>(a: &TpjArg) -> Result<CallArg<'a>, EngineError> {
    // SAFETY (whole function): pointer/len pairs come from vectors the glue keeps alive during the call.
    unsafe {
        let ints = || if a.len == 0 { vec![] } else { std::slice::from_raw_parts(a.ints, a.len as usize).to_vec() };
        Ok(match a.tag {
            0 => CallArg::None,
            1 => CallArg::Tensor(tref(&a.t)?),
            2 => CallArg::HostScalar(num(a.dtype, a.i, a.f)?),
            3 => {
                let mut v = Vec::with_capacity(a.len as usize);
                for k in 0..a.len as usize {
                    if *a.present.add(k) == 0 {
                        v.push(None);
                    } else {
                        v.push(Some(tref(&*a.tensors.add(k))?));
                    }
                }
                CallArg::TensorList(v)
            }
            4 => CallArg::Int(a.i),
            5 => CallArg::Float(a.f),
            6 => CallArg::Bool(a.i != 0),
            7 => CallArg::IntList(ints()),
            8 => CallArg::FloatList(if a.len == 0 { vec![] } else { std::slice::from_raw_parts(a.floats, a.len as usize).to_vec() }),
            9 => CallArg::BoolList(ints().into_iter().map(|x| x != 0).collect()),
            10 => CallArg::Scalar(num(a.dtype, a.i, a.f)?),
            11 => {
                let mut v = Vec::with_capacity(a.len as usize);
                for k in 0..a.len as usize {
                    v.push(num(*a.dtypes.add(k), *a.ints.add(k), *a.floats.add(k))?);
                }
                CallArg::ScalarList(v)
            }
            12 => CallArg::Str(CStr::from_ptr(a.str_).to_string_lossy().into_owned()),
            13 => CallArg::DType(dtype(a.i as i32)?),
            14 => CallArg::Device(a.i),
            15 => CallArg::Generator(if a.i >= 0 { Some(a.i as u64) } else { None }),
            _ => CallArg::Other,
        })
    }
}

#[no_mangle]
pub extern "C" fn tpj_last_error() -> *const c_char {
    LAST_ERROR.with(|e| e.borrow().as_ptr())
}

#[no_mangle]
pub extern "C" fn tpj_strict() -> i32 {
    crate::strict() as i32
}

#[no_mangle]
pub extern "C" fn tpj_device_count() -> i32 {
    runtime::get().map(|r| r.device_count() as i32).unwrap_or(0)
}

#[no_mangle]
pub unsafe extern "C" fn tpj_note_schema(
    full_name: *const c_char,
    nargs: i32,
    arg_names: *const *const c_char,
    arg_types: *const *const c_char,
    flags: *const u32,
    composite: i32,
) {
    // SAFETY: NUL-terminated strings and arrays of `nargs` entries from the glue.
    let (name, names, types, fl) = unsafe { read_schema(full_name, nargs, arg_names, arg_types, flags) };
    tpj_engine::overloads::note(&name, &names, &types, &fl, composite != 0);
}

/// A schema as the glue passes it: the op's full name, and per argument its name, type and flags.
///
/// # Safety
/// NUL-terminated strings, and arrays of `nargs` entries.
unsafe fn read_schema(
    full_name: *const c_char,
    nargs: i32,
    arg_names: *const *const c_char,
    arg_types: *const *const c_char,
    flags: *const u32,
) -> (String, Vec<String>, Vec<String>, Vec<u32>) {
    // SAFETY: as the caller promises.
    unsafe {
        let text = |p: *const c_char| CStr::from_ptr(p).to_string_lossy().into_owned();
        let n = nargs as usize;
        (
            text(full_name),
            (0..n).map(|i| text(*arg_names.add(i))).collect(),
            (0..n).map(|i| text(*arg_types.add(i))).collect(),
            (0..n).map(|i| *flags.add(i)).collect(),
        )
    }
}

#[no_mangle]
pub unsafe extern "C" fn tpj_should_register(full_name: *const c_char) -> i32 {
    // SAFETY: a NUL-terminated string from the glue.
    let name = unsafe { CStr::from_ptr(full_name) }.to_string_lossy();
    tpj_engine::overloads::lowering(&name).def().is_some_and(|d| d.eager) as i32
}

#[no_mangle]
pub unsafe extern "C" fn tpj_op_register(
    full_name: *const c_char,
    nargs: i32,
    arg_names: *const *const c_char,
    arg_types: *const *const c_char,
    flags: *const u32,
    nrets: i32,
    ret_types: *const *const c_char,
    ret_alias: *const i32,
    arg_kinds: *mut i32,
    ret_kinds: *mut i32,
) -> i32 {
    use tpj_engine::schema::{ArgType, GlueKind};
    // SAFETY: arrays of the given lengths from the glue; the kind arrays are writable.
    unsafe {
        let text = |p: *const c_char| CStr::from_ptr(p).to_string_lossy().into_owned();
        let (name, names, types, mut fl) = read_schema(full_name, nargs, arg_names, arg_types, flags);
        // An op first met at a call (registered after the glue's kernels) is known too.
        tpj_engine::overloads::note(&name, &names, &types, &fl, false);
        for (i, f) in fl.iter_mut().enumerate() {
            let kind = ArgType::glue_kind_of(&types[i]);
            if kind == GlueKind::Generator {
                *f |= opinfo::ARG_GENERATOR;
            }
            *arg_kinds.add(i) = kind as i32;
        }
        let rets = (0..nrets as usize)
            .map(|i| {
                let kind = ArgType::glue_kind_of(&text(*ret_types.add(i)));
                *ret_kinds.add(i) = kind as i32;
                RetSpec {
                    kind: match kind {
                        GlueKind::Tensor => RetKind::Tensor,
                        GlueKind::TensorList => RetKind::TensorList,
                        GlueKind::Int | GlueKind::Float | GlueKind::Bool => RetKind::Number,
                        _ => RetKind::Other,
                    },
                    alias: usize::try_from(*ret_alias.add(i)).ok(),
                }
            })
            .collect();
        opinfo::register(&name, names, fl, rets) as i32
    }
}

#[no_mangle]
pub extern "C" fn tpj_op_lowered(id: i32) -> i32 {
    let op = opinfo::get(id as u32);
    set_error(op.as_ref().and_then(|o| o.refusal.as_deref()).unwrap_or(""));
    op.is_some_and(|o| o.def.is_some_and(|d| !d.graph_only)) as i32
}

/// Whether `scaled_dot_product_attention` with these operands runs fused
/// (the glue's `_fused_sdp_choice` stub): 1, or 0 with the reason in
/// `tpj_last_error`. Only dims and dtype are read; a symbolic size arrives as a
/// negative code, the same code for the same symbol.
#[no_mangle]
pub unsafe extern "C" fn tpj_sdp_fused_fits(q: *const TpjTensor, k: *const TpjTensor, v: *const TpjTensor, mask: *const TpjTensor, dropout_p: f64, enable_gqa: i32) -> i32 {
    // SAFETY: the glue passes descriptors whose `sizes` hold `ndim` entries for the call.
    let dims = |t: &TpjTensor| unsafe { if t.ndim == 0 { &[][..] } else { std::slice::from_raw_parts(t.sizes, t.ndim as usize) } };
    let op = |t: &TpjTensor| tpj_lowering::ops::attention::Operand { dims: dims(t), dtype: DType::from_code(t.dtype) };
    // SAFETY: non-null pointers to descriptors that live for the call.
    let (q, k, v, m) = unsafe { (op(&*q), op(&*k), op(&*v), mask.as_ref().map(op)) };
    match tpj_lowering::ops::attention::fused_fits(&q, &k, &v, m.as_ref(), dropout_p, enable_gqa != 0) {
        Ok(()) => 1,
        Err(why) => {
            set_error(&why);
            0
        }
    }
}

fn push_new(rets: &mut Vec<TpjRet>, sizes: &mut Vec<Vec<i64>>, kind: i32, arg: i32, n: NewTensor) {
    let slot = Box::into_raw(n.slot) as *mut c_void;
    sizes.push(n.sizes);
    rets.push(TpjRet { kind, arg, slot, dtype: n.dtype.code(), ndim: sizes.last().unwrap().len() as i32, sizes: std::ptr::null(), list_len: 0, value: 0 });
}

#[no_mangle]
pub unsafe extern "C" fn tpj_call(id: i32, args: *const TpjArg, nargs: i32, rets_out: *mut *const TpjRet, nrets_out: *mut i32) -> i32 {
    guarded(|| {
        let op = opinfo::get(id as u32).ok_or_else(|| EngineError::Invalid(format!("unknown op id {id}")))?;
        let mut cargs = Vec::with_capacity(nargs as usize);
        for k in 0..nargs as usize {
            // SAFETY: `nargs` entries from the glue.
            cargs.push(unsafe { convert_arg(&*args.add(k)) }?);
        }
        let items = tpj_engine::call(&op, &cargs)?;
        RETS.with(|r| {
            let (rets, sizes) = &mut *r.borrow_mut();
            rets.clear();
            sizes.clear();
            for it in items {
                match it {
                    RetItem::Alias(a) => {
                        sizes.push(vec![]);
                        rets.push(TpjRet { kind: 1, arg: a as i32, slot: std::ptr::null_mut(), dtype: 0, ndim: 0, sizes: std::ptr::null(), list_len: 0, value: 0 })
                    }
                    RetItem::AliasList(a) => {
                        sizes.push(vec![]);
                        rets.push(TpjRet { kind: 5, arg: a as i32, slot: std::ptr::null_mut(), dtype: 0, ndim: 0, sizes: std::ptr::null(), list_len: 0, value: 0 })
                    }
                    RetItem::New(n) => push_new(rets, sizes, 2, -1, n),
                    RetItem::Int(x) => {
                        sizes.push(vec![]);
                        rets.push(TpjRet { kind: 6, arg: -1, slot: std::ptr::null_mut(), dtype: 0, ndim: 0, sizes: std::ptr::null(), list_len: 0, value: x })
                    }
                    RetItem::ResizeCopy(a, n) => push_new(rets, sizes, 4, a as i32, n),
                    RetItem::Padded(n, strides) => {
                        let ndim = n.sizes.len() as i32;
                        let mut dims = n.sizes;
                        dims.extend(strides);
                        let slot = Box::into_raw(n.slot) as *mut c_void;
                        sizes.push(dims);
                        rets.push(TpjRet { kind: 7, arg: -1, slot, dtype: n.dtype.code(), ndim, sizes: std::ptr::null(), list_len: 0, value: 0 });
                    }
                    RetItem::NewList(ns) => {
                        sizes.push(vec![]);
                        rets.push(TpjRet { kind: 3, arg: -1, slot: std::ptr::null_mut(), dtype: 0, ndim: 0, sizes: std::ptr::null(), list_len: ns.len() as i32, value: 0 });
                        for n in ns {
                            push_new(rets, sizes, 2, -1, n);
                        }
                    }
                }
            }
            for (r, s) in rets.iter_mut().zip(sizes.iter()) {
                r.sizes = s.as_ptr();
            }
            // SAFETY: out-pointers from the glue; the array lives in this thread's storage until the next call.
            unsafe {
                *rets_out = rets.as_ptr();
                *nrets_out = rets.len() as i32;
            }
        });
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_slot_new(device: i32, nbytes: u64, slot_out: *mut *mut c_void) -> i32 {
    guarded(|| {
        let device = device.max(0) as usize;
        tpj_engine::budget::reserve(device, nbytes, "")?;
        let slot = Box::into_raw(Box::new(Slot::new(device, nbytes))) as *mut c_void;
        // SAFETY: the glue passes room for one pointer.
        unsafe { *slot_out = slot };
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_slot_free(slot: *mut c_void) {
    if !slot.is_null() {
        // SAFETY: created by Box::into_raw in this module and freed once by the storage's deleter.
        drop(unsafe { Box::from_raw(slot as *mut Slot) });
    }
}

#[no_mangle]
pub unsafe extern "C" fn tpj_slot_resize(slot: *mut c_void, nbytes: u64) {
    // SAFETY: a live slot.
    unsafe { &*(slot as *const Slot) }.resize(nbytes)
}

#[no_mangle]
pub unsafe extern "C" fn tpj_slot_device(slot: *mut c_void) -> i32 {
    if slot.is_null() {
        return 0;
    }
    // SAFETY: a live slot.
    unsafe { &*(slot as *const Slot) }.device as i32
}

#[no_mangle]
pub unsafe extern "C" fn tpj_slot_nbytes(slot: *mut c_void) -> i64 {
    if slot.is_null() {
        return 0;
    }
    // SAFETY: a live slot.
    unsafe { &*(slot as *const Slot) }.nbytes() as i64
}

#[no_mangle]
pub unsafe extern "C" fn tpj_copy_h2d(dst: *const TpjTensor, data: *const c_void, nbytes: u64) -> i32 {
    guarded(|| {
        // SAFETY: descriptor and host buffer of `nbytes` from the glue.
        let (t, bytes) = unsafe { (tref(&*dst)?, std::slice::from_raw_parts(data as *const u8, nbytes as usize)) };
        tpj_engine::transfer::copy_from_host(&t, bytes)
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_copy_d2h(src: *const TpjTensor, data: *mut c_void, nbytes: u64) -> i32 {
    guarded(|| {
        // SAFETY: descriptor and writable host buffer of `nbytes` from the glue.
        let (t, out) = unsafe { (tref(&*src)?, std::slice::from_raw_parts_mut(data as *mut u8, nbytes as usize)) };
        tpj_engine::transfer::copy_to_host(&t, out)
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_copy_d2d(dst: *const TpjTensor, src: *const TpjTensor) -> i32 {
    guarded(|| {
        // SAFETY: descriptors from the glue.
        let (d, s) = unsafe { (tref(&*dst)?, tref(&*src)?) };
        tpj_engine::transfer::copy_device(&d, &s)
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_note_fallback(op: *const c_char) -> u64 {
    // SAFETY: NUL-terminated op name.
    let name = unsafe { CStr::from_ptr(op) }.to_string_lossy();
    // The fallback reads its arguments to the host next: recorded work runs first, counted
    // under the op that needed it (a failure surfaces at that read).
    if tpj_engine::mode::get() == tpj_engine::mode::EagerMode::Fused {
        let _ = tpj_engine::fused::flush_all(&format!("CPU fallback: {name}"));
    }
    metrics::note_fallback(&name)
}

#[no_mangle]
pub extern "C" fn tpj_rng_create(device: i32) -> u64 {
    let n = runtime::get().map(|r| r.device_count()).unwrap_or(1).max(device as usize + 1);
    rng::create(n as u64)
}

#[no_mangle]
pub extern "C" fn tpj_rng_set_seed(id: u64, seed: u64) {
    rng::set_seed(id, seed)
}

#[no_mangle]
pub unsafe extern "C" fn tpj_rng_get(id: u64, seed: *mut u64, offset: *mut u64) {
    let (s, o) = rng::get(id);
    // SAFETY: out-pointers from the glue.
    unsafe {
        *seed = s;
        *offset = o;
    }
}

#[no_mangle]
pub extern "C" fn tpj_rng_set(id: u64, seed: u64, offset: u64) {
    rng::set(id, seed, offset)
}

/// Storage accounting of a device into `out[0..8]`: (current, peak, allocated, freed)
/// of bytes, then of storages (PyTorch's `Stat` fields, in order).
#[no_mangle]
pub unsafe extern "C" fn tpj_memory_stats(device: i32, out: *mut i64) {
    let s = metrics::memory_stats(device.max(0) as usize);
    // SAFETY: the glue passes room for 8 int64 values.
    unsafe { std::ptr::copy_nonoverlapping(s.bytes.iter().chain(&s.storages).copied().collect::<Vec<i64>>().as_ptr(), out, 8) };
}

/// Peaks back to the current figures; `accumulated` != 0 zeroes the allocated/freed totals too.
#[no_mangle]
pub extern "C" fn tpj_memory_reset(device: i32, accumulated: i32) {
    metrics::reset_memory(device.max(0) as usize, accumulated != 0)
}

/// The caching allocator's `emptyCache` (`torch.accelerator.empty_cache()`): the XLA CPU
/// plugin's freed buffers kept on the heap go back to the system (`tpj_engine::heap`).
#[no_mangle]
pub extern "C" fn tpj_empty_cache() {
    tpj_engine::heap::release();
}

/// Free and total bytes of a device (see `Runtime::memory_info`).
#[no_mangle]
pub unsafe extern "C" fn tpj_memory_info(device: i32, free: *mut u64, total: *mut u64) -> i32 {
    guarded(|| {
        let (f, t) = runtime::get()?.memory_info(device.max(0) as usize)?;
        // SAFETY: the glue passes two writable u64s.
        unsafe {
            *free = f;
            *total = t;
        }
        Ok(())
    })
}

/// An event at the end of `device`'s queue, into `*event` (`tpj_event_destroy` frees it).
/// Returns an error code like every other entry point, so the glue raises the error's kind
/// (a device index out of range is an IndexError, as for every other device call).
///
/// # Safety: `event` is writable.
#[no_mangle]
pub unsafe extern "C" fn tpj_event_record(device: i32, event: *mut *mut c_void) -> i32 {
    guarded(|| {
        let device = device.max(0) as usize;
        runtime::get()?.check_device(device)?;
        let e = tpj_engine::event::DeviceEvent::record(device)?;
        // SAFETY: a writable pointer from the glue.
        unsafe { *event = Box::into_raw(Box::new(e)) as *mut c_void };
        Ok(())
    })
}

/// # Safety: `ev` came from `tpj_event_record` and is not used after this call.
#[no_mangle]
pub unsafe extern "C" fn tpj_event_destroy(ev: *mut c_void) {
    if !ev.is_null() {
        drop(unsafe { Box::from_raw(ev as *mut tpj_engine::event::DeviceEvent) });
    }
}

unsafe fn event<'a>(ev: *mut c_void) -> &'a tpj_engine::event::DeviceEvent {
    // SAFETY: the glue passes events from tpj_event_record, alive until tpj_event_destroy.
    unsafe { &*(ev as *const tpj_engine::event::DeviceEvent) }
}

#[no_mangle]
pub unsafe extern "C" fn tpj_event_query(ev: *mut c_void, done: *mut i32) -> i32 {
    guarded(|| {
        let d = unsafe { event(ev) }.query()?;
        // SAFETY: a writable int from the glue.
        unsafe { *done = d as i32 };
        Ok(())
    })
}

#[no_mangle]
pub unsafe extern "C" fn tpj_event_synchronize(ev: *mut c_void) -> i32 {
    guarded(|| unsafe { event(ev) }.synchronize())
}

#[no_mangle]
pub unsafe extern "C" fn tpj_event_elapsed_ms(start: *mut c_void, end: *mut c_void, ms: *mut f64) -> i32 {
    guarded(|| {
        let t = unsafe { event(start) }.elapsed_ms(unsafe { event(end) })?;
        // SAFETY: a writable double from the glue.
        unsafe { *ms = t };
        Ok(())
    })
}

#[no_mangle]
pub extern "C" fn tpj_synchronize(device: i32) -> i32 {
    guarded(|| tpj_engine::call::synchronize(device.max(0) as usize))
}

/// `tpj_trace_record` (csrc/tpj_abi.h).
#[repr(C)]
pub struct TpjTraceRecord {
    kind: i32,
    device: i32,
    correlation: u64,
    start_ns: i64,
    end_ns: i64,
    device_start_ns: i64,
    done_ns: i64,
    bytes: u64,
    name: *const c_char,
    name_len: u64,
}

/// The stopped session's records, read by index until cleared.
static TRACE_TAKEN: parking_lot::Mutex<Vec<tpj_engine::trace::Record>> = parking_lot::Mutex::new(Vec::new());

#[no_mangle]
pub extern "C" fn tpj_trace_start() {
    TRACE_TAKEN.lock().clear();
    tpj_engine::trace::start();
}

#[no_mangle]
pub extern "C" fn tpj_trace_stop() -> u64 {
    tpj_engine::trace::stop();
    let mut taken = TRACE_TAKEN.lock();
    *taken = tpj_engine::trace::take();
    taken.len() as u64
}

#[no_mangle]
pub unsafe extern "C" fn tpj_trace_record_at(i: u64, out: *mut TpjTraceRecord) -> i32 {
    let taken = TRACE_TAKEN.lock();
    let (Some(r), false) = (taken.get(i as usize), out.is_null()) else { return -1 };
    // SAFETY: the caller passes a record to fill; the name stays valid until the next clear
    // or start (the records are not touched in between).
    unsafe {
        *out = TpjTraceRecord {
            kind: r.kind as i32,
            device: r.device,
            correlation: r.correlation,
            start_ns: r.start_ns,
            end_ns: r.end_ns,
            device_start_ns: r.device_start_ns,
            done_ns: r.done_ns,
            bytes: r.bytes,
            name: r.name.as_ptr().cast(),
            name_len: r.name.len() as u64,
        };
    }
    0
}

#[no_mangle]
pub extern "C" fn tpj_trace_clear() {
    TRACE_TAKEN.lock().clear();
}

#[no_mangle]
pub extern "C" fn tpj_trace_push_correlation(id: u64) {
    tpj_engine::trace::push_correlation(id);
}

#[no_mangle]
pub extern "C" fn tpj_trace_pop_correlation() {
    tpj_engine::trace::pop_correlation();
}
