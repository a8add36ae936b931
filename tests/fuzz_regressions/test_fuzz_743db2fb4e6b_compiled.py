"""Fuzz finding (compiled): mismatch values: 3 of 21 elements (torch.float32[1, 3, 7]) differ, max abs diff 1; at [0, 0, 3]: device 1.0, CPU 0.0

Found by `tools/fuzz.py --seed 2025` (program 81, 29 ops; shrunk to 3); 1 program(s) failed this way: 81.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x0):
    v8 = torch.round(x0, decimals=1)
    v19 = v8.lgamma()
    v22 = torch.sign(v19)
    return [v22]


def inputs():
    return [
        torch.tensor([[[0.7825955152511597, 0.43032288551330566, 1.2718849182128906, 0.9529178142547607, -1.1997931003570557, -1.8656865358352661, -2.1124815940856934], [1.0023218393325806, 0.41447558999061584, -0.017158905044198036, 1.7412898540496826, 1.467951774597168, 0.20116384327411652, -0.11230076849460602], [0.19946612417697906, -2.301699638366699, -0.8921246528625488, 0.01961689442396164, -2.2589778900146484, 0.8411802649497986, 1.0259785652160645]]], dtype=torch.float32).reshape([1, 3, 7]),
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


def test_fuzz_743db2fb4e6b_compiled():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
