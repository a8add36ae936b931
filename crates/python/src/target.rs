//! Compile-only targets for Python (`torch_pjrt.target`): compile a StableHLO program for a
//! device this host does not have and return XLA's cost and memory analysis.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;

use pyo3::prelude::*;
use pyo3::types::PyDict;
use tpj_engine::EngineError;
use tpj_pjrt::{GpuSpec, PjrtError, PluginChoice, PluginErrorCode, Topology};

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

/// What a target name resolves to: a libtpu topology by name, or a GPU we describe
/// (`tpj_pjrt::gpu_target`) compiled for by the CUDA plugin.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Target {
    Tpu(String),
    Gpu(&'static GpuSpec),
}

impl Target {
    /// The key of its topology in this process's map and the name the plugin gets.
    fn name(&self) -> String {
        match self {
            Target::Tpu(name) => name.clone(),
            Target::Gpu(spec) => spec.short_name.to_string(),
        }
    }
}

/// What `target` names: a short TPU name, a TPU topology (`v6e:2x2`), or a GPU (`h100`).
pub(crate) fn resolve(target: &str) -> Result<Target, PjrtError> {
    let t = target.trim().to_ascii_lowercase();
    if let Some((_, full)) = SHORT_NAMES.iter().find(|(short, _)| *short == t) {
        return Ok(Target::Tpu((*full).to_string()));
    }
    if let Some(spec) = tpj_pjrt::gpu_spec(&t) {
        return Ok(Target::Gpu(spec));
    }
    if t.contains(':') {
        return Ok(Target::Tpu(t));
    }
    Err(PjrtError::InvalidSetting {
        setting: "target",
        value: target.to_string(),
        valid: "v4, v5e, v5p, v6e, tpu7x, a TPU topology such as v6e:2x2 or tpu7x:2x2x1, or a GPU: h100, h200",
    })
}

/// Topologies by name, created once per process (libtpu's first one takes ~10 ms, but each
/// holds the compiler's state for that chip).
fn topology(target: &Target, search_paths: &[PathBuf]) -> Result<Arc<Topology>, PjrtError> {
    static MAP: OnceLock<Mutex<HashMap<String, Arc<Topology>>>> = OnceLock::new();
    let mut map = MAP.get_or_init(Default::default).lock().unwrap_or_else(|p| p.into_inner());
    let name = target.name();
    if let Some(t) = map.get(&name) {
        return Ok(t.clone());
    }
    let topo = match target {
        Target::Tpu(name) => {
            let (kind, path) = tpj_pjrt::locate(&PluginChoice::Tpu, search_paths)?;
            Topology::create(tpj_pjrt::Plugin::load_compile_only(&path, kind)?, name)?
        }
        Target::Gpu(spec) => {
            let (kind, path) = tpj_pjrt::locate(&PluginChoice::Cuda, search_paths)?;
            let plugin = tpj_pjrt::Plugin::load_compile_only(&path, kind)?;
            Topology::create_with_options(plugin, spec.short_name, &spec.create_options())?
        }
    };
    map.insert(name, topo.clone());
    Ok(topo)
}

fn err(py: Python<'_>, e: PjrtError) -> PyErr {
    to_py(py, EngineError::from(e))
}

/// Describes a compile-only target: its topology name, platform, compiler version, devices.
#[pyfunction]
pub(crate) fn target_info(py: Python<'_>, target: &str, search_paths: Vec<String>) -> PyResult<Py<PyDict>> {
    let paths: Vec<PathBuf> = search_paths.into_iter().map(PathBuf::from).collect();
    let resolved = resolve(target).map_err(|e| err(py, e))?;
    let topo = py.allow_threads(|| topology(&resolved, &paths)).map_err(|e| err(py, e))?;
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
    let resolved = resolve(target).map_err(|e| err(py, e))?;
    let (seconds, cost, memory) = py
        .allow_threads(|| {
            let topo = topology(&resolved, &paths)?;
            let t0 = Instant::now();
            let compiled = topo.compile(program)?;
            let seconds = t0.elapsed().as_secs_f64();
            // The CUDA plugin compiles for a GPU but answers "GetCostAnalysis is not
            // supported" (jax-cuda13-pjrt 0.10.2): the program still compiled, so its memory
            // analysis stands and the cost is reported missing with the plugin's words.
            let cost = match compiled.cost_analysis() {
                Ok(c) => Ok(c),
                Err(PjrtError::Plugin { code: PluginErrorCode::Unimplemented, message, .. }) => Err(message),
                Err(e) => return Err(e),
            };
            Ok::<_, PjrtError>((seconds, cost, compiled.memory_analysis()?))
        })
        .map_err(|e| err(py, e))?;
    let d = PyDict::new(py);
    d.set_item("seconds", seconds)?;
    match &cost {
        Ok(cost) => {
            let c = PyDict::new(py);
            for (k, v) in &cost.properties {
                c.set_item(k, v)?;
            }
            d.set_item("cost", c)?;
        }
        Err(message) => {
            d.set_item("cost", py.None())?;
            d.set_item("cost_unavailable", message)?;
        }
    }
    let m = memory_dict(py, &memory)?;
    d.set_item("memory", m)?;
    Ok(d.unbind())
}

fn memory_dict<'py>(py: Python<'py>, memory: &tpj_pjrt::MemoryAnalysis) -> PyResult<Bound<'py, PyDict>> {
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
    m.set_item("device_total_bytes", memory.device_total_bytes())?;
    Ok(m)
}

/// Starts the census of programs (`tpj_engine::census`): every program compiled from now on
/// is recorded with its launches.
#[pyfunction]
pub(crate) fn census_enable() {
    tpj_engine::census::enable();
}

/// The census: one dict per program (`what`, `text`, `launches` since the last reset,
/// `dtype`: its compute dtype); with `analyse`, also XLA's `cost` and `memory` analysis of it
/// compiled for this process's plugin (or `error`). `reset` zeroes the launch counts after.
#[pyfunction]
#[pyo3(signature = (reset=false, analyse=false))]
pub(crate) fn census_take(py: Python<'_>, reset: bool, analyse: bool) -> PyResult<Vec<Py<PyDict>>> {
    let programs = tpj_engine::census::take(reset);
    let mut out = Vec::with_capacity(programs.len());
    for p in &programs {
        let d = PyDict::new(py);
        d.set_item("what", &p.what)?;
        d.set_item("text", &p.text)?;
        d.set_item("launches", p.launches)?;
        d.set_item("dtype", &p.dtype)?;
        if analyse {
            match py.allow_threads(|| tpj_engine::census::analyse_here(p)) {
                Ok((cost, memory)) => {
                    let c = PyDict::new(py);
                    for (k, v) in &cost.properties {
                        c.set_item(k, v)?;
                    }
                    d.set_item("cost", c)?;
                    match memory {
                        Some(m) => d.set_item("memory", memory_dict(py, &m)?)?,
                        None => d.set_item("memory", py.None())?,
                    }
                }
                Err(e) => d.set_item("error", e.to_string())?,
            }
        }
        out.push(d.unbind());
    }
    Ok(out)
}

fn get_f64(d: &Bound<'_, PyDict>, key: &str, what: &str) -> PyResult<f64> {
    match d.get_item(key)? {
        Some(v) => v.extract::<f64>().map_err(|_| pyo3::exceptions::PyValueError::new_err(format!("{what}: `{key}` must be a number"))),
        None => Err(pyo3::exceptions::PyValueError::new_err(format!("{what}: `{key}` is missing"))),
    }
}

/// A step's time on a chip from its programs' costs: the roofline of `tpj_pjrt::roofline`.
/// `chip`: `name`, `peak_flops` ({dtype: flops/s}), `memory_bytes_per_s`, `memory_bytes`,
/// `launch_seconds`, optional `transcendentals_per_s`. Each program: `flops`,
/// `transcendentals`, `bytes_accessed`, `device_bytes`, `dtype`, `launches` (per step).
/// Bad figures raise ValueError naming them.
#[pyfunction]
pub(crate) fn roofline(py: Python<'_>, chip: &Bound<'_, PyDict>, programs: Vec<Bound<'_, PyDict>>) -> PyResult<Py<PyDict>> {
    use tpj_pjrt::roofline::{estimate_step, Chip, ProgramCost};
    let value_error = pyo3::exceptions::PyValueError::new_err;
    let name: String = chip.get_item("name")?.map(|v| v.extract()).transpose()?.unwrap_or_else(|| "chip".into());
    let peaks: HashMap<String, f64> = chip
        .get_item("peak_flops")?
        .ok_or_else(|| value_error(format!("chip {name}: `peak_flops` is missing")))?
        .extract()
        .map_err(|_| value_error(format!("chip {name}: `peak_flops` must map dtypes to numbers")))?;
    let mut peak_flops: Vec<(String, f64)> = peaks.into_iter().collect();
    peak_flops.sort_by(|a, b| a.0.cmp(&b.0));
    let what = format!("chip {name}");
    let c = Chip {
        name: name.clone(),
        peak_flops,
        transcendentals_per_s: match chip.get_item("transcendentals_per_s")? {
            Some(v) if !v.is_none() => Some(get_f64(chip, "transcendentals_per_s", &what)?),
            _ => None,
        },
        memory_bytes_per_s: get_f64(chip, "memory_bytes_per_s", &what)?,
        memory_bytes: get_f64(chip, "memory_bytes", &what)?,
        launch_seconds: get_f64(chip, "launch_seconds", &what)?,
    };
    let mut costs = Vec::with_capacity(programs.len());
    for (i, p) in programs.iter().enumerate() {
        let what = format!("program {i}");
        costs.push(ProgramCost {
            flops: get_f64(p, "flops", &what)?,
            transcendentals: get_f64(p, "transcendentals", &what)?,
            bytes_accessed: get_f64(p, "bytes_accessed", &what)?,
            device_bytes: get_f64(p, "device_bytes", &what)?,
            dtype: p.get_item("dtype")?.map(|v| v.extract()).transpose()?.unwrap_or_else(|| "f32".to_string()),
            launches: get_f64(p, "launches", &what)?,
        });
    }
    let s = estimate_step(&c, &costs).map_err(|e| value_error(e.to_string()))?;
    let d = PyDict::new(py);
    d.set_item("seconds", s.seconds)?;
    d.set_item("compute_bound_seconds", s.compute_bound_seconds)?;
    d.set_item("memory_bound_seconds", s.memory_bound_seconds)?;
    d.set_item("launch_total_seconds", s.launch_total_seconds)?;
    d.set_item("launches", s.launches)?;
    d.set_item("peak_device_bytes", s.peak_device_bytes)?;
    d.set_item("fits", s.fits)?;
    let mut rows = Vec::with_capacity(s.programs.len());
    for e in &s.programs {
        let r = PyDict::new(py);
        r.set_item("seconds", e.seconds)?;
        r.set_item("compute_seconds", e.compute_seconds)?;
        r.set_item("memory_seconds", e.memory_seconds)?;
        r.set_item("launch_seconds", e.launch_seconds)?;
        r.set_item("bound", e.bound.to_string())?;
        r.set_item("peak_flops", e.peak_flops)?;
        rows.push(r);
    }
    d.set_item("programs", rows)?;
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
    fn short_names_full_topologies_and_gpus() {
        use super::{resolve, Target};
        assert_eq!(resolve("V6E").unwrap(), Target::Tpu("v6e:1x1".into()));
        assert_eq!(resolve("tpu7x").unwrap(), Target::Tpu("tpu7x:1x1x1".into()));
        assert_eq!(resolve("v5e:2x2").unwrap(), Target::Tpu("v5e:2x2".into()));
        assert_eq!(resolve("H200").unwrap(), Target::Gpu(&tpj_pjrt::gpu_target::H200));
        let e = resolve("a100").unwrap_err().to_string();
        assert!(e.contains("\"a100\"") && e.contains("v6e:2x2") && e.contains("h100"), "{e}");
    }
}
