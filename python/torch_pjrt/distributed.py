"""torch.distributed for device tensors: the c10d backend ``"pjrt"``.

``import torch_pjrt`` registers it for the device, so ``init_process_group()``
(no backend, as under ``torchrun``) gives device tensors to it and CPU tensors
to gloo; ``init_process_group("cpu:gloo,tpu:pjrt")`` says the same explicitly
and ``init_process_group("pjrt")`` takes both. Each collective runs on gloo
over host copies of the device tensors (one copy each way): gloo is the
engine, this backend only stages. DDP, FSDP2, DTensor and
``torch.distributed.checkpoint`` run on it unchanged.

Example (under ``torchrun --nproc-per-node 2``)::

    import torch, torch.distributed as dist, torch_pjrt
    dist.init_process_group(device_id=torch.device("tpu", 0))
    t = torch.ones(4, device="tpu") * (dist.get_rank() + 1)
    dist.all_reduce(t)          # t == 3 on both ranks
"""

import torch.distributed as _dist

from . import _native

BACKEND = "pjrt"


def _create(opts, backend_options):
    """c10d's creator (extended API): a gloo backend for the group, staged."""
    host = _dist.ProcessGroupGloo(opts.store, opts.group_rank, opts.group_size, timeout=opts.timeout)
    host.options.global_ranks_in_group = opts.global_ranks_in_group
    host.options.group_name = opts.group_id
    return _native.c10d_backend(host)


def _register(device_type):
    if not _dist.is_available() or not _dist.is_gloo_available():
        return
    _dist.Backend.register_backend(BACKEND, _create, extended_api=True, devices=[device_type, "cpu"])
