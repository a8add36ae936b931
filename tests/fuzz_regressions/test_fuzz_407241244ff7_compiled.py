"""Fuzz finding (compiled): mismatch nan: 4 of 8 elements (torch.float32[1, 1, 8, 1]) differ; at [0, 0, 0, 0]: device nan, CPU -0.2790161967277527

Found by `tools/fuzz.py --seed 2025` (program 1170, 30 ops; shrunk to 2); 1 program(s) failed this way: 1170.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x3):
    v5 = torch.atanh(x3)
    v23 = F.adaptive_avg_pool2d(v5, [8, 1])
    return [v23]


def inputs():
    return [
        torch.tensor([[[[0.3234117031097412, -0.7131108045578003], [-0.3312097191810608, -1.8864285945892334]]]], dtype=torch.float32).reshape([1, 1, 2, 2]),
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


def test_fuzz_407241244ff7_compiled():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
