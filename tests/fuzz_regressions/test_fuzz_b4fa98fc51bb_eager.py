"""Fuzz finding (eager): mismatch nan: 1 of 36 elements (torch.float32[4, 3, 3]) differ; at [2, 2, 2]: device 0.0, CPU nan

Found by `tools/fuzz.py --seed 3` (program 230, 22 ops; shrunk to 2); 6 program(s) failed this way: 230, 251, 279, 342, 365, 398.
"""

import torch
import torch.nn.functional as F  # noqa: F401

import torch_pjrt

DEV = torch_pjrt.device_name()


def fn(x1, x2):
    x1[0:4:2, :] = x2
    v15 = F.softshrink(x1, lambd=0.5)
    return [v15]


def inputs():
    return [
        torch.tensor([[[-2.169077157974243, 0.810762345790863, 0.2754872441291809], [0.17472442984580994, -0.2331482470035553, -0.2615283131599426], [0.3228572607040405, -0.32960617542266846, 2.054560899734497]], [[0.8002502918243408, 1.9402087926864624, 0.3288966715335846], [2.68418025970459, -0.03288399800658226, 1.0483250617980957], [1.3523900508880615, -2.0114166736602783, -1.7278631925582886]], [[-0.9658814668655396, 0.14855635166168213, -0.3703746497631073], [-0.3314891457557678, 0.19920283555984497, -1.7722936868667603], [0.2449215203523636, -0.3829544186592102, 0.3774566054344177]], [[-1.2804986238479614, 0.15610717236995697, 0.2917864918708801], [0.49548494815826416, 2.248779058456421, 0.24479886889457703], [-0.9388579726219177, 1.2714718580245972, -0.3840031623840332]]], dtype=torch.float32).reshape([4, 3, 3]),
        torch.tensor([[[-1.341, 1.843, 0.0], [-float('inf'), 1.005, -float('inf')], [2.313, -0.218, float('inf')]], [[-1.239, -6.765, -float('inf')], [-0.947, -1.126, 0.521], [float('inf'), 0.0, float('nan')]]], dtype=torch.float32).reshape([2, 3, 3]),
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


def test_fuzz_b4fa98fc51bb_eager():
    want_in = inputs()
    want = fn(*want_in)
    got_in = [x.to(DEV) for x in inputs()]
    got = fn(*got_in)
    _check(_flat(got) + got_in, _flat(want) + want_in, {torch.float32: (0.0001, 0.0001), torch.bfloat16: (0.01, 0.016), torch.float16: (0.001, 0.002), torch.float64: (1e-07, 1e-07)})
