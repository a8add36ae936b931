"""DDP's and FSDP2's options on device tensors, each compared with the same run on
CPU tensors (gloo): no_sync accumulation, find_unused_parameters, a comm hook,
static_graph, FSDP2's mixed precision policy; and monitored_barrier."""

import copy
import os
import sys

import torch
import torch.distributed as dist
from torch.distributed.algorithms.ddp_comm_hooks import default_hooks

import torch_pjrt
from _common import finish


DEV = torch_pjrt.device_name()
dist.init_process_group(device_id=torch.device(DEV, 0))
RANK, WORLD = dist.get_rank(), dist.get_world_size()
torch_pjrt.set_strict(True)


class Net(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.a, self.b, self.unused = torch.nn.Linear(8, 16), torch.nn.Linear(16, 4), torch.nn.Linear(16, 4)

    def forward(self, x, skip=False):
        h = torch.tanh(self.a(x))
        return self.b(h) if skip else self.b(h) + 0.5 * self.unused(h)


torch.manual_seed(0)
BASE = Net()
g = torch.Generator().manual_seed(1 + RANK)
XS = [torch.randn(6, 8, generator=g) for _ in range(4)]


def ddp_run(where, **opts):
    hook = opts.pop("hook", None)
    accumulate = opts.pop("accumulate", False)
    skip = opts.get("find_unused_parameters", False)
    model = torch.nn.parallel.DistributedDataParallel(copy.deepcopy(BASE).to(where), **opts)
    if hook is not None:
        model.register_comm_hook(dist.group.WORLD, hook)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for i, x in enumerate(XS):
        x = x.to(where)
        if accumulate and i % 2 == 0:
            with model.no_sync():  # gradients accumulate locally, synchronised on the next step
                model(x).square().mean().backward()
            continue
        model(x, skip=skip).square().mean().backward()
        opt.step()
        opt.zero_grad()
    return [p.detach().cpu() for p in model.module.parameters()]


def fsdp_mixed_run(where):
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard

    model = copy.deepcopy(BASE).to(where)
    mesh = init_device_mesh(torch.device(where).type, (WORLD,))
    mp = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
    fully_shard(model.a, mesh=mesh, mp_policy=mp)
    fully_shard(model, mesh=mesh, mp_policy=mp)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for x in XS:
        model(x.to(where)).float().square().mean().backward()
        opt.step()
        opt.zero_grad()
    return [p.full_tensor().detach().cpu() for p in model.parameters()]


cases = {
    "ddp no_sync": lambda w: ddp_run(w, accumulate=True),
    "ddp find_unused_parameters": lambda w: ddp_run(w, find_unused_parameters=True),
    "ddp fp16 compress hook": lambda w: ddp_run(w, hook=default_hooks.fp16_compress_hook),
    "ddp static_graph": lambda w: ddp_run(w, static_graph=True),
    "ddp gradient_as_bucket_view": lambda w: ddp_run(w, gradient_as_bucket_view=True),
    "fsdp2 bf16 mixed precision": fsdp_mixed_run,
}
failures = []
for name, run in cases.items():
    want, got = run("cpu"), run(DEV)
    worst = max((w - g).abs().max().item() for w, g in zip(want, got))
    tol = 1e-2 if "bf16" in name or "fp16" in name else 1e-5
    if worst > tol:
        failures.append(f"{name}: max abs difference {worst} from the CPU run")
dist.monitored_barrier(wait_all_ranks=True)
dist.destroy_process_group()
print(f"rank {RANK}: {len(cases)} checked, {len(failures)} failed", flush=True)
for f in failures:
    print(f"rank {RANK}: FAIL {f}", flush=True)
finish(1 if failures else 0)
