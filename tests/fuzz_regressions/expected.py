"""Known differences the fuzzer (tools/fuzz.py) finds and we do not fix yet, each with its reason.

An outcome that matches an entry is reported as ``known`` under the entry's name instead of as a
mismatch or crash; tests/test_fuzz.py fails on any outcome that is neither a match nor explained
here. Match an entry as narrowly as the cause allows: the mode, the outcome's status and kind, a
regular expression on its detail (or the device's error), and the pool entries (``Op.spec``) of
which the program must use at least one.

Fixed findings live beside this file as data (``fuzz_<hash>_<mode>.json``, written by
``tools/fuzz.py --save``), replayed by test_regressions.py.
"""

from __future__ import annotations

import dataclasses
import re


@dataclasses.dataclass(frozen=True)
class Known:
    reason: str
    modes: tuple = ("eager", "compiled")
    statuses: tuple = ("mismatch",)
    kinds: tuple = ()  # mismatch kinds (values, nan, dtype, shape, exception, raised, no-raise, ...)
    detail: str = ""  # a regex searched in the outcome's detail and errors
    specs: tuple = ()  # pool entries; the program uses at least one
    flags: tuple = ()  # flags the outcome must carry (tools/fuzzing/execute.py sets them)

    def matches(self, specs, outcome):
        if outcome.get("mode") not in self.modes or outcome.get("status") not in self.statuses:
            return False
        if any(f not in (outcome.get("flags") or ()) for f in self.flags):
            return False
        if self.kinds and outcome.get("kind") not in self.kinds:
            return False
        text = " ".join(str(outcome.get(k) or "") for k in ("detail", "device_error", "cpu_error"))
        if self.detail and not re.search(self.detail, text):
            return False
        return not self.specs or any(s in specs for s in self.specs)


KNOWN: dict[str, Known] = {
    "subnormals_flushed": Known(
        "XLA:CPU runs with flush-to-zero and denormals-are-zero: float32 results below 1.2e-38 are 0 "
        "on the device (erfc or exp of large arguments, products of tiny values). A platform "
        "property, not a lowering; the CPU reproduces the device when every subnormal an op makes is "
        "flushed to zero.",
        kinds=("values", "nan"), flags=("flush_denormal",),
    ),
    "signed_zeros": Known(
        "XLA's algebraic simplifier rewrites some products (x * a bool, x * 0) as selects, giving +0.0 "
        "where IEEE multiplication gives -0.0. The values compare equal; only sign-sensitive ops "
        "downstream (atan2, copysign, signbit, 1/x) tell them apart. The CPU reproduces the device "
        "when every zero it makes is +0.0.",
        kinds=("values", "nan"), flags=("signed_zero",),
    ),
    "outputs_are_contiguous": Known(
        "The device lays out every op's result contiguously; PyTorch's CPU kernels keep a "
        "non-contiguous input's layout (memory-format propagation: `x.t() + 1` has transposed "
        "strides). So `.view()` of such a result works on the device where the CPU refuses, and "
        "strides, `is_contiguous()` and whether `reshape` views or copies differ (the fuzzer does "
        "not write through reshape results for that reason). Following the CPU would need the glue "
        "to allocate results with TensorIterator's strides.",
        kinds=("no-raise",), detail=r"view size is not compatible with input tensor's size and stride",
    ),
    "var_mean_mean_of_infinities": Known(
        "var_mean/std_mean compute the mean with Welford's update on the CPU (and CUDA), so an infinite "
        "input makes the mean NaN or ±inf depending on the order of the elements; the device sums "
        "(mean = ±inf, like torch.mean). Following the CPU's order-dependent NaN is not worth it.",
        kinds=("values", "nan"), specs=("var_mean",), detail=r"CPU nan|device nan",
    ),
    "batch_norm_folded_affine": Known(
        "The CPU's batch_norm applies weight and bias folded into one scale and shift "
        "(x * (invstd * w) + (b - mean * invstd * w)), so an infinite weight gives inf - inf = NaN "
        "where the device, normalizing first, gives ±inf.",
        kinds=("nan",), specs=("batch_norm",), detail=r"device -?inf, CPU nan",
    ),
    "attention_cpu_flash_nan_row": Known(
        "PyTorch's CPU flash-attention kernel (eager scaled_dot_product_attention) gives 0 for a query "
        "row whose scores are NaN; its math path, and torch.compile on the CPU, give NaN, as the "
        "device does.",
        modes=("eager",), kinds=("nan",), specs=("attention",), detail=r"device nan, CPU",
    ),
    "dynamo_pending_unbacked_masks_error": Known(
        "A compiled program that ends in an error, after indexing with a 0-d device tensor (an "
        "unbacked size in Dynamo's fake run): Dynamo reports its own PendingUnbackedSymbolNotFound "
        "instead of the op's TypeError, before our backend sees the graph. With CPU tensors the index "
        "is no unbacked size, so the CPU control cannot show it.",
        modes=("compiled",), kinds=("exception",), detail=r"PendingUnbackedSymbolNotFound",
    ),
    "inplace_write_into_overlapping_view": Known(
        "An in-place op writing into a view whose elements share memory (x.unfold(0, 4, 1).mul_(y): "
        "windows that overlap). PyTorch's CPU kernels raise only when a stride-0 dimension makes the "
        "overlap obvious (expand); otherwise its overlap test gives up ('too hard') and the loop writes "
        "in its own order, each element read after an earlier write to it changed it: a result of the "
        "loop order, not of the op. We raise the error PyTorch gives for expanded tensors instead of "
        "guessing that order.",
        kinds=("raised",), detail=r"more than one element of the written-to tensor refers to a single memory location",
    ),
    "gelu_exact_of_infinity": Known(
        "F.gelu(x, approximate='none') at x = +inf: PyTorch's CPU kernel returns NaN (its vectorised "
        "form multiplies inf by a term that is 0 there), where x * Phi(x) is +inf and the device gives "
        "+inf (as does the tanh approximation on both). The device is right; a NaN downstream on the "
        "CPU (digamma of it) shows it.",
        kinds=("nan",), detail=r"device inf, CPU nan", specs=("F.gelu",),
    ),
    "conv_padding_times_infinity": Known(
        "A convolution with zero padding and a non-finite weight: PyTorch's CPU kernels multiply the "
        "padding by the weight (0 * inf = NaN at every output whose window reaches the padding); "
        "XLA's convolution, like cuDNN's implicit padding, never reads the padding, so those outputs "
        "are finite. XLA folds an explicit pad into the convolution's window, so the lowering cannot "
        "choose; the CPU run notes when a padded convolution meets a non-finite weight.",
        kinds=("nan", "values"), flags=("conv_padding_nonfinite",),
    ),
    "dot_of_one_term_keeps_its_sign": Known(
        "A matrix product over one term (`[n, 1] @ [1, m]`) giving a zero: BLAS adds the product to a "
        "+0.0 accumulator, so a -0.0 product becomes +0.0 on the CPU; XLA rewrites a one-term dot as a "
        "multiply and keeps the -0.0. Equal values; only sign-sensitive ops downstream (digamma, 1/x, "
        "atan2) tell them apart. The CPU run notes such a product.",
        kinds=("values", "nan"), flags=("dot_one_term_zero",),
    ),
}


def explain(specs, outcome):
    """The name of the known issue that explains an outcome, or None."""
    for name, k in KNOWN.items():
        if k.matches(specs, outcome):
            return name
    return None
