"""Shared pytest set-up: torch_pjrt is imported before anything reads the device list."""

import os

import pytest
import torch

import torch_pjrt

DEV = torch_pjrt.device_name()


@pytest.fixture(autouse=True)
def _strict(request):
    """Tests run in strict mode (a CPU fallback is an error) unless marked `allow_fallback`."""
    strict = request.node.get_closest_marker("allow_fallback") is None
    prev = torch_pjrt._native.is_strict()
    torch_pjrt.set_strict(strict)
    yield
    torch_pjrt.set_strict(prev)


def pytest_addoption(parser):
    parser.addoption("--modes", default="eager,compiled,bucketed",
                     help="the modes tests/ops runs its tests in, comma-separated (tests/ops/conftest.py)")


def pytest_configure(config):
    config.addinivalue_line("markers", "allow_fallback: the test expects CPU fallbacks")
    # Registered here, not in tests/ops/conftest.py (which reads them): tests/helpers.py marks
    # with `modes` too, and every test file imports it.
    config.addinivalue_line("markers", "modes(*modes, reason): the modes a test applies to (default: eager and "
                            "compiled, and bucketed where marked `bucketed`); the reason names what fails elsewhere")
    config.addinivalue_line("markers", "bucketed(dim=None): the test also runs compiled with dynamic=True at two "
                            "sizes (the op pads: reductions, softmax, matmul, pointwise, norm, loss); with dim, only "
                            "that dim of the first tensor argument varies")
