"""The fuzzer's fixed findings, replayed: each ``fuzz_<digest>_<mode>.json`` beside this file is one
program as data (written by ``tools/fuzz.py --save``; tools/fuzzing/program.py renders it), run on
the CPU and on the device, eagerly or compiled as found, and compared. When the CPU raised, the
device must raise an error of the same type.
"""

import builtins
import glob
import json
import os
import sys

import pytest
import torch

import torch_pjrt

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools"))

from fuzzing import program as fprogram  # noqa: E402

DEV = torch_pjrt.device_name()
FILES = sorted(glob.glob(os.path.join(HERE, "fuzz_*.json")))


def test_the_regressions_are_found():
    # A glob that matches nothing would leave the parametrized test below with nothing to run.
    assert len(FILES) >= 24, FILES


# The reproducers' own comparison (tools/fuzzing/program.py): a regression is judged here exactly
# as the standalone reproducer the fuzzer writes would judge it.
_helpers = {"torch": torch, "DEV": DEV}
exec(fprogram.REPRO_HELPERS, _helpers)
_flat, _check = _helpers["_flat"], _helpers["_check"]


@pytest.mark.parametrize("path", FILES, ids=[os.path.basename(f).removesuffix(".json") for f in FILES])
def test_regression(path):
    with open(path) as f:
        data = json.load(f)
    p = fprogram.Program.from_json(data["program"])
    assert os.path.basename(path) == fprogram.regression_name(p, data["mode"]), "the file is named after its program"
    fn = fprogram.build_function(p, torch)
    run = torch.compile(fn, backend="tpu", fullgraph=True) if data["mode"] == "compiled" else fn
    if data.get("raises"):
        exc = getattr(builtins, data["raises"], None)
        exc = exc if isinstance(exc, type) and issubclass(exc, BaseException) else Exception
        with pytest.raises(exc):
            fn(*fprogram.make_inputs(p, torch))
        with pytest.raises(exc):
            run(*[x.to(DEV) for x in fprogram.make_inputs(p, torch)])
        return
    tolerances = {getattr(torch, d): tuple(v) for d, v in (data.get("tolerances") or {}).items()}
    want_in = fprogram.make_inputs(p, torch)
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in fprogram.make_inputs(p, torch)]
    got = run(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, tolerances)
