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
pub mod gpu_target;
mod locate;
mod plugin;
pub mod roofline;
mod target;
mod types;
pub mod xla_ffi;

pub use buffer::Buffer;
pub use client::{cpu_device_count, default_options, Client, OptionValue};
pub use compile_options::CompileOptions;
pub use device::{Device, MemoryStats};
pub use error::{PjrtError, PluginErrorCode};
pub use event::Event;
pub use executable::{ArgRef, Executable};
pub use locate::{
    cpu_test_plugin, find_cpu_test_plugin, find_test_plugin, gpu_present, installed, tpu_present, kind_of_path, locate,
    test_plugin, PluginChoice, CPU_PLUGIN_VARS, SKIP_PLUGIN_TESTS_VAR, TEST_PLUGIN_KIND_VAR, TEST_PLUGIN_VAR,
};
pub use plugin::{Plugin, PluginKind};
pub use gpu_target::{gpu_spec, GpuSpec};
pub use target::{CompiledProgram, CostAnalysis, MemoryAnalysis, Topology};
pub use types::{BufferType, Signature};

/// Helpers for the crate's own unit tests that need a real plugin.
#[cfg(test)]
pub(crate) mod test_support {
    use std::sync::{Arc, OnceLock};

    /// A client of the CPU plugin ([`crate::cpu_test_plugin`]): `None` only when none is found
    /// and the tests are asked to skip; the caller returns.
    pub(crate) fn client() -> Option<Arc<crate::Client>> {
        static CLIENT: OnceLock<Arc<crate::Client>> = OnceLock::new();
        let path = crate::cpu_test_plugin()?;
        Some(
            CLIENT
                .get_or_init(|| {
                    let plugin = crate::Plugin::load(&path, crate::PluginKind::Cpu).unwrap();
                    crate::Client::create(plugin).unwrap()
                })
                .clone(),
        )
    }
}
