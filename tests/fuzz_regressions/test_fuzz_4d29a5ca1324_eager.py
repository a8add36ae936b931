"""Fuzz finding (eager): mismatch values: 15 of 50 elements (torch.float16[1, 5, 10, 1]) differ, max abs diff 1.17; at [0, 2, 2, 0]: device 0.0, CPU -1.16796875

Found by `tools/fuzz.py --seed 2024` (program 0, 25 ops; shrunk to 2); 24 program(s) failed this way: 0, 65, 118, 151, 281, 349, 408, 445, 511, 641, 669, 747, 770, 799, 811, 814, 887, 908, 1003, 1109.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x0):
    v6 = torch.atan(x0)
    v14 = F.pad(v6, [-1, -1, 2, 0, 2, 1], value=0.5)
    return [v14]


def inputs():
    return [
        torch.randn([1, 2, 8, 3], generator=torch.Generator().manual_seed(527008100)).to(torch.float16),
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


def test_fuzz_4d29a5ca1324_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
