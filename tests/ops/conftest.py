"""One test body, every mode: each op test runs with `check` comparing the device in eager mode
and through `torch.compile` (`test_x[eager]`, `test_x[compiled]`), and where the test is marked
`bucketed`, also compiled with `dynamic=True` at two sizes, the second padded to a bucket
(`test_x[bucketed]`). A test that cannot apply in a mode says so, with its reason:

    @pytest.mark.modes("eager", reason="asserts on eager-only metrics")

A test that runs in a compiled mode must make a comparison there (`check`), and a bucketed one must
run padded at least once: otherwise it fails, rather than pass having compiled nothing."""

import pytest
import torch

from helpers import Mode

MODES = ("eager", "compiled", "bucketed")


def _modes(node):
    m = node.get_closest_marker("modes")
    if m is None:
        return ["eager", "compiled"] + (["bucketed"] if node.get_closest_marker("bucketed") else [])
    unknown = [a for a in m.args if a not in MODES]
    if unknown or not m.args:
        raise pytest.UsageError(f"{node.nodeid}: modes{m.args}: each must be one of {MODES}")
    if not m.kwargs.get("reason"):
        raise pytest.UsageError(f"{node.nodeid}: @pytest.mark.modes needs reason=... (what fails in the other modes)")
    return list(m.args)


def pytest_generate_tests(metafunc):
    chosen = metafunc.config.getoption("--modes").split(",")
    metafunc.parametrize("run_mode", [m for m in _modes(metafunc.definition) if m in chosen], indirect=True)


@pytest.fixture(autouse=True)
def run_mode(request):
    name = request.param
    # A case's own marks (pytest.param(..., marks=...)) are only known here.
    if name not in _modes(request.node):
        pytest.skip(f"[{name}] {request.node.get_closest_marker('modes').kwargs['reason']}")
    if name != "eager":
        torch.compiler.reset()
    Mode.enter(name)
    if name == "bucketed":
        Mode.vary = request.node.get_closest_marker("bucketed").kwargs.get("dim")
    yield name
    Mode.enter("eager")


@pytest.hookimpl(wrapper=True)
def pytest_pyfunc_call(pyfuncitem):
    res = yield
    if Mode.name != "eager" and Mode.checks == 0:
        pytest.fail(f"{Mode.name} mode: the test compared nothing through check(); "
                    "mark it @pytest.mark.modes('eager', reason=...) or compare with check()", pytrace=False)
    if Mode.name == "bucketed" and Mode.padded == 0:
        pytest.fail("bucketed mode: no check() ran padded (no size >= 3 to vary, or none that varied padded)",
                    pytrace=False)
    return res


def pytest_terminal_summary(terminalreporter):
    for name, (checks, padded) in sorted(Mode.totals.items()):
        terminalreporter.write_line(f"tests/ops {name} mode: {checks} device calls compared through torch.compile"
                                    + (f", {padded} of them run padded" if name == "bucketed" else ""))
