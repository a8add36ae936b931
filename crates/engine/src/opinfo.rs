//! What the engine knows about each ATen operator it is called with, learnt once
//! from the schema the C++ glue hands over (names, mutability, returns).

use parking_lot::RwLock;
use std::sync::Arc;
use tpj_lowering::{registry, OpDef};

pub const ARG_MUTABLE: u32 = 1;
pub const ARG_KWARG_ONLY: u32 = 2;
pub const ARG_GENERATOR: u32 = 4;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Variant {
    Functional,
    /// `add_`: results are written back into the mutated positional argument(s).
    Inplace,
    /// `add.out`: results are written into the keyword-only mutated arguments.
    Out,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetKind {
    Tensor,
    TensorList,
    /// bool / int / float returns: the lowering yields a rank-0 tensor.
    Number,
    Other,
}

#[derive(Clone, Debug)]
pub struct RetSpec {
    pub kind: RetKind,
    /// The argument this return aliases (`Tensor(a!)`).
    pub alias: Option<usize>,
}

pub struct OpInfo {
    pub id: u32,
    pub full_name: String,
    pub base: String,
    pub arg_names: Vec<String>,
    pub arg_flags: Vec<u32>,
    pub rets: Vec<RetSpec>,
    pub variant: Variant,
    /// Indices of the arguments results are written into, in result order.
    pub writes: Vec<usize>,
    /// The lowering this overload reaches (`overloads.rs`), decided here, once.
    pub def: Option<&'static OpDef>,
    /// Why not, when another overload of the op is lowered and this one is not.
    pub refusal: Option<String>,
    pub has_generator: bool,
}

static OPS: RwLock<Vec<Arc<OpInfo>>> = RwLock::new(Vec::new());

/// `aten::add_` -> `add`; `aten::__iand__` -> `__and__`.
pub fn base_name(name: &str) -> String {
    let n = name.split('.').next().unwrap_or(name);
    let n = n.rsplit("::").next().unwrap_or(n);
    if let Some(rest) = n.strip_prefix("__i") {
        if n.ends_with("__") && registry().get(&format!("__{rest}")).is_some() {
            return format!("__{rest}");
        }
    }
    if n.ends_with('_') && !n.ends_with("__") {
        return n[..n.len() - 1].to_string();
    }
    n.to_string()
}

/// Registers an operator schema; returns its id for later calls.
pub fn register(full_name: &str, arg_names: Vec<String>, mut arg_flags: Vec<u32>, rets: Vec<RetSpec>) -> u32 {
    let base = base_name(full_name);
    // An op's unannotated in-place writes (`OpDef::hidden_writes`) belong to the
    // overload that declares no writes; `.out` overloads say where they write.
    if let Some(def) = registry().get(&base).filter(|d| !d.hidden_writes.is_empty()) {
        if arg_flags.iter().all(|f| f & ARG_MUTABLE == 0) {
            for (i, n) in arg_names.iter().enumerate() {
                if def.hidden_writes.contains(&n.as_str()) {
                    arg_flags[i] |= ARG_MUTABLE;
                }
            }
        }
    }
    let lowering = crate::overloads::lowering(full_name);
    let refusal = match &lowering {
        crate::overloads::Lowering::Unlisted(why) => Some(why.clone()),
        _ => None,
    };
    let def = lowering.def().filter(|d| !d.graph_only);
    let out_args: Vec<usize> = (0..arg_flags.len())
        .filter(|&i| arg_flags[i] & ARG_MUTABLE != 0 && arg_flags[i] & ARG_KWARG_ONLY != 0)
        .collect();
    let inplace_args: Vec<usize> = (0..arg_flags.len())
        .filter(|&i| arg_flags[i] & ARG_MUTABLE != 0 && arg_flags[i] & ARG_KWARG_ONLY == 0)
        .collect();
    let (variant, writes) = if !out_args.is_empty() {
        (Variant::Out, out_args)
    } else if !inplace_args.is_empty() {
        (Variant::Inplace, inplace_args)
    } else {
        (Variant::Functional, vec![])
    };
    let has_generator = arg_flags.iter().any(|f| f & ARG_GENERATOR != 0);
    let mut ops = OPS.write();
    let id = ops.len() as u32;
    ops.push(Arc::new(OpInfo {
        id,
        full_name: full_name.to_string(),
        base,
        arg_names,
        arg_flags,
        rets,
        variant,
        writes,
        def,
        refusal,
        has_generator,
    }));
    id
}

pub fn get(id: u32) -> Option<Arc<OpInfo>> {
    OPS.read().get(id as usize).cloned()
}
