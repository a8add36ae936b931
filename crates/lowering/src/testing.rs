//! Test support for lowerings: lower one op for fixed argument types and
//! compare the printed program with a golden file (`UPDATE_GOLDEN=1` rewrites).

use crate::args::{Arg, Args, ScalarArg, TensorArg};
use crate::ctx::LowerCtx;
use crate::dtype::{DType, Priority};
use crate::registry::registry;
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
    let outs = {
        let mut ctx = LowerCtx::new(&mut b, &full);
        ctx.rng = rng;
        def.run(def.lower, &mut ctx, &Args { op: &full, names: &names, vals }).map_err(|e| e.to_string())?
    };
    let results: Vec<_> = outs.iter().map(|o| o.v).collect();
    Ok(b.finish(&results).map_err(|e| e.to_string())?.to_text())
}

/// Compares `text` with `tests/golden/<name>.mlir` (written when `UPDATE_GOLDEN=1` or missing).
pub fn golden(name: &str, text: &str) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{name}.mlir"));
    let update = std::env::var("UPDATE_GOLDEN").is_ok_and(|v| v == "1");
    if update || !path.exists() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, text).unwrap();
        if !update {
            // A new golden file is written once; CI (a clean clone) always compares.
            return;
        }
    }
    let want = std::fs::read_to_string(&path).unwrap();
    assert_eq!(want, text, "golden program for {name} changed (UPDATE_GOLDEN=1 to accept)");
}

/// Lowers and checks against the golden file in one call.
pub fn check(name: &str, op: &str, args: Vec<(&str, T)>) {
    let text = lower_text(op, args).unwrap_or_else(|e| panic!("lowering {op} failed: {e}"));
    golden(name, &text);
}
