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

pub use buffer::Buffer;
pub use client::{default_options, Client, OptionValue};
pub use compile_options::CompileOptions;
pub use device::{Device, MemoryStats};
pub use error::{PjrtError, PluginErrorCode};
pub use executable::{ArgRef, Executable};
pub use locate::{gpu_present, kind_of_path, locate, PluginChoice};
pub use plugin::{Plugin, PluginKind};
pub use types::{BufferType, Signature};
