"""The devices a benchmark runs on: native CPU, ``tpu`` on each installed PJRT plugin,
native CUDA where present. Each is a :class:`Target`: the ``--device`` a server or a
training process gets, the environment selecting the plugin, and a label.

Example::

    from torch_pjrt.bench.devices import available, parse
    print([t.label for t in available()])
    targets = parse("cpu,tpu")
"""

import os
import sys
from dataclasses import dataclass, field


@dataclass
class Target:
    key: str            # as --devices names it: cpu, cuda, tpu, tpu=<plugin path>
    device: str         # torch device type the program uses
    label: str          # device name in reports ("native CPU", "tpu · XLA CPU (xla_cpu_pjrt)")
    kind: str           # cpu / gpu / tpu: how the price table prices it
    price_name: str     # the name the price table is searched with
    env: dict = field(default_factory=dict)


def _cores():
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def _plugins():
    from torch_pjrt import _native

    return _native.installed_plugins([p for p in sys.path if p])


def _plugin_target(kind, path):
    name = os.path.basename(os.path.dirname(path)) or os.path.basename(path)
    plat = {"cpu": "XLA CPU", "cuda": "XLA GPU", "tpu": "TPU"}.get(kind, kind)
    price = {"cpu": "cpu-core", "cuda": _gpu_name(), "tpu": "TPU"}.get(kind, kind)
    return Target(key=f"tpu={path}", device="tpu", label=f"tpu · {plat} ({name})",
                  kind={"cuda": "gpu"}.get(kind, kind), price_name=price,
                  env={"TORCH_PJRT_PLUGIN": path})


def _gpu_name():
    import torch

    return torch.cuda.get_device_name(0) if torch.cuda.is_available() else "gpu"


def available():
    """Every device this machine can run the benchmark on."""
    import torch

    out = [Target("cpu", "cpu", f"native CPU ({_cores()} cores)", "cpu", "cpu-core")]
    out += [_plugin_target(k, p) for k, p in _plugins()]
    if torch.cuda.is_available():
        out.append(Target("cuda", "cuda", f"native CUDA ({_gpu_name()})", "gpu", _gpu_name()))
    return out


def parse(spec):
    """``--devices``: comma-separated ``cpu``, ``cuda``, ``tpu`` (every installed
    plugin) or ``tpu=PATH`` (one plugin); ``all`` or empty for :func:`available`.
    An unknown name raises ValueError listing what this machine has."""
    avail = available()
    if not spec or spec == "all":
        return avail
    out = []
    for item in (s.strip() for s in spec.split(",")):
        if not item:
            continue
        if item.startswith("tpu="):
            path = item[4:]
            if not os.path.isfile(path):
                raise ValueError(f"--devices: no plugin file {path!r}")
            from torch_pjrt import _native  # noqa: F401  (the kind of a path is guessed from its name)

            kind = "cuda" if "cuda" in path else "tpu" if "libtpu" in path else "cpu"
            out.append(_plugin_target(kind, path))
            continue
        found = [t for t in avail if t.key == item or (item == "tpu" and t.device == "tpu")]
        if not found:
            have = ", ".join(sorted({t.key.split("=")[0] for t in avail}))
            raise ValueError(f"--devices: unknown or absent device {item!r}; this machine has: {have} "
                             "(or tpu=PATH for one PJRT plugin)")
        out += [t for t in found if t not in out]
    if not out:
        raise ValueError("--devices: no device named")
    return out


def cores():
    return _cores()
