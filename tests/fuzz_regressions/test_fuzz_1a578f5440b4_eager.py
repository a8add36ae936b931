"""Fuzz finding (eager): mismatch nan: 1 of 16 elements (torch.float32[4, 4]) differ; at [3, 3]: device nan, CPU inf

Found by `tools/fuzz.py --seed 2024` (program 191, 22 ops; shrunk to 2); 3 program(s) failed this way: 191, 1251, 1484.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x1, x2):
    v3 = torch.pow(x1, x1)
    v4 = torch.hypot(v3, x2)
    return [v4]


def inputs():
    return [
        torch.tensor([[-0.3924364447593689]], dtype=torch.float32).reshape([1, 1]).mT.contiguous().mT,
        torch.tensor([[1.323, -2.766, float('nan'), 0.233], [0.478, -1.964, -0.147, 0.53], [4.524, -2.631, 0.177, 0.0], [-1.115, 0.788, 2.669, -float('inf')]], dtype=torch.float32).reshape([4, 4]),
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


def test_fuzz_1a578f5440b4_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
