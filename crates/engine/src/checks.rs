//! Device-side checks (`LowerCtx::check_index_range`): a program that indexes with values
//! only the device sees returns, beside its results, one `i64[3]` `(failed, min, max)`
//! per check. They are kept here until the next synchronisation, which reads them and
//! raises the first failure: the same contract as CUDA's device-side asserts, without a
//! host round trip per op.

use crate::error::{EngineError, Result};
use parking_lot::Mutex;
use std::sync::{Arc, LazyLock};
use tpj_pjrt::Buffer;

struct Pending {
    device: usize,
    buf: Arc<Buffer>,
    message: Arc<str>,
    index_error: bool,
}

static PENDING: LazyLock<Mutex<Vec<Pending>>> = LazyLock::new(|| Mutex::new(Vec::new()));

/// Past this many unread checks (a loop that never reads anything back), the older half
/// is read when a new one comes: passing ones dropped, the first failure kept for the next
/// synchronisation. Old checks are computed by then; the cost is amortised over BOUND/2 ops.
const BOUND: usize = 4096;

/// Keeps the check results `bufs` of a program that ran on `device`, `checks[k]` (message,
/// raised as IndexError) for `bufs[k]`.
pub(crate) fn note(device: usize, bufs: impl IntoIterator<Item = Arc<Buffer>>, checks: &[(Arc<str>, bool)]) {
    let mut p = PENDING.lock();
    for (buf, (message, index_error)) in bufs.into_iter().zip(checks) {
        p.push(Pending { device, buf, message: message.clone(), index_error: *index_error });
    }
    if p.len() > BOUND {
        let old: Vec<Pending> = p.drain(..BOUND / 2).collect();
        let mut kept = None;
        for c in old {
            if kept.is_none() && !matches!(read(&c.buf), Ok(None)) {
                kept = Some(c);
            }
        }
        if let Some(c) = kept {
            p.insert(0, c);
        }
    }
}

/// `(min, max)` when the check whose result is `buf` failed.
fn read(buf: &Buffer) -> Result<Option<(i64, i64)>> {
    let mut bytes = [0u8; 24];
    buf.to_host(&mut bytes)?;
    let v: Vec<i64> = bytes.chunks_exact(8).map(|b| i64::from_le_bytes(b.try_into().expect("8 bytes"))).collect();
    Ok((v[0] != 0).then_some((v[1], v[2])))
}

/// Reads the pending checks of `device` (every device when None) and raises the first
/// that failed; all read ones are dropped. `wait`: read every one (after a
/// synchronisation, when all are computed); otherwise only those already computed.
pub fn check(device: Option<usize>, wait: bool) -> Result<()> {
    let mine: Vec<Pending> = {
        let mut p = PENDING.lock();
        let (mut mine, mut rest) = (Vec::new(), Vec::new());
        for c in p.drain(..) {
            let ours = device.is_none_or(|d| d == c.device);
            if ours && (wait || c.buf.is_ready().unwrap_or(true)) {
                mine.push(c);
            } else {
                rest.push(c);
            }
        }
        *p = rest;
        mine
    };
    for c in &mine {
        if let Some((lo, hi)) = read(&c.buf)? {
            return Err(failure(&c.message, c.index_error, lo, hi, "reported at this synchronisation"));
        }
    }
    Ok(())
}

/// Reads the check results `bufs` of a program that just ran (`checks[k]` for `bufs[k]`) and
/// raises the first that failed, without keeping any: the `debug` eager mode (`mode.rs`),
/// where the op that failed raises.
pub(crate) fn raise_now(bufs: &[Arc<Buffer>], checks: &[(Arc<str>, bool)]) -> Result<()> {
    for (buf, (message, index_error)) in bufs.iter().zip(checks) {
        if let Some((lo, hi)) = read(buf)? {
            return Err(failure(message, *index_error, lo, hi, "reported at the op: the debug eager mode"));
        }
    }
    Ok(())
}

fn failure(message: &str, index_error: bool, lo: i64, hi: i64, when: &str) -> EngineError {
    EngineError::DeviceCheck {
        message: format!("{message} (the device saw indices from {lo} to {hi}; checked on the device, {when})"),
        index_error,
    }
}

/// How many checks are waiting to be read (tests).
pub fn pending() -> usize {
    PENDING.lock().len()
}
