//! Test support for lowerings: lower one op for fixed argument types and
//! compare the printed program with a golden file,
//! `tests/golden/<op>/<case>.mlir` (`UPDATE_GOLDEN=1` rewrites them). Every
//! registered op has one, or a reason in `tests/golden_coverage.rs`.

use crate::args::{Arg, Args, ScalarArg, TensorArg};
use crate::ctx::LowerCtx;
use crate::dtype::{DType, Priority};
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

/// Lowers `op` (a base name) with named arguments and returns the program text.
pub fn lower_text(op: &str, args: Vec<(&str, T)>) -> Result<String, String> {
    lower_text_sized(op, args, &[])
}

/// [`lower_text`] for an op sized by its values (`sized_by`): `sizes` stands
/// for what its pre-pass would read back (`ctx.dyn_sizes`).
pub fn lower_text_sized(op: &str, args: Vec<(&str, T)>, sizes: &[i64]) -> Result<String, String> {
    let def = registry().get(op).ok_or_else(|| format!("no lowering registered for {op}"))?;
    let mut b = Builder::new();
    let names: Vec<String> = args.iter().map(|(n, _)| n.to_string()).collect();
    let mut vals = Vec::new();
    for (_, a) in args {
        vals.push(match a {
            T::Tensor(d, dims) => Arg::Tensor(TensorArg { v: b.param(TensorType::new(d.elem(), dims)), dtype: d, prio: Priority::Dim }),
            T::Tensors(ts) => Arg::TensorList(
                ts.into_iter()
                    .map(|(d, dims)| Some(TensorArg { v: b.param(TensorType::new(d.elem(), dims)), dtype: d, prio: Priority::Dim }))
                    .collect(),
            ),
            T::Scalar(d) => {
                let e = match d {
                    DType::Bool => ElementType::I1,
                    d if d.is_float() => ElementType::F32,
                    _ => ElementType::I64,
                };
                Arg::Scalar(ScalarArg { v: Some(b.param(TensorType::scalar(e))), dtype: d, host: f64::NAN, host_int: 0, is_const: false })
            }
            T::Const(x) => Arg::Scalar(ScalarArg {
                v: Some(b.constant_f64(TensorType::scalar(ElementType::F64), x).map_err(|e| e.to_string())?),
                dtype: if x.fract() == 0.0 { DType::I64 } else { DType::F64 },
                host: x,
                host_int: x as i64,
                is_const: true,
            }),
            T::Int(i) => Arg::Int(i),
            T::Ints(v) => Arg::IntList(v),
            T::Float(f) => Arg::Float(f),
            T::Floats(v) => Arg::FloatList(v),
            T::Bool(x) => Arg::Bool(x),
            T::DType(d) => Arg::DType(d),
            T::Str(s) => Arg::Str(s.to_string()),
            T::None => Arg::None,
        });
    }
    let rng = def.random.then(|| b.param(TensorType::new(ElementType::U64, vec![2])));
    let full = format!("aten::{op}");
    let (outs, checks) = {
        let mut ctx = LowerCtx::new(&mut b, &full);
        ctx.rng = rng;
        ctx.dyn_sizes = sizes.to_vec();
        let outs = def.run(def.lower, &mut ctx, &Args { op: &full, names: &names, vals }).map_err(|e| e.to_string())?;
        (outs, std::mem::take(&mut ctx.checks))
    };
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

/// Lowers and checks against the golden file in one call.
pub fn check(name: &str, op: &str, args: Vec<(&str, T)>) {
    let text = lower_text(op, args).unwrap_or_else(|e| panic!("lowering {op} failed: {e}"));
    golden(op, name, &text);
}

/// [`check`] for an op sized by its values (see [`lower_text_sized`]).
pub fn check_sized(name: &str, op: &str, args: Vec<(&str, T)>, sizes: &[i64]) {
    let text = lower_text_sized(op, args, sizes).unwrap_or_else(|e| panic!("lowering {op} failed: {e}"));
    golden(op, name, &text);
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
