"""Collectives and DDP on 2 local ranks: device tensors on torch_pjrt's c10d backend
vs CPU tensors on gloo (native PyTorch), same run.

    .venv/bin/python bench/collectives.py [--rounds 5] [--save]

Reports all_reduce and all_gather bandwidth (bytes per rank / time) from 4 KB to
64 MB, with and without the cross-rank checks (TORCH_PJRT_DIST_CHECKS), and a DDP
training step of the README's GPT on 2 ranks vs 1 process, each against the same
thing on CPU tensors. Starts its own 2 ranks with torchrun.
"""

import argparse
import copy
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [4 << 10, 64 << 10, 1 << 20, 16 << 20, 64 << 20]


def launch():
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=2", __file__, "--worker",
           *sys.argv[1:]]
    sys.exit(subprocess.call(cmd))


def worker(a):
    sys.path.insert(0, HERE)
    sys.path.insert(0, os.path.join(HERE, "..", "examples"))
    import torch
    import torch.distributed as dist

    import torch_pjrt
    from common import median_rounds, save
    from models import GPT, batches, corpus

    dev = torch.device(torch_pjrt.device_name(), 0)
    dist.init_process_group(device_id=dev)
    rank = dist.get_rank()
    os.environ["TORCH_PJRT_DIST_CHECKS"] = "0"
    unchecked = dist.new_group(backend="pjrt")  # the same backend without the cross-rank checks
    torch_pjrt.set_strict(True)
    say = (lambda *x: print(*x, flush=True)) if rank == 0 else (lambda *x: None)

    def timed(fn, n):
        def run():
            fn()
            dist.barrier()
            t = time.perf_counter()
            for _ in range(n):
                fn()
            torch.tpu.synchronize()
            return (time.perf_counter() - t) / n
        return run

    rows = []
    say(f"{'op':<12}{'size':>8}  {'gloo cpu':>10}  {'pjrt':>10}  {'unchecked':>10}  (GB/s per rank; ratio pjrt/gloo)")
    for op in ("all_reduce", "all_gather"):
        for size in SIZES:
            n = max(3, min(50, (8 << 20) // size))
            numel = size // 4
            cpu, devt = torch.ones(numel), torch.ones(numel, device=dev)
            if op == "all_reduce":
                fns = {"gloo": timed(lambda: dist.all_reduce(cpu), n), "pjrt": timed(lambda: dist.all_reduce(devt), n),
                       "unchecked": timed(lambda: dist.all_reduce(devt, group=unchecked), n)}
            else:
                co, do = torch.empty(2 * numel), torch.empty(2 * numel, device=dev)
                fns = {"gloo": timed(lambda: dist.all_gather_into_tensor(co, cpu), n),
                       "pjrt": timed(lambda: dist.all_gather_into_tensor(do, devt), n),
                       "unchecked": timed(lambda: dist.all_gather_into_tensor(do, devt, group=unchecked), n)}
            t = median_rounds(fns, a.rounds)
            gbs = {k: size / v / 1e9 for k, v in t.items()}
            rows.append({"op": op, "bytes": size, "seconds": t, "GB_per_s": gbs})
            label = f"{size >> 10} KB" if size < (1 << 20) else f"{size >> 20} MB"
            say(f"{op:<12}{label:>8}  {gbs['gloo']:>10.3f}  {gbs['pjrt']:>10.3f}  {gbs['unchecked']:>10.3f}  "
                f"({gbs['pjrt'] / gbs['gloo']:.2f}x)")

    # DDP training step: 2 ranks on half the global batch each vs one process on all of it.
    data, vocab = corpus()
    torch.manual_seed(0)
    base = GPT(vocab=vocab, ctx=64, d=128, layers=2, heads=4)
    steps = {}
    for where in ("cpu", dev):
        ddp = torch.nn.parallel.DistributedDataParallel(copy.deepcopy(base).to(where))
        opt = torch.optim.AdamW(ddp.parameters(), lr=1e-3)
        it = batches(data, 64, 16, 10**9)

        def step(model=ddp, opt=opt, it=it, where=where):
            x, y = next(it)
            x, y = x.chunk(2)[rank].to(where), y.chunk(2)[rank].to(where)
            model(x, y)[1].backward()
            opt.step()
            opt.zero_grad()
        steps[f"ddp2 {where}"] = timed(step, a.steps)
    t = median_rounds(steps, a.rounds)
    single = {}
    if rank == 0:  # one process, the whole global batch; rank 1 waits at the barrier
        for where in ("cpu", dev):
            m = copy.deepcopy(base).to(where)
            opt = torch.optim.AdamW(m.parameters(), lr=1e-3)
            it = batches(data, 64, 16, 10**9)

            def step1(m=m, opt=opt, it=it, where=where):
                x, y = next(it)
                m(x.to(where), y.to(where))[1].backward()
                opt.step()
                opt.zero_grad()
            for _ in range(2):
                step1()
            torch.tpu.synchronize()
            t0 = time.perf_counter()
            for _ in range(a.steps):
                step1()
            torch.tpu.synchronize()
            single[f"one {where}"] = (time.perf_counter() - t0) / a.steps
    dist.barrier()
    if rank == 0:
        say(f"DDP step (GPT 2L d128, global batch 16x64): 2 ranks: pjrt {t[f'ddp2 {dev}'] * 1e3:.1f} ms vs gloo cpu "
            f"{t['ddp2 cpu'] * 1e3:.1f} ms ({t['ddp2 cpu'] / t[f'ddp2 {dev}']:.2f}x native speed); 1 process: "
            f"{dev} {single[f'one {dev}'] * 1e3:.1f} ms, cpu {single['one cpu'] * 1e3:.1f} ms")
        path = save("collectives", {"collectives": rows, "ddp_step_seconds": {**t, **single}, "ranks": 2,
                                    "steps": a.steps, "rounds": a.rounds})
        say(f"saved {path}")
    dist.destroy_process_group()


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--steps", type=int, default=5)
    p.add_argument("--save", action="store_true", help="write bench/results/collectives.json (tracked)")
    p.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = p.parse_args()
    worker(args) if args.worker else launch()
