"""Every c10d collective on device tensors, compared with gloo on CPU tensors.

Run by tests/test_distributed.py under torchrun (2 ranks). The default group is
"cpu:gloo,tpu:pjrt": the same call with CPU tensors runs on gloo alone, with
device tensors on torch_pjrt's backend, so each result (or error) must match.
"""

import os
import sys

import torch
import torch.distributed as dist

import torch_pjrt
from _common import finish

DEV = torch_pjrt.device_name()
dist.init_process_group(f"cpu:gloo,{DEV}:pjrt")
RANK, WORLD = dist.get_rank(), dist.get_world_size()
R = dist.ReduceOp
DTYPES = [torch.float32, torch.float64, torch.float16, torch.bfloat16, torch.int64, torch.int32, torch.int8,
          torch.uint8, torch.bool]
checked, failures = [], []


def data(shape, dtype, salt=0):
    g = torch.Generator().manual_seed(1000 * RANK + salt)
    if dtype == torch.bool:
        return torch.randint(0, 2, shape, generator=g).bool()
    if dtype.is_floating_point:
        return (torch.randn(shape, generator=g) * 4).to(dtype)
    return torch.randint(1, 5, shape, generator=g).to(dtype)


def run(device, fn, dtype):
    """fn(make) with make(shape, salt) creating this rank's input on `device`;
    returns the tensors fn returns, on the CPU, or the exception it raised."""
    try:
        out = fn(lambda shape, salt=0: data(shape, dtype, salt).to(device))
        if device != "cpu":
            for t in out:
                assert t.device.type == DEV, (t.device, fn)
        return [t.cpu() for t in out]
    except Exception as e:  # the same failure must happen on both
        return e


def compare(name, fn, dtypes=DTYPES):
    for dtype in dtypes:
        want, got = run("cpu", fn, dtype), run(DEV, fn, dtype)
        label = f"{name}[{dtype}]"
        checked.append(label)
        if isinstance(want, Exception) or isinstance(got, Exception):
            if type(want) is not type(got):
                failures.append(f"{label}: cpu gave {want!r}, {DEV} gave {got!r}")
            continue
        if len(want) != len(got) or not all(w.dtype == g.dtype and torch.equal(w, g) for w, g in zip(want, got)):
            failures.append(f"{label}: cpu {want} != {DEV} {got}")


def all_reduce(op):
    def f(make):
        t = make((3, 5))
        dist.all_reduce(t, op=op)
        return [t]
    return f


for op in (R.SUM, R.PRODUCT, R.MIN, R.MAX, R.BAND, R.BOR, R.BXOR, R.AVG):
    compare(f"all_reduce.{op}", all_reduce(op))


def all_reduce_async(make):
    a, b = make((4,)), make((2, 3), salt=1)
    works = [dist.all_reduce(a, async_op=True), dist.all_reduce(b, async_op=True)]
    for w in works:
        w.wait()
    assert all(w.is_completed() for w in works)
    return [a, b]


def all_reduce_future(make):
    t = make((6,))
    got = dist.all_reduce(t, async_op=True).get_future().wait()
    return [t, *got]


def all_reduce_views(make):
    base = make((4, 6))
    col, row = base[:, 1:3], base[2]  # a strided view and a view at an offset: written through
    dist.all_reduce(row)
    dist.all_reduce(col.contiguous())
    return [base]


def all_gather(make):
    outs = [make((2, 3), salt=9) for _ in range(WORLD)]
    dist.all_gather(outs, make((2, 3)))
    return outs


def all_gather_into_tensor(make):
    out = make((WORLD * 2, 3), salt=9)
    dist.all_gather_into_tensor(out, make((2, 3)))
    return [out]


def reduce_scatter(make):
    out = make((3,), salt=9)
    dist.reduce_scatter(out, [make((3,), salt=i) for i in range(WORLD)])
    return [out]


def reduce_scatter_tensor(make):
    out = make((2, 3), salt=9)
    dist.reduce_scatter_tensor(out, make((WORLD * 2, 3)))
    return [out]


def broadcast(make):
    t = make((5,))
    dist.broadcast(t, src=1)
    return [t]


def reduce(make):
    t = make((5,))
    dist.reduce(t, dst=0)
    return [t] if RANK == 0 else []


def all_to_all(make):
    outs = [make((2,), salt=9) for _ in range(WORLD)]
    dist.all_to_all(outs, [make((2,), salt=i) for i in range(WORLD)])
    return outs


def all_to_all_single(make):
    out = make((WORLD * 3,), salt=9)
    dist.all_to_all_single(out, make((WORLD * 3,)))
    return [out]


def all_to_all_single_uneven(make):
    # rank r sends (r + 1 + j) rows to rank j, so rank j receives (r + 1 + j) from each r.
    send = [RANK + 1 + j for j in range(WORLD)]
    recv = [r + 1 + RANK for r in range(WORLD)]
    out = make((sum(recv), 2), salt=9)
    dist.all_to_all_single(out, make((sum(send), 2)), output_split_sizes=recv, input_split_sizes=send)
    return [out]


def gather(make):
    outs = [make((4,), salt=9) for _ in range(WORLD)] if RANK == 0 else None
    dist.gather(make((4,)), outs, dst=0)
    return outs or []


def scatter(make):
    out = make((4,), salt=9)
    dist.scatter(out, [make((4,), salt=i) for i in range(WORLD)] if RANK == 1 else None, src=1)
    return [out]


def send_recv(make):
    t = make((3, 2))
    if RANK == 0:
        dist.send(t, dst=1)
        return []
    dist.recv(t, src=0)
    return [t]


def isend_irecv_both_ways(make):
    # Both ranks send before they receive: only non-blocking sends get through.
    mine, theirs = make((7,)), make((7,), salt=9)
    peer = 1 - RANK
    works = [dist.isend(mine, peer), dist.irecv(theirs, peer)]
    for w in works:
        w.wait()
    return [theirs]


def batch_isend_irecv(make):
    peer = 1 - RANK
    mine, theirs = make((3,)), make((3,), salt=9)
    ops = [dist.P2POp(dist.isend, mine, peer), dist.P2POp(dist.irecv, theirs, peer)]
    for w in dist.batch_isend_irecv(ops):
        w.wait()
    return [theirs]


def all_gather_coalesced(make):
    outs = [[make((2,), salt=9), make((3,), salt=8)] for _ in range(WORLD)]
    dist.all_gather_coalesced(outs, [make((2,)), make((3,), salt=1)])
    return [t for l in outs for t in l]


for fn in (all_reduce_async, all_reduce_future, all_reduce_views, all_gather, all_gather_into_tensor, reduce_scatter,
           reduce_scatter_tensor, broadcast, reduce, all_to_all, all_to_all_single, all_to_all_single_uneven, gather,
           scatter, send_recv, isend_irecv_both_ways, batch_isend_irecv, all_gather_coalesced):
    compare(fn.__name__, fn)


# ReduceOp.PREMUL_SUM (NCCL's; FSDP2 asks for it under a gradient divide factor, as TorchTitan sets):
# gloo has no such op, so the reference is SUM of each rank's input times the factor, on gloo.
FLOATS = [torch.float32, torch.float64, torch.bfloat16]


def premul(fn_dev, fn_ref):
    def f(make):
        return fn_ref(make) if make(()).device.type == "cpu" else fn_dev(make)
    return f


def premul_all_reduce(op_factor):
    def dev(make):
        t = make((3, 5))
        dist.all_reduce(t, op=R.PREMUL_SUM(op_factor(t.device)))
        return [t]

    def ref(make):
        t = make((3, 5)) * 0.25
        dist.all_reduce(t)
        return [t]
    return premul(dev, ref)


def premul_reduce_scatter_tensor(make):
    out = make((2, 3), salt=9)
    dist.reduce_scatter_tensor(out, make((WORLD * 2, 3)), op=R.PREMUL_SUM(0.25))
    return [out]


def premul_reduce_scatter_tensor_ref(make):
    out = make((2, 3), salt=9)
    dist.reduce_scatter_tensor(out, make((WORLD * 2, 3)) * 0.25)
    return [out]


def premul_reduce_scatter(make):
    out, ins = make((3,), salt=9), [make((3,), salt=i) for i in range(WORLD)]
    kept = [t.clone() for t in ins]
    dist.reduce_scatter(out, ins, op=R.PREMUL_SUM(0.25))
    return [out, *[torch.stack([a, b]) for a, b in zip(ins, kept)]]  # the inputs are left as they were


def premul_reduce_scatter_ref(make):
    out, ins = make((3,), salt=9), [make((3,), salt=i) for i in range(WORLD)]
    kept = [t.clone() for t in ins]
    dist.reduce_scatter(out, [t * 0.25 for t in ins])
    return [out, *[torch.stack([a, b]) for a, b in zip(ins, kept)]]


def premul_reduce(make):
    t = make((5,))
    dist.reduce(t, dst=0, op=R.PREMUL_SUM(0.25))
    return [t]  # the root's holds the result, the other's is left as it was


def premul_reduce_ref(make):
    t = make((5,))
    s = t * 0.25
    dist.reduce(s, dst=0)
    return [s if RANK == 0 else t]


compare("all_reduce.PREMUL_SUM(0.25)", premul_all_reduce(lambda device: 0.25), FLOATS)
compare("all_reduce.PREMUL_SUM(tensor 0.25)",
        premul_all_reduce(lambda device: torch.tensor(0.25, device=device)), FLOATS)
compare("reduce_scatter_tensor.PREMUL_SUM", premul(premul_reduce_scatter_tensor, premul_reduce_scatter_tensor_ref),
        FLOATS)
compare("reduce_scatter.PREMUL_SUM", premul(premul_reduce_scatter, premul_reduce_scatter_ref), FLOATS)
compare("reduce.PREMUL_SUM", premul(premul_reduce, premul_reduce_ref), FLOATS)
checked.append("all_reduce.PREMUL_SUM on integers")
try:
    dist.all_reduce(torch.ones(3, dtype=torch.int64, device=DEV), op=R.PREMUL_SUM(0.25))
    failures.append("all_reduce.PREMUL_SUM on integers: no error")
except RuntimeError as e:
    if "PREMUL_SUM takes floating-point tensors" not in str(e):
        failures.append(f"all_reduce.PREMUL_SUM on integers: {e}")

# On a second device of the process, too.
if torch.tpu.device_count() > 1:
    t = data((4,), torch.float32).to(f"{DEV}:1")
    c = t.cpu()
    dist.all_reduce(t)
    dist.all_reduce(c)
    checked.append("all_reduce on tpu:1")
    if t.device.index != 1 or not torch.equal(t.cpu(), c):
        failures.append(f"all_reduce on {DEV}:1: {t} != {c}")

# Object collectives (pickled bytes through the device backend) and barrier.
objs = [None] * WORLD
dist.all_gather_object(objs, {"rank": RANK, "t": [RANK] * 3})
checked.append("all_gather_object")
if objs != [{"rank": r, "t": [r] * 3} for r in range(WORLD)]:
    failures.append(f"all_gather_object: {objs}")
got = [None] * WORLD if RANK == 0 else None
dist.gather_object(("x", RANK), got, dst=0)
if RANK == 0 and got != [("x", r) for r in range(WORLD)]:
    failures.append(f"gather_object: {got}")
lst = [RANK, "b"]
dist.broadcast_object_list(lst, src=1)
if lst != [1, "b"]:
    failures.append(f"broadcast_object_list: {lst}")
out = [None]
dist.scatter_object_list(out, [f"to{r}" for r in range(WORLD)] if RANK == 0 else None, src=0)
if out != [f"to{RANK}"]:
    failures.append(f"scatter_object_list: {out}")
dist.barrier()
checked += ["gather_object", "broadcast_object_list", "scatter_object_list", "barrier"]

# Functional collectives inside a compiled graph (what DTensor and FSDP2 trace):
# the graph is cut at each, the pieces compiled, in strict mode (no fallback).
import torch.distributed._functional_collectives as funcol  # noqa: E402



def traced(x):
    y = funcol.all_reduce(x * 2 + 1, "sum", dist.group.WORLD)
    z = funcol.all_gather_tensor(y.relu(), 0, dist.group.WORLD)
    return funcol.reduce_scatter_tensor(z - 3, "sum", 0, dist.group.WORLD).sin()


torch_pjrt.set_strict(True)
x = data((4, 3), torch.float32)
want = traced(x)  # on CPU tensors, gloo
got = torch.compile(traced, backend=DEV, fullgraph=True)(x.to(DEV))
m = torch_pjrt.metrics()
checked.append("compiled functional collectives")
if not torch.allclose(got.cpu(), want, atol=1e-6) or m["collective_splits"] != {
        "_c10d_functional.all_reduce": 1, "_c10d_functional.all_gather_into_tensor": 1,
        "_c10d_functional.reduce_scatter_tensor": 1, "_c10d_functional.wait_tensor": 3} or m.get("eager_graphs"):
    failures.append(f"compiled functional collectives: {got} vs {want}; {m['collective_splits']}, {m.get('eager_graphs')}")
torch_pjrt.set_strict(False)

dist.destroy_process_group()
print(f"rank {RANK}: {len(checked)} checked, {len(failures)} failed", flush=True)
for f in failures:
    print(f"rank {RANK}: FAIL {f}", flush=True)
finish(1 if failures else 0)
