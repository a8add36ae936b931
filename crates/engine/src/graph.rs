//! Whole-graph compilation for `torch.compile`: an FX graph of ATen ops (from
//! AOTAutograd) is lowered through the same op table as eager into one
//! StableHLO module and one PJRT executable.
//!
//! Inputs arrive as whole, contiguous storages (flat buffers, reshaped in the
//! program); outputs leave flat and are written into slots of tensors the
//! Python side allocated. In-place nodes on graph inputs (input mutations kept
//! in the graph) become extra outputs swapped into the inputs' slots.

use crate::call::TRef;
use crate::error::{EngineError, Result};
use crate::opinfo::base_name;
use crate::overloads;
use crate::slot::Slot;
use crate::pad::{layout_is_padded, static_layout, Layout, PadState, Padding};
use crate::program::{self, Program};
use crate::{rng, runtime};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;
use tpj_lowering::{registry, DType, LowerError, Numbers, Priority, TensorArg};
use tpj_pjrt::{Buffer, Signature};
use tpj_stablehlo::{Builder, ElementType, TensorType, Value};

/// Where a node argument's tensor comes from.
#[derive(Clone, Debug, PartialEq)]
pub enum Ref {
    Input(usize),
    Node(usize, usize),
    /// A view of node n's result k (`View` over its elements in row-major order): a fused
    /// eager cluster reads views of its own results (`fused.rs`), as eager ops read views
    /// of storages, where a graph from FX names its view ops as nodes.
    View(usize, usize, crate::View),
    /// A view at a size bucket's sizes of node n's result k, in a bucketed fused eager
    /// cluster (`fused.rs`): per dimension, the cluster symbol (`Padding`'s expression
    /// index) whose real value the dimension holds below its padded size, or `None` for a
    /// static one. Read as `View`, its value then carries that layout.
    Padded(usize, usize, crate::View, Vec<Option<usize>>),
    /// `View` whose offset is run-time input i of the graph's view offsets (`lower_nodes`'s
    /// `view_offsets`): a fused cluster reads the last token of a sequence it grows itself.
    ViewAt(usize, usize, crate::View, usize),
    /// Zeros of a dtype and sizes: a never-written storage (`torch.empty`) a fused cluster
    /// writes whole (`x.to(dtype)` copies into one), read as the eager path reads it.
    Zeros(DType, Vec<i64>),
}

/// The layout of a value of `sizes` whose dimension d holds symbol `syms[d]`'s real value.
pub(crate) fn symbol_layout(sizes: &[i64], syms: &[Option<usize>]) -> Layout {
    sizes.iter().zip(syms).map(|(&n, s)| vec![crate::pad::Factor { padded: n, actual: *s }]).collect()
}

/// One argument of a graph node: a tensor is a graph input or an earlier node's result.
pub type GArg = tpj_lowering::NodeArg<Ref>;

#[derive(Clone, Debug)]
pub struct Node {
    pub op: String,
    pub arg_names: Vec<String>,
    pub args: Vec<GArg>,
    /// Arguments the op writes in place (after functionalization: input mutations).
    pub mutated: Vec<usize>,
}

#[derive(Clone, Debug)]
pub struct GraphSpec {
    pub inputs: Vec<(DType, Vec<i64>)>,
    pub nodes: Vec<Node>,
    pub outputs: Vec<Ref>,
    /// Present for a bucketed graph: shapes above are padded (see `pad`).
    pub padding: Option<Padding>,
    /// Per input (none when empty): `Some(view)` when the input is a storage's flat buffer
    /// (`inputs[k]` is `[its length]`) that the program reads `view` of, in place of a
    /// caller's copy (an eager call's transposed or padded operand, `vary.rs`).
    pub input_views: Vec<Option<crate::View>>,
}

pub struct CompiledGraph {
    /// Unique for the life of the process (never reused after the graph is freed): deferred
    /// chains are cached by their graphs' ids.
    pub id: u64,
    pub(crate) program: Program,
    pub inputs: Vec<(DType, Vec<i64>)>,
    pub outputs: Vec<(DType, Vec<i64>)>,
    /// Where each output's real elements are (bucketed graphs; static otherwise).
    pub out_layouts: Vec<Layout>,
    /// `Some(i)`: output k is graph input i, unchanged (a tensor AOTAutograd saves for the
    /// backward, say). It shares the input's buffer instead of being a program result,
    /// which XLA would fill with a copy every run.
    pub(crate) out_inputs: Vec<Option<usize>>,
    n_syms: usize,
    /// Inputs mutated by the graph, in the order of the extra outputs.
    pub mutated_inputs: Vec<usize>,
    uses_rng: bool,
    random_nodes: u64,
    pub device: usize,
    /// The name the graph was dumped under (`TORCH_PJRT_DUMP_DIR`): its first run saves inputs.
    dump: Option<String>,
    /// The graph as lowered, kept for static graphs: a deferred chain lowers it again,
    /// together with the graphs around it (`defer.rs`).
    pub(crate) spec: Option<GraphSpec>,
}

impl CompiledGraph {
    /// Whether a run may be deferred: static sizes, no random draws (whose counter
    /// offsets are taken at the call), not being dumped (a dump replays runs as called).
    pub(crate) fn deferrable(&self) -> bool {
        self.spec.is_some() && self.n_syms == 0 && !self.uses_rng && self.dump.is_none()
    }
}

static NEXT_ID: AtomicU64 = AtomicU64::new(0);

fn numel(dims: &[i64]) -> i64 {
    dims.iter().product()
}

/// Lowers and compiles a graph. Every unsupported op is reported at once, not just the
/// first. The program lives as long as the graph: whoever holds it (Dynamo's compiled
/// function, a bucket table) frees it by dropping it.
pub fn compile(spec: &GraphSpec, device: usize) -> Result<Arc<CompiledGraph>> {
    let rt = runtime::get()?;
    rt.check_device(device)?;
    let reg = registry();
    check_lowerings(spec, "torch.compile(backend=\"tpu\")")?;
    let mut b = Builder::new();
    let mut inputs: Vec<TensorArg> = Vec::with_capacity(spec.inputs.len());
    let mut params: Vec<Value> = Vec::with_capacity(spec.inputs.len());
    for (k, (d, dims)) in spec.inputs.iter().enumerate() {
        let p = b.param(TensorType::new(d.elem(), vec![numel(dims)]));
        params.push(p);
        let v = match spec.input_views.get(k) {
            Some(Some(view)) => crate::view::read(&mut b, p, *d, *d, view).map_err(LowerError::from)?,
            _ => b.reshape(p, dims).map_err(LowerError::from)?,
        };
        inputs.push(TensorArg { v, dtype: *d, prio: Priority::Dim });
    }
    let is_random = |n: &Node| reg.get(&base_name(&n.op)).is_some_and(|d| d.random) || n.arg_names.iter().any(|a| a == "generator");
    let uses_rng = spec.nodes.iter().any(is_random);
    let rng_param = uses_rng.then(|| b.param(TensorType::new(ElementType::U64, vec![2])));
    let mut pad = pad_inputs(&mut b, spec, &inputs)?;
    let unchanged: Vec<Value> = inputs.iter().map(|t| t.v).collect();
    let mut body = lower_body(&mut b, spec, inputs, rng_param, pad.as_mut())?;
    materialize_state(&mut b, &mut body)?;
    let Body { outputs: out_vals, inputs, mutated_inputs, checks, random_nodes } = body;
    let mut results = Vec::new();
    let mut out_meta = Vec::new();
    let mut out_layouts = Vec::new();
    let mut out_inputs = Vec::with_capacity(spec.outputs.len());
    for t in out_vals {
        let ty = b.ty(t.v).clone();
        out_layouts.push(pad.as_ref().map(|p| p.layout(&b, t.v)).unwrap_or_else(|| static_layout(&ty.dims)));
        out_meta.push((t.dtype, ty.dims.clone()));
        // A donated input's buffer is gone after the run: only untouched inputs are shared.
        // A viewed input's buffer is its storage, not the view: never passed through.
        let same = unchanged
            .iter()
            .position(|&u| u == t.v)
            .filter(|i| !mutated_inputs.contains(i) && spec.inputs[*i].0 == t.dtype && !matches!(spec.input_views.get(*i), Some(Some(_))));
        out_inputs.push(same);
        if same.is_none() {
            results.push(b.reshape(t.v, &[ty.numel()]).map_err(LowerError::from)?);
        }
    }
    let mut aliases = Vec::with_capacity(mutated_inputs.len());
    for &i in &mutated_inputs {
        let t = inputs[i];
        let n = b.ty(t.v).numel();
        // State updated in place (parameters, optimizer moments) reuses its input's memory when donated.
        aliases.push((i, results.len()));
        b.set_param_alias(params[i], results.len());
        results.push(b.reshape(t.v, &[n]).map_err(LowerError::from)?);
    }
    let n_checks = checks.len();
    // An eager call's bucket program (vary.rs) starts at its first tier, as eager programs do.
    let eager = spec.padding.as_ref().is_some_and(|p| p.eager);
    let mut dump = None;
    let mut write_dump = |text: &str, sig: &Signature, compute_dtype: &str| {
        use crate::dump::{Part, Role};
        let n_in = spec.inputs.len();
        let params: Vec<Part> = sig
            .params
            .iter()
            .enumerate()
            .map(|(k, (ty, dims))| {
                let role = match k {
                    k if k < n_in => Role::Input(k, spec.inputs[k].1.clone()),
                    k if k == n_in && uses_rng => Role::Rng,
                    _ => Role::Sizes,
                };
                Part { ty: *ty, dims: dims.clone(), role }
            })
            .collect();
        let mut roles = out_inputs.iter().enumerate().filter(|(_, same)| same.is_none()).map(|(k, _)| Role::Output(k, out_meta[k].1.clone())).collect::<Vec<_>>();
        roles.extend(mutated_inputs.iter().map(|&i| Role::Updated(i)));
        roles.extend((0..n_checks).map(|_| Role::Check));
        let results: Vec<Part> = sig.results.iter().zip(roles).map(|((ty, dims), role)| Part { ty: *ty, dims: dims.clone(), role }).collect();
        let what = if eager { "eager bucket program" } else { "torch.compile graph" };
        dump = crate::dump::graph(what, text, compute_dtype, &params, &results, &aliases);
    };
    let want_dump = crate::dump::dir().is_some();
    let program = program::compile(b, results, checks, "torch.compile graph", if want_dump { Some(&mut write_dump) } else { None }, eager)?;
    let n_syms = spec.padding.as_ref().map_or(0, |p| p.n_syms);
    let keep = (spec.padding.is_none() && !uses_rng).then(|| spec.clone());
    let id = NEXT_ID.fetch_add(1, Relaxed);
    Ok(Arc::new(CompiledGraph { id, program, inputs: spec.inputs.clone(), outputs: out_meta, out_layouts, out_inputs, n_syms, mutated_inputs, uses_rng, random_nodes, device, dump, spec: keep }))
}

/// A bucketed graph's padding state (its sizes parameter added to `b`, after the inputs),
/// with the layouts of its padded inputs; None for a static graph.
pub(crate) fn pad_inputs<'a>(b: &mut Builder, spec: &'a GraphSpec, inputs: &[TensorArg]) -> Result<Option<PadState<'a>>> {
    let Some(p) = spec.padding.as_ref() else { return Ok(None) };
    let mut pad = PadState::new(b, p);
    if p.n_syms == 0 {
        // Symbolic sizes only inside expressions (view(2, -1) of a value-sized tensor: u0//2),
        // none an input size to pad: the caller compiles per exact size.
        return Err(crate::fx::not_bucketable("no input size is a plain symbol"));
    }
    if p.input_layouts.len() != inputs.len() {
        return Err(EngineError::Invalid(format!("{} input layouts for {} inputs", p.input_layouts.len(), inputs.len())));
    }
    for (t, l) in inputs.iter().zip(&p.input_layouts) {
        let dims = b.ty(t.v).dims.clone();
        if l.len() != dims.len() || l.iter().zip(&dims).any(|(d, &n)| d.iter().map(|f| f.padded).product::<i64>() != n) {
            return Err(EngineError::Invalid(format!("input layout {l:?} does not match padded shape {dims:?}")));
        }
        if layout_is_padded(l) {
            pad.set_layout(t.v, l.clone());
        }
    }
    Ok(Some(pad))
}

/// Refuses a graph with ops the registry has no lowering for, naming every one of them
/// (not just the first) after `what`.
pub(crate) fn check_lowerings(spec: &GraphSpec, what: &str) -> Result<()> {
    let missing: Vec<String> = spec
        .nodes
        .iter()
        .filter(|n| overloads::lowering(&n.op).def().is_none())
        .map(|n| n.op.clone())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    Err(EngineError::Unsupported(format!("{what}: no lowering for {} op(s): {}", missing.len(), missing.join(", "))))
}

/// Makes the new values of the state a graph updates in place computed once, in flat
/// shape, and read by whatever else uses them (`Builder::materialize`): an optimizer's new
/// moments are read by its parameter update instead of recomputed there from the old
/// moments, which XLA would then copy before overwriting them (docs/performance.md).
pub(crate) fn materialize_state(b: &mut Builder, body: &mut Body) -> Result<()> {
    let state: Vec<Value> = body.mutated_inputs.iter().map(|&i| body.inputs[i].v).collect();
    for (&i, v) in body.mutated_inputs.iter().zip(b.materialize(&state).map_err(LowerError::from)?) {
        body.inputs[i].v = v;
    }
    Ok(())
}

/// What lowering a graph's nodes yields: its outputs, its inputs' values after the
/// graph's in-place updates, which inputs those are, and its device-side checks.
pub(crate) struct Body {
    pub outputs: Vec<TensorArg>,
    pub inputs: Vec<TensorArg>,
    pub mutated_inputs: Vec<usize>,
    pub checks: Vec<tpj_lowering::ctx::DeviceCheck>,
    pub random_nodes: u64,
}

/// Lowers `spec`'s nodes onto `inputs` (values already in `b`): shared by a graph's own
/// program and by a chain of deferred graphs lowered as one (`defer.rs`).
pub(crate) fn lower_body(b: &mut Builder, spec: &GraphSpec, inputs: Vec<TensorArg>, rng_param: Option<Value>, pad: Option<&mut PadState>) -> Result<Body> {
    lower_nodes(b, spec, inputs, rng_param, pad, None)
}

/// Called with each node's index and results once lowered (it may replace them).
pub(crate) type AfterNode<'f> = &'f mut dyn FnMut(&mut Builder, usize, &mut [TensorArg]) -> Result<()>;

/// What lowering a fused eager cluster's nodes adds to a graph's (`fused.rs`).
pub(crate) struct ClusterLowering<'a, 'f> {
    /// Each node's non-constant numbers become parameters (`Numbers::Runtime`), listed
    /// here in the order they were added, with the node that reads them.
    pub numbers: &'a mut Vec<(usize, tpj_lowering::NumberParam)>,
    /// Sees each node's results.
    pub after_node: AfterNode<'f>,
    /// The run-time offsets `Ref::ViewAt` operands index.
    pub view_offsets: &'a [Value],
}

/// `lower_body`, for a fused eager cluster when `cluster` is given (its numbers then
/// run-time parameters; a graph's are constants).
pub(crate) fn lower_nodes(
    b: &mut Builder,
    spec: &GraphSpec,
    mut inputs: Vec<TensorArg>,
    rng_param: Option<Value>,
    mut pad: Option<&mut PadState>,
    mut cluster: Option<ClusterLowering>,
) -> Result<Body> {
    let policy = if cluster.is_some() { Numbers::Runtime } else { Numbers::Constant };
    let view_offsets: &[Value] = cluster.as_ref().map_or(&[], |c| c.view_offsets);
    let reg = registry();
    let is_random = |n: &Node| reg.get(&base_name(&n.op)).is_some_and(|d| d.random) || n.arg_names.iter().any(|a| a == "generator");
    let unchanged: Vec<Value> = inputs.iter().map(|t| t.v).collect();
    let mut node_outs: Vec<Vec<TensorArg>> = Vec::with_capacity(spec.nodes.len());
    let mut mutated_inputs: Vec<usize> = Vec::new();
    let mut random_nodes = 0u64;
    let mut checks: Vec<tpj_lowering::ctx::DeviceCheck> = Vec::new();
    // A `Ref::Padded` operand is read before its node is lowered, to give its value its
    // layout (`pre`): the operand closures below cannot reach the padding state.
    let resolve = |b: &mut Builder, r: &Ref, inputs: &[TensorArg], outs: &[Vec<TensorArg>], pre: &[(Ref, TensorArg)]| -> Result<TensorArg> {
        if let Ref::ViewAt(n, k, view, i) = r {
            let t = outs.get(*n).and_then(|o| o.get(*k)).copied().ok_or_else(|| EngineError::Invalid(format!("graph node {n} output {k} out of range")))?;
            let off = *view_offsets.get(*i).ok_or_else(|| EngineError::Invalid(format!("view offset {i} out of range")))?;
            let len = b.ty(t.v).numel();
            let flat = b.reshape(t.v, &[len]).map_err(LowerError::from)?;
            let v = crate::view::read_at(b, flat, t.dtype, view, off).map_err(LowerError::from)?;
            return Ok(TensorArg { v, dtype: t.dtype, prio: Priority::Dim });
        }
        let node = |n: usize, k: usize| {
            outs.get(n).and_then(|o| o.get(k)).copied().ok_or_else(|| EngineError::Invalid(format!("graph node {n} output {k} out of range")))
        };
        match r {
            Ref::Zeros(dtype, sizes) => {
                let v = crate::view::zeros(b, dtype.elem(), sizes).map_err(LowerError::from)?;
                Ok(TensorArg { v, dtype: *dtype, prio: Priority::Dim })
            }
            Ref::Input(i) => inputs.get(*i).copied().ok_or_else(|| EngineError::Invalid(format!("graph input {i} out of range"))),
            Ref::Node(n, k) => node(*n, *k),
            Ref::Padded(..) if pre.iter().any(|(p, _)| p == r) => Ok(pre.iter().find(|(p, _)| p == r).expect("found").1),
            Ref::View(n, k, view) | Ref::Padded(n, k, view, _) | Ref::ViewAt(n, k, view, _) => {
                let t = node(*n, *k)?;
                let len = b.ty(t.v).numel();
                let flat = b.reshape(t.v, &[len]).map_err(LowerError::from)?;
                let v = crate::view::read(b, flat, t.dtype, t.dtype, view).map_err(LowerError::from)?;
                Ok(TensorArg { v, dtype: t.dtype, prio: Priority::Dim })
            }
        }
    };
    for (ni, node) in spec.nodes.iter().enumerate() {
        let def = overloads::lowering(&node.op).def().ok_or_else(|| EngineError::NoLowering { op: node.op.clone() })?;
        let mut pre: Vec<(Ref, TensorArg)> = Vec::new();
        if let Some(p) = pad.as_mut() {
            let padded = node.args.iter().flat_map(|a| match a {
                GArg::Tensor(r) => vec![r],
                GArg::TensorList(rs) => rs.iter().flatten().collect(),
                _ => Vec::new(),
            });
            for r in padded {
                if let Ref::Padded(_, _, view, syms) = r {
                    if !pre.iter().any(|(q, _)| q == r) {
                        let t = resolve(b, r, &inputs, &node_outs, &[])?;
                        p.set_layout(t.v, symbol_layout(&view.sizes, syms));
                        pre.push((r.clone(), t));
                    }
                }
            }
        }
        let is_out = |ai: usize| node.mutated.contains(&ai) && node.arg_names[ai] == "out";
        let norm = tpj_lowering::normalise(
            b,
            def,
            &node.op,
            &node.arg_names,
            &node.args,
            policy,
            is_out,
            |b, r| resolve(b, r, &inputs, &node_outs, &pre).map_err(|e| LowerError::Type { op: node.op.clone(), detail: e.to_string() }),
            |b, id| {
                let pad = pad.as_mut().ok_or_else(|| LowerError::Type { op: node.op.clone(), detail: "a size scalar in a graph without sizes".into() })?;
                pad.value(b, id).map_err(|e| LowerError::Type { op: node.op.clone(), detail: e.to_string() })
            },
        )?;
        if let Some(c) = cluster.as_mut() {
            c.numbers.extend(norm.params.iter().map(|p| (ni, *p)));
        }
        let mut vals = norm.vals;
        let plan = match pad.as_mut() {
            Some(p) => Some(p.before(b, &node.op, &node.arg_names, &mut vals, &node.mutated)?),
            None => None,
        };
        // Each random node draws from its own counter: (seed, offset + node index).
        let node_rng = match rng_param {
            Some(p) if is_random(node) => {
                random_nodes += 1;
                let add = b.constant_elements_u64(TensorType::new(ElementType::U64, vec![2]), &[0, random_nodes]).map_err(LowerError::from)?;
                Some(b.add(p, add).map_err(LowerError::from)?)
            }
            p => p,
        };
        let (mut outs, mut node_checks) = def.lower_call(def.lower, b, &node.op, &node.arg_names, vals, node_rng, &[])?;
        // A padded graph keeps its checks: the padding rules mark index filler, which the
        // range checks skip (`Builder::mark_filler`), so only real entries are judged.
        checks.append(&mut node_checks);
        if let (Some(p), Some(plan)) = (pad.as_mut(), plan) {
            let exprs = spec.padding.as_ref().and_then(|s| s.node_out_exprs.get(ni));
            p.after(b, &node.op, plan, &mut outs, exprs)?;
        }
        // In-place nodes rebind what they mutate; on graph inputs they become outputs.
        let mut k = 0;
        for &mi in &node.mutated {
            if let GArg::Tensor(r) = &node.args[mi] {
                if node.arg_names[mi] == "out" {
                    continue;
                }
                let r0 = outs.get(k).copied().ok_or_else(|| EngineError::Invalid(format!("{}: missing result", node.op)))?;
                k += 1;
                if let Ref::Input(i) = r {
                    let target = inputs[*i];
                    let v = if target.dtype != r0.dtype { b.convert(r0.v, target.dtype.elem()).map_err(LowerError::from)? } else { r0.v };
                    let shape = b.ty(target.v).dims.clone();
                    let v = if b.ty(v).dims != shape { b.broadcast_in_dim(v, &shape, &[]).map_err(LowerError::from)? } else { v };
                    inputs[*i] = TensorArg { v, dtype: target.dtype, prio: Priority::Dim };
                    if !mutated_inputs.contains(i) {
                        mutated_inputs.push(*i);
                    }
                }
            }
        }
        if let Some(c) = cluster.as_mut() {
            (c.after_node)(b, ni, &mut outs)?;
        }
        node_outs.push(outs);
    }
    // An input "mutated" back to its own value (a fused optimizer's gradients, which its
    // schema marks written, are only written when unscaled) is no output: copying it
    // into itself would cost a full pass over it every run.
    mutated_inputs.retain(|&i| inputs[i].v != unchanged[i]);
    let outputs = spec.outputs.iter().map(|r| resolve(b, r, &inputs, &node_outs, &[])).collect::<Result<Vec<_>>>()?;
    Ok(Body { outputs, inputs, mutated_inputs, checks, random_nodes })
}

/// The buffer holding `t` as a whole contiguous storage, materialising views.
pub(crate) fn whole_buffer(t: &TRef) -> Result<Arc<Buffer>> {
    let st = t.slot.state();
    st.readable()?;
    if let Some(buf) = &st.buf {
        if st.dtype == t.dtype && t.view.offset == 0 && t.view.is_contiguous() && buf.dims()[0] == t.view.numel() {
            return Ok(buf.clone());
        }
    }
    let n = crate::transfer::materialize(t)?;
    let st = n.slot.state();
    Ok(st.buf.clone().expect("materialized"))
}

/// Runs a compiled graph: reads `inputs`, writes results into the slots of
/// `outputs` (tensors allocated by the caller) and mutated inputs' slots.
/// `syms`: the real sizes of a bucketed graph's symbols.
pub fn run(g: &Arc<CompiledGraph>, inputs: &[TRef], outputs: &[&Slot], syms: &[i64]) -> Result<()> {
    if syms.len() != g.n_syms {
        return Err(EngineError::Invalid(format!("compiled graph expects {} sizes, got {}", g.n_syms, syms.len())));
    }
    if inputs.len() != g.inputs.len() || outputs.len() != g.outputs.len() {
        return Err(EngineError::Invalid(format!(
            "compiled graph expects {} inputs and {} outputs, got {} and {}",
            g.inputs.len(),
            g.outputs.len(),
            inputs.len(),
            outputs.len()
        )));
    }
    for (k, (t, (d, dims))) in inputs.iter().zip(&g.inputs).enumerate() {
        if t.dtype != *d || &t.view.sizes != dims {
            return Err(EngineError::Invalid(format!(
                "compiled graph input {k}: expected {:?} {}, got {:?} {}",
                dims, d, t.view.sizes, t.dtype
            )));
        }
        if t.slot.device != g.device {
            return Err(EngineError::Invalid(format!("compiled graph input {k} is on tpu:{}, the graph on tpu:{}", t.slot.device, g.device)));
        }
    }
    let _why = crate::fused::Reading::because("compiled graph");
    if crate::defer::push(g, inputs, outputs)? {
        return Ok(());
    }
    let whole: Vec<Arc<Buffer>> = inputs.iter().map(whole_buffer).collect::<Result<_>>()?;
    // Mutated inputs that own their whole storage, alone, are offered for donation (the
    // result is swapped into their slot below, under the slot's writer lock); anything
    // shared is lent and PJRT copies it.
    let mut donors: Vec<usize> = g
        .mutated_inputs
        .iter()
        .copied()
        .filter(|&i| {
            let t = &inputs[i];
            let alone = inputs.iter().enumerate().all(|(j, u)| j == i || !std::ptr::eq(u.slot, t.slot));
            alone && t.view.offset == 0 && t.view.is_contiguous() && t.view.numel() == t.slot.logical_numel(t.dtype)
        })
        .collect();
    // In address order, as eager calls take them: two threads never wait on each other.
    donors.sort_by_key(|&i| inputs[i].slot as *const Slot as usize);
    let locks: Vec<_> = donors.iter().map(|&i| inputs[i].slot.writer.lock()).collect();
    let passed: Vec<Option<Arc<Buffer>>> = g.out_inputs.iter().map(|i| i.map(|i| whole[i].clone())).collect();
    let mut bufs: Vec<program::Input> = Vec::with_capacity(inputs.len() + 2);
    for (i, (t, buf)) in inputs.iter().zip(whole).enumerate() {
        bufs.push(if donors.contains(&i) { program::Input::Donate(buf, Some((t.slot, t.dtype))) } else { program::Input::Lent(buf) });
    }
    if g.uses_rng {
        // Random node k uses (seed, offset + k): the run consumes that many offsets.
        bufs.push(program::Input::Rng { id: rng::default_for(g.device), draws: g.random_nodes + 1 });
    }
    if g.n_syms > 0 {
        bufs.push(program::Input::Sizes(syms));
    }
    let outs = program::launch(&g.program, g.device, &format_args!("torch.compile graph {}", g.id), bufs, g.dump.as_deref())?;
    let mut outs = outs.into_iter();
    for ((slot, (d, _)), input) in outputs.iter().zip(&g.outputs).zip(passed) {
        slot.set_shared(input.unwrap_or_else(|| outs.next().expect("output count checked at compile")), *d);
    }
    for &i in &g.mutated_inputs {
        let buf = outs.next().expect("output count checked at compile");
        let t = &inputs[i];
        if t.view.offset == 0 && t.view.is_contiguous() && t.view.numel() == t.slot.logical_numel(t.dtype) {
            t.slot.set_shared(buf, t.dtype);
        } else {
            // A mutated view: write it back through the eager path.
            let tmp = Slot::with_shared(g.device, buf, t.dtype);
            let src = TRef { slot: &tmp, dtype: t.dtype, view: crate::View { sizes: t.view.sizes.clone(), strides: crate::transfer::contiguous_strides(&t.view.sizes), offset: 0 } };
            crate::transfer::copy_device(t, &src)?;
        }
    }
    drop(locks);
    Ok(())
}
