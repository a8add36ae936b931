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

use crate::abi::{tref as tensor_ref, TpjTensor};

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
    fn compile(&self, py: Python<'_>) -> PyResult<(usize, Vec<PyObject>, Vec<usize>)> {
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
        Ok((handle, outs, conv.int_positions))
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

fn slot_ref<'a>(ptr: usize) -> PyResult<&'a Slot> {
    if ptr == 0 {
        return Err(PyValueError::new_err("not a tpu storage"));
    }
    // SAFETY: `ptr` is the data pointer of a live tpu storage (a Slot), held by the caller.
    Ok(unsafe { &*(ptr as *const Slot) })
}

extern "C" {
    // csrc/graph_call.cpp: each returns -1 (or null) with a Python exception set.
    fn tpj_py_tensors(list: *mut pyo3::ffi::PyObject, device: i32, out: *mut TpjTensor, n: i64, staged: *mut *mut pyo3::ffi::PyObject) -> i32;
    fn tpj_py_empty(device: i32, n: i64, dtypes: *const i32, ndims: *const i32, dims: *const i64, slots: *mut *mut std::ffi::c_void) -> *mut pyo3::ffi::PyObject;
    fn tpj_py_copy_back(list: *mut pyo3::ffi::PyObject, staged: *mut pyo3::ffi::PyObject, idx: *const i64, n: i64) -> i32;
}

/// Runs compiled graph `handle` on `args`, a list of tensors, and returns its outputs
/// as new tensors. A tensor on another device (an optimizer's step count on the CPU)
/// runs as a copy on the graph's device, written back if the graph updates it. The
/// tensors are read and made by the C++ glue (csrc/graph_call.cpp): this is on the
/// host path of every compiled step.
#[pyfunction]
pub fn graph_call(py: Python<'_>, handle: usize, args: &Bound<'_, PyList>) -> PyResult<PyObject> {
    let g = graph::get(handle).map_err(|e| crate::to_py(py, e))?;
    let n = args.len();
    let device = g.device as i32;
    let mut descs = vec![TpjTensor::BLANK; n];
    let mut staged_ptr = std::ptr::null_mut();
    // SAFETY: `args` is a live list; `descs` has room for its n descriptions.
    if unsafe { tpj_py_tensors(args.as_ptr(), device, descs.as_mut_ptr(), n as i64, &mut staged_ptr) } != 0 {
        return Err(PyErr::fetch(py));
    }
    // SAFETY: a new reference (or null) from the glue, owned from here on.
    let staged: Option<PyObject> = unsafe { PyObject::from_owned_ptr_or_opt(py, staged_ptr) };
    // SAFETY: the descriptions point into tensors `args` and `staged` hold until we return.
    let trefs = descs.iter().map(|d| unsafe { tensor_ref(d) }).collect::<Result<Vec<TRef>, EngineError>>().map_err(|e| crate::to_py(py, e))?;
    let dtypes: Vec<i32> = g.outputs.iter().map(|(d, _)| d.code()).collect();
    let ndims: Vec<i32> = g.outputs.iter().map(|(_, dims)| dims.len() as i32).collect();
    let dims: Vec<i64> = g.outputs.iter().flat_map(|(_, dims)| dims.iter().copied()).collect();
    let mut slots = vec![std::ptr::null_mut(); g.outputs.len()];
    // SAFETY: the arrays hold one entry per output and their sizes in order.
    let outs = unsafe { tpj_py_empty(device, slots.len() as i64, dtypes.as_ptr(), ndims.as_ptr(), dims.as_ptr(), slots.as_mut_ptr()) };
    // SAFETY: a new reference from the glue, or null with a Python error set.
    let outs: PyObject = unsafe { PyObject::from_owned_ptr_or_err(py, outs)? };
    // SAFETY: each slot is the storage of an output tensor `outs` holds.
    let out_slots: Vec<&Slot> = slots.iter().map(|&p| unsafe { &*(p as *const Slot) }).collect();
    py.allow_threads(|| graph::run(handle, &trefs, &out_slots, &[])).map_err(|e| crate::to_py(py, e))?;
    if let Some(staged) = staged {
        let idx: Vec<i64> = g.mutated_inputs.iter().map(|&i| i as i64).collect();
        // SAFETY: both lists are live; every index is below their length (checked at compile).
        if unsafe { tpj_py_copy_back(args.as_ptr(), staged.as_ptr(), idx.as_ptr(), idx.len() as i64) } != 0 {
            return Err(PyErr::fetch(py));
        }
    }
    Ok(outs)
}

