//! One argument normaliser for every mode: an op call's arguments, as the caller holds them
//! (`NodeArg`), become the values its lowering reads (`Arg`), the same way whether the call
//! is an eager op, a node of a compiled graph or a golden test.
//!
//! The one scalar policy: a Python number takes the element type `number_elem` gives for its
//! kind and the call's width (`wide`: 64-bit when a tensor argument or the requested dtype
//! is). Numbers the registry declares constant (`consts`) are part of the program in every
//! mode. The others are runtime parameters for eager ops (a new value must not recompile)
//! and constants in compiled graphs (Dynamo specialises a graph on them already); the two
//! forms differ in nothing else, and the golden tests pin both (`testing.rs`).

use crate::args::{Arg, ScalarArg, TensorArg};
use crate::dtype::{DType, Priority};
use crate::error::{LowerError, Result};
use crate::registry::OpDef;
use tpj_stablehlo::{Builder, ElementType, TensorType, Value};

/// A Python number (`Scalar`): bool, int, float or complex.
#[derive(Clone, Copy, Debug)]
pub struct Number {
    /// Bool, I64, F64, or a complex kind.
    pub dtype: DType,
    pub f: f64,
    /// The integer value; for a complex number, the bits of its imaginary part (as f64),
    /// so complex numbers cross the C ABI without a field of their own.
    pub i: i64,
}

impl Number {
    /// The imaginary part (0 for real numbers).
    pub fn imag(&self) -> f64 {
        if self.dtype.is_complex() {
            f64::from_bits(self.i as u64)
        } else {
            0.0
        }
    }
}

/// One argument of an op call before normalisation. `T` is how the caller names a tensor:
/// a storage's view for an eager op, a graph value for a compiled graph's node.
#[derive(Clone, Debug)]
pub enum NodeArg<T> {
    None,
    Tensor(T),
    TensorList(Vec<Option<T>>),
    Int(i64),
    Float(f64),
    Bool(bool),
    IntList(Vec<i64>),
    FloatList(Vec<f64>),
    BoolList(Vec<bool>),
    Scalar(Number),
    ScalarList(Vec<Number>),
    Str(String),
    DType(DType),
    /// A zero-dim CPU tensor mixed into a device op (PyTorch allows these): a runtime
    /// parameter of its own dtype.
    HostScalar(Number),
    Device(i64),
    /// A generator: Some(id) of an explicit one, None for the default.
    Generator(Option<u64>),
    /// A size used as a number in a bucketed graph (`x / T`): (expression, padded value).
    /// Its real value arrives at run time, except where the number shapes the program
    /// (an argument the registry declares constant), which takes the padded value.
    SymScalar(usize, i64),
    Other,
}

impl<T> NodeArg<T> {
    /// The argument with each tensor replaced by `f`'s answer (list elements in order),
    /// every other kind kept: an eager call's arguments as a graph node's. `None` when `f`
    /// has none for a tensor.
    pub fn map_tensors<U>(&self, mut f: impl FnMut(&T) -> Option<U>) -> Option<NodeArg<U>> {
        Some(match self {
            NodeArg::Tensor(t) => NodeArg::Tensor(f(t)?),
            NodeArg::TensorList(ts) => NodeArg::TensorList(ts.iter().map(|t| t.as_ref().map(&mut f).map_or(Some(None), |u| u.map(Some))).collect::<Option<_>>()?),
            NodeArg::None => NodeArg::None,
            NodeArg::Int(v) => NodeArg::Int(*v),
            NodeArg::Float(v) => NodeArg::Float(*v),
            NodeArg::Bool(v) => NodeArg::Bool(*v),
            NodeArg::IntList(v) => NodeArg::IntList(v.clone()),
            NodeArg::FloatList(v) => NodeArg::FloatList(v.clone()),
            NodeArg::BoolList(v) => NodeArg::BoolList(v.clone()),
            NodeArg::Scalar(n) => NodeArg::Scalar(*n),
            NodeArg::ScalarList(v) => NodeArg::ScalarList(v.clone()),
            NodeArg::Str(s) => NodeArg::Str(s.clone()),
            NodeArg::DType(d) => NodeArg::DType(*d),
            NodeArg::HostScalar(n) => NodeArg::HostScalar(*n),
            NodeArg::Device(d) => NodeArg::Device(*d),
            NodeArg::Generator(g) => NodeArg::Generator(*g),
            NodeArg::SymScalar(a, b) => NodeArg::SymScalar(*a, *b),
            NodeArg::Other => NodeArg::Other,
        })
    }
}

/// Where a program takes the call's non-constant numbers from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// Runtime parameters (eager ops, golden tests of eager programs).
    Runtime,
    /// Constants (compiled graphs).
    Constant,
}

/// A runtime parameter the normaliser added to the program: which argument's number it
/// takes (`elem`: the list element, for a list of numbers) and its element type.
#[derive(Clone, Copy, Debug)]
pub struct NumberParam {
    pub arg: usize,
    pub elem: Option<usize>,
    pub ty: ElementType,
}

/// The element type of a number of kind `d` in a call of width `wide`: one rule for
/// every mode (`torch.full(.., 0.1, dtype=torch.float64)` reads 0.1 in f64, not in f32).
pub fn number_elem(d: DType, wide: bool) -> ElementType {
    match d {
        DType::Bool => ElementType::I1,
        d if d.is_float() => {
            if wide {
                ElementType::F64
            } else {
                ElementType::F32
            }
        }
        DType::C64 | DType::C128 => {
            if wide {
                ElementType::C128
            } else {
                ElementType::C64
            }
        }
        _ => ElementType::I64,
    }
}

fn is_wide(d: DType) -> bool {
    matches!(d, DType::F64 | DType::C128)
}

/// A number as a program value: a constant (its value part of the program and readable
/// by the lowering) or a new runtime parameter (returned as `Some(type)`).
pub fn number(b: &mut Builder, n: Number, constant: bool, wide: bool) -> std::result::Result<(ScalarArg, Option<ElementType>), tpj_stablehlo::BuildError> {
    let elem = number_elem(n.dtype, wide);
    let ty = TensorType::scalar(elem);
    if !constant {
        let p = b.param(ty);
        return Ok((ScalarArg { v: Some(p), dtype: n.dtype, host: f64::NAN, host_int: 0, is_const: false }, Some(elem)));
    }
    let v = if elem == ElementType::I1 {
        b.constant_bool(ty, n.i != 0)?
    } else if elem.is_float() {
        b.constant_f64(ty, n.f)?
    } else if elem.is_complex() {
        b.constant_complex(ty, n.f, n.imag())?
    } else {
        b.constant_i64(ty, n.i)?
    };
    Ok((ScalarArg { v: Some(v), dtype: n.dtype, host: n.f, host_int: n.i, is_const: true }, None))
}

/// The values one call's lowering reads, and the runtime parameters added for them.
pub struct Normalised {
    pub vals: Vec<Arg>,
    pub params: Vec<NumberParam>,
}

/// Normalises the arguments of one call of `def` (schema names `names`).
/// `tensor` reads a tensor argument into the program; `size` gives a bucketed graph's
/// run-time size `id` as a value; `skip(i)`: argument `i` is an `out=` tensor, which
/// the lowering never reads.
pub fn normalise<T>(
    b: &mut Builder,
    def: &OpDef,
    op: &str,
    names: &[String],
    args: &[NodeArg<T>],
    numbers: Numbers,
    skip: impl Fn(usize) -> bool,
    mut tensor: impl FnMut(&mut Builder, &T) -> Result<TensorArg>,
    mut size: impl FnMut(&mut Builder, usize) -> Result<Value>,
) -> Result<Normalised> {
    let build = |source| LowerError::Build { op: op.to_string(), source };
    // Tensors first: the call's width depends on their dtypes.
    let mut vals: Vec<Arg> = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        vals.push(match a {
            _ if skip(i) => Arg::None,
            NodeArg::Tensor(t) => Arg::Tensor(tensor(b, t)?),
            NodeArg::TensorList(ts) => Arg::TensorList(ts.iter().map(|t| t.as_ref().map(|t| tensor(b, t)).transpose()).collect::<Result<_>>()?),
            _ => Arg::None,
        });
    }
    let wide = vals.iter().any(|v| match v {
        Arg::Tensor(t) => is_wide(t.dtype),
        Arg::TensorList(ts) => ts.iter().flatten().any(|t| is_wide(t.dtype)),
        _ => false,
    }) || args.iter().any(|a| matches!(a, NodeArg::DType(d) if is_wide(*d)));
    let mut params: Vec<NumberParam> = Vec::new();
    let num = |b: &mut Builder, params: &mut Vec<NumberParam>, n: Number, constant: bool, arg: usize, elem: Option<usize>| -> Result<ScalarArg> {
        let (s, p) = number(b, n, constant, wide).map_err(build)?;
        if let Some(ty) = p {
            params.push(NumberParam { arg, elem, ty });
        }
        Ok(s)
    };
    for (i, a) in args.iter().enumerate() {
        if skip(i) {
            continue;
        }
        let name = names.get(i).map(String::as_str).unwrap_or("");
        let declared = def.consts.contains(&name);
        let constant = numbers == Numbers::Constant || declared;
        let v = match a {
            NodeArg::Tensor(_) | NodeArg::TensorList(_) | NodeArg::None => continue,
            NodeArg::Int(v) => Arg::Int(*v),
            NodeArg::Float(f) if def.runtime_floats.contains(&name) => {
                Arg::Scalar(num(b, &mut params, Number { dtype: DType::F64, f: *f, i: *f as i64 }, constant, i, None)?)
            }
            NodeArg::Float(f) => Arg::Float(*f),
            NodeArg::Bool(v) => Arg::Bool(*v),
            NodeArg::IntList(v) => Arg::IntList(v.clone()),
            NodeArg::FloatList(v) => Arg::FloatList(v.clone()),
            NodeArg::BoolList(v) => Arg::BoolList(v.clone()),
            NodeArg::Scalar(n) => Arg::Scalar(num(b, &mut params, *n, constant, i, None)?),
            NodeArg::ScalarList(ns) => {
                Arg::ScalarList(ns.iter().enumerate().map(|(j, n)| num(b, &mut params, *n, constant, i, Some(j))).collect::<Result<_>>()?)
            }
            NodeArg::Str(s) => Arg::Str(s.clone()),
            NodeArg::DType(d) => Arg::DType(*d),
            NodeArg::HostScalar(n) => {
                let elem = n.dtype.elem();
                let p = b.param(TensorType::scalar(elem));
                params.push(NumberParam { arg: i, elem: None, ty: elem });
                Arg::Tensor(TensorArg { v: p, dtype: n.dtype, prio: Priority::ZeroDim })
            }
            // A size that shapes the program takes its bucket's (padded) value.
            NodeArg::SymScalar(_, padded) if declared => {
                Arg::Scalar(num(b, &mut params, Number { dtype: DType::I64, f: *padded as f64, i: *padded }, true, i, None)?)
            }
            NodeArg::SymScalar(id, _) => {
                let v = size(b, *id)?;
                Arg::Scalar(ScalarArg { v: Some(v), dtype: DType::I64, host: f64::NAN, host_int: 0, is_const: false })
            }
            NodeArg::Device(_) | NodeArg::Generator(_) | NodeArg::Other => Arg::Other,
        };
        vals[i] = v;
    }
    Ok(Normalised { vals, params })
}
