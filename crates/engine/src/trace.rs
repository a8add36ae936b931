//! Device traces for `torch.profiler` (docs/profiling.md): what the device did while a
//! profiler session records, for the Kineto activity profiler in `csrc/profiler.cpp` to
//! hand to torch.
//!
//! Recorded: every execution (`program::launch`, the one launch path of every mode), every
//! compile and cache load (`cache::compile`), every host <-> device copy with its bytes; each
//! tagged with the correlation id of the CPU op that was running on the launching thread
//! (Kineto pushes it before the op and pops it after).
//!
//! What a PJRT plugin tells us about an execution is when it completes: the execute call
//! hands out a completion event, whose callback we time. It does not say when the device
//! started. We record the host-side enqueue (the execute call, start and return) and the
//! completion callback's time, and place the execution on the device's row from
//! max(enqueue start, the previous completion on that device) to its completion: programs
//! on one device run in the order they are queued. Transfers and compiles are host-side
//! calls, timed as such.
//!
//! Off, all this costs one relaxed atomic load per launch, transfer and compile
//! (`active()`); nothing is recorded, formatted or allocated.

use parking_lot::Mutex;
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::time::{SystemTime, UNIX_EPOCH};
use tpj_pjrt::Event;

static ACTIVE: AtomicBool = AtomicBool::new(false);
/// Bumped by every start: a completion callback of an earlier session finds its record gone.
static SESSION: AtomicU64 = AtomicU64::new(0);
static RECORDS: Mutex<Vec<Record>> = Mutex::new(Vec::new());
/// Completion events of the session's executions, kept until it stops.
static EVENTS: Mutex<Vec<Event>> = Mutex::new(Vec::new());

thread_local! {
    /// The correlation ids of the CPU ops open on this thread, innermost last.
    static CORRELATION: RefCell<Vec<u64>> = const { RefCell::new(Vec::new()) };
}

/// Whether a profiler session records device activity now.
#[inline]
pub fn active() -> bool {
    ACTIVE.load(Relaxed)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(i32)]
pub enum Kind {
    /// A program execution (eager op, fused cluster, compiled graph, deferred chain).
    Execute = 0,
    /// A program compiled by the plugin.
    Compile = 1,
    /// A compiled program loaded from the cache instead.
    CacheLoad = 2,
    HostToDevice = 3,
    DeviceToHost = 4,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub kind: Kind,
    pub name: String,
    /// The device's ordinal; -1 for compiles (host work for no one device).
    pub device: i32,
    /// The CPU op's correlation id (0: none open on the thread).
    pub correlation: u64,
    /// Host clock, nanoseconds since the Unix epoch (Kineto's clock): the call's start and
    /// return. For an execution, the enqueue.
    pub start_ns: i64,
    pub end_ns: i64,
    /// An execution's completion, as its callback saw it (0: not seen).
    pub done_ns: i64,
    /// An execution's estimated device start (see the module's documentation); set by `stop`.
    pub device_start_ns: i64,
    pub bytes: u64,
}

/// Nanoseconds since the Unix epoch.
pub fn now_ns() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as i64).unwrap_or(0)
}

/// The start time of something to record, or `None` when no session records.
#[inline]
pub fn begin() -> Option<i64> {
    active().then(now_ns)
}

fn correlation() -> u64 {
    CORRELATION.with(|c| c.borrow().last().copied().unwrap_or(0))
}

pub fn push_correlation(id: u64) {
    CORRELATION.with(|c| c.borrow_mut().push(id));
}

pub fn pop_correlation() {
    CORRELATION.with(|c| {
        c.borrow_mut().pop();
    });
}

fn push(r: Record) -> usize {
    let mut recs = RECORDS.lock();
    recs.push(r);
    recs.len() - 1
}

/// Records a host-side call that began at `start` (from `begin`).
pub fn record(start: Option<i64>, kind: Kind, name: impl FnOnce() -> String, device: i32, bytes: u64) {
    let Some(start_ns) = start else { return };
    if !active() {
        return;
    }
    push(Record {
        kind,
        name: name(),
        device,
        correlation: correlation(),
        start_ns,
        end_ns: now_ns(),
        done_ns: 0,
        device_start_ns: 0,
        bytes,
    });
}

/// A host-to-device copy of `bytes` that began at `start`.
pub fn upload(start: Option<i64>, device: usize, bytes: usize) {
    record(start, Kind::HostToDevice, || "host to device".into(), device as i32, bytes as u64);
}

/// A device-to-host copy of `bytes` that began at `start`.
pub fn download(start: Option<i64>, device: usize, bytes: usize) {
    record(start, Kind::DeviceToHost, || "device to host".into(), device as i32, bytes as u64);
}

/// An execution enqueued at `start` (its execute call has returned); `done` is the plugin's
/// completion event for it, timed by its callback.
pub fn execution(start: Option<i64>, device: usize, what: &dyn std::fmt::Display, done: Option<Event>) {
    let Some(start_ns) = start else { return };
    if !active() {
        return;
    }
    let session = SESSION.load(Relaxed);
    let index = push(Record {
        kind: Kind::Execute,
        name: what.to_string(),
        device: device as i32,
        correlation: correlation(),
        start_ns,
        end_ns: now_ns(),
        done_ns: 0,
        device_start_ns: 0,
        bytes: 0,
    });
    if let Some(ev) = done {
        let timed = ev.on_ready(Box::new(move |_ok| {
            let t = now_ns();
            if SESSION.load(Relaxed) == session {
                if let Some(r) = RECORDS.lock().get_mut(index) {
                    r.done_ns = t;
                }
            }
        }));
        if timed.is_ok() {
            EVENTS.lock().push(ev);
        }
    }
}

/// Starts recording, forgetting what an earlier session left.
pub fn start() {
    SESSION.fetch_add(1, Relaxed);
    RECORDS.lock().clear();
    EVENTS.lock().clear();
    ACTIVE.store(true, Relaxed);
}

/// Stops recording and waits for the executions recorded to complete (their callbacks
/// time them). The records stay until `take` or the next `start`.
pub fn stop() {
    ACTIVE.store(false, Relaxed);
    let events = std::mem::take(&mut *EVENTS.lock());
    for e in &events {
        // An execution that failed completes too; its error surfaces where its results are read.
        let _ = e.wait();
    }
    // The callbacks run on the plugin's threads, possibly just after the wait returns.
    for _ in 0..200 {
        if RECORDS.lock().iter().all(|r| r.kind != Kind::Execute || r.done_ns != 0) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_micros(500));
    }
}

/// The records of the last session, handed over once, each execution placed on its device's
/// row: from max(its enqueue, the previous completion on that device) to its completion.
pub fn take() -> Vec<Record> {
    let mut recs = std::mem::take(&mut *RECORDS.lock());
    let mut order: Vec<usize> = (0..recs.len()).filter(|&i| recs[i].kind == Kind::Execute).collect();
    order.sort_by_key(|&i| (recs[i].device, recs[i].start_ns));
    let mut last: Option<(i32, i64)> = None;
    for i in order {
        let r = &mut recs[i];
        if r.done_ns == 0 {
            // No completion seen (a plugin without completion events, or a launch racing the
            // stop): the enqueue is all we know.
            r.done_ns = r.end_ns;
        }
        let prev_done = match last {
            Some((d, t)) if d == r.device => t,
            _ => i64::MIN,
        };
        r.device_start_ns = r.start_ns.max(prev_done).min(r.done_ns);
        last = Some((r.device, r.done_ns.max(prev_done)));
    }
    recs
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_recorded_while_off() {
        assert!(!active());
        record(begin(), Kind::HostToDevice, || unreachable!("not formatted while off"), 0, 8);
        assert!(begin().is_none());
    }

    #[test]
    fn executions_are_placed_in_queue_order() {
        let exec = |device, start_ns, end_ns, done_ns| Record {
            kind: Kind::Execute,
            name: String::new(),
            device,
            correlation: 0,
            start_ns,
            end_ns,
            done_ns,
            device_start_ns: 0,
            bytes: 0,
        };
        // Queued at 0 and 10 on device 0; the second starts when the first completes (50).
        // Device 1 is a queue of its own; an execution whose completion was not seen ends at
        // its enqueue's return.
        *RECORDS.lock() = vec![exec(0, 10, 12, 60), exec(0, 0, 2, 50), exec(1, 20, 22, 30), exec(1, 40, 45, 0)];
        let placed: Vec<(i64, i64)> = take().iter().map(|r| (r.device_start_ns, r.done_ns)).collect();
        assert_eq!(placed, [(50, 60), (0, 50), (20, 30), (40, 45)]);
    }

    #[test]
    fn correlation_is_the_innermost_open_op() {
        push_correlation(7);
        push_correlation(9);
        assert_eq!(correlation(), 9);
        pop_correlation();
        assert_eq!(correlation(), 7);
        pop_correlation();
        assert_eq!(correlation(), 0);
    }
}
