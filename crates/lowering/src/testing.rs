//! Test support for lowerings: lower one op for fixed argument types and
//! compare the printed program with a golden file,
//! `tests/golden/<op>/<case>.mlir` (`UPDATE_GOLDEN=1` rewrites them). Every
//! registered op has one, or a reason in `tests/golden_coverage.rs`.

use crate::args::TensorArg;
use crate::dtype::{DType, Priority};
use crate::normalise::{normalise, NodeArg, Number, Numbers};
use crate::registry::registry;
use std::path::{Path, PathBuf};
use tpj_stablehlo::{Builder, ElementType, TensorType};

/// An argument for [`lower_text`].
pub enum T {
    /// A tensor parameter of this dtype and shape.
    Tensor(DType, Vec<i64>),
    Tensors(Vec<(DType, Vec<i64>)>),
    /// A runtime Python number of this kind (Bool, I64 or F64).
    Scalar(DType),
    /// A constant Python number (for arguments the registry bakes in).
    Const(f64),
    Int(i64),
    Ints(Vec<i64>),
    Float(f64),
    Floats(Vec<f64>),
    Bool(bool),
    DType(DType),
    Str(&'static str),
    None,
}

/// Lowers `op` (a base name) with named arguments and returns the eager program's text.
pub fn lower_text(op: &str, args: Vec<(&str, T)>) -> Result<String, String> {
    lower_text_sized(op, args, &[])
}

/// [`lower_text`] for an op sized by its values (`sized_by`): `sizes` stands
/// for what its pre-pass would read back (`ctx.dyn_sizes`).
pub fn lower_text_sized(op: &str, args: Vec<(&str, T)>, sizes: &[i64]) -> Result<String, String> {
    lower_mode(op, &args, sizes, Numbers::Runtime)
}

/// The value a runtime number of kind `d` takes where a compiled graph bakes it in: an
/// ordinary one (no lowering shortcut such as `alpha == 1` applies to it).
fn example(d: DType) -> Number {
    match d {
        DType::Bool => Number { dtype: d, f: 1.0, i: 1 },
        d if d.is_float() => Number { dtype: d, f: 0.75, i: 0 },
        d if d.is_complex() => Number { dtype: d, f: 0.75, i: 0.5f64.to_bits() as i64 },
        d => Number { dtype: d, f: 3.0, i: 3 },
    }
}

/// Lowers `op` through the one argument normaliser, with its numbers as `numbers` says: the
/// program an eager call (`Runtime`) or a compiled graph's node (`Constant`) compiles.
fn lower_mode(op: &str, args: &[(&str, T)], sizes: &[i64], numbers: Numbers) -> Result<String, String> {
    let def = registry().get(op).ok_or_else(|| format!("no lowering registered for {op}"))?;
    let full = format!("aten::{op}");
    let mut b = Builder::new();
    let names: Vec<String> = args.iter().map(|(n, _)| n.to_string()).collect();
    let node: Vec<NodeArg<(DType, Vec<i64>)>> = args
        .iter()
        .map(|(_, a)| match a {
            T::Tensor(d, dims) => NodeArg::Tensor((*d, dims.clone())),
            T::Tensors(ts) => NodeArg::TensorList(ts.iter().cloned().map(Some).collect()),
            T::Scalar(d) => NodeArg::Scalar(example(*d)),
            T::Const(x) => NodeArg::Scalar(Number { dtype: if x.fract() == 0.0 { DType::I64 } else { DType::F64 }, f: *x, i: *x as i64 }),
            T::Int(i) => NodeArg::Int(*i),
            T::Ints(v) => NodeArg::IntList(v.clone()),
            T::Float(f) => NodeArg::Float(*f),
            T::Floats(v) => NodeArg::FloatList(v.clone()),
            T::Bool(x) => NodeArg::Bool(*x),
            T::DType(d) => NodeArg::DType(*d),
            T::Str(s) => NodeArg::Str(s.to_string()),
            T::None => NodeArg::None,
        })
        .collect();
    let tensor = |b: &mut Builder, t: &(DType, Vec<i64>)| Ok(TensorArg { v: b.param(TensorType::new(t.0.elem(), t.1.clone())), dtype: t.0, prio: Priority::Dim });
    let no_sizes = |_: &mut Builder, _: usize| Err(crate::LowerError::Type { op: full.clone(), detail: "no run-time sizes in a golden test".into() });
    let vals = normalise(&mut b, def, &full, &names, &node, numbers, |_| false, tensor, no_sizes).map_err(|e| e.to_string())?.vals;
    let rng = def.random.then(|| b.param(TensorType::new(ElementType::U64, vec![2])));
    let (outs, checks) = def.lower_call(def.lower, &mut b, &full, &names, vals, rng, sizes).map_err(|e| e.to_string())?;
    // Device-side checks are results too, last, as the engine returns them.
    let results: Vec<_> = outs.iter().map(|o| o.v).chain(checks.iter().map(|c| c.value)).collect();
    Ok(b.finish(&results).map_err(|e| e.to_string())?.to_text())
}

/// Where the golden programs of `op` live.
pub fn golden_dir(op: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(op)
}

/// Whether this is a CI run (`CI` set, as CI services do): a missing golden
/// file fails there instead of being written.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "0" && v != "false")
}

/// Compares `text` with `tests/golden/<op>/<name>.mlir`.
pub fn golden(op: &str, name: &str, text: &str) {
    let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1");
    compare_golden(&golden_dir(op).join(format!("{name}.mlir")), text, update, in_ci());
}

/// The comparison behind [`golden`]: `update` rewrites the file; a missing one
/// is written once, to be reviewed and committed, except under `ci`, where a
/// clean clone must already hold it.
pub fn compare_golden(path: &Path, text: &str, update: bool, ci: bool) {
    if !update && !path.exists() {
        assert!(!ci, "golden file {} is missing: run the test without CI set to write it, review it and commit it", path.display());
    }
    if update || !path.exists() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
        return;
    }
    let want = std::fs::read_to_string(path).unwrap();
    assert_eq!(want, text, "golden program {} changed (UPDATE_GOLDEN=1 to accept)", path.display());
}

/// Lowers and checks against the golden files in one call: `<case>.mlir` pins the eager
/// program; where a compiled graph's node compiles another (its numbers baked in),
/// `<case>.compiled.mlir` pins that one too.
pub fn check(name: &str, op: &str, args: Vec<(&str, T)>) {
    check_sized(name, op, args, &[]);
}

/// [`check`] for an op sized by its values (see [`lower_text_sized`]).
pub fn check_sized(name: &str, op: &str, args: Vec<(&str, T)>, sizes: &[i64]) {
    let eager = lower_mode(op, &args, sizes, Numbers::Runtime).unwrap_or_else(|e| panic!("lowering {op} failed: {e}"));
    let compiled = lower_mode(op, &args, sizes, Numbers::Constant).unwrap_or_else(|e| panic!("lowering {op} with its numbers baked in failed: {e}"));
    golden(op, name, &eager);
    let path = golden_dir(op).join(format!("{name}.compiled.mlir"));
    if compiled != eager {
        golden(op, &format!("{name}.compiled"), &compiled);
    } else if path.exists() {
        let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1");
        assert!(update, "golden program {} is stale: the compiled form equals the eager one now (UPDATE_GOLDEN=1 removes it)", path.display());
        std::fs::remove_file(&path).unwrap();
    }
}

#[cfg(test)]
mod tests {
    use super::compare_golden;

    #[test]
    fn a_missing_golden_is_written_outside_ci_and_fails_in_ci() {
        let dir = std::env::temp_dir().join(format!("tpj-golden-{}", std::process::id()));
        let path = dir.join("op/case.mlir");
        let ci = std::panic::catch_unwind(|| compare_golden(&path, "text", false, true));
        assert!(ci.is_err() && !path.exists(), "CI must not write a missing golden");
        compare_golden(&path, "text", false, false);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "text");
        let changed = std::panic::catch_unwind(|| compare_golden(&path, "other", false, true));
        assert!(changed.is_err(), "a changed program fails");
        compare_golden(&path, "other", true, true);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "other", "UPDATE_GOLDEN rewrites");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
