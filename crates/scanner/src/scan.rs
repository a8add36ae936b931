//! Scanning: read, decode, parse and check each file, in parallel, never panicking on input.

use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use ruff_python_ast::PySourceType;
use ruff_python_parser::{parse_cells_unchecked, parse_unchecked_source, ParseOptions};
use ruff_text_size::{TextRange, TextSize};

use crate::checker::{Checker, RawFinding};
use crate::discover::{discover, Candidate, FileKind};
use crate::report::{Diagnostic, DiagnosticKind, Finding, Report};
use crate::rules::Rule;
use crate::source::{decode_python_owned, notebook_cells, Cell};

/// What to scan and how.
pub struct ScanOptions {
    pub paths: Vec<PathBuf>,
    pub rules: Vec<&'static dyn Rule>,
    pub excludes: Vec<String>,
    /// Files larger than this are skipped with a diagnostic.
    pub max_file_size: u64,
    /// Worker threads; 0 means one per core.
    pub jobs: usize,
    /// Skip parsing files that contain none of the enabled rules' trigger words
    /// ([`Rule::triggers`]); on by default.
    pub prefilter: bool,
}

/// The trigger-word matcher for the enabled rules; `None` when some rule needs every file.
fn prefilter(rules: &[&'static dyn Rule]) -> Option<aho_corasick::AhoCorasick> {
    let mut words: Vec<&str> = Vec::new();
    for r in rules {
        words.extend(r.triggers()?);
    }
    aho_corasick::AhoCorasick::builder()
        .ascii_case_insensitive(true)
        .build(words)
        .ok()
}

pub const DEFAULT_MAX_FILE_SIZE: u64 = 32 * 1024 * 1024;

/// One file's results.
#[derive(Default)]
struct FileResult {
    findings: Vec<Finding>,
    diagnostics: Vec<Diagnostic>,
}

impl FileResult {
    fn diag(&mut self, c: &Candidate, kind: DiagnosticKind, line: Option<u32>, message: String) {
        self.diagnostics.push(Diagnostic {
            kind,
            path: c.display.clone(),
            line,
            message,
        });
    }
}

/// Byte offsets where lines start.
fn line_starts(text: &str) -> Vec<TextSize> {
    let mut v = Vec::with_capacity(text.len() / 32 + 1);
    v.push(TextSize::new(0));
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            v.push(TextSize::new(i as u32 + 1));
        }
    }
    v
}

/// Places raw findings on lines (and notebook cells).
struct Placer<'t> {
    text: &'t str,
    starts: &'t [TextSize],
    cells: Option<&'t [Cell]>,
}

impl Placer<'_> {
    /// 0-based line index and 1-based character column of an offset.
    fn line_col(&self, offset: TextSize) -> (usize, u32) {
        let line = self.starts.partition_point(|s| *s <= offset) - 1;
        let start = self.starts[line].to_usize();
        let end = offset.to_usize().min(self.text.len());
        let col = self.text.get(start..end).map_or(end - start, |s| s.chars().count());
        (line, col as u32 + 1)
    }

    fn line_text(&self, line: usize) -> &str {
        let start = self.starts[line].to_usize();
        let end = self
            .starts
            .get(line + 1)
            .map_or(self.text.len(), |s| s.to_usize());
        self.text[start..end].trim_end_matches(['\n', '\r'])
    }

    /// Cell number and the line the cell starts on, for an offset.
    fn cell_of(&self, offset: TextSize) -> Option<(u32, usize)> {
        let cells = self.cells?;
        let i = cells
            .partition_point(|c| c.start <= offset.to_u32())
            .saturating_sub(1);
        let cell = cells.get(i)?;
        let first_line = self.starts.partition_point(|s| s.to_u32() <= cell.start) - 1;
        Some((cell.number, first_line))
    }

    fn place(&self, display: &str, raw: RawFinding) -> Finding {
        let (line, column) = self.line_col(raw.range.start());
        let (end_line, end_column) = self.line_col(raw.range.end());
        let (cell, base) = match self.cell_of(raw.range.start()) {
            Some((n, first)) => (Some(n), first),
            None => (None, 0),
        };
        Finding {
            rule: raw.rule,
            path: display.to_owned(),
            line: (line - base) as u32 + 1,
            column,
            end_line: (end_line - base) as u32 + 1,
            end_column,
            cell,
            message: raw.message,
            source_line: self.line_text(line).to_owned(),
        }
    }

    fn line_of(&self, offset: TextSize) -> u32 {
        let (line, _) = self.line_col(offset);
        match self.cell_of(offset) {
            Some((_, first)) => (line - first) as u32 + 1,
            None => line as u32 + 1,
        }
    }
}

fn scan_file(c: &Candidate, opts: &ScanOptions, filter: Option<&aho_corasick::AhoCorasick>) -> FileResult {
    let mut res = FileResult::default();
    if c.kind == FileKind::CudaSource {
        let ext = c.path.extension().and_then(|e| e.to_str()).unwrap_or("");
        for r in &opts.rules {
            if let Some(message) = r.on_non_python_file(ext) {
                res.findings.push(Finding {
                    rule: r.meta(),
                    path: c.display.clone(),
                    line: 1,
                    column: 1,
                    end_line: 1,
                    end_column: 1,
                    cell: None,
                    message,
                    source_line: String::new(),
                });
            }
        }
        return res;
    }
    if c.size > opts.max_file_size {
        res.diag(
            c,
            DiagnosticKind::TooLarge,
            None,
            format!(
                "{} bytes is over --max-file-size ({} bytes); skipped",
                c.size, opts.max_file_size
            ),
        );
        return res;
    }
    let bytes = match std::fs::read(&c.path) {
        Ok(b) => b,
        Err(e) => {
            res.diag(c, DiagnosticKind::IoError, None, format!("cannot read file: {e}"));
            return res;
        }
    };
    if bytes.len() as u64 > opts.max_file_size {
        res.diag(c, DiagnosticKind::TooLarge, None, String::from("over --max-file-size; skipped"));
        return res;
    }
    let (text, cells) = if c.kind == FileKind::Notebook {
        match notebook_cells(&bytes) {
            Ok(nb) => (nb.text, Some(nb.cells)),
            Err(message) => {
                res.diag(c, DiagnosticKind::InvalidNotebook, None, message);
                return res;
            }
        }
    } else {
        let d = decode_python_owned(bytes);
        if let Some(note) = d.note {
            res.diag(c, DiagnosticKind::Encoding, None, note);
        }
        (d.text, None)
    };
    if let Some(filter) = filter {
        if !filter.is_match(&text) {
            return res; // no enabled rule can fire on this file
        }
    }
    if text.len() > u32::MAX as usize / 2 {
        res.diag(c, DiagnosticKind::TooLarge, None, String::from("too large to parse; skipped"));
        return res;
    }

    let parsed = match &cells {
        Some(cells) => parse_cells_unchecked(
            &text,
            cells
                .iter()
                .map(|c| TextRange::new(TextSize::new(c.start), TextSize::new(c.end))),
            &ParseOptions::from(PySourceType::Ipynb),
        ),
        None => parse_unchecked_source(&text, PySourceType::Python),
    };
    let starts = line_starts(&text);
    let placer = Placer {
        text: &text,
        starts: &starts,
        cells: cells.as_deref(),
    };
    if let Some(first) = parsed.errors().first() {
        let more = parsed.errors().len() - 1;
        let line = placer.line_of(first.location.start());
        let cell = placer
            .cell_of(first.location.start())
            .map_or(String::new(), |(n, _)| format!("cell {n}, "));
        res.diag(
            c,
            DiagnosticKind::SyntaxError,
            // In a notebook the message names the cell; a bare line number would mislead.
            if cells.is_some() { None } else { Some(line) },
            format!(
                "{cell}line {line}: {}{}; scanned what parsed",
                first.error,
                if more > 0 { format!(" (and {more} more)") } else { String::new() }
            ),
        );
    }
    let mut checker = Checker::new(&opts.rules, &starts);
    checker.check_module(&parsed.syntax().body);
    let raw = std::mem::take(&mut checker.findings);
    let depth = checker.max_depth;
    res.findings = raw.into_iter().map(|r| placer.place(&c.display, r)).collect();
    // Dropping a deeply nested tree recurses once per level: give it room.
    if depth > 2_000 {
        stacker::grow(depth * 1024 + (1 << 20), move || drop(parsed));
    }
    res
}

/// Scans every file under `opts.paths` with the selected rules.
pub fn scan(opts: &ScanOptions) -> Report {
    let (files, diagnostics) = discover(&opts.paths, &opts.excludes);
    let jobs = match opts.jobs {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    }
    .min(files.len().max(1));
    let filter = if opts.prefilter { prefilter(&opts.rules) } else { None };
    let filter = filter.as_ref();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, FileResult)>> = Mutex::new(Vec::with_capacity(files.len()));
    std::thread::scope(|s| {
        for _ in 0..jobs {
            let builder = std::thread::Builder::new().stack_size(16 * 1024 * 1024);
            let worker = || {
                let mut local = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(c) = files.get(i) else { break };
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| scan_file(c, opts, filter)))
                        .unwrap_or_else(|_| {
                            let mut r = FileResult::default();
                            r.diag(c, DiagnosticKind::InternalError, None, String::from("internal error while scanning this file (please report it)"));
                            r
                        });
                    local.push((i, r));
                }
                results.lock().unwrap_or_else(|p| p.into_inner()).extend(local);
            };
            builder.spawn_scoped(s, worker).expect("spawn scanner thread");
        }
    });
    let mut report = Report {
        diagnostics,
        files_scanned: files.len(),
        ..Report::default()
    };
    for (_, r) in results.into_inner().unwrap_or_else(|p| p.into_inner()) {
        report.findings.extend(r.findings);
        report.diagnostics.extend(r.diagnostics);
    }
    report.sort();
    report
}
