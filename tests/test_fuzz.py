"""The differential fuzzer (tools/fuzz.py): a fixed-seed batch must find no crash and no mismatch
that tests/fuzz_regressions/expected.py does not explain, and the machinery that decides so
(comparison, shrinking, crash isolation, reproducers) must itself catch what it is for.

``TORCH_PJRT_FUZZ_PROGRAMS`` overrides the batch size (default :data:`PROGRAMS`).
"""

import json
import os
import subprocess
import sys

import pytest
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from fuzzing import execute, pool, program, shrink  # noqa: E402

#: The fixed-seed batch: programs, each eager and compiled, on 2 workers (about 2.5 minutes on 2
#: busy cores, measured: 80 programs took 86 s at a load average of 10).
SEED = 14
PROGRAMS = int(os.environ.get("TORCH_PJRT_FUZZ_PROGRAMS", "150"))


def _fuzz(tmp_path, *args, env=None, timeout=900):
    report = tmp_path / "report.json"
    proc = subprocess.run(
        [sys.executable, os.path.join(ROOT, "tools", "fuzz.py"), "--out", str(tmp_path / "out"), "--json", str(report),
         "--quiet", "--no-snapshot", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=timeout, env={**os.environ, **(env or {})},
    )
    assert report.exists(), proc.stdout[-3000:] + proc.stderr[-3000:]
    return proc, json.loads(report.read_text())


@pytest.mark.default_torch_only  # ~90 s; every op it draws is also checked per op on both torch series (tests/ops)
def test_fixed_seed_batch_has_no_crash_and_no_unexplained_mismatch(tmp_path):
    proc, rep = _fuzz(tmp_path, "--seed", str(SEED), "--programs", str(PROGRAMS), "--workers", "2", "--no-shrink")
    failures = "\n".join(f"  program {f['index']} {f['mode']}: {f['status']} {f['kind']} at {f['where']} "
                         f"(made by {f['producer']}): {f['detail'][:300]}" for f in rep["failures"])
    repro = f"reproduce one: .venv/bin/python tools/fuzz.py --seed {SEED} --start N --programs 1"
    assert rep["programs"] == PROGRAMS
    for mode in ("eager", "compiled"):
        t = rep["totals"][mode]
        assert t["runs"] == PROGRAMS
        assert t.get("crash", 0) == 0 and t.get("timeout", 0) == 0, f"{mode}:\n{failures}\n{repro}"
        assert t.get("mismatch", 0) == 0 and t.get("error", 0) == 0, f"{mode}:\n{failures}\n{repro}"
        # The batch exercises the device: most programs run through and match.
        assert t.get("match", 0) >= 0.8 * PROGRAMS, t
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]


@pytest.mark.torch_independent  # the fuzzer's crash and hang recording: once per CI run
def test_a_crash_and_a_hang_are_recorded_and_the_run_goes_on(tmp_path):
    proc, rep = _fuzz(tmp_path, "--seed", "1", "--programs", "3", "--mode", "eager", "--workers", "1",
                      "--timeout", "10", "--no-shrink", env={"TORCH_PJRT_FUZZ_FAULT": "crash=0,hang=1"})
    assert proc.returncode == 1  # failures make it exit 1
    t = rep["totals"]["eager"]
    assert t["runs"] == 3 and t.get("crash") == 1 and t.get("timeout") == 1, t
    by_index = {f["index"]: f for f in rep["failures"]}
    assert by_index[0]["status"] == "crash" and "SIGSEGV" in by_index[0]["detail"]
    assert by_index[1]["status"] == "timeout"
    assert set(by_index) == {0, 1}  # program 2 ran in the restarted worker


# --- the machinery, without the device ------------------------------------------------------------


def test_comparison_flags_wrong_values_nan_positions_dtypes_and_shapes():
    want = [torch.tensor([1.0, 2.0, float("nan")]), torch.tensor([1, 2])]
    names = ["v0", "v1"]
    assert execute.compare([t.clone() for t in want], want, names) is None
    off = [torch.tensor([1.0, 2.5, float("nan")]), want[1]]
    assert execute.compare(off, want, names)[:2] == ("values", "v0")
    nan = [torch.tensor([1.0, 2.0, 3.0]), want[1]]
    assert execute.compare(nan, want, names)[:2] == ("nan", "v0")
    assert execute.compare([want[0], want[1].int()], want, names)[0] == "dtype"
    assert execute.compare([want[0], torch.tensor([1, 2, 3])], want, names)[0] == "shape"
    assert execute.compare([want[0], torch.tensor([1, 3])], want, names)[:2] == ("values", "v1")
    # An infinity equals only itself: a relative tolerance of it would accept any finite value.
    inf = [torch.tensor([float("inf"), 1.0])]
    for g in ([float("-inf"), 1.0], [3e38, 1.0]):
        assert execute.compare([torch.tensor(g)], inf, ["v0"])[:2] == ("values", "v0"), g
    assert execute.compare([torch.tensor([1.0, float("inf")])], [torch.tensor([3e38, float("inf")])], ["v0"])[:2] == ("values", "v0")


def test_noise_of_an_ill_conditioned_program_is_unstable_not_a_mismatch():
    # tan near its pole amplifies rounding: a device result 1e-3 off is as good as the CPU's.
    p = program.Program(0, 0, [program.Input("x0", [1], "float32", {"kind": "literal", "values": [1.5707]})],
                        [program.Op("call", "torch.tan", [{"v": "x0"}], {}, ["v0"], "tan")], ["v0"])
    want = execute.cpu_reference(p)
    got = [want.values[0] * (1 + 3e-4), want.values[1]]
    kind, where, _, tolerated = execute.compare(got, want.values, want.names, lambda: execute.Shadow(p))
    assert (kind, where, tolerated) == ("values", "v0", True)
    # The same error where the program is well conditioned is a mismatch.
    p.inputs[0].init["values"] = [0.5]
    want = execute.cpu_reference(p)
    got = [want.values[0] * (1 + 3e-4), want.values[1]]
    assert execute.compare(got, want.values, want.names, lambda: execute.Shadow(p))[3] is False


def test_an_op_rounding_amplified_downstream_is_unstable_not_a_mismatch():
    # tanh(8) is 1 - 2.2e-7 in float32: a tanh one ulp lower (XLA's is within a few) moves
    # logit's 1 - p by a quarter, logit by 1.5 %. Perturbing the input cannot show it (tanh is
    # flat there); the CPU with every op a couple of ulp off does.
    def prog(x):
        return program.Program(0, 0, [program.Input("x0", [1], "float32", {"kind": "literal", "values": [x]})],
                               [program.Op("call", "torch.tanh", [{"v": "x0"}], {}, ["v0"], "tanh"),
                                program.Op("call", "torch.logit", [{"v": "v0"}], {}, ["v1"], "logit")], ["v1"])

    p = prog(8.0)
    want = execute.cpu_reference(p)
    one_ulp_lower = torch.nextafter(torch.tanh(torch.tensor([8.0])), torch.tensor([0.0]))
    got = [torch.logit(one_ulp_lower), want.values[1]]
    kind, where, _, tolerated = execute.compare(got, want.values, want.names, lambda: execute.Shadow(p))
    assert (kind, where, tolerated) == ("values", "v1", True)
    # Where logit is well conditioned, a 1.5 % error stays a mismatch.
    p = prog(0.5)
    want = execute.cpu_reference(p)
    got = [want.values[0] * 1.015, want.values[1]]
    assert execute.compare(got, want.values, want.names, lambda: execute.Shadow(p))[3] is False
    # The nudge moves rounding ops only: views, copies and selections come back exact.
    x = program.Input("x0", [4], "float32", {"kind": "literal", "values": [0.1, 0.2, 0.3, 0.4]})
    ops = [program.Op("call", "torch.flip", [{"v": "x0"}, [0]], {}, ["v0"], "flip"),
           program.Op("call", "torch.exp", [{"v": "v0"}], {}, ["v1"], "exp")]
    p = program.Program(0, 0, [x], ops, ["v0", "v1"])
    exact, nudged = execute.cpu_reference(p), execute.cpu_reference(p, nudge=(1, 2))
    assert torch.equal(nudged.values[0], exact.values[0]) and not torch.equal(nudged.values[1], exact.values[1])


def test_generation_is_deterministic_and_programs_run_on_the_cpu():
    specs = pool.pool()
    for i in range(20):
        a, b = pool.generate(5, i, specs, torch), pool.generate(5, i, specs, torch)
        assert a.to_json() == b.to_json()
        assert 1 <= len(a.ops) <= 30
        r = execute.cpu_reference(program.Program.from_json(a.to_json()))
        # Only the few programs made to end in an error raise, and then in their last op.
        if r.exc is not None:
            assert str(len(a.ops) + 1) in "".join(__import__("traceback").format_tb(r.exc.__traceback__))


@pytest.mark.parametrize("mode", ["eager", "compiled"])
def test_nn_family_programs_run_on_the_device_as_on_the_cpu(mode):
    # Convolutions, pooling, interpolation, attention and losses: programs drawn from the nn
    # family alone (inputs of the ranks they need are made), each agreeing with the CPU.
    specs = [s for s in pool.pool() if s.family == "nn"]
    assert {s.name for s in specs} >= {"conv", "pool", "attention", "cross_entropy"}
    seen = set()
    for i in range(4):
        p = pool.generate(21, i, specs, torch, min_ops=3, max_ops=6)
        seen.update(o.spec for o in p.ops)
        out = execute.run(p, mode)
        assert out["status"] in ("match", "unstable", "upstream"), (program.function_source(p), out)
    assert len(seen) >= 4, seen


def test_shrinking_finds_the_one_op_that_fails():
    p = pool.generate(3, 7, pool.pool(), torch)
    target = p.ops[len(p.ops) // 2].spec

    def still_fails(c):
        return any(o.spec == target for o in c.ops) and execute.cpu_reference(c).exc is None

    small = shrink.shrink(p, still_fails, seconds=60, torch=torch)
    assert [o.spec for o in small.ops] == [target], program.function_source(small)
    assert len(small.returns) <= 1


def test_reproducer_is_a_standalone_test_that_replays_the_program(tmp_path):
    p = pool.generate(3, 11, pool.pool(), torch)
    src = program.reproducer(p, "eager", {}, execute.TOLERANCES, "A replay.")
    ns = {}
    exec(compile(src, "repro.py", "exec"), ns)  # noqa: S102
    name = next(k for k in ns if k.startswith("test_fuzz_"))
    fn_src = program.function_source(p)
    assert fn_src.strip() in src
    ns[name]()  # the device agrees with the CPU on this program: the replay passes


def test_a_finding_is_written_as_data_the_regression_runner_replays(tmp_path):
    from tests.fuzz_regressions import test_regressions

    p = pool.generate(3, 11, pool.pool(), torch)
    data = program.regression(p, "compiled", {}, execute.TOLERANCES, "A replay.")
    path = tmp_path / program.regression_name(p, "compiled")
    path.write_text(program.regression_text(data))
    again = json.loads(path.read_text())
    assert again == data and program.Program.from_json(again["program"]).to_json() == p.to_json()
    assert again["tolerances"]["float32"] == list(execute.TOLERANCES[torch.float32])
    test_regressions.test_regression(str(path))  # the device agrees with the CPU on this program
    # A program the file is not named after is refused: a file edited by hand replays what it says.
    renamed = tmp_path / program.regression_name(pool.generate(3, 12, pool.pool(), torch), "compiled")
    path.rename(renamed)
    with pytest.raises(AssertionError, match="named after its program"):
        test_regressions.test_regression(str(renamed))


def test_platform_differences_are_flagged_and_named_in_the_expected_list():
    from tests.fuzz_regressions import expected

    # A device that drops the sign of zeros (as XLA's simplifier does in some rewrites): x * False
    # is -0.0 for negative x, and atan2 shows the sign.
    x = program.Input("x0", [3, 1], "float32", {"kind": "literal", "values": [[1.0], [0.5], [-0.25]]})
    b = program.Input("x1", [3, 1], "bool", {"kind": "literal", "values": [[False], [False], [False]]})
    ops = [program.Op("call", "torch.mul", [{"v": "x0"}, {"v": "x1"}], {}, ["v0"], "mul"),
           program.Op("call", "torch.atan2", [{"v": "v0"}, {"v": "x0"}], {}, ["v1"], "atan2")]
    p = program.Program(0, 0, [x, b], ops, ["v1"])
    want, device = execute.cpu_reference(p), execute.cpu_reference(p, positive_zeros=True)
    out = {"mode": "eager", "status": "mismatch", "kind": "values", "detail": ""}
    assert execute.compare(device.values, want.values, want.names) is not None
    execute._explain(p, want, device, out)
    assert out.get("flags") == ["signed_zero"] and expected.explain(p.specs(), out) == "signed_zeros", out
    # Subnormals: XLA:CPU flushes them to zero, on the real device.
    p = program.Program(0, 0, [program.Input("x0", [2], "float32", {"kind": "literal", "values": [9.3, 1.0]})],
                        [program.Op("call", "torch.erfc", [{"v": "x0"}], {}, ["v0"], "erfc"),
                         program.Op("call", "torch.log2", [{"v": "v0"}], {}, ["v1"], "log2")], ["v1"])
    out = execute.run(p, "eager")
    assert out.get("flags") == ["flush_denormal"] and expected.explain(p.specs(), out) == "subnormals_flushed", out
    # ... also beside an expanded view (seed 2025 program 3276): the flushed CPU run once raised
    # writing its rewrite into the view's shared memory, so nothing explained the flush.
    p = program.Program(0, 0, [program.Input("x0", [2, 1], "float32", {"kind": "literal", "values": [[9.3], [1.0]]})],
                        [program.Op("call", "torch.erfc", [{"v": "x0"}], {}, ["v0"], "erfc"),
                         program.Op("method", "expand", [{"v": "v0"}, -1, 3], {}, ["v1"], "expand"),
                         program.Op("call", "torch.log2", [{"v": "v1"}], {}, ["v2"], "log2")], ["v1", "v2"])
    assert execute.cpu_reference(p, flush_denormal=True).exc is None
    out = execute.run(p, "eager")
    assert out.get("flags") == ["flush_denormal"] and expected.explain(p.specs(), out) == "subnormals_flushed", out
    # A padded convolution meeting an infinite weight: NaN on the CPU (0 * inf), finite on the device.
    x = program.Input("x0", [1, 1, 1], "float32", {"kind": "literal", "values": [[[0.5]]]})
    w = program.Input("x1", [1, 1, 2], "float32", {"kind": "literal", "values": [[[float("inf"), 0.0]]]})
    p = program.Program(0, 0, [x, w], [program.Op("call", "F.conv1d", [{"v": "x0"}, {"v": "x1"}], {"padding": 1}, ["v0"],
                                                  "F.conv1d")], ["v0"])
    out = execute.run(p, "eager")
    assert out.get("flags") == ["conv_padding_nonfinite"], out
    assert expected.explain(p.specs(), out) == "conv_padding_times_infinity", out
    # A one-term matrix product of 0 and a negative number: +0.0 on the CPU (BLAS's accumulator),
    # -0.0 on the device; digamma tells them apart (-inf against +inf), seed 2025 program 8260.
    a = program.Input("x0", [1], "float32", {"kind": "literal", "values": [0.0]})
    b = program.Input("x1", [1, 2], "float32", {"kind": "literal", "values": [[-0.5, 0.5]]})
    p = program.Program(0, 0, [a, b], [program.Op("call", "torch.matmul", [{"v": "x0"}, {"v": "x1"}], {}, ["v0"], "matmul"),
                                       program.Op("call", "torch.digamma", [{"v": "v0"}], {}, ["v1"], "digamma")], ["v1"])
    out = execute.run(p, "eager")
    assert out.get("flags") == ["dot_one_term_zero"], out
    assert expected.explain(p.specs(), out) == "dot_of_one_term_keeps_its_sign", out


@pytest.mark.parametrize("mode", ["eager", "compiled"])
def test_a_wrong_device_result_is_a_mismatch(mode, monkeypatch):
    # The device path, fed a result the CPU would not give: the outcome must say so.
    p = program.Program(0, 0, [program.Input("x0", [3], "float32", {"kind": "literal", "values": [1.0, 2.0, 3.0]})],
                        [program.Op("call", "torch.exp", [{"v": "x0"}], {}, ["v0"], "exp")], ["v0"])
    real = execute._device_run

    def skewed(prog, m):
        r = real(prog, m)
        r.values[0] = r.values[0] + 1
        return r

    monkeypatch.setattr(execute, "_device_run", skewed)
    out = execute.run(p, mode)
    assert (out["status"], out["kind"], out["where"]) == ("mismatch", "values", "v0"), out
