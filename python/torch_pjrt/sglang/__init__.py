"""SGLang on PJRT devices: the hardware platform plugin SGLang finds through its
``sglang.srt.platforms`` entry point (pyproject.toml), so ``sglang.Engine`` runs on ``tpu``
devices.

SGLang 0.5.23 pins torch 2.14.1 and transformers 5.19, so it lives in a virtualenv of its own:
``bash scripts/setup_sglang.sh`` (docs/sglang.md).

Example::

    # in the SGLang virtualenv (.venv-sglang), with a PJRT plugin present
    import sglang
    engine = sglang.Engine(model_path="/path/to/llama", dtype="float32")
    out = engine.generate(input_ids=[1, 5, 9], sampling_params={"temperature": 0, "max_new_tokens": 8})

``SGLANG_PLATFORM=tpu`` insists on this platform (an error if no device loads).
"""


def register():
    """SGLang's platform plugin hook: the platform class's qualified name when a PJRT plugin
    with at least one device loads, else None (SGLang then probes its in-tree platforms).

    Example::

        >>> from torch_pjrt.sglang import register
        >>> register()
        'torch_pjrt.sglang.platform.PjrtSRTPlatform'
    """
    import torch_pjrt
    from torch_pjrt import device
    from torch_pjrt.errors import NoDeviceError, PluginNotFoundError

    try:
        torch_pjrt.init()
    except (PluginNotFoundError, NoDeviceError):
        # The device is absent: SGLang falls back to its own platforms. A plugin that is there
        # but fails to load raises, and SGLang logs it with its traceback.
        return None
    return "torch_pjrt.sglang.platform.PjrtSRTPlatform" if device.device_count() > 0 else None
