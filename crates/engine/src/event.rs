//! `torch.Event` on a PJRT device. Our programs run on a device in the order they
//! are queued, as on one stream, so an event is a point in that queue: the
//! outputs of the work queued before it, complete once those are computed.
//!
//! Its completion time is the first moment we see it complete: at record when
//! nothing is pending, or when a query or synchronize observes it. Timing code
//! synchronizes on its end event, so `elapsed_ms` measures the device's work
//! between two events (plus our dispatch); an event only queried late reads late.

use crate::call::pending_of;
use crate::error::Result;
use parking_lot::Mutex;
use std::sync::Weak;
use std::time::Instant;
use tpj_pjrt::Buffer;

pub struct DeviceEvent {
    pub device: usize,
    bufs: Vec<Weak<Buffer>>,
    completed_at: Mutex<Option<Instant>>,
}

impl DeviceEvent {
    /// An event at the current end of `device`'s queue.
    pub fn record(device: usize) -> Result<DeviceEvent> {
        // A step's end in every mode (`vary`: sizes met after it vary).
        crate::fused::next_epoch();
        crate::fused::flush(device, "event")?;
        crate::defer::flush(device)?;
        let e = DeviceEvent { device, bufs: pending_of(device), completed_at: Mutex::new(None) };
        e.query()?;
        Ok(e)
    }

    /// Whether the work before the event has finished (never waits).
    pub fn query(&self) -> Result<bool> {
        if self.completed_at.lock().is_some() {
            return Ok(true);
        }
        for b in self.bufs.iter().filter_map(Weak::upgrade) {
            if !b.is_ready()? {
                return Ok(false);
            }
        }
        self.completed_at.lock().get_or_insert_with(Instant::now);
        Ok(true)
    }

    /// Waits until the work before the event has finished.
    pub fn synchronize(&self) -> Result<()> {
        for b in self.bufs.iter().filter_map(Weak::upgrade) {
            b.block_until_ready()?;
        }
        self.completed_at.lock().get_or_insert_with(Instant::now);
        crate::checks::check(Some(self.device), false)
    }

    /// Milliseconds from this event's completion to `end`'s (waits for both).
    pub fn elapsed_ms(&self, end: &DeviceEvent) -> Result<f64> {
        self.synchronize()?;
        end.synchronize()?;
        let (a, b) = (self.completed_at.lock().expect("synchronized"), end.completed_at.lock().expect("synchronized"));
        Ok(b.saturating_duration_since(a).as_secs_f64() * 1e3)
    }
}
