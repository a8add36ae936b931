"""``torch-pjrt bench estimate``: what a training step or a serving trace would cost on a TPU
(v5e, v6e, TPU7x) or an NVIDIA GPU (H100, H200) this machine does not have, estimated from
XLA's own cost model.

The step runs here first, on the ``tpu`` device with the XLA CPU plugin, while a census
records every program it launches (eager ops, compiled graphs) and how often. Each program
is then compiled for each target chip by libtpu (no TPU needed; ``torch-pjrt tpu-check``'s
crash-safe child process), and XLA's cost analysis of the compiled program (flops, bytes
accessed, transcendentals) gives its time as a roofline against the chip's published peak
flops for the program's dtype and its HBM bandwidth, plus a fixed cost per launch
(``tpj_pjrt::roofline``). Device memory is XLA's memory analysis against the chip's HBM.
GPUs: the CUDA plugin (``pip install torch-pjrt[gpu-target]``) compiles each program for a
GPU described by our own target config (``tpj_pjrt::gpu_target``) and reports its memory
analysis, but no cost analysis: flops, bytes and transcendentals are then XLA's cost
analysis of the same program compiled for the XLA CPU in the live run (flops do not depend
on the target; bytes accessed follow the CPU's fusion decisions, not the GPU's).
Step time, tokens/s and $ per million tokens follow, as estimates, beside the step measured
on the XLA CPU and the same estimate for the XLA CPU itself (its peaks measured here), whose
estimate/measured ratio says how far a roofline is from a real run.

Chip figures and their sources: ``chips.json`` beside this file (one dated table).

Example::

    torch-pjrt bench estimate --model examples/models.py:GPT --target v5e,v6e,tpu7x,cpu
    torch-pjrt bench estimate --model examples/models.py:GPT --target h100,h200,cpu
    torch-pjrt bench estimate --model tiny --workload serve --requests 8
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from . import models, prices, report

TPU_TARGETS = ("v5e", "v6e", "tpu7x")
GPU_TARGETS = ("h100", "h200")
TARGETS = TPU_TARGETS + GPU_TARGETS + ("cpu",)
# GPUs need the CUDA plugin, an optional extra: not in the default.
DEFAULT_TARGETS = TPU_TARGETS + ("cpu",)

HELP_EPILOG = """\
Outputs (under --out): estimate.json, estimate.md, estimate.png, and programs/ (each
program of the step as StableHLO). Exit status: 0 when every program compiled for every
target, 1 when some did not (the estimate then leaves them out and says so), 2 for bad
arguments or a run that failed.
"""


def _args(argv):
    p = argparse.ArgumentParser(prog="torch-pjrt bench estimate", description=__doc__.split("\n\n")[0],
                                epilog=HELP_EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", default="tiny", help="a built-in Llama (tiny, small), a model directory, or "
                   "FILE.py:CLASS (a language model whose forward takes (ids, targets) and returns "
                   "(logits, loss) or logits), e.g. examples/models.py:GPT")
    p.add_argument("--workload", choices=("train", "serve"), default="train",
                   help="train: a training step (AdamW); serve: greedy generation over a request trace")
    p.add_argument("--target", default=",".join(DEFAULT_TARGETS), help=f"comma-separated: {', '.join(TARGETS)} (default {','.join(DEFAULT_TARGETS)}; "
                   "h100, h200 need `pip install torch-pjrt[gpu-target]`)")
    p.add_argument("--batch", type=int, help="train: sequences per step (default 16 for a FILE.py model, else 8)")
    p.add_argument("--seq", type=int, help="train: tokens per sequence (default 64 for a FILE.py model, else 128)")
    p.add_argument("--steps", type=int, default=5, help="train: timed steps (the census counts their launches)")
    p.add_argument("--warmup", type=int, default=2, help="train: steps before the timed ones")
    p.add_argument("--eager", action="store_true", help="train: no torch.compile (every eager op is a program)")
    p.add_argument("--requests", type=int, default=8, help="serve: requests in the synthetic trace")
    p.add_argument("--max-prompt", type=int, default=64, help="serve: longest prompt, tokens")
    p.add_argument("--max-output", type=int, default=16, help="serve: longest output, tokens")
    p.add_argument("--from-dump", metavar="DIR", help="estimate the graphs a TORCH_PJRT_DUMP_DIR holds (each launched "
                   "once per step) instead of a live run; needs --tokens-per-step; nothing is measured")
    p.add_argument("--tokens-per-step", type=int, help="with --from-dump: tokens one step processes")
    p.add_argument("--prices", help="a JSON price table replacing the default's entries")
    p.add_argument("--out", default="torch-pjrt-bench", help="folder for estimate.json, .md, .png, programs/")
    p.add_argument("--no-png", action="store_true")
    p.add_argument("--timeout", type=float, default=1800, help="seconds the live run may take")
    args = p.parse_args(argv)
    targets = [t.strip() for t in args.target.split(",") if t.strip()]
    bad = [t for t in targets if t not in TARGETS]
    if bad or not targets:
        p.error(f"--target: unknown {', '.join(bad) or 'nothing'}; choose from {', '.join(TARGETS)}")
    if args.from_dump and not args.tokens_per_step:
        p.error("--from-dump needs --tokens-per-step")
    gpus = [t for t in targets if t in GPU_TARGETS]
    if args.from_dump and gpus:
        # The GPU's flops and bytes come from the live run's XLA CPU cost analysis (the CUDA
        # plugin gives none); a dump has no live run.
        p.error(f"--from-dump cannot estimate {', '.join(gpus)}: the CUDA plugin gives no cost analysis, and "
                "the XLA CPU's, which a GPU estimate takes instead, comes from a live run")
    if args.from_dump and "cpu" in targets:
        targets.remove("cpu")  # nothing runs: no measured step, no CPU programs to analyse
    args.targets = targets
    file_model = ".py:" in args.model
    args.batch = args.batch or (16 if file_model else 8)
    args.seq = args.seq or (64 if file_model else 128)
    return args


# ---------------------------------------------------------------------------- the live run


def _timed(fn, n):
    """Seconds per call of ``fn``, each call waited for by reading one element of its result
    back (a dropped result is not waited for by a device synchronize), after one untimed call."""
    fn().reshape(-1)[:1].cpu()
    t = time.perf_counter()
    for _ in range(n):
        fn().reshape(-1)[:1].cpu()
    return (time.perf_counter() - t) / n


def measure_cpu(torch, dev):
    """This machine's peaks as the XLA CPU plugin reaches them through torch_pjrt: matrix
    products (f32, bf16), memory bandwidth (an elementwise op over 24 MiB), transcendentals
    (exp over a cache-sized tensor) and the fixed cost of one launch (a chain of one-element
    adds, each waiting for the one before)."""
    g = torch.Generator().manual_seed(0)
    n = 1024
    a, b = (torch.randn(n, n, generator=g).to(dev) for _ in range(2))
    f32 = 2 * n**3 / _timed(lambda: a @ b, 6)
    ab, bb = a.bfloat16(), b.bfloat16()
    bf16 = 2 * n**3 / _timed(lambda: ab @ bb, 3)
    # 24 MiB in, 24 MiB out: past the caches, and under the 32 MiB up to which the CPU
    # plugin's heap keeps freed buffers (a larger result is page-faulted in each time).
    big = torch.randn(6 << 20, generator=g).to(dev)
    bandwidth = 2 * big.numel() * 4 / _timed(lambda: big * 2.0, 8)
    x = torch.zeros(1, device=dev)
    x = (x + 1.0).cpu().to(dev)
    t = time.perf_counter()
    for _ in range(400):
        x = x + 1.0
    x.cpu()
    launch = (time.perf_counter() - t) / 400
    small = torch.randn(1 << 18, generator=g).to(dev)
    exp_s = _timed(lambda: torch.exp(small), 20)
    transcendentals = small.numel() / max(exp_s - launch, exp_s / 10)
    return {"peak_flops": {"f32": f32, "bf16": bf16}, "memory_bytes_per_s": bandwidth,
            "transcendentals_per_s": transcendentals, "launch_seconds": launch}


def _load_file_model(spec):
    import importlib.util

    where, _, name = spec.rpartition(":")
    mod_spec = importlib.util.spec_from_file_location(os.path.splitext(os.path.basename(where))[0], where)
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return getattr(module, name)()


def _worker(spec):
    """The child: runs the workload on the ``tpu`` device with the census on; writes the
    programs and run.json under spec["dir"]."""
    import resource

    import torch

    import torch_pjrt
    from torch_pjrt import _native

    _native.census_enable()
    dev = torch_pjrt.device_name()
    peaks = measure_cpu(torch, dev)
    torch.manual_seed(0)
    g = torch.Generator().manual_seed(1)
    file_model = ".py:" in spec["model"]
    if file_model:
        model = _load_file_model(spec["model"]).to(dev)
        vocab = next(m.num_embeddings for m in model.modules() if isinstance(m, torch.nn.Embedding))
    else:
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained(spec["model_path"]).to(dev)
        vocab = model.config.vocab_size
    module = getattr(torch, dev)  # torch.tpu, or the name TORCH_PJRT_DEVICE_NAME gave it
    out = {"device": module.get_device_name(), "cpu": peaks}
    if spec["workload"] == "train":
        model.train()
        batch, seq = spec["batch"], spec["seq"]
        data = [torch.randint(4, vocab, (batch, seq), generator=g) for _ in range(4)]
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3, fused=True)
        fwd, update = model, opt.step
        if spec["compile"]:
            # The README's recipe: the compiled model and a compiled fused AdamW step.
            fwd = torch.compile(model, backend=dev)
            update = torch.compile(opt.step, backend=dev)

        def step(i):
            x = data[i % len(data)].to(dev)
            if file_model:
                y = torch.roll(x, -1, 1)
                r = fwd(x, y)
                loss = r[-1] if isinstance(r, tuple) else torch.nn.functional.cross_entropy(
                    r.reshape(-1, r.size(-1)), y.reshape(-1))
            else:
                loss = fwd(input_ids=x, labels=x).loss
            opt.zero_grad(set_to_none=True)
            loss.backward()
            update()
            return loss.item()

        for i in range(1 + spec["warmup"]):
            step(i)
        _native.census_take(reset=True)
        fallbacks0 = dict(torch_pjrt.metrics().get("fallbacks") or {})
        times = []
        for i in range(spec["steps"]):
            t = time.perf_counter()
            out["loss"] = step(1 + spec["warmup"] + i)
            times.append(time.perf_counter() - t)
        steps, tokens = spec["steps"], batch * seq
    else:
        from . import trace

        model.eval()
        reqs = trace.synthetic(spec["requests"], rate=0, max_prompt=spec["max_prompt"], max_output=spec["max_output"],
                               median_prompt=max(1, spec["max_prompt"] // 2),
                               median_output=max(1, spec["max_output"] // 2), seed=0)
        prompts = [torch.randint(4, vocab, (1, r.prompt_tokens), generator=g) for r in reqs]

        def replay():
            made = 0
            with torch.no_grad():
                for p, r in zip(prompts, reqs):
                    ids = model.generate(p.to(dev), max_new_tokens=r.output_tokens, min_new_tokens=r.output_tokens,
                                         do_sample=False, pad_token_id=0)
                    made += ids.shape[1] - p.shape[1]
            return made

        replay()  # compiles what the trace needs; the timed replay runs what a warm server runs
        _native.census_take(reset=True)
        fallbacks0 = dict(torch_pjrt.metrics().get("fallbacks") or {})
        t = time.perf_counter()
        tokens = replay()
        times, steps = [time.perf_counter() - t], 1
        out["requests"] = len(reqs)
    # Ops run on the host instead (no lowering, or refused on the platform lowered for): not
    # programs, so not in any estimate; the report names them.
    fallbacks = {k: (v - fallbacks0.get(k, 0)) / steps for k, v in (torch_pjrt.metrics().get("fallbacks") or {}).items()
                 if v - fallbacks0.get(k, 0)}
    out["fallbacks_per_step"] = fallbacks
    out["lowered_for"] = os.environ.get("TORCH_PJRT_LOWER_FOR") or "the plugin's platform"
    programs = _native.census_take(analyse=True)
    os.makedirs(os.path.join(spec["dir"], "programs"), exist_ok=True)
    kept = []
    for i, p in enumerate(programs):
        if not p["launches"]:
            continue  # compiled during the warm-up (or the peaks' measurement) and not run since
        path = os.path.join(spec["dir"], "programs", f"p{i:04d}.mlir")
        with open(path, "w") as f:
            f.write(p.pop("text"))
        p["path"] = path
        p["launches"] = p["launches"] / steps
        kept.append(p)
    out.update(programs=kept, step_times_s=times, step_s=sorted(times)[len(times) // 2], tokens_per_step=tokens,
               memory_capacity=module.mem_get_info()[1], cores=len(os.sched_getaffinity(0)),
               peak_rss_bytes=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
    with open(os.path.join(spec["dir"], "run.json"), "w") as f:
        json.dump(out, f)
    return 0


def cpu_plugin():
    """The XLA CPU plugin the live run uses: `xla-cpu-pjrt` where installed, whose executables
    answer XLA's cost analysis (`lammps-jax-pjrt-cpu`'s say "not implemented"), else the
    default CPU plugin (the CPU's own estimate then has no programs to price)."""
    from torch_pjrt import _native

    found = [path for kind, path in _native.installed_plugins([p for p in sys.path if p]) if kind == "cpu"]
    return next((p for p in found if "xla_cpu_pjrt" in p), "cpu")


def live_run(args, model_path, folder):
    """Runs the workload in a child process on the XLA CPU; returns its run.json."""
    spec = {"model": args.model, "model_path": model_path, "workload": args.workload, "batch": args.batch,
            "seq": args.seq, "steps": args.steps, "warmup": args.warmup, "compile": not args.eager,
            "requests": args.requests, "max_prompt": args.max_prompt, "max_output": args.max_output, "dir": folder}
    env = dict(os.environ, TORCH_PJRT_PLUGIN=cpu_plugin())
    if any(t in TPU_TARGETS for t in args.targets):
        # The programs a TPU would be given: TPU forms, TPU refusals (a refused op falls back
        # to the CPU, is counted, and is not in the estimate). The CPU runs them as well, and
        # so does a GPU, which refuses none of them.
        env["TORCH_PJRT_LOWER_FOR"] = "tpu"
    elif any(t in GPU_TARGETS for t in args.targets):
        env["TORCH_PJRT_LOWER_FOR"] = "cuda"
    p = subprocess.run([sys.executable, "-m", "torch_pjrt.bench.estimate", "--worker", json.dumps(spec)], env=env,
                       capture_output=True, text=True, timeout=args.timeout, stdin=subprocess.DEVNULL)
    if p.returncode != 0:
        raise RuntimeError(f"the live run failed (exit {p.returncode}): {(p.stderr or p.stdout).strip()[-1500:]}")
    with open(os.path.join(folder, "run.json")) as f:
        return json.load(f)


def from_dump(folder, out_folder):
    """The graphs of a TORCH_PJRT_DUMP_DIR as programs launched once per step."""
    dest = os.path.join(out_folder, "programs")
    os.makedirs(dest, exist_ok=True)
    programs = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".mlir"):
            continue
        with open(os.path.join(folder, name)) as f:
            text = f.read()
        path = os.path.join(dest, name)
        with open(path, "w") as f:
            f.write(text)
        # The builder's record of the graph's products, written beside it by the dump.
        try:
            with open(os.path.join(folder, name[:-len(".mlir")] + ".json")) as f:
                dtype = json.load(f)["compute_dtype"]
        except (OSError, ValueError, KeyError) as e:
            raise RuntimeError(f"{folder}: {name} has no compute_dtype in its .json description ({e}): "
                               "dump it again with this version of torch-pjrt") from None
        programs.append({"what": name, "path": path, "launches": 1.0, "dtype": dtype})
    if not programs:
        raise RuntimeError(f"{folder}: no .mlir programs (TORCH_PJRT_DUMP_DIR writes graph-<hash>.mlir)")
    return {"programs": programs}


# ---------------------------------------------------------------------------- the estimate


def _costs(cost, memory):
    """The roofline's figures of one program from XLA's analyses."""
    memory = memory or {}
    device = memory.get("device_total_bytes")
    if device is None:
        device = (memory.get("argument_bytes", 0) + memory.get("output_bytes", 0) - memory.get("alias_bytes", 0)
                  + memory.get("temp_bytes", 0) + memory.get("generated_code_bytes", 0))
    return {"flops": max(0.0, cost.get("flops", 0.0)), "transcendentals": max(0.0, cost.get("transcendentals", 0.0)),
            "bytes_accessed": max(0.0, cost.get("bytes accessed", 0.0)), "device_bytes": float(max(0, device))}


def estimate(chip, programs, analyses):
    """The step on ``chip``: ``analyses[i]`` is program i's ``{"cost", "memory"}`` on that chip
    or ``{"status", "reason"}`` when it did not compile (left out, and listed)."""
    from torch_pjrt import _native

    costs, failed = [], []
    for p, a in zip(programs, analyses):
        if a.get("cost") is None:
            failed.append({"program": os.path.basename(p["path"]), "what": p["what"], "status": a.get("status", "error"),
                           "reason": a.get("reason") or a.get("error", "")})
            continue
        costs.append(dict(_costs(a["cost"], a.get("memory")), dtype=p["dtype"], launches=p["launches"]))
    r = _native.roofline(chip, costs)
    r["failed"] = failed
    r["flops"] = sum(c["flops"] * c["launches"] for c in costs)
    r["bytes_accessed"] = sum(c["bytes_accessed"] * c["launches"] for c in costs)
    return r


def _tpu_analyses(key, chip, programs):
    from torch_pjrt import target

    print(f"  {chip['name']}: compiling {len(programs)} programs for {chip['topology']} ...", file=sys.stderr, flush=True)
    rows = {os.path.abspath(r["path"]): r for r in target.check([p["path"] for p in programs], chip["topology"])}
    return [rows.get(os.path.abspath(p["path"]), {"status": "error", "reason": "not checked"}) for p in programs]


def _gpu_analyses(key, chip, programs):
    """Each program compiled for the GPU (its memory analysis, or why it did not compile)
    with the cost the XLA CPU's analysis gave it in the live run: the CUDA plugin reports no
    cost analysis for a GPU program (``cost_unavailable``)."""
    from torch_pjrt import target

    print(f"  {chip['name']}: compiling {len(programs)} programs for it with the CUDA plugin ...", file=sys.stderr,
          flush=True)
    rows = {os.path.abspath(r["path"]): r for r in target.check([p["path"] for p in programs], key)}
    out = []
    for p in programs:
        row = rows.get(os.path.abspath(p["path"]), {"status": "error", "reason": "not checked"})
        if row.get("status") != "ok":
            out.append(row)
        elif row.get("cost") is not None:
            out.append(row)
        elif p.get("cost") is None:
            out.append({"status": "error", "reason": f"no cost analysis: the CUDA plugin gives none "
                        f"({row.get('cost_unavailable')}) and the XLA CPU gave none ({p.get('error')})"})
        else:
            out.append({"cost": p["cost"], "memory": row.get("memory"), "cost_from": "XLA CPU"})
    return out


def _devices_per_chip(chip):
    """Devices libtpu's one-chip topology has: TPU7x's chip is two TensorCores, each its own
    device (the compile targets one of them)."""
    from torch_pjrt import target

    try:
        return max(1, int(target.info(chip["topology"]).get("device_count", 1)))
    except Exception:  # libtpu missing: the compile step reports it
        return 1


def _row(label, source, est, tokens, table, price_name, *, kind, cores=1, devices=1, capacity=None):
    step = est["seconds"]
    busy = max(step, 1e-30)
    row = {"device": label, "source": source, "step_ms": step * 1e3, "ok": True,
           # A chip of several devices runs one copy of the step on each (data parallel).
           "tokens_per_s": devices * tokens / step if step > 0 else None,
           "hbm_bytes": est["peak_device_bytes"], "hbm_capacity": capacity, "fits": est["fits"],
           "programs": len(est["programs"]) + len(est["failed"]), "programs_ok": len(est["programs"]),
           "launches": est["launches"], "failed": est["failed"], "devices_per_chip": devices,
           "compute_share": est["compute_bound_seconds"] / busy, "memory_share": est["memory_bound_seconds"] / busy,
           "launch_share": est["launch_total_seconds"] / busy, "flops": est["flops"],
           "bytes_accessed": est["bytes_accessed"]}
    row["dollars_per_hour"] = prices.hourly(table, price_name, cores=cores, kind=kind)
    row["dollars_per_m_tokens"] = prices.per_million(row["dollars_per_hour"], row["tokens_per_s"])
    return row


def run(args):
    table = prices.load(args.prices)
    chips = prices.chips()
    os.makedirs(args.out, exist_ok=True)
    folder = os.path.abspath(args.out)
    if args.from_dump:
        run_doc = from_dump(args.from_dump, folder)
        tokens, model_path = args.tokens_per_step, None
    else:
        from torch_pjrt import _native

        model_path = args.model
        if ".py:" not in args.model:
            model_path = models.resolve(args.model, os.path.join(_native.cache_dir() or os.path.expanduser("~/.cache"),
                                                                 "models"))
        what = (f"{args.batch} x {args.seq} tokens, AdamW{'' if args.eager else ', torch.compile'}"
                if args.workload == "train" else f"{args.requests} requests, greedy")
        print(f"bench estimate: {args.model} {args.workload} ({what}); running it on the XLA CPU ...",
              file=sys.stderr, flush=True)
        run_doc = live_run(args, model_path, folder)
        tokens = run_doc["tokens_per_step"]
    programs = run_doc["programs"]
    rows = []
    for key in args.targets:
        if key == "cpu":
            cores = run_doc["cores"]
            chip = dict(run_doc["cpu"], name="XLA CPU", memory_bytes=float(run_doc["memory_capacity"]))
            analyses = [{"cost": p.get("cost"), "memory": p.get("memory"), "reason": p.get("error")} for p in programs]
            est = estimate(chip, programs, analyses)
            measured = run_doc["step_s"]
            label = f"tpu · {run_doc['device']} ({cores} cores)"
            r = _row(f"{label}, estimate", "estimate", est, tokens, table, "cpu-core", kind="cpu", cores=cores,
                     capacity=chip["memory_bytes"])
            # No ratio where no program could be analysed (a plugin without cost analysis).
            r["ratio"] = est["seconds"] / measured if est["programs"] else None
            r["chip"] = chip
            m = {"device": f"{label}, measured", "source": "measured", "step_ms": measured * 1e3, "ok": True,
                 "tokens_per_s": tokens / measured, "step_times_ms": [t * 1e3 for t in run_doc["step_times_s"]],
                 "loss": run_doc.get("loss"), "peak_rss_bytes": run_doc.get("peak_rss_bytes"),
                 "programs": len(programs), "launches": sum(p["launches"] for p in programs)}
            m["dollars_per_hour"] = prices.hourly(table, "cpu-core", cores=cores, kind="cpu")
            m["dollars_per_m_tokens"] = prices.per_million(m["dollars_per_hour"], m["tokens_per_s"])
            rows += [r, m]
            continue
        c = chips["chips"][key]
        if key in GPU_TARGETS:
            chip = {k: c[k] for k in ("name", "peak_flops", "memory_bytes", "memory_bytes_per_s", "launch_seconds",
                                      "transcendentals_per_s", "topology")}
            est = estimate(chip, programs, _gpu_analyses(key, chip, programs))
            r = _row(f"{c['name']}, estimate", "estimate", est, tokens, table, c["name"], kind="gpu",
                     capacity=chip["memory_bytes"])
            r["chip"] = chip
            r["cost_from"] = "XLA CPU cost analysis (the CUDA plugin gives none); memory from the GPU compile"
            rows.append(r)
            continue
        devices = _devices_per_chip(c)
        chip = {"name": c["name"], "peak_flops": {k: v / devices for k, v in c["peak_flops"].items()},
                "memory_bytes": c["memory_bytes"] / devices, "memory_bytes_per_s": c["memory_bytes_per_s"] / devices,
                "launch_seconds": c["launch_seconds"], "transcendentals_per_s": c.get("transcendentals_per_s"),
                "topology": c["topology"]}
        est = estimate(chip, programs, _tpu_analyses(key, chip, programs))
        r = _row(f"{c['name']}, estimate", "estimate", est, tokens, table, c["name"], kind="tpu", devices=devices,
                 capacity=chip["memory_bytes"])
        r["chip"] = chip
        rows.append(r)
    doc = {"kind": "estimate", "model": args.model, "model_path": model_path, "workload": args.workload,
           "batch": args.batch, "seq": args.seq, "compile": not args.eager, "tokens_per_step": tokens,
           "from_dump": args.from_dump, "machine": report.machine(), "prices": table,
           "chips": {"date": chips["date"], "file": "torch_pjrt/bench/chips.json"},
           "programs": [{k: v for k, v in p.items() if k != "text"} for p in programs], "rows": rows,
           "fallbacks_per_step": run_doc.get("fallbacks_per_step") or {}, "lowered_for": run_doc.get("lowered_for")}
    if args.workload == "serve":
        doc["requests"] = run_doc.get("requests")
    return doc


def main(argv):
    if argv and argv[0] == "--worker":
        return _worker(json.loads(argv[1]))
    try:
        args = _args(argv)
    except SystemExit as e:
        return int(e.code or 0)
    from torch_pjrt import errors

    try:
        doc = run(args)
    except (RuntimeError, OSError, subprocess.TimeoutExpired, prices.PriceError, errors.TorchPjrtError) as e:
        print(f"torch-pjrt bench estimate: {e}", file=sys.stderr)
        return 2
    paths = report.write(doc, args.out, "estimate", png=not args.no_png)
    print(report.table(doc))
    print(f"\nwritten: {', '.join(paths)}", file=sys.stderr)
    return 1 if any(r.get("failed") for r in doc["rows"]) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
