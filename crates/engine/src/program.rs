//! The one way a program is compiled and launched, for every mode: eager ops (`call.rs`),
//! compiled graphs (`graph.rs`, and through it bucketed graphs) and deferred chains
//! (`defer.rs`).
//!
//! Each mode lowers its own way (one op over slots and views, an FX graph, a chain of
//! graphs) into a `Builder`; from there everything is shared. `compile` finishes the module
//! (device-check results last), routes work to host kernels, derives the signature and
//! compiles or loads it from the cache. `launch` binds the inputs (numbers and sizes
//! uploaded, random offsets drawn atomically), donates what may be updated in place, runs,
//! marks the storages whose buffers were donated lost when the run fails, keeps the device
//! checks (in the `debug` eager mode, `mode.rs`: waits and raises them at once), and counts.
//! A mode that wrote its own copy of either would drift from the others, as the random
//! offsets once did (drawn atomically for eager ops, read then written back
//! for compiled graphs: two graphs on two threads could draw the same numbers).

use crate::call::HostNum;
use crate::error::{EngineError, Result};
use crate::slot::Slot;
use crate::{metrics, rng, runtime, scalars, trace};
use crate::cache::Build;
use parking_lot::{Mutex, RwLock};
use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::{mpsc, Arc, OnceLock};
use tpj_lowering::ctx::DeviceCheck;
use tpj_lowering::{DType, LowerError};
use tpj_pjrt::{ArgRef, Buffer, BufferType, Executable, Signature};
use tpj_stablehlo::{Builder, ElementType, Value};

/// A compiled program: its executable and the messages of the device-side checks it
/// returns after its `n_results` results (`checks.rs`). An eager program starts at its
/// first tier (`first`) and takes its full build when that is ready.
pub(crate) struct Program {
    exe: Arc<RwLock<Arc<Executable>>>,
    first: Option<Arc<FirstTier>>,
    pub n_results: usize,
    pub checks: Vec<(Arc<str>, bool)>,
    /// Its id in the census of programs (`census.rs`), when one is being taken.
    pub census: Option<usize>,
}

/// How an eager program is built the first time: on the XLA CPU, XLA's backend at its
/// cheapest (`xla_backend_optimization_level` 0: a third less compile time for the one-op
/// programs eager mode meets by the hundred, code up to 3x slower on large operands). A
/// program that then does enough work (`UPGRADE_AFTER` bytes of results, run after run) is
/// built fully on a thread of its own and takes that build from its next launch; a small
/// op, whose time is its launch, stays at the first tier. Both builds are in the disk
/// cache, the full one looked up first. On with `TORCH_PJRT_EAGER_TIERS=1` (see `tiers_enabled`).
struct FirstTier {
    exe: Arc<RwLock<Arc<Executable>>>,
    work: AtomicU64,
    per_launch: u64,
    queued: AtomicBool,
    /// What the full build needs; taken by it.
    source: Mutex<Option<(String, Signature, String)>>,
}

/// Bytes of results a first-tier program produces before it is built fully: a 1 MiB
/// result after 16 runs; a result of 1 KiB or less after 16,384.
const UPGRADE_AFTER: u64 = 16 << 20;

fn tiers_enabled(client: &tpj_pjrt::Client) -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    *ON.get_or_init(|| {
        // Opt-in: the two builds may round differently (a product and a sum fused into one
        // instruction in one, not the other), and which build runs a step depends on when the
        // background build lands, so results would no longer repeat bit for bit run to run.
        let on = std::env::var("TORCH_PJRT_EAGER_TIERS").is_ok_and(|v| matches!(v.trim(), "1" | "on" | "true"));
        // Other backends' optimization levels trade differently (and libtpu's options are its own).
        on && tpj_lowering::Platform::from_platform_name(&client.platform_name()) == tpj_lowering::Platform::Cpu
    })
}

impl FirstTier {
    fn ran(self: &Arc<Self>) {
        if self.queued.load(Relaxed) {
            return;
        }
        if self.work.fetch_add(self.per_launch, Relaxed) + self.per_launch >= UPGRADE_AFTER && !self.queued.swap(true, Relaxed) {
            upgrade(self.clone());
        }
    }

    fn build_fully(&self) {
        let Some((text, sig, what)) = self.source.lock().take() else { return };
        let Ok(rt) = runtime::get() else { return };
        match crate::cache::compile_as(&rt.client, &what, &text, sig, Build::Upgrade) {
            Ok((exe, _)) => *self.exe.write() = Arc::new(exe),
            Err(e) => {
                if crate::log::enabled("compiles") {
                    eprintln!("[torch_pjrt] {what}: its full build failed, it keeps its first ({e})");
                }
            }
        }
    }
}

/// Held while a full build runs; set when the process exits, after which none starts.
static BUILDING: Mutex<()> = Mutex::new(());
static EXITING: AtomicBool = AtomicBool::new(false);

/// At exit, waits for a full build under way: the plugin's compiler must not be running
/// on another thread while the process tears its libraries down.
extern "C" fn stop_upgrades() {
    EXITING.store(true, Relaxed);
    drop(BUILDING.lock());
}

extern "C" {
    fn atexit(f: extern "C" fn()) -> std::ffi::c_int;
}

/// Queues `t`'s full build on the one thread that builds them, in order.
fn upgrade(t: Arc<FirstTier>) {
    static QUEUE: OnceLock<Option<Mutex<mpsc::Sender<Arc<FirstTier>>>>> = OnceLock::new();
    let q = QUEUE.get_or_init(|| {
        let (tx, rx) = mpsc::channel::<Arc<FirstTier>>();
        // Registered after the plugin was loaded, so it runs before the plugin's own exit handlers.
        // SAFETY: `stop_upgrades` is a plain function that lives as long as the process.
        unsafe { atexit(stop_upgrades) };
        std::thread::Builder::new()
            .name("torch_pjrt_upgrade".into())
            .spawn(move || {
                while let Ok(t) = rx.recv() {
                    let _busy = BUILDING.lock();
                    if EXITING.load(Relaxed) {
                        break;
                    }
                    t.build_fully();
                }
            })
            .ok()
            .map(|_| Mutex::new(tx))
    });
    if let Some(q) = q {
        let _ = q.lock().send(t);
    }
}

/// Finishes the module built in `b` with `results`, then the values of `checks`, and
/// compiles it (or loads it from the cache). `what` names the program in errors and logs.
/// `dump`, when given, sees the program as lowered (before work goes to host kernels, so a
/// dump replays on any plugin) and its signature, before it compiles.
/// `eager`: a program of the eager modes, built at its first tier where tiers apply
/// ([`FirstTier`]).
pub(crate) fn compile(
    b: Builder,
    results: Vec<Value>,
    checks: Vec<DeviceCheck>,
    what: &str,
    dump: Option<&mut dyn FnMut(&str, &Signature, &str)>,
    eager: bool,
) -> Result<Program> {
    let rt = runtime::get()?;
    let n_results = results.len();
    let mut all = results;
    all.extend(checks.iter().map(|c| c.value));
    let mut module = b
        .finish(&all)
        .map_err(|source| EngineError::Lower(LowerError::Build { op: what.to_string(), source }))?;
    let signature = |m: &tpj_stablehlo::Module| Signature {
        params: m.param_types().iter().map(|t| (crate::buffer_type(t.elem), t.dims.clone())).collect(),
        results: m.result_types().iter().map(|t| (crate::buffer_type(t.elem), t.dims.clone())).collect(),
    };
    let dtype = |m: &tpj_stablehlo::Module| {
        tpj_pjrt::roofline::compute_dtype(&m.product_elements().iter().map(|e| e.to_string()).collect::<Vec<_>>())
    };
    if let Some(dump) = dump {
        dump(&module.to_text(), &signature(&module), &dtype(&module));
    }
    let census = crate::census::record(what, || module.to_text(), || signature(&module), || dtype(&module));
    crate::host_kernels::route(&mut module);
    let text = module.to_text();
    let sig = signature(&module);
    crate::call::relieve_mappings();
    let build = if eager && tiers_enabled(&rt.client) { Build::Fast } else { Build::Full };
    let (exe, first_tier) = crate::cache::compile_as(&rt.client, what, &text, sig.clone(), build)?;
    let exe = Arc::new(RwLock::new(Arc::new(exe)));
    let first = first_tier.then(|| {
        metrics::FIRST_TIER.fetch_add(1, Relaxed);
        let bytes: u64 = sig.results[..n_results].iter().map(|(t, dims)| t.byte_size() as u64 * dims.iter().product::<i64>().max(1) as u64).sum();
        Arc::new(FirstTier {
            exe: exe.clone(),
            work: AtomicU64::new(0),
            per_launch: bytes.max(1024),
            queued: AtomicBool::new(false),
            source: Mutex::new(Some((text, sig, what.to_string()))),
        })
    });
    let checks = checks.into_iter().map(|c| (Arc::from(c.message), c.index_error)).collect();
    Ok(Program { exe, first, n_results, checks, census })
}

/// One argument of a launch.
pub(crate) enum Input<'a> {
    /// Lent: the program reads it.
    Lent(Arc<Buffer>),
    /// Updated in place by the program: donated when nothing else holds the buffer (taken
    /// out of the slot that holds it first, and put back if someone else holds it too),
    /// lent otherwise, and then PJRT copies it.
    Donate(Arc<Buffer>, Option<(&'a Slot, DType)>),
    /// A new uninitialized buffer (element type, length), donated.
    Fresh(ElementType, i64),
    /// A number as a rank-0 buffer of `elem`.
    Number(ElementType, HostNum),
    /// `(seed, offset)` for `draws` consecutive draws from generator `id`, taken atomically.
    Rng { id: u64, draws: u64 },
    /// Run-time sizes (a bucketed graph's symbols) as an int64 vector.
    Sizes(&'a [i64]),
}

/// Runs `p` on `device` with `inputs`; returns its results (the device-check results are
/// kept in `checks.rs`). `what` names the run in errors and `TORCH_PJRT_LOG=ops` (formatted only
/// there: no text is built on the path every step takes); `dump`
/// names a dumped graph whose first run's inputs are saved.
pub(crate) fn launch(p: &Program, device: usize, what: &dyn std::fmt::Display, inputs: Vec<Input<'_>>, dump: Option<&str>) -> Result<Vec<Arc<Buffer>>> {
    let rt = runtime::get()?;
    let client = &rt.client;
    if let Some(id) = p.census {
        crate::census::launched(id);
    }
    // Bind: every input becomes a buffer; donation candidates remember where they came from.
    let mut bufs: Vec<Arc<Buffer>> = Vec::with_capacity(inputs.len());
    let mut donate: Vec<(usize, Option<(&Slot, DType)>)> = Vec::new();
    for input in inputs {
        let buf = match input {
            Input::Lent(b) => b,
            Input::Donate(b, slot) => {
                donate.push((bufs.len(), slot));
                b
            }
            Input::Fresh(elem, n) => {
                donate.push((bufs.len(), None));
                Arc::new(client.uninitialized_buffer(crate::buffer_type(elem), &[n], device)?)
            }
            Input::Number(elem, n) => scalars::upload(client, elem, n, device)?,
            Input::Rng { id, draws } => {
                let (seed, offset) = rng::draw(id, draws);
                let bytes: Vec<u8> = [seed, offset].iter().flat_map(|v| v.to_le_bytes()).collect();
                metrics::H2D_BYTES.fetch_add(16, Relaxed);
                let t = trace::begin();
                let buf = Arc::new(client.buffer_from_host(&bytes, BufferType::U64, &[2], device)?);
                trace::upload(t, device, bytes.len());
                buf
            }
            Input::Sizes(v) => {
                let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
                metrics::H2D_BYTES.fetch_add(bytes.len() as u64, Relaxed);
                let t = trace::begin();
                let buf = Arc::new(client.buffer_from_host(&bytes, BufferType::S64, &[v.len() as i64], device)?);
                trace::upload(t, device, bytes.len());
                buf
            }
        };
        bufs.push(buf);
    }
    if let Some(name) = dump {
        crate::dump::first_run(name, &bufs.iter().map(|b| b.as_ref()).collect::<Vec<_>>());
    }
    // Donate last, so nothing fails between lending a buffer to the program and running it.
    // In `debug` nothing is donated: an op that raises after running leaves its inputs as
    // they were (as on the CPU), where a slot emptied for donation would never get its result
    // and its readers would wait for it forever.
    let debug = crate::mode::debug();
    if debug {
        donate.clear();
    }
    let mut owned: Vec<Option<Buffer>> = (0..bufs.len()).map(|_| None).collect();
    let mut lent: Vec<Option<Arc<Buffer>>> = bufs.into_iter().map(Some).collect();
    let mut emptied: Vec<&Slot> = Vec::new();
    for (i, slot) in donate {
        let arc = lent[i].take().expect("bound above");
        if let Some((s, _)) = slot {
            if !s.take_if_holding(&arc) {
                lent[i] = Some(arc);
                continue;
            }
        }
        match Arc::try_unwrap(arc) {
            Ok(buf) => {
                owned[i] = Some(buf);
                emptied.extend(slot.map(|(s, _)| s));
            }
            Err(arc) => {
                if let Some((s, dtype)) = slot {
                    s.set_shared(arc.clone(), dtype);
                }
                lent[i] = Some(arc);
            }
        }
    }
    let n_donated = owned.iter().flatten().count();
    let args: Vec<ArgRef<'_>> = owned
        .into_iter()
        .zip(&lent)
        .map(|(o, l)| match (o, l) {
            (Some(buf), _) => ArgRef::Donated(buf),
            (None, Some(b)) => ArgRef::Borrowed(b.as_ref()),
            (None, None) => unreachable!("every argument is donated or lent"),
        })
        .collect();
    // Profiling asks the plugin for the execution's completion event (trace.rs).
    let traced = trace::begin();
    let exe = p.exe.read().clone();
    if let Some(t) = &p.first {
        t.ran();
    }
    let run = match traced {
        None => exe.execute_donating(args, device).map(|o| (o, None)),
        Some(_) => exe.execute_timed(args, device),
    };
    let outs = match run {
        Ok((outs, done)) => {
            trace::execution(traced, device, what, done);
            outs
        }
        Err(e) => {
            // A donated buffer may be gone: later reads of its storage must fail, not see
            // the zeros an empty slot stands for.
            let why = format!("it was updated in place by {what}, whose execution failed ({e})");
            for s in emptied {
                s.mark_lost(&why);
            }
            return Err(e.into());
        }
    };
    metrics::EXECUTIONS.fetch_add(1, Relaxed);
    metrics::DONATED.fetch_add(n_donated as u64, Relaxed);
    if crate::log::enabled("ops") {
        eprintln!("[torch_pjrt] {what}");
    }
    let mut outs: Vec<Arc<Buffer>> = outs.into_iter().map(Arc::new).collect();
    // synchronize() waits on these.
    crate::call::note_pending(device, &outs);
    if outs.len() != p.n_results + p.checks.len() {
        return Err(EngineError::Invalid(format!(
            "{what}: the program returned {} results where {} were expected",
            outs.len(),
            p.n_results + p.checks.len()
        )));
    }
    if debug {
        let checks = outs.split_off(p.n_results);
        crate::mode::wait_for(&outs, &checks, &p.checks)?;
    } else if !p.checks.is_empty() {
        crate::checks::note(device, outs.split_off(p.n_results), &p.checks);
    }
    Ok(outs)
}
