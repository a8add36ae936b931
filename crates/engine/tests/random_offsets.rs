//! Random numbers drawn by compiled graphs on two threads at once (autograd's thread and the
//! user's, in practice): every run takes its own counter offsets, so no two runs produce the
//! same numbers. The offsets were once read and written back under two separate locks.

use std::collections::HashSet;
use tpj_engine::graph::{compile, run, GArg, GraphSpec, Node, Ref};
use tpj_engine::{runtime, Slot};

#[test]
fn two_threads_running_random_graphs_never_share_an_offset() {
    let plugin = tpj_pjrt::plugin_or_skip!();
    runtime::init(&plugin.to_string_lossy(), &[]).expect("the CPU plugin loads");
    let spec = GraphSpec {
        inputs: vec![],
        nodes: vec![Node { op: "aten::rand".into(), arg_names: vec!["size".into()], args: vec![GArg::IntList(vec![4])], mutated: vec![] }],
        outputs: vec![Ref::Node(0, 0)],
        padding: None,
        input_views: vec![],
    };
    let graph = compile(&spec, 0).expect("a random graph compiles");
    const RUNS: usize = 3000;
    let draw = |graph: std::sync::Arc<tpj_engine::graph::CompiledGraph>| move || {
        let mut seen = Vec::with_capacity(RUNS);
        for _ in 0..RUNS {
            let out = Slot::new(0, 16);
            run(&graph, &[], &[&out], &[]).expect("the graph runs");
            let buf = out.state().buf.expect("the graph wrote its output");
            seen.push(buf.to_host_vec().expect("read back"));
        }
        seen
    };
    let a = std::thread::spawn(draw(graph.clone()));
    let b = std::thread::spawn(draw(graph));
    let all: Vec<Vec<u8>> = a.join().unwrap().into_iter().chain(b.join().unwrap()).collect();
    let distinct: HashSet<&Vec<u8>> = all.iter().collect();
    assert_eq!(distinct.len(), all.len(), "{} of {} runs repeated another run's random numbers", all.len() - distinct.len(), all.len());
}
