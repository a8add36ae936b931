"""Fuzz finding (compiled): crash: worker died (signal SIGABRT) in the newer XLA CPU's LLVM (bfloat16 compare fused with a float16 convert):
              0x7f3e94149360: i64 = add nuw 0x7f3e94149280, Constant:i64<24>
                0x7f3e94149280: i64,ch = CopyFromReg 0x7f3e940dd0e8, Register:i64 %0
  0x7f3e9414bfc0: v16f32 = bitcast 0x7f3e94149c20
    0x7f3e94149c20: v16i32 = X86ISD::VSHLI 0x7f3e94149b40,

Found by `tools/fuzz.py --seed 2024` (program 408, 20 ops; shrunk to 2); 1 program(s) failed this way: 408.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x1, x2):
    v3 = x1 < x2
    v4 = v3.to(torch.float16)
    return [v4]


def inputs():
    return [
        torch.tensor([[1.4296875, -0.412109375, -0.11767578125, 0.236328125, 1.4609375, 0.62109375, -2.171875, -0.388671875], [-0.77734375, 0.4921875, 0.2451171875, -1.1875, 0.197265625, 1.59375, -0.6875, -0.28125], [-0.8203125, 1.8046875, -0.4453125, 0.47265625, -0.0240478515625, -0.37890625, 0.93359375, 1.7421875], [1.765625, 0.92578125, -0.65625, -0.1875, -0.4296875, -0.265625, 2.03125, 1.375], [-1.609375, -0.5859375, -1.59375, 2.484375, -1.109375, -1.4921875, -1.1015625, 1.109375], [0.16015625, 0.82421875, 0.400390625, -1.40625, 0.89453125, 1.2421875, -3.484375, -0.055908203125], [-0.47265625, 1.0078125, 0.56640625, -0.69921875, 1.5625, -0.08544921875, -2.015625, -0.447265625], [1.890625, -1.0, -0.1328125, -0.291015625, -0.72265625, 1.453125, -0.953125, -0.96484375]], dtype=torch.bfloat16).reshape([8, 8]),
        torch.tensor([[1.390625]], dtype=torch.bfloat16).reshape([1, 1]),
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


def test_fuzz_80610c7cf764_compiled():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = torch.compile(fn, backend="tpu", fullgraph=True)(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
