"""The README's GPT (examples/models.py) trained data-parallel by Ray Train: a TorchTrainer with
2 workers on the device, DDP, the same training loop as examples/train_distributed.py.

    PYTHONPATH=examples python tests/dist/ray_train.py OUT.json [--backend cpu:gloo,tpu:pjrt]

Ray's own set-up (TorchConfig -> init_process_group on every worker) makes the process group;
the model goes to the device through ray.train.torch.prepare_model(move_to_device=device), which
wraps it in DDP. Rank 0 reports its per-step losses, the group's backend and its CPU fallbacks;
the driver writes them to OUT.json. Ray's workers inherit this process's environment (the
plugin paths, TORCH_PJRT_STRICT) through the local cluster ray.init starts.
"""

import argparse
import json
import sys
import tempfile
import time

import ray
from ray.train import RunConfig, ScalingConfig
from ray.train.torch import TorchConfig, TorchTrainer


def loop(config):
    """One Ray Train worker: the example's `train` on its shard of every global batch."""
    import torch
    import torch.distributed as dist

    import json

    import ray.train
    import ray.train.torch
    import torch_pjrt
    from models import GPT, corpus
    from train_distributed import train

    ctx = ray.train.get_context()
    rank, world = ctx.get_world_rank(), ctx.get_world_size()
    device = torch.device(torch_pjrt.device_name(), ctx.get_local_rank() % torch.tpu.device_count())
    args = argparse.Namespace(**{k: v for k, v in config.items() if k != "out"})
    data, vocab = corpus()
    torch.manual_seed(args.seed)
    model = GPT(vocab=vocab, ctx=args.ctx, d=args.width, layers=args.layers, heads=4)
    model = ray.train.torch.prepare_model(model, move_to_device=device)
    t0 = time.perf_counter()
    losses = train(model, device, args, data, shard=(rank, world))
    report = {"losses": losses, "seconds": time.perf_counter() - t0, "backend": str(dist.get_backend()),
              "ddp": type(model).__name__, "param_device": str(next(model.parameters()).device),
              "fallbacks": torch_pjrt.metrics()["fallback_count"], "world": world}
    # Ray Train 2's Result carries metrics only with a checkpoint: rank 0 writes them itself.
    if rank == 0:
        with open(config["out"], "w") as f:
            json.dump(report, f)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("out")
    p.add_argument("--backend", default="cpu:gloo,tpu:pjrt", help="TorchConfig's backend ('' leaves Ray's default)")
    p.add_argument("--steps", type=int, default=20)
    args = p.parse_args()
    config = dict(steps=args.steps, batch=8, ctx=32, width=64, layers=2, lr=3e-3, seed=0, out=args.out)
    t0 = time.perf_counter()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=True)
    started = time.perf_counter() - t0
    with tempfile.TemporaryDirectory() as storage:
        trainer = TorchTrainer(loop, train_loop_config=config,
                               torch_config=TorchConfig(backend=args.backend or None),
                               scaling_config=ScalingConfig(num_workers=2, use_gpu=False),
                               run_config=RunConfig(storage_path=storage, name="gpt"))
        try:
            trainer.fit()
        except Exception as e:  # what the test asserts on when a worker fails
            print(f"ray_train: fit failed: {type(e).__name__}: {e}", flush=True)
            ray.shutdown()
            return 1
    ray.shutdown()
    with open(args.out) as f:
        report = {**json.load(f), "ray_init_s": started, "total_s": time.perf_counter() - t0}
    with open(args.out, "w") as f:
        json.dump(report, f)
    print(f"ray_train: {report}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
