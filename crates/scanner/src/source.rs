//! Turning a file's bytes into text the parser can read: PEP 263 encoding declarations,
//! byte-order marks, invalid bytes, and the code cells of Jupyter notebooks.

use std::borrow::Cow;

/// Decoded text plus a note when decoding was not clean (reported as a diagnostic).
pub struct Decoded {
    pub text: String,
    pub note: Option<String>,
}

/// The encoding named by a PEP 263 declaration in the first two lines, if any.
fn declared_encoding(bytes: &[u8]) -> Option<String> {
    for (i, line) in bytes.split(|b| *b == b'\n').take(2).enumerate() {
        let line = line.strip_suffix(b"\r").unwrap_or(line);
        let trimmed = line
            .iter()
            .position(|b| !matches!(b, b' ' | b'\t' | b'\x0c'))
            .map_or(&line[..0], |p| &line[p..]);
        if trimmed.first() != Some(&b'#') {
            // Only a comment or blank first line lets the second one declare.
            if i == 0 && !trimmed.is_empty() {
                return None;
            }
            continue;
        }
        let text = String::from_utf8_lossy(trimmed);
        if let Some(pos) = text.find("coding") {
            let rest = &text[pos + 6..];
            if let Some(rest) = rest.strip_prefix(':').or_else(|| rest.strip_prefix('=')) {
                let name: String = rest
                    .trim_start_matches([' ', '\t'])
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
                    .collect();
                if !name.is_empty() {
                    return Some(name);
                }
            }
        }
    }
    None
}

fn normalize(name: &str) -> String {
    name.to_ascii_lowercase().replace('_', "-")
}

/// Decodes Python source bytes the way CPython would pick the encoding, but never fails:
/// undecodable bytes become U+FFFD and a note says so.
pub fn decode_python(bytes: &[u8]) -> Decoded {
    if let Some(rest) = bytes.strip_prefix(b"\xEF\xBB\xBF") {
        return utf8(rest, "UTF-8 (with BOM)");
    }
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        let enc = if bytes[0] == 0xFF {
            encoding_rs::UTF_16LE
        } else {
            encoding_rs::UTF_16BE
        };
        let (text, _, _) = enc.decode(bytes);
        return Decoded {
            text: text.into_owned(),
            note: Some(format!(
                "file is {} (Python requires an ASCII-compatible encoding); decoded anyway",
                enc.name()
            )),
        };
    }
    let Some(declared) = declared_encoding(bytes) else {
        return utf8(bytes, "UTF-8");
    };
    let norm = normalize(&declared);
    match norm.as_str() {
        "utf-8" | "utf8" | "utf-8-sig" | "ascii" | "us-ascii" => utf8(bytes, &declared),
        "latin-1" | "latin1" | "iso-8859-1" | "iso8859-1" | "l1" | "iso-latin-1" => Decoded {
            // Exact ISO-8859-1: every byte is the code point of the same value.
            text: bytes.iter().map(|&b| b as char).collect(),
            note: None,
        },
        _ => match encoding_rs::Encoding::for_label(norm.as_bytes())
            .or_else(|| encoding_rs::Encoding::for_label(norm.replace("cp", "windows-").as_bytes()))
        {
            Some(enc) => {
                let (text, _, had_errors) = enc.decode(bytes);
                Decoded {
                    text: text.into_owned(),
                    note: had_errors.then(|| {
                        format!("invalid {declared} bytes replaced with U+FFFD")
                    }),
                }
            }
            None => {
                let mut d = utf8(bytes, "UTF-8");
                d.note = Some(format!(
                    "unknown encoding `{declared}` declared; decoded as UTF-8{}",
                    if d.note.is_some() { " with replacement characters" } else { "" }
                ));
                d
            }
        },
    }
}

/// Decodes UTF-8, taking ownership when the bytes are valid (the common case: no copy).
pub fn decode_python_owned(bytes: Vec<u8>) -> Decoded {
    let plain = !bytes.starts_with(b"\xEF\xBB\xBF")
        && !bytes.starts_with(b"\xFF\xFE")
        && !bytes.starts_with(b"\xFE\xFF")
        && declared_encoding(&bytes).is_none();
    if plain {
        match String::from_utf8(bytes) {
            Ok(text) => Decoded { text, note: None },
            Err(e) => utf8(e.as_bytes(), "UTF-8"),
        }
    } else {
        decode_python(&bytes)
    }
}

fn utf8(bytes: &[u8], what: &str) -> Decoded {
    match String::from_utf8_lossy(bytes) {
        Cow::Borrowed(s) => Decoded {
            text: s.to_owned(),
            note: None,
        },
        Cow::Owned(s) => Decoded {
            text: s,
            note: Some(format!("invalid {what} bytes replaced with U+FFFD")),
        },
    }
}

/// One code cell of a notebook, placed in the concatenated text.
#[derive(Clone, Debug)]
pub struct Cell {
    /// 1-based position among all of the notebook's cells.
    pub number: u32,
    /// Byte range of the cell in the concatenated text (the `\n` separators excluded).
    pub start: u32,
    pub end: u32,
}

/// A notebook's code cells joined with `\n`, and where each one is.
pub struct Notebook {
    pub text: String,
    pub cells: Vec<Cell>,
}

/// The code cells of an `.ipynb` (nbformat 4, and nbformat 3's worksheets); a message for a
/// file that is not a notebook.
pub fn notebook_cells(bytes: &[u8]) -> Result<Notebook, String> {
    let json: serde_json::Value =
        serde_json::from_slice(bytes).map_err(|e| format!("not a valid notebook (JSON): {e}"))?;
    let cells: Vec<&serde_json::Value> = if let Some(c) = json.get("cells").and_then(|c| c.as_array()) {
        c.iter().collect()
    } else if let Some(ws) = json.get("worksheets").and_then(|w| w.as_array()) {
        ws.iter()
            .filter_map(|w| w.get("cells").and_then(|c| c.as_array()))
            .flatten()
            .collect()
    } else {
        return Err(String::from("not a valid notebook: no `cells`"));
    };
    let mut text = String::new();
    let mut out = Vec::new();
    for (i, cell) in cells.iter().enumerate() {
        if cell.get("cell_type").and_then(|t| t.as_str()) != Some("code") {
            continue;
        }
        let src = cell.get("source").or_else(|| cell.get("input"));
        let mut body = match src {
            Some(serde_json::Value::String(s)) => s.clone(),
            Some(serde_json::Value::Array(parts)) => parts
                .iter()
                .filter_map(|p| p.as_str())
                .collect::<String>(),
            _ => String::new(),
        };
        while body.ends_with('\n') || body.ends_with('\r') {
            body.pop();
        }
        if !out.is_empty() {
            text.push('\n');
        }
        let start = text.len() as u32;
        text.push_str(&body);
        out.push(Cell {
            number: i as u32 + 1,
            start,
            end: text.len() as u32,
        });
    }
    Ok(Notebook { text, cells: out })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pep263_latin1() {
        let d = decode_python(b"# -*- coding: latin-1 -*-\nx = '\xe9'\n");
        assert_eq!(d.text, "# -*- coding: latin-1 -*-\nx = '\u{e9}'\n");
        assert!(d.note.is_none());
    }

    #[test]
    fn pep263_second_line_and_cp1252() {
        let d = decode_python(b"#!/usr/bin/env python\n# vim: set fileencoding=cp1252 :\nx = '\x80'\n");
        assert!(d.text.contains('\u{20ac}'), "{}", d.text);
    }

    #[test]
    fn declaration_after_code_is_ignored() {
        assert_eq!(declared_encoding(b"x = 1\n# coding: latin-1\n"), None);
    }

    #[test]
    fn invalid_utf8_is_replaced_with_a_note() {
        let d = decode_python(b"x = '\xff'\n");
        assert!(d.text.contains('\u{fffd}'));
        assert!(d.note.unwrap().contains("invalid UTF-8"));
    }

    #[test]
    fn bom_is_stripped() {
        let d = decode_python(b"\xEF\xBB\xBFimport torch\n");
        assert_eq!(d.text, "import torch\n");
    }

    #[test]
    fn unknown_encoding_is_a_note() {
        let d = decode_python(b"# coding: klingon\nx = 1\n");
        assert!(d.note.unwrap().contains("klingon"));
    }
}
