"""The benchmark's outputs: a terminal table, JSON, a markdown report and a PNG plot,
each rendered from the same result document.

Example::

    from torch_pjrt.bench import report
    print(report.table(doc)); report.write(doc, "out/", "serve")
"""

import json
import os
import platform


def machine():
    """What the figures depend on: CPU, cores, load while measured (1-min load average,
    CPU pressure), torch and torch_pjrt versions."""
    import torch

    out = {"platform": platform.platform(), "python": platform.python_version(), "torch": torch.__version__,
           "cores": len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()}
    try:
        with open("/proc/cpuinfo") as f:
            out["cpu"] = next((line.split(":", 1)[1].strip() for line in f if line.startswith("model name")), "")
    except OSError:
        pass
    out["loadavg_1m"] = os.getloadavg()[0]
    try:
        with open("/proc/pressure/cpu") as f:
            out["cpu_pressure_avg60"] = float(f.readline().split("avg60=")[1].split()[0])
    except (OSError, IndexError, ValueError):
        pass
    return out


def _f(v, fmt="{:.1f}", none="—"):
    return none if v is None else fmt.format(v)


def _mib(n):
    return "—" if not n else f"{n / 2**20:,.0f} MiB"


def _bound(r):
    if r.get("source") != "estimate":
        return "—"
    return (f"{100 * r['compute_share']:.0f}% / {100 * r['memory_share']:.0f}% / "
            f"{100 * r['launch_share']:.0f}%")


def _hbm(r):
    if r.get("source") != "estimate":
        return _mib(r.get("peak_rss_bytes")) + " RSS" if r.get("peak_rss_bytes") else "—"
    cap = r.get("hbm_capacity")
    use = f"{r['hbm_bytes'] / 2**20:,.1f} MiB"
    return use + (f" of {cap / 1e9:,.0f} GB" if cap else "") + ("" if r.get("fits", True) else " (DOES NOT FIT)")


def _columns(doc):
    if doc["kind"] == "estimate":
        return [
            ("device", lambda r: r["device"]),
            ("step ms", lambda r: _f(r.get("step_ms"), "{:.3g}")),
            ("tokens/s", lambda r: _f(r.get("tokens_per_s"), "{:,.0f}")),
            ("device memory (peak program)", _hbm),
            ("programs", lambda r: (f"{r['programs_ok']}/{r['programs']}" if "programs_ok" in r else str(r.get("programs", "—")))
             + f", {r.get('launches', 0):.0f} launches"),
            ("compute / memory / launch", _bound),
            ("$/h", lambda r: _f(r.get("dollars_per_hour"), "{:.3f}")),
            ("$/M tokens", lambda r: _f(r.get("dollars_per_m_tokens"), "{:.3g}")),
            ("estimate / measured", lambda r: _f(r.get("ratio"), "{:.2f}")),
        ]
    if doc["kind"] == "serve":
        return [
            ("device", lambda r: r["device"]),
            ("ok", lambda r: f"{r.get('ok', 0)}/{r.get('requests', 0)}"),
            ("TTFT p50 / p99 ms", lambda r: f"{_f(r.get('ttft_p50_ms'), '{:.0f}')} / {_f(r.get('ttft_p99_ms'), '{:.0f}')}"),
            ("TPOT p50 / p99 ms", lambda r: f"{_f(r.get('tpot_p50_ms'))} / {_f(r.get('tpot_p99_ms'))}"),
            ("latency p50 / p99 s", lambda r: f"{_f(r.get('latency_p50_s'), '{:.2f}')} / {_f(r.get('latency_p99_s'), '{:.2f}')}"),
            ("req/s", lambda r: _f(r.get("requests_per_s"), "{:.2f}")),
            ("out tok/s", lambda r: _f(r.get("output_tokens_per_s"))),
            ("peak RSS", lambda r: _mib(r.get("peak_rss_bytes"))),
            ("compiles", lambda r: "—" if not r.get("compiles") else
             f"{r['compiles']['programs']} programs, {r['compiles']['graphs']} graphs"),
            ("$/h", lambda r: _f(r.get("dollars_per_hour"), "{:.3f}")),
            ("$/M tokens", lambda r: _f(r.get("dollars_per_m_tokens"), "{:.3g}")),
        ]
    return [
        ("device", lambda r: r["device"]),
        ("step ms (median)", lambda r: _f(r.get("step_ms"))),
        ("tokens/s", lambda r: _f(r.get("tokens_per_s"), "{:,.0f}")),
        ("loss (last)", lambda r: _f(r.get("loss"), "{:.4f}")),
        ("peak RSS", lambda r: _mib(r.get("peak_rss_bytes"))),
        ("compiles", lambda r: _f(r.get("compiles"), "{:.0f}")),
        ("$/h", lambda r: _f(r.get("dollars_per_hour"), "{:.3f}")),
        ("$/M tokens", lambda r: _f(r.get("dollars_per_m_tokens"), "{:.3g}")),
    ]


def _rows(doc):
    cols = _columns(doc)
    return [c[0] for c in cols], [[c[1](r) for c in cols] for r in doc["rows"]]


def _notes(doc):
    m = doc["machine"]
    lines = [f"machine: {m.get('cpu', '?')}, {m['cores']} cores; load (1 min) {m['loadavg_1m']:.2f}"
             + (f", CPU pressure {m['cpu_pressure_avg60']:.0f}%" if "cpu_pressure_avg60" in m else "")
             + f"; torch {m['torch']}",
             f"prices: {doc['prices']['date']} ({doc['prices']['source']})"]
    if doc["kind"] == "estimate":
        lines.append(f"estimates: XLA's cost analysis of each program compiled for the chip, a roofline against the "
                     f"chip's peak flops (by dtype), HBM bandwidth and a launch cost; chip figures: "
                     f"{doc['chips']['file']} ({doc['chips']['date']}); compute / memory / launch: the share of the "
                     "estimated time in compute-bound programs, memory-bound programs and launches")
        if doc.get("lowered_for"):
            lines.append(f"programs lowered for: {doc['lowered_for']}")
        for op, n in (doc.get("fallbacks_per_step") or {}).items():
            lines.append(f"NOT ESTIMATED: {op} ran on the host {n:g} times a step (a CPU fallback, not a program)")
        for r in doc["rows"]:
            chip = r.get("chip")
            if chip and r["device"].startswith("tpu · "):
                lines.append(f"{r['device']}: this machine's peaks, measured: "
                             + ", ".join(f"{k} {v / 1e9:,.1f} GFLOP/s" for k, v in chip["peak_flops"].items())
                             + f", memory {chip['memory_bytes_per_s'] / 1e9:,.1f} GB/s, launch "
                             f"{chip['launch_seconds'] * 1e6:,.1f} us, exp {chip['transcendentals_per_s'] / 1e9:,.2f} G/s")
            if r.get("cost_from"):
                lines.append(f"{r['device']}: flops and bytes from the {r['cost_from']}")
            if r.get("devices_per_chip", 1) > 1:
                lines.append(f"{r['device']}: the step runs on one of the chip's {r['devices_per_chip']} devices "
                             "(TensorCores); tokens/s and $ are per chip, one copy of the step per device")
            for f in (r.get("failed") or [])[:10]:
                lines.append(f"{r['device']}: left out: {f['program']} ({f['what']}): {f['status']}: {f['reason']}")
    for r in doc["rows"]:
        sk = r.get("soak")
        if sk:
            lines.append(f"{r['device']}: soak {sk['minutes']:g} min, {sk['clients']} streaming clients: "
                         f"{sk['requests']} requests, {sk['failed']} failed; server RSS {_mib(sk['rss_start_bytes'])} "
                         f"at the start, {_mib(sk['rss_mid_bytes'])} at half time, {_mib(sk['rss_end_bytes'])} at the end "
                         f"(peak {_mib(sk['rss_max_bytes'])}; {len(sk['rss_samples'])} samples in serve.json)")
        for e in r.get("errors") or []:
            lines.append(f"{r['device']}: FAILED: {e.splitlines()[0] if e else e}")
    return lines


def table(doc):
    head, rows = _rows(doc)
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(head)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    out = [fmt.format(*head), fmt.format(*("-" * w for w in widths))]
    out += [fmt.format(*r) for r in rows]
    return "\n".join(out + [""] + _notes(doc))


def markdown(doc):
    head, rows = _rows(doc)
    title = {"serve": "Serving", "train": "Training", "estimate": "Estimate"}[doc["kind"]]
    lines = [f"# {title}: {doc['model']} on every device", ""]
    if doc["kind"] == "estimate":
        what = (f"a training step, {doc['batch']} x {doc['seq']} tokens, AdamW"
                f"{', torch.compile' if doc['compile'] else ', eager'}" if doc["workload"] == "train"
                else f"a serving trace of {doc.get('requests')} requests (greedy)")
        if doc.get("from_dump"):
            what = f"the graphs of {doc['from_dump']}, each launched once per step"
        lines += [f"{what}; {doc['tokens_per_step']:,} tokens. Rows marked estimate are ESTIMATES from XLA's cost "
                  "model, not measurements.", ""]
    if doc["kind"] == "serve":
        lines.append(f"{doc['requests']} requests, {doc.get('engine', 'transformers')} serve, "
                     f"{'continuous batching' if doc['continuous_batching'] or doc.get('engine', 'transformers') != 'transformers' else 'one at a time'}"
                     f"{', torch.compile' if doc['compile'] else ''}.")
        lines.append("")
    lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    lines += [""] + [f"- {n}" for n in _notes(doc)]
    reasons = [(r["device"], x) for r in doc["rows"] for x in (r.get("recompile_reasons") or [])]
    if reasons:
        lines += ["", "Recompiles during the replay:", ""] + [f"- {d}: {x}" for d, x in reasons[:20]]
    return "\n".join(lines) + "\n"


def plot(doc, path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = [r for r in doc["rows"] if r.get("ok")]
    fig, (a, b) = plt.subplots(1, 2, figsize=(11, 4.2))
    names = [r["device"] for r in rows]
    if doc["kind"] == "estimate":
        colors = ["#dd8452" if r["source"] == "estimate" else "#4c72b0" for r in rows]
        a.barh(names, [r["step_ms"] for r in rows], color=colors)
        a.set_xscale("log")
        a.set_xlabel("step (ms, log scale)")
        a.set_title("step time: estimate (orange), measured (blue)")
        vals = [r.get("tokens_per_s") or 0 for r in rows]
        b.set_xscale("log")
        b.set_xlabel("tokens/s (log scale)")
    elif doc["kind"] == "serve":
        data = [[x["latency_s"] for x in r["results"] if x["ok"]] for r in rows]
        if data:
            a.boxplot(data, vert=False, tick_labels=names, showfliers=True)
        a.set_xlabel("request latency (s)")
        a.set_title("latency per request")
        vals = [r.get("output_tokens_per_s") or 0 for r in rows]
        b.set_xlabel("output tokens/s")
    else:
        data = [r.get("step_times_ms", []) for r in rows]
        if data:
            a.boxplot(data, vert=False, tick_labels=names)
        a.set_xlabel("training step (ms)")
        a.set_title("step time")
        vals = [r.get("tokens_per_s") or 0 for r in rows]
        b.set_xlabel("training tokens/s")
    bars = b.barh(names, vals, color=colors if doc["kind"] == "estimate" else "#4c72b0")
    for bar, r in zip(bars, rows):
        cost = r.get("dollars_per_m_tokens")
        if cost is not None:
            b.text(bar.get_width(), bar.get_y() + bar.get_height() / 2, f"  ${cost:.3g}/M", va="center")
    b.set_title("throughput (label: $ per million tokens)")
    b.margins(x=0.3)
    fig.suptitle(f"{doc['model']}: {doc['kind']}{' (estimates from XLA cost analysis)' if doc['kind'] == 'estimate' else ''}"
                 f" — load {doc['machine']['loadavg_1m']:.2f}")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def write(doc, folder, name, *, png=True):
    os.makedirs(folder, exist_ok=True)
    paths = [os.path.join(folder, f"{name}.json"), os.path.join(folder, f"{name}.md")]
    with open(paths[0], "w") as f:
        json.dump(doc, f, indent=1, default=str)
    with open(paths[1], "w") as f:
        f.write(markdown(doc))
    if png:
        try:
            plot(doc, os.path.join(folder, f"{name}.png"))
            paths.append(os.path.join(folder, f"{name}.png"))
        except ImportError:
            pass  # matplotlib absent: the table, JSON and markdown still stand
    return paths
