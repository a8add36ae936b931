"""SGLang's view of a PJRT device (``sglang.srt.platforms.interface.SRTPlatform``).

What SGLang asks an out-of-tree platform, answered from torch_pjrt: the device's name and
memory come from the engine (``torch.tpu``), tensors are ``tpu`` tensors, the model runs eagerly
op by op (no CUDA graphs, no Inductor, no Triton) with SGLang's own ``torch_native`` attention
backend over its in-tree KV cache pool, and its ``GroupCoordinator`` binds device groups to our
``pjrt`` c10d backend.

Example::

    >>> from sglang.srt.platforms import current_platform   # in .venv-sglang, a plugin present
    >>> current_platform.device_type, current_platform.is_out_of_tree()
    ('tpu', True)
"""

import logging

import torch
from sglang.srt.platforms.device_mixin import PlatformEnum
from sglang.srt.platforms.interface import PlatformCapabilities, SRTPlatform

# Under "sglang." so that SGLang's logging configuration shows it.
logger = logging.getLogger(f"sglang.{__name__}")


# The server arguments naming a kernel backend, and the one each takes on the device.
_BACKENDS = {
    "attention_backend": "torch_native",
    "prefill_attention_backend": "torch_native",
    "decode_attention_backend": "torch_native",
    "sampling_backend": "pytorch",
}


class PjrtSRTPlatform(SRTPlatform):
    """A PJRT device (``tpu``) as an SGLang platform."""

    _enum = PlatformEnum.OOT
    device_name: str = "tpu"
    device_type: str = "tpu"
    supported_quantization: list[str] = []
    # Triton kernels, CUDA graphs, piecewise Inductor graphs and NCCL are CUDA's: each False
    # sends SGLang down its torch-native path, which dispatches to the engine like any model.
    capabilities = PlatformCapabilities(
        supports_triton=False, graph_capture=False, piecewise_graph=False, hicache_device_kernels=False,
        supports_pynccl=False,
    )

    # ---- device identity and memory (the engine's figures) ----

    def get_device(self, device_id: int | None = None) -> str:
        # A string, as SGLang's get_device() returns for its own devices: it is the default of
        # --device when none is given, and the argument resolver splits it on ":".
        return self.device_type if device_id is None else f"{self.device_type}:{device_id}"

    def set_device(self, device: torch.device) -> None:
        torch.tpu.set_device(device)

    def get_device_name(self, device_id: int = 0) -> str:
        return torch.tpu.get_device_name(device_id)

    def get_device_uuid(self, device_id: int = 0) -> str:
        return f"{torch.tpu.get_device_properties(device_id).platform}-{device_id}"

    def get_device_capability(self, device_id: int = 0):
        return None

    def get_device_total_memory(self, device_id: int = 0) -> int:
        return int(torch.tpu.mem_get_info(device_id)[1])

    def get_current_memory_usage(self, device=None) -> float:
        return float(torch.tpu.memory_allocated(device))

    def synchronize(self) -> None:
        torch.tpu.synchronize()

    def is_pin_memory_available(self, device=None) -> bool:
        return False

    # ---- what SGLang builds on the device ----

    def apply_server_args_defaults(self, server_args) -> None:
        # Each default is the torch-native choice of its subsystem: anything else is a CUDA
        # kernel library (FlashInfer, Triton, sgl-kernel) that cannot launch here. SGLang's
        # declared defaults win over what the user passed, so a choice that cannot run is
        # refused here by name rather than replaced unseen.
        for field, ours in _BACKENDS.items():
            asked = getattr(server_args, field, None)
            if asked not in (None, ours):
                raise ValueError(
                    f"{field}={asked!r} cannot run on the tpu device ({self.get_device_name()}): "
                    f"it runs {field}={ours!r} (SGLang's torch-native path)"
                )
        server_args.attention_backend = _BACKENDS["attention_backend"]
        server_args.sampling_backend = _BACKENDS["sampling_backend"]
        server_args.disable_cuda_graph = True
        server_args.disable_piecewise_cuda_graph = True
        # The overlap scheduler runs the next batch's CPU work beside the device on CUDA
        # streams; the engine has one queue per device and no streams to overlap on.
        server_args.disable_overlap_schedule = True

    def get_default_attention_backend(self) -> str:
        return "torch_native"

    def get_compile_backend(self, mode: str | None = None) -> str:
        # Inductor would generate Triton or C++ for a device it does not know; torch.compile
        # on the device goes through our Dynamo backend.
        return "tpu"

    def get_torch_distributed_backend_str(self) -> str:
        # Our c10d backend takes tpu tensors (docs/distributed.md); SGLang's CPU groups stay gloo's.
        return "pjrt"

    def get_group_coordinator_device(self, local_rank: int) -> torch.device:
        return torch.device(self.device_type, local_rank)

    def init_backend(self) -> None:
        # Each SGLang worker process loads the plugin afresh (importing torch_pjrt also
        # registers the pjrt c10d backend).
        import torch_pjrt

        torch_pjrt.init()

    def post_load_model(self, model: torch.nn.Module) -> None:
        # SGLang's loaders place weights on the device they are given; one left on the host
        # would run its ops there unseen, so a model not wholly on the device is refused here.
        tensors = list(model.named_parameters()) + list(model.named_buffers())
        off = [f"{n} ({t.device})" for n, t in tensors if t.device.type != self.device_type]
        if off:
            raise RuntimeError(
                f"SGLang loaded {len(off)} of the model's {len(tensors)} tensors off the {self.device_type} device: "
                + ", ".join(off[:5]) + (" ..." if len(off) > 5 else "")
            )
        dev = tensors[0][1].device if tensors else self.get_device()
        logger.info("SGLang's model is on %s (%s): %d tensors, %.1f MB", dev, self.get_device_name(dev.index or 0),
                    len(tensors), sum(t.numel() * t.element_size() for _, t in tensors) / 1e6)

    def get_quantization_config(self, quantization: str):
        # SGLang asks this of an out-of-tree platform for a quantized checkpoint; its in-tree
        # configs run CUDA kernels (Marlin, CUTLASS, FP8 GEMMs), so none is offered here.
        raise ValueError(
            f"the tpu device ({self.get_device_name()}) runs unquantized models (float32, bfloat16, float16), "
            f"not quantization={quantization!r}"
        )
