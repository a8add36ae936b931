//! Storage slots. A PyTorch storage's `DataPtr` points at a `Slot`, which holds
//! the storage's current immutable PJRT buffer: a flat 1-D buffer of elements.
//! Views are metadata over the same slot; an in-place write builds a new buffer
//! on the device and swaps it in. The swap takes the slot's lock, so autograd's
//! backward thread and the user's thread see whole buffers only.

use parking_lot::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use tpj_lowering::DType;
use crate::defer::Cell;
use tpj_pjrt::Buffer;

pub struct Slot {
    pub device: usize,
    nbytes: AtomicU64,
    state: Mutex<SlotState>,
    /// Held by an op from reading the slot's buffer until it swaps in the
    /// result, so concurrent writes to disjoint views of one storage (each a
    /// read-modify-write of the whole buffer) cannot lose each other's updates.
    pub writer: Mutex<()>,
    /// Set once the storage was seen as a parameter (a leaf that requires grad): its sizes
    /// never vary, so eager calls never bucket them (`vary.rs`), as Dynamo keeps
    /// parameters' shapes static.
    fixed: std::sync::atomic::AtomicBool,
}

/// What a slot holds now. `buf` is `None` until the storage is first written
/// (`torch.empty`); reading it then yields zeros.
#[derive(Clone)]
pub struct SlotState {
    pub buf: Option<Arc<Buffer>>,
    /// Element type of `buf` (the dtype of the tensor that last wrote the whole slot).
    pub dtype: DType,
    /// Nonzero while `buf` is a padded output of a bucketed graph: names its
    /// layout (kept by the compile path), so a later graph can take the whole
    /// padded buffer instead of re-padding. Any other write clears it.
    pub layout_tag: u64,
    /// Set when the buffer was donated to a program whose execution then failed:
    /// the contents are gone, and reading them must fail rather than yield zeros
    /// (what `buf: None` means). A whole-storage write clears it.
    pub lost: Option<Arc<str>>,
    /// Set while the buffer is lent to a program that updates it in place
    /// (`take_if_holding`, under the writer lock): a reader then waits for the
    /// writer instead of taking the empty slot for zeros.
    pub busy: bool,
    /// Set while the contents are a result of a compiled graph whose run is deferred
    /// (`defer.rs`): `state()` runs the deferred work, then swaps the result in.
    pub pending: Option<Arc<Cell>>,
    /// The contents at a size bucket's padded shape, as an eager call run per bucket left
    /// them (`vary.rs`): a later bucketed call reads them whole; `state()` cuts the real
    /// part out into `buf` for any other reader, once. Any write drops them.
    pub padded: Option<Arc<PaddedForm>>,
}

/// A storage's contents padded to a size bucket: `buf` holds `padded` (row-major), whose
/// leading `real` elements in each dimension are the storage's.
pub struct PaddedForm {
    pub buf: Arc<Buffer>,
    pub dtype: DType,
    pub padded: Vec<i64>,
    pub real: Vec<i64>,
}

impl SlotState {
    /// The error for reading these contents, if they were lost.
    pub fn readable(&self) -> crate::Result<()> {
        match &self.lost {
            Some(why) => Err(crate::EngineError::Invalid(format!(
                "this tensor's device memory was lost: {why}. Assign it a new value as a whole (e.g. load a checkpoint) before reading it"
            ))),
            None => Ok(()),
        }
    }
}

impl Slot {
    pub fn new(device: usize, nbytes: u64) -> Slot {
        Slot::make(device, nbytes, None, DType::U8)
    }

    pub fn with_buffer(device: usize, buf: Buffer, dtype: DType) -> Slot {
        Slot::with_shared(device, Arc::new(buf), dtype)
    }

    /// A storage of `nbytes` whose contents are `form`'s real part.
    pub fn with_padded(device: usize, nbytes: u64, form: PaddedForm) -> Slot {
        let s = Slot::make(device, nbytes, None, form.dtype);
        s.state.lock().padded = Some(Arc::new(form));
        s
    }

    pub fn with_shared(device: usize, buf: Arc<Buffer>, dtype: DType) -> Slot {
        let nbytes = buf.nbytes() as u64;
        Slot::make(device, nbytes, Some(buf), dtype)
    }

    fn make(device: usize, nbytes: u64, buf: Option<Arc<Buffer>>, dtype: DType) -> Slot {
        crate::metrics::slot_bytes(device, nbytes as i64);
        crate::metrics::slot_count(device, 1);
        let state = SlotState { buf, dtype, layout_tag: 0, lost: None, busy: false, pending: None, padded: None };
        Slot { device, nbytes: AtomicU64::new(nbytes), state: Mutex::new(state), writer: Mutex::new(()), fixed: std::sync::atomic::AtomicBool::new(false) }
    }

    /// Marks the storage a parameter's (see `fixed`).
    pub fn mark_fixed(&self) {
        if !self.fixed.load(Ordering::Relaxed) {
            self.fixed.store(true, Ordering::Relaxed);
        }
    }

    pub fn is_fixed(&self) -> bool {
        self.fixed.load(Ordering::Relaxed)
    }

    pub fn nbytes(&self) -> u64 {
        self.nbytes.load(Ordering::Acquire)
    }

    /// Grows (never shrinks) the storage; the buffer is padded lazily on next use.
    pub fn resize(&self, nbytes: u64) {
        let old = self.nbytes.fetch_max(nbytes, Ordering::AcqRel);
        if nbytes > old {
            crate::metrics::slot_bytes(self.device, nbytes as i64 - old as i64);
        }
    }

    /// The current contents, after any deferred work that produces them has run.
    pub fn state(&self) -> SlotState {
        loop {
            let st = self.state.lock().clone();
            if let Some(cell) = &st.pending {
                match cell.value() {
                    Some(v) => self.resolve(cell, v),
                    // Runs the device's deferred chain, which fills every cell of it.
                    None => crate::defer::flush_for(cell),
                }
                continue;
            }
            if let (None, None, Some(form)) = (&st.buf, &st.lost, &st.padded) {
                if !st.busy {
                    let cut = crate::vary::unpad(self.device, form);
                    let mut now = self.state.lock();
                    if now.buf.is_none() && now.padded.as_ref().is_some_and(|p| Arc::ptr_eq(p, form)) {
                        match cut {
                            Ok(buf) => now.buf = Some(buf),
                            Err(e) => now.lost = Some(Arc::from(format!("cutting its real part out of a padded result failed ({e})"))),
                        }
                    }
                    continue;
                }
            }
            if !st.busy {
                return st;
            }
            // The writer holds `writer` until it swaps its result in.
            drop(self.writer.lock());
        }
    }

    /// Takes a deferred result already computed into the storage (its buffer, or its
    /// padded form left padded), running nothing.
    pub fn settle(&self) {
        let st = self.raw_state();
        if let Some(cell) = &st.pending {
            if let Some(v) = cell.value() {
                self.resolve(cell, v);
            }
        }
    }

    /// The contents as they are, a deferred result unresolved: for the deferring
    /// code itself, which must not run the chain it is extending.
    pub fn raw_state(&self) -> SlotState {
        self.state.lock().clone()
    }

    fn resolve(&self, cell: &Arc<Cell>, v: std::result::Result<Arc<Buffer>, Arc<str>>) {
        let mut st = self.state.lock();
        if !st.pending.as_ref().is_some_and(|c| Arc::ptr_eq(c, cell)) {
            return; // written meanwhile
        }
        st.pending = None;
        match v {
            // A padded result: its real part is cut out when something reads it whole.
            Ok(buf) if cell.real.is_some() => {
                st.buf = None;
                let real = cell.real.clone().expect("checked");
                st.padded = Some(Arc::new(PaddedForm { buf, dtype: cell.dtype, padded: cell.dims.clone(), real }));
            }
            Ok(buf) => st.buf = Some(buf),
            Err(why) => {
                st.buf = None;
                st.lost = Some(why);
            }
        }
    }

    /// The slot's contents become `cell`'s value once its deferred run executes.
    pub fn set_pending(&self, cell: Arc<Cell>, dtype: DType) {
        let mut st = self.state.lock();
        st.buf = None;
        st.dtype = dtype;
        st.layout_tag = 0;
        st.lost = None;
        st.busy = false;
        st.pending = Some(cell);
        st.padded = None;
    }

    pub fn set(&self, buf: Buffer, dtype: DType) {
        let mut st = self.state.lock();
        st.buf = Some(Arc::new(buf));
        st.dtype = dtype;
        st.layout_tag = 0;
        st.lost = None;
        st.busy = false;
        st.pending = None;
        st.padded = None;
    }

    /// Marks the contents as gone (see `SlotState::lost`).
    pub fn mark_lost(&self, why: &str) {
        let mut st = self.state.lock();
        st.buf = None;
        st.layout_tag = 0;
        st.lost = Some(Arc::from(why));
        st.busy = false;
        st.pending = None;
        st.padded = None;
    }

    /// The error for reading a lost storage, if it is one.
    pub fn check_not_lost(&self) -> crate::Result<()> {
        self.state().readable()
    }

    /// Empties the slot if it holds exactly `buf` (so that `buf` can be
    /// donated to a program whose result is then swapped in).
    pub fn take_if_holding(&self, buf: &Arc<Buffer>) -> bool {
        let mut st = self.state.lock();
        if st.buf.as_ref().is_some_and(|b| Arc::ptr_eq(b, buf)) {
            st.buf = None;
            st.busy = true;
            st.padded = None;
            return true;
        }
        false
    }

    /// Gives the contents `form`, a padded copy of `buf` made on the device, if the slot
    /// still holds `buf` and no form yet. `buf` stays: readers other than bucketed calls
    /// take it as before, so nothing has to be cut back out. False if written meanwhile.
    pub fn attach_padded(&self, buf: &Arc<Buffer>, form: PaddedForm) -> bool {
        let mut st = self.state.lock();
        let holding = st.buf.as_ref().is_some_and(|b| Arc::ptr_eq(b, buf));
        if !holding || st.busy || st.pending.is_some() || st.padded.is_some() || st.dtype != form.dtype {
            return false;
        }
        st.padded = Some(Arc::new(form));
        true
    }

    /// Replaces the padded form `old` with a wider one (`vary::pad_to_bucket`), if the
    /// storage still holds `old` and nothing else.
    pub fn widen_padded(&self, old: &Arc<PaddedForm>, form: PaddedForm) -> bool {
        let mut st = self.state.lock();
        let holding = st.padded.as_ref().is_some_and(|f| Arc::ptr_eq(f, old));
        if !holding || st.buf.is_some() || st.busy || st.pending.is_some() || st.dtype != form.dtype {
            return false;
        }
        st.padded = Some(Arc::new(form));
        true
    }

    pub fn layout_tag(&self) -> u64 {
        self.state.lock().layout_tag
    }

    pub fn set_layout_tag(&self, tag: u64) {
        self.state.lock().layout_tag = tag;
    }

    pub fn set_shared(&self, buf: Arc<Buffer>, dtype: DType) {
        let mut st = self.state.lock();
        st.buf = Some(buf);
        st.dtype = dtype;
        st.layout_tag = 0;
        st.lost = None;
        st.busy = false;
        st.pending = None;
        st.padded = None;
    }

    /// The contents become `form`'s real part, kept padded until something other than a
    /// bucketed call reads them (`state` cuts them out then): a whole storage written in
    /// place by a bucketed eager call (`vary.rs`).
    pub fn set_padded(&self, form: PaddedForm) {
        let mut st = self.state.lock();
        st.buf = None;
        st.dtype = form.dtype;
        st.layout_tag = 0;
        st.lost = None;
        st.busy = false;
        st.pending = None;
        st.padded = Some(Arc::new(form));
    }

    /// Elements of `dtype` the storage holds (PyTorch's view of its size).
    pub fn logical_numel(&self, dtype: DType) -> i64 {
        (self.nbytes() / dtype.itemsize() as u64) as i64
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        crate::metrics::slot_bytes(self.device, -(self.nbytes() as i64));
        crate::metrics::slot_count(self.device, -1);
    }
}

#[cfg(test)]
mod tests {
    use super::Slot;

    #[test]
    fn a_lost_storage_refuses_reads_and_says_why() {
        let s = Slot::new(0, 16);
        assert!(s.check_not_lost().is_ok());
        s.mark_lost("it was donated to a compiled graph whose execution failed (out of memory)");
        let e = s.check_not_lost().unwrap_err().to_string();
        assert!(e.contains("device memory was lost") && e.contains("out of memory"), "{e}");
        assert!(s.state().buf.is_none());
    }
}
