"""Named lists of what the OpInfo sweep does not expect to pass, each entry with its reason.

Nothing is skipped silently: every entry here appears in docs/conformance.md with its reason.

- ``NOT_APPLICABLE``: entries that make no sense on the device. They are reported as ``n/a`` and
  left out of the pass-rate denominators (the report also gives the rate over all of op_db).
- ``EXPECTED``: entries that should work but are known not to, with why. They run anyway; a
  failure is reported as ``xfail``, a pass as ``xpass`` (a prompt to delete the entry). They count
  as failures in the pass rates.
- ``RANDOM``: entries whose values are random; compared by shape, dtype and device only (the
  OpInfo's own ``non-deterministic`` marks are honoured as well).

Keys are OpInfo full names (``name`` or ``name.variant``); a value can be narrowed to dtypes or
kinds with ``Only(reason, dtypes=..., kinds=...)``.
"""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Only:
    """A reason that applies to some dtypes (names such as ``"bfloat16"``) and/or kinds only."""

    reason: str
    dtypes: tuple = ()
    kinds: tuple = ()

    def applies(self, dtype, kind):
        return (not self.dtypes or dtype in self.dtypes) and (not self.kinds or kind in self.kinds)


SPARSE = "sparse layout: the device stores dense strided tensors only"
CUDA_ONLY = "CUDA-only kernel (jiterator / fp8 scaled_mm / flash or mem-efficient attention entry point)"

NOT_APPLICABLE: dict[str, str | Only] = {
    # Sparse layouts.
    "to_sparse": SPARSE,
    "sparse.sampled_addmm": SPARSE,
    "sparse.mm.reduce": SPARSE,
    # CUDA-only kernels: the OpInfo exists to test a CUDA code path.
    "jiterator_unary": CUDA_ONLY,
    "jiterator_binary": CUDA_ONLY,
    "jiterator_4inputs_with_extra_args": CUDA_ONLY,
    "jiterator_binary_return_by_ref": CUDA_ONLY,
    "jiterator_2inputs_2outputs": CUDA_ONLY,
    "torch._scaled_mm": CUDA_ONLY,
    "torch._scaled_mm_v2": CUDA_ONLY,
    "torch.ops.aten._flash_attention_forward": CUDA_ONLY,
    "torch.ops.aten._efficient_attention_forward": CUDA_ONLY,
    "nn.functional.batch_norm.without_cudnn": "tests the CUDA path with cuDNN disabled; declares no CPU dtype",
}

#: Entries whose values are random draws (compared by shape, dtype and device).
RANDOM: dict[str, str] = {
    name: "random draws differ between the CPU generator and the device's"
    for name in (
        "bernoulli", "cauchy", "exponential", "geometric", "log_normal", "normal", "normal.in_place",
        "normal.number_mean", "uniform", "multinomial", "randn", "randn_like", "rand_like", "randint",
        "randint_like", "nn.functional.dropout", "nn.functional.dropout2d", "nn.functional.dropout3d",
        "nn.functional.alpha_dropout", "nn.functional.feature_alpha_dropout.with_train",
        "nn.functional.rrelu", "nn.functional.fractional_max_pool2d", "nn.functional.fractional_max_pool3d",
        "svd_lowrank", "pca_lowrank",
    )
} | {
    name: "uninitialised memory: only shape, dtype and device are defined"
    for name in ("empty", "empty_like", "new_empty", "new_empty_strided", "empty_strided", "empty_permuted")
}

#: Entries whose samples ask for a CPU result from device inputs (`x.to("cpu", ...)`).
CPU_RESULT = {"to"}

#: Entries whose CPU kernel returns some results in another dtype than PyTorch declares for every
#: other device (its fake and meta kernels, what torch.compile traces with): norm statistics stay in
#: the computation dtype (float32 for bf16/f16) off the CPU. Their dtype is checked against the meta
#: kernel's, their values against the CPU's.
DECLARED_DTYPES = {"native_layer_norm", "native_batch_norm", "_native_batch_norm_legit"}

#: Arguments the op requires on the CPU (PyTorch's own device tests keep them there): op name ->
#: positions in ``sample.args`` that are not moved to the device.
KEEP_ON_CPU = {"tensor_split": (0,)}

#: Entries random only for some samples (dropout enabled): those samples are compared by shape,
#: dtype and device, every other sample by value.
SAMPLE_RANDOM = {
    "nn.functional.scaled_dot_product_attention": lambda s: s.kwargs.get("dropout_p", 0.0) > 0,
    "nn.functional.multi_head_attention_forward": lambda s: bool(s.kwargs.get("training", False)),
}

TIE_ORDER = "ties ordered differently: the sort lowering is not stable, CPU's is (many equal bool/half keys)"
TIE_INDICES = "indices of equal elements differ from the CPU's (implementation-defined for ties; values match)"

#: Known failures with why (from the measured sweep; docs/conformance.md has every failure).
EXPECTED: dict[str, str | Only] = {
    # Unstable sort.
    "sort": Only(TIE_ORDER, dtypes=("bfloat16", "float16", "bool")),
    "argsort": Only(TIE_ORDER, dtypes=("bfloat16", "float16", "bool")),
    "topk": Only(TIE_INDICES, dtypes=("float16", "int64", "int32")),
    "kthvalue": Only(TIE_INDICES, dtypes=("int64", "int32")),
    # CPU's mode sorts (value, index) pairs with std::sort, unstable past 16 elements:
    # which occurrence's index it reports is the sort's; ours is the last one.
    "mode": Only(TIE_INDICES, dtypes=("bfloat16", "float16", "int64", "int32", "bool")),
    # PyTorch's CPU kernel evaluates in half precision and returns NaN for these samples
    # (norms near 28); ours evaluates in float32 and rounds once.
    "matrix_exp": Only("CPU's half-precision result is NaN (overflow); ours is finite", dtypes=("bfloat16", "float16")),
}


def _lookup(table, op, dtype, kind):
    entry = table.get(op)
    if entry is None:
        return None
    if isinstance(entry, Only):
        return entry.reason if entry.applies(dtype, kind) else None
    return entry


def not_applicable(op, dtype, kind):
    """The reason the case is not applicable to the device, or None."""
    return _lookup(NOT_APPLICABLE, op, dtype, kind)


def expected_failure(op, dtype, kind):
    """The reason the case is expected to fail, or None."""
    return _lookup(EXPECTED, op, dtype, kind)
