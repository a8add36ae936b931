"""Fuzz finding (eager): mismatch nan: 1 of 3 elements (torch.float32[3, 1, 1]) differ; at [2, 0, 0]: device -inf, CPU nan

Found by `tools/fuzz.py --seed 2025` (program 2173, 21 ops; shrunk to 1); 2 program(s) failed this way: 2173, 2413.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x1, x2, x3):
    v5 = torch.scatter_reduce(x1, 2, x2, x3, 'amax', include_self=True)
    return [v5]


def inputs():
    return [
        torch.tensor([[[2.145]], [[2.208]], [[-float('inf')]]], dtype=torch.float32).reshape([3, 1, 1]),
        torch.tensor([[[0]], [[0]], [[0]]], dtype=torch.int64).reshape([3, 1, 1]),
        torch.tensor([[[float('inf')]], [[2.775]], [[float('nan')]]], dtype=torch.float32).reshape([3, 1, 1]),
    ]


def _flat(x):
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _flat(v)]
    return [x]


def _check(got, want, tolerances):
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert isinstance(g, torch.Tensor) == isinstance(w, torch.Tensor), f"result {i}"
        if not isinstance(w, torch.Tensor):
            assert g == w, f"result {i}"
            continue
        assert g.device.type == DEV, f"result {i} on {g.device}"
        assert g.dtype == w.dtype and g.shape == w.shape, f"result {i}: {g.dtype}{list(g.shape)} vs {w.dtype}{list(w.shape)}"
        atol, rtol = tolerances.get(w.dtype, (0.0, 0.0))
        torch.testing.assert_close(g.cpu(), w, atol=atol, rtol=rtol, equal_nan=True, msg=lambda m: f"result {i}: {m}")


def test_fuzz_7a4f04fcf74b_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
