//! Compile-only targets: compiling for devices this host does not have.
//!
//! A plugin that implements `PJRT_TopologyDescription_Create` and `PJRT_Compile` describes a
//! machine by name (libtpu: `v5e:2x2`, `v6e:2x2`, `tpu7x:2x2x1`, ...) and compiles a program
//! for it without a client, so without devices: the path JAX's ahead-of-time compilation takes.
//! The result is an *unloaded* executable. It cannot run, but XLA answers two questions about
//! it: its cost analysis (flops, bytes accessed, transcendentals, as the target's cost model
//! counts them) and its memory analysis (argument, output, temporary and code bytes).
//!
//! Lifetime rules: a [`Topology`] owns its `PJRT_TopologyDescription*` and destroys it on drop;
//! a [`CompiledProgram`] owns its `PJRT_Executable*` and holds an `Arc` to the topology it was
//! compiled for, so the description outlives every program compiled against it.

use std::sync::Arc;

use crate::api::{lossy, Api};
use crate::client::{named_values, OptionValue};
use crate::compile_options::CompileOptions;
use crate::error::{invalid, PjrtError};
use crate::ffi::{self, PJRT_Executable, PJRT_TopologyDescription};
use crate::gpu_target::validate_cuda_topology_options;
use crate::plugin::{Plugin, PluginKind};

/// A description of a machine the plugin can compile for.
pub struct Topology {
    plugin: Arc<Plugin>,
    raw: *mut PJRT_TopologyDescription,
    name: String,
    platform_name: String,
    platform_version: String,
    device_kinds: Vec<String>,
}

// SAFETY: the description is immutable after creation and PJRT queries on it are thread-safe.
unsafe impl Send for Topology {}
unsafe impl Sync for Topology {}

impl std::fmt::Debug for Topology {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Topology")
            .field("name", &self.name)
            .field("platform", &self.platform_name)
            .field("devices", &self.device_kinds.len())
            .finish()
    }
}

impl Topology {
    /// Creates the topology `name` (plugin-specific; libtpu takes `<chip>:<shape>`, e.g.
    /// `v6e:2x2`). An unknown name is the plugin's error, not a crash.
    pub fn create(plugin: Arc<Plugin>, name: &str) -> Result<Arc<Topology>, PjrtError> {
        Self::create_with_options(plugin, name, &[])
    }

    /// Creates the topology `name` with create options. The CUDA plugin needs two to compile
    /// without a GPU, `topology` and `target_config` ([`crate::GpuSpec::create_options`]);
    /// they are checked here first, since a plugin may abort on a malformed option.
    pub fn create_with_options(
        plugin: Arc<Plugin>,
        name: &str,
        options: &[(String, OptionValue)],
    ) -> Result<Arc<Topology>, PjrtError> {
        if name.trim().is_empty() || name.contains('\0') {
            return Err(invalid(format!("invalid topology name {name:?}")));
        }
        for (i, (option, value)) in options.iter().enumerate() {
            if option.is_empty() || option.contains('\0') {
                return Err(invalid(format!("invalid topology option name {option:?}")));
            }
            if options[..i].iter().any(|(n, _)| n == option) {
                return Err(invalid(format!("topology option {option:?} given twice")));
            }
            if matches!(value, OptionValue::Str(s) if s.contains('\0')) {
                return Err(invalid(format!("topology option {option:?} contains a NUL byte")));
            }
        }
        if plugin.kind() == PluginKind::Cuda {
            validate_cuda_topology_options(options)?;
        }
        let api = *plugin.api();
        // Points into `options`, which outlives the call.
        let named = named_values(options);
        let mut args = ffi::PJRT_TopologyDescription_Create_Args::new();
        args.topology_name = name.as_ptr().cast();
        args.topology_name_size = name.len();
        if !named.is_empty() {
            args.create_options = named.as_ptr();
            args.num_options = named.len();
        }
        api.topology_create(&mut args)?;
        if args.topology.is_null() {
            return Err(PjrtError::Plugin {
                call: "PJRT_TopologyDescription_Create",
                code: crate::PluginErrorCode::Internal,
                message: "the plugin returned no topology".into(),
            });
        }
        // Owned from here: an early return destroys it.
        let mut topo = Topology {
            plugin,
            raw: args.topology,
            name: name.to_string(),
            platform_name: String::new(),
            platform_version: String::new(),
            device_kinds: Vec::new(),
        };
        let mut pn = ffi::PJRT_TopologyDescription_PlatformName_Args::new();
        pn.topology = topo.raw;
        api.topology_platform_name(&mut pn)?;
        // SAFETY: the string lives as long as the topology.
        topo.platform_name = unsafe { lossy(pn.platform_name, pn.platform_name_size) };
        let mut pv = ffi::PJRT_TopologyDescription_PlatformVersion_Args::new();
        pv.topology = topo.raw;
        if api.topology_platform_version(&mut pv).is_ok() {
            // SAFETY: as above.
            topo.platform_version = unsafe { lossy(pv.platform_version, pv.platform_version_size) };
        }
        let mut dd = ffi::PJRT_TopologyDescription_GetDeviceDescriptions_Args::new();
        dd.topology = topo.raw;
        api.topology_device_descriptions(&mut dd)?;
        let descriptions: &[*mut ffi::PJRT_DeviceDescription] = if dd.num_descriptions == 0 {
            &[]
        } else {
            // SAFETY: an array of this length owned by the topology.
            unsafe { std::slice::from_raw_parts(dd.descriptions, dd.num_descriptions) }
        };
        for &desc in descriptions {
            let mut kind = ffi::PJRT_DeviceDescription_Kind_Args::new();
            kind.device_description = desc;
            api.device_description_kind(&mut kind)?;
            // SAFETY: owned by the topology.
            topo.device_kinds.push(unsafe { lossy(kind.device_kind, kind.device_kind_size) });
        }
        Ok(Arc::new(topo))
    }

    /// The name it was created with.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// `"tpu"`, `"cuda"`, ...
    pub fn platform_name(&self) -> &str {
        &self.platform_name
    }

    /// The compiler's version string (libtpu's build), part of any cache key.
    pub fn platform_version(&self) -> &str {
        &self.platform_version
    }

    /// The kind of each device in the topology (`"TPU v6 lite"`, ...).
    pub fn device_kinds(&self) -> &[String] {
        &self.device_kinds
    }

    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.plugin
    }

    /// Compiles a StableHLO program (MLIR text) for one device of this topology, portable,
    /// one replica and one partition, as the runtime compiles for a real device.
    pub fn compile(self: &Arc<Self>, mlir_text: &str) -> Result<CompiledProgram, PjrtError> {
        self.compile_with_options(mlir_text, &CompileOptions::default())
    }

    pub fn compile_with_options(
        self: &Arc<Self>,
        mlir_text: &str,
        options: &CompileOptions,
    ) -> Result<CompiledProgram, PjrtError> {
        if mlir_text.trim().is_empty() {
            return Err(invalid("the program text is empty"));
        }
        if options.num_replicas < 1 || options.num_partitions < 1 {
            return Err(invalid("replica and partition counts must be at least 1"));
        }
        // Never empty (plugins abort on an empty options proto): see compile_options.rs.
        let encoded = options.encode();
        let program = ffi::PJRT_Program::mlir(mlir_text);
        let mut args = ffi::PJRT_Compile_Args::new();
        args.topology = self.raw;
        args.program = &program;
        args.compile_options = encoded.as_ptr().cast();
        args.compile_options_size = encoded.len();
        self.api().compile(&mut args)?;
        if args.executable.is_null() {
            return Err(PjrtError::Plugin {
                call: "PJRT_Compile",
                code: crate::PluginErrorCode::Internal,
                message: "the plugin returned no executable".into(),
            });
        }
        Ok(CompiledProgram {
            topology: self.clone(),
            raw: args.executable,
        })
    }

    fn api(&self) -> &Api {
        self.plugin.api()
    }
}

impl Drop for Topology {
    fn drop(&mut self) {
        let mut args = ffi::PJRT_TopologyDescription_Destroy_Args::new();
        args.topology = self.raw;
        let _ = self.plugin.api().topology_destroy(&mut args);
    }
}

/// A program compiled for a [`Topology`]: not runnable, but analysable.
pub struct CompiledProgram {
    topology: Arc<Topology>,
    raw: *mut PJRT_Executable,
}

// SAFETY: an unloaded executable is immutable; its queries are thread-safe.
unsafe impl Send for CompiledProgram {}
unsafe impl Sync for CompiledProgram {}

impl CompiledProgram {
    pub fn topology(&self) -> &Arc<Topology> {
        &self.topology
    }

    /// XLA's cost analysis of the compiled program, as the target's cost model counts it.
    pub fn cost_analysis(&self) -> Result<CostAnalysis, PjrtError> {
        cost_analysis(self.topology.api(), self.raw)
    }

    /// XLA's memory analysis of the compiled program on the target.
    pub fn memory_analysis(&self) -> Result<MemoryAnalysis, PjrtError> {
        memory_analysis(self.topology.api(), self.raw)
    }
}

impl Drop for CompiledProgram {
    fn drop(&mut self) {
        let mut a = ffi::PJRT_Executable_Destroy_Args::new();
        a.executable = self.raw;
        let _ = self.topology.api().executable_destroy(&mut a);
    }
}

/// XLA's cost analysis: named figures, every one the plugin reports, in its order. The three
/// that every XLA backend reports have accessors; a figure the plugin does not report is `None`.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CostAnalysis {
    pub properties: Vec<(String, f64)>,
}

impl CostAnalysis {
    pub fn get(&self, name: &str) -> Option<f64> {
        self.properties.iter().find(|(n, _)| n == name).map(|(_, v)| *v)
    }

    /// Floating-point operations (a multiply-add counts 2).
    pub fn flops(&self) -> Option<f64> {
        self.get("flops")
    }

    /// Bytes read and written from memory, as the cost model counts them.
    pub fn bytes_accessed(&self) -> Option<f64> {
        self.get("bytes accessed")
    }

    pub fn transcendentals(&self) -> Option<f64> {
        self.get("transcendentals")
    }
}

/// XLA's `CompiledMemoryStats`: what a program needs in the device's memory (HBM on a TPU)
/// and in host memory, in bytes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MemoryAnalysis {
    pub generated_code_bytes: i64,
    pub argument_bytes: i64,
    pub output_bytes: i64,
    /// Of the output, how much reuses argument memory (donated inputs).
    pub alias_bytes: i64,
    pub temp_bytes: i64,
    pub host_generated_code_bytes: i64,
    pub host_argument_bytes: i64,
    pub host_output_bytes: i64,
    pub host_alias_bytes: i64,
    pub host_temp_bytes: i64,
    /// The peak the compiler expects; 0 where the plugin does not compute it.
    pub peak_bytes: i64,
}

impl MemoryAnalysis {
    /// Device bytes live at once, by the sum XLA's own tools use when the plugin gives no peak:
    /// arguments + outputs - aliased + temporaries + code.
    pub fn device_total_bytes(&self) -> i64 {
        self.argument_bytes + self.output_bytes - self.alias_bytes + self.temp_bytes + self.generated_code_bytes
    }
}

pub(crate) fn cost_analysis(api: &Api, exe: *mut PJRT_Executable) -> Result<CostAnalysis, PjrtError> {
    let mut args = ffi::PJRT_Executable_GetCostAnalysis_Args::new();
    args.executable = exe;
    api.executable_get_cost_analysis(&mut args)?;
    let values: &[ffi::PJRT_NamedValue] = if args.num_properties == 0 || args.properties.is_null() {
        &[]
    } else {
        // SAFETY: an array of this length owned by the executable.
        unsafe { std::slice::from_raw_parts(args.properties, args.num_properties) }
    };
    let mut properties = Vec::with_capacity(values.len());
    for nv in values {
        // SAFETY: the name lives as long as the executable.
        let name = unsafe { lossy(nv.name, nv.name_size) };
        // SAFETY: `type_` says which member of the union the plugin wrote.
        let value = unsafe {
            match nv.type_ {
                ffi::NAMED_VALUE_FLOAT => f64::from(nv.value.float_value),
                ffi::NAMED_VALUE_INT64 => nv.value.int64_value as f64,
                ffi::NAMED_VALUE_BOOL => f64::from(u8::from(nv.value.bool_value)),
                // Strings and lists are not figures.
                _ => continue,
            }
        };
        properties.push((name, value));
    }
    Ok(CostAnalysis { properties })
}

pub(crate) fn memory_analysis(api: &Api, exe: *mut PJRT_Executable) -> Result<MemoryAnalysis, PjrtError> {
    let mut a = ffi::PJRT_Executable_GetCompiledMemoryStats_Args::new();
    a.executable = exe;
    api.executable_get_compiled_memory_stats(&mut a)?;
    Ok(MemoryAnalysis {
        generated_code_bytes: a.generated_code_size_in_bytes,
        argument_bytes: a.argument_size_in_bytes,
        output_bytes: a.output_size_in_bytes,
        alias_bytes: a.alias_size_in_bytes,
        temp_bytes: a.temp_size_in_bytes,
        host_generated_code_bytes: a.host_generated_code_size_in_bytes,
        host_argument_bytes: a.host_argument_size_in_bytes,
        host_output_bytes: a.host_output_size_in_bytes,
        host_alias_bytes: a.host_alias_size_in_bytes,
        host_temp_bytes: a.host_temp_size_in_bytes,
        peak_bytes: a.peak_memory_in_bytes,
    })
}
