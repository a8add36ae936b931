"""Native PyTorch on one device (CUDA by default): the side-by-side benchmark's workloads
(bench/peers/workloads.py: MLP and GPT training with AdamW, GPT inference, a CNN with SGD), the
same models, batches and step functions as its native modes (bench/peers/modes.py), timed the
same way (bench/peers/child.py): the first step on its own (it compiles), warm-up steps, then
timed blocks, each closed by waiting for the device.

Modes: eager (torch.optim defaults), eager_tf32 (the same with TF32 matmuls, what XLA's GPU
compiler uses for float32 dots by default), inductor (torch.compile of the loss and of a
foreach optimizer's step), torchax_jit (the peer on the same XLA: torchax's whole step under
one jax.jit on JAX's default device, bench/peers/modes.py's TorchaxJit, batches already on
that device). Torch only (runs on torch 2.11 and later), plus torchax and JAX for
torchax_jit; no torch_pjrt.

    python bench/gpu/native.py [--device cuda] [--modes eager,inductor] [--workloads mlp,gpt,gpt_infer,cnn,gpt_medium]
                               [--warmup 3] [--blocks 5] [--block 4] [--out results.jsonl]

Each (mode, workload) result is printed and appended to --out as one JSON line as soon as it
is measured, so a run stopped by a timeout keeps what it finished.
"""

import argparse
import json
import os
import statistics
import sys
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "peers"))

import torch  # noqa: E402

from modes import TorchaxJit, _torch_infer, _torch_train  # noqa: E402
from workloads import LARGE_WORKLOADS, WORKLOADS  # noqa: E402


def sync(device, mode=None, last=None):
    if mode is not None:
        mode.sync(last)
    elif device.startswith("cuda"):
        torch.cuda.synchronize()


def tokens_per_step(w):
    if w.tokens_per_step:
        return w.tokens_per_step
    if hasattr(w, "cfg") and w.kind == "train":
        return w.batch * w.cfg["ctx"]
    return None


def measure(w, mode, device, warmup, blocks, block):
    torch.backends.cuda.matmul.allow_tf32 = mode == "eager_tf32"
    torch.backends.cudnn.allow_tf32 = mode == "eager_tf32"
    torch._dynamo.reset()
    model = w.model()
    batches = w.batches(1 + warmup + blocks * block)
    peer = None
    if mode == "torchax_jit":
        peer = TorchaxJit()
        extra = peer.setup()
        data = [(peer._to_jax(x), peer._to_jax(y)) for x, y in batches]
        fn = peer.train_step(w, model) if w.kind == "train" else peer.infer_step(w, model)
        value = peer.value
    else:
        extra = {}
        data = [(x.to(device), y.to(device)) for x, y in batches]
        backend = "inductor" if mode == "inductor" else None
        if w.kind == "train":
            fn = _torch_train(w, model.to(device), device, backend, opt_extra={"foreach": True} if backend else None)
        else:
            fn = _torch_infer(w, model.to(device), device, backend)
        value = float
    it = iter(data)
    losses = []
    t = time.perf_counter()
    losses.append(fn(*next(it)))
    sync(device, peer, losses[-1])
    first = time.perf_counter() - t
    for _ in range(warmup):
        losses.append(fn(*next(it)))
    sync(device, peer, losses[-1])
    times = []
    for _ in range(blocks):
        t = time.perf_counter()
        for _ in range(block):
            losses.append(fn(*next(it)))
        sync(device, peer, losses[-1])
        times.append((time.perf_counter() - t) / block * 1e3)
    med = statistics.median(times)
    out = {"workload": w.name, "title": w.title, "mode": mode, "device": device, "ok": True,
           "first_step_s": round(first, 3), "ms_per_step": round(med, 4), "block_ms": [round(x, 4) for x in times],
           "losses_first_last": [value(losses[0]), value(losses[-1])], **extra}
    tps = tokens_per_step(w)
    if tps:
        out["tokens_per_s"] = round(tps / med * 1e3, 1)
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--device", default="cuda")
    p.add_argument("--modes", default="eager,eager_tf32,inductor")
    p.add_argument("--workloads", default="mlp,gpt,gpt_infer,cnn,gpt_medium")
    p.add_argument("--warmup", type=int, default=3)
    p.add_argument("--blocks", type=int, default=5)
    p.add_argument("--block", type=int, default=4)
    p.add_argument("--out")
    a = p.parse_args()
    info = {"torch": torch.__version__, "device": a.device}
    if a.device.startswith("cuda"):
        info["gpu"] = torch.cuda.get_device_name(0)
        info["cuda"] = torch.version.cuda
    print(json.dumps(info), flush=True)
    failed = 0
    for mode in a.modes.split(","):
        for name in a.workloads.split(","):
            try:
                r = measure({**WORKLOADS, **LARGE_WORKLOADS}[name], mode, a.device, a.warmup, a.blocks, a.block)
                line = f"{mode:<11} {name:<10} {r['ms_per_step']:9.3f} ms/step  first step {r['first_step_s']:6.2f} s"
                if "tokens_per_s" in r:
                    line += f"  {r['tokens_per_s']:,.0f} tokens/s"
                line += f"  loss {r['losses_first_last'][0]:.4f} -> {r['losses_first_last'][1]:.4f}"
            except Exception as e:  # noqa: BLE001 - one failure must not stop the others
                failed += 1
                r = {"workload": name, "mode": mode, "device": a.device, "ok": False,
                     "error": f"{type(e).__name__}: {e}"[:2000], "traceback": traceback.format_exc()[-3000:]}
                line = f"{mode:<11} {name:<10} FAILED: {r['error'][:300]}"
            r.update(info)
            print(line, flush=True)
            if a.out:
                with open(a.out, "a") as f:
                    f.write(json.dumps(r) + "\n")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
