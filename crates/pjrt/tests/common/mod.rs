//! Shared setup: find the CPU plugin and share one client per test binary.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use tpj_pjrt::{locate, Client, Plugin, PluginChoice, PluginKind};

/// The CPU plugin: `TORCH_PJRT_CPU_PLUGIN`, else found on Python's `sys.path`. Panics (the test
/// fails) with instructions when it is missing; tests never pass silently without a plugin.
pub fn cpu_plugin_path() -> PathBuf {
    if let Ok(p) = std::env::var("TORCH_PJRT_CPU_PLUGIN") {
        let p = PathBuf::from(p);
        assert!(
            p.is_file(),
            "TORCH_PJRT_CPU_PLUGIN={} is not a file",
            p.display()
        );
        return p;
    }
    let out = std::process::Command::new("python3")
        .args(["-c", "import sys; print('\\n'.join(sys.path))"])
        .output()
        .expect("python3 is needed to find the CPU plugin (or set TORCH_PJRT_CPU_PLUGIN)");
    let paths: Vec<PathBuf> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(PathBuf::from)
        .collect();
    match locate(&PluginChoice::Cpu, &paths) {
        Ok((_, path)) => path,
        Err(e) => {
            panic!("these tests need the XLA CPU PJRT plugin: {e} (or set TORCH_PJRT_CPU_PLUGIN)")
        }
    }
}

pub fn plugin() -> Arc<Plugin> {
    Plugin::load(&cpu_plugin_path(), PluginKind::Cpu).expect("loading the CPU plugin")
}

pub fn client() -> Arc<Client> {
    static CLIENT: OnceLock<Arc<Client>> = OnceLock::new();
    CLIENT
        .get_or_init(|| Client::create(plugin()).expect("creating a CPU client"))
        .clone()
}

pub const ADD_F32: &str = r#"module @m {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;

pub fn f32_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

pub fn bytes_f32(b: &[u8]) -> Vec<f32> {
    b.chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}
