//! Completion events.
//!
//! Lifetime: an [`Event`] owns one `PJRT_Event*` and destroys it on drop. It holds its plugin's
//! table (plugins are never unloaded), so it may outlive the object that produced it.

use crate::api::Api;
use crate::error::PjrtError;
use crate::ffi::{self, PJRT_Event};

pub(crate) struct Event {
    raw: *mut PJRT_Event,
    api: Api,
}

// SAFETY: a PJRT event may be awaited and destroyed from any thread.
unsafe impl Send for Event {}
unsafe impl Sync for Event {}

impl Event {
    /// Takes ownership of `raw`; `None` when the plugin handed out no event.
    pub(crate) fn from_raw(api: Api, raw: *mut PJRT_Event) -> Option<Event> {
        (!raw.is_null()).then_some(Event { raw, api })
    }

    /// Blocks until the event fires; returns the error it carries, if any.
    pub(crate) fn wait(&self) -> Result<(), PjrtError> {
        let mut args = ffi::PJRT_Event_Await_Args::new();
        args.event = self.raw;
        self.api.event_await(&mut args)
    }

    /// True once the event has fired.
    pub(crate) fn is_ready(&self) -> Result<bool, PjrtError> {
        let mut args = ffi::PJRT_Event_IsReady_Args::new();
        args.event = self.raw;
        self.api.event_is_ready(&mut args)?;
        Ok(args.is_ready)
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Event_Destroy_Args::new();
        args.event = self.raw;
        // Nothing useful can be done with a failure to free.
        let _ = self.api.event_destroy(&mut args);
    }
}

/// Waits for an optional event and then drops it.
pub(crate) fn wait_opt(event: Option<Event>) -> Result<(), PjrtError> {
    match event {
        Some(e) => e.wait(),
        None => Ok(()),
    }
}
