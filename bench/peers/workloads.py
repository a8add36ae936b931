"""The side-by-side benchmark's workloads: plain torch.nn models, seeded weights and data
built on the CPU, so every mode (each in its own process and virtualenv, some with an
older torch) starts from the same numbers and native eager's losses are the reference.

This module imports torch only: it runs under the peers' torch releases too."""

import os
import sys

import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples"))

from models import GPT, batches, corpus  # noqa: E402  (the GPT of train_step.py and the main job)


class Workload:
    """name: command-line key; kind: "train" (loss, backward, optimizer step), "infer" (forward
    under no_grad) or "eager_op" (one pointwise chain, eager modes only); unit: what one
    timed step is reported in."""

    name = kind = title = ""
    unit = "ms/step"
    optimizer = None  # ("adamw" | "sgd", keyword arguments) for kind "train"
    tokens_per_step = None  # reported as tokens/s too

    def model(self):
        raise NotImplementedError

    def batches(self, n):
        """n (x, y) pairs of CPU tensors, the same in every process."""
        raise NotImplementedError

    def loss(self, model, x, y):
        raise NotImplementedError


class MLP(Workload):
    name, kind, title = "mlp", "train", "MLP 784-1024-1024-10, bs 128, AdamW"
    optimizer = ("adamw", dict(lr=1e-3, weight_decay=0.01))

    def model(self):
        torch.manual_seed(0)
        return nn.Sequential(nn.Linear(784, 1024), nn.ReLU(), nn.Linear(1024, 1024), nn.ReLU(), nn.Linear(1024, 10))

    def batches(self, n):
        g = torch.Generator().manual_seed(1)
        return [(torch.randn(128, 784, generator=g), torch.randint(10, (128,), generator=g)) for _ in range(n)]

    def loss(self, model, x, y):
        return F.cross_entropy(model(x), y)


class _GPTBase(Workload):
    cfg = dict(layers=4, heads=4, d=256, ctx=128)
    batch = 8

    def model(self):
        _, vocab = corpus()
        torch.manual_seed(0)
        c = self.cfg
        return GPT(vocab=vocab, ctx=c["ctx"], d=c["d"], layers=c["layers"], heads=c["heads"])

    def batches(self, n):
        data, _ = corpus()
        return list(batches(data, self.cfg["ctx"], self.batch, n, seed=0))

    def loss(self, model, x, y):
        return model(x, y)[1]


class GPTTrain(_GPTBase):
    name, kind, title = "gpt", "train", "GPT 4L/4H/d256, ctx 128, bs 8, AdamW"
    optimizer = ("adamw", dict(lr=1e-3, weight_decay=0.01))


class MainJob(_GPTBase):
    # scripts/train.sh's defaults (examples/train_transformer.py); that loop also reads
    # each loss on the host, which this one leaves to the end of a block.
    name, kind, title = "main_job", "train", "main job: GPT 2L/4H/d128, ctx 64, bs 16, AdamW"
    cfg = dict(layers=2, heads=4, d=128, ctx=64)
    batch = 16
    optimizer = ("adamw", dict(lr=3e-3, weight_decay=0.01))
    tokens_per_step = 16 * 64


class GPTInfer(_GPTBase):
    # The loss beside the logits is what the modes are checked on; its cost is one
    # cross-entropy over 128 positions, small beside the 4 layers.
    name, kind, title = "gpt_infer", "infer", "GPT inference 1×128 (forward, no grad)"
    batch = 1


class SmallCNN(nn.Module):
    def __init__(self, classes=10):
        super().__init__()
        self.c1 = nn.Conv2d(3, 32, 3, padding=1)
        self.c2 = nn.Conv2d(32, 64, 3, padding=1)
        self.c3 = nn.Conv2d(64, 64, 3, padding=1)
        self.fc = nn.Linear(64 * 4 * 4, classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.c1(x)), 2)
        x = F.max_pool2d(F.relu(self.c2(x)), 2)
        x = F.max_pool2d(F.relu(self.c3(x)), 2)
        return self.fc(torch.flatten(x, 1))


class CNN(Workload):
    name, kind, title = "cnn", "train", "CNN 3 conv+pool, bs 32 of 3×32×32, SGD momentum"
    optimizer = ("sgd", dict(lr=0.01, momentum=0.9))

    def model(self):
        torch.manual_seed(0)
        return SmallCNN()

    def batches(self, n):
        g = torch.Generator().manual_seed(2)
        return [(torch.randn(32, 3, 32, 32, generator=g), torch.randint(10, (32,), generator=g)) for _ in range(n)]

    def loss(self, model, x, y):
        return F.cross_entropy(model(x), y)


class EagerOp(Workload):
    # One step is one `x = x * 1.0001 + 0.5`: two dispatched ops; reported per op.
    name, kind, title = "eager_op", "eager_op", "eager `x*1.0001+0.5` on 1024 floats"
    unit = "µs/op"
    ops_per_step = 2

    def start(self):
        return torch.randn(1024, generator=torch.Generator().manual_seed(3))


class GPTMedium(GPTTrain):
    # A step big enough for a GPU to be busy (~0.5 TFLOP), too slow for the CPU benchmark's
    # default run (seconds per step here): bench/gpu/ only.
    name, title = "gpt_medium", "GPT 12L/12H/d768 (GPT-2 small's shape, char vocabulary), ctx 256, bs 4, AdamW"
    cfg = dict(layers=12, heads=12, d=768, ctx=256)
    batch = 4


WORKLOADS = {w.name: w for w in (MLP(), GPTTrain(), GPTInfer(), CNN(), EagerOp(), MainJob())}
# Not in the side-by-side benchmark's default run (WORKLOADS); the GPU check runs them.
LARGE_WORKLOADS = {w.name: w for w in (GPTMedium(),)}
