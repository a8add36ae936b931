//! Bindings for whole-graph compilation (`torch_pjrt.dynamo`): the FX graph
//! arrives as values typed by their Python type (see `dynamo._describe`), is
//! read once into `tpj_engine::fx`, and compiled statically or per bucket.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::sync::Arc;
use tpj_engine::fx::{ArgType, FxGraph, FxNode, FxValue, OutItem, Placeholder, SymTree};
use tpj_engine::{bucket, graph, EngineError, Slot, TRef, View};
use tpj_lowering::DType;

fn dtype(name: &str) -> PyResult<DType> {
    DType::from_name(name).ok_or_else(|| PyValueError::new_err(format!("dtype {name} is not supported on the PJRT device")))
}

fn sym(e: &Bound<'_, PyAny>) -> PyResult<SymTree> {
    if let Ok(v) = e.extract::<i64>() {
        return Ok(SymTree::Int(v));
    }
    let t = e.downcast::<PyTuple>()?;
    let kind: String = t.get_item(0)?.extract()?;
    let items = |k: usize| -> PyResult<Vec<SymTree>> { t.get_item(k)?.downcast::<PyList>()?.iter().map(|x| sym(&x)).collect() };
    Ok(match kind.as_str() {
        "sym" => SymTree::Sym(t.get_item(1)?.extract()?),
        "add" => SymTree::Add(items(1)?),
        "mul" => SymTree::Mul(items(1)?),
        "pow" => SymTree::Pow(Box::new(sym(&t.get_item(1)?)?), t.get_item(2)?.extract()?),
        "other" => SymTree::Other(t.get_item(1)?.extract()?),
        k => return Err(PyValueError::new_err(format!("size expression kind {k}"))),
    })
}

/// A value by its Python type: None, bool, int, float, str, list, or a tagged tuple.
fn value(v: &Bound<'_, PyAny>) -> PyResult<FxValue> {
    if v.is_none() {
        return Ok(FxValue::None);
    }
    if let Ok(b) = v.downcast::<PyBool>() {
        return Ok(FxValue::Bool(b.is_true()));
    }
    if v.downcast::<PyInt>().is_ok() {
        return Ok(FxValue::Int(v.extract()?));
    }
    if v.downcast::<PyFloat>().is_ok() {
        return Ok(FxValue::Float(v.extract()?));
    }
    if let Ok(s) = v.downcast::<PyString>() {
        return Ok(FxValue::Str(s.to_str()?.to_string()));
    }
    if let Ok(l) = v.downcast::<PyList>() {
        return Ok(FxValue::List(l.iter().map(|x| value(&x)).collect::<PyResult<_>>()?));
    }
    let t = v.downcast::<PyTuple>()?;
    let kind: String = t.get_item(0)?.extract()?;
    Ok(match kind.as_str() {
        "node" => FxValue::Node(t.get_item(1)?.extract()?),
        "dtype" => FxValue::DType(dtype(&t.get_item(1)?.extract::<String>()?)?),
        "opaque" => FxValue::Opaque(t.get_item(1)?.extract()?),
        k => return Err(PyValueError::new_err(format!("graph value kind {k}"))),
    })
}

fn node(n: &Bound<'_, PyAny>) -> PyResult<FxNode> {
    let t = n.downcast::<PyTuple>()?;
    let kind: String = t.get_item(0)?.extract()?;
    Ok(match kind.as_str() {
        "tensor" => FxNode::Placeholder(Placeholder::Tensor {
            dtype: dtype(&t.get_item(1)?.extract::<String>()?)?,
            dims: t.get_item(2)?.downcast::<PyList>()?.iter().map(|d| sym(&d)).collect::<PyResult<_>>()?,
            ours: t.get_item(3)?.extract()?,
            index: t.get_item(4)?.extract()?,
        }),
        "size_input" => FxNode::Placeholder(Placeholder::Size(sym(&t.get_item(1)?)?)),
        "baked" => FxNode::Placeholder(Placeholder::Baked),
        "op" => {
            let mut args = Vec::new();
            for a in t.get_item(2)?.downcast::<PyList>()?.iter() {
                let (name, ty, v): (String, String, Bound<'_, PyAny>) = a.extract()?;
                args.push((name, ArgType::parse(&ty).map_err(|e| PyValueError::new_err(e.to_string()))?, value(&v)?));
            }
            let out_dims = t
                .get_item(5)?
                .downcast::<PyList>()?
                .iter()
                .map(|d| if d.is_none() { Ok(None) } else { d.downcast::<PyList>()?.iter().map(|x| sym(&x)).collect::<PyResult<Vec<_>>>().map(Some) })
                .collect::<PyResult<_>>()?;
            FxNode::Op { op: t.get_item(1)?.extract()?, args, mutated: t.get_item(3)?.extract()?, returns: t.get_item(4)?.extract()?, out_dims }
        }
        "getitem" => FxNode::GetItem { src: t.get_item(1)?.extract()?, index: t.get_item(2)?.extract()? },
        "size" => FxNode::Size(sym(&t.get_item(1)?)?),
        "unsupported" => FxNode::Unsupported(t.get_item(1)?.extract()?),
        k => return Err(PyValueError::new_err(format!("graph node kind {k}"))),
    })
}

/// An FX graph as typed data (see `python/torch_pjrt/dynamo.py: _describe`).
#[pyclass(frozen)]
pub struct FxGraphData(Arc<FxGraph>);

#[pymethods]
impl FxGraphData {
    #[new]
    fn new(py: Python<'_>, nodes: &Bound<'_, PyList>, outputs: &Bound<'_, PyList>) -> PyResult<Self> {
        let nodes = nodes.iter().map(|n| node(&n)).collect::<PyResult<Vec<_>>>();
        let outputs = outputs.iter().map(|o| value(&o)).collect::<PyResult<Vec<_>>>();
        // A shape this version cannot read is a lowering refusal (the graph runs eagerly), not a crash.
        match (nodes, outputs) {
            (Ok(nodes), Ok(outputs)) => Ok(FxGraphData(Arc::new(FxGraph { nodes, outputs }))),
            (Err(e), _) | (_, Err(e)) => Err(crate::to_py(py, EngineError::Unsupported(format!("torch.compile graph: {e}")))),
        }
    }

    /// Lowers and compiles the (static) graph: (handle, outputs, int positions, device index),
    /// outputs as None | ("t", k) | ("int", v).
    fn compile(&self, py: Python<'_>) -> PyResult<(usize, Vec<PyObject>, Vec<usize>, usize)> {
        let g = self.0.clone();
        let (handle, conv) = py
            .allow_threads(|| {
                let conv = g.convert(None, None)?;
                let handle = graph::compile(&conv.spec, conv.device_index)?;
                Ok((handle, conv))
            })
            .map_err(|e| crate::to_py(py, e))?;
        let outs = conv
            .out_spec
            .iter()
            .map(|o| match o {
                OutItem::None => Ok(py.None()),
                OutItem::Tensor(k) => Ok(("t", *k).into_pyobject(py)?.into_any().unbind()),
                OutItem::Int(v) => Ok(("int", *v).into_pyobject(py)?.into_any().unbind()),
                OutItem::Size(e) => Err(crate::to_py(py, EngineError::Invalid(format!("a static graph returns the size {e:?}")))),
            })
            .collect::<PyResult<_>>()?;
        Ok((handle, outs, conv.int_positions, conv.device_index))
    }
}

/// What a forward graph and its backward have seen of their sizes.
#[pyclass(frozen)]
#[derive(Default)]
pub struct BucketState(Arc<bucket::BucketState>);

#[pymethods]
impl BucketState {
    #[new]
    fn new() -> Self {
        Self::default()
    }
}

type Desc = (usize, String, Vec<i64>, Vec<i64>, i64);

fn tref<'a>(d: &Desc) -> PyResult<TRef<'a>> {
    let (slot, dt, sizes, strides, offset) = d;
    Ok(TRef { slot: slot_ref(*slot)?, dtype: dtype(dt)?, view: View { sizes: sizes.clone(), strides: strides.clone(), offset: *offset } })
}

/// Per placeholder: a device tensor's (slot, dtype, sizes, strides, offset), another
/// tensor's [sizes], an int, or None.
fn call_args<'a>(args: &Bound<'_, PyList>) -> PyResult<Vec<bucket::CallArg<'a>>> {
    args.iter()
        .map(|a| {
            if a.is_none() {
                Ok(bucket::CallArg::Other)
            } else if let Ok(v) = a.extract::<i64>() {
                Ok(bucket::CallArg::Int(v))
            } else if let Ok(sizes) = a.downcast::<PyList>() {
                Ok(bucket::CallArg::Shape(sizes.extract()?))
            } else {
                Ok(bucket::CallArg::Tensor(tref(&a.extract::<Desc>()?)?))
            }
        })
        .collect()
}

/// A graph with symbolic sizes run padded to buckets (`tpj_engine::bucket`).
#[pyclass(frozen)]
pub struct Bucketed(bucket::Bucketed);

#[pyclass(frozen)]
pub struct Prepared(bucket::Prepared);

#[pymethods]
impl Prepared {
    /// Whether preparing compiled a new bucket.
    #[getter]
    fn compiled(&self) -> bool {
        self.0.compiled
    }

    /// The program outputs to allocate: (dtype, padded dims).
    fn outputs(&self, py: Python<'_>) -> PyResult<Vec<(String, Vec<i64>)>> {
        let outs = bucket::Bucketed::outputs(&self.0).map_err(|e| crate::to_py(py, e))?;
        Ok(outs.into_iter().map(|(d, dims)| (d.name().to_string(), dims)).collect())
    }
}

#[pymethods]
impl Bucketed {
    #[new]
    fn new(graph: &FxGraphData, state: &BucketState, at_once: bool, visible: Option<usize>, device: usize) -> Self {
        Bucketed(bucket::Bucketed::new(graph.0.clone(), state.0.clone(), at_once, visible, device))
    }

    /// Pads the arguments to their bucket and finds or compiles its executable.
    fn prepare(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> PyResult<Prepared> {
        let args = call_args(args)?;
        py.allow_threads(|| self.0.prepare(&args)).map(Prepared).map_err(|e| crate::to_py(py, e))
    }

    /// Runs a prepared call into the output storages; per graph output: None, an int,
    /// or (k, real dims or None): program output k, seen through its real extent.
    fn run(&self, py: Python<'_>, prepared: &Prepared, outs: Vec<usize>) -> PyResult<Vec<PyObject>> {
        let slots = outs.iter().map(|&p| slot_ref(p)).collect::<PyResult<Vec<_>>>()?;
        let res = py.allow_threads(|| bucket::Bucketed::run(&prepared.0, &slots)).map_err(|e| crate::to_py(py, e))?;
        res.into_iter()
            .map(|o| {
                Ok(match o {
                    bucket::Out::None => py.None(),
                    bucket::Out::Int(v) => v.into_pyobject(py)?.into_any().unbind(),
                    bucket::Out::Tensor(k, dims) => (k, dims).into_pyobject(py)?.into_any().unbind(),
                })
            })
            .collect()
    }

    /// Arguments that are padded storages larger than their real extent: [(position, real dims)].
    fn unpadded_dims(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> PyResult<Vec<(usize, Vec<i64>)>> {
        let args = call_args(args)?;
        self.0.unpadded_dims(&args).map_err(|e| crate::to_py(py, e))
    }

    /// Copies the real elements of the padded storage `src` into `dst`.
    fn unpad_into(&self, py: Python<'_>, src: Desc, args: &Bound<'_, PyList>, dst: Desc) -> PyResult<()> {
        let args = call_args(args)?;
        let (s, d) = (tref(&src)?, tref(&dst)?);
        py.allow_threads(|| self.0.unpad_into(&s, &args, &d)).map_err(|e| crate::to_py(py, e))
    }
}

/// Output (dtype, dims) of a compiled graph.
#[pyfunction]
pub fn graph_outputs(py: Python<'_>, handle: usize) -> PyResult<Vec<(String, Vec<i64>)>> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    Ok(g.outputs.iter().map(|(d, dims)| (d.name().to_string(), dims.clone())).collect())
}

fn slot_ref<'a>(ptr: usize) -> PyResult<&'a Slot> {
    if ptr == 0 {
        return Err(PyValueError::new_err("not a tpu storage"));
    }
    // SAFETY: `ptr` is the data pointer of a live tpu storage (a Slot), held by the caller.
    Ok(unsafe { &*(ptr as *const Slot) })
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
        trefs.push(TRef { slot: s, dtype: dtype(&d)?, view: View { sizes, strides, offset } });
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
