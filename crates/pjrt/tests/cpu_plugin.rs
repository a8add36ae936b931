//! End-to-end tests against the XLA CPU plugin (no torch needed), or against the plugin named
//! by `TORCH_PJRT_TEST_PLUGIN` (see `common`): the same tests on a GPU or a TPU.

mod common;

use std::sync::Arc;

use common::*;
use tpj_pjrt::{
    ArgRef, BufferType, Client, PjrtError, Plugin, PluginChoice, PluginKind, Signature,
};

fn add_sig() -> Signature {
    Signature {
        params: vec![(BufferType::F32, vec![4]), (BufferType::F32, vec![4])],
        results: vec![(BufferType::F32, vec![4])],
    }
}

#[test]
fn load_client_and_devices() {
    needs_plugin!();
    let plugin = plugin();
    let (major, minor) = plugin.api_version();
    assert_eq!(major, 0);
    assert!(minor >= 81, "API 0.{minor}");
    assert_eq!(plugin.kind(), kind());
    // Loading again returns the same plugin object.
    let again = Plugin::load(&plugin_path(), kind()).unwrap();
    assert!(Arc::ptr_eq(&plugin, &again));

    let client = client();
    assert!(!client.platform_version().is_empty());
    let devices = client.devices();
    assert!(!devices.is_empty());
    for (i, d) in devices.iter().enumerate() {
        assert_eq!(d.index(), i);
        assert!(!d.debug_string().is_empty());
        eprintln!("device {i}: kind {:?}, {}", d.kind(), d.debug_string());
    }
    match kind() {
        PluginKind::Cpu => {
            assert_eq!(client.platform_name(), "cpu");
            for d in devices {
                assert_eq!(d.kind().to_ascii_lowercase(), "cpu", "{d:?}");
            }
            // The XLA CPU plugin reports no memory statistics; asking must not fail.
            let _ = devices[0].memory_stats();
        }
        PluginKind::Cuda => {
            assert_eq!(client.platform_name(), "cuda");
            for d in devices {
                assert!(!d.kind().is_empty(), "{d:?}");
            }
            // A GPU reports its memory: a limit, and what is in use.
            let m = devices[0].memory_stats().expect("the CUDA plugin reports memory statistics");
            eprintln!("device 0 memory: {m:?}");
            assert!(m.bytes_limit.is_some_and(|l| l > 0), "{m:?}");
        }
        k => {
            skip("load_client_and_devices", &format!("no platform name or memory figures known for {k} plugins"));
            eprintln!("memory of device 0: {:?}", devices[0].memory_stats());
        }
    }
    eprintln!(
        "plugin API {major}.{minor}, platform {} {}, {} device(s): {:?}",
        client.platform_name(),
        client.platform_version(),
        devices.len(),
        devices
    );
}

#[test]
fn compile_execute_and_read_back() {
    needs_plugin!();
    let client = client();
    let exe = client.compile(ADD_F32, add_sig()).unwrap();
    let a = client
        .buffer_from_host(&f32_bytes(&[1.0, 2.0, 3.0, 4.0]), BufferType::F32, &[4], 0)
        .unwrap();
    let b = client
        .buffer_from_host(
            &f32_bytes(&[10.0, 20.0, 30.0, 0.5]),
            BufferType::F32,
            &[4],
            0,
        )
        .unwrap();
    let out = exe.execute(&[&a, &b], 0).unwrap();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].ty(), BufferType::F32);
    assert_eq!(out[0].dims(), &[4]);
    assert_eq!(out[0].nbytes(), 16);
    out[0].block_until_ready().unwrap();
    let mut host = vec![0u8; 16];
    out[0].to_host(&mut host).unwrap();
    assert_eq!(bytes_f32(&host), vec![11.0, 22.0, 33.0, 4.5]);
}

#[test]
fn execute_on_every_device() {
    needs_plugin!();
    let client = client();
    let exe = client.compile(ADD_F32, add_sig()).unwrap();
    for d in 0..client.devices().len() {
        let a = client
            .buffer_from_host(&f32_bytes(&[d as f32; 4]), BufferType::F32, &[4], d)
            .unwrap();
        let out = exe.execute(&[&a, &a], d).unwrap();
        assert_eq!(out[0].device(), d);
        assert_eq!(
            bytes_f32(&out[0].to_host_vec().unwrap()),
            vec![2.0 * d as f32; 4]
        );
    }
}

/// Identity program for one element type and shape: round-trips host -> device -> program ->
/// host.
fn round_trip(ty: BufferType, dims: &[i64], data: &[u8]) {
    let client = client();
    let shape = if dims.is_empty() {
        format!("tensor<{}>", ty.mlir_name())
    } else {
        let d: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
        format!("tensor<{}x{}>", d.join("x"), ty.mlir_name())
    };
    let text = format!(
        "module @m {{\n  func.func public @main(%arg0: {shape}) -> ({shape}, {shape}) {{\n    return %arg0, %arg0 : {shape}, {shape}\n  }}\n}}"
    );
    let sig = Signature {
        params: vec![(ty, dims.to_vec())],
        results: vec![(ty, dims.to_vec()); 2],
    };
    let exe = client
        .compile(&text, sig)
        .unwrap_or_else(|e| panic!("{ty}: {e}"));
    let buf = client.buffer_from_host(data, ty, dims, 0).unwrap();
    assert_eq!(buf.to_host_vec().unwrap(), data, "{ty} direct");
    let out = exe.execute(&[&buf], 0).unwrap();
    assert_eq!(out.len(), 2);
    for o in &out {
        assert_eq!(o.to_host_vec().unwrap(), data, "{ty} through a program");
    }
}

#[test]
fn dtypes_round_trip() {
    needs_plugin!();
    let f32s: Vec<u8> = [1.5f32, -2.25, 1e30, f32::MIN_POSITIVE, 0.0, -0.0]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    round_trip(BufferType::F32, &[2, 3], &f32s);
    // bf16: the top half of an f32.
    let bf16s: Vec<u8> = [1.0f32, -3.5, 256.0, 0.0078125]
        .iter()
        .flat_map(|x| (x.to_bits() >> 16).to_le_bytes()[..2].to_vec())
        .collect();
    round_trip(BufferType::BF16, &[4], &bf16s);
    let s64s: Vec<u8> = [i64::MIN, -1, 0, 1, i64::MAX]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    round_trip(BufferType::S64, &[5], &s64s);
    round_trip(BufferType::Pred, &[2, 2], &[1, 0, 0, 1]);
    round_trip(BufferType::U8, &[3], &[0, 128, 255]);
    round_trip(BufferType::F64, &[], &2.5f64.to_le_bytes());
    round_trip(BufferType::S32, &[0], &[]);
    let f16_one = 0x3c00u16.to_le_bytes();
    round_trip(BufferType::F16, &[1], &f16_one);
}

#[test]
fn multi_output_and_types_checked_at_compile() {
    needs_plugin!();
    let client = client();
    // A signature that disagrees with the program's result is refused at compile time.
    let wrong = Signature {
        params: vec![(BufferType::F32, vec![4]), (BufferType::F32, vec![4])],
        results: vec![(BufferType::F32, vec![5])],
    };
    let err = client.compile(ADD_F32, wrong).unwrap_err();
    assert!(matches!(err, PjrtError::InvalidArgument(_)), "{err}");
    let wrong_ty = Signature {
        params: vec![(BufferType::F32, vec![4]), (BufferType::F32, vec![4])],
        results: vec![(BufferType::S32, vec![4])],
    };
    assert!(matches!(
        client.compile(ADD_F32, wrong_ty).unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));
    let wrong_count = Signature {
        params: add_sig().params,
        results: vec![],
    };
    assert!(matches!(
        client.compile(ADD_F32, wrong_count).unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));
}

#[test]
fn errors_are_returned_not_aborted() {
    needs_plugin!();
    let client = client();
    let exe = client.compile(ADD_F32, add_sig()).unwrap();
    let a = client
        .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();

    // Wrong byte size on upload.
    let e = client
        .buffer_from_host(&[0u8; 15], BufferType::F32, &[4], 0)
        .unwrap_err();
    assert!(matches!(e, PjrtError::InvalidArgument(_)), "{e}");
    assert!(e.to_string().contains("16 bytes"), "{e}");
    // Negative dimension.
    assert!(matches!(
        client
            .buffer_from_host(&[], BufferType::F32, &[-1], 0)
            .unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));
    // Pred bytes other than 0/1.
    assert!(client
        .buffer_from_host(&[2], BufferType::Pred, &[1], 0)
        .is_err());
    // Wrong read-back size.
    assert!(matches!(
        a.to_host(&mut [0u8; 8]).unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));

    // Wrong argument count.
    let e = exe.execute(&[&a], 0).unwrap_err();
    assert!(
        matches!(e, PjrtError::InvalidArgument(_)) && e.to_string().contains("2 argument"),
        "{e}"
    );
    // Right byte size, wrong shape: the plugin would accept it; we do not.
    let a22 = client
        .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[2, 2], 0)
        .unwrap();
    let e = exe.execute(&[&a, &a22], 0).unwrap_err();
    assert!(e.to_string().contains("argument 1 is f32[2,2]"), "{e}");
    // Wrong element type of the same byte size.
    let s = client
        .buffer_from_host(&[0u8; 16], BufferType::S32, &[4], 0)
        .unwrap();
    assert!(matches!(
        exe.execute(&[&a, &s], 0).unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));
    // Device index out of range, for upload and for execution.
    let n = client.devices().len();
    assert!(matches!(
        client
            .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], n)
            .unwrap_err(),
        PjrtError::NoDevice(_)
    ));
    assert!(matches!(
        exe.execute(&[&a, &a], n).unwrap_err(),
        PjrtError::NoDevice(_)
    ));
    // Argument on another device than the one we run on.
    if n > 1 {
        let b1 = client
            .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], 1)
            .unwrap();
        let e = exe.execute(&[&a, &b1], 0).unwrap_err();
        assert!(e.to_string().contains("device 1"), "{e}");
    }

    // Malformed program text: the plugin's own parser message comes back.
    let e = client
        .compile(
            "module @m { func.func public @main( this is not mlir",
            add_sig(),
        )
        .unwrap_err();
    match &e {
        PjrtError::Plugin { call, message, .. } => {
            assert_eq!(*call, "PJRT_Client_Compile");
            assert!(!message.is_empty());
        }
        other => panic!("expected a plugin error, got {other:?}"),
    }
    eprintln!("malformed program: {e}");
    // Empty program text never reaches the plugin.
    assert!(matches!(
        client.compile("  ", add_sig()).unwrap_err(),
        PjrtError::InvalidArgument(_)
    ));
    // Garbage serialized executable.
    let e = client
        .deserialize_executable(b"definitely not an executable", add_sig())
        .unwrap_err();
    eprintln!("garbage executable: {e}");
    assert!(client.deserialize_executable(&[], add_sig()).is_err());

    // Unknown plugin setting; nonexistent plugin path.
    let e = PluginChoice::parse("quantum").unwrap_err();
    assert!(matches!(e, PjrtError::InvalidSetting { .. }), "{e}");
    let e =
        tpj_pjrt::locate(&PluginChoice::parse("/nonexistent/plugin.so").unwrap(), &[]).unwrap_err();
    assert!(matches!(e, PjrtError::PluginNotFound { .. }), "{e}");
    let e = Plugin::load(
        std::path::Path::new("/nonexistent/plugin.so"),
        PluginKind::Custom,
    )
    .unwrap_err();
    assert!(matches!(e, PjrtError::PluginLoad { .. }), "{e}");
    // A file that is not a PJRT plugin.
    let e = Plugin::load(std::path::Path::new("/bin/sh"), PluginKind::Custom).unwrap_err();
    assert!(matches!(e, PjrtError::PluginLoad { .. }), "{e}");
}

#[test]
fn client_options_are_type_checked() {
    needs_plugin!();
    use tpj_pjrt::OptionValue;
    // A known option of the wrong type is refused before the plugin sees it.
    let (name, wrong) = match kind() {
        PluginKind::Cpu => ("cpu_device_count", OptionValue::Bool(true)),
        PluginKind::Cuda => ("preallocate", OptionValue::Int(1)),
        k => {
            skip("client_options_are_type_checked", &format!("we know no create options of {k} plugins"));
            return;
        }
    };
    let e = Client::create_with_options(plugin(), &[(name.into(), wrong)]).unwrap_err();
    assert!(matches!(e, PjrtError::InvalidArgument(_)), "{e}");
    if kind() == PluginKind::Cuda {
        let e = Client::create_with_options(plugin(), &[("memory_fraction".into(), OptionValue::Float(1.5))]).unwrap_err();
        assert!(matches!(e, PjrtError::InvalidArgument(_)), "{e}");
        skip("client_options_are_type_checked", "the two-device and unknown-option clients are CPU-only (one GPU here)");
        return;
    }
    // A second client with two devices.
    let c = Client::create_with_options(
        plugin(),
        &[("cpu_device_count".into(), OptionValue::Int(2))],
    )
    .unwrap();
    assert_eq!(c.devices().len(), 2);
    // An option name we do not know is passed through; this plugin ignores it (others reject it
    // with an error). Either way the process survives.
    let r =
        Client::create_with_options(plugin(), &[("no_such_option".into(), OptionValue::Int(1))]);
    assert!(r.is_ok() || matches!(r, Err(PjrtError::Plugin { .. })));
}

#[test]
fn buffers_from_another_client_are_refused() {
    needs_plugin!();
    let other = another_client();
    let client = client();
    let exe = client.compile(ADD_F32, add_sig()).unwrap();
    let a = client
        .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();
    let foreign = other
        .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();
    let e = exe.execute(&[&a, &foreign], 0).unwrap_err();
    assert!(e.to_string().contains("different client"), "{e}");
}

#[test]
fn buffers_outlive_their_client_handle() {
    needs_plugin!();
    let c = another_client();
    let exe = c.compile(ADD_F32, add_sig()).unwrap();
    let a = c
        .buffer_from_host(&f32_bytes(&[2.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();
    drop(c);
    let out = exe.execute(&[&a, &a], 0).unwrap();
    drop(exe);
    assert_eq!(bytes_f32(&out[0].to_host_vec().unwrap()), vec![4.0; 4]);
}

#[test]
fn serialize_deserialize_round_trip() {
    needs_plugin!();
    let client = client();
    let exe = client.compile(ADD_F32, add_sig()).unwrap();
    let bytes = exe.serialize().unwrap();
    assert!(!bytes.is_empty());
    let loaded = client.deserialize_executable(&bytes, add_sig()).unwrap();
    let last = client.devices().len() - 1;
    let a = client
        .buffer_from_host(
            &f32_bytes(&[1.0, 2.0, 3.0, 4.0]),
            BufferType::F32,
            &[4],
            last,
        )
        .unwrap();
    let out = loaded.execute(&[&a, &a], last).unwrap();
    assert_eq!(
        bytes_f32(&out[0].to_host_vec().unwrap()),
        vec![2.0, 4.0, 6.0, 8.0]
    );
    // The loaded copy also checks its signature against the program.
    let bad = Signature {
        params: add_sig().params,
        results: vec![(BufferType::F32, vec![2])],
    };
    assert!(client.deserialize_executable(&bytes, bad).is_err());
}

const ADD_IN_PLACE: &str = r#"module @m {
  func.func public @main(%arg0: tensor<4xf32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<4xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}"#;

#[test]
fn donation() {
    needs_plugin!();
    let client = client();
    let exe = client.compile(ADD_IN_PLACE, add_sig()).unwrap();
    let a = client
        .buffer_from_host(&f32_bytes(&[1.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();
    let b = client
        .buffer_from_host(&f32_bytes(&[2.0; 4]), BufferType::F32, &[4], 0)
        .unwrap();
    // Plain execute never donates: `a` stays readable.
    let out = exe.execute(&[&a, &b], 0).unwrap();
    assert_eq!(bytes_f32(&out[0].to_host_vec().unwrap()), vec![3.0; 4]);
    assert_eq!(bytes_f32(&a.to_host_vec().unwrap()), vec![1.0; 4]);
    // Donating `a` consumes it.
    let out = exe
        .execute_donating(vec![ArgRef::Donated(a), ArgRef::Borrowed(&b)], 0)
        .unwrap();
    assert_eq!(bytes_f32(&out[0].to_host_vec().unwrap()), vec![3.0; 4]);
    assert_eq!(bytes_f32(&b.to_host_vec().unwrap()), vec![2.0; 4]);
    // Chained donation, as a training loop would do.
    let mut acc = out.into_iter().next().unwrap();
    for _ in 0..10 {
        acc = exe
            .execute_donating(vec![ArgRef::Donated(acc), ArgRef::Borrowed(&b)], 0)
            .unwrap()
            .remove(0);
    }
    assert_eq!(bytes_f32(&acc.to_host_vec().unwrap()), vec![23.0; 4]);
}

#[test]
fn concurrent_use_from_four_threads() {
    needs_plugin!();
    let client = client();
    let exe = Arc::new(client.compile(ADD_F32, add_sig()).unwrap());
    let n_dev = client.devices().len();
    let handles: Vec<_> = (0..4)
        .map(|t| {
            let client = client.clone();
            let exe = exe.clone();
            std::thread::spawn(move || {
                let dev = t % n_dev;
                // Each thread also compiles its own program.
                let own = client.compile(ADD_F32, add_sig()).unwrap();
                for i in 0..200 {
                    let x = (t * 1000 + i) as f32;
                    let a = client
                        .buffer_from_host(
                            &f32_bytes(&[x, 1.0, 2.0, 3.0]),
                            BufferType::F32,
                            &[4],
                            dev,
                        )
                        .unwrap();
                    let which = if i % 2 == 0 { &*exe } else { &own };
                    let out = which.execute(&[&a, &a], dev).unwrap();
                    assert_eq!(
                        bytes_f32(&out[0].to_host_vec().unwrap()),
                        vec![2.0 * x, 2.0, 4.0, 6.0]
                    );
                }
            })
        })
        .collect();
    for h in handles {
        h.join().unwrap();
    }
}

#[test]
fn handles_are_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<tpj_pjrt::Plugin>();
    check::<tpj_pjrt::Client>();
    check::<tpj_pjrt::Device>();
    check::<tpj_pjrt::Buffer>();
    check::<tpj_pjrt::Executable>();
}

/// The generic MLIR form, which is what our StableHLO printer emits.
#[test]
fn generic_form_program() {
    needs_plugin!();
    let text = r#""builtin.module"() <{sym_name = "m"}> ({
  "func.func"() <{function_type = (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>, sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x2xf32>, %arg1: tensor<2x2xf32>):
    %0 = "stablehlo.multiply"(%arg0, %arg1) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%0) : (tensor<2x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()"#;
    let client = client();
    let sig = Signature {
        params: vec![(BufferType::F32, vec![2, 2]); 2],
        results: vec![(BufferType::F32, vec![2, 2])],
    };
    let exe = client.compile(text, sig).unwrap();
    let a = client
        .buffer_from_host(
            &f32_bytes(&[1.0, 2.0, 3.0, 4.0]),
            BufferType::F32,
            &[2, 2],
            0,
        )
        .unwrap();
    let out = exe.execute(&[&a, &a], 0).unwrap();
    assert_eq!(
        bytes_f32(&out[0].to_host_vec().unwrap()),
        vec![1.0, 4.0, 9.0, 16.0]
    );
}

/// Runs a golden program of the lowering crate on this plugin with `args` (s64 tensors).
fn run_i64_golden(rel: &str, args: &[(&[i64], Vec<i64>)], result: Vec<i64>) -> Vec<i64> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../lowering/tests/golden").join(rel);
    let text = std::fs::read_to_string(&path).unwrap();
    let client = client();
    let sig = Signature {
        params: args.iter().map(|(_, d)| (BufferType::S64, d.clone())).collect(),
        results: vec![(BufferType::S64, result)],
    };
    let exe = client.compile(&text, sig).unwrap();
    let bufs: Vec<_> = args
        .iter()
        .map(|(v, d)| {
            let bytes: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
            client.buffer_from_host(&bytes, BufferType::S64, d, 0).unwrap()
        })
        .collect();
    let out = exe.execute(&bufs.iter().collect::<Vec<_>>(), 0).unwrap();
    out[0].to_host_vec().unwrap().chunks(8).map(|c| i64::from_le_bytes(c.try_into().unwrap())).collect()
}

/// The TPU's form of a 64-bit integer product (a broadcast product and a sum, no s64 dot:
/// crates/lowering/src/ops/matmul.rs `product`) computes what the dot computes, checked on
/// this plugin, which runs both, with values whose products overflow 32 bits.
#[test]
fn the_tpu_form_of_s64_products_equals_the_dot() {
    needs_plugin!();
    let a: Vec<i64> = (0..24).map(|i| (i * 7_919 - 40_000) * 100_003).collect();
    let b: Vec<i64> = (0..40).map(|i| (i * 104_729) % 9_973 - 5_000).collect();
    let args = [(&a[..], vec![2, 3, 4]), (&b[..], vec![2, 4, 5])];
    let tpu = run_i64_golden("bmm/bmm_i64_tpu.mlir", &args, vec![2, 3, 5]);
    let mut want = vec![0i64; 30];
    for n in 0..2 {
        for i in 0..3 {
            for j in 0..5 {
                want[n * 15 + i * 5 + j] = (0..4).map(|k| a[n * 12 + i * 4 + k] * b[n * 20 + k * 5 + j]).sum();
            }
        }
    }
    assert_eq!(tpu, want);
    let dot_args = [(&a[..3], vec![3]), (&b[..3], vec![3])];
    let want_dot: i64 = (0..3).map(|k| a[k] * b[k]).sum();
    assert_eq!(run_i64_golden("dot/dot_i64_tpu.mlir", &dot_args, vec![]), vec![want_dot]);
    assert_eq!(run_i64_golden("dot/dot_i64.mlir", &dot_args, vec![]), vec![want_dot]);
}

/// XLA's cost analysis of a loaded executable: a matmul's flops are 2*M*N*K.
#[test]
fn cost_analysis_counts_a_matmuls_flops() {
    needs_plugin!();
    let text = r#"module @m {
  func.func public @main(%a: tensor<16x32xf32>, %b: tensor<32x8xf32>) -> tensor<16x8xf32> {
    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x8xf32>) -> tensor<16x8xf32>
    return %0 : tensor<16x8xf32>
  }
}"#;
    let sig = Signature {
        params: vec![(BufferType::F32, vec![16, 32]), (BufferType::F32, vec![32, 8])],
        results: vec![(BufferType::F32, vec![16, 8])],
    };
    let exe = client().compile(text, sig).unwrap();
    match exe.cost_analysis() {
        Ok(cost) => {
            eprintln!("{cost:?}");
            assert_eq!(cost.flops(), Some((2 * 16 * 8 * 32) as f64), "{cost:?}")
        }
        // Plugins may leave the entry out; then it says so, it does not guess.
        Err(e) => assert!(matches!(e, PjrtError::Unsupported { .. }), "{e}"),
    }
}
