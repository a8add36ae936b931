//! Hostile input: syntax errors, odd encodings, huge and deeply nested files, symlink loops,
//! unreadable and special files. Always diagnostics, never a crash.

mod common;

use std::os::unix::fs::symlink;

use common::{path_str, run, scratch};

fn json(args: &[&str]) -> (i32, serde_json::Value) {
    // Robustness is about the parser and the walk: never let the prefilter skip a file.
    let mut a = vec!["scan", "--format", "json", "--no-prefilter"];
    a.extend(args);
    let (code, out, _) = run(&a);
    (code, serde_json::from_str(&out).expect("json"))
}

fn kinds(v: &serde_json::Value) -> Vec<String> {
    v["diagnostics"].as_array().unwrap().iter().map(|d| d["kind"].as_str().unwrap().to_owned()).collect()
}

fn codes(v: &serde_json::Value) -> Vec<String> {
    v["findings"].as_array().unwrap().iter().map(|f| f["code"].as_str().unwrap().to_owned()).collect()
}

#[test]
fn syntax_error_is_a_diagnostic_and_the_rest_is_scanned() {
    let dir = scratch("syntax");
    std::fs::write(dir.join("bad.py"), "import torch\ndef f(:\n    pass\nx = torch.ones(1).cuda()\n").unwrap();
    let (code, v) = json(&[path_str(&dir)]);
    assert_eq!(code, 1);
    assert_eq!(kinds(&v), ["syntax-error"]);
    assert_eq!(v["diagnostics"][0]["line"], 2);
    assert_eq!(codes(&v), ["TPJ003"], "recovered tree still scanned");
}

#[test]
fn encodings() {
    let dir = scratch("encodings");
    std::fs::write(dir.join("latin1.py"), b"# -*- coding: latin-1 -*-\nimport torch\ns = '\xe9t\xe9'\ntorch.cuda.synchronize()\n").unwrap();
    std::fs::write(dir.join("bom.py"), b"\xEF\xBB\xBFimport torch\ntorch.cuda.synchronize()\n").unwrap();
    std::fs::write(dir.join("garbage.py"), b"import torch\ns = '\xff\xfe\x80'\ntorch.cuda.synchronize()\n").unwrap();
    std::fs::write(dir.join("utf16.py"), b"\xFF\xFEi\x00m\x00").unwrap();
    std::fs::write(dir.join("nul.py"), b"import torch\x00\x00\ntorch.cuda.synchronize()\n").unwrap();
    std::fs::write(dir.join("empty.py"), b"").unwrap();
    let (code, v) = json(&[path_str(&dir)]);
    assert_eq!(code, 1);
    let by_file = &v["summary"]["by_file"];
    for f in ["latin1.py", "bom.py", "garbage.py"] {
        assert_eq!(by_file[format!("{}/{f}", path_str(&dir))], 1, "{f}: {v:#}");
    }
    let k = kinds(&v);
    assert!(k.iter().filter(|k| *k == "encoding").count() == 2, "{k:?}");
    // latin-1 columns are in characters
    let latin = v["findings"].as_array().unwrap().iter().find(|f| f["path"].as_str().unwrap().ends_with("latin1.py")).unwrap();
    assert_eq!(latin["line"], 4);
}

#[test]
fn huge_file_is_skipped_with_a_diagnostic() {
    let dir = scratch("huge");
    let mut src = String::from("import torch\n");
    while src.len() < 200_000 {
        src.push_str("x = torch.ones(1).cuda()\n");
    }
    std::fs::write(dir.join("big.py"), &src).unwrap();
    let (code, v) = json(&[path_str(&dir), "--max-file-size", "100000"]);
    assert_eq!((code, kinds(&v)), (0, vec![String::from("too-large")]));
    let (code, v) = json(&[path_str(&dir)]);
    assert_eq!(code, 1);
    assert_eq!(v["summary"]["findings"].as_u64().unwrap() as usize, src.lines().count() - 1);
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let dir = scratch("deep");
    let n = 100_000;
    std::fs::write(dir.join("parens.py"), format!("x = {}1{}\n", "(".repeat(n), ")".repeat(n))).unwrap();
    std::fs::write(dir.join("sum.py"), format!("x = {}1\n", "1 + ".repeat(n))).unwrap();
    std::fs::write(dir.join("attrs.py"), format!("import torch\nx = torch{}\n", ".a".repeat(n))).unwrap();
    std::fs::write(dir.join("lists.py"), format!("x = {}{}\n", "[".repeat(n), "]".repeat(n))).unwrap();
    let (code, v) = json(&[path_str(&dir)]);
    assert!(code == 0 || code == 1, "{v:#}");
    assert!(kinds(&v).iter().all(|k| k == "syntax-error"), "{:?}", kinds(&v));
}

#[test]
fn symlink_loops_and_broken_links() {
    let dir = scratch("symlinks");
    std::fs::create_dir_all(dir.join("pkg/sub")).unwrap();
    std::fs::write(dir.join("pkg/sub/m.py"), "import torch\ntorch.cuda.synchronize()\n").unwrap();
    symlink(dir.join("pkg"), dir.join("pkg/sub/back")).unwrap(); // loop to an ancestor
    symlink("self_a.py", dir.join("pkg/self_b.py")).unwrap();
    symlink("self_b.py", dir.join("pkg/self_a.py")).unwrap(); // a link chain that never ends
    symlink(dir.join("nowhere.py"), dir.join("pkg/dangling.py")).unwrap();
    symlink(dir.join("pkg/sub/m.py"), dir.join("pkg/alias.py")).unwrap(); // same file twice
    let (code, v) = json(&[path_str(&dir)]);
    assert_eq!(code, 1);
    assert_eq!(v["summary"]["findings"], 1, "the aliased file is scanned once: {v:#}");
    let k = kinds(&v);
    assert!(k.contains(&String::from("symlink-loop")), "{k:?}");
    assert!(k.contains(&String::from("broken-symlink")), "{k:?}");
}

#[test]
fn unreadable_and_special_files() {
    // /proc/self/mem is a regular file that no one (root included) can read from offset 0.
    let (code, v) = json(&["/proc/self/mem"]);
    assert_eq!(code, 2, "an unreadable file is a tool failure: {v:#}");
    assert_eq!(kinds(&v), ["io-error"]);
    assert_eq!(v["diagnostics"][0]["failure"], true);

    let dir = scratch("fifo");
    let fifo = dir.join("pipe.py");
    let ok = std::process::Command::new("mkfifo").arg(&fifo).status().map(|s| s.success()).unwrap_or(false);
    if ok {
        let (code, v) = json(&[path_str(&dir)]);
        assert_eq!((code, kinds(&v)), (0, vec![String::from("not-a-file")]), "a FIFO is never opened");
    }
}

#[test]
fn invalid_notebooks() {
    let dir = scratch("notebooks");
    std::fs::write(dir.join("bad.ipynb"), "{ not json").unwrap();
    std::fs::write(dir.join("empty.ipynb"), "{}").unwrap();
    std::fs::write(dir.join("v3.ipynb"), r#"{"worksheets":[{"cells":[{"cell_type":"code","input":"import torch\ntorch.cuda.synchronize()"}]}],"nbformat":3}"#).unwrap();
    let (code, v) = json(&[path_str(&dir)]);
    assert_eq!(code, 1);
    assert_eq!(kinds(&v), ["invalid-notebook", "invalid-notebook"]);
    assert_eq!(codes(&v), ["TPJ104"]);
}

#[test]
fn output_is_deterministic_across_job_counts() {
    let a = run(&["scan", "tests/fixtures", "--format", "json", "-j", "1"]);
    let b = run(&["scan", "tests/fixtures", "--format", "json", "-j", "4"]);
    assert_eq!(a, b);
}
