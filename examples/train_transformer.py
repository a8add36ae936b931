"""The main job: train a small GPT on the "tpu" device, then the same run on native
CPU, and compare losses and throughput.

    bash scripts/train.sh                 # default: 300 steps
    bash scripts/train.sh --steps 100 --device tpu:1
    bash scripts/train.sh --compile       # torch.compile: model, and a fused AdamW's step
"""

import argparse
import copy
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import torch

import torch_pjrt
from models import GPT, batches, corpus


def train(model, device, data, args, label):
    model = model.to(device)
    # --compile: the README's recipe on our device (the compiled model, a fused AdamW
    # whose compiled step is one executable); the CPU run keeps eager with the same
    # fused AdamW, so the two compute the same update.
    opt = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=0.01, **({"fused": True} if args.compile else {}))
    forward, step_fn = model, opt.step
    if args.compile and torch.device(device).type == torch_pjrt.device_name():
        forward = torch.compile(model, backend=torch_pjrt.device_name())
        step_fn = torch.compile(opt.step, backend=torch_pjrt.device_name())
    losses = []
    tokens = args.batch * args.ctx
    t0 = time.perf_counter()
    t_last = t0
    t_first = None
    for step, (x, y) in enumerate(batches(data, args.ctx, args.batch, args.steps, seed=args.seed), 1):
        x, y = x.to(device), y.to(device)
        _, loss = forward(x, y)
        opt.zero_grad(set_to_none=True)
        loss.backward()
        step_fn()
        losses.append(loss.item())
        if step == 1:
            t_first = time.perf_counter()
            print(f"[{label}] first step {t_first - t0:.2f} s", flush=True)
        if step % args.log_every == 0 or step == args.steps:
            now = time.perf_counter()
            rate = args.log_every * tokens / (now - t_last) if step % args.log_every == 0 else 0
            t_last = now
            print(f"[{label}] step {step:4d}/{args.steps}  loss {losses[-1]:.4f}  {rate:8.0f} tokens/s", flush=True)
    end = time.perf_counter()
    steady = (args.steps - 1) * tokens / (end - t_first) if args.steps > 1 else float("nan")
    return losses, args.steps * tokens / (end - t0), steady, machine_load()


def machine_load():
    """The 1-minute load average and the CPU pressure (share of the last 10 s in which some
    runnable task waited for a core; None where the kernel has no PSI): native CPU eager
    slows several-fold when another process holds a core, so a ratio means little without it."""
    pressure = None
    try:
        with open("/proc/pressure/cpu") as f:
            pressure = float(f.readline().split()[1].split("=")[1])
    except (OSError, IndexError, ValueError):
        pass
    return os.getloadavg()[0], pressure


def load_text(load):
    avg, pressure = load
    return f"load {avg:.1f}" + (f", CPU pressure {pressure:.0f}%" if pressure is not None else "")


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--steps", type=int, default=300)
    p.add_argument("--batch", type=int, default=16)
    p.add_argument("--ctx", type=int, default=64)
    p.add_argument("--d", type=int, default=128)
    p.add_argument("--layers", type=int, default=2)
    p.add_argument("--heads", type=int, default=4)
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--device", default=f"{torch_pjrt.device_name()}:0")
    p.add_argument("--log-every", type=int, default=25)
    p.add_argument("--no-compare", action="store_true", help="skip the native CPU run")
    p.add_argument("--compile", action="store_true", help="torch.compile the model and a fused AdamW's step on the device")
    args = p.parse_args()

    info = torch_pjrt.info()
    print(f"torch {torch.__version__}, torch_pjrt on {torch.tpu.get_device_name()} "
          f"({info['platform']} plugin, PJRT API {info['api_version'][0]}.{info['api_version'][1]}, {info['device_count']} device(s))")
    data, vocab = corpus()
    torch.manual_seed(args.seed)
    base = GPT(vocab=vocab, ctx=args.ctx, d=args.d, layers=args.layers, heads=args.heads)
    print(f"model: GPT {args.layers} layers, d={args.d}, {sum(p.numel() for p in base.parameters())/1e6:.2f}M parameters; "
          f"{args.steps} steps of {args.batch}x{args.ctx} tokens")

    torch_pjrt.reset_metrics()
    print(f"machine: {os.cpu_count()} cores, {load_text(machine_load())} before the run")
    dev_losses, dev_tps, dev_steady, dev_load = train(copy.deepcopy(base), args.device, data, args, args.device)
    m = torch_pjrt.metrics()
    print(f"[{args.device}] done: {dev_tps:.0f} tokens/s ({dev_steady:.0f} after the first step); {m['compiles']} programs compiled "
          f"({m['compile_seconds']:.1f} s), {m['executions']} executions, {m['fallback_count']} CPU fallbacks; {load_text(dev_load)}")
    if args.no_compare:
        return
    cpu_losses, cpu_tps, cpu_steady, cpu_load = train(copy.deepcopy(base), "cpu", data, args, "cpu")
    diffs = [abs(a - b) / max(abs(b), 1e-12) for a, b in zip(dev_losses, cpu_losses)]
    print(f"final loss: {args.device} {dev_losses[-1]:.4f}, cpu {cpu_losses[-1]:.4f}; "
          f"max relative loss difference over {len(diffs)} steps: {max(diffs):.2e} "
          f"(first 20 steps: {max(diffs[:20]):.2e})")
    print(f"throughput: {args.device} {dev_tps:.0f} tokens/s, native cpu {cpu_tps:.0f} tokens/s "
          f"(ratio {dev_tps / cpu_tps:.2f}x; after the first step {dev_steady:.0f} vs {cpu_steady:.0f}, "
          f"{dev_steady / cpu_steady:.2f}x) at the end of each run: {args.device} {load_text(dev_load)}; cpu {load_text(cpu_load)}")


if __name__ == "__main__":
    main()
