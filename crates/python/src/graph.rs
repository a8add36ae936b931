//! Bindings for whole-graph compilation (`torch_pjrt.dynamo`): the FX graph
//! arrives as plain tuples (see `python/torch_pjrt/dynamo.py`), is converted
//! once, and handed to `tpj_engine::graph`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use tpj_engine::graph::{self, GArg, GraphSpec, Node, Ref};
use tpj_engine::{Slot, TRef, View};
use tpj_lowering::DType;

fn dtype(name: &str) -> PyResult<DType> {
    DType::from_name(name).ok_or_else(|| PyValueError::new_err(format!("dtype {name} is not supported on the PJRT device")))
}

fn to_ref(t: &Bound<'_, PyAny>) -> PyResult<Ref> {
    let t = t.downcast::<PyTuple>()?;
    let kind: String = t.get_item(0)?.extract()?;
    Ok(match kind.as_str() {
        "in" => Ref::Input(t.get_item(1)?.extract()?),
        "n" => Ref::Node(t.get_item(1)?.extract()?, t.get_item(2)?.extract()?),
        k => return Err(PyValueError::new_err(format!("bad graph reference kind {k}"))),
    })
}

fn num(t: &Bound<'_, PyAny>) -> PyResult<(DType, f64, i64)> {
    let (kind, f, i): (String, f64, i64) = t.extract()?;
    Ok((dtype(&kind)?, f, i))
}

fn to_arg(a: &Bound<'_, PyAny>) -> PyResult<GArg> {
    let t = a.downcast::<PyTuple>()?;
    let tag: String = t.get_item(0)?.extract()?;
    let v = || t.get_item(1);
    Ok(match tag.as_str() {
        "none" => GArg::None,
        "t" => GArg::Tensor(to_ref(&v()?)?),
        "tl" => GArg::TensorList(
            v()?.downcast::<PyList>()?.iter().map(|x| if x.is_none() { Ok(None) } else { to_ref(&x).map(Some) }).collect::<PyResult<_>>()?,
        ),
        "i" => GArg::Int(v()?.extract()?),
        "f" => GArg::Float(v()?.extract()?),
        "b" => GArg::Bool(v()?.extract()?),
        "il" => GArg::IntList(v()?.extract()?),
        "fl" => GArg::FloatList(v()?.extract()?),
        "bl" => GArg::BoolList(v()?.extract()?),
        "s" => {
            let (d, f, i) = num(&v()?)?;
            GArg::Scalar(d, f, i)
        }
        "sl" => GArg::ScalarList(v()?.downcast::<PyList>()?.iter().map(|x| num(&x)).collect::<PyResult<_>>()?),
        "str" => GArg::Str(v()?.extract()?),
        "dt" => GArg::DType(dtype(&v()?.extract::<String>()?)?),
        _ => GArg::Other,
    })
}

/// Compiles a graph: `inputs` [(dtype, dims)], `nodes` [(op, arg_names, args, mutated)], `outputs` [ref].
#[pyfunction]
pub fn graph_compile(
    py: Python<'_>,
    inputs: Vec<(String, Vec<i64>)>,
    nodes: &Bound<'_, PyList>,
    outputs: &Bound<'_, PyList>,
    device: usize,
) -> PyResult<usize> {
    let inputs = inputs.into_iter().map(|(d, dims)| Ok((dtype(&d)?, dims))).collect::<PyResult<Vec<_>>>()?;
    let mut ns = Vec::with_capacity(nodes.len());
    for n in nodes.iter() {
        let (op, arg_names, args, mutated): (String, Vec<String>, Bound<'_, PyList>, Vec<usize>) = n.extract()?;
        let args = args.iter().map(|a| to_arg(&a)).collect::<PyResult<Vec<_>>>()?;
        ns.push(Node { op, arg_names, args, mutated });
    }
    let outputs = outputs.iter().map(|o| to_ref(&o)).collect::<PyResult<Vec<_>>>()?;
    let spec = GraphSpec { inputs, nodes: ns, outputs };
    py.allow_threads(|| graph::compile(&spec, device)).map_err(|e| crate::to_py(py, e))
}

/// Output (dtype, dims) of a compiled graph.
#[pyfunction]
pub fn graph_outputs(py: Python<'_>, handle: usize) -> PyResult<Vec<(String, Vec<i64>)>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.outputs.iter().map(|(d, dims)| (d.name().to_string(), dims.clone())).collect())
}

/// Runs a compiled graph. `inputs`: (slot, dtype, sizes, strides, offset) per
/// input tensor; `outputs`: the slots of freshly allocated output tensors.
#[pyfunction]
pub fn graph_run(py: Python<'_>, handle: usize, inputs: Vec<(usize, String, Vec<i64>, Vec<i64>, i64)>, outputs: Vec<usize>) -> PyResult<()> {
    let mut trefs = Vec::with_capacity(inputs.len());
    for (slot, d, sizes, strides, offset) in inputs {
        if slot == 0 {
            return Err(PyValueError::new_err("compiled graph input without device storage"));
        }
        // SAFETY: `slot` is the data pointer of a live tpu storage, which is a Slot; the
        // Python caller holds the tensors for the duration of the call.
        let s: &Slot = unsafe { &*(slot as *const Slot) };
        trefs.push(TRef { slot: s, dtype: dtype(&d)?, view: View { sizes, strides, offset } });
    }
    // SAFETY: as above, for the output tensors' storages.
    let outs: Vec<&Slot> = outputs.iter().map(|&p| unsafe { &*(p as *const Slot) }).collect();
    py.allow_threads(|| graph::run(handle, &trefs, &outs)).map_err(|e| crate::to_py(py, e))
}

/// Indices of the inputs a compiled graph writes in place.
#[pyfunction]
pub fn graph_mutated(py: Python<'_>, handle: usize) -> PyResult<Vec<usize>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.mutated_inputs.clone())
}
