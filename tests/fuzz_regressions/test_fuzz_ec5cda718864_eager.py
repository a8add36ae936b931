"""Fuzz finding (eager): mismatch nan: 1 of 90 elements (torch.float32[3, 5, 2, 3]) differ; at [1, 0, 0, 0]: device 1.2444889545440674, CPU nan

Found by `tools/fuzz.py --seed 3` (program 20, 19 ops; shrunk to 2); 2 program(s) failed this way: 20, 77.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x0, x1, x2, x8):
    v0 = torch.clamp(x0, min=x1, max=x2)
    v17 = torch.cat([x8, v0, x2], dim=2)
    return [v17]


def inputs():
    return [
        torch.tensor([[[-1.3503865003585815]]], dtype=torch.float32).reshape([1, 1, 1]),
        torch.tensor([[[1.2444889545440674]]], dtype=torch.float32).reshape([1, 1, 1]),
        torch.tensor([[[[1.396, 0.0, 0.0]], [[-1.899, -0.142, -5.449]], [[0.699, -0.946, -1.719]], [[0.532, 4.431, 1.577]], [[float('inf'), float('inf'), 0.0]]], [[[float('nan'), -1.276, 1.926]], [[float('inf'), -1.843, 0.678]], [[-float('inf'), float('inf'), 0.0]], [[0.0, float('inf'), 0.0]], [[0.0, -float('inf'), 0.0]]], [[[-0.528, 0.0, -1.056]], [[-1.587, 1.757, -float('inf')]], [[-4.442, 1.191, 0.125]], [[2.216, 3.434, float('inf')]], [[1.206, -0.349, 0.0]]]], dtype=torch.float32).reshape([3, 5, 1, 3]),
        torch.tensor([[[], [], [], [], []], [[], [], [], [], []], [[], [], [], [], []]], dtype=torch.float32).reshape([3, 5, 0, 3]),
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


def test_fuzz_ec5cda718864_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
