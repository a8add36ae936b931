//! Completion events.
//!
//! Lifetime: an [`Event`] owns one `PJRT_Event*` and destroys it on drop. It holds its plugin's
//! table (plugins are never unloaded), so it may outlive the object that produced it.

use crate::api::Api;
use crate::error::PjrtError;
use crate::ffi::{self, PJRT_Event};

/// A point the plugin marks done: here, the completion of one execution
/// ([`Executable::execute_timed`](crate::Executable::execute_timed)).
pub struct Event {
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
    pub fn wait(&self) -> Result<(), PjrtError> {
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

impl Event {
    /// Calls `f` once the event fires (on a thread of the plugin's, or at once when it has
    /// fired already), with whether it fired without an error. `f` must be quick: the plugin
    /// runs it on the thread that completes its work. The event may be dropped before then.
    pub fn on_ready(&self, f: Box<dyn FnOnce(bool) + Send>) -> Result<(), PjrtError> {
        struct Pending {
            api: Api,
            f: Box<dyn FnOnce(bool) + Send>,
        }
        unsafe extern "C" fn fired(error: *mut ffi::PJRT_Error, user_arg: *mut std::ffi::c_void) {
            // SAFETY: `user_arg` is the box leaked below, handed back exactly once.
            let p = unsafe { Box::from_raw(user_arg.cast::<Pending>()) };
            let ok = error.is_null();
            if !ok {
                // SAFETY: the callback owns `error` (PJRT_Event_OnReadyCallback's contract).
                unsafe { p.api.destroy_error(error) };
            }
            (p.f)(ok);
        }
        let user = Box::into_raw(Box::new(Pending { api: self.api, f }));
        let mut args = ffi::PJRT_Event_OnReady_Args::new();
        args.event = self.raw;
        args.callback = Some(fired);
        args.user_arg = user.cast();
        let r = self.api.event_on_ready(&mut args);
        if r.is_err() {
            // SAFETY: the plugin refused the callback, so it will never hand `user` back.
            drop(unsafe { Box::from_raw(user) });
        }
        r
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
