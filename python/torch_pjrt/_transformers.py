"""transformers on our device: what torch_pjrt changes in transformers (5.x), and why.

transformers decides a few things per device kind with no hook for another
accelerator; each patch below replaces one transformers function for models and
caches on our device only (other devices keep transformers' behaviour), and is a
:class:`_torch_compat.Patch`, so it is counted, listed by
``torch_pjrt._torch_compat.report()`` and checked by tests/test_torch_compat.py:

- **continuous batching's cache size** (``transformers_cb_memory``,
  ``transformers_cb_device``): ``transformers serve --continuous-batching`` sizes its
  paged KV cache from the device's memory figures (``torch.tpu.mem_get_info``)
  instead of the host's whole RAM.
- **compiled generate()** (``transformers_compile_config``,
  ``transformers_compiled_prefill``, ``transformers_host_tokens``): with a static
  cache, ``generate()`` compiles with dynamic shapes, runs its prefill through the
  compiled forward, sizes its cache to a size bucket (``_native.bucket_size``; the
  buckets are the engine's, crates/engine/src/bucket.rs) and keeps the token ids on
  the host, so each size bucket compiles once instead of every prompt length.

When: :func:`install` (run by ``import torch_pjrt``) installs each group when
transformers imports the module it patches; nothing here imports transformers.

The names patched and read are transformers' own internals
(``PreTrainedModel._default_compile_config``,
``GenerationMixin._prepare_cache_for_generation``, ``_valid_auto_compile_criteria``,
``continuous_batching.cache``'s ``get_device_and_memory_breakdown``,
``ALL_STATIC_CACHE_IMPLEMENTATIONS``): they live here, beside what they serve,
verified on the transformers tests/test_torch_compat.py runs. Private *torch*
names they need are read through ``_torch_compat`` (``dynamo_config``,
``mark_static``).
"""

import functools
import importlib
import sys
import threading

import torch

from . import _native
from . import _torch_compat as compat


def _device_name():
    from . import device_name

    return device_name()


_CB = "transformers.generation.continuous_batching.cache"

CB_MEMORY = compat.Patch(
    "transformers_cb_memory", f"{_CB}:get_device_and_memory_breakdown",
    what="transformers' continuous batching sizes its paged KV cache on a tpu device from the device's "
         "memory figures (torch.tpu.mem_get_info: the plugin's limit, or the host-memory budget of the XLA CPU)",
    why="transformers (5.x) asks only CUDA, XPU and MPS for memory figures and sizes every other device's "
        "cache from the host's total RAM (psutil), with no hook for another accelerator",
    feature="transformers serve --continuous-batching on tpu sizes its cache to 90% of host memory "
            "(the process is killed by the OOM killer on the XLA CPU); pass --cb-num-blocks to size it by hand")

CB_DEVICE = compat.Patch(
    "transformers_cb_device", f"{_CB}:PagedAttentionCache.__init__",
    what="tells the memory query above which device the cache being built is on",
    why="transformers' memory query takes no device argument",
    feature="as transformers_cb_memory")

_cb_local = threading.local()


def _cb_memory(original):
    def get_device_and_memory_breakdown():
        device = getattr(_cb_local, "device", None)
        if device is None or device.type != _device_name():
            return original()
        mod = sys.modules[f"torch.{_device_name()}"]
        free, total = mod.mem_get_info(device)
        return device, total, mod.memory_reserved(device), total - free

    return get_device_and_memory_breakdown


def _cb_device(original):
    def __init__(self, config, continuous_batching_config, device, *args, **kwargs):
        _cb_local.device = torch.device(device)
        try:
            original(self, config, continuous_batching_config, device, *args, **kwargs)
        finally:
            _cb_local.device = None

    return __init__


def _install_cb_memory(_module=None):
    CB_MEMORY.install(_cb_memory)
    CB_DEVICE.install(_cb_device)


_HF_MODELING = "transformers.modeling_utils"
_HF_GENERATE = "transformers.generation.utils"

HF_COMPILE_CONFIG = compat.Patch(
    "transformers_compile_config", f"{_HF_MODELING}:PreTrainedModel._default_compile_config",
    what="generate() compiles a model on a tpu device with dynamic shapes (backend tpu, mode default): prompt "
         "and static-cache lengths are symbolic, so each size bucket compiles once",
    why="transformers (5.x) compiles tpu models with dynamic=False, written for torch_tpu (whose backend refuses "
        "dynamic shapes); a CompileConfig passed to generate() is the public way, but transformers serve "
        "--compile passes none",
    feature="a compiled generate() (transformers serve --compile) compiles a graph per static-cache length "
            "until Dynamo's limit of 8, then decodes eagerly (programs per length)")

HF_COMPILED_PREFILL = compat.Patch(
    "transformers_compiled_prefill", f"{_HF_GENERATE}:GenerationMixin._prepare_cache_for_generation",
    what="a compiled generate() with a static cache on a tpu device runs its prefill through the compiled "
         "forward too (transformers' chunked prefill, one chunk: the whole prompt), and its static cache is sized "
         "to a size bucket (torch_pjrt._native.bucket_size) with static sizes; Dynamo's recompile limit "
         "grows to hold a few graphs per bucket",
    why="transformers runs the prefill with the plain forward, compiling only decode steps, unless "
        "prefill_chunk_size is set (an eager forward costs nothing to recompile on CUDA); transformers serve sets "
        "none. The cache is updated in place, which a bucketed graph cannot do to a padded input: its length "
        "stays static, taking the buckets' few values instead of one per request",
    feature="transformers serve --compile runs each prompt's prefill eagerly (about 90 per-op programs compiled "
            "for every new prompt length) and compiles its decode graph per cache length")


HF_HOST_TOKENS = compat.Patch(
    "transformers_host_tokens", f"{_HF_GENERATE}:GenerationMixin.generate",
    what="a generate() with a static cache on a tpu device keeps the token ids and attention mask on the host, "
         "as if the caller had passed host tensors: only the model's (compiled) forward runs on the device, and "
         "the sequences come back on the host",
    why="generate() grows the token ids and the mask by one column a step (cat, isin, clone on a new length "
        "each time), and eager device programs are compiled per exact shape: tens of programs for every new "
        "sequence length. transformers supports host-side ids (prepare_inputs_for_generation moves each step's "
        "inputs to the device), but transformers serve moves them to the model's device first",
    feature="transformers serve --compile compiles about 45 small programs for every new sequence length "
            "(about 1 s per request of a replay with varied prompts)")


def _static_generate(model, args, kwargs):
    config = kwargs.get("generation_config") or (args[0] if args else None) or model.generation_config
    impl = kwargs.get("cache_implementation", getattr(config, "cache_implementation", None))
    return impl in sys.modules[_HF_GENERATE].ALL_STATIC_CACHE_IMPLEMENTATIONS and not kwargs.get("disable_compile")


def _hf_host_tokens(original):
    @functools.wraps(original)
    def generate(self, inputs=None, *args, **kwargs):
        dev = self.device
        if dev.type != _device_name() or not _static_generate(self, args, kwargs):
            return original(self, inputs, *args, **kwargs)
        ours = lambda t: isinstance(t, torch.Tensor) and t.device.type == dev.type  # noqa: E731
        if ours(inputs) and not inputs.is_floating_point():
            inputs = inputs.cpu()
        for k in ("input_ids", "attention_mask"):
            if ours(kwargs.get(k)):
                kwargs[k] = kwargs[k].cpu()
        # The sequences stay on the host too: a caller slicing them per request and reading
        # the tokens (transformers serve) would otherwise run a device program per length.
        return original(self, inputs, *args, **kwargs)

    return generate


def _hf_compile_config(original):
    @functools.wraps(original)
    def _default_compile_config(self):
        if self.device.type != _device_name():
            return original(self)
        from transformers import CompileConfig

        return CompileConfig(backend="tpu", dynamic=True, mode="default")

    return _default_compile_config


def _hf_compiled_prefill(original):
    @functools.wraps(original)
    def _prepare_cache_for_generation(self, generation_config, model_kwargs, generation_mode, batch_size,
                                      max_cache_length):
        ours = (self.device.type == _device_name() and generation_config.prefill_chunk_size is None
                and model_kwargs.get("cache") is None
                and generation_config.cache_implementation in sys.modules[_HF_GENERATE].ALL_STATIC_CACHE_IMPLEMENTATIONS)
        if not ours:
            return original(self, generation_config, model_kwargs, generation_mode, batch_size, max_cache_length)
        max_cache_length = _native.bucket_size(max(1, max_cache_length))
        # The cache holds prompt and output, so one chunk takes the whole prompt; with a
        # chunk size transformers also fills the cache now, not inside the compiled call.
        generation_config.prefill_chunk_size = max_cache_length
        out = original(self, generation_config, model_kwargs, generation_mode, batch_size, max_cache_length)
        if not self._valid_auto_compile_criteria(model_kwargs, generation_config):
            generation_config.prefill_chunk_size = None  # not compiled after all: transformers' usual prefill
            return out
        # Dynamo keeps 8 graphs per frame, then runs it eagerly (programs per shape): each
        # cache bucket takes a few (prefill, decode, their argument sets), so make room for
        # every bucket up to this cache's.
        config = compat.dynamo_config()
        config.recompile_limit = max(config.recompile_limit, 4 * len(_native.buckets_up_to(max_cache_length)))
        for layer in getattr(model_kwargs.get("cache"), "layers", ()):
            for t in (getattr(layer, "keys", None), getattr(layer, "values", None)):
                if isinstance(t, torch.Tensor):
                    compat.mark_static(t)
        return out

    return _prepare_cache_for_generation


def _install_hf_generate(_module=None):
    HF_COMPILE_CONFIG.install(_hf_compile_config)
    importlib.import_module(_HF_GENERATE)  # modeling_utils imported it already; the name must be bound
    HF_COMPILED_PREFILL.install(_hf_compiled_prefill)
    HF_HOST_TOKENS.install(_hf_host_tokens)


def install():
    """Arranges for every patch here to be installed when transformers imports the
    module it patches (now, if it already has): importing transformers ourselves
    would cost seconds at ``import torch_pjrt``.

    Example::

        from torch_pjrt import _transformers
        _transformers.install()     # torch_pjrt's import does this
    """
    compat.after_import(_CB, _install_cb_memory)
    compat.after_import(_HF_MODELING, _install_hf_generate)
