"""A CPU-only program with torch_pjrt installed (autoloaded; the accelerator is tpu under
TORCH_PJRT_ACCELERATOR=1): init_process_group() with no backend named still serves CPU tensors,
DDP included."""


import torch
import torch.distributed as dist
from _common import finish



dist.init_process_group()
rank = dist.get_rank()
t = torch.ones(3) * (rank + 1)
dist.all_reduce(t)
torch.manual_seed(0)
model = torch.nn.Linear(4, 2)
ref = torch.nn.Linear(4, 2)
ref.load_state_dict(model.state_dict())
ddp = torch.nn.parallel.DistributedDataParallel(model)
xs = [torch.randn(2, 4, generator=torch.Generator().manual_seed(r)) for r in range(2)]
ddp(xs[rank]).square().sum().backward()
sum(ref(x).square().sum() for x in xs).div(2).backward()
diff = (model.weight.grad - ref.weight.grad).abs().max().item()
ok = t.tolist() == [3.0, 3.0, 3.0] and diff < 1e-6 and all(p.device.type == "cpu" for p in model.parameters())
del ddp  # the group is freed with it now, not in interpreter teardown (where gloo may abort)
dist.destroy_process_group()
print(f"rank {rank}: cpu-only {'ok' if ok else f'FAIL {t.tolist()} {diff}'}", flush=True)
finish(0)
