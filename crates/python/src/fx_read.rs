//! Reading the FX graphs `torch.compile` hands the backend (`torch_pjrt.dynamo`).
//!
//! [`describe_graph`] walks a `GraphModule` once and says what each node is, every
//! argument by its Python type and every size as an expression: plain data
//! (tuples, lists, numbers, strings) that `FxGraphData` reads into
//! `tpj_engine::fx` and that a warm start stores. [`graph_plan`] decides how a
//! graph runs: whole (static, or bucketed when its sizes are symbolic), or cut
//! into compiled pieces around what runs as itself (collectives, custom ops, ops
//! whose result sizes only the values decide). Python carries the decision out
//! (FX surgery) and branches on nothing else.
//!
//! Private torch attributes (`OpOverload._schema`, `SymInt.node.expr`, unbacked
//! symbols) are read through `torch_pjrt._torch_compat`, like every other.

use pyo3::prelude::*;
use pyo3::types::{PyBool, PyComplex, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::collections::{BTreeMap, HashMap, HashSet};
use tpj_engine::EngineError;

/// Namespaces of the collectives graphs hold (functional collectives, as traced from
/// DTensor, FSDP2, `torch.distributed._functional_collectives`).
const COLLECTIVES: [&str; 3] = ["_c10d_functional", "c10d_functional", "_c10d_functional_autograd"];

/// Why a graph cannot be described: a refusal (`NotLoweredError`) or a Python error.
enum Fail {
    Refused(String),
    Py(PyErr),
}

impl From<PyErr> for Fail {
    fn from(e: PyErr) -> Self {
        Fail::Py(e)
    }
}

type R<T> = Result<T, Fail>;

fn refused<T>(why: String) -> R<T> {
    Err(Fail::Refused(why))
}

/// The torch classes and compat functions a graph is read with.
struct Torch<'py> {
    py: Python<'py>,
    compat: Bound<'py, PyModule>,
    tensor: Bound<'py, PyAny>,
    sym_int: Bound<'py, PyAny>,
    sym_numbers: Bound<'py, PyTuple>,
    node: Bound<'py, PyAny>,
    dtype: Bound<'py, PyAny>,
    opaque: Bound<'py, PyTuple>,
    list_type: Bound<'py, PyAny>,
    getitem: Bound<'py, PyAny>,
    dynamic_output_shape: Bound<'py, PyAny>,
    device: String,
}

impl<'py> Torch<'py> {
    fn new(py: Python<'py>, device: &str) -> PyResult<Self> {
        let torch = py.import("torch")?;
        let t = |name: &str| torch.getattr(name);
        Ok(Torch {
            py,
            compat: py.import("torch_pjrt._torch_compat")?,
            tensor: t("Tensor")?,
            sym_int: t("SymInt")?,
            sym_numbers: PyTuple::new(py, [t("SymInt")?, t("SymFloat")?, t("SymBool")?])?,
            node: torch.getattr("fx")?.getattr("Node")?,
            dtype: t("dtype")?,
            opaque: PyTuple::new(py, [t("device")?, t("layout")?, t("memory_format")?, t("Generator")?])?,
            list_type: t("ListType")?,
            getitem: py.import("operator")?.getattr("getitem")?,
            dynamic_output_shape: t("Tag")?.getattr("dynamic_output_shape")?,
            device: device.to_string(),
        })
    }

    fn compat(&self, f: &str, arg: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
        self.compat.getattr(f)?.call1((arg,))
    }

    /// A size (`SymInt` or sympy expression) as the engine reads it (`SymTree`): an int,
    /// or ("sym", name) / ("add" | "mul", [terms]) / ("pow", base, n) / ("other", text).
    fn expr(&self, e: &Bound<'py, PyAny>) -> PyResult<PyObject> {
        let py = self.py;
        let e = self.compat("sym_expr", e)?;
        let is = |what: &str| -> PyResult<bool> { e.getattr(what)?.is_truthy() };
        if e.downcast::<PyInt>().is_ok() || is("is_Integer")? {
            return Ok(e.call_method0("__int__")?.unbind());
        }
        if is("is_Symbol")? {
            return Ok(("sym", e.str()?).into_pyobject(py)?.into_any().unbind());
        }
        if is("is_Add")? || is("is_Mul")? {
            let terms = e.getattr("args")?.try_iter()?.map(|x| self.expr(&x?)).collect::<PyResult<Vec<_>>>()?;
            let kind = if is("is_Add")? { "add" } else { "mul" };
            return Ok((kind, PyList::new(py, terms)?).into_pyobject(py)?.into_any().unbind());
        }
        if is("is_Pow")? {
            let exp = e.getattr("exp")?;
            if exp.getattr("is_Integer")?.is_truthy()? {
                let n: i64 = exp.call_method0("__int__")?.extract()?;
                if n > 0 {
                    return Ok(("pow", self.expr(&e.getattr("base")?)?, n).into_pyobject(py)?.into_any().unbind());
                }
            }
        }
        Ok(("other", e.str()?).into_pyobject(py)?.into_any().unbind())
    }

    fn dims(&self, t: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyList>> {
        let dims = t.getattr("shape")?.try_iter()?.map(|d| self.expr(&d?)).collect::<PyResult<Vec<_>>>()?;
        PyList::new(self.py, dims)
    }

    /// An FX argument by its Python type (the engine decides what it means for the schema).
    fn value(&self, v: &Bound<'py, PyAny>, index: &HashMap<usize, usize>) -> R<PyObject> {
        let py = self.py;
        if v.is_none() || v.downcast::<PyInt>().is_ok() || v.downcast::<PyFloat>().is_ok() || v.downcast::<PyString>().is_ok() {
            return Ok(v.clone().unbind());
        }
        if let Ok(z) = v.downcast::<PyComplex>() {
            return Ok(("complex", z.real(), z.imag()).into_pyobject(py)?.into_any().unbind());
        }
        if v.is_instance(&self.node)? {
            return match index.get(&(v.as_ptr() as usize)) {
                Some(&i) => Ok(("node", i).into_pyobject(py)?.into_any().unbind()),
                None => refused(format!("argument {} ({}) is not a value the graph can use", v.getattr("name")?, v.getattr("op")?)),
            };
        }
        if v.downcast::<PyList>().is_ok() || v.downcast::<PyTuple>().is_ok() {
            let items = v.try_iter()?.map(|x| self.value(&x?, index)).collect::<R<Vec<_>>>()?;
            return Ok(PyList::new(py, items)?.into_any().unbind());
        }
        if v.is_instance(&self.dtype)? {
            return Ok(("dtype", v.str()?).into_pyobject(py)?.into_any().unbind());
        }
        if v.is_instance(&self.opaque)? {
            return Ok(("opaque", v.get_type().name()?).into_pyobject(py)?.into_any().unbind());
        }
        refused(format!("argument {} of type {}", v.repr()?, v.get_type().name()?))
    }

    /// The unbacked symbols (sizes or numbers read from values) in a node's value, by name.
    fn unbacked(&self, val: &Bound<'py, PyAny>) -> PyResult<HashSet<String>> {
        let mut out = HashSet::new();
        for v in self.items(val)? {
            let syms = if v.is_instance(&self.tensor)? {
                self.compat("unbacked_symbols", &v.getattr("shape")?)?
            } else if v.is_instance(&self.sym_numbers)? {
                self.compat("unbacked_symbols", &v)?
            } else {
                continue;
            };
            for s in syms.try_iter()? {
                out.insert(s?.str()?.to_string());
            }
        }
        Ok(out)
    }

    /// `val` itself, or its elements when it is a list or tuple.
    fn items(&self, val: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        if val.downcast::<PyList>().is_ok() || val.downcast::<PyTuple>().is_ok() {
            val.try_iter()?.collect()
        } else {
            Ok(vec![val.clone()])
        }
    }

    fn describe_op(&self, n: &Node<'py>, index: &HashMap<usize, usize>, symbolic: bool, bound: &HashSet<String>) -> R<PyObject> {
        let py = self.py;
        let target = n.target.str()?;
        if !self.unbacked(&n.val)?.is_subset(bound) {
            // Sizes only the values decide (nonzero, masked_select, unique): eager mode
            // reads them back between programs; one program cannot.
            return refused(format!("{target}: output size depends on the values (data-dependent shapes are not compiled yet)"));
        }
        let schema = self.compat("op_schema", &n.target)?;
        let (pos, kw) = (n.node.getattr("args")?.downcast_into::<PyTuple>().map_err(PyErr::from)?, n.node.getattr("kwargs")?);
        let kw = kw.downcast::<PyDict>().map_err(PyErr::from)?;
        let (args, mut mutated) = (PyList::empty(py), Vec::new());
        for (i, a) in schema.getattr("arguments")?.try_iter()?.enumerate() {
            let a = a?;
            let name = a.getattr("name")?;
            let v = if i < pos.len() {
                pos.get_item(i)?
            } else if let Some(v) = kw.get_item(&name)? {
                v
            } else if a.call_method0("has_default_value")?.is_truthy()? {
                a.getattr("default_value")?
            } else {
                py.None().into_bound(py)
            };
            let v = match self.value(&v, index) {
                Err(Fail::Refused(why)) => return refused(format!("{target}: {why}")),
                v => v?,
            };
            args.append((name, a.getattr("type")?.str()?, v))?;
            let alias = a.getattr("alias_info")?;
            if !alias.is_none() && alias.getattr("is_write")?.is_truthy()? {
                mutated.push(i);
            }
        }
        let is_list =
            schema.getattr("returns")?.try_iter()?.map(|r| r?.getattr("type")?.is_instance(&self.list_type)).collect::<PyResult<Vec<bool>>>()?;
        let vals = self.items(&n.val)?;
        let mut returns: Vec<Option<usize>> = vec![None; is_list.len()];
        if is_list.len() > 1 && is_list.contains(&true) {
            let is_seq = n.val.downcast::<PyList>().is_ok() || n.val.downcast::<PyTuple>().is_ok();
            if !is_seq || vals.len() != is_list.len() {
                return refused(format!("{target}: unknown result structure"));
            }
            for (j, r) in returns.iter_mut().enumerate() {
                if is_list[j] {
                    *r = Some(vals[j].len()?);
                }
            }
        }
        let out_dims = vals
            .iter()
            .map(|v| Ok(if symbolic && v.is_instance(&self.tensor)? { self.dims(v)?.into_any().unbind() } else { py.None() }))
            .collect::<PyResult<Vec<_>>>()?;
        let (name, overload): (String, String) = (schema.getattr("name")?.extract()?, schema.getattr("overload_name")?.extract()?);
        let op = if overload.is_empty() { name } else { format!("{name}.{overload}") };
        Ok(("op", op, args, mutated, returns, PyList::new(py, out_dims)?).into_pyobject(py)?.into_any().unbind())
    }

    fn nodes(&self, gm: &Bound<'py, PyAny>) -> PyResult<Vec<Node<'py>>> {
        gm.getattr("graph")?.getattr("nodes")?.try_iter()?.map(|n| Node::new(n?)).collect()
    }

    fn is_op_overload(&self, n: &Node<'py>) -> PyResult<bool> {
        self.compat("is_op_overload", &n.target)?.is_truthy()
    }

    fn is_collective(&self, n: &Node<'py>) -> PyResult<bool> {
        Ok(n.op == "call_function" && n.target.getattr("namespace").ok().is_some_and(|ns| COLLECTIVES.iter().any(|c| ns.eq(*c).unwrap_or(false))))
    }

    /// An op from outside ATen (a `torch.library` custom op): no lowering has it.
    fn is_custom_op(&self, n: &Node<'py>) -> PyResult<bool> {
        if n.op != "call_function" || !self.is_op_overload(n)? || self.is_collective(n)? {
            return Ok(false);
        }
        let ns: String = n.target.getattr("namespace")?.extract()?;
        Ok(ns != "aten" && ns != "prims")
    }

    /// Whether a node's result holds sizes or numbers that none of its inputs carries
    /// (or would, were its input not empty: `nonzero` of an empty tensor has a known
    /// size, and no bucket can stand in for its real count; ATen tags such ops
    /// `dynamic_output_shape`, `index` too, which with integer indices is not one).
    fn produces_unbacked(&self, n: &Node<'py>) -> PyResult<bool> {
        if n.op != "call_function" || n.target.is(&self.getitem) {
            return Ok(false);
        }
        let inputs: Vec<Bound<'py, PyAny>> = n.node.getattr("all_input_nodes")?.try_iter()?.collect::<PyResult<_>>()?;
        let input_vals = inputs.iter().map(|a| meta_val(a)).collect::<PyResult<Vec<_>>>()?;
        let tagged = match n.target.getattr("tags") {
            Ok(tags) => tags.contains(&self.dynamic_output_shape)?,
            Err(_) => false,
        };
        if tagged {
            for v in &input_vals {
                if v.is_instance(&self.tensor)? && v.getattr("shape")?.try_iter()?.any(|d| d.is_ok_and(|d| d.downcast::<PyInt>().is_ok() && d.eq(0).unwrap_or(false))) {
                    return Ok(true);
                }
            }
        }
        let mut have = HashSet::new();
        for v in &input_vals {
            have.extend(self.unbacked(v)?);
        }
        Ok(!self.unbacked(&n.val)?.is_subset(&have))
    }

    /// Whether a node's value is tensors on our device.
    fn on_device(&self, n: &Node<'py>) -> PyResult<bool> {
        let vals = self.items(&n.val)?;
        if vals.is_empty() {
            return Ok(false);
        }
        for v in vals {
            if !v.is_instance(&self.tensor)? || v.getattr("device")?.getattr("type")?.str()?.to_str()? != self.device {
                return Ok(false);
            }
        }
        Ok(true)
    }
}

/// One FX node: its kind (`op`), target and meta value, read once.
struct Node<'py> {
    node: Bound<'py, PyAny>,
    op: String,
    target: Bound<'py, PyAny>,
    val: Bound<'py, PyAny>,
}

impl<'py> Node<'py> {
    fn new(node: Bound<'py, PyAny>) -> PyResult<Self> {
        Ok(Node { op: node.getattr("op")?.extract()?, target: node.getattr("target")?, val: meta_val(&node)?, node })
    }

    fn key(&self) -> usize {
        self.node.as_ptr() as usize
    }
}

fn meta_val<'py>(node: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    node.getattr("meta")?.call_method1("get", ("val",))
}

fn fail(py: Python<'_>, f: Fail) -> PyErr {
    match f {
        Fail::Refused(why) => crate::to_py(py, EngineError::Unsupported(why)),
        Fail::Py(e) => e,
    }
}

/// The graph as plain data for the engine (`FxGraphData(*describe_graph(...))`): what
/// each node is, every value by its Python type, every size as an expression (result
/// sizes too when `symbolic`). A graph it cannot describe raises `NotLoweredError`.
#[pyfunction]
pub fn describe_graph(py: Python<'_>, gm: &Bound<'_, PyAny>, device: &str, symbolic: bool) -> PyResult<(PyObject, PyObject)> {
    let t = Torch::new(py, device)?;
    describe(&t, gm, symbolic).map_err(|f| fail(py, f))
}

fn describe<'py>(t: &Torch<'py>, gm: &Bound<'py, PyAny>, symbolic: bool) -> R<(PyObject, PyObject)> {
    let py = t.py;
    let nodes = t.nodes(gm)?;
    // Unbacked symbols a graph's inputs carry (a piece after a data-dependent op gets them as sizes).
    let mut bound = HashSet::new();
    for n in nodes.iter().filter(|n| n.op == "placeholder") {
        bound.extend(t.unbacked(&n.val)?);
    }
    let (mut index, out, mut outputs) = (HashMap::new(), PyList::empty(py), PyList::empty(py));
    for n in &nodes {
        let d: PyObject = match n.op.as_str() {
            "placeholder" => {
                let v = &n.val;
                if v.is_instance(&t.tensor)? {
                    let dev = v.getattr("device")?;
                    let ours = dev.getattr("type")?.str()?.to_str()? == t.device;
                    let idx: usize = dev.getattr("index")?.extract::<Option<usize>>()?.unwrap_or(0);
                    ("tensor", v.getattr("dtype")?.str()?, t.dims(v)?, ours, idx).into_pyobject(py)?.into_any().unbind()
                } else if v.is_instance(&t.sym_int)? {
                    ("size_input", t.expr(v)?).into_pyobject(py)?.into_any().unbind()
                } else if v.is_none() || v.downcast::<PyInt>().is_ok() {
                    // A size baked into this (static) graph, dropped at call time.
                    ("baked",).into_pyobject(py)?.into_any().unbind()
                } else {
                    return refused(format!("graph input {} is {}, not a tensor", n.node.getattr("name")?, v.get_type().name()?));
                }
            }
            "call_function" => {
                let v = &n.val;
                if n.target.is(&t.getitem) {
                    let args = n.node.getattr("args")?;
                    let Some(&src) = index.get(&(args.get_item(0)?.as_ptr() as usize)) else {
                        return refused(format!("getitem of {}, not a value the graph can use", args.get_item(0)?));
                    };
                    ("getitem", src, args.get_item(1)?).into_pyobject(py)?.into_any().unbind()
                } else if (v.is_instance(&t.sym_int)? || v.downcast::<PyInt>().is_ok()) && v.downcast::<PyBool>().is_err() {
                    ("size", t.expr(v)?).into_pyobject(py)?.into_any().unbind()
                } else if !t.is_op_overload(n)? {
                    ("unsupported", n.target.str()?).into_pyobject(py)?.into_any().unbind()
                } else {
                    t.describe_op(n, &index, symbolic, &bound)?
                }
            }
            "output" => {
                let items = n.node.getattr("args")?.get_item(0)?;
                outputs = PyList::new(py, items.try_iter()?.map(|o| t.value(&o?, &index)).collect::<R<Vec<_>>>()?)?;
                continue;
            }
            "get_attr" => {
                // Tensor constants were lifted into inputs ([`lift_graph`]): what is
                // left is a subgraph of a higher-order op (torch.cond, torch.while_loop).
                let users = n.node.getattr("users")?.try_iter()?.map(|u| Ok(u?.getattr("target")?.str()?.to_string())).collect::<PyResult<Vec<_>>>()?;
                return refused(format!("{} (a subgraph {} reads) is not compiled yet", n.target, users.join(", ")));
            }
            other => return refused(format!("graph {other} nodes are not supported yet")),
        };
        index.insert(n.key(), out.len());
        out.append(d)?;
    }
    Ok((out.into_any().unbind(), outputs.into_any().unbind()))
}

/// How a graph runs (see the module docs), for `dynamo._compile_graph`:
/// `("static",)`, `("bucketed",)`, or `("split", why, counter, parts, compiled, counts)`:
/// per node of the graph its piece number (None for inputs and the output), per
/// piece whether it compiles (the others run as themselves, on the device), and the
/// ops each cut is counted under (`metrics()[counter]`).
#[pyfunction]
pub fn graph_plan(py: Python<'_>, gm: &Bound<'_, PyAny>, device: &str) -> PyResult<PyObject> {
    let t = Torch::new(py, device)?;
    let nodes = t.nodes(gm)?;
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut count = |n: &Node<'_>| -> PyResult<()> {
        let name = n.target.getattr("overloadpacket").unwrap_or_else(|_| n.target.clone()).str()?.to_string();
        *counts.entry(name).or_default() += 1;
        Ok(())
    };
    let mut parts: Vec<Option<usize>> = vec![None; nodes.len()];
    let mut compiled = Vec::new();
    let (why, counter);
    if nodes.iter().any(|n| t.is_collective(n).unwrap_or(false)) {
        // Cut at each collective: the plugins we load run no collective across processes
        // inside a program, so each runs as itself on the device's c10d backend.
        (why, counter) = ("collectives in the graph", "collective_splits");
        let mut current = 0;
        compiled.push(true);
        for (k, n) in nodes.iter().enumerate() {
            if n.op == "placeholder" || n.op == "output" {
                continue;
            }
            if t.is_collective(n)? {
                count(n)?;
                parts[k] = Some(current + 1);
                compiled.extend([false, true]);
                current += 2;
            } else {
                parts[k] = Some(current);
            }
        }
    } else {
        let eager = cut_nodes(&t, &nodes)?;
        if eager.is_empty() {
            let symbolic = nodes.iter().filter(|n| n.op == "placeholder").any(|n| is_symbolic(&t, &n.val).unwrap_or(false));
            return Ok((if symbolic { "bucketed" } else { "static" },).into_pyobject(py)?.into_any().unbind());
        }
        (why, counter) = ("ops run as themselves in the graph", "graph_cuts");
        for (k, n) in nodes.iter().enumerate() {
            if n.op == "placeholder" || n.op == "output" {
                continue;
            }
            let is_eager = eager.contains(&n.key());
            if compiled.last() != Some(&!is_eager) {
                compiled.push(!is_eager);
            }
            parts[k] = Some(compiled.len() - 1);
            if is_eager && (t.is_custom_op(n)? || t.produces_unbacked(n)?) && !n.val.is_none() {
                count(n)?;
            }
        }
    }
    Ok(("split", why, counter, parts, compiled, counts).into_pyobject(py)?.into_any().unbind())
}

fn is_symbolic<'py>(t: &Torch<'py>, v: &Bound<'py, PyAny>) -> PyResult<bool> {
    if v.is_instance(&t.sym_int)? {
        return Ok(true);
    }
    Ok(v.is_instance(&t.tensor)? && v.getattr("shape")?.try_iter()?.any(|d| d.is_ok_and(|d| d.downcast::<PyInt>().is_err())))
}

/// The nodes that run as themselves, on the device, between a graph's compiled pieces
/// (by [`Node::key`]); empty when there are none:
///
/// - ops whose result has sizes (or is a number) that its inputs do not determine
///   (`nonzero`, `masked_select`, boolean indexing, `unique`, `repeat_interleave` by a
///   tensor, `.item()`, slices at such numbers), with the size arithmetic and runtime
///   assertions about them: the pieces after them take those sizes as inputs, so they
///   compile bucketed like any dynamic graph;
/// - ops from outside ATen (`torch.library` custom ops): they have no lowering, and
///   their own kernels run them on the device, as Inductor runs them.
fn cut_nodes<'py>(t: &Torch<'py>, nodes: &[Node<'py>]) -> PyResult<HashSet<usize>> {
    let mut sized = false;
    let mut custom = false;
    for n in nodes {
        sized = sized || t.produces_unbacked(n)?;
        custom = custom || t.is_custom_op(n)?;
    }
    let mut eager = HashSet::new();
    if !sized && !custom {
        return Ok(eager);
    }
    for n in nodes.iter().filter(|n| n.op == "call_function") {
        if n.target.is(&t.getitem) {
            if eager.contains(&(n.node.getattr("args")?.get_item(0)?.as_ptr() as usize)) {
                eager.insert(n.key());
            }
            continue;
        }
        if t.is_custom_op(n)? || t.produces_unbacked(n)? {
            eager.insert(n.key());
        } else if sized && !t.on_device(n)? {
            // Size arithmetic, assertions about sizes (not _assert_async of a tensor, which a
            // program checks), and tensors made on the host (scalar_tensor of a number read back).
            let mut inputs_on_device = true;
            for a in n.node.getattr("all_input_nodes")?.try_iter()? {
                inputs_on_device = inputs_on_device && t.on_device(&Node::new(a?)?)?;
            }
            if !n.val.is_none() || !inputs_on_device {
                eager.insert(n.key());
            }
        }
    }
    Ok(eager)
}

/// An effect's argument: the k-th of the values the graph returns for its effects.
#[pyclass(frozen)]
pub struct EffectOutput(usize);

/// What leaves a graph before it is compiled (`dynamo._graph_compiler`), the graph changed in
/// place: `(constants, tokens, effects, n_extra)`.
///
/// - Tensor constants it reads (`torch.tensor(...)` in model code becomes a `get_attr`) become
///   trailing inputs: `constants`, in order.
/// - Side effects AOTAutograd threads through it with tokens (`with_effects(token, op, *args)`:
///   `_linalg_check_errors` after a factorisation, which raises for a singular matrix) leave it,
///   as Inductor runs them: the graph returns their tensor arguments (`n_extra` more outputs),
///   and each op runs as itself on the device after the program ([`run_effects`]), in graph
///   order. Only ops whose sole result is the token (what they do is the effect); the token
///   inputs, which AOTAutograd passes as `None`, leave the graph (`tokens`: their positions).
#[pyfunction]
pub fn lift_graph<'py>(py: Python<'py>, gm: &Bound<'py, PyAny>) -> PyResult<(Vec<PyObject>, Vec<usize>, Vec<PyObject>, usize)> {
    let graph = gm.getattr("graph")?;
    let constants = lift_constants(py, gm, &graph)?;
    let (tokens, effects, n_extra) = lift_effects(py, &graph)?;
    if !constants.is_empty() || !effects.is_empty() {
        gm.call_method0("recompile")?;
    }
    Ok((constants, tokens, effects, n_extra))
}

fn nodes_of<'py>(graph: &Bound<'py, PyAny>) -> PyResult<Vec<Node<'py>>> {
    graph.getattr("nodes")?.try_iter()?.map(|n| Node::new(n?)).collect()
}

fn lift_constants<'py>(py: Python<'py>, gm: &Bound<'py, PyAny>, graph: &Bound<'py, PyAny>) -> PyResult<Vec<PyObject>> {
    let tensor = py.import("torch")?.getattr("Tensor")?;
    let nodes = nodes_of(graph)?;
    let mut anchor = nodes.iter().filter(|n| n.op == "placeholder").last().map(|n| n.node.clone());
    let first = nodes.first().map(|n| n.node.clone());
    let mut constants = Vec::new();
    for n in nodes.iter().filter(|n| n.op == "get_attr") {
        let mut value = gm.clone();
        for part in n.target.str()?.to_str()?.split('.') {
            value = value.getattr(part)?;
        }
        if !value.is_instance(&tensor)? || !n.node.getattr("meta")?.contains("val")? {
            continue; // left for the lowering to refuse
        }
        let at = match &anchor {
            Some(a) => graph.call_method1("inserting_after", (a,))?,
            None => graph.call_method1("inserting_before", (first.as_ref().expect("a node"),))?,
        };
        at.call_method0("__enter__")?;
        let ph = graph.call_method1("placeholder", (format!("_lifted_constant_{}", constants.len()),));
        at.call_method1("__exit__", (py.None(), py.None(), py.None()))?;
        let ph = ph?;
        ph.setattr("meta", n.node.getattr("meta")?.call_method0("copy")?)?;
        n.node.call_method1("replace_all_uses_with", (&ph,))?;
        graph.call_method1("erase_node", (&n.node,))?;
        anchor = Some(ph);
        constants.push(value.unbind());
    }
    Ok(constants)
}

fn lift_effects<'py>(py: Python<'py>, graph: &Bound<'py, PyAny>) -> PyResult<(Vec<usize>, Vec<PyObject>, usize)> {
    let none = (Vec::new(), Vec::new(), 0);
    let Ok(with_effects) = py.import("torch")?.getattr("ops")?.getattr("higher_order")?.getattr("with_effects") else {
        return Ok(none);
    };
    let getitem = py.import("operator")?.getattr("getitem")?;
    let all = nodes_of(graph)?;
    let nodes: Vec<&Node> = all.iter().filter(|n| n.op == "call_function" && n.target.is(&with_effects)).collect();
    for n in &nodes {
        for u in n.node.getattr("users")?.try_iter()? {
            let u = u?;
            if !u.getattr("target")?.is(&getitem) || !u.getattr("args")?.get_item(1)?.eq(0)? {
                return Ok(none); // an effect whose results the graph reads: the lowering refuses it
            }
        }
    }
    if nodes.is_empty() {
        return Ok(none);
    }
    let out_node = all.iter().rev().find(|n| n.op == "output").expect("an output node").node.clone();
    let node_cls = py.import("torch")?.getattr("fx")?.getattr("Node")?;
    let mut extra: Vec<Bound<'py, PyAny>> = Vec::new();
    fn lift<'py>(py: Python<'py>, v: &Bound<'py, PyAny>, node_cls: &Bound<'py, PyAny>, extra: &mut Vec<Bound<'py, PyAny>>) -> PyResult<PyObject> {
        if v.is_instance(node_cls)? {
            extra.push(v.clone());
            return Ok(Py::new(py, EffectOutput(extra.len() - 1))?.into_any());
        }
        if v.downcast::<PyList>().is_ok() || v.downcast::<PyTuple>().is_ok() {
            let items = v.try_iter()?.map(|x| lift(py, &x?, node_cls, extra)).collect::<PyResult<Vec<_>>>()?;
            return Ok(if v.downcast::<PyList>().is_ok() { PyList::new(py, items)?.into_any().unbind() } else { PyTuple::new(py, items)?.into_any().unbind() });
        }
        Ok(v.clone().unbind())
    }
    let mut effects = Vec::new();
    for n in &nodes {
        let args = n.node.getattr("args")?.downcast_into::<PyTuple>()?;
        for u in n.node.getattr("users")?.call_method0("copy")?.try_iter()? {
            let u = u?;
            u.call_method1("replace_all_uses_with", (args.get_item(0)?,))?;
            graph.call_method1("erase_node", (u,))?;
        }
        let rest = args.get_slice(2, args.len());
        let a = lift(py, rest.as_any(), &node_cls, &mut extra)?;
        let kw = PyDict::new(py);
        for (k, v) in n.node.getattr("kwargs")?.downcast::<PyDict>()?.iter() {
            kw.set_item(k, lift(py, &v, &node_cls, &mut extra)?)?;
        }
        effects.push((args.get_item(1)?, a, kw).into_pyobject(py)?.into_any().unbind());
    }
    let mut outputs: Vec<Bound<'py, PyAny>> = out_node.getattr("args")?.get_item(0)?.try_iter()?.collect::<PyResult<_>>()?;
    outputs.extend(extra.iter().cloned());
    for n in &nodes {
        graph.call_method1("erase_node", (&n.node,))?;
    }
    let tensor = py.import("torch")?.getattr("Tensor")?;
    let placeholders: Vec<Node> = nodes_of(graph)?.into_iter().filter(|n| n.op == "placeholder").collect();
    let mut tokens = Vec::new();
    for (i, p) in placeholders.iter().enumerate() {
        let only_output = p.node.getattr("users")?.try_iter()?.all(|u| u.is_ok_and(|u| u.is(&out_node)));
        let returned = outputs.iter().any(|o| o.is(&p.node));
        if only_output && returned && p.val.is_instance(&tensor)? && p.val.call_method0("numel")?.eq(0)? {
            tokens.push(i);
        }
    }
    let token_nodes: Vec<&Bound<'py, PyAny>> = tokens.iter().map(|&i| &placeholders[i].node).collect();
    let outputs: Vec<PyObject> =
        outputs.iter().map(|o| if token_nodes.iter().any(|t| t.is(o)) { py.None() } else { o.clone().unbind() }).collect();
    out_node.setattr("args", (PyTuple::new(py, outputs)?,))?;
    for t in token_nodes {
        graph.call_method1("erase_node", (t,))?;
    }
    Ok((tokens, effects, extra.len()))
}

/// Runs the effects [`lift_graph`] took out of a graph, each `EffectOutput(k)` in their
/// arguments replaced by `values[k]` (the graph's extra outputs).
#[pyfunction]
pub fn run_effects(py: Python<'_>, effects: &Bound<'_, PyList>, values: &Bound<'_, PyList>) -> PyResult<()> {
    fn value<'py>(py: Python<'py>, v: &Bound<'py, PyAny>, values: &Bound<'py, PyList>) -> PyResult<Bound<'py, PyAny>> {
        if let Ok(o) = v.downcast::<EffectOutput>() {
            return values.get_item(o.get().0);
        }
        if v.downcast::<PyList>().is_ok() || v.downcast::<PyTuple>().is_ok() {
            let items = v.try_iter()?.map(|x| value(py, &x?, values)).collect::<PyResult<Vec<_>>>()?;
            return Ok(if v.downcast::<PyList>().is_ok() { PyList::new(py, items)?.into_any() } else { PyTuple::new(py, items)?.into_any() });
        }
        Ok(v.clone())
    }
    for e in effects.iter() {
        let (op, args, kwargs): (Bound<'_, PyAny>, Bound<'_, PyAny>, Bound<'_, PyDict>) = e.extract()?;
        let kw = PyDict::new(py);
        for (k, v) in kwargs.iter() {
            kw.set_item(k, value(py, &v, values)?)?;
        }
        op.call(value(py, &args, values)?.downcast_into::<PyTuple>()?, Some(&kw))?;
    }
    Ok(())
}
