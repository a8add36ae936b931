//! Host kernels on the XLA CPU: typed XLA FFI handlers the runtime registers with the CPU
//! plugin, and the rewrites that hand them work just before a program compiles (matrix
//! products: `host_gemm`; Adam/AdamW updates: `host_adam`). The lowering, its goldens and
//! program dumps for other plugins never see them.
//!
//! What the handlers share is how a call runs: asynchronously, as XLA's own kernels do. The
//! work is cut into blocks, the job handed to XLA's compute threads (the FFI thread pool), and
//! the handler returns with an XLA future that the thread finishing the last block completes;
//! XLA meanwhile runs what does not depend on the call. (Blocking the calling thread instead,
//! with it working on blocks, left the cores idle a fifth of the MLP step:
//! docs/performance.md.)

use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering::*};
use std::sync::{Arc, OnceLock};
use tpj_pjrt::xla_ffi::{self, CallFrame};
use tpj_stablehlo::Module;

/// Registers every host kernel its setting asks for with the CPU plugin, before any program
/// is compiled.
pub fn install(plugin: &tpj_pjrt::Plugin) -> crate::Result<()> {
    crate::host_gemm::install(plugin)?;
    crate::host_adam::install(plugin)
}

/// Hands `module`'s work to the installed host kernels (called just before compiling).
pub fn route(module: &mut Module) {
    crate::host_gemm::route(module);
    crate::host_adam::route(module);
}

/// `[start, end)` ranges of whole `align`s covering `0..len` in at most `parts` blocks.
pub(crate) fn blocks(len: usize, parts: usize, align: usize) -> Vec<(usize, usize)> {
    let step = len.div_ceil(parts.max(1)).next_multiple_of(align).max(align);
    (0..len).step_by(step).map(|s| (s, (s + step).min(len))).collect()
}

/// Work cut into blocks, done by every thread it was handed to (and, synchronously, the
/// calling thread): each claims blocks until none is left.
pub(crate) struct Job {
    part: Box<dyn Fn(usize, usize) + Send + Sync>,
    blocks: Vec<(usize, usize)>,
    next: AtomicUsize,
    done: AtomicUsize,
    /// Called once, by whoever finishes the last block (asynchronous calls: completes XLA's
    /// future for the call).
    complete: Option<Box<dyn Fn() + Send + Sync>>,
}

impl Job {
    /// `part(start, end)` computes one block; blocks must not write the same memory.
    pub(crate) fn new(blocks: Vec<(usize, usize)>, part: Box<dyn Fn(usize, usize) + Send + Sync>) -> Self {
        Job { part, blocks, next: AtomicUsize::new(0), done: AtomicUsize::new(0), complete: None }
    }

    /// Claims and runs blocks until none is left.
    pub(crate) fn work(&self) {
        loop {
            let i = self.next.fetch_add(1, Relaxed);
            let Some(&(r0, r1)) = self.blocks.get(i) else { break };
            (self.part)(r0, r1);
            if self.done.fetch_add(1, AcqRel) + 1 == self.blocks.len() {
                if let Some(c) = &self.complete {
                    c();
                }
            }
        }
    }
}

/// Runs the job on the calling thread and on whatever threads `schedule` hands it to
/// (`schedule` returns false when it could not); returns when every block is done. A handed-off
/// job that starts after the caller took its blocks finds none and returns, so no thread ever
/// waits for one that has not started.
pub(crate) fn run(job: Job, schedule: &dyn Fn(Arc<Job>) -> bool) {
    let job = Arc::new(job);
    for _ in 1..job.blocks.len() {
        if !schedule(job.clone()) {
            break;
        }
    }
    job.work();
    // What is left is running on other threads, each on a block it claimed: briefly spin, then yield.
    let mut spins = 0u32;
    while job.done.load(Acquire) < job.blocks.len() {
        if spins < 1000 {
            std::hint::spin_loop();
            spins += 1;
        } else {
            std::thread::yield_now();
        }
    }
}

/// Starts the job on at most `tasks` of `schedule`'s threads and returns: the last block calls
/// `complete`, XLA's future for the call. When nothing could be handed off, the calling thread
/// does the work before returning.
pub(crate) fn launch(mut job: Job, tasks: usize, schedule: &dyn Fn(Arc<Job>) -> bool, complete: Box<dyn Fn() + Send + Sync>) {
    job.complete = Some(complete);
    let tasks = job.blocks.len().min(tasks);
    let job = Arc::new(job);
    let mut handed = 0;
    while handed < tasks && schedule(job.clone()) {
        handed += 1;
    }
    if handed == 0 {
        job.work();
    }
}

/// A job handed to XLA's pool: the `Box<Arc<Job>>` behind `data` is the task's own.
unsafe extern "C" fn task(data: *mut c_void) {
    // SAFETY: made by `Box::into_raw` in `start`, consumed exactly once here.
    let job = unsafe { Box::from_raw(data.cast::<Arc<Job>>()) };
    job.work();
}

/// XLA's compute threads (the call's FFI pool; one per core when it does not say). The pool is
/// the client's, the same for every call: asked once.
fn pool_threads(frame: *mut CallFrame) -> usize {
    static THREADS: OnceLock<usize> = OnceLock::new();
    // SAFETY: a valid frame of the running call.
    *THREADS.get_or_init(|| unsafe { xla_ffi::pool_threads(frame) }.unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 8)))
}

/// Runs `job(parts)` for a call on XLA's compute threads: `job` is given how many blocks to
/// cut the work into (`per_thread` per compute thread) and returns the job. Asynchronous when
/// the FFI has futures (the call returns at once, its future completed by the last block);
/// otherwise the calling thread works too and returns when all is done.
///
/// # Safety
/// `frame` is the valid frame of the running call; the job's memory stays valid until the
/// call's future completes (XLA keeps the buffers alive until then).
pub(crate) unsafe fn start(frame: *mut CallFrame, per_thread: usize, job: impl FnOnce(usize) -> Job) {
    let threads = pool_threads(frame);
    let schedule = |j: Arc<Job>| {
        let data = Box::into_raw(Box::new(j));
        // SAFETY: `task` owns `data` once scheduled; a refused one is reclaimed here.
        unsafe {
            let handed = xla_ffi::schedule(frame, task, data.cast());
            if !handed {
                drop(Box::from_raw(data));
            }
            handed
        }
    };
    let job = job(per_thread * threads);
    // SAFETY: as the caller promises.
    match unsafe { xla_ffi::Completion::start(frame) } {
        Some(c) => launch(job, threads.max(1) * per_thread, &schedule, Box::new(move || c.set_available())),
        None => run(job, &schedule),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicU32;
    use std::sync::Mutex;

    #[test]
    fn blocks_cover_every_index_once() {
        for (len, parts, align) in [(1, 2, 16), (16, 2, 16), (17, 2, 16), (100, 3, 16), (1024, 2, 16), (5, 8, 16), (1000, 4, 64), (7, 0, 1)] {
            let b = blocks(len, parts, align);
            assert_eq!(b.first().unwrap().0, 0);
            assert_eq!(b.last().unwrap().1, len);
            assert!(b.windows(2).all(|w| w[0].1 == w[1].0 && w[0].0 < w[0].1), "{len} {parts}: {b:?}");
            assert!(b.len() <= parts.max(1));
            assert!(b.iter().all(|&(s, _)| s % align == 0));
        }
    }

    /// A job over `n` counters that adds one to each of its block's.
    fn counting(n: usize, parts: usize) -> (Arc<Vec<AtomicU32>>, Job) {
        let hits: Arc<Vec<AtomicU32>> = Arc::new((0..n).map(|_| AtomicU32::new(0)).collect());
        let h = hits.clone();
        (hits, Job::new(blocks(n, parts, 1), Box::new(move |a, b| (a..b).for_each(|i| { h[i].fetch_add(1, SeqCst); }))))
    }

    #[test]
    fn every_block_runs_once_however_the_job_is_shared() {
        for parts in [1, 2, 5] {
            // Synchronous, with helper threads and with none.
            for helpers in [true, false] {
                let (hits, job) = counting(37, parts);
                let spawned = Mutex::new(Vec::new());
                run(job, &|j| {
                    if helpers {
                        spawned.lock().unwrap().push(std::thread::spawn(move || j.work()));
                    }
                    helpers
                });
                assert!(hits.iter().all(|h| h.load(SeqCst) == 1), "run, parts {parts}, helpers {helpers}");
                for t in spawned.into_inner().unwrap() {
                    t.join().unwrap();
                }
            }
            // Asynchronous: completed once, after every block; done by the caller when no
            // thread takes it.
            for helpers in [true, false] {
                let (hits, job) = counting(37, parts);
                let completed = Arc::new(AtomicUsize::new(0));
                let (seen, h2) = (completed.clone(), hits.clone());
                let spawned = Mutex::new(Vec::new());
                launch(job, 2, &|j| {
                    if helpers {
                        spawned.lock().unwrap().push(std::thread::spawn(move || j.work()));
                    }
                    helpers
                }, Box::new(move || {
                    assert!(h2.iter().all(|h| h.load(SeqCst) == 1));
                    seen.fetch_add(1, SeqCst);
                }));
                for t in spawned.into_inner().unwrap() {
                    t.join().unwrap();
                }
                assert_eq!(completed.load(SeqCst), 1, "launch, parts {parts}, helpers {helpers}");
                assert!(hits.iter().all(|h| h.load(SeqCst) == 1));
            }
        }
    }
}
