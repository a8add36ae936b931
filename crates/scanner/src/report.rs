//! What a scan produces: findings (data about the scanned code) and diagnostics (what the
//! scanner could not do fully), plus the summary the renderers print.

use std::collections::BTreeMap;

use crate::rules::RuleMeta;

/// One finding, placed on a line. Lines and columns are 1-based; columns count characters.
#[derive(Clone, Debug)]
pub struct Finding {
    pub rule: &'static RuleMeta,
    pub path: String,
    pub line: u32,
    pub column: u32,
    pub end_line: u32,
    pub end_column: u32,
    /// For notebooks: the 1-based cell number; `line` is then the line within the cell.
    pub cell: Option<u32>,
    pub message: String,
    /// The finding's first source line, without its line ending.
    pub source_line: String,
}

/// What kind of trouble a diagnostic reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DiagnosticKind {
    /// A path given on the command line does not exist.
    PathNotFound,
    /// A file or directory could not be read.
    IoError,
    /// The file has syntax errors; findings come from the parser's recovered tree.
    SyntaxError,
    /// Bytes that did not decode cleanly, or an unknown declared encoding.
    Encoding,
    /// Skipped: larger than `--max-file-size`.
    TooLarge,
    /// A directory symlink that points back into its own ancestry; not followed.
    SymlinkLoop,
    /// A symlink whose target does not exist.
    BrokenSymlink,
    /// A notebook that is not valid nbformat JSON.
    InvalidNotebook,
    /// Not a regular file (FIFO, socket, device); not read.
    NotAFile,
    /// The scanner itself failed on this file (a bug: please report it).
    InternalError,
}

impl DiagnosticKind {
    pub fn as_str(self) -> &'static str {
        match self {
            DiagnosticKind::PathNotFound => "path-not-found",
            DiagnosticKind::IoError => "io-error",
            DiagnosticKind::SyntaxError => "syntax-error",
            DiagnosticKind::Encoding => "encoding",
            DiagnosticKind::TooLarge => "too-large",
            DiagnosticKind::SymlinkLoop => "symlink-loop",
            DiagnosticKind::BrokenSymlink => "broken-symlink",
            DiagnosticKind::InvalidNotebook => "invalid-notebook",
            DiagnosticKind::NotAFile => "not-a-file",
            DiagnosticKind::InternalError => "internal-error",
        }
    }

    /// Whether this makes the scan a tool failure (exit code 2): something the user asked to
    /// scan was not read at all.
    pub fn is_failure(self) -> bool {
        matches!(
            self,
            DiagnosticKind::PathNotFound | DiagnosticKind::IoError | DiagnosticKind::InternalError
        )
    }
}

#[derive(Clone, Debug)]
pub struct Diagnostic {
    pub kind: DiagnosticKind,
    pub path: String,
    pub line: Option<u32>,
    pub message: String,
}

/// The result of scanning a set of paths, sorted by path, line, column, code.
#[derive(Debug, Default)]
pub struct Report {
    pub findings: Vec<Finding>,
    pub diagnostics: Vec<Diagnostic>,
    pub files_scanned: usize,
}

impl Report {
    pub fn sort(&mut self) {
        self.findings.sort_by(|a, b| {
            (&a.path, a.cell, a.line, a.column, a.rule.code)
                .cmp(&(&b.path, b.cell, b.line, b.column, b.rule.code))
        });
        self.diagnostics
            .sort_by(|a, b| (&a.path, a.line, a.kind).cmp(&(&b.path, b.line, b.kind)));
    }

    /// Finding counts per rule code, codes in order.
    pub fn by_rule(&self) -> BTreeMap<&'static str, usize> {
        let mut m = BTreeMap::new();
        for f in &self.findings {
            *m.entry(f.rule.code).or_insert(0) += 1;
        }
        m
    }

    /// Finding counts per file, most findings first, then by path.
    pub fn by_file(&self) -> Vec<(&str, usize)> {
        let mut m: BTreeMap<&str, usize> = BTreeMap::new();
        for f in &self.findings {
            *m.entry(f.path.as_str()).or_insert(0) += 1;
        }
        let mut v: Vec<(&str, usize)> = m.into_iter().collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        v
    }

    pub fn has_failure(&self) -> bool {
        self.diagnostics.iter().any(|d| d.kind.is_failure())
    }

    /// 0 clean, 1 findings, 2 tool failure.
    pub fn exit_code(&self) -> i32 {
        if self.has_failure() {
            2
        } else if self.findings.is_empty() {
            0
        } else {
            1
        }
    }
}
