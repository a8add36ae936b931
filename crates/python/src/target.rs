//! Compile-only targets for Python (`torch_pjrt.target`): compile a StableHLO program for a
//! device this host does not have and return XLA's cost and memory analysis.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tpj_engine::EngineError;
use tpj_pjrt::{PjrtError, PluginChoice, Topology};

use crate::to_py;

/// What a short target name means: `v5e` is one chip of a v5e (`v5e:1x1`). A name with a
/// shape (`v6e:2x2`) is passed to the plugin as it is.
const SHORT_NAMES: &[(&str, &str)] = &[
    ("v4", "v4:1x1x1"),
    ("v5e", "v5e:1x1"),
    ("v5p", "v5p:1x1x1"),
    ("v6e", "v6e:1x1"),
    ("tpu7x", "tpu7x:1x1x1"),
];

/// The topology name the plugin gets for `target`.
pub(crate) fn topology_name(target: &str) -> Result<String, PjrtError> {
    let t = target.trim().to_ascii_lowercase();
    if let Some((_, full)) = SHORT_NAMES.iter().find(|(short, _)| *short == t) {
        return Ok((*full).to_string());
    }
    if t.contains(':') {
        return Ok(t);
    }
    Err(PjrtError::InvalidSetting {
        setting: "target",
        value: target.to_string(),
        valid: "v4, v5e, v5p, v6e, tpu7x, or a TPU topology such as v6e:2x2 or tpu7x:2x2x1",
    })
}

/// Topologies by name, created once per process (libtpu's first one takes ~10 ms, but each
/// holds the compiler's state for that chip).
fn topology(name: &str, search_paths: &[PathBuf]) -> Result<Arc<Topology>, PjrtError> {
    static MAP: OnceLock<Mutex<HashMap<String, Arc<Topology>>>> = OnceLock::new();
    let mut map = MAP.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    if let Some(t) = map.get(name) {
        return Ok(t.clone());
    }
    let (kind, path) = tpj_pjrt::locate(&PluginChoice::Tpu, search_paths)?;
    let plugin = tpj_pjrt::Plugin::load_compile_only(&path, kind)?;
    let topo = Topology::create(plugin, name)?;
    map.insert(name.to_string(), topo.clone());
    Ok(topo)
}

fn err(py: Python<'_>, e: PjrtError) -> PyErr {
    to_py(py, EngineError::from(e))
}

/// Describes a compile-only target: its topology name, platform, compiler version, devices.
#[pyfunction]
pub(crate) fn target_info(py: Python<'_>, target: &str, search_paths: Vec<String>) -> PyResult<Py<PyDict>> {
    let paths: Vec<PathBuf> = search_paths.into_iter().map(PathBuf::from).collect();
    let name = topology_name(target).map_err(|e| err(py, e))?;
    let topo = py.allow_threads(|| topology(&name, &paths)).map_err(|e| err(py, e))?;
    let d = PyDict::new(py);
    d.set_item("target", target)?;
    d.set_item("topology", topo.name())?;
    d.set_item("platform", topo.platform_name())?;
    d.set_item("platform_version", topo.platform_version())?;
    d.set_item("device_kind", topo.device_kinds().first().cloned().unwrap_or_default())?;
    d.set_item("device_count", topo.device_kinds().len())?;
    d.set_item("plugin_path", topo.plugin().path().display().to_string())?;
    Ok(d.unbind())
}

/// Compiles `program` (StableHLO text) for `target` and returns
/// `{"seconds", "cost": {name: value}, "memory": {name: bytes}}`. A program the target's
/// compiler rejects raises `TorchPjrtError` with the compiler's message.
#[pyfunction]
pub(crate) fn target_compile(py: Python<'_>, target: &str, search_paths: Vec<String>, program: &str) -> PyResult<Py<PyDict>> {
    let paths: Vec<PathBuf> = search_paths.into_iter().map(PathBuf::from).collect();
    let name = topology_name(target).map_err(|e| err(py, e))?;
    let (seconds, cost, memory) = py
        .allow_threads(|| {
            let topo = topology(&name, &paths)?;
            let t0 = Instant::now();
            let compiled = topo.compile(program)?;
            let seconds = t0.elapsed().as_secs_f64();
            Ok::<_, PjrtError>((seconds, compiled.cost_analysis()?, compiled.memory_analysis()?))
        })
        .map_err(|e| err(py, e))?;
    let d = PyDict::new(py);
    d.set_item("seconds", seconds)?;
    let c = PyDict::new(py);
    for (k, v) in &cost.properties {
        c.set_item(k, v)?;
    }
    d.set_item("cost", c)?;
    let m = PyDict::new(py);
    m.set_item("argument_bytes", memory.argument_bytes)?;
    m.set_item("output_bytes", memory.output_bytes)?;
    m.set_item("alias_bytes", memory.alias_bytes)?;
    m.set_item("temp_bytes", memory.temp_bytes)?;
    m.set_item("generated_code_bytes", memory.generated_code_bytes)?;
    m.set_item("host_argument_bytes", memory.host_argument_bytes)?;
    m.set_item("host_output_bytes", memory.host_output_bytes)?;
    m.set_item("host_temp_bytes", memory.host_temp_bytes)?;
    m.set_item("peak_bytes", memory.peak_bytes)?;
    d.set_item("memory", m)?;
    Ok(d.unbind())
}

/// Why the registry refuses `op` (a base name: `fractional_max_pool2d`) on `platform`
/// (`"tpu"`, `"cuda"`, `"cpu"`), or None: the op's programs are never built there.
#[pyfunction]
pub(crate) fn lowering_refusal(op: &str, platform: &str) -> Option<String> {
    let platform = tpj_lowering::Platform::from_platform_name(platform);
    let def = tpj_lowering::registry().get(op)?;
    def.refused_on.iter().find(|(p, _)| *p == platform).map(|(p, reason)| format!("{op} is not lowered for {p}: {reason}"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn short_names_and_full_topologies() {
        assert_eq!(super::topology_name("V6E").unwrap(), "v6e:1x1");
        assert_eq!(super::topology_name("tpu7x").unwrap(), "tpu7x:1x1x1");
        assert_eq!(super::topology_name("v5e:2x2").unwrap(), "v5e:2x2");
        let e = super::topology_name("h100").unwrap_err().to_string();
        assert!(e.contains("\"h100\"") && e.contains("v6e:2x2"), "{e}");
    }
}
