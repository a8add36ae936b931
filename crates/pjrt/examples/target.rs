//! Compiles a program for a named topology without its devices and prints its analyses:
//! `cargo run --release -p tpj-pjrt --example target -- <plugin.so> <topology> [program.mlir]`.
use std::time::Instant;

const MATMUL: &str = r#"module @m {
  func.func public @main(%a: tensor<128x256xf32>, %b: tensor<256x512xf32>) -> tensor<128x512xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<128x256xf32>, tensor<256x512xf32>) -> tensor<128x512xf32>
    return %0 : tensor<128x512xf32>
  }
}"#;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let plugin = tpj_pjrt::Plugin::load_compile_only(std::path::Path::new(&args[1]), tpj_pjrt::PluginKind::Tpu).unwrap();
    let t = Instant::now();
    let topo = tpj_pjrt::Topology::create(plugin, &args[2]).unwrap();
    println!("{topo:?} {} {:?} in {:?}", topo.platform_version(), topo.device_kinds(), t.elapsed());
    let text = args.get(3).map(|p| std::fs::read_to_string(p).unwrap()).unwrap_or(MATMUL.into());
    let t = Instant::now();
    match topo.compile(&text) {
        Ok(p) => {
            println!("compiled in {:?}", t.elapsed());
            println!("{:?}", p.cost_analysis());
            println!("{:?}", p.memory_analysis());
        }
        Err(e) => println!("rejected in {:?}: {e}", t.elapsed()),
    }
}
