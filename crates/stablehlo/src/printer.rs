//! The printer: the only place program text is produced.
//!
//! Every op is printed in MLIR's generic form,
//! `%3 = "stablehlo.add"(%1, %2) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>`,
//! which every StableHLO/MHLO parser in XLA accepts regardless of the custom
//! assembly formats of its version. SSA names are renumbered in print order.

use std::collections::HashMap;
use std::fmt::{self, Display, Write};

use crate::builder::{Attr, Def, DenseData, Literal, Module, Op};
use crate::ops::complex::FftType;
use crate::ops::dot_conv::ConvDimensionNumbers;
use crate::ops::elementwise::{CmpDir, CmpType};
use crate::ops::misc::{RngAlgorithm, TransposeA};
use crate::types::{ElementType, TensorType};
use crate::value::Value;

impl Display for ElementType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ElementType::I1 => "i1",
            ElementType::I8 => "i8",
            ElementType::I16 => "i16",
            ElementType::I32 => "i32",
            ElementType::I64 => "i64",
            ElementType::U8 => "ui8",
            ElementType::U16 => "ui16",
            ElementType::U32 => "ui32",
            ElementType::U64 => "ui64",
            ElementType::F16 => "f16",
            ElementType::BF16 => "bf16",
            ElementType::F32 => "f32",
            ElementType::F64 => "f64",
            ElementType::C64 => "complex<f32>",
            ElementType::C128 => "complex<f64>",
            ElementType::F8E4M3FN => "f8E4M3FN",
            ElementType::F8E5M2 => "f8E5M2",
            ElementType::F8E4M3FNUZ => "f8E4M3FNUZ",
            ElementType::F8E5M2FNUZ => "f8E5M2FNUZ",
        })
    }
}

impl Display for TensorType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.dims {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.elem)
    }
}

/// Prints the whole module.
pub(crate) fn print_module(m: &Module) -> String {
    let mut p = Printer { m, names: HashMap::new(), next: 0, out: String::new() };
    p.module();
    p.out
}

struct Printer<'a> {
    m: &'a Module,
    /// Printed name of each value (without `#i` suffixes for multi-result ops).
    names: HashMap<Value, String>,
    next: usize,
    out: String,
}

impl Printer<'_> {
    fn module(&mut self) {
        let b = &self.m.builder;
        self.out.push_str(
            "module @main attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n",
        );
        self.out.push_str("  func.func public @main(");
        for (i, &v) in b.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let name = format!("%arg{i}");
            let _ = write!(self.out, "{name}: {}", b.ty(v));
            if let Some(&(_, r)) = b.aliases.iter().find(|&&(p, _)| p == i) {
                let _ = write!(self.out, " {{tf.aliasing_output = {r} : i32}}");
            }
            self.names.insert(v, name);
        }
        self.out.push_str(") -> (");
        self.type_list(&self.m.results.clone());
        self.out.push_str(") {\n");
        for op in &b.blocks[0].ops {
            self.op(op, 4);
        }
        let results = self.m.results.clone();
        self.out.push_str("    \"func.return\"(");
        self.value_list(&results);
        self.out.push_str(") : (");
        self.type_list(&results);
        self.out.push_str(") -> ()\n  }\n}\n");
    }

    fn use_name(&self, v: Value) -> String {
        let info = &self.m.builder.values[v.index()];
        let base = self.names.get(&v).cloned().unwrap_or_else(|| format!("%undefined{}", v.index()));
        match info.def {
            Def::OpResult { count, index, .. } if count > 1 => format!("{base}#{index}"),
            _ => base,
        }
    }

    fn value_list(&mut self, vs: &[Value]) {
        let s: Vec<String> = vs.iter().map(|&v| self.use_name(v)).collect();
        self.out.push_str(&s.join(", "));
    }

    fn type_list(&mut self, vs: &[Value]) {
        let b = &self.m.builder;
        let s: Vec<String> = vs.iter().map(|&v| b.ty(v).to_string()).collect();
        self.out.push_str(&s.join(", "));
    }

    fn fresh(&mut self) -> String {
        let n = format!("%{}", self.next);
        self.next += 1;
        n
    }

    fn op(&mut self, op: &Op, indent: usize) {
        let b = &self.m.builder;
        let pad = " ".repeat(indent);
        self.out.push_str(&pad);
        if !op.results.is_empty() {
            let name = self.fresh();
            for &r in &op.results {
                self.names.insert(r, name.clone());
            }
            if op.results.len() == 1 {
                let _ = write!(self.out, "{name} = ");
            } else {
                let _ = write!(self.out, "{name}:{} = ", op.results.len());
            }
        }
        let _ = write!(self.out, "\"{}\"(", op.name);
        self.value_list(&op.operands);
        self.out.push(')');
        if !op.regions.is_empty() {
            self.out.push_str(" (");
            for (i, &blk) in op.regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push_str("{\n");
                let block = &b.blocks[blk];
                if !block.args.is_empty() {
                    let _ = write!(self.out, "{pad}  ^bb0(");
                    for (j, &a) in block.args.iter().enumerate() {
                        if j > 0 {
                            self.out.push_str(", ");
                        }
                        let n = self.fresh();
                        let _ = write!(self.out, "{n}: {}", b.ty(a));
                        self.names.insert(a, n);
                    }
                    self.out.push_str("):\n");
                }
                for inner in &block.ops {
                    self.op(inner, indent + 4);
                }
                let _ = write!(self.out, "{pad}}}");
            }
            self.out.push(')');
        }
        if !op.attrs.is_empty() {
            self.out.push_str(" {");
            for (i, (k, a)) in op.attrs.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                let _ = write!(self.out, "{k} = ");
                attr(&mut self.out, a);
            }
            self.out.push('}');
        }
        self.out.push_str(" : (");
        self.type_list(&op.operands);
        self.out.push_str(") -> ");
        if op.results.len() == 1 {
            let _ = write!(self.out, "{}", b.ty(op.results[0]));
        } else {
            self.out.push('(');
            self.type_list(&op.results);
            self.out.push(')');
        }
        self.out.push('\n');
    }
}

fn ints(out: &mut String, v: &[i64]) {
    out.push('[');
    for (i, x) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "{x}");
    }
    out.push(']');
}

/// Writes `name = [..]` into a `#stablehlo.x<...>` struct unless the list is empty.
fn field(out: &mut String, first: &mut bool, name: &str, v: &[i64]) {
    if v.is_empty() {
        return;
    }
    if !*first {
        out.push_str(", ");
    }
    *first = false;
    let _ = write!(out, "{name} = ");
    ints(out, v);
}

fn literal(out: &mut String, l: &Literal) {
    let _ = match l {
        Literal::Float { bits, width } => write!(out, "0x{:0w$X}", bits, w = (*width / 4) as usize),
        Literal::Complex { re, im, width } => {
            write!(out, "(0x{:0w$X}, 0x{:0w$X})", re, im, w = (*width / 4) as usize)
        }
        Literal::Int(i) => write!(out, "{i}"),
        Literal::Bool(b) => write!(out, "{b}"),
    };
}

fn nested(out: &mut String, dims: &[i64], elems: &[Literal]) {
    if dims.is_empty() {
        literal(out, &elems[0]);
        return;
    }
    let n = dims[0] as usize;
    let stride = elems.len().checked_div(n).unwrap_or(0);
    out.push('[');
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        nested(out, &dims[1..], &elems[i * stride..(i + 1) * stride]);
    }
    out.push(']');
}

fn attr(out: &mut String, a: &Attr) {
    match a {
        Attr::I64(n) => {
            let _ = write!(out, "{n} : i64");
        }
        Attr::I32(n) => {
            let _ = write!(out, "{n} : i32");
        }
        Attr::Str(v) => {
            let _ = write!(out, "{v:?}");
        }
        Attr::Transpose(t) => {
            let s = match t {
                TransposeA::No => "NO_TRANSPOSE",
                TransposeA::Transpose => "TRANSPOSE",
                TransposeA::Adjoint => "ADJOINT",
            };
            let _ = write!(out, "#stablehlo<transpose {s}>");
        }
        Attr::Bool(b) => {
            let _ = write!(out, "{b}");
        }
        Attr::FftType(t) => {
            let s = match t {
                FftType::Fft => "FFT",
                FftType::Ifft => "IFFT",
                FftType::Rfft => "RFFT",
                FftType::Irfft => "IRFFT",
            };
            let _ = write!(out, "#stablehlo<fft_type {s}>");
        }
        Attr::I64Array(v) => {
            out.push_str("array<i64");
            for (i, x) in v.iter().enumerate() {
                out.push_str(if i == 0 { ": " } else { ", " });
                let _ = write!(out, "{x}");
            }
            out.push('>');
        }
        Attr::OutputOperandAliases(pairs) => {
            out.push('[');
            for (i, (result, operand)) in pairs.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let _ = write!(out, "#stablehlo.output_operand_alias<output_tuple_indices = [{result}], operand_index = {operand}, operand_tuple_indices = []>");
            }
            out.push(']');
        }
        Attr::Padding(p) => {
            if p.is_empty() {
                out.push_str("dense<> : tensor<0x2xi64>");
            } else {
                out.push_str("dense<[");
                for (i, (lo, hi)) in p.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    let _ = write!(out, "[{lo}, {hi}]");
                }
                let _ = write!(out, "]> : tensor<{}x2xi64>", p.len());
            }
        }
        Attr::Dense(data, ty) => {
            out.push_str("dense<");
            match data {
                DenseData::Splat(l) => literal(out, l),
                DenseData::Elements(e) if e.is_empty() => {}
                DenseData::Elements(e) => nested(out, &ty.dims, e),
                DenseData::Raw(bytes) => {
                    out.push_str("\"0x");
                    for b in bytes {
                        let _ = write!(out, "{b:02X}");
                    }
                    out.push('"');
                }
            }
            let _ = write!(out, "> : {ty}");
        }
        Attr::ComparisonDirection(d) => {
            let s = match d {
                CmpDir::Eq => "EQ",
                CmpDir::Ne => "NE",
                CmpDir::Lt => "LT",
                CmpDir::Le => "LE",
                CmpDir::Gt => "GT",
                CmpDir::Ge => "GE",
            };
            let _ = write!(out, "#stablehlo<comparison_direction {s}>");
        }
        Attr::ComparisonType(t) => {
            let s = match t {
                CmpType::Float => "FLOAT",
                CmpType::TotalOrder => "TOTALORDER",
                CmpType::Signed => "SIGNED",
                CmpType::Unsigned => "UNSIGNED",
            };
            let _ = write!(out, "#stablehlo<comparison_type {s}>");
        }
        Attr::RngAlgorithm(r) => {
            let s = match r {
                RngAlgorithm::Default => "DEFAULT",
                RngAlgorithm::ThreeFry => "THREE_FRY",
                RngAlgorithm::Philox => "PHILOX",
            };
            let _ = write!(out, "#stablehlo<rng_algorithm {s}>");
        }
        Attr::Dot(d) => {
            out.push_str("#stablehlo.dot<");
            let mut first = true;
            field(out, &mut first, "lhs_batching_dimensions", &d.lhs_batch);
            field(out, &mut first, "rhs_batching_dimensions", &d.rhs_batch);
            field(out, &mut first, "lhs_contracting_dimensions", &d.lhs_contract);
            field(out, &mut first, "rhs_contracting_dimensions", &d.rhs_contract);
            out.push('>');
        }
        Attr::Gather(g) => {
            out.push_str("#stablehlo.gather<");
            let mut first = true;
            field(out, &mut first, "offset_dims", &g.offset_dims);
            field(out, &mut first, "collapsed_slice_dims", &g.collapsed_slice_dims);
            field(out, &mut first, "operand_batching_dims", &g.operand_batching_dims);
            field(out, &mut first, "start_indices_batching_dims", &g.start_indices_batching_dims);
            field(out, &mut first, "start_index_map", &g.start_index_map);
            if !first {
                out.push_str(", ");
            }
            let _ = write!(out, "index_vector_dim = {}>", g.index_vector_dim);
        }
        Attr::Scatter(s) => {
            out.push_str("#stablehlo.scatter<");
            let mut first = true;
            field(out, &mut first, "update_window_dims", &s.update_window_dims);
            field(out, &mut first, "inserted_window_dims", &s.inserted_window_dims);
            field(out, &mut first, "input_batching_dims", &s.input_batching_dims);
            field(out, &mut first, "scatter_indices_batching_dims", &s.scatter_indices_batching_dims);
            field(out, &mut first, "scatter_dims_to_operand_dims", &s.scatter_dims_to_operand_dims);
            if !first {
                out.push_str(", ");
            }
            let _ = write!(out, "index_vector_dim = {}>", s.index_vector_dim);
        }
        Attr::Conv(c) => conv_dims(out, c),
    }
}

/// `#stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: each bracket lists,
/// per dimension of the tensor, its role (batch/feature or spatial index).
fn conv_dims(out: &mut String, c: &ConvDimensionNumbers) {
    fn layout(out: &mut String, rank: usize, a: (i64, &str), b: (i64, &str), spatial: &[i64]) {
        let mut labels = vec![String::from("?"); rank];
        labels[a.0 as usize] = a.1.to_string();
        labels[b.0 as usize] = b.1.to_string();
        for (i, &d) in spatial.iter().enumerate() {
            labels[d as usize] = i.to_string();
        }
        let _ = write!(out, "[{}]", labels.join(", "));
    }
    let rank = c.input_spatial_dimensions.len() + 2;
    out.push_str("#stablehlo.conv<");
    layout(out, rank, (c.input_batch_dimension, "b"), (c.input_feature_dimension, "f"), &c.input_spatial_dimensions);
    out.push('x');
    layout(
        out,
        rank,
        (c.kernel_input_feature_dimension, "i"),
        (c.kernel_output_feature_dimension, "o"),
        &c.kernel_spatial_dimensions,
    );
    out.push_str("->");
    layout(out, rank, (c.output_batch_dimension, "b"), (c.output_feature_dimension, "f"), &c.output_spatial_dimensions);
    out.push('>');
}

/// The MLIR names of the ops the builder records. They live here, with the
/// rest of the program's spelling; the builder refers to them by constant.
pub(crate) mod names {
    pub const CHLO_ACOS: &str = "chlo.acos";
    pub const CHLO_ACOSH: &str = "chlo.acosh";
    pub const CHLO_ASIN: &str = "chlo.asin";
    pub const CHLO_ASINH: &str = "chlo.asinh";
    pub const CHLO_ATAN: &str = "chlo.atan";
    pub const CHLO_ATANH: &str = "chlo.atanh";
    pub const CHLO_COSH: &str = "chlo.cosh";
    pub const CHLO_DIGAMMA: &str = "chlo.digamma";
    pub const CHLO_ERF: &str = "chlo.erf";
    pub const CHLO_ERF_INV: &str = "chlo.erf_inv";
    pub const CHLO_ERFC: &str = "chlo.erfc";
    pub const CHLO_LGAMMA: &str = "chlo.lgamma";
    pub const CHLO_NEXT_AFTER: &str = "chlo.next_after";
    pub const CHLO_POLYGAMMA: &str = "chlo.polygamma";
    pub const CHLO_SINH: &str = "chlo.sinh";
    pub const CHLO_TOP_K: &str = "chlo.top_k";
    pub const CHLO_ZETA: &str = "chlo.zeta";
    pub const FUNC_RETURN: &str = "func.return";
    pub const STABLEHLO_ABS: &str = "stablehlo.abs";
    pub const STABLEHLO_ADD: &str = "stablehlo.add";
    pub const STABLEHLO_AND: &str = "stablehlo.and";
    pub const STABLEHLO_ATAN2: &str = "stablehlo.atan2";
    pub const STABLEHLO_BITCAST_CONVERT: &str = "stablehlo.bitcast_convert";
    pub const STABLEHLO_BROADCAST_IN_DIM: &str = "stablehlo.broadcast_in_dim";
    pub const STABLEHLO_CBRT: &str = "stablehlo.cbrt";
    pub const STABLEHLO_CEIL: &str = "stablehlo.ceil";
    pub const STABLEHLO_CHOLESKY: &str = "stablehlo.cholesky";
    pub const STABLEHLO_CLAMP: &str = "stablehlo.clamp";
    pub const STABLEHLO_COMPARE: &str = "stablehlo.compare";
    pub const STABLEHLO_COMPLEX: &str = "stablehlo.complex";
    pub const STABLEHLO_CONCATENATE: &str = "stablehlo.concatenate";
    pub const STABLEHLO_CONSTANT: &str = "stablehlo.constant";
    pub const STABLEHLO_CONVERT: &str = "stablehlo.convert";
    pub const STABLEHLO_CONVOLUTION: &str = "stablehlo.convolution";
    pub const STABLEHLO_COSINE: &str = "stablehlo.cosine";
    pub const STABLEHLO_COUNT_LEADING_ZEROS: &str = "stablehlo.count_leading_zeros";
    pub const STABLEHLO_CUSTOM_CALL: &str = "stablehlo.custom_call";
    pub const STABLEHLO_DIVIDE: &str = "stablehlo.divide";
    pub const STABLEHLO_DOT_GENERAL: &str = "stablehlo.dot_general";
    pub const STABLEHLO_DYNAMIC_SLICE: &str = "stablehlo.dynamic_slice";
    pub const STABLEHLO_DYNAMIC_UPDATE_SLICE: &str = "stablehlo.dynamic_update_slice";
    pub const STABLEHLO_EXPONENTIAL: &str = "stablehlo.exponential";
    pub const STABLEHLO_EXPONENTIAL_MINUS_ONE: &str = "stablehlo.exponential_minus_one";
    pub const STABLEHLO_FFT: &str = "stablehlo.fft";
    pub const STABLEHLO_FLOOR: &str = "stablehlo.floor";
    pub const STABLEHLO_GATHER: &str = "stablehlo.gather";
    pub const STABLEHLO_IF: &str = "stablehlo.if";
    pub const STABLEHLO_IMAG: &str = "stablehlo.imag";
    pub const STABLEHLO_IOTA: &str = "stablehlo.iota";
    pub const STABLEHLO_IS_FINITE: &str = "stablehlo.is_finite";
    pub const STABLEHLO_LOG: &str = "stablehlo.log";
    pub const STABLEHLO_LOG_PLUS_ONE: &str = "stablehlo.log_plus_one";
    pub const STABLEHLO_LOGISTIC: &str = "stablehlo.logistic";
    pub const STABLEHLO_MAXIMUM: &str = "stablehlo.maximum";
    pub const STABLEHLO_MINIMUM: &str = "stablehlo.minimum";
    pub const STABLEHLO_MULTIPLY: &str = "stablehlo.multiply";
    pub const STABLEHLO_NEGATE: &str = "stablehlo.negate";
    pub const STABLEHLO_NOT: &str = "stablehlo.not";
    pub const STABLEHLO_OPTIMIZATION_BARRIER: &str = "stablehlo.optimization_barrier";
    pub const STABLEHLO_OR: &str = "stablehlo.or";
    pub const STABLEHLO_PAD: &str = "stablehlo.pad";
    pub const STABLEHLO_POPCNT: &str = "stablehlo.popcnt";
    pub const STABLEHLO_POWER: &str = "stablehlo.power";
    pub const STABLEHLO_REAL: &str = "stablehlo.real";
    pub const STABLEHLO_REDUCE: &str = "stablehlo.reduce";
    pub const STABLEHLO_REDUCE_PRECISION: &str = "stablehlo.reduce_precision";
    pub const STABLEHLO_REDUCE_WINDOW: &str = "stablehlo.reduce_window";
    pub const STABLEHLO_REMAINDER: &str = "stablehlo.remainder";
    pub const STABLEHLO_RESHAPE: &str = "stablehlo.reshape";
    pub const STABLEHLO_RETURN: &str = "stablehlo.return";
    pub const STABLEHLO_REVERSE: &str = "stablehlo.reverse";
    pub const STABLEHLO_RNG_BIT_GENERATOR: &str = "stablehlo.rng_bit_generator";
    pub const STABLEHLO_ROUND_NEAREST_AFZ: &str = "stablehlo.round_nearest_afz";
    pub const STABLEHLO_ROUND_NEAREST_EVEN: &str = "stablehlo.round_nearest_even";
    pub const STABLEHLO_RSQRT: &str = "stablehlo.rsqrt";
    pub const STABLEHLO_SCATTER: &str = "stablehlo.scatter";
    pub const STABLEHLO_SELECT: &str = "stablehlo.select";
    pub const STABLEHLO_SELECT_AND_SCATTER: &str = "stablehlo.select_and_scatter";
    pub const STABLEHLO_SHIFT_LEFT: &str = "stablehlo.shift_left";
    pub const STABLEHLO_SHIFT_RIGHT_ARITHMETIC: &str = "stablehlo.shift_right_arithmetic";
    pub const STABLEHLO_SHIFT_RIGHT_LOGICAL: &str = "stablehlo.shift_right_logical";
    pub const STABLEHLO_SIGN: &str = "stablehlo.sign";
    pub const STABLEHLO_SINE: &str = "stablehlo.sine";
    pub const STABLEHLO_SLICE: &str = "stablehlo.slice";
    pub const STABLEHLO_SORT: &str = "stablehlo.sort";
    pub const STABLEHLO_SQRT: &str = "stablehlo.sqrt";
    pub const STABLEHLO_SUBTRACT: &str = "stablehlo.subtract";
    pub const STABLEHLO_TAN: &str = "stablehlo.tan";
    pub const STABLEHLO_TANH: &str = "stablehlo.tanh";
    pub const STABLEHLO_TRANSPOSE: &str = "stablehlo.transpose";
    pub const STABLEHLO_TRIANGULAR_SOLVE: &str = "stablehlo.triangular_solve";
    pub const STABLEHLO_WHILE: &str = "stablehlo.while";
    pub const STABLEHLO_XOR: &str = "stablehlo.xor";
}
