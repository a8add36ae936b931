"""PyTorch's OpInfo suite on the PJRT device, strict mode, compared with the CPU.

Instantiated with PyTorch's device-generic machinery (`instantiate_device_type_tests(...,
only_for=("tpu",))` over `op_db`): ``TestOpInfoTPU.test_forward_<op>_tpu_<dtype>`` and
``test_grad_<op>_tpu_float32``. The body of every test is :func:`harness.run_case`, the same
function the crash-isolated sweep (`tools/conformance.py`) runs, so both mean the same thing.

By default this runs the CI subset (:data:`CORE_OPS`, float32 forward and gradients).
``TORCH_PJRT_OPINFO=full`` instantiates every op_db entry and dtype in-process; prefer the
sweep driver for that, which survives crashes and writes docs/conformance.md::

    .venv/bin/python tools/conformance.py
"""

import os
import sys
import unittest

import torch
import torch_pjrt  # noqa: F401  (must precede torch.testing._internal: the device list is read on import)
from torch.testing._internal import common_device_type as cdt
from torch.testing._internal.common_device_type import OpDTypes, instantiate_device_type_tests, ops
from torch.testing._internal.common_methods_invocations import op_db
from torch.testing._internal.common_utils import TestCase

from tests.conformance import harness
from tests.conformance.harness import DTYPE_NAMES, DTYPES, FORWARD, GRAD, GRAD_DTYPES

#: The CI subset: the ops real models use most (see tools/op_usage.py), float32 forward + gradients.
CORE_OPS = (
    "add", "mul", "sub", "div.no_rounding_mode", "matmul", "mm", "bmm", "addmm", "nn.functional.linear",
    "view", "reshape", "permute", "transpose", "expand", "cat", "stack", "split", "squeeze", "unsqueeze",
    "sum", "mean", "amax", "softmax", "log_softmax", "nn.functional.relu", "nn.functional.gelu",
    "nn.functional.silu", "sigmoid", "tanh", "exp", "log", "sqrt", "rsqrt", "pow", "neg", "where",
    "nn.functional.layer_norm", "nn.functional.embedding", "nn.functional.cross_entropy",
    "nn.functional.conv2d", "clamp", "gather", "index_select", "masked_fill", "abs", "maximum",
)

FULL = os.environ.get("TORCH_PJRT_OPINFO", "").strip().lower() == "full"

if FULL:
    _ops = list(op_db)
    _fwd_dtypes = DTYPES
else:
    _by_name = {op.full_name: op for op in op_db}
    _ops = [_by_name[n] for n in CORE_OPS]
    _fwd_dtypes = (torch.float32,)
_grad_ops = [op for op in _ops if op.supports_autograd]

# Name the instantiated tests after the device ("..._tpu_float32", class TestOpInfoTPU) rather than
# "privateuse1"; filter_desired_device_types maps our backend name back for `only_for`.
cdt.PrivateUse1TestBase.device_type = torch._C._get_privateuse1_backend_name()


class TestOpInfo(TestCase):
    """Every sample of an op_db entry, on the device vs on the CPU, in strict mode."""

    def _check(self, out):
        # xpass: listed as failing but passes; docs/conformance.md lists it for deletion from
        # expected_failures.py (not a failure here, so a fix elsewhere cannot break CI).
        if out.status in ("pass", "xpass"):
            return
        if out.status == "skip":
            self.skipTest(f"not applicable: {out.message}")
        if out.status == "xfail":
            if "pytest" in sys.modules:
                import pytest

                pytest.xfail(out.message)
            self.skipTest(f"expected failure: {out.message}")
        detail = f"\n{out.note}" if out.note else ""
        self.fail(f"{out.op} {out.dtype} {out.kind}: {out.status}: {out.message}{detail}")

    @ops(_ops, allowed_dtypes=_fwd_dtypes)
    def test_forward(self, device, dtype, op):
        self._check(harness.run_case(op.full_name, DTYPE_NAMES[dtype], FORWARD))

    @ops(_grad_ops, dtypes=OpDTypes.supported_backward, allowed_dtypes=GRAD_DTYPES)
    def test_grad(self, device, dtype, op):
        self._check(harness.run_case(op.full_name, DTYPE_NAMES[dtype], GRAD))


instantiate_device_type_tests(TestOpInfo, globals(), only_for=(torch_pjrt.device_name(),))

if __name__ == "__main__":
    unittest.main()
