"""Exceptions raised by torch_pjrt.

Each subclasses the builtin exception PyTorch users already catch, so existing
``except RuntimeError`` / ``except ValueError`` handlers keep working. Errors
raised while running an op come from PyTorch's own machinery as
``RuntimeError``, ``NotImplementedError``, ``ValueError``, ``IndexError``,
``TypeError`` or ``torch.OutOfMemoryError``, with messages naming the op, the
shapes, the dtypes and the plugin's own text.

Example::

    import torch_pjrt
    try:
        torch_pjrt.init(plugin="nope")
    except torch_pjrt.errors.InvalidSettingError as e:   # also a ValueError
        print(e)
"""


class TorchPjrtError(RuntimeError):
    """Base class of torch_pjrt's own errors."""


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


class DeviceOutOfMemoryError(TorchPjrtError, MemoryError):
    """The device ran out of memory."""


class NotLoweredError(TorchPjrtError, NotImplementedError):
    """An op (or a graph containing it) has no lowering for the PJRT device yet."""
