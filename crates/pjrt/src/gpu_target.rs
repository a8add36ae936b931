//! Compile-only GPU targets: the description the CUDA plugin needs to compile for a GPU that
//! this host does not have.
//!
//! The CUDA plugin creates a topology without a GPU when given two create options:
//! `topology` (`"<slices>x<hosts>x<devices>"`) and `target_config`, a `GpuTargetConfigProto` in
//! protobuf text format that stands in for what the driver would report about the device. The
//! figures below are ours, written from NVIDIA's published specifications (sources beside each
//! chip, checked on the date in [`SOURCES_DATE`]); where NVIDIA publishes a figure per compute
//! capability rather than per product (shared memory, registers, thread limits), the CUDA C++
//! Programming Guide's table for compute capability 9.0 is the source.

use crate::client::OptionValue;
use crate::error::{invalid, PjrtError};

/// When the sources below were read.
pub const SOURCES_DATE: &str = "2026-12-06";

/// What XLA's GPU compiler needs to know about a device, as NVIDIA publishes it.
#[derive(Debug, Clone, PartialEq)]
pub struct GpuSpec {
    /// Our short name (`h100`), as `bench estimate --target` takes it.
    pub short_name: &'static str,
    /// The name the driver reports (`nvidia-smi`), which XLA keeps as the device description.
    pub device_name: &'static str,
    pub compute_capability: (u32, u32),
    /// Streaming multiprocessors.
    pub sm_count: u32,
    /// FP32 lanes per SM.
    pub fp32_lanes_per_sm: u32,
    pub boost_clock_ghz: f32,
    /// HBM, in bytes as the vendor counts them (decimal gigabytes).
    pub memory_bytes: i64,
    pub memory_bytes_per_s: i64,
    pub l2_cache_bytes: i64,
    pub shared_memory_per_sm: i64,
    pub shared_memory_per_block: i64,
    pub shared_memory_per_block_optin: i64,
    pub registers_per_sm: i64,
    pub registers_per_block: i64,
    pub threads_per_sm: i64,
    pub threads_per_block: i64,
    pub sources: &'static [&'static str],
}

const KIB: i64 = 1024;

/// Figures every compute-capability-9.0 part shares (CUDA C++ Programming Guide, "Technical
/// Specifications per Compute Capability"): 228 KiB of shared memory per SM of which a block
/// may opt in to 227 KiB (48 KiB without opting in), 64 Ki 32-bit registers per SM and per
/// block, 2048 resident threads per SM, 1024 per block.
const CC90_GUIDE: &str = "https://docs.nvidia.com/cuda/cuda-c-programming-guide/index.html#features-and-technical-specifications (compute capability 9.0)";
const HOPPER_WHITEPAPER: &str =
    "https://resources.nvidia.com/en-us-tensor-core/gtc22-whitepaper-hopper (H100 SXM5: 132 SMs, 128 FP32 lanes per SM, 50 MB L2)";

/// NVIDIA H100 SXM, 80 GB HBM3.
pub const H100: GpuSpec = GpuSpec {
    short_name: "h100",
    device_name: "NVIDIA H100 80GB HBM3",
    compute_capability: (9, 0),
    sm_count: 132,
    fp32_lanes_per_sm: 128,
    boost_clock_ghz: 1.98,
    memory_bytes: 80_000_000_000,
    memory_bytes_per_s: 3_350_000_000_000,
    l2_cache_bytes: 50 * KIB * KIB,
    shared_memory_per_sm: 228 * KIB,
    shared_memory_per_block: 48 * KIB,
    shared_memory_per_block_optin: 227 * KIB,
    registers_per_sm: 64 * KIB,
    registers_per_block: 64 * KIB,
    threads_per_sm: 2048,
    threads_per_block: 1024,
    sources: &[
        "https://www.nvidia.com/en-us/data-center/h100/ (H100 SXM datasheet: 80 GB, 3.35 TB/s)",
        HOPPER_WHITEPAPER,
        CC90_GUIDE,
    ],
};

/// NVIDIA H200 SXM, 141 GB HBM3e: the H100's GH100 die with more and faster memory.
pub const H200: GpuSpec = GpuSpec {
    short_name: "h200",
    device_name: "NVIDIA H200",
    memory_bytes: 141_000_000_000,
    memory_bytes_per_s: 4_800_000_000_000,
    sources: &[
        "https://www.nvidia.com/en-us/data-center/h200/ (H200 SXM datasheet: 141 GB, 4.8 TB/s, the H100's compute figures)",
        HOPPER_WHITEPAPER,
        CC90_GUIDE,
    ],
    ..H100
};

/// Every GPU we describe.
pub const GPUS: &[&GpuSpec] = &[&H100, &H200];

/// The spec named `short_name` (`h100`, `h200`; case-insensitive).
pub fn gpu_spec(short_name: &str) -> Option<&'static GpuSpec> {
    let n = short_name.trim().to_ascii_lowercase();
    GPUS.iter().copied().find(|g| g.short_name == n)
}

impl GpuSpec {
    /// The `GpuTargetConfigProto` in protobuf text format.
    pub fn target_config(&self) -> String {
        let (major, minor) = self.compute_capability;
        let mut t = String::new();
        t.push_str("gpu_device_info {\n");
        let mut field = |name: &str, value: String| t.push_str(&format!("  {name}: {value}\n"));
        field("threads_per_block_limit", self.threads_per_block.to_string());
        field("threads_per_warp", "32".into());
        field("shared_memory_per_block", self.shared_memory_per_block.to_string());
        field("shared_memory_per_core", self.shared_memory_per_sm.to_string());
        field("threads_per_core_limit", self.threads_per_sm.to_string());
        field("core_count", self.sm_count.to_string());
        field("fpus_per_core", self.fp32_lanes_per_sm.to_string());
        // CUDA's grid limits for every compute capability since 3.0.
        field("block_dim_limit_x", "2147483647".into());
        field("block_dim_limit_y", "65535".into());
        field("block_dim_limit_z", "65535".into());
        field("memory_bandwidth", self.memory_bytes_per_s.to_string());
        field("l2_cache_size", self.l2_cache_bytes.to_string());
        field("clock_rate_ghz", format!("{}", self.boost_clock_ghz));
        field("device_memory_size", self.memory_bytes.to_string());
        field("shared_memory_per_block_optin", self.shared_memory_per_block_optin.to_string());
        field("registers_per_core_limit", self.registers_per_sm.to_string());
        field("registers_per_block_limit", self.registers_per_block.to_string());
        t.push_str(&format!("  cuda_compute_capability {{ major: {major} minor: {minor} }}\n"));
        t.push_str("}\n");
        t.push_str("platform_name: \"CUDA\"\n");
        // A cuDNN 9 (the major version jax-cuda13-pjrt's wheels use): the compiler decides
        // which cuDNN fusions it may emit by it. Nothing runs, so no cuDNN is loaded.
        t.push_str("dnn_version_info { major: 9 minor: 8 patch: 0 }\n");
        t.push_str(&format!("device_description_str: \"{}\"\n", self.device_name));
        t
    }

    /// The topology create options for one of these GPUs.
    pub fn create_options(&self) -> Vec<(String, OptionValue)> {
        vec![
            ("topology".into(), OptionValue::Str("1x1x1".into())),
            ("target_config".into(), OptionValue::Str(self.target_config())),
        ]
    }
}

/// Checks the CUDA plugin's topology options before the call: both present, strings, the shape
/// three positive integers, the config non-empty text.
pub(crate) fn validate_cuda_topology_options(options: &[(String, OptionValue)]) -> Result<(), PjrtError> {
    let get = |name: &str| options.iter().find(|(n, _)| n == name).map(|(_, v)| v);
    match get("topology") {
        Some(OptionValue::Str(shape)) => {
            let parts: Vec<&str> = shape.split('x').collect();
            if parts.len() != 3 || !parts.iter().all(|p| p.parse::<u32>().is_ok_and(|n| n > 0)) {
                return Err(invalid(format!(
                    "the CUDA topology option \"topology\" must be \"<slices>x<hosts>x<devices>\" of positive integers (e.g. \"1x1x1\"), got {shape:?}"
                )));
            }
        }
        Some(v) => return Err(invalid(format!("the CUDA topology option \"topology\" must be a string, got {v:?}"))),
        None => {
            return Err(invalid(
                "compiling for a GPU without one needs the topology options \"topology\" (e.g. \"1x1x1\") and \"target_config\" (a GpuTargetConfigProto in text format)",
            ))
        }
    }
    match get("target_config") {
        Some(OptionValue::Str(text)) if !text.trim().is_empty() => Ok(()),
        Some(OptionValue::Str(_)) => Err(invalid("the CUDA topology option \"target_config\" is empty")),
        Some(v) => Err(invalid(format!("the CUDA topology option \"target_config\" must be a string, got {v:?}"))),
        None => Err(invalid(
            "compiling for a GPU without one needs the topology option \"target_config\" (a GpuTargetConfigProto in text format)",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn h200_is_h100_with_more_memory() {
        assert_eq!(H200.sm_count, H100.sm_count);
        assert_eq!(H200.memory_bytes, 141_000_000_000);
        assert!(H200.target_config().contains("device_memory_size: 141000000000"));
        assert!(H100.target_config().contains("cuda_compute_capability { major: 9 minor: 0 }"));
        assert_eq!(gpu_spec(" H100 "), Some(&H100));
        assert_eq!(gpu_spec("a100"), None);
    }

    #[test]
    fn cuda_topology_options_are_checked() {
        assert!(validate_cuda_topology_options(&H100.create_options()).is_ok());
        let bad = |opts: Vec<(String, OptionValue)>| validate_cuda_topology_options(&opts).unwrap_err().to_string();
        assert!(bad(vec![]).contains("needs the topology options"));
        let shape = |s: &str| vec![
            ("topology".to_string(), OptionValue::Str(s.into())),
            ("target_config".to_string(), OptionValue::Str("x: 1".into())),
        ];
        assert!(bad(shape("1x1")).contains("positive integers"));
        assert!(bad(shape("1x0x1")).contains("positive integers"));
        assert!(validate_cuda_topology_options(&shape("1x1x2")).is_ok());
        let no_config = vec![("topology".to_string(), OptionValue::Str("1x1x1".into()))];
        assert!(bad(no_config).contains("target_config"));
        let int_config = vec![
            ("topology".to_string(), OptionValue::Str("1x1x1".into())),
            ("target_config".to_string(), OptionValue::Int(3)),
        ];
        assert!(bad(int_config).contains("must be a string"));
    }
}
