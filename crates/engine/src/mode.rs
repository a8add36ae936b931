//! The eager mode (`TORCH_PJRT_EAGER`, `torch_pjrt.set_eager_mode`): how ops run once lowered.
//!
//! - `strict` (the default): each op is queued on the device and returns at once; device-side
//!   errors (index checks, execution failures) surface at the next read-back or
//!   synchronisation, as on CUDA.
//! - `debug`: each op waits for its result and raises its own device-side errors, as
//!   `CUDA_LAUNCH_BLOCKING=1` does: the traceback points at the op that failed. Its inputs
//!   are lent, never donated, so an op that raises leaves them as they were (as on the CPU).
//! - `fused`: ops recorded into a cluster per device and run as one program when something
//!   needs a result (a host read, an op that cannot be recorded, `synchronize`, a size
//!   limit): `fused.rs`.
//!
//! One process-wide setting, as `TORCH_PJRT_STRICT` is: read from the environment when the
//! runtime starts, changed later by `set`. `program::launch` asks `debug()` once per launch,
//! `defer::push` once per compiled graph's run (debug defers nothing) and `call::call`
//! `fused()` once per op, one relaxed load each: nothing else costs anything in `strict`.

use crate::error::Result;
use std::sync::atomic::{AtomicU8, Ordering::Relaxed};
use std::sync::Arc;
use tpj_pjrt::{Buffer, PjrtError};

/// The environment variable that picks the mode at start.
pub const SETTING: &str = "TORCH_PJRT_EAGER";
const VALID: &str = "strict (the default), debug or fused";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum EagerMode {
    Strict = 0,
    Debug = 1,
    Fused = 2,
}

impl EagerMode {
    pub fn name(self) -> &'static str {
        match self {
            EagerMode::Strict => "strict",
            EagerMode::Debug => "debug",
            EagerMode::Fused => "fused",
        }
    }

    /// Reads a mode's name (any case, surrounding blanks ignored); `setting` names where the
    /// value came from in the error.
    pub fn parse(value: &str, setting: &'static str) -> Result<EagerMode> {
        match value.trim().to_ascii_lowercase().as_str() {
            "strict" => Ok(EagerMode::Strict),
            "debug" => Ok(EagerMode::Debug),
            "fused" => Ok(EagerMode::Fused),
            _ => Err(PjrtError::InvalidSetting { setting, value: value.to_string(), valid: VALID }.into()),
        }
    }
}

static MODE: AtomicU8 = AtomicU8::new(EagerMode::Strict as u8);

/// The current mode.
pub fn get() -> EagerMode {
    match MODE.load(Relaxed) {
        1 => EagerMode::Debug,
        2 => EagerMode::Fused,
        _ => EagerMode::Strict,
    }
}

/// Switches the mode for every thread. Leaving `fused` runs what is recorded, so that the
/// next op of another mode never waits on a cluster nobody cuts.
pub fn set(mode: EagerMode) -> Result<()> {
    let before = MODE.swap(mode as u8, Relaxed);
    if before == EagerMode::Fused as u8 && mode != EagerMode::Fused {
        crate::fused::flush_all("mode change")?;
    }
    Ok(())
}

/// Applies `TORCH_PJRT_EAGER` (unset or blank: `strict`); called when the runtime starts, so
/// that a value we do not know fails there, naming the ones we do.
pub fn init_from_env() -> Result<()> {
    match std::env::var(SETTING) {
        Ok(v) if !v.trim().is_empty() => set(EagerMode::parse(&v, SETTING)?),
        _ => set(EagerMode::Strict),
    }
}

/// Whether eager ops are recorded into clusters (`fused`): the one question `call::call` asks.
#[inline]
pub(crate) fn fused() -> bool {
    MODE.load(Relaxed) == EagerMode::Fused as u8
}

/// Whether ops wait for their results (`debug`): the one question `program::launch` asks.
#[inline]
pub(crate) fn debug() -> bool {
    MODE.load(Relaxed) == EagerMode::Debug as u8
}

/// Waits for a launch's results, then reads its device checks (`checks[k]` for `check_bufs[k]`)
/// and raises the first that failed: a failed execution or a bad index raises here, at the op.
pub(crate) fn wait_for(outs: &[Arc<Buffer>], check_bufs: &[Arc<Buffer>], checks: &[(Arc<str>, bool)]) -> Result<()> {
    for b in outs.iter().chain(check_bufs) {
        b.block_until_ready()?;
    }
    crate::checks::raise_now(check_bufs, checks)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_to_their_mode() {
        for m in [EagerMode::Strict, EagerMode::Debug, EagerMode::Fused] {
            assert_eq!(EagerMode::parse(m.name(), SETTING).unwrap(), m);
        }
        assert_eq!(EagerMode::parse(" Debug\n", SETTING).unwrap(), EagerMode::Debug);
    }

    #[test]
    fn an_unknown_mode_names_the_setting_and_the_valid_ones() {
        let e = EagerMode::parse("lazy", SETTING).unwrap_err();
        assert_eq!(e.py_class(), "InvalidSettingError");
        assert_eq!(
            e.to_string(),
            "invalid value \"lazy\" for TORCH_PJRT_EAGER; valid values: strict (the default), debug or fused"
        );
    }
}
