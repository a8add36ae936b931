//! Which overloads of an ATen op reach its lowering, decided once per overload when it is
//! registered (the glue's kernels at import, an op's first eager call, a graph's node).
//!
//! A registry line lists the overloads its lowering serves (`OpDef::overloads`). The rest
//! follow torchgen's grouping: an in-place or `out=` overload belongs to the functional
//! overload with its arguments, out arguments and write marks aside (`add_.Tensor` and
//! `add.out` to `add.Tensor`; `pow_.Scalar` to `pow.Tensor_Scalar`, whose name differs).
//! That needs the schemas of the op's other overloads: the glue notes every schema of a
//! lowered op's name from the dispatcher before it registers a kernel ([`note`]).
//! Names alone would pair `pow_.Scalar` with `pow.Scalar` (a number raised to a tensor).

use crate::opinfo::{base_name, ARG_KWARG_ONLY, ARG_MUTABLE};
use parking_lot::RwLock;
use std::collections::HashMap;
use std::sync::LazyLock;
use tpj_lowering::{registry, OpDef};

/// One overload as torch's dispatcher declares it.
struct Known {
    ns: String,
    /// The op's name without namespace or overload: `add_`.
    name: String,
    overload: String,
    /// (name, type) of each argument but the out arguments, sorted: the lowering reads
    /// arguments by name, so order does not matter (`polygamma_` puts `self` first).
    sig: Vec<(String, String)>,
    /// Writes keyword-only out arguments (`add.out`).
    out: bool,
    /// Has a CompositeImplicitAutograd kernel: eagerly it decomposes before it reaches us.
    composite: bool,
}

/// Per lowered base name (`add`), the overloads the dispatcher has of it and its variants.
static KNOWN: LazyLock<RwLock<HashMap<String, Vec<Known>>>> = LazyLock::new(Default::default);

/// Namespaces whose ops the registry names: ATen, and the prims AOTAutograd leaves in graphs.
const TORCH_NAMESPACES: [&str; 2] = ["aten", "prims"];
/// The engine's own calls (`transfer.rs`): they name a lowering directly.
const OWN_NAMESPACE: &str = "torch_pjrt";

/// `aten::add_.Tensor` -> ("aten", "add_", "Tensor"); no namespace reads as ATen.
fn split(full_name: &str) -> (&str, &str, &str) {
    let (ns, rest) = full_name.split_once("::").unwrap_or(("aten", full_name));
    let (name, overload) = rest.split_once('.').unwrap_or((rest, ""));
    (ns, name, overload)
}

/// Notes an overload's schema (argument names, type annotations, flags as the glue reads
/// them); ops with no lowering of their name are not kept.
pub fn note(full_name: &str, arg_names: &[String], arg_types: &[String], arg_flags: &[u32], composite: bool) {
    let Some(k) = known(full_name, arg_names, arg_types, arg_flags, composite) else { return };
    let base = base_name(&k.name);
    if registry().get(&base).is_none() {
        return;
    }
    let mut known = KNOWN.write();
    let list = known.entry(base).or_default();
    if !list.iter().any(|o| o.ns == k.ns && o.name == k.name && o.overload == k.overload) {
        list.push(k);
    }
}

fn known(full_name: &str, arg_names: &[String], arg_types: &[String], arg_flags: &[u32], composite: bool) -> Option<Known> {
    let (ns, name, overload) = split(full_name);
    if !TORCH_NAMESPACES.contains(&ns) {
        return None;
    }
    let is_out = |f: u32| f & ARG_MUTABLE != 0 && f & ARG_KWARG_ONLY != 0;
    let mut sig: Vec<(String, String)> = (0..arg_names.len())
        .filter(|&i| !is_out(arg_flags[i]))
        .map(|i| (arg_names[i].clone(), arg_types[i].clone()))
        .collect();
    sig.sort();
    Some(Known { ns: ns.into(), name: name.into(), overload: overload.into(), sig, out: arg_flags.iter().any(|&f| is_out(f)), composite })
}

/// What an overload reaches.
pub enum Lowering {
    Lowered(&'static OpDef),
    /// Another overload of the op is lowered, not this one: why, naming both.
    Unlisted(String),
    /// Nothing of that name is lowered.
    None,
}

impl Lowering {
    pub fn def(&self) -> Option<&'static OpDef> {
        match self {
            Lowering::Lowered(d) => Some(d),
            _ => None,
        }
    }
}

/// The lowering `full_name` (`aten::add_.Tensor`) reaches, if any.
pub fn lowering(full_name: &str) -> Lowering {
    let (ns, name, overload) = split(full_name);
    let base = base_name(name);
    let Some(def) = registry().get(&base) else { return Lowering::None };
    if ns == OWN_NAMESPACE {
        return Lowering::Lowered(def);
    }
    if !TORCH_NAMESPACES.contains(&ns) {
        return Lowering::None;
    }
    let known = KNOWN.read();
    if serves(def, known.get(&base).map_or(&[][..], |v| &v[..]), ns, name, overload) {
        return Lowering::Lowered(def);
    }
    let served: Vec<String> = def.served().iter().map(|o| display(ns, &base, o)).collect();
    Lowering::Unlisted(format!(
        "no lowering for {ns}::{name}{}{overload}: the lowering of {ns}::{base} serves {}, with their in-place and out= forms",
        if overload.is_empty() { "" } else { "." },
        served.join(", ")
    ))
}

/// Whether `def` serves `ns::name.overload`: listed, or an in-place or `out=` overload of
/// a listed one (`known`: the overloads of the op's name the dispatcher declares).
fn serves(def: &OpDef, known: &[Known], ns: &str, name: &str, overload: &str) -> bool {
    if def.lists(name, overload) {
        return true;
    }
    let Some(me) = known.iter().find(|k| k.ns == ns && k.name == name && k.overload == overload) else { return false };
    if me.name == def.name && !me.out {
        return false; // a functional overload is served only when listed
    }
    known.iter().any(|k| k.ns == ns && k.name == def.name && !k.out && k.sig == me.sig && def.lists(&k.name, &k.overload))
}

/// A list entry as an op name: `""` -> `aten::max`, `dim` -> `max.dim`, `normal_` as it is.
fn display(ns: &str, base: &str, entry: &str) -> String {
    match entry {
        "" => format!("{ns}::{base}"),
        e if e.starts_with(&format!("{base}_")) => e.to_string(),
        e => format!("{base}.{e}"),
    }
}

/// What the registry's overload lists get wrong against the dispatcher the glue noted
/// (empty before the glue registered its kernels): a listed overload torch does not have
/// (a typo, or torch renamed it), and an op that states no list while torch gives it
/// several overloads that reach the kernel, or one that is not the default (the default,
/// its default overload alone, would be a guess or wrong).
pub fn problems() -> Vec<String> {
    let known = KNOWN.read();
    if known.is_empty() {
        return vec!["no schemas noted: the glue has not registered its kernels".into()];
    }
    let reg = registry();
    let mut out = Vec::new();
    let mut names: Vec<&'static str> = reg.names().collect();
    names.sort_unstable();
    for base in names {
        let def = reg.get(base).expect("a registered name");
        let all = known.get(base).map_or(&[][..], |v| &v[..]);
        // The op's namespace: ATen's when it has one (`aten::abs` beside `prims::abs`), else the prims'.
        let Some(ns) = TORCH_NAMESPACES.iter().find(|ns| all.iter().any(|k| k.ns == **ns)) else {
            out.push(format!("{base}: torch has no op of that name in {}", TORCH_NAMESPACES.join(" or ")));
            continue;
        };
        let overloads: Vec<&Known> = all.iter().filter(|k| k.ns == *ns).collect();
        for entry in def.served() {
            let (name, overload) = if entry.starts_with(&format!("{base}_")) { entry.split_once('.').unwrap_or((entry, "")) } else { (base, *entry) };
            if !overloads.iter().any(|k| k.name == name && k.overload == overload) {
                out.push(format!("{base}: lists {}, an overload torch does not have", display(ns, base, entry)));
            }
        }
        if def.overloads.is_none() {
            let mut reach: Vec<&str> = overloads.iter().filter(|k| k.name == base && !k.out && !k.composite).map(|k| k.overload.as_str()).collect();
            reach.sort_unstable();
            if reach != [""] && !reach.is_empty() {
                out.push(format!("{base}: torch has the overloads [{}]: its registry line must list the ones it lowers (.overloads)", reach.join(", ")));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use tpj_lowering::{Args, LowerCtx, Registry, Result, TensorArg};

    fn none(_: &mut LowerCtx, _: &Args) -> Result<Vec<TensorArg>> {
        Ok(vec![])
    }

    const OUT: u32 = ARG_MUTABLE | ARG_KWARG_ONLY;

    /// `pow`'s overloads as torch 2.15 declares them (types as the glue reads them).
    fn pow_schemas() -> Vec<Known> {
        let k = |name: &str, ty: [&str; 2], flags: &[u32]| {
            let names: Vec<String> = ["self", "exponent", "out"][..flags.len()].iter().map(|s| s.to_string()).collect();
            let mut types: Vec<String> = ty.iter().map(|s| s.to_string()).collect();
            types.push("Tensor".into());
            known(name, &names, &types[..flags.len()], flags, false).unwrap()
        };
        vec![
            k("aten::pow.Tensor_Tensor", ["Tensor", "Tensor"], &[0, 0]),
            k("aten::pow.Tensor_Scalar", ["Tensor", "Scalar"], &[0, 0]),
            k("aten::pow.Scalar", ["Scalar", "Tensor"], &[0, 0]),
            k("aten::pow_.Scalar", ["Tensor", "Scalar"], &[ARG_MUTABLE, 0]),
            k("aten::pow_.Tensor", ["Tensor", "Tensor"], &[ARG_MUTABLE, 0]),
            k("aten::pow.Tensor_Scalar_out", ["Tensor", "Scalar"], &[0, 0, OUT]),
            k("aten::pow.Scalar_out", ["Scalar", "Tensor"], &[0, 0, OUT]),
        ]
    }

    #[test]
    fn in_place_and_out_overloads_follow_the_functional_overload_with_their_schema() {
        let mut r = Registry::default();
        r.op("pow", none).overloads(&["Tensor_Scalar"]);
        let (pow, known) = (r.get("pow").unwrap(), pow_schemas());
        let served = |full: &str| {
            let (ns, name, overload) = split(full);
            serves(pow, &known, ns, name, overload)
        };
        assert!(served("aten::pow.Tensor_Scalar"));
        assert!(served("aten::pow_.Scalar"), "pow.Tensor_Scalar in place, whatever its name says");
        assert!(served("aten::pow.Tensor_Scalar_out"));
        assert!(!served("aten::pow.Scalar"), "a number raised to a tensor: not listed");
        assert!(!served("aten::pow.Scalar_out"), "follows pow.Scalar");
        assert!(!served("aten::pow_.Tensor"), "follows pow.Tensor_Tensor");
        assert!(!served("aten::pow.Tensor_Tensor"));
        assert!(!served("aten::pow.no_such_overload"));
    }

    #[test]
    fn an_unlisted_overload_is_named_with_what_the_lowering_serves() {
        match lowering("aten::eye.out") {
            Lowering::Unlisted(why) => {
                assert!(why.starts_with("no lowering for aten::eye.out: the lowering of aten::eye serves aten::eye, eye.m"), "{why}")
            }
            _ => panic!("eye.out (no functional twin) is not served"),
        }
        assert!(matches!(lowering("aten::no_such_op.Tensor"), Lowering::None));
        assert!(matches!(lowering("quantized::add.Tensor"), Lowering::None), "another library's op of the same name");
        assert!(lowering("aten::add.Tensor").def().is_some());
        assert!(lowering("torch_pjrt::copy_").def().is_some(), "the engine's own calls name a lowering");
    }
}
