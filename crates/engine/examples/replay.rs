//! Compiles and runs programs dumped by `TORCH_PJRT_DUMP_DIR` (see `tpj_engine::dump`) on any
//! PJRT plugin, without PyTorch: times each program with its inputs resident on the device and
//! prints a digest of its outputs, which another plugin's digests can be checked against.
//!
//! ```text
//! cargo run --release -p tpj-engine --example replay -- [options] DIR...
//!   --plugin PATH        the plugin (default: TORCH_PJRT_TEST_PLUGIN, else the CPU plugin on python3's sys.path)
//!   --kind KIND          cpu | cuda | tpu | custom (default: from the plugin's file name)
//!   --warmup N           untimed runs after the first (default 3)
//!   --iters N            timed runs (default 20)
//!   --inputs MODE        random (default): float parameters from a seeded PRNG, uniform in ±0.05
//!                        ([0, 0.05) for state the program updates in place, such as Adam's second
//!                        moment, which must not be negative), except floats of at most 4 KiB and
//!                        every non-float parameter, read from the values the dump saved at the
//!                        graph's first run (zeros when none were saved);
//!                        saved: every parameter from the saved values (TORCH_PJRT_DUMP_INPUTS=1)
//!   --json OUT           write the results as JSON
//!   --expected FILE      compare the digests with another run's --json (e.g. the CPU plugin's)
//!   --rtol X             tolerance of that comparison (default 1e-3)
//!   --save-outputs       write each output of the first run beside its program, as raw
//!                        little-endian bytes (`graph-<hash>.out<k>.bin`), to compare in full
//! ```
//!
//! Every `graph-*.json` under each DIR (one level of subfolders too) is a program. The first
//! run's outputs are digested (per output: sum, sum of |x|, NaN count, first 8 values). Updated
//! state (parameters, optimizer moments: the program's donated parameters) is fed back from each
//! run into the next, as a training loop does; the timed figure is one execution, dispatch to
//! all outputs ready, with no host transfer.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use serde_json::{json, Value};
use tpj_pjrt::{ArgRef, Buffer, BufferType, Client, Plugin, PluginKind, Signature};

struct Opts {
    plugin: Option<PathBuf>,
    kind: Option<PluginKind>,
    warmup: usize,
    iters: usize,
    saved: bool,
    json: Option<PathBuf>,
    expected: Option<PathBuf>,
    rtol: f64,
    save_outputs: bool,
    dirs: Vec<PathBuf>,
}

fn usage(msg: &str) -> ! {
    eprintln!("replay: {msg}\nusage: replay [--plugin PATH] [--kind cpu|cuda|tpu|custom] [--warmup N] [--iters N] [--inputs random|saved] [--json OUT] [--expected FILE] [--rtol X] [--save-outputs] DIR...");
    std::process::exit(2)
}

fn parse_args() -> Opts {
    let mut o = Opts { plugin: None, kind: None, warmup: 3, iters: 20, saved: false, json: None, expected: None, rtol: 1e-3, save_outputs: false, dirs: Vec::new() };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| usage(&format!("{a} needs a value")));
        match a.as_str() {
            "--plugin" => o.plugin = Some(val().into()),
            "--kind" => o.kind = Some(parse_kind(&val())),
            "--warmup" => o.warmup = val().parse().unwrap_or_else(|_| usage("--warmup takes a number")),
            "--iters" => o.iters = val().parse().unwrap_or_else(|_| usage("--iters takes a number")),
            "--inputs" => {
                o.saved = match val().as_str() {
                    "saved" => true,
                    "random" => false,
                    v => usage(&format!("--inputs {v}: random or saved")),
                }
            }
            "--json" => o.json = Some(val().into()),
            "--expected" => o.expected = Some(val().into()),
            "--rtol" => o.rtol = val().parse().unwrap_or_else(|_| usage("--rtol takes a number")),
            "--save-outputs" => o.save_outputs = true,
            "-h" | "--help" => usage("help"),
            s if s.starts_with("--") => usage(&format!("unknown option {s}")),
            s => o.dirs.push(s.into()),
        }
    }
    if o.dirs.is_empty() {
        usage("no dump directory given");
    }
    o.iters = o.iters.max(1);
    o
}

fn parse_kind(s: &str) -> PluginKind {
    match s.trim().to_ascii_lowercase().as_str() {
        "cpu" => PluginKind::Cpu,
        "cuda" | "gpu" => PluginKind::Cuda,
        "tpu" => PluginKind::Tpu,
        "custom" => PluginKind::Custom,
        k => usage(&format!("unknown plugin kind {k}")),
    }
}

fn cpu_plugin() -> PathBuf {
    tpj_pjrt::find_cpu_test_plugin().unwrap_or_else(|e| usage(&format!("no --plugin and {e}")))
}

/// The programs: every `graph-*.json` in each directory and its subdirectories (one level).
fn programs(dirs: &[PathBuf]) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    for root in dirs {
        let mut scan = vec![root.clone()];
        if let Ok(rd) = std::fs::read_dir(root) {
            scan.extend(rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()));
        }
        for d in scan {
            let Ok(rd) = std::fs::read_dir(&d) else { continue };
            for e in rd.flatten() {
                let p = e.path();
                let n = p.file_name().unwrap_or_default().to_string_lossy().to_string();
                if n.starts_with("graph-") && n.ends_with(".json") {
                    let rel = p.strip_prefix(root).unwrap_or(&p).with_extension("");
                    out.push((rel.to_string_lossy().to_string(), p));
                }
            }
        }
    }
    out.sort();
    out
}

fn buffer_type(name: &str) -> Result<BufferType, String> {
    BufferType::ALL.iter().copied().find(|t| t.mlir_name() == name).ok_or_else(|| format!("unknown dtype {name}"))
}

fn is_float(t: BufferType) -> bool {
    matches!(t, BufferType::F16 | BufferType::BF16 | BufferType::F32 | BufferType::F64 | BufferType::C64 | BufferType::C128) || t.mlir_name().starts_with("f8")
}

fn parts(v: &Value, key: &str) -> Result<Vec<(BufferType, Vec<i64>)>, String> {
    v[key]
        .as_array()
        .ok_or(format!("no {key}"))?
        .iter()
        .map(|p| {
            let ty = buffer_type(p["dtype"].as_str().unwrap_or(""))?;
            let dims = p["dims"].as_array().ok_or("no dims")?.iter().map(|d| d.as_i64().ok_or("bad dim")).collect::<Result<Vec<_>, _>>()?;
            Ok((ty, dims))
        })
        .collect()
}

/// splitmix64: the same numbers on every machine.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    /// Uniform in [lo, hi), exactly representable in f32.
    fn uniform(&mut self, lo: f32, hi: f32) -> f32 {
        let u = (self.next() >> 40) as f32 / (1u64 << 24) as f32;
        lo + (hi - lo) * u
    }
}

fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

/// Random float bytes of `ty` for `n` elements.
fn random_bytes(ty: BufferType, n: usize, rng: &mut Rng, lo: f32, hi: f32) -> Vec<u8> {
    let mut out = Vec::with_capacity(n * ty.byte_size());
    for _ in 0..n {
        let x = rng.uniform(lo, hi);
        match ty {
            BufferType::F32 => out.extend_from_slice(&x.to_le_bytes()),
            BufferType::F64 => out.extend_from_slice(&(x as f64).to_le_bytes()),
            BufferType::BF16 => out.extend_from_slice(&tpj_engine::half::f32_to_bf16_bits(x).to_le_bytes()),
            BufferType::F16 => out.extend_from_slice(&tpj_engine::half::f32_to_f16_bits(x).to_le_bytes()),
            BufferType::C64 => {
                out.extend_from_slice(&x.to_le_bytes());
                out.extend_from_slice(&rng.uniform(lo, hi).to_le_bytes());
            }
            BufferType::C128 => {
                out.extend_from_slice(&(x as f64).to_le_bytes());
                out.extend_from_slice(&(rng.uniform(lo, hi) as f64).to_le_bytes());
            }
            // float8: zeros (no encoder here; none of our workloads uses them)
            _ => out.extend(std::iter::repeat_n(0u8, ty.byte_size())),
        }
    }
    out
}

fn f16_to_f32(h: u16) -> f32 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let e = ((h >> 10) & 0x1f) as i32;
    let m = (h & 0x3ff) as f32;
    sign * match e {
        0 => m * 2f32.powi(-24),
        0x1f => {
            if m == 0.0 {
                f32::INFINITY
            } else {
                f32::NAN
            }
        }
        e => (1.0 + m / 1024.0) * 2f32.powi(e - 15),
    }
}

/// The elements of a host buffer as f64 (complex: real and imaginary parts in turn).
fn values(ty: BufferType, b: &[u8]) -> Vec<f64> {
    macro_rules! each {
        ($t:ty, $n:expr) => {
            b.chunks_exact($n).map(|c| <$t>::from_le_bytes(c.try_into().unwrap()) as f64).collect()
        };
    }
    match ty {
        BufferType::Pred | BufferType::U8 => b.iter().map(|&x| x as f64).collect(),
        BufferType::S8 => b.iter().map(|&x| x as i8 as f64).collect(),
        BufferType::S16 => each!(i16, 2),
        BufferType::U16 => each!(u16, 2),
        BufferType::S32 => each!(i32, 4),
        BufferType::U32 => each!(u32, 4),
        BufferType::S64 => each!(i64, 8),
        BufferType::U64 => each!(u64, 8),
        BufferType::F32 | BufferType::C64 => each!(f32, 4),
        BufferType::F64 | BufferType::C128 => each!(f64, 8),
        BufferType::BF16 => b.chunks_exact(2).map(|c| f32::from_bits((u16::from_le_bytes([c[0], c[1]]) as u32) << 16) as f64).collect(),
        BufferType::F16 => b.chunks_exact(2).map(|c| f16_to_f32(u16::from_le_bytes([c[0], c[1]])) as f64).collect(),
        _ => Vec::new(),
    }
}

fn digest(ty: BufferType, dims: &[i64], bytes: &[u8]) -> Value {
    let v = values(ty, bytes);
    let finite = v.iter().filter(|x| x.is_finite());
    let sum: f64 = finite.clone().sum();
    let abs: f64 = finite.map(|x| x.abs()).sum();
    let nan = v.iter().filter(|x| !x.is_finite()).count();
    let first: Vec<Value> = v.iter().take(8).map(|&x| if x.is_finite() { json!(x) } else { json!(x.to_string()) }).collect();
    json!({"dtype": ty.mlir_name(), "dims": dims, "sum": sum, "abs_sum": abs, "nonfinite": nan, "first": first})
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn run_program(client: &Arc<Client>, name: &str, json_path: &Path, o: &Opts) -> Result<Value, String> {
    let desc: Value = serde_json::from_str(&std::fs::read_to_string(json_path).map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
    let dir = json_path.parent().unwrap_or(Path::new("."));
    let stem = json_path.file_stem().unwrap_or_default().to_string_lossy().to_string();
    let text = std::fs::read_to_string(dir.join(desc["program"].as_str().unwrap_or(&format!("{stem}.mlir")))).map_err(|e| e.to_string())?;
    let sig = Signature { params: parts(&desc, "params")?, results: parts(&desc, "results")? };
    let aliases: Vec<(usize, usize)> = desc["aliases"]
        .as_array()
        .map(|a| a.iter().filter_map(|p| Some((p[0].as_u64()? as usize, p[1].as_u64()? as usize))).collect())
        .unwrap_or_default();
    let roles: Vec<String> = desc["params"].as_array().map(|a| a.iter().map(|p| p["role"].as_str().unwrap_or("").to_string()).collect()).unwrap_or_default();

    let t = Instant::now();
    let exe = client.compile(&text, sig.clone()).map_err(|e| format!("compile: {e}"))?;
    let compile_s = t.elapsed().as_secs_f64();

    // Parameters, resident on device 0.
    let mut rng = Rng(fnv(&stem));
    let mut sources = Vec::new();
    let mut params: Vec<Option<Buffer>> = Vec::with_capacity(sig.params.len());
    for (k, (ty, dims)) in sig.params.iter().enumerate() {
        let n: i64 = dims.iter().product();
        let nbytes = n as usize * ty.byte_size();
        let saved = dir.join(format!("{stem}.p{k}.bin"));
        let use_saved = saved.is_file() && (o.saved || !is_float(*ty) || nbytes <= 4096);
        let bytes = if use_saved {
            sources.push("saved");
            let b = std::fs::read(&saved).map_err(|e| e.to_string())?;
            if b.len() != nbytes {
                return Err(format!("{} holds {} bytes, parameter {k} is {ty}{dims:?} ({nbytes} bytes)", saved.display(), b.len()));
            }
            b
        } else if o.saved {
            return Err(format!("--inputs saved: no {}", saved.display()));
        } else if is_float(*ty) {
            sources.push("random");
            let state = aliases.iter().any(|&(p, _)| p == k);
            random_bytes(*ty, n as usize, &mut rng, if state { 0.0 } else { -0.05 }, 0.05)
        } else {
            sources.push(if roles.get(k).is_some_and(|r| r == "rng") { "zeros (rng)" } else { "zeros" });
            vec![0u8; nbytes]
        };
        params.push(Some(client.buffer_from_host(&bytes, *ty, dims, 0).map_err(|e| format!("upload {k}: {e}"))?));
    }
    let donated: Vec<usize> = aliases.iter().map(|&(p, _)| p).collect();

    // One execution: donated parameters are consumed and replaced by their results. With
    // `digest`, the outputs are read back and digested first.
    let run = |params: &mut Vec<Option<Buffer>>, digest_outputs: bool| -> Result<Vec<Value>, String> {
        let taken: Vec<Option<Buffer>> = (0..params.len()).map(|k| if donated.contains(&k) { params[k].take() } else { None }).collect();
        let args: Vec<ArgRef<'_>> = taken
            .into_iter()
            .zip(params.iter())
            .map(|(t, p)| match t {
                Some(b) => ArgRef::Donated(b),
                None => ArgRef::Borrowed(p.as_ref().expect("kept")),
            })
            .collect();
        let outs = exe.execute_donating(args, 0).map_err(|e| format!("execute: {e}"))?;
        for o in &outs {
            o.block_until_ready().map_err(|e| format!("wait: {e}"))?;
        }
        let digests = if digest_outputs {
            outs.iter()
                .zip(&sig.results)
                .enumerate()
                .map(|(k, (b, (ty, dims)))| {
                    let h = b.to_host_vec().map_err(|e| format!("read back: {e}"))?;
                    if o.save_outputs {
                        let path = dir.join(format!("{stem}.out{k}.bin"));
                        std::fs::write(&path, &h).map_err(|e| format!("{}: {e}", path.display()))?;
                    }
                    Ok(digest(*ty, dims, &h))
                })
                .collect::<Result<Vec<_>, String>>()?
        } else {
            Vec::new()
        };
        let mut outs: Vec<Option<Buffer>> = outs.into_iter().map(Some).collect();
        for &(p, r) in &aliases {
            params[p] = Some(outs.get_mut(r).and_then(Option::take).ok_or(format!("no result {r} for donated parameter {p}"))?);
        }
        Ok(digests)
    };
    let t = Instant::now();
    let digests = run(&mut params, true)?;
    let first_run_s = t.elapsed().as_secs_f64();
    for _ in 0..o.warmup {
        run(&mut params, false)?;
    }
    let mut ms = Vec::with_capacity(o.iters);
    for _ in 0..o.iters {
        let t = Instant::now();
        run(&mut params, false)?;
        ms.push(t.elapsed().as_secs_f64() * 1e3);
    }
    ms.sort_by(|a, b| a.total_cmp(b));
    let in_bytes: usize = sig.params.iter().map(|(t, d)| d.iter().product::<i64>() as usize * t.byte_size()).sum();
    Ok(json!({
        "name": name, "ok": true, "compile_s": compile_s, "first_run_s": first_run_s,
        "median_ms": percentile(&ms, 0.5), "p10_ms": percentile(&ms, 0.1), "p90_ms": percentile(&ms, 0.9),
        "iters": o.iters, "params": sig.params.len(), "param_bytes": in_bytes, "donated": donated.len(),
        "inputs": sources, "digests": digests,
    }))
}

/// Largest relative difference of one program's digests from the expected ones.
fn compare(got: &Value, want: &Value) -> (f64, Vec<String>) {
    let mut worst = 0f64;
    let mut notes = Vec::new();
    let (Some(g), Some(w)) = (got["digests"].as_array(), want["digests"].as_array()) else {
        return (f64::INFINITY, vec!["no digests".into()]);
    };
    if g.len() != w.len() {
        return (f64::INFINITY, vec![format!("{} outputs, expected {}", g.len(), w.len())]);
    }
    for (k, (g, w)) in g.iter().zip(w).enumerate() {
        let f = |v: &Value, key: &str| v[key].as_f64().unwrap_or(f64::NAN);
        let scale = f(w, "abs_sum").abs().max(f(g, "abs_sum").abs()).max(1e-30);
        let d_abs = (f(g, "abs_sum") - f(w, "abs_sum")).abs() / scale;
        let d_sum = (f(g, "sum") - f(w, "sum")).abs() / scale;
        let d = d_abs.max(d_sum);
        if g["nonfinite"] != w["nonfinite"] {
            notes.push(format!("output {k}: {} non-finite, expected {}", g["nonfinite"], w["nonfinite"]));
            worst = f64::INFINITY;
        }
        if !(d <= worst) && d.is_finite() {
            worst = d;
        } else if d.is_nan() {
            worst = f64::INFINITY;
        }
        if d > 1e-3 {
            notes.push(format!("output {k}: sum {} vs {}, |x| sum {} vs {}", f(g, "sum"), f(w, "sum"), f(g, "abs_sum"), f(w, "abs_sum")));
        }
    }
    (worst, notes)
}

fn main() {
    let o = parse_args();
    let path = o.plugin.clone().or_else(|| std::env::var_os("TORCH_PJRT_TEST_PLUGIN").map(PathBuf::from)).unwrap_or_else(cpu_plugin);
    let kind = o.kind.unwrap_or_else(|| tpj_pjrt::kind_of_path(&path));
    if kind == PluginKind::Cpu && std::env::var_os("TF_CPP_MIN_LOG_LEVEL").is_none() {
        std::env::set_var("TF_CPP_MIN_LOG_LEVEL", "1");
    }
    let t = Instant::now();
    let client = Plugin::load(&path, kind).and_then(Client::create).unwrap_or_else(|e| {
        eprintln!("replay: cannot load the {kind} plugin {}: {e}", path.display());
        std::process::exit(1)
    });
    let devices = client.devices();
    println!(
        "plugin {} ({kind}), platform {} {}, {} device(s), device 0: {} [{:.1} s to load and create the client]",
        path.display(),
        client.platform_name(),
        client.platform_version(),
        devices.len(),
        devices.first().map(|d| d.kind().to_string()).unwrap_or_default(),
        t.elapsed().as_secs_f64()
    );
    let expected: Option<Value> = o.expected.as_ref().map(|p| {
        serde_json::from_str(&std::fs::read_to_string(p).unwrap_or_else(|e| usage(&format!("{}: {e}", p.display())))).unwrap_or_else(|e| usage(&format!("{}: {e}", p.display())))
    });
    let progs = programs(&o.dirs);
    if progs.is_empty() {
        usage("no graph-*.json under the given directories");
    }
    // Written after every program, so a run stopped by a timeout keeps what it finished.
    let write = |results: &[Value]| {
        let Some(out) = &o.json else { return };
        let doc = json!({
            "plugin": path.display().to_string(), "kind": kind.to_string(),
            "platform": client.platform_name(), "platform_version": client.platform_version(),
            "device": devices.first().map(|d| d.kind().to_string()),
            "warmup": o.warmup, "iters": o.iters, "inputs": if o.saved { "saved" } else { "random" },
            "programs": results,
        });
        if let Err(e) = std::fs::write(out, serde_json::to_string_pretty(&doc).unwrap()) {
            eprintln!("replay: cannot write {}: {e}", out.display());
        }
    };
    let mut results = Vec::new();
    let (mut failed, mut mismatched) = (0, 0);
    for (name, path) in &progs {
        let mut r = run_program(&client, name, path, &o).unwrap_or_else(|e| json!({"name": name, "ok": false, "error": e}));
        let line = if r["ok"] == true {
            format!(
                "{name:<28} compile {:>6.2} s  median {:>8.3} ms  p10 {:>8.3}  p90 {:>8.3}  ({} params, {:.1} MB, {} donated)",
                r["compile_s"].as_f64().unwrap_or(0.0),
                r["median_ms"].as_f64().unwrap_or(0.0),
                r["p10_ms"].as_f64().unwrap_or(0.0),
                r["p90_ms"].as_f64().unwrap_or(0.0),
                r["params"],
                r["param_bytes"].as_f64().unwrap_or(0.0) / 1e6,
                r["donated"]
            )
        } else {
            failed += 1;
            format!("{name:<28} FAILED: {}", r["error"].as_str().unwrap_or("?"))
        };
        println!("{line}");
        if r["ok"] == true {
            for (k, d) in r["digests"].as_array().into_iter().flatten().enumerate() {
                println!("    out {k}: {}{} sum {:.6e} |x| {:.6e} nonfinite {} first {}", d["dtype"].as_str().unwrap_or(""), d["dims"], d["sum"].as_f64().unwrap_or(f64::NAN), d["abs_sum"].as_f64().unwrap_or(f64::NAN), d["nonfinite"], d["first"]);
            }
            if let Some(exp) = &expected {
                let want = exp["programs"].as_array().and_then(|a| a.iter().find(|p| p["name"] == name.as_str()));
                match want {
                    Some(w) if w["ok"] == true => {
                        let (worst, notes) = compare(&r, w);
                        let ok = worst <= o.rtol;
                        if !ok {
                            mismatched += 1;
                        }
                        println!("    vs expected: max relative difference {worst:.3e} -> {}", if ok { "MATCH" } else { "MISMATCH" });
                        for n in &notes {
                            println!("      {n}");
                        }
                        r["check"] = json!({"max_rel_diff": if worst.is_finite() { json!(worst) } else { json!("inf") }, "match": ok, "notes": notes});
                    }
                    _ => println!("    vs expected: no expected digest for {name}"),
                }
            }
        }
        results.push(r);
        write(&results);
    }
    println!("{} program(s), {failed} failed{}", progs.len(), if expected.is_some() { format!(", {mismatched} differ from the expected digests beyond rtol {}", o.rtol) } else { String::new() });
    std::process::exit(if failed > 0 || mismatched > 0 { 1 } else { 0 });
}
