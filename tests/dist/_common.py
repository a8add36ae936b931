"""What the torchrun workers share."""

import os
import sys


def finish(code):
    """Exits without interpreter teardown: PyTorch's gloo can abort there ("terminate called
    without an active exception") with no torch_pjrt loaded at all (5 of 8 runs of cpu_only.py
    with stock PyTorch 2.15), which would fail a run whose checks all passed."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
