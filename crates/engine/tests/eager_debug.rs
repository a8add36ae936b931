//! The `debug` eager mode (`mode.rs`) at the one launcher every mode shares: a program whose
//! device check fails raises from its own launch, where `strict` keeps the check for the next
//! synchronisation. One test: the mode is the process's, and tests in a file share a process.

use tpj_engine::graph::{compile, run, GArg, GraphSpec, Node, Ref};
use tpj_engine::mode::{self, EagerMode};
use tpj_engine::{checks, runtime, EngineError, Slot};
use tpj_lowering::{DType, Number};

fn int(v: i64) -> GArg {
    GArg::Scalar(Number { dtype: DType::I64, f: v as f64, i: v })
}

/// `torch.ones(4, 3).index_select(0, torch.arange(2, 2 + 2 * n, 2))`: rows 2, 4, ... of four.
fn every_other_row(n: i64) -> GraphSpec {
    let node = |op: &str, names: &[&str], args: Vec<GArg>| Node {
        op: op.into(),
        arg_names: names.iter().map(|s| s.to_string()).collect(),
        args,
        mutated: vec![],
    };
    GraphSpec {
        inputs: vec![],
        nodes: vec![
            node("aten::full", &["size", "fill_value"], vec![GArg::IntList(vec![4, 3]), GArg::Scalar(Number { dtype: DType::F64, f: 1.0, i: 1 })]),
            node("aten::arange", &["start", "end", "step"], vec![int(2), int(2 + 2 * n), int(2)]),
            node("aten::index_select", &["self", "dim", "index"], vec![GArg::Tensor(Ref::Node(0, 0)), GArg::Int(0), GArg::Tensor(Ref::Node(1, 0))]),
        ],
        outputs: vec![Ref::Node(2, 0)],
        padding: None,
        input_views: vec![],
    }
}

fn device_check(r: tpj_engine::Result<()>) -> String {
    match r {
        Err(e @ EngineError::DeviceCheck { index_error: true, .. }) => e.to_string(),
        other => panic!("expected a failed index check, got {other:?}"),
    }
}

#[test]
fn debug_raises_a_failed_check_at_the_launch_strict_at_the_synchronisation() {
    let plugin = tpj_pjrt::plugin_or_skip!();
    runtime::init(&plugin.to_string_lossy(), &[]).expect("the CPU plugin loads");
    assert_eq!(mode::get(), EagerMode::Strict, "the default, TORCH_PJRT_EAGER unset");
    // Rows 2 and 4 of four: 4 is out of range.
    let bad = compile(&every_other_row(2), 0).expect("the graph compiles");
    let good = compile(&every_other_row(1), 0).expect("the graph compiles");
    let out = Slot::new(0, 0);

    run(&bad, &[], &[&out], &[]).expect("strict: the launch only queues the program");
    assert_eq!(checks::pending(), 1);
    let msg = device_check(checks::check(Some(0), true));
    assert!(msg.contains("saw indices from 2 to 4") && msg.contains("reported at this synchronisation"), "{msg}");

    mode::set(EagerMode::Debug).unwrap();
    let msg = device_check(run(&bad, &[], &[&out], &[]));
    assert!(msg.contains("saw indices from 2 to 4") && msg.contains("reported at the op"), "{msg}");
    assert_eq!(checks::pending(), 0, "raised once, not kept for the next synchronisation too");
    run(&good, &[], &[&out], &[]).expect("an index in range passes");
    let bytes = out.state().buf.expect("the graph wrote its output").to_host_vec().unwrap();
    assert_eq!(bytes, [1.0f32; 3].iter().flat_map(|v| v.to_le_bytes()).collect::<Vec<u8>>());
    assert_eq!(checks::pending(), 0);
    mode::set(EagerMode::Strict).unwrap();
}
