//! `TORCH_PJRT_DUMP_DIR=dir`: every graph `torch.compile` hands us (and every program of
//! a fused eager cluster or of an eager call's bucket: the description's `what` says which)
//! is written there as the program we compile (`graph-<hash>.mlir`, StableHLO text) and what
//! it takes and returns (`graph-<hash>.json`: each parameter's and result's type, which input
//! or output it is, which parameters are donated to which results). On a graph's first run,
//! the values of its small parameters (integers such as token ids and labels, the RNG state, sizes, and floats
//! of at most 4 KiB such as step counters and learning rates) are written beside it as raw
//! little-endian bytes (`graph-<hash>.p<k>.bin`); `TORCH_PJRT_DUMP_INPUTS=1` writes every
//! parameter. With these files a program can be compiled and run again without PyTorch, on
//! any plugin (`cargo run --release -p tpj-engine --example replay`): to attach a failing
//! program to a bug report, or to time it on another device.
//!
//! Files are named by a hash of the program text, so a graph compiled again (another process,
//! a recompile to the same program) writes the same files. Write errors are reported once on
//! stderr and never fail the compile or the run.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::sync::{LazyLock, OnceLock};

use parking_lot::Mutex;
use sha2::{Digest, Sha256};
use tpj_pjrt::{Buffer, BufferType};

pub const DUMP_DIR: &str = "TORCH_PJRT_DUMP_DIR";
pub const DUMP_INPUTS: &str = "TORCH_PJRT_DUMP_INPUTS";

/// Float parameters up to this size are saved at the first run even without
/// `TORCH_PJRT_DUMP_INPUTS`: optimizer step counters and learning rates, whose values
/// (unlike weights) a replay cannot invent.
const SMALL_FLOAT_BYTES: usize = 4096;
/// Non-float parameters above this size are not saved by default.
const LARGE_BYTES: usize = 16 << 20;

/// The dump directory, or None when dumping is off.
pub fn dir() -> Option<PathBuf> {
    static DIR: OnceLock<Option<PathBuf>> = OnceLock::new();
    DIR.get_or_init(|| {
        let v = std::env::var(DUMP_DIR).ok()?;
        let v = v.trim();
        if v.is_empty() {
            return None;
        }
        let p = PathBuf::from(v);
        if let Err(e) = std::fs::create_dir_all(&p) {
            eprintln!("[torch_pjrt] {DUMP_DIR}={v}: cannot create the directory ({e}); not dumping graphs");
            return None;
        }
        Some(p)
    })
    .clone()
}

fn all_inputs() -> bool {
    std::env::var(DUMP_INPUTS).is_ok_and(|v| matches!(v.trim(), "1" | "true" | "yes" | "on"))
}

/// What a parameter or result of a dumped program is, in PyTorch's terms.
pub enum Role {
    /// Graph input k, whose tensor has these (logical) sizes; the parameter is its flat storage.
    Input(usize, Vec<i64>),
    /// The `(seed, offset)` pair random nodes draw from.
    Rng,
    /// The real sizes of a bucketed graph's symbols.
    Sizes,
    /// Graph output k, with its logical sizes.
    Output(usize, Vec<i64>),
    /// The new value of graph input k (written in place by the graph).
    Updated(usize),
    /// A device-side check's `(failed, min, max)` (`checks.rs`).
    Check,
    /// The element offset of input k's view into its storage, given at run time (a fused
    /// cluster reads `ids[:, -1]` of a growing sequence with one program).
    Offset(usize),
    /// The element offset of a view a fused cluster takes of one of its own results, given
    /// at run time (the cluster's view offset i).
    ViewOffset(usize),
    /// A Python number of one of a fused cluster's ops, a run-time input (`x * 0.5`, a
    /// learning rate): op `node` of the cluster.
    Number { node: usize },
    /// An exported program's parameter or result (`export.rs`): what it is to the exported
    /// model (`user_input`, `parameter`, `buffer`, `constant`, `user_output`,
    /// `buffer_mutation`), its position among the graph's inputs or outputs, and its name.
    Named { kind: String, index: usize, name: String },
}

pub struct Part {
    pub ty: BufferType,
    pub dims: Vec<i64>,
    pub role: Role,
}

/// Writes the program and its description; returns the name its first run saves inputs under.
pub fn graph(what: &str, text: &str, compute_dtype: &str, params: &[Part], results: &[Part], aliases: &[(usize, usize)]) -> Option<String> {
    let dir = dir()?;
    let hash: String = Sha256::digest(text.as_bytes()).iter().take(6).map(|b| format!("{b:02x}")).collect();
    let name = format!("graph-{hash}");
    let json = describe(what, &format!("{name}.mlir"), compute_dtype, params, results, aliases);
    let res = std::fs::write(dir.join(format!("{name}.mlir")), text).and_then(|_| std::fs::write(dir.join(format!("{name}.json")), json));
    report(&name, res);
    Some(name)
}

/// The description (`torch-pjrt-dump-v1` JSON) of a program in file `program`: what the
/// replay example reads, and what `torch_pjrt.export` writes beside an exported program.
pub fn describe(what: &str, program: &str, compute_dtype: &str, params: &[Part], results: &[Part], aliases: &[(usize, usize)]) -> String {
    let ints = |s: &[i64]| s.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(",");
    let part = |p: &Part| {
        let role = match &p.role {
            Role::Input(k, s) => format!("\"role\": \"input\", \"index\": {k}, \"sizes\": [{}]", ints(s)),
            Role::Rng => "\"role\": \"rng\"".into(),
            Role::Sizes => "\"role\": \"sizes\"".into(),
            Role::Output(k, s) => format!("\"role\": \"output\", \"index\": {k}, \"sizes\": [{}]", ints(s)),
            Role::Updated(k) => format!("\"role\": \"updated_input\", \"index\": {k}"),
            Role::Check => "\"role\": \"check\"".into(),
            Role::Offset(k) => format!("\"role\": \"offset\", \"index\": {k}"),
            Role::ViewOffset(k) => format!("\"role\": \"view_offset\", \"index\": {k}"),
            Role::Number { node } => format!("\"role\": \"number\", \"node\": {node}"),
            Role::Named { kind, index, name } => format!("\"role\": {}, \"index\": {index}, \"name\": {}", json_str(kind), json_str(name)),
        };
        format!("    {{\"dtype\": \"{}\", \"dims\": [{}], {role}}}", p.ty.mlir_name(), ints(&p.dims))
    };
    let mut json = String::new();
    let _ = writeln!(json, "{{\n  \"format\": \"torch-pjrt-dump-v1\",\n  \"what\": {},\n  \"program\": {},", json_str(what), json_str(program));
    // The dtype a cost estimate prices the program's flops at (bench estimate --from-dump).
    let _ = writeln!(json, "  \"compute_dtype\": {},", json_str(compute_dtype));
    let _ = writeln!(json, "  \"params\": [\n{}\n  ],", params.iter().map(part).collect::<Vec<_>>().join(",\n"));
    let _ = writeln!(json, "  \"results\": [\n{}\n  ],", results.iter().map(part).collect::<Vec<_>>().join(",\n"));
    let _ = writeln!(json, "  \"aliases\": [{}]\n}}", aliases.iter().map(|(p, r)| format!("[{p}, {r}]")).collect::<Vec<_>>().join(", "));
    json
}

/// `s` as a JSON string literal.
fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Saves the parameters of a dumped graph's first run (see the module documentation).
pub fn first_run(name: &str, params: &[&Buffer]) {
    static DONE: LazyLock<Mutex<HashSet<String>>> = LazyLock::new(|| Mutex::new(HashSet::new()));
    let Some(dir) = dir() else { return };
    if !DONE.lock().insert(name.to_string()) {
        return;
    }
    let all = all_inputs();
    for (k, b) in params.iter().enumerate() {
        let float = matches!(b.ty(), BufferType::F16 | BufferType::BF16 | BufferType::F32 | BufferType::F64 | BufferType::C64 | BufferType::C128)
            || b.ty().mlir_name().starts_with("f8");
        let keep = all || if float { b.nbytes() <= SMALL_FLOAT_BYTES } else { b.nbytes() <= LARGE_BYTES };
        if !keep {
            continue;
        }
        let res = b.to_host_vec().map_err(|e| std::io::Error::other(e.to_string())).and_then(|bytes| std::fs::write(dir.join(format!("{name}.p{k}.bin")), bytes));
        report(name, res);
    }
}

fn report(name: &str, res: std::io::Result<()>) {
    static WARNED: OnceLock<()> = OnceLock::new();
    if let Err(e) = res {
        if WARNED.set(()).is_ok() {
            eprintln!("[torch_pjrt] {DUMP_DIR}: cannot write {name}: {e} (further errors not shown)");
        }
    }
}
