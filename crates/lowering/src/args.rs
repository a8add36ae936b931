//! The arguments of one op call, by schema name, as the lowering functions read them.

use crate::dtype::{DType, Priority};
use crate::error::{LowerError, Result};
use tpj_stablehlo::Value;

/// A tensor operand inside the program being built.
#[derive(Clone, Copy, Debug)]
pub struct TensorArg {
    pub v: Value,
    pub dtype: DType,
    /// How this operand counts in type promotion.
    pub prio: Priority,
}

/// A `Scalar` argument. `v` is a runtime rank-0 program parameter (so new values
/// do not recompile); `host` is its value, readable only for arguments the
/// registry declares constant (those values are part of the cache key).
#[derive(Clone, Copy, Debug)]
pub struct ScalarArg {
    pub v: Option<Value>,
    /// Bool, I64 or F64: the Python type of the number.
    pub dtype: DType,
    pub host: f64,
    pub host_int: i64,
    pub is_const: bool,
}

impl ScalarArg {
    /// The host value as a float, whatever the Python type.
    pub fn host_f64(&self) -> f64 {
        if self.dtype.is_float() {
            self.host
        } else {
            self.host_int as f64
        }
    }
}

#[derive(Clone, Debug)]
pub enum Arg {
    None,
    Tensor(TensorArg),
    TensorList(Vec<Option<TensorArg>>),
    Int(i64),
    Float(f64),
    Bool(bool),
    IntList(Vec<i64>),
    FloatList(Vec<f64>),
    BoolList(Vec<bool>),
    Scalar(ScalarArg),
    ScalarList(Vec<ScalarArg>),
    Str(String),
    DType(DType),
    /// Device, layout, memory format, generator: accepted and mostly ignored.
    Other,
}

/// Named arguments of one call.
pub struct Args<'a> {
    pub op: &'a str,
    pub names: &'a [String],
    pub vals: Vec<Arg>,
}

impl<'a> Args<'a> {
    fn find(&self, name: &str) -> Option<&Arg> {
        self.names.iter().position(|n| n == name).map(|i| &self.vals[i])
    }

    pub fn has(&self, name: &str) -> bool {
        !matches!(self.find(name), None | Some(Arg::None))
    }

    pub fn raw(&self, name: &str) -> Option<&Arg> {
        self.find(name)
    }

    fn wrong(&self, name: &str, want: &str) -> LowerError {
        LowerError::Type {
            op: self.op.to_string(),
            detail: format!("argument '{name}' must be {want}, got {:?}", self.find(name)),
        }
    }

    pub fn tensor(&self, name: &str) -> Result<TensorArg> {
        match self.find(name) {
            Some(Arg::Tensor(t)) => Ok(*t),
            _ => Err(self.wrong(name, "a tensor")),
        }
    }

    pub fn opt_tensor(&self, name: &str) -> Result<Option<TensorArg>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            Some(Arg::Tensor(t)) => Ok(Some(*t)),
            _ => Err(self.wrong(name, "a tensor or None")),
        }
    }

    /// A tensor or a Scalar, as a tensor operand (scalars count as wrapped numbers).
    pub fn operand(&self, name: &str) -> Result<TensorArg> {
        match self.find(name) {
            Some(Arg::Tensor(t)) => Ok(*t),
            Some(Arg::Scalar(s)) => Ok(TensorArg {
                v: s.v.ok_or_else(|| self.wrong(name, "a runtime scalar"))?,
                dtype: s.dtype,
                prio: Priority::Wrapped,
            }),
            _ => Err(self.wrong(name, "a tensor or a number")),
        }
    }

    pub fn opt_operand(&self, name: &str) -> Result<Option<TensorArg>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            _ => self.operand(name).map(Some),
        }
    }

    pub fn tensors(&self, name: &str) -> Result<Vec<TensorArg>> {
        match self.find(name) {
            Some(Arg::TensorList(ts)) => ts
                .iter()
                .map(|t| t.ok_or_else(|| self.wrong(name, "a list of tensors without None")))
                .collect(),
            _ => Err(self.wrong(name, "a list of tensors")),
        }
    }

    pub fn opt_tensors(&self, name: &str) -> Result<Vec<Option<TensorArg>>> {
        match self.find(name) {
            Some(Arg::TensorList(ts)) => Ok(ts.clone()),
            _ => Err(self.wrong(name, "a list of optional tensors")),
        }
    }

    pub fn scalar(&self, name: &str) -> Result<ScalarArg> {
        match self.find(name) {
            Some(Arg::Scalar(s)) => Ok(*s),
            _ => Err(self.wrong(name, "a number")),
        }
    }

    pub fn opt_scalar(&self, name: &str) -> Result<Option<ScalarArg>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            Some(Arg::Scalar(s)) => Ok(Some(*s)),
            _ => Err(self.wrong(name, "a number or None")),
        }
    }

    pub fn scalars(&self, name: &str) -> Result<Vec<ScalarArg>> {
        match self.find(name) {
            Some(Arg::ScalarList(s)) => Ok(s.clone()),
            _ => Err(self.wrong(name, "a list of numbers")),
        }
    }

    pub fn int(&self, name: &str) -> Result<i64> {
        match self.find(name) {
            Some(Arg::Int(i)) => Ok(*i),
            Some(Arg::Bool(b)) => Ok(*b as i64),
            Some(Arg::Scalar(s)) if s.is_const => Ok(if s.dtype.is_float() { s.host as i64 } else { s.host_int }),
            _ => Err(self.wrong(name, "an int")),
        }
    }

    pub fn opt_int(&self, name: &str) -> Result<Option<i64>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            _ => self.int(name).map(Some),
        }
    }

    pub fn int_or(&self, name: &str, default: i64) -> Result<i64> {
        Ok(self.opt_int(name)?.unwrap_or(default))
    }

    pub fn float(&self, name: &str) -> Result<f64> {
        match self.find(name) {
            Some(Arg::Float(f)) => Ok(*f),
            Some(Arg::Int(i)) => Ok(*i as f64),
            Some(Arg::Scalar(s)) if s.is_const => Ok(if s.dtype.is_float() { s.host } else { s.host_int as f64 }),
            _ => Err(self.wrong(name, "a float")),
        }
    }

    pub fn opt_float(&self, name: &str) -> Result<Option<f64>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            _ => self.float(name).map(Some),
        }
    }

    pub fn bool(&self, name: &str) -> Result<bool> {
        match self.find(name) {
            Some(Arg::Bool(b)) => Ok(*b),
            Some(Arg::Int(i)) => Ok(*i != 0),
            _ => Err(self.wrong(name, "a bool")),
        }
    }

    pub fn bool_or(&self, name: &str, default: bool) -> Result<bool> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(default),
            _ => self.bool(name),
        }
    }

    pub fn ints(&self, name: &str) -> Result<Vec<i64>> {
        match self.find(name) {
            Some(Arg::IntList(v)) => Ok(v.clone()),
            Some(Arg::Int(i)) => Ok(vec![*i]),
            _ => Err(self.wrong(name, "a list of ints")),
        }
    }

    pub fn opt_ints(&self, name: &str) -> Result<Option<Vec<i64>>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            _ => self.ints(name).map(Some),
        }
    }

    pub fn floats(&self, name: &str) -> Result<Vec<f64>> {
        match self.find(name) {
            Some(Arg::FloatList(v)) => Ok(v.clone()),
            _ => Err(self.wrong(name, "a list of floats")),
        }
    }

    pub fn opt_floats(&self, name: &str) -> Result<Option<Vec<f64>>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            Some(Arg::FloatList(v)) => Ok(Some(v.clone())),
            _ => Err(self.wrong(name, "a list of floats or None")),
        }
    }

    pub fn opt_dtype(&self, name: &str) -> Result<Option<DType>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            Some(Arg::DType(d)) => Ok(Some(*d)),
            // A schema's default dtype (`ScalarType? dtype=long`) is its c10 code.
            Some(Arg::Int(code)) => i32::try_from(*code).ok().and_then(DType::from_code).map(Some).ok_or_else(|| self.wrong(name, "a dtype")),
            _ => Err(self.wrong(name, "a dtype")),
        }
    }

    pub fn str(&self, name: &str) -> Result<String> {
        match self.find(name) {
            Some(Arg::Str(s)) => Ok(s.clone()),
            _ => Err(self.wrong(name, "a string")),
        }
    }

    pub fn opt_str(&self, name: &str) -> Result<Option<String>> {
        match self.find(name) {
            None | Some(Arg::None) => Ok(None),
            _ => self.str(name).map(Some),
        }
    }
}
