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
