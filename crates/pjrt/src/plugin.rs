//! Loading a plugin library and owning its function table.
//!
//! Lifetime rules:
//! * A plugin library is loaded at most once per process per (canonical) path and is **never
//!   unloaded**: its handle is leaked on purpose, because plugins keep threads and static state
//!   that outlive any client, and unloading them crashes at exit.
//! * `PJRT_Plugin_Initialize` runs once, right after the first load.
//! * [`Plugin`] is shared as `Arc<Plugin>`; every client holds one.

use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use crate::api::Api;
use crate::error::PjrtError;
use crate::ffi;

/// Which family a plugin belongs to; decides default client options and library preloading.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PluginKind {
    Cpu,
    Cuda,
    Tpu,
    Custom,
}

impl fmt::Display for PluginKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PluginKind::Cpu => "cpu",
            PluginKind::Cuda => "cuda",
            PluginKind::Tpu => "tpu",
            PluginKind::Custom => "custom",
        })
    }
}

/// A loaded PJRT plugin: the library (leaked) and its function table.
pub struct Plugin {
    path: PathBuf,
    kind: PluginKind,
    api: Api,
}

impl fmt::Debug for Plugin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Plugin")
            .field("path", &self.path)
            .field("kind", &self.kind)
            .field("api_version", &self.api.version())
            .finish()
    }
}

fn registry() -> &'static Mutex<HashMap<PathBuf, Arc<Plugin>>> {
    static REGISTRY: OnceLock<Mutex<HashMap<PathBuf, Arc<Plugin>>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(HashMap::new()))
}

impl Plugin {
    /// Loads the plugin at `path` (or returns the one already loaded from that file).
    ///
    /// For [`PluginKind::Cuda`] the NVIDIA libraries that pip installs next to the plugin
    /// (`site-packages/nvidia/*/lib`) are loaded first with `RTLD_GLOBAL`, which is how the CUDA
    /// plugin expects to find them. A second load of the same file returns the first `Plugin`,
    /// whatever `kind` is passed.
    pub fn load(path: &Path, kind: PluginKind) -> Result<Arc<Plugin>, PjrtError> {
        let canonical = path.canonicalize().map_err(|e| PjrtError::PluginLoad {
            path: path.to_path_buf(),
            reason: format!("cannot open the file: {e}"),
        })?;
        if !canonical.is_file() {
            return Err(PjrtError::PluginLoad {
                path: path.to_path_buf(),
                reason: "not a regular file".into(),
            });
        }
        // Held across the load so two threads never load/initialise the same plugin twice.
        let mut map = registry()
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(existing) = map.get(&canonical) {
            return Ok(existing.clone());
        }
        if kind == PluginKind::Cuda {
            preload_cuda_libraries(&canonical);
        }
        let plugin = Arc::new(Self::open(&canonical, kind)?);
        map.insert(canonical, plugin.clone());
        Ok(plugin)
    }

    /// Loads a plugin to compile for a [`Topology`](crate::Topology) only, on a host that may
    /// not have its devices. For libtpu on a host without a TPU chip this first sets, where
    /// unset, the four variables that stop libtpu asking the cloud metadata server who it
    /// is (`TPU_SKIP_MDS_QUERY`, `TPU_ACCELERATOR_TYPE`, `TPU_WORKER_ID`,
    /// `TPU_WORKER_HOSTNAMES`): without them, loading it takes minutes of retries on every
    /// machine that is not a TPU VM, then logs errors. The accelerator type is only the
    /// host's own identity; any valid one serves, whatever topology is compiled for. And
    /// `ALLOW_MULTIPLE_LIBTPU_LOAD`: libtpu takes a host-wide lock (`/tmp/libtpu_lockfile`)
    /// that guards the chips; with no chip there is nothing to guard, and the lock would stop
    /// a second process (a compile worker, another user's check) from compiling at all.
    pub fn load_compile_only(path: &Path, kind: PluginKind) -> Result<Arc<Plugin>, PjrtError> {
        if kind == PluginKind::Tpu && !crate::tpu_present() {
            for (name, value) in TPU_COMPILE_ONLY_ENV {
                if std::env::var_os(name).is_none() {
                    // Before the library is loaded, from the one thread that loads it; the
                    // registry lock below orders later loads after it.
                    std::env::set_var(name, value);
                }
            }
        }
        Self::load(path, kind)
    }

    fn open(path: &Path, kind: PluginKind) -> Result<Plugin, PjrtError> {
        let load_err = |reason: String| PjrtError::PluginLoad {
            path: path.to_path_buf(),
            reason,
        };
        // SAFETY: loading a library runs its initialisers; that is the point of a plugin.
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| load_err(e.to_string()))?;
        // Never unloaded: see the module documentation.
        let lib: &'static libloading::Library = Box::leak(Box::new(lib));
        // SAFETY: `GetPjrtApi` has this signature in every PJRT plugin.
        let get_api = unsafe { lib.get::<ffi::GetPjrtApiFn>(ffi::GET_PJRT_API_SYMBOL) }
            .map_err(|e| load_err(format!("not a PJRT plugin (no GetPjrtApi symbol): {e}")))?;
        // SAFETY: as above.
        let raw = unsafe { get_api() };
        if raw.is_null() {
            return Err(load_err("GetPjrtApi returned null".into()));
        }
        // SAFETY: a non-null table from GetPjrtApi lives as long as the (leaked) library.
        let api = unsafe { Api::from_raw(raw) };
        let (major, minor) = api.version();
        if major != 0 {
            return Err(load_err(format!(
                "PJRT API {major}.{minor} is not supported (this runtime speaks 0.x, declared per 0.81)"
            )));
        }
        if !api.supports(ffi::ERROR_DESTROY) || !api.supports(ffi::CLIENT_CREATE) {
            return Err(load_err(format!(
                "function table too small ({} bytes) for PJRT API {major}.{minor}",
                api.table_size()
            )));
        }
        if api.supports(ffi::PLUGIN_INITIALIZE) {
            let mut args = ffi::PJRT_Plugin_Initialize_Args::new();
            api.plugin_initialize(&mut args)?;
        }
        Ok(Plugin {
            path: path.to_path_buf(),
            kind,
            api,
        })
    }

    /// (major, minor) version of the PJRT C API the plugin implements.
    pub fn api_version(&self) -> (i32, i32) {
        self.api.version()
    }

    /// The canonical path the library was loaded from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn kind(&self) -> PluginKind {
        self.kind
    }

    /// Registers `handler`, a typed XLA FFI handler (`XLA_FFI_Error* (*)(XLA_FFI_CallFrame*)`),
    /// as the custom-call target `target` of `platform` (`"Host"` for the XLA CPU), through the
    /// plugin's FFI extension. Only for the plugin API versions whose extension layout we checked
    /// (0.81 to 0.115); others, and plugins without the extension, give `Unsupported`.
    ///
    /// # Safety
    /// `handler` must be such a function, valid for the rest of the process.
    pub unsafe fn register_ffi_handler(&self, target: &str, platform: &str, handler: *mut std::ffi::c_void) -> Result<(), PjrtError> {
        const WHAT: &str = "PJRT_FFI_Register_Handler";
        let version = self.api.version();
        let ext = self.api.ffi_extension().filter(|_| (81..=115).contains(&version.1));
        let Some(ext) = ext else {
            return Err(PjrtError::Unsupported { what: WHAT, api_version: version });
        };
        let mut args = ffi::PJRT_FFI_Register_Handler_Args::new();
        args.target_name = target.as_ptr().cast();
        args.target_name_size = target.len();
        args.handler = handler;
        args.platform_name = platform.as_ptr().cast();
        args.platform_name_size = platform.len();
        // SAFETY: `ext` is the plugin's own FFI extension; the strings outlive the call (the
        // plugin copies them); `handler` is guaranteed by the caller.
        unsafe { self.api.ffi_register_handler(ext, &mut args) }
    }

    pub(crate) fn api(&self) -> &Api {
        &self.api
    }
}

/// See [`Plugin::load_compile_only`].
pub const TPU_COMPILE_ONLY_ENV: [(&str, &str); 5] = [
    ("TPU_SKIP_MDS_QUERY", "1"),
    ("TPU_ACCELERATOR_TYPE", "v5litepod-4"),
    ("TPU_WORKER_ID", "0"),
    ("TPU_WORKER_HOSTNAMES", "localhost"),
    ("ALLOW_MULTIPLE_LIBTPU_LOAD", "1"),
];

/// Libraries the CUDA plugin resolves by soname, in dependency order. Any that are missing are
/// skipped; the plugin reports what it still lacks when the client is created.
const CUDA_LIBRARIES: &[&str] = &[
    "libcudart.so.13",
    "libcudart.so.12",
    "libnvJitLink.so.13",
    "libnvJitLink.so.12",
    "libnvrtc.so.13",
    "libnvrtc.so.12",
    "libcublasLt.so.13",
    "libcublasLt.so.12",
    "libcublas.so.13",
    "libcublas.so.12",
    "libcupti.so.13",
    "libcupti.so.12",
    "libcusparse.so.12",
    "libcusolver.so.12",
    "libcusolver.so.11",
    "libcufft.so.12",
    "libcufft.so.11",
    "libnccl.so.2",
    "libnvshmem_host.so.3",
    "libcudnn.so.9",
];

/// dlopens the pip-installed NVIDIA libraries (`<site-packages>/nvidia/*/lib`) with
/// `RTLD_GLOBAL`, looking in the site-packages directory that holds the plugin.
fn preload_cuda_libraries(plugin_path: &Path) {
    let Some(nvidia) = plugin_path
        .ancestors()
        .map(|a| a.join("nvidia"))
        .find(|p| p.is_dir())
    else {
        return;
    };
    let lib_dirs: Vec<PathBuf> = std::fs::read_dir(&nvidia)
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path().join("lib"))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    let mut pending: Vec<PathBuf> = CUDA_LIBRARIES
        .iter()
        .flat_map(|name| lib_dirs.iter().map(move |d| d.join(name)))
        .filter(|p| p.is_file())
        .collect();
    // A library whose dependencies are not loaded yet fails; retry until nothing changes.
    loop {
        let before = pending.len();
        pending.retain(|p| !open_global(p));
        if pending.is_empty() || pending.len() == before {
            break;
        }
    }
}

#[cfg(unix)]
fn open_global(path: &Path) -> bool {
    use libloading::os::unix::{Library, RTLD_GLOBAL, RTLD_NOW};
    // SAFETY: loading a vendor library runs its initialisers; never unloaded.
    match unsafe { Library::open(Some(path), RTLD_NOW | RTLD_GLOBAL) } {
        Ok(lib) => {
            std::mem::forget(lib);
            true
        }
        Err(_) => false,
    }
}

#[cfg(not(unix))]
fn open_global(_path: &Path) -> bool {
    false
}
