"""TorchTitan's trainer on CPU tensors with gloo: the reference the device run is compared with.

TorchTitan picks its device once, at import (``torchtitan.tools.utils``:
``_get_available_device_type() or "cuda"``): with no accelerator it takes CUDA, and has no
option for CPU. This launcher sets that module's ``device_type``/``device_module`` to CPU
before the trainer's modules import them, then runs ``torchtitan.train``; the CPU module
gains the device-module queries TorchTitan makes (no memory stats: they read as empty, the
capacity as 1 TiB). Used as
``torchrun ... tests/titan/cpu_train.py <torchtitan.train arguments>``.
"""

import types

import torch

import torchtitan.tools.utils as tt_utils


def _cpu_module():
    mod = types.SimpleNamespace(**{k: getattr(torch.cpu, k) for k in dir(torch.cpu) if not k.startswith("_")})
    mod.device_count = lambda: 1
    mod.current_device = lambda: 0
    mod.set_device = lambda device: None
    mod.get_device_name = lambda device=None: "cpu"
    mod.get_device_properties = lambda device=None: types.SimpleNamespace(total_memory=1 << 40, name="cpu")
    mod.reset_peak_memory_stats = lambda device=None: None
    mod.empty_cache = lambda: None
    mod.memory_stats = lambda device=None: {}
    return mod


def _sum_reductions_for_gloo():
    """gloo has no ReduceOp.PREMUL_SUM, which FSDP2 uses once TorchTitan sets its gradient divide
    factor to 1; FSDP2's public ``set_force_sum_reduction_for_comms`` makes it SUM (then divides
    by that factor, 1): the same gradients."""
    import torchtitan.distributed.fsdp as tt_fsdp
    from torch.distributed.fsdp import FSDPModule

    original = tt_fsdp.disable_fsdp_gradient_division

    def disable_fsdp_gradient_division(model):
        original(model)
        for m in model.modules():
            if isinstance(m, FSDPModule):
                m.set_force_sum_reduction_for_comms(True)

    tt_fsdp.disable_fsdp_gradient_division = disable_fsdp_gradient_division


tt_utils.device_type, tt_utils.device_module = "cpu", _cpu_module()
_sum_reductions_for_gloo()

if __name__ == "__main__":
    from torchtitan.train import main

    main()
