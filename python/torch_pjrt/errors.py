"""Exceptions raised by torch_pjrt.

Every error has a kind, and the kind decides the builtin exception it is, the same
way on both paths an error reaches you:

* an eager op on a ``tpu`` tensor raises the builtin PyTorch raises for the same
  mistake on CPU: ``RuntimeError``, ``NotImplementedError``, ``ValueError``,
  ``IndexError``, ``TypeError`` or ``torch.OutOfMemoryError``;
* a call into torch_pjrt (``torch_pjrt.init``, device queries, compiled graphs)
  raises one of the classes below, each a subclass of :class:`TorchPjrtError` *and*
  of that same builtin, so ``except ValueError`` catches both.

Messages name the op, the shapes, the dtypes and the plugin's own text. The kinds,
their codes and classes are listed once, in ``csrc/tpj_errors.def`` (see
``torch_pjrt._native.ERROR_KINDS``).

Example::

    import torch_pjrt
    try:
        torch_pjrt.init(plugin="nope")
    except torch_pjrt.errors.InvalidSettingError as e:   # also a ValueError
        print(e)
"""

import torch


class TorchPjrtError(RuntimeError):
    """Base class of torch_pjrt's own errors; on its own, a ``RuntimeError`` (kind RUNTIME)."""


# ---- one class per kind (csrc/tpj_errors.def) ---------------------------------


class NotLoweredError(TorchPjrtError, NotImplementedError):
    """An op (or a graph containing it) has no lowering for the PJRT device yet (kind NOT_LOWERED).

    Eagerly such an op runs on the CPU instead (counted; an error under ``TORCH_PJRT_STRICT=1``).
    A compiled graph holding one runs op by op on the device instead (warned, counted); under
    ``TORCH_PJRT_STRICT=1`` calling it raises this error, naming the ops (not Dynamo's
    ``BackendCompilerFailed``).
    """


class NotBucketableError(NotLoweredError):
    """A graph with symbolic sizes cannot be padded to a size bucket (it compiles per exact size instead)."""


class OpValueError(TorchPjrtError, ValueError):
    """An op got an argument value PyTorch rejects with ``ValueError`` (kind VALUE)."""


class OpIndexError(TorchPjrtError, IndexError):
    """An index or dimension out of range, where PyTorch raises ``IndexError`` (kind INDEX)."""


class OpTypeError(TorchPjrtError, TypeError):
    """An argument of the wrong type, where PyTorch raises ``TypeError`` (kind TYPE)."""


class DeviceOutOfMemoryError(TorchPjrtError, torch.OutOfMemoryError, MemoryError):
    """The device ran out of memory (kind OUT_OF_MEMORY); a ``torch.OutOfMemoryError``
    like CUDA's, and still a ``MemoryError`` as in earlier releases."""


# ---- settings, plugins and devices: their own classes, of their kind's builtin ----


class InvalidSettingError(TorchPjrtError, ValueError):
    """A setting such as ``TORCH_PJRT_PLUGIN`` has a value we do not understand."""


class PluginNotFoundError(TorchPjrtError):
    """No PJRT plugin was found for the requested platform (install its package)."""


class PluginLoadError(TorchPjrtError):
    """A PJRT plugin library exists but could not be loaded or initialised."""


class NoDeviceError(TorchPjrtError):
    """The plugin loaded but found no device (for example the CUDA plugin without a GPU)."""


class DeviceIndexError(TorchPjrtError, IndexError):
    """A device index outside ``range(torch.tpu.device_count())``."""


class DeviceCheckError(OpIndexError):
    """A check the device ran on values only it saw failed: an index out of range in
    ``index_select``, ``gather``, ``scatter``, ``embedding``, ``take``, ``put``,
    ``x[idx]``, ``x[idx] = v`` or a class target of ``nll_loss``/``cross_entropy``.
    Like CUDA's device-side asserts it is raised at the next synchronisation (reading a
    tensor back, ``torch.tpu.synchronize()``), not by the op itself; in the ``debug`` eager
    mode (``TORCH_PJRT_EAGER=debug``, :func:`torch_pjrt.set_eager_mode`) by the op itself. A read-back raises the
    builtin the CPU raises at the op (``IndexError``; ``RuntimeError`` for gather, scatter
    and multilabel_margin_loss); this class, raised by Python calls, is both.

    Example::

        x = torch.randn(4, 3, device="tpu")
        y = x.index_select(0, torch.tensor([7], device="tpu"))   # queued
        try:
            y.cpu()
        except IndexError as e:                                  # DeviceCheckError
            print(e)   # aten::index_select: index out of range for dimension 0 with size 4 ...
    """
