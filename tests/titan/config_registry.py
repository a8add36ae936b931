"""A TorchTitan config registry (``--module titan.config_registry`` with tests/ on PYTHONPATH).

``llama3_debugmodel_dense`` (and ``qwen3_debugmodel_dense``) is TorchTitan's debug config with one change: its inner
attention computes the same document-causal attention as a dense masked
``F.scaled_dot_product_attention`` instead of through ``flex_attention``. TorchTitan 0.3.0 offers
language models only FlexAttention and Varlen attention: torch's ``flex_attention`` accepts
cuda/cpu/xpu/hpu/mps tensors only and has no backward on CPU, and Varlen is CUDA's flash kernel.
So neither the device nor the CPU reference could train the stock config. The dense module keeps
FlexAttention's config type (TorchTitan then builds its usual BlockMask from the batch's document
positions) and reads the mask from that BlockMask's ``mask_mod``.
"""

from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch.nn.attention.flex_attention import BlockMask, create_mask

from torchtitan.models.common.attention import FlexAttention
from torchtitan.models.llama3.config_registry import llama3_debugmodel


class DenseMaskAttention(FlexAttention):
    """FlexAttention's mask, dense: one boolean (B, 1, L, S) mask from the BlockMask's mask_mod."""

    @dataclass(kw_only=True, slots=True)
    class Config(FlexAttention.Config):
        pass

    def forward(self, q_BLNH, k_BLNH, v_BLNH, *, attention_masks, score_mod=None, scale=None,
                enable_gqa=False, out_transform=None, **kwargs):
        if score_mod is not None or out_transform is not None:
            raise NotImplementedError("DenseMaskAttention: score_mod and out_transform are flex-only")
        assert isinstance(attention_masks, BlockMask), type(attention_masks)
        q, k, v = (t.transpose(1, 2) for t in (q_BLNH, k_BLNH, v_BLNH))
        B, L, S = q.shape[0], q.shape[-2], k.shape[-2]
        mask = create_mask(attention_masks.mask_mod, B, None, L, S, device=q.device)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=scale, enable_gqa=enable_gqa)
        return out.transpose(1, 2)


def _dense(config):
    """The config with DenseMaskAttention in place of every FlexAttention."""
    for _, cfg, parent, attr in list(config.model_spec.model.traverse(FlexAttention.Config)):
        dense = DenseMaskAttention.Config(block_size=cfg.block_size, kernel_options=cfg.kernel_options)
        if isinstance(attr, int):
            parent[attr] = dense
        else:
            setattr(parent, attr, dense)
    return config


def llama3_debugmodel_dense():
    """``llama3_debugmodel`` with DenseMaskAttention in every layer."""
    return _dense(llama3_debugmodel())


def qwen3_debugmodel_dense():
    """``qwen3_debugmodel`` with DenseMaskAttention in every layer."""
    from torchtitan.models.qwen3.config_registry import qwen3_debugmodel

    return _dense(qwen3_debugmodel())


def _float8(emulate):
    from torchtitan.components.quantization import Float8LinearConverter

    config = llama3_debugmodel_dense()
    # TorchTitan's llama3_debugmodel_float8, on the dense model: converters rewrite the model config.
    config.model_spec.model = Float8LinearConverter.Config(
        emulate=emulate, model_compile_enabled=False).build().convert(config.model_spec.model)
    return config


def llama3_debugmodel_dense_float8():
    """TorchTitan's float8 training (torchao's Float8Linear, rowwise recipe) on the dense model."""
    return _float8(emulate=False)


def llama3_debugmodel_dense_float8_emulate():
    """The same with torchao's emulated float8 matmuls (TorchTitan: eager only, for testing)."""
    return _float8(emulate=True)
