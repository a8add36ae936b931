"""DTensor on device tensors: placements, redistributions and sharded ops,
each compared with the same computation on whole CPU tensors."""

import os
import sys

import torch
import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor

import torch_pjrt
from _common import finish


DEV = torch_pjrt.device_name()
dist.init_process_group(device_id=torch.device(DEV, 0))
RANK, WORLD = dist.get_rank(), dist.get_world_size()
mesh = init_device_mesh(DEV, (WORLD,))
g = torch.Generator().manual_seed(0)  # the same whole tensors on every rank
a, b = torch.randn(8, 6, generator=g), torch.randn(6, 4, generator=g)
failures, checked = [], 0


def same(label, dt, want, tol=1e-6):
    global checked
    checked += 1
    assert isinstance(dt, DTensor)
    local = dt.to_local()
    if local.device.type != DEV:
        failures.append(f"{label}: local shard on {local.device}")
    got = dt.full_tensor().cpu()
    if got.shape != want.shape or not torch.allclose(got, want, atol=tol, rtol=tol):
        failures.append(f"{label}: {got} != {want}")


for name, placement in (("shard0", Shard(0)), ("shard1", Shard(1)), ("replicate", Replicate())):
    da = distribute_tensor(a.to(DEV), mesh, [placement])
    same(f"distribute {name}", da, a)
    for tname, target in (("shard0", Shard(0)), ("shard1", Shard(1)), ("replicate", Replicate())):
        same(f"redistribute {name}->{tname}", da.redistribute(mesh, [target]), a)
    same(f"{name} relu*2", (da.relu() * 2), a.relu() * 2)
    same(f"{name} sum(dim 1)", da.sum(dim=1), a.sum(dim=1), tol=1e-5)

# Row-sharded times replicated, then column-sharded weight (a tensor-parallel MLP's pieces).
da = distribute_tensor(a.to(DEV), mesh, [Shard(0)])
db = distribute_tensor(b.to(DEV), mesh, [Replicate()])
same("shard0 @ replicate", da @ db, a @ b, tol=1e-5)
dcol = distribute_tensor(b.to(DEV), mesh, [Shard(1)])
same("replicate @ shard1", distribute_tensor(a.to(DEV), mesh, [Replicate()]) @ dcol, a @ b, tol=1e-5)
# Contracting a sharded dimension gives a Partial result; reducing it is an all_reduce.
drow = distribute_tensor(a.to(DEV), mesh, [Shard(1)])
dk = distribute_tensor(b.to(DEV), mesh, [Shard(0)])
prod = drow @ dk
if not prod.placements[0].is_partial():
    failures.append(f"shard1 @ shard0 placement {prod.placements}")
same("partial -> replicate", prod.redistribute(mesh, [Replicate()]), a @ b, tol=1e-5)
same("partial -> shard0", prod.redistribute(mesh, [Shard(0)]), a @ b, tol=1e-5)
# from_local with a Partial placement: each rank's contribution summed.
part = DTensor.from_local(torch.full((3,), float(RANK + 1), device=DEV), mesh, [Partial()])
same("from_local partial", part.redistribute(mesh, [Replicate()]), torch.full((3,), float(sum(range(1, WORLD + 1)))))
# Autograd through a sharded matmul.
x = distribute_tensor(a.to(DEV), mesh, [Shard(0)]).requires_grad_()
w = distribute_tensor(b.to(DEV), mesh, [Replicate()]).requires_grad_()
(x @ w).sum().backward()
ca, cb = a.clone().requires_grad_(), b.clone().requires_grad_()
(ca @ cb).sum().backward()
same("grad of sharded input", x.grad, ca.grad, tol=1e-5)
same("grad of replicated weight", w.grad, cb.grad, tol=1e-5)

dist.destroy_process_group()
print(f"rank {RANK}: {checked} checked, {len(failures)} failed", flush=True)
for f in failures:
    print(f"rank {RANK}: FAIL {f}", flush=True)
finish(1 if failures else 0)
