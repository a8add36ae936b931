"""Fuzz finding (eager): mismatch nan: 10 of 68 elements (torch.float32[1, 17, 4, 1]) differ; at [0, 0, 2, 0]: device nan, CPU 1.0

Found by `tools/fuzz.py --seed 2024` (program 197, 20 ops; shrunk to 3); 5 program(s) failed this way: 197, 336, 573, 648, 1400.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x0):
    v2 = torch.acos(x0)
    v4 = torch.atan(v2)
    v8 = F.normalize(v4, p=2.0, dim=3)
    return [v8]


def inputs():
    return [
        torch.randn([1, 17, 4, 1], generator=torch.Generator().manual_seed(1463350274)),
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


def test_fuzz_7baeada10105_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
