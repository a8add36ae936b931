"""torch.distributed.checkpoint across world sizes, on device tensors.

    torchrun --nproc-per-node 2 examples/train_distributed.py --mode fsdp --save A   # 2 ranks save
    torchrun --nproc-per-node 1 tests/dist/reshard.py A B     # 1 rank loads A (plain model), saves B
    torchrun --nproc-per-node 2 tests/dist/reshard.py B       # 2 ranks load B into FSDP2 shards

Every load is compared with A/full_state.pt (the trained parameters, gathered).
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples"))

import torch
import torch.distributed as dist
import torch.distributed.checkpoint as dcp

import torch_pjrt
from models import GPT, corpus
from _common import finish


src, dst = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else None)
device = torch.device(torch_pjrt.device_name(), int(os.environ.get("LOCAL_RANK", 0)) % torch.tpu.device_count())
dist.init_process_group(device_id=device)
rank, world = dist.get_rank(), dist.get_world_size()
_, vocab = corpus()
torch.manual_seed(123)  # different from the trained weights: the load must overwrite every one
model = GPT(vocab=vocab, ctx=32, d=64, layers=2, heads=4).to(device)
if world > 1:
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    mesh = init_device_mesh(device.type, (world,))
    for block in model.blocks:
        fully_shard(block, mesh=mesh)
    fully_shard(model, mesh=mesh)
state = {"model": model.state_dict()}
dcp.load(state, checkpoint_id=src)
model.load_state_dict(state["model"])
want = torch.load(os.path.join(os.path.dirname(os.path.abspath(src)), "A", "full_state.pt"))
worst = 0.0
for k, v in model.state_dict().items():
    full = (v.full_tensor() if hasattr(v, "full_tensor") else v)
    assert full.device.type == device.type, (k, full.device)
    worst = max(worst, (full.cpu() - want[k]).abs().max().item())
print(f"rank {rank}/{world}: loaded {src}: {len(want)} tensors, max abs difference {worst}", flush=True)
if dst:
    dcp.save({"model": model.state_dict()}, checkpoint_id=dst)
dist.destroy_process_group()
finish(0 if worst == 0.0 else 1)
