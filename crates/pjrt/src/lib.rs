//! PJRT runtime: our own FFI over the PJRT C API, plugin discovery, client, buffers, executables.
//!
//! Layers (see README.md):
//! * `ffi` — hand-written declarations of the C structs we use;
//! * `api` — one method per C entry point, gated on the plugin's table size;
//! * the safe types re-exported here, each owning its handle.

mod api;
mod buffer;
mod client;
pub mod compile_options;
mod device;
mod error;
mod event;
mod executable;
mod ffi;
mod locate;
mod plugin;
mod types;
pub mod xla_ffi;

pub use buffer::Buffer;
pub use client::{cpu_device_count, default_options, Client, OptionValue};
pub use compile_options::CompileOptions;
pub use device::{Device, MemoryStats};
pub use error::{PjrtError, PluginErrorCode};
pub use executable::{ArgRef, Executable};
pub use locate::{gpu_present, installed, kind_of_path, locate, PluginChoice};
pub use plugin::{Plugin, PluginKind};
pub use types::{BufferType, Signature};

/// Helpers for the crate's own unit tests that need a real plugin.
#[cfg(test)]
pub(crate) mod test_support {
    use std::path::PathBuf;
    use std::sync::{Arc, OnceLock};

    /// The CPU plugin, from `TORCH_PJRT_CPU_PLUGIN` or Python's `sys.path`; panics when missing.
    pub(crate) fn cpu_plugin_path() -> PathBuf {
        if let Ok(p) = std::env::var("TORCH_PJRT_CPU_PLUGIN") {
            return PathBuf::from(p);
        }
        let out = std::process::Command::new("python3")
            .args(["-c", "import sys; print('\\n'.join(sys.path))"])
            .output()
            .expect("python3 is needed to find the CPU plugin (or set TORCH_PJRT_CPU_PLUGIN)");
        let paths: Vec<PathBuf> = String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(PathBuf::from)
            .collect();
        match crate::locate(&crate::PluginChoice::Cpu, &paths) {
            Ok((_, p)) => p,
            Err(e) => panic!("these tests need the XLA CPU PJRT plugin: {e}"),
        }
    }

    pub(crate) fn client() -> Arc<crate::Client> {
        static CLIENT: OnceLock<Arc<crate::Client>> = OnceLock::new();
        CLIENT
            .get_or_init(|| {
                let plugin =
                    crate::Plugin::load(&cpu_plugin_path(), crate::PluginKind::Cpu).unwrap();
                crate::Client::create(plugin).unwrap()
            })
            .clone()
    }
}
