//! The builder: values, blocks, ops and regions. Ops themselves are added by the
//! `impl Builder` blocks in `ops/`, one file per family.

use crate::error::{BuildError, Result};
use crate::ops::dot_conv::{ConvDimensionNumbers, DotDims};
use crate::ops::elementwise::{CmpDir, CmpType};
use crate::ops::gather_scatter::{GatherDims, ScatterDims};
use crate::ops::misc::RngAlgorithm;
use crate::types::{ElementType, TensorType};
use crate::value::Value;
use crate::printer::names;

/// One scalar of a dense constant, already encoded for its element type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Literal {
    /// IEEE bit pattern of a float of `width` bits (printed in hex).
    Float { bits: u64, width: u32 },
    /// A complex number: the IEEE bit patterns of its real and imaginary parts,
    /// each a float of `width` bits.
    Complex { re: u64, im: u64, width: u32 },
    /// An integer (signed or unsigned), printed in decimal.
    Int(i128),
    Bool(bool),
}

/// Contents of a `dense<...>` constant.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum DenseData {
    Splat(Literal),
    Elements(Vec<Literal>),
    /// The elements' little-endian bytes in row-major order (one byte per `i1`), printed
    /// as MLIR's hex form (`dense<"0x...">`): a model's weights, too many for literals.
    Raw(Vec<u8>),
}

/// Attribute values attached to ops. The printer decides their text.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Attr {
    /// `N : i64`
    I64(i64),
    /// `N : i32`
    I32(i32),
    /// A string, quoted (only ASCII identifiers are ever stored).
    Str(&'static str),
    /// `#stablehlo<transpose ...>`
    Transpose(crate::ops::misc::TransposeA),
    /// `true` / `false`
    Bool(bool),
    /// `#stablehlo<fft_type ...>`
    FftType(crate::ops::complex::FftType),
    /// `array<i64: ...>`
    I64Array(Vec<i64>),
    /// `[#stablehlo.output_operand_alias<...>, ...]`: (result index, operand index) pairs
    /// of a custom call whose result is written into that operand's buffer.
    OutputOperandAliases(Vec<(usize, usize)>),
    /// `dense<[[lo, hi], ...]> : tensor<Nx2xi64>`
    Padding(Vec<(i64, i64)>),
    /// `dense<...> : tensor<...>`
    Dense(DenseData, TensorType),
    ComparisonDirection(CmpDir),
    ComparisonType(CmpType),
    RngAlgorithm(RngAlgorithm),
    Dot(DotDims),
    Gather(GatherDims),
    Scatter(ScatterDims),
    Conv(ConvDimensionNumbers),
}

/// How a value is defined; the printer derives its SSA name from this.
#[derive(Clone, Debug)]
pub(crate) enum Def {
    Param(usize),
    BlockArg,
    /// Result `index` of an op with `count` results.
    OpResult { index: usize, count: usize },
}

#[derive(Clone, Debug)]
pub(crate) struct ValueInfo {
    pub ty: TensorType,
    pub def: Def,
    /// The block whose scope the value belongs to.
    pub block: usize,
}

#[derive(Clone, Debug)]
pub(crate) struct Op {
    /// Full op name, e.g. `stablehlo.add` or `chlo.erf`.
    pub name: &'static str,
    pub operands: Vec<Value>,
    pub results: Vec<Value>,
    pub attrs: Vec<(&'static str, Attr)>,
    /// Blocks (one per region), printed in order.
    pub regions: Vec<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Block {
    pub args: Vec<Value>,
    pub ops: Vec<Op>,
    pub parent: Option<usize>,
    /// Values of enclosing blocks are not visible inside an isolated block.
    pub isolated: bool,
}

/// Builds one module with one public function `@main`.
///
/// Every op method checks its operands and infers its result type per the
/// StableHLO spec, so a program that builds is well typed. Ops are appended to
/// the current block: the function body, or the body of a region while a region
/// closure (of `reduce`, `sort`, ...) runs.
#[derive(Clone, Debug)]
pub struct Builder {
    pub(crate) values: Vec<ValueInfo>,
    pub(crate) blocks: Vec<Block>,
    pub(crate) cur: usize,
    pub(crate) params: Vec<Value>,
    pub(crate) aliases: Vec<(usize, usize)>,
    /// A `set_param_alias` misuse, reported by `finish`.
    bad_alias: Option<String>,
    /// Computations a runtime may hand to a host kernel (`crate::offer`).
    pub(crate) offers: Vec<crate::offer::Offer>,
    /// The operand element type of each matrix product and convolution built, in order: what
    /// a cost model needs to pick the peak rate, kept as a fact rather than read back from
    /// the printed text.
    pub(crate) products: Vec<ElementType>,
    /// Integer values holding filler beside their real elements, each with its `i1` mask
    /// of the real ones (`crate::range`: `mark_filler`).
    pub(crate) filler: Vec<(Value, Value)>,
}

impl Default for Builder {
    fn default() -> Self {
        Self::new()
    }
}

impl Builder {
    pub fn new() -> Self {
        Self {
            values: Vec::new(),
            blocks: vec![Block { args: Vec::new(), ops: Vec::new(), parent: None, isolated: true }],
            cur: 0,
            params: Vec::new(),
            aliases: Vec::new(),
            bad_alias: None,
            offers: Vec::new(),
            products: Vec::new(),
            filler: Vec::new(),
        }
    }

    /// Adds a parameter of `@main` (in call order).
    pub fn param(&mut self, ty: TensorType) -> Value {
        let v = self.new_value(ty, Def::Param(self.params.len()), 0);
        self.params.push(v);
        self.blocks[0].args.push(v);
        v
    }

    /// The parameters added so far, in order.
    pub fn params(&self) -> &[Value] {
        &self.params
    }

    /// Declares that parameter `param` may be donated to result `result_index`
    /// (prints `tf.aliasing_output = N : i32` on the argument). `finish` checks
    /// that the types match and that `param` is a parameter.
    pub fn set_param_alias(&mut self, param: Value, result_index: usize) {
        let Some(ValueInfo { def: Def::Param(i), .. }) = self.values.get(param.index()) else {
            self.bad_alias = Some(format!("value {} is not a parameter of @main", param.index()));
            return;
        };
        let i = *i;
        self.aliases.retain(|&(p, _)| p != i);
        self.aliases.push((i, result_index));
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> &TensorType {
        &self.values[v.index()].ty
    }

    /// Finishes `@main` returning `results`.
    pub fn finish(self, results: &[Value]) -> Result<Module> {
        const OP: &str = names::FUNC_RETURN;
        if self.cur != 0 {
            return Err(crate::error::invalid(OP, "finish called inside a region"));
        }
        if let Some(why) = &self.bad_alias {
            return Err(crate::error::invalid("set_param_alias", why.clone()));
        }
        self.check_visible(OP, results)?;
        let result_types: Vec<TensorType> = results.iter().map(|&v| self.ty(v).clone()).collect();
        for &(p, r) in &self.aliases {
            let pt = self.ty(self.params[p]);
            match result_types.get(r) {
                None => {
                    return Err(crate::error::invalid(
                        OP,
                        format!("parameter {p} aliases result {r}, but there are {} results", results.len()),
                    ))
                }
                Some(rt) if rt != pt => {
                    return Err(crate::error::invalid(
                        OP,
                        format!("parameter {p} of type {pt} aliases result {r} of type {rt}"),
                    ))
                }
                _ => {}
            }
        }
        let param_types = self.params.iter().map(|&v| self.ty(v).clone()).collect();
        Ok(Module { builder: self, results: results.to_vec(), param_types, result_types })
    }

    // ---- internals shared by the op families ----

    pub(crate) fn new_value(&mut self, ty: TensorType, def: Def, block: usize) -> Value {
        let v = Value(u32::try_from(self.values.len()).expect("too many values"));
        self.values.push(ValueInfo { ty, def, block });
        v
    }

    /// Fails unless every value is visible from the current block.
    pub(crate) fn check_visible(&self, op: &'static str, vals: &[Value]) -> Result<()> {
        for &v in vals {
            let Some(info) = self.values.get(v.index()) else {
                return Err(BuildError::Scope { op, detail: format!("{v:?} does not belong to this builder") });
            };
            let mut b = self.cur;
            loop {
                if b == info.block {
                    break;
                }
                let blk = &self.blocks[b];
                match blk.parent {
                    Some(p) if !blk.isolated => b = p,
                    _ => {
                        let why = if blk.isolated && blk.parent.is_some() {
                            "is defined outside this isolated region (pass it in explicitly)"
                        } else {
                            "is not visible here (defined in another region)"
                        };
                        return Err(BuildError::Scope {
                            op,
                            detail: format!("operand {} of type {} {why}", v.index(), info.ty),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Index in `@main`'s body of the op computing `v`; None for a parameter or a value of a
    /// region.
    pub(crate) fn body_position(&self, v: Value) -> Option<usize> {
        let info = &self.values[v.index()];
        match info.def {
            Def::OpResult { .. } if info.block == 0 => self.blocks[0].ops.iter().position(|op| op.results.contains(&v)),
            _ => None,
        }
    }

    /// Makes every op of `@main`'s body after op `pos` (and every op in their regions, which
    /// may read values from above) read `to` where it read `from`.
    pub(crate) fn replace_uses_after(&mut self, pos: usize, from: Value, to: Value) {
        let swap = |operands: &mut Vec<Value>| operands.iter_mut().filter(|o| **o == from).for_each(|o| *o = to);
        let mut regions: Vec<usize> = Vec::new();
        for op in &mut self.blocks[0].ops[pos + 1..] {
            swap(&mut op.operands);
            regions.extend(&op.regions);
        }
        while let Some(blk) = regions.pop() {
            for op in &mut self.blocks[blk].ops {
                swap(&mut op.operands);
                regions.extend(&op.regions);
            }
        }
    }

    /// Appends an op with the given result types to the current block.
    pub(crate) fn push_op(
        &mut self,
        name: &'static str,
        operands: &[Value],
        result_types: Vec<TensorType>,
        attrs: Vec<(&'static str, Attr)>,
        regions: Vec<usize>,
    ) -> Result<Vec<Value>> {
        self.check_visible(name, operands)?;
        let count = result_types.len();
        let cur = self.cur;
        let results: Vec<Value> = result_types
            .into_iter()
            .enumerate()
            .map(|(index, ty)| self.new_value(ty, Def::OpResult { index, count }, cur))
            .collect();
        self.blocks[cur].ops.push(Op { name, operands: operands.to_vec(), results: results.clone(), attrs, regions });
        Ok(results)
    }

    /// Appends a single-result op.
    pub(crate) fn push1(
        &mut self,
        name: &'static str,
        operands: &[Value],
        result: TensorType,
        attrs: Vec<(&'static str, Attr)>,
    ) -> Result<Value> {
        Ok(self.push_op(name, operands, vec![result], attrs, Vec::new())?[0])
    }

    /// Builds one region: a block with arguments of `arg_types`, filled by `body`
    /// and terminated by `stablehlo.return` of what `body` returns. Returns the
    /// block and the types returned. The current block is restored even on error.
    pub(crate) fn build_region(
        &mut self,
        op: &'static str,
        arg_types: Vec<TensorType>,
        isolated: bool,
        body: impl FnOnce(&mut Builder, &[Value]) -> Result<Vec<Value>>,
    ) -> Result<(usize, Vec<TensorType>)> {
        let outer = self.cur;
        let block = self.blocks.len();
        self.blocks.push(Block { args: Vec::new(), ops: Vec::new(), parent: Some(outer), isolated });
        let args: Vec<Value> = arg_types.into_iter().map(|ty| self.new_value(ty, Def::BlockArg, block)).collect();
        self.blocks[block].args = args.clone();
        self.cur = block;
        let res = body(self, &args).and_then(|rets| {
            self.check_visible(op, &rets).map_err(|e| match e {
                BuildError::Scope { detail, .. } => BuildError::Scope { op, detail: format!("region result: {detail}") },
                e => e,
            })?;
            let tys = rets.iter().map(|&v| self.ty(v).clone()).collect();
            self.push_op(names::STABLEHLO_RETURN, &rets, Vec::new(), Vec::new(), Vec::new())?;
            Ok(tys)
        });
        self.cur = outer;
        res.map(|tys| (block, tys))
    }
}

/// A finished program: one module with `@main`. Print it with [`Module::to_text`].
#[derive(Clone, Debug)]
pub struct Module {
    pub(crate) builder: Builder,
    pub(crate) results: Vec<Value>,
    param_types: Vec<TensorType>,
    result_types: Vec<TensorType>,
}

impl Module {
    /// The program text (PJRT program format `"mlir"`).
    pub fn to_text(&self) -> String {
        crate::printer::print_module(self)
    }

    pub fn param_types(&self) -> &[TensorType] {
        &self.param_types
    }

    pub fn result_types(&self) -> &[TensorType] {
        &self.result_types
    }

    /// The operand element type of each `dot_general` and `convolution` in the program, in
    /// the order they were built (a bf16 product accumulating into f32 is `BF16`).
    pub fn product_elements(&self) -> &[ElementType] {
        &self.builder.products
    }

    /// `(parameter index, result index)` pairs declared with `set_param_alias`.
    pub fn param_aliases(&self) -> &[(usize, usize)] {
        &self.builder.aliases
    }
}
