"""Streams and events on the device (one stream per device, in queue order), as
code written for ``torch.cuda`` streams and ``torch.accelerator`` uses them; and
installing torch_pjrt leaves CPU-only distributed training (FSDP2, DDP, gloo) intact."""

import os
import socket
import subprocess
import sys
import textwrap
import time

import pytest
import torch

from helpers import DEV

ROOT = os.path.join(os.path.dirname(__file__), "..")


def test_streams_are_the_devices_one_stream():
    s = torch.tpu.Stream()
    assert isinstance(s, torch.Stream) and isinstance(s, torch.tpu.Stream)
    assert not isinstance(torch.Stream("cpu"), torch.tpu.Stream)
    assert s == torch.Stream(DEV) == torch.tpu.current_stream() == torch.tpu.default_stream()
    assert torch.accelerator.current_stream() == s
    if torch.tpu.device_count() > 1:
        assert torch.tpu.current_stream(1).device_index == 1
    x = torch.randn(64, 64)
    with torch.tpu.stream(s):
        y = (x.to(DEV) @ x.to(DEV)).relu()
    s.synchronize()
    assert s.query()
    torch.testing.assert_close(y.cpu(), (x @ x).relu())


def test_events_order_and_time_the_work_between_them():
    start, end = torch.tpu.Event(enable_timing=True), torch.tpu.Event(enable_timing=True)
    assert isinstance(start, torch.Event) and isinstance(start, torch.tpu.Event)
    x = torch.randn(256, 256)
    d = x.to(DEV)
    (d @ d).cpu()  # compiled before the timed region
    t0 = time.perf_counter()
    start.record()
    for _ in range(4):
        d = d @ d / 256
    end.record()
    end.synchronize()
    wall_ms = (time.perf_counter() - t0) * 1e3
    assert end.query() and start.query()
    ms = start.elapsed_time(end)
    assert 0 <= ms <= wall_ms + 1, (ms, wall_ms)
    want = x
    for _ in range(4):
        want = want @ want / 256
    torch.testing.assert_close(d.cpu(), want, rtol=1e-4, atol=1e-4)
    s = torch.tpu.current_stream()
    e = s.record_event()
    s.wait_event(e)
    e.synchronize()
    assert e.query()


def test_an_unrecorded_event_is_complete_and_cannot_be_timed():
    e = torch.tpu.Event(enable_timing=True)
    assert e.query()
    with pytest.raises(ValueError, match="recorded"):  # what torch says for CUDA events too
        e.elapsed_time(torch.tpu.Event(enable_timing=True))


# Two processes on loopback, CPU tensors only, with torch_pjrt autoloaded and made the current
# accelerator (TORCH_PJRT_ACCELERATOR=1, as on a TPU): FSDP2 on a CPU mesh and DDP train as without
# it, matching one CPU process. (Without the setting, tests/test_installed_unchanged.py.)
DIST = textwrap.dedent("""
    import os, sys, torch, torch.distributed as dist
    rank, world, port = int(sys.argv[1]), 2, sys.argv[2]
    os.environ.update(MASTER_ADDR="127.0.0.1", MASTER_PORT=port)
    assert torch.accelerator.current_accelerator().type == "tpu"
    dist.init_process_group("gloo", rank=rank, world_size=world)
    from torch.distributed.fsdp import fully_shard
    from torch.distributed.device_mesh import init_device_mesh

    def make():
        torch.manual_seed(0)
        return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4))

    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(1))
    ref = make()
    ref_opt = torch.optim.SGD(ref.parameters(), lr=0.1)
    model = make()
    mesh = init_device_mesh("cpu", (world,))
    for m in model:
        if isinstance(m, torch.nn.Linear):
            fully_shard(m, mesh=mesh)
    fully_shard(model, mesh=mesh)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    ddp = torch.nn.parallel.DistributedDataParallel(make())
    ddp_opt = torch.optim.SGD(ddp.parameters(), lr=0.1)
    for _ in range(3):
        for m, o in ((model, opt), (ref, ref_opt), (ddp, ddp_opt)):
            m(x).square().sum().backward(); o.step(); o.zero_grad()
    full = {k: v.full_tensor() for k, v in model.state_dict().items()}
    fsdp_diff = max((full[k] - v).abs().max().item() for k, v in ref.state_dict().items())
    ddp_diff = max((a - b).abs().max().item() for a, b in zip(ddp.module.parameters(), ref.parameters()))
    dist.destroy_process_group()
    print("DIFF", fsdp_diff, ddp_diff, flush=True)
    os._exit(0)  # gloo can abort in interpreter teardown, with stock PyTorch too (tests/dist/_common.py)
""")


def test_cpu_fsdp2_and_ddp_with_gloo_are_untouched():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = str(s.getsockname()[1])
    env = {**os.environ, "TORCH_PJRT_ACCELERATOR": "1"}
    procs = [subprocess.Popen([sys.executable, "-c", DIST, str(r), port], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True, cwd=ROOT, env=env) for r in range(2)]
    outs = []
    for p in procs:
        try:
            out, err = p.communicate(timeout=300)
        except subprocess.TimeoutExpired:
            for q in procs:
                q.kill()
            raise
        assert p.returncode == 0, err[-3000:]
        outs.append(out)
    for out in outs:
        fsdp_diff, ddp_diff = map(float, [l for l in out.splitlines() if l.startswith("DIFF")][0].split()[1:])
        assert fsdp_diff < 1e-5 and ddp_diff < 1e-5, out
