"""Shared benchmark helpers: interleaved rounds, medians, JSON results.

Every figure is reported next to native PyTorch measured in the same run, as a ratio."""

import json
import os
import platform
import statistics
import time

import torch

import torch_pjrt

HERE = os.path.dirname(os.path.abspath(__file__))


def sync(device):
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
    return {k: statistics.median(v) for k, v in out.items()}


def save(name, result):
    result = dict(result)
    result["machine"] = {"cpus": os.cpu_count(), "python": platform.python_version(), "torch": torch.__version__,
                         "device": torch.tpu.get_device_name(), "plugin": torch_pjrt.info()["plugin_path"]}
    path = os.path.join(HERE, "results", f"{name}.json")
    with open(path, "w") as f:
        json.dump(result, f, indent=2, sort_keys=True)
    return path
