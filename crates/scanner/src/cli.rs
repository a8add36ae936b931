//! `torch-pjrt scan …`: argument parsing and the exit-code contract (0 clean, 1 findings,
//! 2 tool failure). Hand-written: the surface is small and the binary stays lean.

use std::io::Write;
use std::path::PathBuf;

use crate::render::{self, Format};
use crate::rules::{self, RULES};
use crate::scan::{scan, ScanOptions, DEFAULT_MAX_FILE_SIZE};

const TOP_HELP: &str = "\
torch-pjrt: tools for running PyTorch on any PJRT device

Usage: torch-pjrt <COMMAND> [ARGS]

Commands:
  scan    Find CUDA lock-in in Python code (see `torch-pjrt scan --help`)

Options:
  -h, --help     Print this help
  -V, --version  Print the version
";

const SCAN_HELP: &str = "\
Find CUDA lock-in in Python sources, notebooks and CUDA files.

Usage: torch-pjrt scan [OPTIONS] PATH...

Arguments:
  PATH...                 Files or directories (.py, .pyi, .ipynb, .cu, .cuh are scanned)

Options:
      --format FORMAT     human (default), json or sarif
  -o, --output FILE       Write the report to FILE instead of standard output
      --select RULES      Only these rules: codes, code prefixes (TPJ1), names, or ALL;
                          comma-separated, repeatable
      --ignore RULES      Skip these rules (same syntax as --select)
      --exclude PATTERN   Skip files and directories with this name (`*` wildcards);
                          repeatable. Always skipped: .git, __pycache__, .venv, ...
      --max-file-size N   Skip files larger than N bytes (default 33554432)
  -j, --jobs N            Worker threads (default: one per core)
      --summary-only      Human format: print only the summary
      --exit-zero         Exit 0 even when there are findings
      --no-prefilter      Parse every file, even one that contains none of the enabled
                          rules' trigger words (such as `cuda`); slower, only needed for
                          code that spells them with escapes or split literals
      --list-rules        List the rules and exit
      --explain RULE      Print a rule's documentation and exit
  -h, --help              Print this help

Exit status: 0 no findings, 1 findings, 2 tool failure (bad arguments, a path that does
not exist, a file that could not be read). Syntax errors and undecodable bytes are
reported as diagnostics; the rest of the file is still scanned.
";

#[derive(Debug, thiserror::Error)]
enum CliError {
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Selector(#[from] rules::UnknownSelector),
    #[error("cannot write output: {0}")]
    Io(#[from] std::io::Error),
}

struct ScanArgs {
    paths: Vec<PathBuf>,
    format: Format,
    output: Option<PathBuf>,
    select: Vec<String>,
    ignore: Vec<String>,
    excludes: Vec<String>,
    max_file_size: u64,
    jobs: usize,
    summary_only: bool,
    exit_zero: bool,
    prefilter: bool,
}

enum Action {
    Scan(ScanArgs),
    Help,
    ListRules,
    Explain(String),
}

fn split_list(v: &str) -> impl Iterator<Item = String> + '_ {
    v.split(',').map(str::trim).filter(|s| !s.is_empty()).map(String::from)
}

fn parse_scan(args: &[String]) -> Result<Action, CliError> {
    let mut a = ScanArgs {
        paths: Vec::new(),
        format: Format::Human,
        output: None,
        select: Vec::new(),
        ignore: Vec::new(),
        excludes: Vec::new(),
        max_file_size: DEFAULT_MAX_FILE_SIZE,
        jobs: 0,
        summary_only: false,
        exit_zero: false,
        prefilter: true,
    };
    let mut i = 0;
    let mut only_paths = false;
    while i < args.len() {
        let arg = args[i].as_str();
        i += 1;
        if only_paths || !arg.starts_with('-') || arg == "-" {
            a.paths.push(PathBuf::from(arg));
            continue;
        }
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_owned())),
            _ => (arg, None),
        };
        let mut value = |name: &str| -> Result<String, CliError> {
            if let Some(v) = inline.clone() {
                return Ok(v);
            }
            let v = args
                .get(i)
                .cloned()
                .ok_or_else(|| CliError::Usage(format!("`{name}` needs a value")))?;
            i += 1;
            Ok(v)
        };
        match flag {
            "--" => only_paths = true,
            "-h" | "--help" => return Ok(Action::Help),
            "--list-rules" => return Ok(Action::ListRules),
            "--explain" => return Ok(Action::Explain(value(flag)?)),
            "--format" => {
                let v = value(flag)?;
                a.format = Format::parse(&v).ok_or_else(|| {
                    CliError::Usage(format!("unknown format `{v}` (expected human, json or sarif)"))
                })?;
            }
            "-o" | "--output" => a.output = Some(PathBuf::from(value(flag)?)),
            "--select" => a.select.extend(split_list(&value(flag)?)),
            "--ignore" => a.ignore.extend(split_list(&value(flag)?)),
            "--exclude" => a.excludes.extend(split_list(&value(flag)?)),
            "--max-file-size" => {
                let v = value(flag)?;
                a.max_file_size = v
                    .parse()
                    .map_err(|_| CliError::Usage(format!("`--max-file-size` expects bytes, got `{v}`")))?;
            }
            "-j" | "--jobs" => {
                let v = value(flag)?;
                a.jobs = v
                    .parse()
                    .map_err(|_| CliError::Usage(format!("`--jobs` expects a number, got `{v}`")))?;
            }
            "--summary-only" => a.summary_only = true,
            "--exit-zero" => a.exit_zero = true,
            "--no-prefilter" => a.prefilter = false,
            other => {
                return Err(CliError::Usage(format!(
                    "unknown option `{other}` (see `torch-pjrt scan --help`)"
                )))
            }
        }
    }
    if a.paths.is_empty() {
        return Err(CliError::Usage(String::from(
            "no path given (usage: torch-pjrt scan [OPTIONS] PATH...)",
        )));
    }
    Ok(Action::Scan(a))
}

fn list_rules(out: &mut dyn Write) -> std::io::Result<()> {
    for r in RULES {
        let m = r.meta();
        writeln!(out, "{:<7} {:<8} {:<24} {}", m.code, m.severity.as_str(), m.name, m.summary)?;
    }
    Ok(())
}

fn run_scan(a: ScanArgs, out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    let opts = ScanOptions {
        paths: a.paths,
        rules: rules::select(&a.select, &a.ignore)?,
        excludes: a.excludes,
        max_file_size: a.max_file_size,
        jobs: a.jobs,
        prefilter: a.prefilter,
    };
    let report = scan(&opts);
    let mut file;
    let sink: &mut dyn Write = match &a.output {
        Some(path) => {
            file = std::io::BufWriter::new(std::fs::File::create(path).map_err(|e| {
                CliError::Usage(format!("cannot create `{}`: {e}", path.display()))
            })?);
            &mut file
        }
        None => out,
    };
    match a.format {
        Format::Human => render::human::render(&report, a.summary_only, sink, err)?,
        Format::Json => render::json::render(&report, sink)?,
        Format::Sarif => render::sarif::render(&report, sink)?,
    }
    sink.flush()?;
    let code = report.exit_code();
    Ok(if a.exit_zero && code == 1 { 0 } else { code })
}

fn dispatch(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> Result<i32, CliError> {
    match args.first().map(String::as_str) {
        None | Some("-h") | Some("--help") | Some("help") => {
            out.write_all(TOP_HELP.as_bytes())?;
            Ok(if args.is_empty() { 2 } else { 0 })
        }
        Some("-V") | Some("--version") => {
            writeln!(out, "torch-pjrt {}", render::VERSION)?;
            Ok(0)
        }
        Some("scan") => match parse_scan(&args[1..])? {
            Action::Help => {
                out.write_all(SCAN_HELP.as_bytes())?;
                Ok(0)
            }
            Action::ListRules => {
                list_rules(out)?;
                Ok(0)
            }
            Action::Explain(which) => match rules::find(&which) {
                Some(r) => {
                    let m = r.meta();
                    writeln!(out, "# {} {} ({})\n", m.code, m.name, m.severity.as_str())?;
                    out.write_all(m.documentation().as_bytes())?;
                    Ok(0)
                }
                None => Err(rules::UnknownSelector(which).into()),
            },
            Action::Scan(a) => run_scan(a, out, err),
        },
        Some(other) => Err(CliError::Usage(format!(
            "unknown command `{other}` (see `torch-pjrt --help`)"
        ))),
    }
}

/// The `torch-pjrt` command line. `args` excludes the program name
/// (`["scan", "src/", "--format", "json"]`). Returns the exit code: 0 clean, 1 findings,
/// 2 tool failure. Never panics on bad input; messages go to `err`.
pub fn run_cli(args: &[String], out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    match dispatch(args, out, err) {
        Ok(code) => code,
        Err(e) => {
            let _ = writeln!(err, "torch-pjrt: error: {e}");
            2
        }
    }
}
