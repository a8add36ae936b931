"""Shared benchmark helpers: interleaved rounds, medians, the machine's load, JSON results.

Every figure is reported next to native PyTorch measured in the same run, as a ratio, with
the machine's load during the rounds (native CPU eager slows 5-10x when another process
holds a core). Results go to a temporary folder; ``--save`` writes ``bench/results/``
(tracked) instead.

torch and torch_pjrt are imported where they are used: bench/peers/run.py imports this
module to drive child processes and should not load a plugin of its own meanwhile."""

import json
import os
import platform
import statistics
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def sync(device):
    import torch

    import torch_pjrt

    if torch.device(device).type == torch_pjrt.device_name():
        torch.tpu.synchronize(torch.device(device).index or 0)


def timeit(fn, device, n, warmup=3):
    for _ in range(warmup):
        fn()
    sync(device)
    t = time.perf_counter()
    for _ in range(n):
        fn()
    sync(device)
    return (time.perf_counter() - t) / n


def median_rounds(fns, rounds):
    """Runs each (name -> zero-arg timing fn) interleaved for `rounds` rounds; returns medians."""
    out = {k: [] for k in fns}
    for _ in range(rounds):
        for k, f in fns.items():
            out[k].append(f())
        LOAD.append(os.getloadavg()[0])
    return {k: statistics.median(v) for k, v in out.items()}


LOAD = []  # 1-minute load average after each round


def cpu_pressure():
    """The share of the last 10 s in which some runnable task waited for a CPU (Linux PSI,
    /proc/pressure/cpu "some avg10", in %), or None where the kernel does not report it.
    The load average lags by a minute; this shows a neighbour that started seconds ago."""
    try:
        with open("/proc/pressure/cpu") as f:
            for line in f:
                if line.startswith("some "):
                    return float(dict(kv.split("=") for kv in line.split()[1:])["avg10"])
    except (OSError, KeyError, ValueError):
        return None
    return None


def machine_load():
    """One sample of the machine's load: 1-minute load average and CPU pressure."""
    return {"t": time.time(), "load_1min": os.getloadavg()[0], "cpu_some_avg10": cpu_pressure()}


def load_line():
    """The machine's load during the rounds, to print beside the ratios."""
    seen = LOAD or [os.getloadavg()[0]]
    return f"machine load (1-min average) during the rounds: {min(seen):.2f}-{max(seen):.2f} on {os.cpu_count()} cores"


def results_dir():
    """bench/results/ (tracked) with ``--save`` on the command line, else a temporary folder."""
    folder = os.path.join(HERE, "results") if "--save" in sys.argv else os.path.join(tempfile.gettempdir(), "torch_pjrt_bench")
    os.makedirs(folder, exist_ok=True)
    return folder


def save(name, result):
    """Writes the result (with the machine's facts and load) to a temporary folder, or
    to bench/results/ (tracked) when the command line has ``--save``; returns the path."""
    import torch

    import torch_pjrt

    result = dict(result)
    result["machine"] = {"cpus": os.cpu_count(), "python": platform.python_version(), "torch": torch.__version__,
                         "device": torch.tpu.get_device_name(), "plugin": torch_pjrt.info()["plugin_path"],
                         "load_1min": list(LOAD) or [os.getloadavg()[0]]}
    print(load_line(), flush=True)
    path = os.path.join(results_dir(), f"{name}.json")
    with open(path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
    return path
