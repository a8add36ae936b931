"""vLLM's view of a PJRT device (``vllm.platforms.interface.Platform``).

What vLLM asks a platform, answered from torch_pjrt: the device's name and memory come
from the engine (``torch.tpu``), tensors dispatch through ``PrivateUse1``, the model runs
eagerly op by op (no CUDA graphs, no Inductor) with the attention backend of
``torch_pjrt.vllm.attention`` over vLLM's paged KV cache, and the worker is
``torch_pjrt.vllm.worker.PjrtWorker``.

Example::

    >>> from vllm.platforms import current_platform   # in .venv-vllm, a plugin present
    >>> current_platform.device_type, current_platform.dispatch_key
    ('tpu', 'PrivateUse1')
"""

import os

import torch
from vllm.logger import init_logger
from vllm.platforms.interface import Platform, PlatformEnum

# Under "vllm." so that vLLM's logging configuration shows it.
logger = init_logger(f"vllm.{__name__}")

_WORKER = "torch_pjrt.vllm.worker.PjrtWorker"
_ATTENTION = "torch_pjrt.vllm.attention.PjrtAttentionBackend"


class PjrtPlatform(Platform):
    """A PJRT device (``tpu``) as a vLLM platform."""

    _enum = PlatformEnum.OOT
    device_name: str = "tpu"
    device_type: str = "tpu"
    dispatch_key: str = "PrivateUse1"
    # Tensor parallelism: vLLM's device groups on our c10d backend, which takes tpu tensors
    # (docs/distributed.md); its CPU groups stay gloo's.
    dist_backend: str = "pjrt"
    device_control_env_var: str = "TORCH_PJRT_VISIBLE_DEVICES"
    simple_compile_backend: str = "eager"
    supported_quantization: list[str] = []

    @property
    def supported_dtypes(self) -> list[torch.dtype]:
        return [torch.float32, torch.bfloat16, torch.float16]

    @classmethod
    def get_device_name(cls, device_id: int = 0) -> str:
        return torch.tpu.get_device_name(device_id)

    @classmethod
    def get_device_uuid(cls, device_id: int = 0) -> str:
        p = torch.tpu.get_device_properties(device_id)
        return f"{p.platform}-{device_id}"

    @classmethod
    def get_device_total_memory(cls, device_id: int = 0) -> int:
        return int(torch.tpu.mem_get_info(device_id)[1])

    @classmethod
    def get_current_memory_usage(cls, device=None) -> float:
        return float(torch.tpu.memory_allocated(device))

    @classmethod
    def set_device(cls, device: torch.device) -> None:
        torch.tpu.set_device(device)

    @classmethod
    def manual_seed_all(cls, seed: int) -> None:
        torch.tpu.manual_seed_all(seed)

    @classmethod
    def inference_mode(cls):
        return torch.no_grad()

    @classmethod
    def is_pin_memory_available(cls) -> bool:
        return False

    @classmethod
    def import_kernels(cls) -> None:
        # vLLM's compiled kernels (vllm._C) are CUDA's; every op here is torch's, lowered by
        # the engine, and vLLM's custom ops take their native (torch) forms.
        pass

    @classmethod
    def check_if_supports_dtype(cls, dtype: torch.dtype) -> None:
        if dtype not in (torch.float32, torch.bfloat16, torch.float16):
            raise ValueError(
                f"the tpu device ({cls.get_device_name()}) runs models in float32, bfloat16 "
                f"or float16, not {dtype}: pass dtype='float32' (or bfloat16/float16)"
            )

    @classmethod
    def get_attn_backend_cls(cls, selected_backend, attn_selector_config, num_heads=None) -> str:
        if attn_selector_config.use_mla or attn_selector_config.use_sparse:
            raise NotImplementedError("MLA and sparse attention are not supported on the tpu device yet")
        if selected_backend is not None and selected_backend.name != "CUSTOM":
            logger.info("The tpu device runs its own attention backend, not %s.", selected_backend.name)
        return _ATTENTION

    @classmethod
    def check_and_update_config(cls, vllm_config) -> None:
        from vllm.config import CompilationMode, CUDAGraphMode

        # The V1 model runner (PjrtModelRunner); V2's steps are Triton kernels. Set here, in
        # the process that spawns the engine core, so the engine core inherits it.
        os.environ.setdefault("VLLM_USE_V2_MODEL_RUNNER", "0")

        # Eager, op by op: the engine compiles each op's program once per shape and caches
        # it. Token counts padded to buckets and whole-step programs are the next step
        # (issue 29); neither CUDA graphs nor Inductor apply to this device.
        compilation = vllm_config.compilation_config
        compilation.mode = CompilationMode.NONE
        compilation.cudagraph_mode = CUDAGraphMode.NONE
        compilation.cudagraph_capture_sizes = []
        if vllm_config.model_config is not None:
            vllm_config.model_config.enforce_eager = True
        vllm_config.scheduler_config.async_scheduling = False
        parallel = vllm_config.parallel_config
        # vLLM forks its engine core and workers by default; a process forked from one whose
        # PJRT client exists (register() made it) inherits the client without the plugin's
        # threads, and its first program never completes. Spawned ones load the plugin afresh.
        # Set here, in the process that starts them, so its children inherit it.
        if os.environ.get("VLLM_WORKER_MULTIPROC_METHOD", "fork") != "spawn":
            logger.info("vLLM's processes on the tpu device are spawned, not forked (VLLM_WORKER_MULTIPROC_METHOD=spawn).")
            os.environ["VLLM_WORKER_MULTIPROC_METHOD"] = "spawn"
        if parallel.worker_cls == "auto":
            parallel.worker_cls = _WORKER
        if parallel.enable_dbo:
            parallel.enable_dbo = False

    @classmethod
    def register_triton_kernel_overrides(cls) -> None:
        # vLLM computes the KV cache slot of each scheduled token with a Triton kernel;
        # here it is torch ops on the device (torch_pjrt.vllm.kernels).
        from vllm.triton_utils.dispatcher import register_kernels

        from . import kernels

        register_kernels(
            {"vllm.v1.worker.block_table.ComputeSlotMappingKernel.kernel": kernels.compute_slot_mapping}
        )

    @classmethod
    def get_device_communicator_cls(cls) -> str:
        return "torch_pjrt.vllm.communicator.PjrtCommunicator"

    @classmethod
    def opaque_attention_op(cls) -> bool:
        return True

    @classmethod
    def supports_structured_output(cls) -> bool:
        return False

    @classmethod
    def use_custom_allreduce(cls) -> bool:
        return False

    @classmethod
    def num_compute_units(cls, device_id: int = 0) -> int:
        return 1

    @classmethod
    def check_runner_kv_caches_multi_layer(cls) -> None:
        pass
