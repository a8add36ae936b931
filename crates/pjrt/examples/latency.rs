//! Measures the runtime's fixed costs on a tiny program with the CPU plugin:
//! `cargo run --release -p tpj-pjrt --example latency`.
//!
//! The plugin comes from `TPJ_CPU_PLUGIN` (or `TORCH_PJRT_CPU_PLUGIN`), else Python's `sys.path`
//! (`tpj_pjrt::find_cpu_test_plugin`, the finder every test uses).

use std::time::{Duration, Instant};

use tpj_pjrt::{BufferType, Client, Plugin, PluginKind, Signature};

const ADD_F32: &str = r#"module @m {
  func.func public @main(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;

/// Median and 10th/90th percentile of `n` timed runs of `f`, after `n / 10` warm-up runs.
fn measure(name: &str, n: usize, mut f: impl FnMut()) {
    for _ in 0..n / 10 {
        f();
    }
    let mut t: Vec<Duration> = (0..n)
        .map(|_| {
            let s = Instant::now();
            f();
            s.elapsed()
        })
        .collect();
    t.sort();
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "{name:<40} median {:>9.2} µs   p10 {:>9.2} µs   p90 {:>9.2} µs   (n={n})",
        us(t[n / 2]),
        us(t[n / 10]),
        us(t[n * 9 / 10])
    );
}

fn main() {
    let path = tpj_pjrt::find_cpu_test_plugin().unwrap_or_else(|e| {
        eprintln!("latency: {e}");
        std::process::exit(2)
    });
    let s = Instant::now();
    let plugin = Plugin::load(&path, PluginKind::Cpu).expect("load");
    let load = s.elapsed();
    let s = Instant::now();
    let client = Client::create(plugin.clone()).expect("client");
    let create = s.elapsed();
    println!(
        "plugin {} (API {}.{}): load {:.1} ms, client create {:.1} ms, {} devices",
        path.display(),
        plugin.api_version().0,
        plugin.api_version().1,
        load.as_secs_f64() * 1e3,
        create.as_secs_f64() * 1e3,
        client.devices().len()
    );

    let sig = Signature {
        params: vec![(BufferType::F32, vec![4]); 2],
        results: vec![(BufferType::F32, vec![4])],
    };
    measure("compile 1-op program", 20, || {
        client.compile(ADD_F32, sig.clone()).unwrap();
    });
    let exe = client.compile(ADD_F32, sig.clone()).unwrap();
    let bytes = exe.serialize().unwrap();
    measure("deserialize executable", 20, || {
        client.deserialize_executable(&bytes, sig.clone()).unwrap();
    });

    let data: Vec<u8> = [1.0f32, 2.0, 3.0, 4.0]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    let a = client
        .buffer_from_host(&data, BufferType::F32, &[4], 0)
        .unwrap();
    let b = client
        .buffer_from_host(&data, BufferType::F32, &[4], 0)
        .unwrap();
    let mut host = vec![0u8; 16];

    measure("buffer_from_host (16 B)", 5000, || {
        client
            .buffer_from_host(&data, BufferType::F32, &[4], 0)
            .unwrap();
    });
    measure("to_host (16 B)", 5000, || a.to_host(&mut host).unwrap());
    measure("execute (no wait)", 5000, || {
        exe.execute(&[&a, &b], 0).unwrap();
    });
    measure("execute + block_until_ready", 5000, || {
        exe.execute(&[&a, &b], 0).unwrap()[0]
            .block_until_ready()
            .unwrap();
    });
    measure("execute + to_host", 5000, || {
        exe.execute(&[&a, &b], 0).unwrap()[0]
            .to_host(&mut host)
            .unwrap();
    });
    measure("upload + execute + to_host", 5000, || {
        let x = client
            .buffer_from_host(&data, BufferType::F32, &[4], 0)
            .unwrap();
        exe.execute(&[&x, &b], 0).unwrap()[0]
            .to_host(&mut host)
            .unwrap();
    });
}
