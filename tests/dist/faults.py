"""Faults across ranks on device tensors: each surviving rank must raise a
RuntimeError within the process group's timeout (10 s) and go on.

    torchrun --nproc-per-node 2 tests/dist/faults.py CASE
"""

import os
import sys
import time
from datetime import timedelta

import torch
import torch.distributed as dist

import torch_pjrt

DEV = torch_pjrt.device_name()
case = sys.argv[1]
dist.init_process_group(device_id=torch.device(DEV, 0), timeout=timedelta(seconds=10))
RANK = dist.get_rank()
t0 = time.monotonic()
try:
    if case == "shapes":
        dist.all_reduce(torch.ones(4 + RANK, device=DEV))
    elif case == "dtypes":  # same byte size: gloo alone would add int32 bits to float32 ones
        dist.all_reduce(torch.ones(4, device=DEV, dtype=torch.float32 if RANK == 0 else torch.int32))
    elif case == "ops":
        t = torch.ones(4, device=DEV)
        dist.all_reduce(t) if RANK == 0 else dist.broadcast(t, src=0)
    elif case == "rank_exits":
        if RANK == 1:
            os._exit(0)
        time.sleep(1)
        dist.all_reduce(torch.ones(4, device=DEV))
    elif case == "rank_absent":
        if RANK == 1:
            time.sleep(12)  # past the 10 s timeout
            os._exit(0)
        dist.all_reduce(torch.ones(4, device=DEV))
    elif case == "wrong_device":
        # A device tensor given to a CPU-only group.
        dist.all_reduce(torch.ones(4, device=DEV), group=dist.new_group(backend="gloo"))
    print(f"rank {RANK}: no error", flush=True)
except RuntimeError as e:
    msg = " ".join(str(e).split())[:300]
    print(f"rank {RANK}: raised {type(e).__name__} after {time.monotonic() - t0:.1f} s: {msg}", flush=True)
    # The process goes on: its device still works.
    assert (torch.ones(2, device=DEV) * 2).sum().item() == 4
    print(f"rank {RANK}: still running", flush=True)
os._exit(0)  # the group may be broken: skip its teardown
