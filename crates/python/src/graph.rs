//! Bindings for whole-graph compilation (`torch_pjrt.dynamo`): the FX graph
//! arrives as plain tuples (see `python/torch_pjrt/dynamo.py`), is converted
//! once, and handed to `tpj_engine::graph`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use tpj_engine::graph::{self, GArg, GraphSpec, Node, Ref};
use tpj_engine::pad::{Factor, Layout, Padding, SymExpr};
use tpj_engine::{EngineError, Slot, TRef, View};
use tpj_lowering::DType;

/// A dtype we cannot hold is a refusal (`NotLoweredError`), like an op without a
/// lowering: the graph can still run eagerly, with a counted CPU fallback.
fn dtype(py: Python<'_>, name: &str) -> PyResult<DType> {
    DType::from_name(name).ok_or_else(|| {
        crate::to_py(py, EngineError::Unsupported(format!("dtype {name} is not supported on the PJRT device")))
    })
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
    Ok((dtype(t.py(), &kind)?, f, i))
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
        "dt" => GArg::DType(dtype(a.py(), &v()?.extract::<String>()?)?),
        "sx" => {
            let (id, padded): (usize, i64) = v()?.extract()?;
            GArg::SymScalar(id, padded)
        }
        _ => GArg::Other,
    })
}

fn to_layout(l: Vec<Vec<(i64, i64)>>) -> Layout {
    l.into_iter().map(|d| d.into_iter().map(|(padded, a)| Factor { padded, actual: (a >= 0).then_some(a as usize) }).collect()).collect()
}

fn from_layout(l: &Layout) -> Vec<Vec<(i64, i64)>> {
    l.iter().map(|d| d.iter().map(|f| (f.padded, f.actual.map_or(-1, |a| a as i64))).collect()).collect()
}

/// Sizes of a bucketed graph: (exprs [(kind, a, b)], n_syms, input layouts
/// [[[(padded, expr or -1)]]], node output exprs [[[expr or -1]]]).
type PaddingTuple = (Vec<(String, i64, i64)>, usize, Vec<Vec<Vec<(i64, i64)>>>, Vec<Vec<Vec<i64>>>);

fn to_padding(p: PaddingTuple) -> PyResult<Padding> {
    let (exprs, n_syms, layouts, node_exprs) = p;
    let exprs = exprs
        .into_iter()
        .map(|(k, a, b)| {
            Ok(match k.as_str() {
                "s" => SymExpr::Sym(a as usize),
                "i" => SymExpr::Int(a),
                "+" => SymExpr::Add(a as usize, b as usize),
                "*" => SymExpr::Mul(a as usize, b as usize),
                k => return Err(PyValueError::new_err(format!("bad size expression kind {k}"))),
            })
        })
        .collect::<PyResult<Vec<_>>>()?;
    Ok(Padding {
        exprs,
        n_syms,
        input_layouts: layouts.into_iter().map(to_layout).collect(),
        node_out_exprs: node_exprs
            .into_iter()
            .map(|outs| outs.into_iter().map(|dims| dims.into_iter().map(|e| (e >= 0).then_some(e as usize)).collect()).collect())
            .collect(),
    })
}

/// Compiles a graph: `inputs` [(dtype, dims)], `nodes` [(op, arg_names, args, mutated)], `outputs` [ref];
/// `padding` for a bucketed graph (shapes then are padded).
#[pyfunction]
#[pyo3(signature = (inputs, nodes, outputs, device, padding=None))]
pub fn graph_compile(
    py: Python<'_>,
    inputs: Vec<(String, Vec<i64>)>,
    nodes: &Bound<'_, PyList>,
    outputs: &Bound<'_, PyList>,
    device: usize,
    padding: Option<PaddingTuple>,
) -> PyResult<usize> {
    let inputs = inputs.into_iter().map(|(d, dims)| Ok((dtype(py, &d)?, dims))).collect::<PyResult<Vec<_>>>()?;
    let mut ns = Vec::with_capacity(nodes.len());
    for n in nodes.iter() {
        let (op, arg_names, args, mutated): (String, Vec<String>, Bound<'_, PyList>, Vec<usize>) = n.extract()?;
        let args = args.iter().map(|a| to_arg(&a)).collect::<PyResult<Vec<_>>>()?;
        ns.push(Node { op, arg_names, args, mutated });
    }
    let outputs = outputs.iter().map(|o| to_ref(&o)).collect::<PyResult<Vec<_>>>()?;
    let padding = padding.map(to_padding).transpose()?;
    let spec = GraphSpec { inputs, nodes: ns, outputs, padding };
    py.allow_threads(|| graph::compile(&spec, device)).map_err(|e| crate::to_py(py, e))
}

/// Output (dtype, dims) of a compiled graph.
#[pyfunction]
pub fn graph_outputs(py: Python<'_>, handle: usize) -> PyResult<Vec<(String, Vec<i64>)>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.outputs.iter().map(|(d, dims)| (d.name().to_string(), dims.clone())).collect())
}

/// Where each output's real elements are: [[[(padded, expr or -1)]]] per output, dimension, factor.
#[pyfunction]
pub fn graph_out_layouts(py: Python<'_>, handle: usize) -> PyResult<Vec<Vec<Vec<(i64, i64)>>>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.out_layouts.iter().map(from_layout).collect())
}

fn slot_ref<'a>(ptr: usize) -> PyResult<&'a Slot> {
    if ptr == 0 {
        return Err(PyValueError::new_err("not a tpu storage"));
    }
    // SAFETY: `ptr` is the data pointer of a live tpu storage (a Slot), held by the caller.
    Ok(unsafe { &*(ptr as *const Slot) })
}

/// The layout tag of a storage (0: none): set on padded outputs of bucketed graphs.
#[pyfunction]
pub fn storage_layout_tag(ptr: usize) -> PyResult<u64> {
    Ok(slot_ref(ptr)?.layout_tag())
}

#[pyfunction]
pub fn set_storage_layout_tag(ptr: usize, tag: u64) -> PyResult<()> {
    slot_ref(ptr)?.set_layout_tag(tag);
    Ok(())
}

/// Runs a compiled graph. `inputs`: (slot, dtype, sizes, strides, offset) per
/// input tensor; `outputs`: the slots of freshly allocated output tensors;
/// `syms`: real sizes of a bucketed graph's symbols.
#[pyfunction]
#[pyo3(signature = (handle, inputs, outputs, syms=Vec::new()))]
pub fn graph_run(
    py: Python<'_>,
    handle: usize,
    inputs: Vec<(usize, String, Vec<i64>, Vec<i64>, i64)>,
    outputs: Vec<usize>,
    syms: Vec<i64>,
) -> PyResult<()> {
    let mut trefs = Vec::with_capacity(inputs.len());
    for (slot, d, sizes, strides, offset) in inputs {
        if slot == 0 {
            return Err(PyValueError::new_err("compiled graph input without device storage"));
        }
        // SAFETY: `slot` is the data pointer of a live tpu storage, which is a Slot; the
        // Python caller holds the tensors for the duration of the call.
        let s: &Slot = unsafe { &*(slot as *const Slot) };
        trefs.push(TRef { slot: s, dtype: dtype(py, &d)?, view: View { sizes, strides, offset } });
    }
    // SAFETY: as above, for the output tensors' storages.
    let outs: Vec<&Slot> = outputs.iter().map(|&p| unsafe { &*(p as *const Slot) }).collect();
    py.allow_threads(|| graph::run(handle, &trefs, &outs, &syms)).map_err(|e| crate::to_py(py, e))
}

/// Indices of the inputs a compiled graph writes in place.
#[pyfunction]
pub fn graph_mutated(py: Python<'_>, handle: usize) -> PyResult<Vec<usize>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.mutated_inputs.clone())
}

/// Writes the tensor `src` (slot, dtype, sizes, strides, offset) zero-padded to
/// `padded` into the storage `dst` (a bucketed graph's fresh input).
#[pyfunction]
pub fn graph_pad_input(py: Python<'_>, src: (usize, String, Vec<i64>, Vec<i64>, i64), padded: Vec<i64>, dst: usize) -> PyResult<()> {
    let (slot, d, sizes, strides, offset) = src;
    let s = slot_ref(slot)?;
    let t = TRef { slot: s, dtype: dtype(py, &d)?, view: View { sizes, strides, offset } };
    let out = slot_ref(dst)?;
    py.allow_threads(|| tpj_engine::transfer::pad_via_host(&t, &padded, out)).map_err(|e| crate::to_py(py, e))
}
