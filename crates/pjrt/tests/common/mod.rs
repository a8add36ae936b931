//! Shared setup: the plugin under test and one client per test binary.
//!
//! The plugin is the XLA CPU plugin unless `TORCH_PJRT_TEST_PLUGIN=/path/to/plugin.so` names
//! another (`TORCH_PJRT_TEST_PLUGIN_KIND=cpu|cuda|tpu|custom`, default: guessed from the file
//! name): the same tests then run on a GPU or a TPU. [`tpj_pjrt::test_plugin`] finds it; without
//! one every test fails saying how to provide it, or, under `TPJ_SKIP_PLUGIN_TESTS=1`, reports
//! itself skipped ([`needs_plugin!`]). A test that only holds for one kind of plugin (the CPU's
//! device count, memory figures, platform name) branches on [`kind`] or prints why it skips a
//! part with [`skip`]; nothing passes silently.
#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use tpj_pjrt::{Client, OptionValue, Plugin, PluginKind};

/// Begins a test that needs the plugin: returns from it when the plugin is missing and the
/// tests are asked to skip (the finder has printed `SKIPPED <test>: <why>`); fails it when the
/// plugin is missing otherwise.
macro_rules! needs_plugin {
    () => {
        if tpj_pjrt::test_plugin().is_none() {
            return;
        }
    };
}
pub(crate) use needs_plugin;

/// The plugin under test and its kind (call [`needs_plugin!`] first).
pub fn plugin_under_test() -> (PathBuf, PluginKind) {
    static SAID: OnceLock<()> = OnceLock::new();
    let (kind, path) = tpj_pjrt::test_plugin().expect("the test begins with needs_plugin!()");
    SAID.get_or_init(|| eprintln!("testing the {kind} plugin {}", path.display()));
    (path, kind)
}

pub fn kind() -> PluginKind {
    plugin_under_test().1
}

pub fn plugin_path() -> PathBuf {
    plugin_under_test().0
}

/// Says, on stderr, which part of a test does not apply to the plugin under test.
pub fn skip(test: &str, why: &str) {
    // Past the harness's capture of `eprintln!`, which hides a passing test's output.
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED on the {} plugin: {test}: {why}", kind());
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
