"""vLLM's collectives between tpu workers (tensor parallelism), over the ``pjrt`` c10d backend.

The platform names ``pjrt`` as vLLM's ``dist_backend``, so each of vLLM's groups has a device
group on our c10d backend (docs/distributed.md) beside its gloo CPU group. vLLM's base
communicator already calls the c10d collectives on the device group with the tensors it is
given (``all_reduce``, ``all_gather_into_tensor``, ``reduce_scatter_tensor``, ``gather``,
``broadcast``, ``send``/``recv``); with ``pjrt`` behind it, they take ``tpu`` tensors as
they are. vLLM's own ``CpuCommunicator`` cannot: its device group is gloo's, which has no
backend for the ``tpu`` device type, and the first collective of a step never completes.

Example (what vLLM does in each worker; not called by hand)::

    >>> from vllm.distributed import get_tp_group
    >>> get_tp_group().all_reduce(torch.ones(4, device="tpu:0"))   # tensor_parallel_size=2
    tensor([2., 2., 2., 2.], device='tpu:0')
"""

import torch
from vllm.distributed.device_communicators.base_device_communicator import DeviceCommunicatorBase


class PjrtCommunicator(DeviceCommunicatorBase):
    """vLLM's device communicator for a group of tpu workers."""

    def __init__(self, cpu_group, device=None, device_group=None, unique_name="", use_all2all=False, **kwargs):
        super().__init__(cpu_group, device, device_group, unique_name, use_all2all=use_all2all, **kwargs)
        backend = torch.distributed.get_backend(device_group) if device_group is not None else None
        if self.world_size > 1 and backend != "pjrt":
            # A device group on another backend takes no tpu tensors: its first collective
            # would wait forever on the ranks that got an error.
            raise RuntimeError(
                f"vLLM group {unique_name!r} ({self.world_size} ranks) has its device group on "
                f"c10d backend {backend!r}; tpu tensors need 'pjrt' (the platform's dist_backend)"
            )
        if self.use_all2all:
            raise NotImplementedError("expert parallelism (all2all) is not supported on the tpu device yet")
