//! The process-wide PJRT runtime: one plugin, one client, its devices.

use crate::error::{EngineError, Result};
use parking_lot::Mutex;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use tpj_pjrt::{Client, OptionValue, PjrtError, Plugin, PluginChoice, PluginKind};

pub struct Runtime {
    pub client: Arc<Client>,
    pub plugin: Arc<Plugin>,
    pub kind: PluginKind,
    pub plugin_path: PathBuf,
}

static RUNTIME: OnceLock<Runtime> = OnceLock::new();
static INIT_LOCK: Mutex<Option<String>> = Mutex::new(None);

/// `TORCH_PJRT_LOWER_FOR=tpu|cuda|cpu`: lower every program for that platform instead of the
/// plugin's own, so that a program's TPU forms and TPU refusals run, and are checked against
/// PyTorch, on the XLA CPU (tests; `torch-pjrt tpu-check` of a live run's programs). The forms
/// are valid StableHLO on every platform: only which one is chosen changes.
pub const LOWER_FOR: &str = "TORCH_PJRT_LOWER_FOR";

fn lower_for(client_platform: &str) -> Result<tpj_lowering::Platform> {
    use tpj_lowering::Platform;
    match std::env::var(LOWER_FOR).ok().as_deref().map(str::trim) {
        None | Some("") => Ok(Platform::from_platform_name(client_platform)),
        Some(v @ ("tpu" | "cuda" | "cpu")) => Ok(Platform::from_platform_name(v)),
        Some(v) => Err(PjrtError::InvalidSetting { setting: LOWER_FOR, value: v.to_string(), valid: "tpu, cuda or cpu" }.into()),
    }
}

/// Loads the plugin named by `setting` (`TORCH_PJRT_PLUGIN`: auto, cpu, cuda,
/// tpu or a path), searching Python's `sys.path`. Idempotent: the first
/// successful call wins; a failed call can be retried with another setting.
pub fn init(setting: &str, search_paths: &[PathBuf]) -> Result<&'static Runtime> {
    let mut guard = INIT_LOCK.lock();
    if let Some(rt) = RUNTIME.get() {
        return Ok(rt);
    }
    let res = (|| -> Result<Runtime> {
        crate::mode::init_from_env()?;
        let choice = PluginChoice::parse(setting)?;
        let (kind, path) = tpj_pjrt::locate(&choice, search_paths)?;
        if kind == PluginKind::Cpu {
            // The XLA CPU plugin logs an INFO line on stderr for every create option it is
            // given, at each import; it reads the level when loaded. Its warnings and errors
            // stay (level 1); a user's own setting wins.
            if std::env::var_os("TF_CPP_MIN_LOG_LEVEL").is_none() {
                std::env::set_var("TF_CPP_MIN_LOG_LEVEL", "1");
            }
            // Its buffers are this process's mallocs: keep freed ones for the next.
            crate::heap::keep_freed_buffers()?;
        }
        let plugin = Plugin::load(&path, kind)?;
        if kind == PluginKind::Cpu {
            crate::host_kernels::install(&plugin)?;
        }
        let client = Client::create_with_options(plugin.clone(), &client_options(kind)?)?;
        if client.devices().is_empty() {
            return Err(PjrtError::NoDevice(format!("PJRT plugin {} exposes no devices", path.display())).into());
        }
        // Lowerings may take a form per platform, or refuse an op on one (crates/lowering/src/platform.rs).
        tpj_lowering::set_platform(lower_for(&client.platform_name())?);
        Ok(Runtime { client, plugin, kind, plugin_path: path })
    })();
    match res {
        Ok(rt) => {
            *guard = None;
            watch_forks();
            let _ = RUNTIME.set(rt);
            Ok(RUNTIME.get().expect("just set"))
        }
        Err(e) => {
            *guard = Some(e.to_string());
            Err(e)
        }
    }
}

/// `TORCH_PJRT_CPU_DEVICES`: how many devices the XLA CPU plugin exposes (default:
/// the cores, 2 to 4; see `tpj_pjrt::cpu_device_count`).
pub const CPU_DEVICES: &str = "TORCH_PJRT_CPU_DEVICES";

fn client_options(kind: PluginKind) -> Result<Vec<(String, OptionValue)>> {
    let mut opts = tpj_pjrt::default_options(kind);
    if kind != PluginKind::Cpu {
        return Ok(opts);
    }
    if let Some(v) = std::env::var(CPU_DEVICES).ok().filter(|v| !v.trim().is_empty()) {
        let n = v.trim().parse::<i64>().ok().filter(|&n| (1..=64).contains(&n)).ok_or_else(|| {
            EngineError::from(PjrtError::InvalidSetting { setting: CPU_DEVICES, value: v.clone(), valid: "a number of devices from 1 to 64" })
        })?;
        opts.retain(|(k, _)| k != "cpu_device_count");
        opts.push(("cpu_device_count".into(), OptionValue::Int(n)));
    }
    Ok(opts)
}

/// Set in a child forked after the client was made: it has the client's memory but none of
/// the plugin's threads, and its first program or transfer would wait forever on them.
static FORKED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

extern "C" {
    // POSIX, in the C library every Rust program on Linux links.
    fn pthread_atfork(
        prepare: Option<unsafe extern "C" fn()>,
        parent: Option<unsafe extern "C" fn()>,
        child: Option<unsafe extern "C" fn()>,
    ) -> std::os::raw::c_int;
}

unsafe extern "C" fn forked_child() {
    FORKED.store(true, std::sync::atomic::Ordering::Relaxed);
}

fn watch_forks() {
    // Only an atomic store runs in the child (async-signal-safe, as a fork handler must be).
    unsafe {
        pthread_atfork(None, None, Some(forked_child));
    }
}

/// Whether this process was forked from one whose client existed (torch's `_is_in_bad_fork`).
pub fn in_bad_fork() -> bool {
    FORKED.load(std::sync::atomic::Ordering::Relaxed)
}

pub fn get() -> Result<&'static Runtime> {
    if in_bad_fork() {
        return Err(EngineError::BadFork(
            "the tpu device cannot be used in a forked subprocess: its PJRT client was made before the fork, \
             and the child has none of the plugin's threads. Start subprocesses with the 'spawn' method \
             (multiprocessing.set_start_method('spawn'), or torch.multiprocessing's spawn)"
                .to_string(),
        ));
    }
    RUNTIME.get().ok_or_else(|| {
        EngineError::NotInitialised(
            INIT_LOCK.lock().clone().unwrap_or_else(|| "import torch_pjrt first".to_string()),
        )
    })
}

/// The runtime without the forked-child check: for facts read from memory (the device
/// count), which a forked child may still ask.
pub fn peek() -> Option<&'static Runtime> {
    RUNTIME.get()
}

pub fn is_initialised() -> bool {
    RUNTIME.get().is_some()
}

impl Runtime {
    pub fn device_count(&self) -> usize {
        self.client.devices().len()
    }

    pub fn check_device(&self, device: usize) -> Result<()> {
        let n = self.device_count();
        if device >= n {
            return Err(EngineError::DeviceIndex(format!(
                "Device index {device} is out of range: the {} plugin exposes {n} device(s) (valid indices 0..{})",
                self.client.platform_name(),
                n.saturating_sub(1)
            )));
        }
        Ok(())
    }

    /// (free, total) bytes of a device: the plugin's own figures where it reports a
    /// limit (GPU, TPU); otherwise, for a plugin computing in host memory (the XLA
    /// CPU), the host's available and total memory, which all its devices share.
    pub fn memory_info(&self, device: usize) -> Result<(u64, u64)> {
        self.check_device(device)?;
        if let Some((limit, in_use)) = self.plugin_limit(device) {
            return Ok(((limit - in_use).max(0) as u64, limit as u64));
        }
        if let Some(b) = crate::budget::get()? {
            return Ok(crate::budget::memory_info(b));
        }
        crate::budget::host_memory().ok_or_else(|| EngineError::Unsupported(format!("the {} plugin reports no memory figures", self.client.platform_name())))
    }

    /// The plugin creates uninitialized buffers (probed once with a one-element buffer).
    pub fn supports_uninitialized(&self) -> bool {
        static OK: OnceLock<bool> = OnceLock::new();
        *OK.get_or_init(|| self.client.uninitialized_buffer(tpj_pjrt::BufferType::U8, &[1], 0).is_ok())
    }

    /// The plugin reports a memory limit of its own (GPU, TPU; not the XLA CPU).
    pub fn reports_memory_limit(&self) -> bool {
        self.plugin_limit(0).is_some()
    }

    /// (limit, bytes in use) of a device as its plugin reports them. None for the XLA
    /// CPU: its memory is the host's, shared by every device and process, and the budget
    /// (`TORCH_PJRT_MEMORY_LIMIT`) governs it. (The newer XLA CPU plugin reports half
    /// of the host's memory as each device's limit.)
    fn plugin_limit(&self, device: usize) -> Option<(i64, i64)> {
        if self.kind == PluginKind::Cpu {
            return None;
        }
        let m = self.client.devices().get(device)?.memory_stats()?;
        m.bytes_limit.filter(|&l| l > 0).map(|l| (l, m.bytes_in_use))
    }
}


/// Whether large never-written storages can start from uninitialized buffers.
pub fn uninitialized_buffers() -> bool {
    RUNTIME.get().is_some_and(|rt| rt.supports_uninitialized())
}
