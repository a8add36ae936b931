//! The op table: base ATen op name -> lowering function. Built from one list per
//! op family (`ops/*.rs`, each with a `register` function), never one big match.
//!
//! Names are ATen base names without namespace or overload (`add`, `_foreach_mul`).
//! Each op states the overloads its lowering serves ([`OpDef::overloads`]); in-place
//! (`add_`) and `out=` variants are derived by the engine from the functional
//! lowering: it writes results back into the mutated arguments.

use crate::args::{Arg, Args, TensorArg};
use crate::ctx::LowerCtx;
use crate::error::Result;
use crate::padding::PadRule;
use std::collections::HashMap;
use std::sync::OnceLock;

pub type LowerFn = fn(&mut LowerCtx, &Args) -> Result<Vec<TensorArg>>;

#[derive(Clone)]
pub struct OpDef {
    pub name: &'static str,
    pub lower: LowerFn,
    /// The overloads the lowering serves ([`OpDef::overloads`]); `None`: the default
    /// overload alone.
    pub overloads: Option<&'static [&'static str]>,
    /// `Scalar` arguments whose values shape the program (e.g. `arange`'s end):
    /// baked in as constants and made part of the cache key. Every other
    /// `Scalar` is a runtime parameter, so new values reuse the executable.
    pub consts: &'static [&'static str],
    /// Needs the device RNG state even if the schema has no generator argument.
    pub random: bool,
    /// Lowered only inside compiled graphs: view ops, which eager handles as
    /// metadata over shared storage (the C++ glue), never as programs.
    pub graph_only: bool,
    /// For ops whose output shape depends on values (`nonzero`, `masked_select`):
    /// a pre-pass lowering returning rank-0 int64 sizes. The engine runs it,
    /// reads the sizes back (a host sync, as on CUDA) and passes them to the
    /// main lowering as `ctx.dyn_sizes`; they are part of the cache key.
    pub sized_by: Option<LowerFn>,
    /// `sized_by` sizes only boolean mask arguments (`x[mask]`): a call whose tensors
    /// hold no bool or uint8 mask is sized by shapes alone.
    pub sized_by_masks: bool,
    /// How the op behaves on operands padded to a size bucket (bucketed
    /// dynamic shapes in compiled graphs); refused unless stated.
    pub pad: PadRule,
    /// Overloads whose behaviour under padding differs from `pad` (`max.other`
    /// is element-wise, `max.dim` a reduction): (overload name, rule).
    pub pad_overloads: Vec<(&'static str, PadRule)>,
    /// `float` arguments passed to the eager program as inputs instead of baked
    /// in (hyper-parameters a scheduler changes every step, like `lr`); the
    /// lowering reads them as rank-0 `Scalar`s.
    pub runtime_floats: &'static [&'static str],
    /// Defined on float8 tensors. PyTorch computes almost nothing in float8 (its
    /// CPU kernels raise NotImplementedError); only the ops it does define say so.
    pub float8: bool,
    /// Arguments the kernel writes in place although the schema carries no
    /// `(a!)` for them (`native_batch_norm`'s running statistics). The engine
    /// marks them written on the overload without annotated writes, so the
    /// lowering's first results go back into them, like `add_`.
    pub hidden_writes: &'static [&'static str],
    /// `int` arguments that are positions in a tensor (`select`'s `index`, `slice`'s
    /// `start`): a bucketed graph may not take one from a symbolic size, whose padded
    /// value would move the view, and compiles per exact size instead.
    pub positions: &'static [&'static str],
    /// Registered as an eager kernel (false for `graph_only` ops, and for ops
    /// whose PyTorch kernel must stay in charge eagerly, like `copy_`).
    pub eager: bool,
    /// Kept out of the decomposition table `torch.compile` traces with
    /// (`core_aten_decompositions`): the lowering runs the op whole, where torch's
    /// decomposition would split it into several programs' worth of ops or into a
    /// form its backward cannot use ([`OpDef::kept_whole`]).
    pub kept_whole: bool,
    /// Integer results that are an operand's size: (argument, dimension from the end
    /// when negative) per `int` return, in order (`_scaled_dot_product_fused_attention_
    /// overrideable`'s `max_q`, `max_k`). A call run padded to a size bucket
    /// (`vary.rs`) returns the real size, where its program only knows the padded one.
    pub size_results: &'static [(&'static str, i64)],
    /// Platforms whose compiler cannot take any form this lowering emits, each with the
    /// reason ([`OpDef::refuse_on`]).
    pub refused_on: Vec<(crate::Platform, &'static str)>,
}

#[derive(Default)]
pub struct Registry {
    ops: HashMap<&'static str, OpDef>,
    /// `pad` for the ops registered next: `NotBucketable` outside a `family` block.
    pad: PadRule,
}

impl Registry {
    pub fn op(&mut self, name: &'static str, lower: LowerFn) -> &mut OpDef {
        assert!(!self.ops.contains_key(name), "op {name} registered twice");
        self.ops.entry(name).or_insert(OpDef {
            name,
            lower,
            overloads: None,
            consts: &[],
            random: false,
            graph_only: false,
            sized_by: None,
            sized_by_masks: false,
            pad: self.pad,
            pad_overloads: Vec::new(),
            runtime_floats: &[],
            float8: false,
            hidden_writes: &[],
            positions: &[],
            eager: true,
            kept_whole: false,
            size_results: &[],
            refused_on: Vec::new(),
        })
    }

    /// Registers, in `ops`, ops that share a padding rule (a family of element-wise ops
    /// says so once). The rule holds inside the block only: it cannot leak into the ops
    /// a later family registers, whatever the block does.
    pub fn family(&mut self, rule: PadRule, ops: impl FnOnce(&mut Registry)) {
        let before = std::mem::replace(&mut self.pad, rule);
        ops(self);
        self.pad = before;
    }

    pub fn get(&self, name: &str) -> Option<&OpDef> {
        self.ops.get(name)
    }

    pub fn names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.ops.keys().copied()
    }

    /// The ops `torch.compile` must not decompose ([`OpDef::kept_whole`]), sorted.
    pub fn kept_whole(&self) -> Vec<&'static str> {
        let mut names: Vec<_> = self.ops.values().filter(|d| d.kept_whole).map(|d| d.name).collect();
        names.sort_unstable();
        names
    }

    pub fn len(&self) -> usize {
        self.ops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ops.is_empty()
    }
}

impl OpDef {
    /// The overloads of the op this lowering serves, by overload name (`""` is the default
    /// overload: `aten::max`; `"dim"`: `aten::max.dim`). The engine derives the rest: an
    /// in-place or `out=` overload whose schema is a listed overload's, out arguments and
    /// write marks aside (`add_.Tensor` and `add.out` follow `add.Tensor`, `pow_.Scalar`
    /// follows `pow.Tensor_Scalar`), is served too. One with no functional twin is listed
    /// by its whole name (`normal_`). Every other overload is not lowered, decided when
    /// it is registered: eagerly a counted CPU fallback "no lowering for aten::x.overload"
    /// (an error under `TORCH_PJRT_STRICT=1`), in a compiled graph a refusal. Unstated,
    /// the default overload alone; an op torch gives several overloads must list its own
    /// (`tests/test_overloads.py` checks both against torch's dispatcher).
    pub fn overloads(&mut self, names: &'static [&'static str]) -> &mut Self {
        self.overloads = Some(names);
        self
    }

    /// The overloads the lowering serves, as listed ([`OpDef::overloads`]).
    pub fn served(&self) -> &'static [&'static str] {
        self.overloads.unwrap_or(&[""])
    }

    /// Whether the list names `name.overload` (`name` without namespace: the op's own
    /// name, or an in-place or `out=` overload listed whole).
    pub fn lists(&self, name: &str, overload: &str) -> bool {
        self.served().iter().any(|&o| {
            if name == self.name {
                o == overload
            } else {
                o.split_once('.').unwrap_or((o, "")) == (name, overload)
            }
        })
    }

    pub fn consts(&mut self, names: &'static [&'static str]) -> &mut Self {
        self.consts = names;
        self
    }

    pub fn runtime_floats(&mut self, names: &'static [&'static str]) -> &mut Self {
        self.runtime_floats = names;
        self
    }

    pub fn random(&mut self) -> &mut Self {
        self.random = true;
        self
    }

    pub fn sized_by(&mut self, pre: LowerFn) -> &mut Self {
        self.sized_by = Some(pre);
        self
    }

    /// [`sized_by`](Self::sized_by) for an op sized by values only through boolean mask indices.
    pub fn sized_by_masks(&mut self, pre: LowerFn) -> &mut Self {
        self.sized_by = Some(pre);
        self.sized_by_masks = true;
        self
    }

    pub fn graph_only(&mut self) -> &mut Self {
        self.graph_only = true;
        self.eager = false;
        self
    }

    /// Not registered as an eager kernel, although lowered in graphs: PyTorch's
    /// own kernel runs eagerly and reaches us through other ops.
    pub fn no_eager_kernel(&mut self) -> &mut Self {
        self.eager = false;
        self
    }

    pub fn hidden_writes(&mut self, args: &'static [&'static str]) -> &mut Self {
        self.hidden_writes = args;
        self
    }

    /// The `int` results that are operand sizes ([`OpDef::size_results`]).
    pub fn size_results(&mut self, sizes: &'static [(&'static str, i64)]) -> &mut Self {
        self.size_results = sizes;
        self
    }

    pub fn positions(&mut self, args: &'static [&'static str]) -> &mut Self {
        self.positions = args;
        self
    }

    pub fn pad(&mut self, rule: PadRule) -> &mut Self {
        self.pad = rule;
        self
    }

    /// `rule` for one overload (`""` is the default overload).
    pub fn pad_overload(&mut self, overload: &'static str, rule: PadRule) -> &mut Self {
        self.pad_overloads.push((overload, rule));
        self
    }

    /// The padding rule of `overload` (the part of `aten::max.dim` after the dot).
    pub fn pad_rule(&self, overload: &str) -> PadRule {
        self.pad_overloads.iter().find(|(o, _)| *o == overload).map_or(self.pad, |(_, r)| *r)
    }

    /// Traced whole under `torch.compile`: torch's core-ATen decomposition of the op
    /// is dropped from the table AOTAutograd traces with, because the lowering does
    /// better with the op itself — its decomposition would cost extra reductions the
    /// device runs unfused, or produce results its own backward cannot read. The
    /// line that sets it says which (crates/lowering/src/ops/attention.rs).
    pub fn kept_whole(&mut self) -> &mut Self {
        self.kept_whole = true;
        self
    }

    pub fn float8(&mut self) -> &mut Self {
        self.float8 = true;
        self
    }

    /// Refuses the op on `platform`, whose compiler rejects or crashes on what the lowering
    /// emits (`reason` says which, and is part of the message): the call is `NotLowered`
    /// there (a counted CPU fallback eagerly, an error under `TORCH_PJRT_STRICT=1`), so no
    /// program that kills the plugin's compiler is ever built (crates/lowering/src/platform.rs).
    pub fn refuse_on(&mut self, platform: crate::Platform, reason: &'static str) -> &mut Self {
        self.refused_on.push((platform, reason));
        self
    }

    /// Lowers one call of this op (named `op`, arguments `names`/`vals` from the one
    /// normaliser) into `b`, with `with` (the lowering, or a pre-pass of it): the context
    /// every mode gives a lowering (its random state, the sizes a pre-pass read back), and
    /// the device-side checks the lowering asked for, which the caller returns last.
    #[allow(clippy::too_many_arguments)]
    pub fn lower_call(
        &self,
        with: LowerFn,
        b: &mut tpj_stablehlo::Builder,
        op: &str,
        names: &[String],
        vals: Vec<Arg>,
        rng: Option<tpj_stablehlo::Value>,
        dyn_sizes: &[i64],
    ) -> Result<(Vec<TensorArg>, Vec<crate::ctx::DeviceCheck>)> {
        let mut ctx = LowerCtx::new(b, op);
        ctx.rng = rng;
        ctx.dyn_sizes = dyn_sizes.to_vec();
        let outs = self.run(with, &mut ctx, &Args { op, names, vals }).map_err(|e| match e {
            crate::LowerError::Build { source, .. } => crate::LowerError::Build { op: op.to_string(), source },
            e => e,
        })?;
        Ok((outs, std::mem::take(&mut ctx.checks)))
    }

    /// Runs the lowering (or `with`, a pre-pass of it) after the checks every op
    /// shares: a float8 operand or dtype reaches only ops defined on float8
    /// (views, which only move bytes, always are).
    pub fn run(&self, with: LowerFn, ctx: &mut LowerCtx, args: &Args) -> Result<Vec<TensorArg>> {
        if let Some((platform, reason)) = self.refused_on.iter().find(|(p, _)| *p == ctx.platform) {
            return Err(ctx.unsupported(format!("{} is not lowered for {platform}: {reason}", self.name)));
        }
        if !self.float8 && !self.graph_only {
            let float8 = args.vals.iter().find_map(|a| match a {
                Arg::Tensor(t) if t.dtype.is_float8() => Some(t.dtype),
                Arg::TensorList(ts) => ts.iter().flatten().map(|t| t.dtype).find(|d| d.is_float8()),
                Arg::DType(d) if d.is_float8() => Some(*d),
                _ => None,
            });
            if let Some(d) = float8 {
                // PyTorch's own words for a kernel without this dtype; NotImplementedError.
                return Err(ctx.unsupported(format!("\"{}\" not implemented for '{}'", self.name, d.short_name())));
            }
        }
        with(ctx, args)
    }
}

/// The process-wide table.
pub fn registry() -> &'static Registry {
    static REG: OnceLock<Registry> = OnceLock::new();
    REG.get_or_init(|| {
        let mut r = Registry::default();
        crate::ops::register_all(&mut r);
        r
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn none(_: &mut LowerCtx, _: &Args) -> Result<Vec<TensorArg>> {
        Ok(vec![])
    }

    #[test]
    fn an_op_refused_on_a_platform_is_not_lowered_there_only() {
        use crate::Platform;
        let def = registry().get("fractional_max_pool2d").unwrap();
        let mut b = tpj_stablehlo::Builder::new();
        let op = "aten::fractional_max_pool2d";
        let mut ctx = LowerCtx::new(&mut b, op);
        ctx.platform = Platform::Tpu;
        let err = def.run(def.lower, &mut ctx, &Args { op, names: &[], vals: vec![] }).unwrap_err();
        assert!(matches!(err, crate::LowerError::Unsupported { .. }), "{err}");
        let text = err.to_string();
        assert!(text.contains("fractional_max_pool2d is not lowered for TPU") && text.contains("SIGSEGV"), "{text}");
        // The same call for the CPU reaches the lowering (which then misses its arguments).
        ctx.platform = Platform::Cpu;
        let err = def.run(def.lower, &mut ctx, &Args { op, names: &[], vals: vec![] }).unwrap_err();
        assert!(!err.to_string().contains("not lowered for"), "{err}");
        // Only the forward ops crash libtpu; their backward programs compile.
        assert!(registry().get("fractional_max_pool2d_backward").unwrap().refused_on.is_empty());
    }

    #[test]
    fn a_family_rule_ends_with_its_block() {
        let mut r = Registry::default();
        r.family(PadRule::Elementwise, |r| {
            r.op("inside", none);
            r.op("own", none).pad(PadRule::Scan);
        });
        r.op("after", none);
        assert_eq!(r.get("inside").unwrap().pad, PadRule::Elementwise);
        assert_eq!(r.get("own").unwrap().pad, PadRule::Scan);
        assert_eq!(r.get("after").unwrap().pad, PadRule::NotBucketable, "a family's rule leaked into the next op");
    }

    #[test]
    fn element_wise_families_keep_their_rule_and_the_rest_states_its_own() {
        let r = registry();
        for op in ["add", "eq", "sin", "polar", "special_bessel_j0"] {
            assert_eq!(r.get(op).map(|d| d.pad), Some(PadRule::Elementwise), "{op}");
        }
        // Registered after the element-wise families, without a rule of its own.
        assert_eq!(r.get("equal").map(|d| d.pad), Some(PadRule::NotBucketable));
    }

    #[test]
    fn an_overload_list_names_overloads_or_whole_in_place_ops_once_each() {
        let r = registry();
        for name in r.names() {
            let d = r.get(name).unwrap();
            for (i, o) in d.served().iter().enumerate() {
                assert!(!d.served()[..i].contains(o), "{name}: {o:?} listed twice");
                // A whole name is the op's in-place form; an overload name has no dot.
                assert!(o.starts_with(&format!("{name}_")) || !o.contains('.'), "{name}: {o:?}");
            }
        }
        let add = r.get("add").unwrap();
        assert!(add.lists("add", "Tensor") && !add.lists("add", "") && !add.lists("add_", "Tensor"));
        let normal = r.get("normal").unwrap();
        assert!(normal.lists("normal_", ""), "in place, with no functional twin: listed whole");
        assert!(r.get("neg").unwrap().lists("neg", ""), "unstated: the default overload");
    }

    #[test]
    fn the_ops_kept_whole_are_the_attention_softmax_and_cpu_kernel() {
        assert_eq!(registry().kept_whole(), ["_safe_softmax", "_scaled_dot_product_flash_attention_for_cpu"]);
    }
}
