"""What an hour of each device costs, for the cost per million tokens.

The default table holds public on-demand list prices (US regions, per device-hour:
one GPU, one TPU chip, or the CPU cores a run uses) as recorded on the date below.
Prices change and differ by region and commitment: pass your own with
``--prices FILE`` (JSON: ``{"date": "...", "per_hour": {"NVIDIA H100": 6.88, ...}}``;
keys are device names as the report prints them, or the device kinds ``cpu-core``,
``gpu``, ``tpu``).

Example::

    from torch_pjrt.bench import prices
    table = prices.load(None)            # the default
    prices.hourly(table, "XLA CPU", cores=2)
"""

import json
import os

DEFAULT = {
    "date": "2026-12 (list prices; verify before quoting)",
    "source": "public on-demand pricing pages: AWS EC2 (c7i, p5, p5e), Google Cloud TPU",
    "per_hour": {
        # One vCPU of a general-purpose x86 instance (AWS c7i: $0.08925/h for 2 vCPUs).
        "cpu-core": 0.0446,
        "NVIDIA A100": 4.10,   # AWS p4de.24xlarge / 8
        "TPU v5p": 4.20,       # Google Cloud, per chip
        # TPU v5e, v6e, TPU7x, NVIDIA H100, H200: from chips.json (one dated file with the
        # chips' figures and their sources).
    },
}


def chips():
    """The dated chip table (``chips.json``: peak flops per dtype, HBM size and bandwidth,
    price per chip-hour, each with its source) that ``bench estimate`` prices chips from."""
    with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "chips.json")) as f:
        return json.load(f)


DEFAULT["per_hour"].update({c["name"]: c["price_per_chip_hour"] for c in chips()["chips"].values()
                            if c.get("price_per_chip_hour") is not None})


class PriceError(ValueError):
    pass


def load(path):
    """The default table, or the one in ``path`` (its entries replace the defaults')."""
    table = {"date": DEFAULT["date"], "source": DEFAULT["source"], "per_hour": dict(DEFAULT["per_hour"])}
    if path is None:
        return table
    try:
        with open(path) as f:
            user = json.load(f)
    except (OSError, ValueError) as e:
        raise PriceError(f"{path}: cannot read the price table: {e}") from None
    per = user.get("per_hour") if isinstance(user, dict) else None
    if not isinstance(per, dict) or not all(isinstance(v, (int, float)) and v >= 0 for v in per.values()):
        raise PriceError(f'{path}: expected {{"date": "...", "per_hour": {{"device name": dollars per hour, ...}}}}')
    table["per_hour"].update(per)
    table["date"] = str(user.get("date", "unknown date"))
    table["source"] = str(user.get("source", path))
    return table


def hourly(table, device_name, *, cores=1, kind="cpu"):
    """$/hour of ``device_name`` (or its kind: GPUs and TPUs by name, CPUs per core
    used); None when the table has no price for it."""
    per = table["per_hour"]
    if kind == "cpu":
        return per["cpu-core"] * cores if "cpu-core" in per else None
    if device_name in per:
        return per[device_name]
    for name, price in per.items():
        if name.lower() in device_name.lower():
            return price
    return per.get(kind)


def per_million(dollars_per_hour, tokens_per_s):
    if dollars_per_hour is None or not tokens_per_s:
        return None
    return dollars_per_hour / 3600.0 / tokens_per_s * 1e6
