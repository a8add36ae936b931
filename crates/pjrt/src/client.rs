//! The client: one per plugin per process in practice; owns the devices.
//!
//! Lifetime rules:
//! * [`Client`] is handed out as `Arc<Client>`. The `PJRT_Client*` itself lives in a
//!   [`ClientInner`] that every [`Buffer`] and [`Executable`] also holds an `Arc` to, so the
//!   plugin client is destroyed only after the last buffer and executable made from it are gone.
//! * Devices belong to the client and are only lent out by reference.

use std::ffi::c_char;
use std::sync::Arc;

use crate::api::{lossy, Api};
use crate::buffer::Buffer;
use crate::compile_options::CompileOptions;
use crate::device::Device;
use crate::error::{invalid, PjrtError};
use crate::event::{self, Event};
use crate::executable::Executable;
use crate::ffi::{self, PJRT_Client};
use crate::plugin::{Plugin, PluginKind};
use crate::types::{dense_byte_size, describe, BufferType, Signature};

/// A typed client-create option value. Plugins abort the process when an option has the wrong
/// type, so for the plugins we know the expected type is checked before the call.
#[derive(Debug, Clone, PartialEq)]
pub enum OptionValue {
    Str(String),
    Int(i64),
    IntList(Vec<i64>),
    Float(f32),
    Bool(bool),
}

impl OptionValue {
    fn type_name(&self) -> &'static str {
        match self {
            OptionValue::Str(_) => "string",
            OptionValue::Int(_) => "int64",
            OptionValue::IntList(_) => "int64 list",
            OptionValue::Float(_) => "float",
            OptionValue::Bool(_) => "bool",
        }
    }
}

/// (name, expected type) of the create options each known plugin accepts.
fn known_options(kind: PluginKind) -> &'static [(&'static str, &'static str)] {
    match kind {
        PluginKind::Cpu => &[
            ("cpu_device_count", "int64"),
            ("asynchronous", "bool"),
            ("max_inflight_computations", "int64"),
            ("pooling_allocator", "bool"),
        ],
        PluginKind::Cuda => &[
            ("platform_name", "string"),
            ("allocator", "string"),
            ("memory_fraction", "float"),
            ("preallocate", "bool"),
            ("collective_memory_size", "int64"),
            ("visible_devices", "int64 list"),
            ("node_id", "int64"),
            ("num_nodes", "int64"),
            ("enable_mock_nccl", "bool"),
            ("mock_gpu_topology", "string"),
            ("should_stage_host_to_device_transfers", "bool"),
            ("abort_collectives_on_failure", "bool"),
            ("use_tfrt_gpu_client", "bool"),
        ],
        PluginKind::Tpu | PluginKind::Custom => &[],
    }
}

/// The options [`Client::create`] passes. CUDA: grow device memory on demand
/// (`preallocate=false`) up to 90% of the device (`memory_fraction=0.9`), so several processes
/// (and PyTorch's own CUDA allocator) can share a GPU. CPU: [`cpu_device_count`] devices.
/// Others: the plugin's defaults.
pub fn default_options(kind: PluginKind) -> Vec<(String, OptionValue)> {
    match kind {
        PluginKind::Cuda => vec![
            ("preallocate".into(), OptionValue::Bool(false)),
            ("memory_fraction".into(), OptionValue::Float(0.9)),
        ],
        PluginKind::Cpu => vec![(
            "cpu_device_count".into(),
            OptionValue::Int(cpu_device_count(cores())),
        )],
        _ => Vec::new(),
    }
}

/// The cores this process may run on (affinity and cgroup quota), as XLA counts them.
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// How many devices the XLA CPU client gets on a machine with `cores` cores: as many as
/// there are cores, at least 2 (several devices per process is part of the product) and
/// at most the plugin's own default of 4.
///
/// Why not the plugin's 4 everywhere: the plugin sizes the thread pool that runs every
/// program's parallel loops (Eigen's matrix products, XLA's partitioned loops) at
/// max(cores, devices). With 4 devices on 2 cores, 4 compute threads share 2 cores, each
/// parallel loop waits on threads the kernel has not scheduled, and the step's CPU time
/// grows with no work done (measured in docs/performance.md). JAX runs 1 device, hence
/// `cores` threads.
pub fn cpu_device_count(cores: usize) -> i64 {
    cores.clamp(2, 4) as i64
}

/// The C form of create options (for a client or a topology). The array points into
/// `options`, which must outlive the call it is passed to.
pub(crate) fn named_values(options: &[(String, OptionValue)]) -> Vec<ffi::PJRT_NamedValue> {
    options
        .iter()
        .map(|(name, value)| {
            let mut nv = ffi::PJRT_NamedValue::new();
            nv.name = name.as_ptr().cast::<c_char>();
            nv.name_size = name.len();
            match value {
                OptionValue::Str(s) => {
                    nv.type_ = ffi::NAMED_VALUE_STRING;
                    nv.value = ffi::NamedValueUnion {
                        string_value: s.as_ptr().cast(),
                    };
                    nv.value_size = s.len();
                }
                OptionValue::Int(v) => {
                    nv.type_ = ffi::NAMED_VALUE_INT64;
                    nv.value = ffi::NamedValueUnion { int64_value: *v };
                    nv.value_size = 1;
                }
                OptionValue::IntList(v) => {
                    nv.type_ = ffi::NAMED_VALUE_INT64_LIST;
                    nv.value = ffi::NamedValueUnion {
                        int64_array_value: v.as_ptr(),
                    };
                    nv.value_size = v.len();
                }
                OptionValue::Float(v) => {
                    nv.type_ = ffi::NAMED_VALUE_FLOAT;
                    // Written in place so the union's other bytes stay zero.
                    nv.value.float_value = *v;
                    nv.value_size = 1;
                }
                OptionValue::Bool(v) => {
                    nv.type_ = ffi::NAMED_VALUE_BOOL;
                    nv.value.bool_value = *v;
                    nv.value_size = 1;
                }
            }
            nv
        })
        .collect()
}

fn validate_options(kind: PluginKind, options: &[(String, OptionValue)]) -> Result<(), PjrtError> {
    for (i, (name, value)) in options.iter().enumerate() {
        if options[..i].iter().any(|(n, _)| n == name) {
            return Err(invalid(format!("client option {name:?} given twice")));
        }
        if let Some((_, expected)) = known_options(kind).iter().find(|(n, _)| n == name) {
            if *expected != value.type_name() {
                return Err(invalid(format!(
                    "client option {name:?} for the {kind} plugin must be a {expected}, got a {}",
                    value.type_name()
                )));
            }
        }
        match (name.as_str(), value) {
            ("memory_fraction", OptionValue::Float(f)) if !(*f > 0.0 && *f <= 1.0) => {
                return Err(invalid(format!(
                    "memory_fraction must be in (0, 1], got {f}"
                )));
            }
            ("cpu_device_count", OptionValue::Int(n)) if *n < 1 => {
                return Err(invalid(format!(
                    "cpu_device_count must be at least 1, got {n}"
                )));
            }
            _ => {}
        }
    }
    Ok(())
}

/// Owner of the `PJRT_Client*`; destroyed when the last [`Client`], [`Buffer`] or [`Executable`]
/// referring to it is dropped.
pub(crate) struct ClientInner {
    pub(crate) plugin: Arc<Plugin>,
    pub(crate) raw: *mut PJRT_Client,
    pub(crate) devices: Vec<Device>,
    platform_name: String,
    platform_version: String,
}

// SAFETY: the PJRT client is documented thread-safe; we never mutate `raw` after creation.
unsafe impl Send for ClientInner {}
unsafe impl Sync for ClientInner {}

impl ClientInner {
    pub(crate) fn api(&self) -> &Api {
        self.plugin.api()
    }

    pub(crate) fn check_device(&self, device: usize) -> Result<&Device, PjrtError> {
        self.devices.get(device).ok_or_else(|| {
            PjrtError::NoDevice(format!(
                "device index {device} is out of range: the {} client has {} device(s)",
                self.platform_name,
                self.devices.len()
            ))
        })
    }
}

impl Drop for ClientInner {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_Client_Destroy_Args::new();
        args.client = self.raw;
        let _ = self.plugin.api().client_destroy(&mut args);
    }
}

/// A PJRT client: devices, host transfers and compilation.
pub struct Client {
    pub(crate) inner: Arc<ClientInner>,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("platform", &self.inner.platform_name)
            .field("version", &self.inner.platform_version)
            .field("devices", &self.inner.devices)
            .finish()
    }
}

impl Client {
    /// Creates a client with [`default_options`] for the plugin's kind.
    pub fn create(plugin: Arc<Plugin>) -> Result<Arc<Client>, PjrtError> {
        let options = default_options(plugin.kind());
        Self::create_with_options(plugin, &options)
    }

    /// Creates a client with explicit create options (checked against the types the known
    /// plugins expect; unknown names are passed through and rejected by the plugin itself).
    pub fn create_with_options(
        plugin: Arc<Plugin>,
        options: &[(String, OptionValue)],
    ) -> Result<Arc<Client>, PjrtError> {
        validate_options(plugin.kind(), options)?;
        if plugin.kind() == PluginKind::Cuda && !crate::gpu_present() {
            // The plugin would answer a bare "No visible GPU devices" (FailedPrecondition)
            // after initialising CUDA; say it before, as the device error it is.
            return Err(PjrtError::NoDevice(
                "the CUDA plugin needs an NVIDIA GPU and this machine has none (no NVIDIA driver: /dev/nvidia0, /proc/driver/nvidia). To compile for a GPU without one: torch_pjrt.target (\"h100\", \"h200\")".into(),
            ));
        }
        let api = *plugin.api();
        // The option array points into `options`, which outlives the call.
        let named = named_values(options);
        let mut args = ffi::PJRT_Client_Create_Args::new();
        if !named.is_empty() {
            args.create_options = named.as_ptr();
            args.num_options = named.len();
        }
        api.client_create(&mut args)?;
        if args.client.is_null() {
            return Err(PjrtError::Plugin {
                call: "PJRT_Client_Create",
                code: crate::PluginErrorCode::Internal,
                message: "the plugin returned no client".into(),
            });
        }
        // From here on the client is owned: an early return destroys it.
        let mut inner = ClientInner {
            plugin,
            raw: args.client,
            devices: Vec::new(),
            platform_name: String::new(),
            platform_version: String::new(),
        };

        let mut pn = ffi::PJRT_Client_PlatformName_Args::new();
        pn.client = inner.raw;
        api.client_platform_name(&mut pn)?;
        // SAFETY: the string lives as long as the client.
        inner.platform_name = unsafe { lossy(pn.platform_name, pn.platform_name_size) };
        let mut pv = ffi::PJRT_Client_PlatformVersion_Args::new();
        pv.client = inner.raw;
        api.client_platform_version(&mut pv)?;
        // SAFETY: as above.
        inner.platform_version = unsafe { lossy(pv.platform_version, pv.platform_version_size) };

        let mut ad = ffi::PJRT_Client_AddressableDevices_Args::new();
        ad.client = inner.raw;
        api.client_addressable_devices(&mut ad)?;
        let raw_devices: &[*mut ffi::PJRT_Device] = if ad.num_addressable_devices == 0 {
            &[]
        } else {
            // SAFETY: the plugin returned an array of this length that lives as long as the client.
            unsafe {
                std::slice::from_raw_parts(ad.addressable_devices, ad.num_addressable_devices)
            }
        };
        for (index, &raw) in raw_devices.iter().enumerate() {
            let device = Device::query(api, index, raw)?;
            inner.devices.push(device);
        }
        if inner.devices.is_empty() {
            return Err(PjrtError::NoDevice(format!(
                "the {} plugin ({}) reports no addressable device",
                inner.platform_name,
                inner.plugin.path().display()
            )));
        }
        Ok(Arc::new(Client {
            inner: Arc::new(inner),
        }))
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.inner.plugin
    }

    /// Platform name as the plugin reports it, e.g. `"cpu"`, `"cuda"`, `"tpu"`.
    pub fn platform_name(&self) -> String {
        self.inner.platform_name.clone()
    }

    /// Platform version string (part of the identity of serialized executables).
    pub fn platform_version(&self) -> String {
        self.inner.platform_version.clone()
    }

    /// The addressable devices; a device's position here is its index everywhere in this crate.
    pub fn devices(&self) -> &[Device] {
        &self.inner.devices
    }

    /// Copies host bytes (dense, row-major) into a new buffer on `device`.
    ///
    /// `data` must hold exactly `product(dims) * ty.byte_size()` bytes; `Pred` bytes must be 0
    /// or 1. The plugin is done with `data` when this returns.
    pub fn buffer_from_host(
        &self,
        data: &[u8],
        ty: BufferType,
        dims: &[i64],
        device: usize,
    ) -> Result<Buffer, PjrtError> {
        let inner = &self.inner;
        let dev = inner.check_device(device)?;
        let expected = dense_byte_size(ty, dims)?;
        if data.len() != expected {
            return Err(invalid(format!(
                "host data for {} must be {expected} bytes, got {}",
                describe(ty, dims),
                data.len()
            )));
        }
        if ty == BufferType::Pred && data.iter().any(|&b| b > 1) {
            return Err(invalid("pred (bool) host data must be bytes of 0 or 1"));
        }
        let mut args = ffi::PJRT_Client_BufferFromHostBuffer_Args::new();
        args.client = inner.raw;
        args.data = data.as_ptr().cast();
        args.type_ = ty.to_raw();
        args.dims = dims.as_ptr();
        args.num_dims = dims.len();
        args.host_buffer_semantics = ffi::HOST_BUFFER_IMMUTABLE_ONLY_DURING_CALL;
        args.device = dev.raw;
        inner.api().client_buffer_from_host_buffer(&mut args)?;
        // Own the buffer first so that it is freed if waiting fails.
        let buffer = Buffer::from_raw(inner.clone(), args.buffer, ty, dims.to_vec(), device)?;
        // With "immutable only during call" the plugin is already done with `data`; waiting on the
        // event costs nothing and keeps us safe against a plugin that is lax about it.
        event::wait_opt(Event::from_raw(*inner.api(), args.done_with_host_buffer))?;
        Ok(buffer)
    }

    /// A buffer whose contents are undefined, for a program to write into (donated):
    /// the host allocation behind a CPU plugin's buffer commits only the pages
    /// written. An error where the plugin lacks the entry point.
    pub fn uninitialized_buffer(&self, ty: BufferType, dims: &[i64], device: usize) -> Result<Buffer, PjrtError> {
        let inner = &self.inner;
        let dev = inner.check_device(device)?;
        dense_byte_size(ty, dims)?;
        let mut args = ffi::PJRT_Client_CreateUninitializedBuffer_Args::new();
        args.client = inner.raw;
        args.shape_dims = dims.as_ptr();
        args.shape_num_dims = dims.len();
        args.shape_element_type = ty.to_raw();
        args.device = dev.raw;
        inner.api().client_create_uninitialized_buffer(&mut args)?;
        Buffer::from_raw(inner.clone(), args.buffer, ty, dims.to_vec(), device)
    }

    /// Compiles a StableHLO program (MLIR text, program format `"mlir"`) with the default
    /// options: one replica, one partition, portable (runs on any device index).
    ///
    /// `sig` is what every execution is checked against. Its results are checked against the
    /// compiled program here; its parameters cannot be (the C API does not report them), so the
    /// caller must keep them true to the program.
    pub fn compile(&self, mlir_text: &str, sig: Signature) -> Result<Executable, PjrtError> {
        self.compile_with_options(mlir_text, sig, &CompileOptions::default())
    }

    pub fn compile_with_options(
        &self,
        mlir_text: &str,
        sig: Signature,
        options: &CompileOptions,
    ) -> Result<Executable, PjrtError> {
        if mlir_text.trim().is_empty() {
            return Err(invalid("the program text is empty"));
        }
        if options.num_replicas != 1 || options.num_partitions != 1 {
            return Err(invalid(
                "only single-replica, single-partition programs are supported",
            ));
        }
        sig.validate()?;
        let inner = &self.inner;
        let encoded = options.encode();
        let program = ffi::PJRT_Program::mlir(mlir_text);
        let mut args = ffi::PJRT_Client_Compile_Args::new();
        args.client = inner.raw;
        args.program = &program;
        args.compile_options = encoded.as_ptr().cast();
        args.compile_options_size = encoded.len();
        inner.api().client_compile(&mut args)?;
        Executable::from_loaded(inner.clone(), args.executable, sig)
    }

    /// Loads an executable produced by [`Executable::serialize`] on the same plugin build.
    pub fn deserialize_executable(
        &self,
        bytes: &[u8],
        sig: Signature,
    ) -> Result<Executable, PjrtError> {
        if bytes.is_empty() {
            return Err(invalid("the serialized executable is empty"));
        }
        sig.validate()?;
        let inner = &self.inner;
        let mut args = ffi::PJRT_Executable_DeserializeAndLoad_Args::new();
        args.client = inner.raw;
        args.serialized_executable = bytes.as_ptr().cast();
        args.serialized_executable_size = bytes.len();
        inner.api().executable_deserialize_and_load(&mut args)?;
        Executable::from_loaded(inner.clone(), args.loaded_executable, sig)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn cpu_devices_follow_the_cores_between_2_and_4() {
        let counts: Vec<i64> = [1, 2, 3, 4, 8, 64].into_iter().map(super::cpu_device_count).collect();
        assert_eq!(counts, [2, 2, 3, 4, 4, 4]);
    }
}
