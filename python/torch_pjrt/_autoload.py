"""PyTorch's ``torch.backends`` entry point (``TORCH_DEVICE_BACKEND_AUTOLOAD=0`` disables it).

A module of its own so that ``import torch_pjrt`` before ``import torch`` works:
torch then loads this entry point while the package is still initialising.
"""


def load():
    import torch_pjrt  # noqa: F401  (importing registers the device)
