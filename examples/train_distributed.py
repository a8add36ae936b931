"""The README's GPT trained data-parallel on the "tpu" device with torch.distributed.

    torchrun --nproc-per-node 2 examples/train_distributed.py                  # DDP
    torchrun --nproc-per-node 2 examples/train_distributed.py --mode fsdp      # FSDP2 (fully_shard)
    torchrun --nproc-per-node 2 examples/train_distributed.py --compile        # DDP, torch.compile
    torchrun --nproc-per-node 2 examples/train_distributed.py --mode fsdp --save ckpt   # + DCP checkpoint

Nothing here is specific to torch_pjrt beyond the device name: init_process_group()
picks the device's c10d backend ("pjrt") for device tensors and gloo for CPU ones.
Each rank trains on its slice of every global batch; with --check, rank 0 also
trains the same model in one process on the whole global batch (on its second
device when there is one) and prints the largest relative loss difference.
"""

import argparse
import copy
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch
import torch.distributed as dist

import torch_pjrt
from models import GPT, batches, corpus


def parallel(model, args, device):
    if args.mode == "ddp":
        # Compiled, Dynamo splits the graph at the gradient buckets' boundaries.
        return torch.nn.parallel.DistributedDataParallel(model, bucket_cap_mb=args.bucket_mb)
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.fsdp import fully_shard

    mesh = init_device_mesh(device.type, (dist.get_world_size(),))
    for block in model.blocks:
        fully_shard(block, mesh=mesh)
    return fully_shard(model, mesh=mesh)


def train(model, device, args, data, shard=None, compile_=False):
    """Per-step losses of the global batch (averaged over ranks when sharded)."""
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01)
    forward = torch.compile(model, backend=torch_pjrt.device_name()) if compile_ else model
    losses = []
    for x, y in batches(data, args.ctx, args.batch, args.steps, seed=args.seed):
        if shard is not None:
            rank, world = shard
            x, y = x.chunk(world)[rank], y.chunk(world)[rank]
        _, loss = forward(x.to(device), y.to(device))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        opt.step()
        loss = loss.detach()
        if shard is not None:
            dist.all_reduce(loss)
            loss /= shard[1]
        losses.append(loss.item())
    return losses


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--mode", choices=["ddp", "fsdp"], default="ddp")
    p.add_argument("--compile", action="store_true", help="torch.compile the parallel model")
    p.add_argument("--steps", type=int, default=20)
    p.add_argument("--batch", type=int, default=8, help="global batch (split over the ranks)")
    p.add_argument("--ctx", type=int, default=32)
    p.add_argument("--width", type=int, default=64, help="model width")
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--bucket-mb", type=float, default=25, help="DDP's gradient bucket size")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--check", action="store_true", help="rank 0 also trains in one process and compares")
    p.add_argument("--save", metavar="DIR", help="save a torch.distributed.checkpoint of the trained model")
    p.add_argument("--losses", metavar="FILE", help="rank 0 writes the per-step losses there (JSON)")
    args = p.parse_args()

    local = int(os.environ.get("LOCAL_RANK", 0))
    device = torch.device(torch_pjrt.device_name(), local % torch.tpu.device_count())
    dist.init_process_group(device_id=device)
    rank, world = dist.get_rank(), dist.get_world_size()
    data, vocab = corpus()
    torch.manual_seed(args.seed)
    base = GPT(vocab=vocab, ctx=args.ctx, d=args.width, layers=args.layers, heads=4)

    t0 = time.perf_counter()
    model = parallel(copy.deepcopy(base).to(device), args, device)
    losses = train(model, device, args, data, shard=(rank, world), compile_=args.compile)
    elapsed = time.perf_counter() - t0
    m = torch_pjrt.metrics()
    if rank == 0:
        print(f"{args.mode}{' compiled' if args.compile else ''}, {world} ranks on {torch_pjrt.info()['platform']}: "
              f"{args.steps} steps in {elapsed:.1f} s; loss {losses[0]:.4f} -> {losses[-1]:.4f}; "
              f"{m['fallback_count']} CPU fallbacks"
              + (f"; {m['graphs_compiled']} graphs compiled, {m.get('eager_graphs', 0)} run eagerly, "
                 f"{sum(m['graph_breaks'].values())} graph breaks" if args.compile else ""), flush=True)
    if args.losses and rank == 0:
        with open(args.losses, "w") as f:
            json.dump(losses, f)
    if args.save:
        import torch.distributed.checkpoint as dcp

        dcp.save({"model": model.state_dict()}, checkpoint_id=args.save)
        full = {k: (v.full_tensor() if hasattr(v, "full_tensor") else v).cpu() for k, v in model.state_dict().items()}
        if rank == 0:
            torch.save(full, os.path.join(args.save, "full_state.pt"))
            print(f"saved {args.save}", flush=True)
    if args.check and rank == 0:
        ref_device = torch.device(device.type, 1 % torch.tpu.device_count())
        ref = train(copy.deepcopy(base).to(ref_device), ref_device, args, data)
        worst = max(abs(a - b) / abs(b) for a, b in zip(losses, ref))
        print(f"one process on {ref_device}: loss {ref[0]:.4f} -> {ref[-1]:.4f}; "
              f"max relative loss difference over {args.steps} steps: {worst:.2e}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
