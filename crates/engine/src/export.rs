//! `torch_pjrt.export`: a `torch.export` program as a StableHLO module of its own, for other
//! runtimes (any PJRT plugin through the replay example, IREE, JAX).
//!
//! The graph is lowered by [`graph::lower_body`], the lowering every compiled graph goes
//! through, with the same op table as eager; only the binding of its inputs and outputs
//! differs. A compiled graph takes flat storages and returns flat buffers that the caller
//! views; an exported program takes and returns tensors of their own shapes, in the order
//! of the exported signature, and holds the weights the caller asks to bake in as constants
//! (`dense<"0x...">`). Nothing is compiled: the module is text, and no host-kernel routing
//! (XLA CPU custom calls) enters it. Device-side checks (an index past the end) are left
//! out: a consumer gets the program's results alone.

use crate::dump::{Part, Role};
use crate::error::{EngineError, Result};
use crate::fx::{FxGraph, OutItem, Sizes};
use crate::graph::{self, GraphSpec, Node};
use crate::opinfo::base_name;
use std::collections::HashMap;
use tpj_lowering::{registry, LowerError, Priority, TensorArg};
use tpj_stablehlo::{Builder, ElementType, TensorType};

/// Exports an FX graph (`fx_read::describe_graph` of a `torch.export` program). Its symbolic
/// sizes (`torch.export.Dim`) are bounded by `bounds` (symbol -> largest size): the module
/// is the graph's bucketed lowering at those sizes, as `torch.compile(dynamic=True)` runs
/// it. It takes every input padded to its bound (real elements first in each dimension)
/// and, last, `sizes`: the symbols' real values (int64, in the order of the description's
/// `sizes` parameter); its results are padded the same way. A symbol without a bound, or
/// a graph the padding rules cannot run padded, is refused, naming it.
/// `inputs`/`constants` are per placeholder; see [`export`] for the rest.
pub fn export_graph(
    fx: &FxGraph,
    bounds: &HashMap<String, i64>,
    inputs: &[Slot],
    outputs: &[Slot],
    constants: Vec<Option<Vec<u8>>>,
    program: &str,
) -> Result<Exported> {
    const WHAT: &str = "torch_pjrt.export";
    let names: Vec<String> = fx.input_symbols().into_iter().map(|(s, _, _)| s).collect();
    let conv = if names.is_empty() {
        fx.convert(None, None)?
    } else {
        let unbounded: Vec<&str> = names.iter().filter(|s| !bounds.contains_key(*s)).map(|s| s.as_str()).collect();
        if !unbounded.is_empty() {
            return Err(EngineError::Unsupported(format!("{WHAT}: no bound for the dynamic size(s) {}", unbounded.join(", "))));
        }
        let mut sizes = Sizes::new(names.iter().map(|s| (s.clone(), bounds[s])).collect(), names.clone());
        let mut layouts = Vec::new();
        for (_, p) in fx.placeholders() {
            if let crate::fx::Placeholder::Tensor { dims, .. } = p {
                let l: Vec<Vec<_>> = dims.iter().map(|d| Ok(vec![(sizes.padded(d)?, (!d.is_number()).then(|| d.clone()))])).collect::<Result<_>>()?;
                layouts.push(sizes.layout_ids(&l)?);
            }
        }
        fx.convert(Some(&mut sizes), Some(&layouts)).map_err(|e| bounded(e))?
    };
    if conv.out_spec.iter().any(|o| !matches!(o, OutItem::Tensor(_))) {
        return Err(EngineError::Unsupported(format!("{WHAT}: a graph output is not a tensor (a size or None)")));
    }
    let keep = |k: &usize| !conv.int_positions.contains(k);
    let ins: Vec<Slot> = inputs.iter().enumerate().filter(|(k, _)| keep(k)).map(|(_, s)| s.clone()).collect();
    let consts: Vec<_> = constants.into_iter().enumerate().filter(|(k, _)| keep(k)).map(|(_, c)| c).collect();
    export(&conv.spec, &ins, outputs, &consts, program, &names).map_err(bounded)
}

/// A refusal to pad, said as what it means for an export.
fn bounded(e: EngineError) -> EngineError {
    match e {
        EngineError::NotBucketable(why) => {
            EngineError::Unsupported(format!("torch_pjrt.export: the dynamic sizes cannot be bounded ({why}); export with static shapes"))
        }
        e => e,
    }
}

/// What one graph input or output is to the exported model.
#[derive(Clone, Debug)]
pub struct Slot {
    /// `user_input`, `parameter`, `buffer`, `constant`; `user_output`, `buffer_mutation`.
    pub kind: String,
    pub name: String,
}

/// An exported module: its text and the description of its parameters and results
/// (`torch-pjrt-dump-v1` JSON, which the replay example reads).
pub struct Exported {
    pub text: String,
    pub description: String,
    /// Which graph inputs are the module's parameters, in order (the others are constants).
    pub params: Vec<usize>,
}

/// Lowers `spec` (read from a `torch.export` program by `fx::FxGraph::convert`; bucketed
/// when `syms`, the names of its symbols, is not empty) into a module named by `program` in
/// its description. `constants[i]`: graph input `i`'s bytes (little-endian, row-major) when
/// it is baked in, `None` when it stays a parameter.
pub fn export(spec: &GraphSpec, inputs: &[Slot], outputs: &[Slot], constants: &[Option<Vec<u8>>], program: &str, syms: &[String]) -> Result<Exported> {
    const WHAT: &str = "torch_pjrt.export";
    if inputs.len() != spec.inputs.len() || constants.len() != spec.inputs.len() || outputs.len() != spec.outputs.len() {
        return Err(EngineError::Invalid(format!(
            "{WHAT}: {} input names, {} constants and {} output names for a graph of {} inputs and {} outputs",
            inputs.len(),
            constants.len(),
            outputs.len(),
            spec.inputs.len(),
            spec.outputs.len()
        )));
    }
    graph::check_lowerings(spec, WHAT)?;
    let reg = registry();
    let random: Vec<&str> = spec
        .nodes
        .iter()
        .filter(|n: &&Node| reg.get(&base_name(&n.op)).is_some_and(|d| d.random) || n.arg_names.iter().any(|a| a == "generator"))
        .map(|n| n.op.as_str())
        .collect();
    if !random.is_empty() {
        // A compiled graph draws from the device's generator, a runtime input an exported
        // program would have to take and document: not done yet.
        return Err(EngineError::Unsupported(format!("{WHAT}: random ops are not exported yet: {}", random.join(", "))));
    }
    let mut b = Builder::new();
    let mut args = Vec::with_capacity(spec.inputs.len());
    let mut params = Vec::new();
    let mut param_parts = Vec::new();
    for (k, ((d, dims), c)) in spec.inputs.iter().zip(constants).enumerate() {
        let ty = TensorType::new(d.elem(), dims.clone());
        let v = match c {
            Some(bytes) => b.constant_bytes(ty, bytes.clone()).map_err(|source| LowerError::Build { op: format!("{WHAT}: constant {}", inputs[k].name), source })?,
            None => {
                params.push(k);
                param_parts.push(Part { ty: crate::buffer_type(d.elem()), dims: dims.clone(), role: named(&inputs[k], k) });
                b.param(ty)
            }
        };
        args.push(TensorArg { v, dtype: *d, prio: Priority::Dim });
    }
    let mut pad = graph::pad_inputs(&mut b, spec, &args)?;
    if pad.is_some() {
        if constants.iter().zip(&spec.padding.as_ref().expect("padded").input_layouts).any(|(c, l)| c.is_some() && crate::pad::layout_is_padded(l)) {
            return Err(EngineError::Unsupported(format!("{WHAT}: a weight with a dynamic size")));
        }
        let kind = Slot { kind: "sizes".into(), name: syms.join(",") };
        param_parts.push(Part { ty: crate::buffer_type(ElementType::I64), dims: vec![syms.len().max(1) as i64], role: named(&kind, spec.inputs.len()) });
    }
    let body = graph::lower_body(&mut b, spec, args, None, pad.as_mut())?;
    if let Some(pad) = pad.as_ref() {
        for (k, t) in body.outputs.iter().enumerate() {
            // Real elements first in each dimension, or the caller cannot cut them out.
            let l = pad.layout(&b, t.v);
            if l.iter().any(|d| d.len() > 1 && d.iter().any(|f| f.actual.is_some())) {
                return Err(bounded(crate::fx::not_bucketable(format!("output {} is padded in a merged dimension", outputs[k].name))));
            }
        }
    }
    if let Some(&i) = body.mutated_inputs.first() {
        // torch.export returns a buffer's new value as an output (a buffer mutation): a
        // graph writing its input in place did not come from it.
        return Err(EngineError::Invalid(format!("{WHAT}: the graph writes its input {} in place", inputs[i].name)));
    }
    let results: Vec<_> = body.outputs.iter().map(|t| t.v).collect();
    let module = b.finish(&results).map_err(|source| EngineError::Lower(LowerError::Build { op: WHAT.to_string(), source }))?;
    let result_parts: Vec<Part> = module
        .result_types()
        .iter()
        .zip(outputs)
        .enumerate()
        .map(|(k, (t, o))| Part { ty: crate::buffer_type(t.elem), dims: t.dims.clone(), role: named(o, k) })
        .collect();
    let dtype = tpj_pjrt::roofline::compute_dtype(&module.product_elements().iter().map(|e| e.to_string()).collect::<Vec<_>>());
    let description = crate::dump::describe(WHAT, program, &dtype, &param_parts, &result_parts, &[]);
    Ok(Exported { text: module.to_text(), description, params })
}

fn named(s: &Slot, index: usize) -> Role {
    Role::Named { kind: s.kind.clone(), index, name: s.name.clone() }
}
