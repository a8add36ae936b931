"""Fuzz finding (compiled): mismatch raised: device raised TorchPjrtError: aten::index_select: internal lowering error: stablehlo.gather: slice_sizes[0] = 1 outside 0..=0 (operand tensor<0xi1>, indices tensor<0x1xi64>)

Found by `tools/fuzz.py --seed 2025` (program 9599, 21 ops; shrunk to 2); 1 program(s) failed this way: 9599.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x3, x6):
    v13 = x3 ^ x6
    v14 = torch.index_select(x3, 0, v13)
    return [v14]


def inputs():
    return [
        torch.tensor([], dtype=torch.bool).reshape([0]),
        torch.tensor([], dtype=torch.int64).reshape([0]),
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


def test_fuzz_4c0901df238d_compiled():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
