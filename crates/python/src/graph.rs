//! Bindings for whole-graph compilation (`torch_pjrt.dynamo`): the FX graph
//! arrives as values typed by their Python type (`fx_read::describe_graph`), is
//! read once into `tpj_engine::fx`, and compiled statically or per bucket.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::sync::{Arc, Mutex, OnceLock};
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
        "complex" => FxValue::Complex(t.get_item(1)?.extract()?, t.get_item(2)?.extract()?),
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

/// An FX graph as typed data (from `fx_read::describe_graph`).
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

    /// Lowers and compiles the (static) graph, now or, with `background`, on a thread of its
    /// own (the GIL is not held): a forward and its backward compile at once, and a warm start
    /// loads executables while Dynamo finishes. The first call waits for it (`StaticGraph.wait`).
    #[pyo3(signature = (background = false))]
    fn compile(&self, py: Python<'_>, background: bool) -> PyResult<StaticGraph> {
        let g = self.0.clone();
        let graph = StaticGraph { pending: Mutex::new(None), done: OnceLock::new(), graph: g.clone() };
        if background {
            let (tx, rx) = std::sync::mpsc::channel();
            std::thread::Builder::new()
                .name("torch_pjrt_compile".into())
                .spawn(move || {
                    let _ = tx.send(compile_static(&g));
                })
                .map_err(|e| crate::to_py(py, EngineError::Invalid(format!("cannot start a compile thread: {e}"))))?;
            *graph.pending.lock().unwrap_or_else(|e| e.into_inner()) = Some((std::process::id(), rx));
        } else {
            let done = py.allow_threads(|| compile_static(&graph.graph));
            let _ = graph.done.set(done);
            graph.wait(py)?;
        }
        Ok(graph)
    }

    /// The graph as a StableHLO module of its own (`tpj_engine::export`):
    /// `(text, description, params)`. `inputs` and `outputs`: per placeholder and per graph
    /// output, `(kind, name)` from the exported signature; `constants`: per placeholder, the
    /// bytes of a weight baked into the module, or None for a parameter; `program`: the file
    /// name the description gives the text; `bounds`: the largest value of each symbolic size.
    fn export(
        &self,
        py: Python<'_>,
        inputs: Vec<(String, String)>,
        outputs: Vec<(String, String)>,
        constants: Vec<Option<Vec<u8>>>,
        program: &str,
        bounds: std::collections::HashMap<String, i64>,
    ) -> PyResult<(String, String, Vec<usize>)> {
        let g = self.0.clone();
        let done = py.allow_threads(|| -> Result<_, EngineError> {
            let slot = |(kind, name): &(String, String)| tpj_engine::export::Slot { kind: kind.clone(), name: name.clone() };
            let ins: Vec<_> = inputs.iter().map(slot).collect();
            let outs: Vec<_> = outputs.iter().map(slot).collect();
            let x = tpj_engine::export::export_graph(&g, &bounds, &ins, &outs, constants, program)?;
            Ok((x.text, x.description, x.params))
        });
        done.map_err(|e| crate::py_err(py, e.py_class(), e.to_string()))
    }
}

/// What a static graph compiles to: its executable, where its results go among the
/// graph's outputs, and the graph inputs that are sizes baked into the program.
struct Executable {
    graph: Arc<graph::CompiledGraph>,
    out_spec: Vec<OutItem>,
    int_positions: Vec<usize>,
}

fn compile_static(g: &FxGraph) -> Result<Executable, EngineError> {
    let conv = g.convert(None, None)?;
    let graph = graph::compile(&conv.spec, conv.device_index)?;
    if let Some(OutItem::Size(e)) = conv.out_spec.iter().find(|o| matches!(o, OutItem::Size(_))) {
        return Err(EngineError::Invalid(format!("a static graph returns the size {e:?}")));
    }
    Ok(Executable { graph, out_spec: conv.out_spec, int_positions: conv.int_positions })
}

type Pending = (u32, std::sync::mpsc::Receiver<Result<Executable, EngineError>>);

/// A static graph's executable (compiled now or on a thread of its own).
#[pyclass(frozen)]
pub struct StaticGraph {
    pending: Mutex<Option<Pending>>,
    done: OnceLock<Result<Executable, EngineError>>,
    graph: Arc<FxGraph>,
}

impl StaticGraph {
    fn executable(&self, py: Python<'_>) -> PyResult<&Executable> {
        if self.done.get().is_none() {
            // Under the lock, so that two first calls wait for one compile.
            py.allow_threads(|| {
                let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
                if self.done.get().is_none() {
                    let done = match pending.take() {
                        // A forked child has no compile thread: it compiles for itself.
                        Some((pid, rx)) if pid == std::process::id() => {
                            rx.recv().unwrap_or_else(|_| Err(EngineError::Invalid("the compile thread ended without a result".into())))
                        }
                        _ => compile_static(&self.graph),
                    };
                    let _ = self.done.set(done);
                }
            });
        }
        match self.done.get() {
            Some(Ok(e)) => Ok(e),
            Some(Err(e)) => Err(crate::py_err(py, e.py_class(), e.to_string())),
            None => unreachable!("set above"),
        }
    }
}

#[pymethods]
impl StaticGraph {
    /// Waits for a compile in the background; raises what it raised (NotLoweredError for a
    /// graph the lowering refuses).
    fn wait(&self, py: Python<'_>) -> PyResult<()> {
        self.executable(py).map(|_| ())
    }

    /// Runs the graph on AOTAutograd's arguments (see `graph_call`); returns the graph's
    /// outputs: its tensors, the ints it returns, None.
    fn call(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> PyResult<PyObject> {
        let x = self.executable(py)?;
        let outs = if x.int_positions.is_empty() {
            graph_call(py, &x.graph, args)?
        } else {
            let keep: Vec<_> = args.iter().enumerate().filter(|(i, _)| !x.int_positions.contains(i)).map(|(_, a)| a).collect();
            graph_call(py, &x.graph, &PyList::new(py, keep)?)?
        };
        let outs = outs.bind(py).downcast::<PyList>()?.clone();
        let results = PyList::empty(py);
        for o in &x.out_spec {
            match o {
                OutItem::Tensor(k) => results.append(outs.get_item(*k)?)?,
                OutItem::Int(v) => results.append(*v)?,
                _ => results.append(py.None())?,
            }
        }
        Ok(results.into_any().unbind())
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

/// A graph with symbolic sizes run padded to buckets (`tpj_engine::bucket`), or, once the
/// lowering cannot bucket it, per exact size: one executable per distinct signature (the
/// Python side retraces the graph at it), the latest [`EXACT_KEPT`] kept; or op by op on the
/// device once the lowering refuses it.
#[pyclass(frozen)]
pub struct Bucketed {
    native: Option<bucket::Bucketed>,
    /// Why the graph runs per exact size (None while it buckets).
    refused: Mutex<Option<String>>,
    /// The graph run op by op, after a lowering refusal.
    eager: OnceLock<PyObject>,
    /// (signature, the graph compiled at it), most recently used last.
    exact: Mutex<Vec<(Vec<SigItem>, PyObject)>>,
    /// `dynamo._Bucketed`: `exact(args)` compiles at these sizes, `eager(error)` runs op by
    /// op, `refused(why)` records why the graph stopped bucketing.
    host: PyObject,
}

const EXACT_KEPT: usize = 64;

/// One argument of a call's exact signature: a tensor's dims and dtype, an int, anything else.
#[derive(PartialEq)]
enum SigItem {
    Tensor(Vec<i64>, i32),
    Int(i64),
    Other,
}

/// A call's arguments read by the glue (`tpj_py_graph_args`): their descriptions, kinds
/// and ints, and the copies staged on the device, which must outlive the descriptions.
struct ReadArgs {
    descs: Vec<TpjTensor>,
    kinds: Vec<i32>,
    ints: Vec<i64>,
    _staged: Option<PyObject>,
}

impl ReadArgs {
    fn new(py: Python<'_>, args: &Bound<'_, PyList>, device: usize, stage: bool) -> PyResult<ReadArgs> {
        let n = args.len();
        let (mut descs, mut kinds, mut ints) = (vec![TpjTensor::BLANK; n], vec![2; n], vec![0; n]);
        let mut staged = std::ptr::null_mut();
        // SAFETY: `args` is a live list; the arrays have room for its n entries.
        let rc = unsafe {
            tpj_py_graph_args(args.as_ptr(), device as i32, stage as i32, descs.as_mut_ptr(), kinds.as_mut_ptr(), ints.as_mut_ptr(), n as i64, &mut staged)
        };
        if rc != 0 {
            return Err(PyErr::fetch(py));
        }
        // SAFETY: a new reference (or null) from the glue, owned from here on.
        Ok(ReadArgs { descs, kinds, ints, _staged: unsafe { PyObject::from_owned_ptr_or_opt(py, staged) } })
    }

    /// Per placeholder, as the engine reads it (see `bucket::CallArg`).
    fn call_args<'a>(&self) -> Result<Vec<bucket::CallArg<'a>>, EngineError> {
        (0..self.kinds.len())
            .map(|k| {
                Ok(match self.kinds[k] {
                    // SAFETY: the description points into a tensor the caller's list (or
                    // `_staged`) holds for as long as `self` lives.
                    0 => bucket::CallArg::Tensor(unsafe { tensor_ref(&self.descs[k]) }?),
                    1 => bucket::CallArg::Int(self.ints[k]),
                    3 => bucket::CallArg::Shape(self.descs[k].sizes().to_vec()),
                    _ => bucket::CallArg::Other,
                })
            })
            .collect()
    }
}

/// New uninitialised tensors on `device` (a Python list) and their slots.
fn empty_tensors<'a>(py: Python<'_>, device: usize, outs: &[(DType, Vec<i64>)]) -> PyResult<(PyObject, Vec<&'a Slot>)> {
    let dtypes: Vec<i32> = outs.iter().map(|(d, _)| d.code()).collect();
    let ndims: Vec<i32> = outs.iter().map(|(_, dims)| dims.len() as i32).collect();
    let dims: Vec<i64> = outs.iter().flat_map(|(_, dims)| dims.iter().copied()).collect();
    let mut slots = vec![std::ptr::null_mut(); outs.len()];
    // SAFETY: the arrays hold one entry per output and their sizes in order.
    let list = unsafe { tpj_py_empty(device as i32, slots.len() as i64, dtypes.as_ptr(), ndims.as_ptr(), dims.as_ptr(), slots.as_mut_ptr()) };
    // SAFETY: a new reference from the glue, or null with a Python error set.
    let list: PyObject = unsafe { PyObject::from_owned_ptr_or_err(py, list)? };
    // SAFETY: each slot is the storage of a tensor `list` holds.
    Ok((list, slots.iter().map(|&p| unsafe { &*(p as *const Slot) }).collect()))
}

impl Bucketed {
    fn native(&self) -> &bucket::Bucketed {
        self.native.as_ref().expect("a bucketed graph has its description")
    }

    /// Reads, pads, runs and makes the outputs in one call, as `graph_call` runs a static graph:
    /// tensors elsewhere run as copies on the graph's device, the arguments are padded to their
    /// bucket, whose executable is found or compiled, and the padded outputs come back seen
    /// through their real extent. Returns (the graph's results, whether a bucket was compiled).
    fn bucketed(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> Result<PyResult<(PyObject, bool)>, EngineError> {
        let g = self.native();
        let device = g.device();
        let read = match ReadArgs::new(py, args, device, true) {
            Ok(r) => r,
            Err(e) => return Ok(Err(e)),
        };
        let cargs = read.call_args()?;
        let prepared = py.allow_threads(|| g.prepare(&cargs))?;
        let metas = bucket::Bucketed::outputs(&prepared)?;
        let (outs, slots) = match empty_tensors(py, device, &metas) {
            Ok(o) => o,
            Err(e) => return Ok(Err(e)),
        };
        let res = py.allow_threads(|| bucket::Bucketed::run(&prepared, &slots))?;
        Ok((|| {
            let outs = outs.bind(py).downcast::<PyList>()?.clone();
            let results = PyList::empty(py);
            for o in res {
                match o {
                    bucket::Out::None => results.append(py.None())?,
                    bucket::Out::Int(v) => results.append(v)?,
                    bucket::Out::Tensor(k, None) => results.append(outs.get_item(k)?)?,
                    bucket::Out::Tensor(k, Some(dims)) => {
                        // SAFETY: a live tensor of `outs`; `dims` holds its rank of sizes.
                        let v = unsafe { tpj_py_view(outs.get_item(k)?.as_ptr(), dims.len() as i32, dims.as_ptr()) };
                        // SAFETY: a new reference from the glue, or null with a Python error set.
                        results.append(unsafe { Bound::from_owned_ptr_or_err(py, v)? })?;
                    }
                }
            }
            Ok((results.into_any().unbind(), prepared.compiled))
        })())
    }

    fn refuse(&self, py: Python<'_>, why: String) -> PyResult<()> {
        self.host.call_method1(py, "refused", (&why,))?;
        *self.refused.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
        Ok(())
    }

    /// `args` (a list, as for `call`) with each tensor that is a padded storage larger
    /// than its real extent (saved by a bucketed forward) replaced by a copy of its
    /// real elements: for the exact-size path. Sizes the bucketing cannot evaluate (a
    /// symbol that is no input's size) mean no argument came padded from its graphs.
    fn unpadded<'py>(&self, py: Python<'py>, args: &Bound<'py, PyList>) -> PyResult<Bound<'py, PyList>> {
        let out = PyList::new(py, args.iter())?;
        let Some(g) = &self.native else { return Ok(out) };
        let read = ReadArgs::new(py, args, g.device(), false)?;
        let cargs = read.call_args().map_err(|e| crate::to_py(py, e))?;
        let cuts = match g.unpadded_dims(&cargs) {
            Ok(cuts) => cuts,
            Err(EngineError::NotBucketable(_)) => return Ok(out),
            Err(e) => return Err(crate::to_py(py, e)),
        };
        for (i, dims) in cuts {
            let bucket::CallArg::Tensor(src) = &cargs[i] else { continue };
            let (dst, slots) = empty_tensors(py, src.slot.device, &[(src.dtype, dims.clone())])?;
            let view = View { strides: tpj_engine::transfer::contiguous_strides(&dims), sizes: dims, offset: 0 };
            let d = TRef { slot: slots[0], dtype: src.dtype, view };
            py.allow_threads(|| g.unpad_into(src, &cargs, &d)).map_err(|e| crate::to_py(py, e))?;
            out.set_item(i, dst.bind(py).downcast::<PyList>()?.get_item(0)?)?;
        }
        Ok(out)
    }

    /// Runs the graph at the exact sizes of `args`: op by op after a lowering refusal, else
    /// the executable of this signature, compiled by the host on first sight.
    fn exact(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> PyResult<PyObject> {
        if let Some(eager) = self.eager.get() {
            return eager.call1(py, (args,));
        }
        let read = ReadArgs::new(py, args, 0, false)?;
        let sig: Vec<SigItem> = (0..read.kinds.len())
            .map(|k| match read.kinds[k] {
                0 | 3 => SigItem::Tensor(read.descs[k].sizes().to_vec(), read.descs[k].dtype),
                1 => SigItem::Int(read.ints[k]),
                _ => SigItem::Other,
            })
            .collect();
        let found = {
            let mut kept = self.exact.lock().unwrap_or_else(|e| e.into_inner());
            kept.iter().position(|(s, _)| *s == sig).map(|i| kept.remove(i))
        };
        let (sig, compiled) = match found {
            Some(entry) => entry,
            None => (sig, self.host.call_method1(py, "exact", (PyList::new(py, args.iter())?,))?),
        };
        let out = compiled.call1(py, (PyList::new(py, args.iter())?,));
        let mut kept = self.exact.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() >= EXACT_KEPT {
            kept.remove(0);
        }
        kept.push((sig, compiled));
        out
    }
}

#[pymethods]
impl Bucketed {
    /// The device is that of the graph's first input on our device (device 0 without one).
    /// `graph` is None, with `refused` saying why, for a graph that could not be described.
    #[new]
    #[pyo3(signature = (graph, refused, state, at_once, visible, host))]
    fn new(py: Python<'_>, graph: Option<&FxGraphData>, refused: Option<String>, state: &BucketState, at_once: bool, visible: Option<usize>, host: PyObject) -> PyResult<Self> {
        let native = graph.map(|graph| {
            let device = graph
                .0
                .placeholders()
                .find_map(|(_, p)| match p {
                    Placeholder::Tensor { ours: true, index, .. } => Some(*index),
                    _ => None,
                })
                .unwrap_or(0);
            bucket::Bucketed::new(graph.0.clone(), state.0.clone(), at_once, visible, device)
        });
        let b = Bucketed { native, refused: Mutex::new(None), eager: OnceLock::new(), exact: Mutex::new(Vec::new()), host };
        if let Some(why) = refused {
            b.refuse(py, why)?;
        }
        Ok(b)
    }

    /// Runs the graph on `args` (AOTAutograd's: tensors, ints, None; the list is cleared):
    /// bucketed while the lowering can, else at exact sizes (`TORCH_PJRT_BUCKETS=0` too).
    /// Returns (the graph's results, whether a bucket was compiled).
    fn call(&self, py: Python<'_>, args: &Bound<'_, PyList>) -> PyResult<(PyObject, bool)> {
        let buckets = std::env::var("TORCH_PJRT_BUCKETS").map_or(true, |v| v.trim() != "0");
        if buckets && self.refused.lock().unwrap_or_else(|e| e.into_inner()).is_none() {
            match self.bucketed(py, args) {
                Ok(Ok(r)) => {
                    args.call_method0("clear")?;
                    return Ok(r);
                }
                Ok(Err(e)) => return Err(e),
                Err(EngineError::NotBucketable(why)) => self.refuse(py, why)?,
                Err(e) if e.kind() == tpj_engine::ErrorKind::NotLowered => {
                    let why = e.to_string();
                    let eager = self.host.call_method1(py, "eager", (crate::to_py(py, e).into_value(py),))?;
                    let _ = self.eager.set(eager);
                    *self.refused.lock().unwrap_or_else(|e| e.into_inner()) = Some(why);
                }
                Err(e) => return Err(crate::to_py(py, e)),
            }
        }
        let exact = self.unpadded(py, args)?;
        args.call_method0("clear")?;
        Ok((self.exact(py, &exact)?, false))
    }
}

extern "C" {
    // csrc/graph_call.cpp: each returns -1 (or null) with a Python exception set.
    fn tpj_py_tensors(list: *mut pyo3::ffi::PyObject, device: i32, out: *mut TpjTensor, n: i64, staged: *mut *mut pyo3::ffi::PyObject) -> i32;
    fn tpj_py_empty(device: i32, n: i64, dtypes: *const i32, ndims: *const i32, dims: *const i64, slots: *mut *mut std::ffi::c_void) -> *mut pyo3::ffi::PyObject;
    fn tpj_py_graph_args(list: *mut pyo3::ffi::PyObject, device: i32, stage: i32, out: *mut TpjTensor, kinds: *mut i32, ints: *mut i64, n: i64, staged: *mut *mut pyo3::ffi::PyObject) -> i32;
    fn tpj_py_view(tensor: *mut pyo3::ffi::PyObject, ndim: i32, dims: *const i64) -> *mut pyo3::ffi::PyObject;
    fn tpj_py_copy_back(list: *mut pyo3::ffi::PyObject, staged: *mut pyo3::ffi::PyObject, idx: *const i64, n: i64) -> i32;
}

/// Runs compiled graph `g` on `args`, a list of tensors, and returns its outputs
/// as new tensors. A tensor on another device (an optimizer's step count on the CPU)
/// runs as a copy on the graph's device, written back if the graph updates it. The
/// tensors are read and made by the C++ glue (csrc/graph_call.cpp): this is on the
/// host path of every compiled step.
fn graph_call(py: Python<'_>, g: &Arc<graph::CompiledGraph>, args: &Bound<'_, PyList>) -> PyResult<PyObject> {
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
    py.allow_threads(|| graph::run(g, &trefs, &out_slots, &[])).map_err(|e| crate::to_py(py, e))?;
    if let Some(staged) = staged {
        let idx: Vec<i64> = g.mutated_inputs.iter().map(|&i| i as i64).collect();
        // SAFETY: both lists are live; every index is below their length (checked at compile).
        if unsafe { tpj_py_copy_back(args.as_ptr(), staged.as_ptr(), idx.as_ptr(), idx.len() as i64) } != 0 {
            return Err(PyErr::fetch(py));
        }
    }
    Ok(outs)
}

