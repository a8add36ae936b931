"""TorchRec (issue 31, item 3): an EmbeddingBagCollection and a DLRM train on the device unchanged
and track the same code on CPU (strict mode: no CPU fallback).

TorchRec needs fbgemm: its declared fbgemm-gpu is the CUDA build, and the CPU build,
fbgemm-gpu-cpu 1.9.0, loads with torch 2.14 only (with 2.15: undefined symbol
c10::report_overflow). scripts/setup.sh installs both on torch 2.14, so these tests run in CI's
torch 2.14 leg and skip, saying so, on 2.15. Cost on 2 cores: ~15 s cold.
"""

import copy

import pytest
import torch

import torch_pjrt
from helpers import DEV

if torch.__version__ >= "2.15":
    pytest.skip(f"TorchRec's fbgemm-gpu-cpu 1.9.0 does not load with torch {torch.__version__} (undefined symbol "
                "c10::report_overflow): these tests run with torch 2.14 (CI's second leg)", allow_module_level=True)

from torchrec import EmbeddingBagCollection, EmbeddingBagConfig, KeyedJaggedTensor, PoolingType  # noqa: E402
from torchrec.models.dlrm import DLRM  # noqa: E402

KEYS = ["user", "item"]


def tables():
    return [EmbeddingBagConfig(name="t_user", embedding_dim=8, num_embeddings=50, feature_names=["user"]),
            EmbeddingBagConfig(name="t_item", embedding_dim=8, num_embeddings=40, feature_names=["item"], pooling=PoolingType.MEAN)]


def batch(step, size=8):
    """A batch of sparse features (0-3 ids per sample and feature), dense features and click labels."""
    g = torch.Generator().manual_seed(step)
    lengths = torch.randint(0, 4, (len(KEYS) * size,), generator=g)
    values = torch.randint(0, 40, (int(lengths.sum()),), generator=g)
    kjt = KeyedJaggedTensor.from_lengths_sync(keys=KEYS, values=values, lengths=lengths)
    dense = torch.randn(size, 4, generator=g)
    # Learnable clicks: a rule on the dense features.
    return kjt, dense, (dense[:, 0] + dense[:, 1] > 0).float()


def test_embedding_bag_collection_forward_backward_and_step_match_cpu():
    """Sum- and mean-pooled bags over a jagged batch (empty bags too): the KeyedTensor, the
    tables' gradients and the tables after an SGD step match CPU."""
    torch.manual_seed(0)
    base = EmbeddingBagCollection(tables=tables(), device=torch.device("cpu"))
    kjt, _, _ = batch(0)
    res = {}
    for device in ("cpu", DEV):
        ebc = copy.deepcopy(base).to(device)
        opt = torch.optim.SGD(ebc.parameters(), lr=0.5)
        kt = ebc(kjt.to(torch.device(device)))
        assert kt.keys() == KEYS
        out = kt.values()
        (out * torch.arange(out.shape[1], device=device)).sum().backward()
        grads = {n: p.grad.cpu() for n, p in ebc.named_parameters()}
        opt.step()
        res[device] = out.detach().cpu(), grads, {n: p.detach().cpu() for n, p in ebc.named_parameters()}
    (o0, g0, p0), (o1, g1, p1) = res["cpu"], res[DEV]
    assert o1.shape == (8, 16)
    torch.testing.assert_close(o1, o0, rtol=1e-6, atol=1e-6)
    for n in g0:
        torch.testing.assert_close(g1[n], g0[n], rtol=1e-6, atol=1e-6)
        torch.testing.assert_close(p1[n], p0[n], rtol=1e-6, atol=1e-6)
    print(f"ebc: pooled {tuple(o1.shape)}, max difference {(o1 - o0).abs().max():.1e}")


def test_dlrm_trains_20_steps_as_on_cpu():
    """TorchRec's DLRM (dense MLP, EmbeddingBagCollection, pairwise interaction, over MLP) with
    binary cross-entropy and Adam, 20 steps: each step's loss within 1e-5 of CPU's."""
    torch.manual_seed(0)
    base = DLRM(embedding_bag_collection=EmbeddingBagCollection(tables=tables(), device=torch.device("cpu")),
                dense_in_features=4, dense_arch_layer_sizes=[16, 8], over_arch_layer_sizes=[16, 1])
    losses = {}
    for device in ("cpu", DEV):
        model = copy.deepcopy(base).to(device)
        opt = torch.optim.Adam(model.parameters(), lr=1e-2)
        losses[device] = []
        torch_pjrt.reset_metrics()
        for step in range(20):
            kjt, dense, labels = batch(step)
            logits = model(dense.to(device), kjt.to(torch.device(device))).squeeze(1)
            loss = torch.nn.functional.binary_cross_entropy_with_logits(logits, labels.to(device))
            opt.zero_grad()
            loss.backward()
            opt.step()
            losses[device].append(loss.item())
    assert torch_pjrt.metrics()["fallback_count"] == 0
    worst = max(abs(a - b) / abs(b) for a, b in zip(losses[DEV], losses["cpu"]))
    print(f"dlrm: loss {losses['cpu'][0]:.4f} -> {losses['cpu'][-1]:.4f} on cpu, "
          f"{losses[DEV][0]:.4f} -> {losses[DEV][-1]:.4f} on {DEV}; max relative difference {worst:.1e}")
    assert worst < 1e-5, (losses[DEV], losses["cpu"])
    assert sum(losses[DEV][-5:]) < sum(losses[DEV][:5])
