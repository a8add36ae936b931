"""torch.distributed for device tensors: the c10d backend ``"pjrt"``.

``import torch_pjrt`` registers it for the device, so ``init_process_group()``
(no backend, as under ``torchrun``) gives device tensors to it and CPU tensors
to gloo; ``init_process_group("cpu:gloo,tpu:pjrt")`` says the same explicitly
and ``init_process_group("pjrt")`` takes both. Each collective runs on gloo
over host copies of the device tensors (one copy each way): gloo is the
engine, this backend only stages. DDP, FSDP2, DTensor and
``torch.distributed.checkpoint`` run on it unchanged.

Every collective is first checked across ranks by c10d's own checker (the one
``TORCH_DISTRIBUTED_DEBUG=DETAIL`` enables): a rank that left, or ranks calling
different collectives, shapes or dtypes, raise a ``RuntimeError`` on every
rank instead of a hang, an abort or a wrong sum. ``TORCH_PJRT_DIST_CHECKS=0``
turns the check off (it costs two small gloo round trips per collective).

Example (under ``torchrun --nproc-per-node 2``)::

    import torch, torch.distributed as dist, torch_pjrt
    dist.init_process_group(device_id=torch.device("tpu", 0))
    t = torch.ones(4, device="tpu") * (dist.get_rank() + 1)
    dist.all_reduce(t)          # t == 3 on both ranks
"""

import os as _os

import torch.distributed as _dist

from . import _native, _torch_compat

BACKEND = "pjrt"


def _create(opts, backend_options):
    """c10d's creator (extended API): a gloo backend for the group, staged."""
    host = _dist.ProcessGroupGloo(opts.store, opts.group_rank, opts.group_size, timeout=opts.timeout)
    host.options.global_ranks_in_group = opts.global_ranks_in_group
    host.options.group_name = opts.group_id
    backend = _native.c10d_backend(host)
    # Under TORCH_DISTRIBUTED_DEBUG=DETAIL c10d wraps every backend itself.
    if _checks() and _dist.get_debug_level() != _dist.DebugLevel.DETAIL:
        backend = _torch_compat.collective_checks(backend, opts.store, opts.group_rank, opts.group_size, opts.timeout)
    return backend


def _checks():
    return _os.environ.get("TORCH_PJRT_DIST_CHECKS", "1").strip().lower() not in ("0", "false", "no", "off")


def _register(device_type):
    if not _dist.is_available() or not _dist.is_gloo_available():
        return
    _dist.Backend.register_backend(BACKEND, _create, extended_api=True, devices=[device_type, "cpu"])
    _torch_compat.default_process_group_devices(BACKEND)
