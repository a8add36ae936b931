//! Shared setup: find the plugin under test and share one client per test binary.
//!
//! The plugin is the XLA CPU plugin unless `TORCH_PJRT_TEST_PLUGIN=/path/to/plugin.so` names
//! another (`TORCH_PJRT_TEST_PLUGIN_KIND=cpu|cuda|tpu|custom`, default: guessed from the file
//! name): the same tests then run on a GPU or a TPU. A test that only holds for one kind of
//! plugin (the CPU's device count, memory figures, platform name) branches on [`kind`] or
//! prints why it skips a part with [`skip`]; nothing passes silently.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use tpj_pjrt::{locate, Client, OptionValue, Plugin, PluginChoice, PluginKind};

pub const TEST_PLUGIN: &str = "TORCH_PJRT_TEST_PLUGIN";
pub const TEST_PLUGIN_KIND: &str = "TORCH_PJRT_TEST_PLUGIN_KIND";

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

/// The plugin under test and its kind.
pub fn plugin_under_test() -> (PathBuf, PluginKind) {
    static CHOICE: OnceLock<(PathBuf, PluginKind)> = OnceLock::new();
    CHOICE
        .get_or_init(|| {
            let Some(p) = std::env::var_os(TEST_PLUGIN).filter(|p| !p.is_empty()) else {
                return (cpu_plugin_path(), PluginKind::Cpu);
            };
            let p = PathBuf::from(p);
            assert!(p.is_file(), "{TEST_PLUGIN}={} is not a file", p.display());
            let kind = match std::env::var(TEST_PLUGIN_KIND).unwrap_or_default().trim() {
                "" => tpj_pjrt::kind_of_path(&p),
                "cpu" => PluginKind::Cpu,
                "cuda" | "gpu" => PluginKind::Cuda,
                "tpu" => PluginKind::Tpu,
                "custom" => PluginKind::Custom,
                k => panic!("{TEST_PLUGIN_KIND}={k}: expected cpu, cuda, tpu or custom"),
            };
            eprintln!("testing the {kind} plugin {}", p.display());
            (p, kind)
        })
        .clone()
}

pub fn kind() -> PluginKind {
    plugin_under_test().1
}

pub fn plugin_path() -> PathBuf {
    plugin_under_test().0
}

/// Says, on stderr, which part of a test does not apply to the plugin under test.
pub fn skip(test: &str, why: &str) {
    eprintln!("SKIPPED on the {} plugin: {test}: {why}", kind());
}

pub fn plugin() -> Arc<Plugin> {
    let (path, kind) = plugin_under_test();
    Plugin::load(&path, kind).unwrap_or_else(|e| panic!("loading the {kind} plugin: {e}"))
}

pub fn client() -> Arc<Client> {
    static CLIENT: OnceLock<Arc<Client>> = OnceLock::new();
    CLIENT
        .get_or_init(|| {
            Client::create(plugin()).unwrap_or_else(|e| panic!("creating a {} client: {e}", kind()))
        })
        .clone()
}

/// A second client with one device (CPU: one device; others: the plugin's defaults).
pub fn another_client() -> Arc<Client> {
    match kind() {
        PluginKind::Cpu => Client::create_with_options(
            plugin(),
            &[("cpu_device_count".into(), OptionValue::Int(1))],
        ),
        _ => Client::create(plugin()),
    }
    .unwrap_or_else(|e| panic!("creating a second {} client: {e}", kind()))
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
