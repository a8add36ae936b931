//! The key of a warm-start entry (`torch_pjrt._warm`): what of a Dynamo graph and its example
//! inputs decides what AOTAutograd makes of it, hashed; and where entries live.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyTuple};
use sha2::{Digest, Sha256};
use std::collections::{HashMap, HashSet};

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The folder AOTAutograd entries live in (`<TORCH_PJRT_CACHE_DIR>/aot`), created user-only;
/// None when the cache is off or the folder cannot be made.
#[pyfunction]
pub fn aot_cache_dir() -> Option<String> {
    tpj_engine::cache::subdir("aot").map(|p| p.to_string_lossy().into_owned())
}

/// What decides the graphs a warm start stores besides torch: the Python sources that shape
/// them (by content) and the native module (by size and modification time: a rebuilt engine
/// reads stored descriptions anew), with the package version.
#[pyfunction]
pub fn sources_digest(version: &str, sources: Vec<String>, native: &str) -> String {
    let mut h = Sha256::new();
    h.update(version.as_bytes());
    for path in sources {
        h.update(std::fs::read(path).unwrap_or_else(|_| b"?".to_vec()));
    }
    if let Ok(m) = std::fs::metadata(native) {
        use std::os::unix::fs::MetadataExt;
        h.update(format!("{}:{}", m.len(), m.mtime_nsec() + m.mtime() * 1_000_000_000).as_bytes());
    }
    hex(&h.finalize())
}

/// The hash of what of a Dynamo graph and its example inputs changes AOTAutograd's result:
/// every submodule's code (each must be an FX graph module whose nodes torch's cache calls
/// safe, holding no tensor but its parameters and buffers) and every input's metadata, with
/// which inputs share a storage. Raises ValueError (why) for a graph it cannot key safely:
/// dynamic shapes, tensor subclasses, tensor constants held as attributes.
#[pyfunction]
pub fn graph_key(py: Python<'_>, gm: &Bound<'_, PyAny>, example_inputs: &Bound<'_, PyAny>) -> PyResult<String> {
    let compat = py.import("torch_pjrt._torch_compat")?;
    let torch = py.import("torch")?;
    let not_cacheable = |why: String| Err(PyValueError::new_err(why));
    let why = compat.getattr("uncacheable_trace")?.call1((gm,))?;
    if !why.is_none() {
        return not_cacheable(why.str()?.to_string());
    }
    let check_node_safe = compat.getattr("aot_cache_pieces")?.call0()?.get_item(1)?;
    let (tensor, graph_module) = (torch.getattr("Tensor")?, torch.getattr("fx")?.getattr("GraphModule")?);
    let mut owned = HashSet::new();
    for t in gm.call_method0("parameters")?.try_iter()?.chain(gm.call_method0("buffers")?.try_iter()?) {
        owned.insert(t?.as_ptr() as usize);
    }
    let parts = PyList::empty(py);
    for m in gm.call_method0("named_modules")?.try_iter()? {
        let (name, module): (String, Bound<'_, PyAny>) = m?.extract()?;
        if !module.is_instance(&graph_module)? {
            return not_cacheable(format!("submodule {name} of type {}", module.get_type().name()?));
        }
        for v in module.getattr("__dict__")?.call_method0("values")?.try_iter()? {
            let v = v?;
            if v.is_instance(&tensor)? && !owned.contains(&(v.as_ptr() as usize)) {
                return not_cacheable("tensor constants held as attributes".into());
            }
        }
        for n in module.getattr("graph")?.getattr("nodes")?.try_iter()? {
            check_node_safe.call1((n?,))?;
        }
        parts.append((name, module.getattr("code")?))?;
    }
    let (sym_int, parameter) = (torch.getattr("SymInt")?, torch.getattr("nn")?.getattr("Parameter")?);
    let mut storages: HashMap<String, usize> = HashMap::new();
    for a in example_inputs.try_iter()? {
        let a = a?;
        if a.is_instance(&tensor)? {
            if !compat.getattr("is_plain_tensor_type")?.call1((&a,))?.is_truthy()? {
                return not_cacheable(format!("input of type {}", a.get_type().name()?));
            }
            let ints = |v: Bound<'_, PyAny>| -> PyResult<bool> { Ok(v.try_iter()?.all(|d| d.is_ok_and(|d| d.downcast::<PyInt>().is_ok()))) };
            let offset = a.call_method0("storage_offset")?;
            if !ints(a.getattr("shape")?)? || !ints(a.call_method0("stride")?)? || offset.downcast::<PyInt>().is_err() {
                return not_cacheable("dynamic shapes".into());
            }
            let facts = compat.getattr("tensor_key_facts")?.call1((&a,))?;
            let storage = facts.get_item(3)?.str()?.to_string();
            let next = storages.len();
            let alias = *storages.entry(storage).or_insert(next);
            let param = a.is_instance(&parameter)? || facts.get_item(1)?.is_truthy()?;
            let (flag, call) = (|f: &str| a.getattr(f), |f: &str| a.call_method0(f));
            let fact = (
                ("t", a.getattr("dtype")?.str()?, a.getattr("shape")?.repr()?, call("stride")?, offset),
                (a.getattr("device")?.str()?, a.getattr("layout")?.str()?, flag("requires_grad")?, flag("is_leaf")?, facts.get_item(0)?),
                (call("is_inference")?, call("is_conj")?, call("is_neg")?, param, facts.get_item(2)?, alias),
            );
            parts.append(fact)?;
        } else if (a.downcast::<PyBool>().is_ok() || a.downcast::<PyInt>().is_ok() || a.downcast::<PyFloat>().is_ok()) && !a.is_instance(&sym_int)? {
            parts.append(("c", a.get_type().name()?, &a))?;
        } else {
            return not_cacheable(format!("input of type {}", a.get_type().name()?));
        }
    }
    let text = PyTuple::new(py, [parts])?.repr()?.to_string();
    Ok(hex(&Sha256::digest(text.as_bytes())))
}

/// Entry files are named by a hash of their content (`name_of(bytes)`, torch's): removes those
/// that no longer match, so a damaged entry is rebuilt rather than read. Returns (good files,
/// dropped files), or None when the entry's folder cannot be read (no entry).
#[pyfunction]
pub fn drop_damaged(folder: &str, name_of: &Bound<'_, PyAny>) -> PyResult<Option<(usize, usize)>> {
    let Ok(entries) = std::fs::read_dir(folder) else { return Ok(None) };
    let (mut good, mut dropped) = (0, 0);
    for e in entries.flatten() {
        let path = e.path();
        let ok = match std::fs::read(&path) {
            Ok(bytes) => name_of.call1((pyo3::types::PyBytes::new(name_of.py(), &bytes),))?.str()?.to_str()? == e.file_name().to_string_lossy(),
            Err(_) => false,
        };
        if ok {
            good += 1;
        } else {
            dropped += 1;
            let _ = std::fs::remove_file(&path);
        }
    }
    Ok(Some((good, dropped)))
}
