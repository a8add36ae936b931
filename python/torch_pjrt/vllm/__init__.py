"""vLLM on PJRT devices: the platform plugin vLLM finds through its ``vllm.platform_plugins``
entry point (pyproject.toml), so ``vllm.LLM`` and ``vllm serve`` run on ``tpu`` devices.

vLLM 0.33 pins torch 2.14.0 and an older transformers than the main set-up installs, so it
lives in a virtualenv of its own: ``bash scripts/setup_vllm.sh`` (docs/vllm.md).

Example::

    # in the vLLM virtualenv (.venv-vllm), with a PJRT plugin present
    from vllm import LLM, SamplingParams
    llm = LLM(model="/path/to/llama", dtype="float32")
    out = llm.generate(["Hello"], SamplingParams(temperature=0, max_tokens=8))

``VLLM_TARGET_DEVICE=cpu`` keeps vLLM on its own CPU platform in that virtualenv.
"""


def register():
    """vLLM's platform plugin hook: the platform class's qualified name when a PJRT plugin
    with at least one device loads, else None (vLLM then probes its other platforms).

    Example::

        >>> from torch_pjrt.vllm import register
        >>> register()
        'torch_pjrt.vllm.platform.PjrtPlatform'
    """
    import torch_pjrt
    from torch_pjrt import device
    from torch_pjrt.errors import NoDeviceError, PluginNotFoundError

    try:
        torch_pjrt.init()
    except (PluginNotFoundError, NoDeviceError):
        # The device is absent: vLLM picks another platform and says which. A plugin that is
        # there but fails to load raises, and vLLM logs it with its traceback.
        return None
    return "torch_pjrt.vllm.platform.PjrtPlatform" if device.device_count() > 0 else None
