"""Small models used by the main job, the tests and the benchmarks: plain PyTorch,
nothing device-specific (the same code runs on "cpu", "cuda" or "tpu")."""

import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self, d_in=784, hidden=1024, d_out=10):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, d_out))

    def forward(self, x):
        return self.net(x)


class CNN(nn.Module):
    """conv2d + batch_norm + max/avg pooling + dropout."""

    def __init__(self, classes=10, dropout=0.0):
        super().__init__()
        self.c1 = nn.Conv2d(3, 16, 3, padding=1)
        self.b1 = nn.BatchNorm2d(16)
        self.c2 = nn.Conv2d(16, 32, 3, padding=1)
        self.b2 = nn.BatchNorm2d(32)
        self.drop = nn.Dropout(dropout)
        self.fc = nn.Linear(32 * 8 * 8, classes)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        x = F.avg_pool2d(F.relu(self.b2(self.c2(x))), 2)
        return self.fc(self.drop(torch.flatten(x, 1)))


class Block(nn.Module):
    def __init__(self, d, heads, dropout, act):
        super().__init__()
        self.heads = heads
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)
        self.drop = dropout
        self.act = act

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q, k, v = (t.view(B, T, self.heads, C // self.heads).transpose(1, 2) for t in (q, k, v))
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True, dropout_p=self.drop if self.training else 0.0)
        x = x + self.proj(y.transpose(1, 2).contiguous().view(B, T, C))
        h = self.fc1(self.ln2(x))
        h = F.gelu(h) if self.act == "gelu" else F.silu(h)
        return x + F.dropout(self.fc2(h), self.drop, self.training)


class GPT(nn.Module):
    """nanoGPT-style decoder: embedding, causal attention, layer norm, GELU/SiLU, tied head."""

    def __init__(self, vocab=96, ctx=64, d=128, layers=2, heads=4, dropout=0.0, act="gelu"):
        super().__init__()
        self.ctx = ctx
        self.tok = nn.Embedding(vocab, d)
        self.pos = nn.Embedding(ctx, d)
        self.blocks = nn.ModuleList(Block(d, heads, dropout, act) for _ in range(layers))
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)
        self.head.weight = self.tok.weight
        for n, p in self.named_parameters():
            if p.dim() >= 2:
                nn.init.normal_(p, std=0.02 / (math.sqrt(2 * layers) if n.endswith("fc2.weight") else 1.0))

    def forward(self, idx, targets=None):
        B, T = idx.shape
        pos = torch.arange(T, device=idx.device)
        x = self.tok(idx) + self.pos(pos)
        for b in self.blocks:
            x = b(x)
        logits = self.head(self.ln(x))
        if targets is None:
            return logits
        return logits, F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


def corpus():
    """Text to train on that every machine has: the sources of a few standard-library modules."""
    import inspect
    import json
    import argparse

    text = "".join(inspect.getsource(m) for m in (argparse, json.decoder, json.encoder))
    chars = sorted(set(text))
    stoi = {c: i for i, c in enumerate(chars)}
    data = torch.tensor([stoi[c] for c in text], dtype=torch.long)
    return data, len(chars)


def batches(data, ctx, batch, steps, seed=0):
    """Deterministic (x, y) batches of next-character prediction."""
    g = torch.Generator().manual_seed(seed)
    for _ in range(steps):
        ix = torch.randint(len(data) - ctx - 1, (batch,), generator=g)
        x = torch.stack([data[i : i + ctx] for i in ix])
        y = torch.stack([data[i + 1 : i + 1 + ctx] for i in ix])
        yield x, y
