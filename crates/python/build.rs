//! Compiles the C++ glue (`glue.cpp`, and `c10d.cpp`, the distributed backend
//! c10d takes through pybind11) against the installed torch's headers and links
//! it whole-archive: the glue's static registrars are only reached through
//! static initialisation, so a plain static link would drop them.

use std::path::{Path, PathBuf};
use std::process::Command;

fn python() -> String {
    std::env::var("PYTHON_SYS_EXECUTABLE")
        .or_else(|_| std::env::var("PYO3_PYTHON"))
        .unwrap_or_else(|_| "python3".to_string())
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap()).join("../..");
    let csrc = root.join("csrc");
    println!("cargo:rerun-if-changed={}", csrc.join("glue.cpp").display());
    println!("cargo:rerun-if-changed={}", csrc.join("c10d.cpp").display());
    println!("cargo:rerun-if-changed={}", csrc.join("graph_call.cpp").display());
    println!("cargo:rerun-if-changed={}", csrc.join("profiler.cpp").display());
    println!("cargo:rerun-if-changed={}", csrc.join("tpj_abi.h").display());
    println!("cargo:rerun-if-changed={}", csrc.join("tpj_errors.def").display());
    println!("cargo:rerun-if-env-changed=PYO3_PYTHON");

    let probe = "import os, sysconfig, torch\n\
                 d = os.path.dirname(torch.__file__)\n\
                 print(os.path.join(d, 'include'))\n\
                 print(os.path.join(d, 'include', 'torch', 'csrc', 'api', 'include'))\n\
                 print(os.path.join(d, 'lib'))\n\
                 print(int(torch._C._GLIBCXX_USE_CXX11_ABI))\n\
                 print(torch.__version__)\n\
                 print(sysconfig.get_paths()['include'])\n\
                 print(int(torch.autograd.kineto_available()))";
    // Not autoloading torch_pjrt itself: an installed build of it may be stale (built
    // for another torch), and importing it is what this build is about to replace.
    let out = Command::new(python())
        .args(["-c", probe])
        .env("TORCH_DEVICE_BACKEND_AUTOLOAD", "0")
        .output()
        .expect("running python to locate torch");
    assert!(
        out.status.success(),
        "torch must be installed in the Python that builds torch_pjrt: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let (inc, api_inc, lib, abi, version, py_inc) = (lines[0], lines[1], lines[2], lines[3], lines[4], lines[5]);
    let kineto = lines.get(6) == Some(&"1");
    // The glue uses torch's C++ API, which changes between minor releases: build
    // only against the series it is tested on, and say so plainly otherwise.
    const SUPPORTED: [&str; 2] = ["2.14", "2.15"];
    let series: String = version.split('.').take(2).collect::<Vec<_>>().join(".");
    if !SUPPORTED.contains(&series.as_str()) {
        panic!(
            "torch_pjrt supports torch {} (found torch {version} in {}): install one of them, e.g. pip install 'torch>=2.14,<2.16'",
            SUPPORTED.join(" and "),
            python()
        );
    }
    println!("cargo:rustc-env=TPJ_TORCH_SERIES={series}");
    // Another torch installed into the same Python rebuilds the glue against it.
    if let Some(torch_dir) = std::path::Path::new(inc).parent() {
        println!("cargo:rerun-if-changed={}", torch_dir.join("version.py").display());
    }

    let (inc_dir, api_inc) = (Path::new(inc), Path::new(api_inc));
    cxx_build(&[inc_dir, Path::new(py_inc), api_inc, &csrc], abi)
        .file(csrc.join("glue.cpp"))
        .file(csrc.join("c10d.cpp"))
        .file(csrc.join("graph_call.cpp"))
        .compile("tpj_glue");

    // The device's activity profiler (csrc/profiler.cpp) needs torch's PrivateUse1 profiler
    // registry, which exists only in a torch built with Kineto; without it the module says why
    // (`torch_pjrt.device_trace_available()`).
    let registry = inc_dir.join("torch/csrc/profiler/standalone/privateuse1_profiler.h");
    let kineto_inc = inc_dir.join("kineto");
    let missing = if !kineto {
        "this torch was built without Kineto (torch.autograd.kineto_available() is False)".to_string()
    } else if !registry.is_file() || !kineto_inc.join("IActivityProfiler.h").is_file() {
        format!("this torch ({version}) ships no PrivateUse1 profiler registry (torch/csrc/profiler/standalone/privateuse1_profiler.h)")
    } else {
        String::new()
    };
    println!("cargo:rustc-env=TPJ_DEVICE_PROFILER_MISSING={missing}");
    let mut prof = cxx_build(&[inc_dir, api_inc, &csrc], abi);
    prof.file(csrc.join("profiler.cpp"));
    if missing.is_empty() {
        // torch's profiler headers declare the registry only under USE_KINETO, as torch was built.
        // Kineto's metadata goes through fmt, which libtorch does not export: compiled in here.
        prof.include(&kineto_inc).define("USE_KINETO", "1").define("TPJ_DEVICE_PROFILER", "1").define("FMT_HEADER_ONLY", "1");
    }
    prof.compile("tpj_profiler");

    println!("cargo:rustc-link-search=native={lib}");
    for l in ["torch_cpu", "c10", "torch", "torch_python"] {
        println!("cargo:rustc-link-lib=dylib={l}");
    }
    // Installed next to torch in site-packages: torch_pjrt/_native.so -> ../torch/lib.
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,$ORIGIN/../torch/lib");
    println!("cargo:rustc-cdylib-link-arg=-Wl,-rpath,{lib}");
}

/// A C++ library of the glue: built as torch's own headers need (C++20, torch's C++ ABI),
/// position-independent, and linked whole-archive (static registrars are reached only
/// through static initialisation).
fn cxx_build(includes: &[&Path], abi: &str) -> cc::Build {
    let mut b = cc::Build::new();
    b.cpp(true);
    for dir in includes {
        b.include(dir);
    }
    b.flag("-std=c++20")
        .flag("-fPIC")
        .flag("-Wno-unused-parameter")
        .flag("-Wno-missing-field-initializers")
        .define("_GLIBCXX_USE_CXX11_ABI", abi)
        .opt_level(2)
        .debug(false)
        .link_lib_modifier("+whole-archive");
    b
}
