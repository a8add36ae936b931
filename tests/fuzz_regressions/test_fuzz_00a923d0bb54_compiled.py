"""Fuzz finding (compiled): mismatch nan: 15 of 32 elements (torch.float16[1, 8, 4, 1]) differ, max abs diff 2; at [0, 0, 0, 0]: device 1.0, CPU -1.0

Found by `tools/fuzz.py --seed 2024` (program 197, 20 ops; shrunk to 2); 5 program(s) failed this way: 197, 336, 551, 573, 648.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x0):
    v4 = torch.atan(x0)
    v8 = F.normalize(v4, p=2.0, dim=3)
    return [v8]


def inputs():
    return [
        torch.tensor([[[[-0.464111328125], [0.57763671875], [0.024169921875], [-0.33984375]], [[1.84375], [-0.400634765625], [-1.029296875], [0.81982421875]], [[0.93603515625], [-0.740234375], [-1.3818359375], [0.42822265625]], [[-0.2274169921875], [-0.8388671875], [-0.49755859375], [-1.169921875]], [[1.14453125], [-1.3154296875], [0.20654296875], [0.91455078125]], [[1.91015625], [-0.1915283203125], [-0.64501953125], [2.123046875]], [[-0.67626953125], [-1.1142578125], [-0.268798828125], [-0.12939453125]], [[-0.00666046142578125], [0.95263671875], [-0.58935546875], [-0.87890625]]]], dtype=torch.float16).reshape([1, 8, 4, 1]),
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


def test_fuzz_00a923d0bb54_compiled():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
