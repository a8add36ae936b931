//! The rule registry.
//!
//! One rule = one file in this folder whose doc comment is its user documentation (shown by
//! `torch-pjrt scan --explain CODE` and copied into `docs/scanner.md`) + one line in [`RULES`]
//! + one fixture (`tests/fixtures/CODE.py`) + one snapshot (`tests/snapshots/CODE.snap`).

use ruff_python_ast::{Expr, ExprCall, ExprDict, Parameter};
use ruff_text_size::TextRange;

use crate::checker::Checker;

mod backend_flags;
mod cuda_amp;
mod cuda_availability;
mod cuda_extension;
mod cuda_memory;
mod cuda_method;
mod cuda_only_package;
mod cuda_other_api;
mod cuda_rng;
mod cuda_source_file;
mod cuda_streams;
mod cuda_synchronize;
mod deprecated_cuda_amp;
mod device_map;
mod hardcoded_cuda_device;
mod nccl_backend;
mod torch_device_cuda;

/// How much a finding blocks a move off CUDA.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// Behaviour differs or a flag is silently ignored elsewhere; review.
    Info,
    /// Works only on CUDA, but has a portable replacement that is a local edit.
    Warning,
    /// Fails outright without CUDA (or an NVIDIA-only dependency); must change.
    Error,
}

impl Severity {
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Info => "info",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }

    /// SARIF `level` for this severity.
    pub fn sarif_level(self) -> &'static str {
        match self {
            Severity::Info => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// Static description of a rule; `doc` is the rule's doc comment, verbatim.
#[derive(Debug)]
pub struct RuleMeta {
    pub code: &'static str,
    pub name: &'static str,
    pub severity: Severity,
    /// One line: what is found.
    pub summary: &'static str,
    /// One line: the portable replacement (shown as `help:`).
    pub help: &'static str,
    pub doc: &'static str,
}

impl RuleMeta {
    /// The doc comment with the single leading space of each `///` line removed.
    pub fn documentation(&self) -> String {
        let mut out = String::with_capacity(self.doc.len());
        for line in self.doc.lines() {
            out.push_str(line.strip_prefix(' ').unwrap_or(line));
            out.push('\n');
        }
        out
    }
}

/// Declares a rule: its doc comment becomes both rustdoc and [`RuleMeta::doc`].
macro_rules! declare_rule {
    (
        $(#[doc = $doc:literal])*
        pub struct $name:ident {
            code: $code:literal,
            name: $rname:literal,
            severity: $sev:ident,
            summary: $summary:literal,
            help: $help:literal $(,)?
        }
    ) => {
        $(#[doc = $doc])*
        pub struct $name;

        impl $name {
            pub const META: $crate::rules::RuleMeta = $crate::rules::RuleMeta {
                code: $code,
                name: $rname,
                severity: $crate::rules::Severity::$sev,
                summary: $summary,
                help: $help,
                doc: concat!($($doc, "\n"),*),
            };
        }
    };
}
pub(crate) use declare_rule;

/// One import target, as the rules see it: `import a.b` gives `a.b`; `from a import b` gives
/// `a` and then `a.b`.
pub struct ImportCandidate<'s> {
    pub module: &'s str,
    pub range: TextRange,
}

/// Hooks a rule implements; all default to doing nothing. The checker calls them in source
/// order while it walks one file, with names already resolved through imports and aliases.
pub trait Rule: Sync {
    fn meta(&self) -> &'static RuleMeta;

    /// A name or attribute chain that resolves to a qualified name (`torch.cuda.synchronize`),
    /// reported once per outermost chain.
    fn on_qualified(&self, _cx: &mut Checker<'_>, _qname: &str, _expr: &Expr) {}

    /// Every call; `callee` is the callee's qualified name when it resolves.
    fn on_call(&self, _cx: &mut Checker<'_>, _call: &ExprCall, _callee: Option<&str>) {}

    /// Every dict display (`{"device": "cuda"}`).
    fn on_dict(&self, _cx: &mut Checker<'_>, _dict: &ExprDict) {}

    /// One import statement's candidates, most general first.
    fn on_import(&self, _cx: &mut Checker<'_>, _candidates: &[ImportCandidate<'_>]) {}

    /// A function parameter with a default value.
    fn on_param_default(&self, _cx: &mut Checker<'_>, _param: &Parameter, _default: &Expr) {}

    /// `name = value` (or `name: T = value`) at module or class level.
    fn on_global_assign(&self, _cx: &mut Checker<'_>, _name: &str, _value: &Expr) {}

    /// Words (ASCII, matched case-insensitively) without which this rule cannot fire on a
    /// Python file: a file that contains none of the enabled rules' words is not parsed.
    /// `None` means "always parse". The default is `cuda`, which every `torch.cuda`, device
    /// string and `.cuda()` finding contains in its source text.
    fn triggers(&self) -> Option<&'static [&'static str]> {
        Some(&["cuda"])
    }

    /// A file that is not Python (`.cu`, `.cuh`); returns a message to report at line 1.
    fn on_non_python_file(&self, _extension: &str) -> Option<String> {
        None
    }
}

/// Every rule, in code order. Add a rule by writing its file and one line here.
pub static RULES: &[&dyn Rule] = &[
    &hardcoded_cuda_device::HardcodedCudaDevice,
    &torch_device_cuda::TorchDeviceCuda,
    &cuda_method::CudaMethod,
    &cuda_availability::CudaAvailability,
    &cuda_memory::CudaMemory,
    &cuda_streams::CudaStreamsEvents,
    &cuda_synchronize::CudaSynchronize,
    &cuda_rng::CudaRng,
    &cuda_amp::CudaAmp,
    &deprecated_cuda_amp::DeprecatedCudaAmp,
    &cuda_other_api::CudaOtherApi,
    &backend_flags::CudaBackendFlags,
    &nccl_backend::NcclBackend,
    &cuda_only_package::CudaOnlyPackage,
    &cuda_extension::CudaExtension,
    &cuda_source_file::CudaSourceFile,
    &device_map::DeviceMap,
];

/// Looks a rule up by code or by name.
pub fn find(code_or_name: &str) -> Option<&'static dyn Rule> {
    RULES.iter().copied().find(|r| {
        let m = r.meta();
        m.code.eq_ignore_ascii_case(code_or_name) || m.name == code_or_name
    })
}

/// The selector error: a `--select`/`--ignore` entry that matches no rule.
#[derive(Debug, thiserror::Error)]
#[error("unknown rule selector `{0}` (see `torch-pjrt scan --list-rules`)")]
pub struct UnknownSelector(pub String);

fn matches_selector(meta: &RuleMeta, selector: &str) -> bool {
    selector.eq_ignore_ascii_case("ALL")
        || meta.name == selector
        || (meta.code.len() >= selector.len()
            && meta.code[..selector.len()].eq_ignore_ascii_case(selector))
}

/// The enabled rules: `select` (codes, code prefixes such as `TPJ1`, names, or `ALL`; empty
/// means all) minus `ignore`.
pub fn select(
    select: &[String],
    ignore: &[String],
) -> Result<Vec<&'static dyn Rule>, UnknownSelector> {
    for s in select.iter().chain(ignore) {
        if !RULES.iter().any(|r| matches_selector(r.meta(), s)) {
            return Err(UnknownSelector(s.clone()));
        }
    }
    Ok(RULES
        .iter()
        .copied()
        .filter(|r| select.is_empty() || select.iter().any(|s| matches_selector(r.meta(), s)))
        .filter(|r| !ignore.iter().any(|s| matches_selector(r.meta(), s)))
        .collect())
}
