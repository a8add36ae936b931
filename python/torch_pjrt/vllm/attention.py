"""Attention over vLLM's paged KV cache, from ops the device lowers.

Every tensor here has a size set by the number of scheduled tokens ``T`` and by the
fixed width of the block table, never by a request's own lengths: a step's programs
depend on ``T`` alone, which is what padding ``T`` to buckets will make static.

- The cache of a layer is vLLM's ``[blocks, kv_heads, block_size, 2 * head_size]`` view,
  keys in the first half of the last axis and values in the second.
- Writing a step's keys and values is one ``index_put_`` at each token's slot.
- Each token reads its request's blocks through the block table (a gather), and attends
  to the positions before and at its own: ``scaled_dot_product_attention`` with a mask.

A step's token count is padded to a bucket by the model runner (``PjrtModelRunner``):
attention runs at that count, padding tokens write their keys and values into vLLM's null
block and their rows are never read.

The gather materialises ``T x max_model_len`` keys and values: right for decode and short
prompts, the place a dedicated paged-attention lowering will replace.
"""

from dataclasses import dataclass
from typing import ClassVar

import torch
import torch.nn.functional as F
from vllm.v1.attention.backend import (
    AttentionBackend,
    AttentionImpl,
    AttentionMetadataBuilder,
    AttentionType,
    CommonAttentionMetadata,
    MultipleOf,
)
from vllm.v1.attention.backends.registry import AttentionBackendEnum, register_backend
from vllm.v1.kv_cache_layout import KVCacheLayout

NAME = "TPU_PJRT"


class PjrtAttentionBackend(AttentionBackend):
    """vLLM's attention backend on the tpu device (``TPU_PJRT``)."""

    forward_includes_kv_cache_update: bool = False
    supported_dtypes: ClassVar[list[torch.dtype]] = [torch.float32, torch.bfloat16, torch.float16]
    supported_kv_cache_dtypes: ClassVar[list] = ["auto", "float32", "bfloat16", "float16"]

    @staticmethod
    def get_name() -> str:
        return NAME

    @staticmethod
    def get_impl_cls() -> type["PjrtAttentionImpl"]:
        return PjrtAttentionImpl

    @staticmethod
    def get_builder_cls() -> type["PjrtAttentionMetadataBuilder"]:
        return PjrtAttentionMetadataBuilder

    @staticmethod
    def get_supported_kernel_block_sizes(kv_cache_spec=None) -> list:
        return [MultipleOf(1)]

    @classmethod
    def get_supported_head_sizes(cls) -> list[int]:
        return []

    @classmethod
    def supports_head_size(cls, head_size: int) -> bool:
        return head_size > 0

    @classmethod
    def supported_kv_cache_layouts(cls) -> tuple[KVCacheLayout, ...]:
        return (KVCacheLayout.LBHNC,)

    @classmethod
    def supports_attn_type(cls, attn_type: str) -> bool:
        return attn_type == AttentionType.DECODER


@dataclass
class PjrtAttentionMetadata:
    """One step's attention facts, as device tensors sized by the token count."""

    num_actual_tokens: int
    # [T]: the request each scheduled token belongs to.
    token_request: torch.Tensor
    # [T]: how many of its request's positions each token attends to (its own included).
    visible: torch.Tensor
    # [requests, max blocks per request]
    block_table: torch.Tensor
    # [T]: each token's slot in the cache (block * block_size + offset).
    slot_mapping: torch.Tensor


class PjrtAttentionMetadataBuilder(AttentionMetadataBuilder[PjrtAttentionMetadata]):
    def __init__(self, kv_cache_spec, layer_names, vllm_config, device) -> None:
        super().__init__(kv_cache_spec, layer_names, vllm_config, device)

    def build(
        self,
        common_prefix_len: int,
        common_attn_metadata: CommonAttentionMetadata,
        fast_build: bool = False,
    ) -> PjrtAttentionMetadata:
        m = common_attn_metadata
        # The runner pads a step's tokens to a bucket (PjrtModelRunner) and hands the
        # slots over at that size: attention runs at the padded count too, so its programs
        # are the bucket's. Padding tokens belong to the last request (any real one will do:
        # their rows are never read back).
        n = max(int(m.slot_mapping.shape[0]), m.num_actual_tokens)
        last = m.num_reqs - 1
        qsl = m.query_start_loc[1 : m.num_reqs + 1].to(torch.int64)
        tokens = torch.arange(n, device=qsl.device, dtype=torch.int64)
        # The request of token t is the number of requests that end at or before it.
        request = (qsl.unsqueeze(0) <= tokens.unsqueeze(1)).sum(dim=1).clamp(max=last)
        # Token t is the (qsl[r] - t)-th from its request's end, whose length is seq_lens[r].
        seq_lens = m.seq_lens[: m.num_reqs].to(torch.int64)
        visible = seq_lens[request] - qsl[request] + tokens + 1
        return PjrtAttentionMetadata(
            num_actual_tokens=n,
            token_request=request,
            visible=visible,
            block_table=m.block_table_tensor[: m.num_reqs],
            slot_mapping=m.slot_mapping[:n],
        )


class PjrtAttentionImpl(AttentionImpl[PjrtAttentionMetadata]):
    def __init__(
        self,
        num_heads: int,
        head_size: int,
        scale: float,
        num_kv_heads: int,
        alibi_slopes: list[float] | None,
        sliding_window: int | None,
        kv_cache_dtype: str,
        logits_soft_cap: float | None = None,
        attn_type: str = AttentionType.DECODER,
        kv_sharing_target_layer_name: str | None = None,
        sinks: torch.Tensor | None = None,
    ) -> None:
        unsupported = [
            what
            for what, present in (
                ("ALiBi slopes", alibi_slopes is not None),
                ("a sliding window", sliding_window is not None),
                ("a logits soft cap", bool(logits_soft_cap)),
                ("attention sinks", sinks is not None),
                (f"attention type {attn_type}", attn_type != AttentionType.DECODER),
            )
            if present
        ]
        if unsupported:
            raise NotImplementedError(
                f"the tpu device's attention backend does not support {', '.join(unsupported)} yet"
            )
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = float(scale)
        self.num_kv_heads = num_kv_heads
        self.kv_cache_dtype = kv_cache_dtype
        self.kv_sharing_target_layer_name = kv_sharing_target_layer_name
        self.attn_type = attn_type

    def do_kv_cache_update(self, layer, key, value, kv_cache, slot_mapping) -> None:
        """Writes this step's keys and values at their tokens' slots."""
        if kv_cache.numel() == 0:
            return
        block_size = kv_cache.shape[2]
        n = slot_mapping.shape[0]
        # A padding token's slot is -1: it writes into block 0, vLLM's null block, which
        # no request's block table holds.
        slots = slot_mapping.to(torch.int64).clamp(min=0)
        blocks = torch.div(slots, block_size, rounding_mode="floor")
        offsets = torch.remainder(slots, block_size)
        kv = torch.cat([key[:n], value[:n]], dim=-1).to(kv_cache.dtype)
        # kv_cache[blocks[t], :, offsets[t], :] = kv[t] for every token t (one index_put_).
        kv_cache[blocks, :, offsets] = kv

    def forward(
        self,
        layer,
        query: torch.Tensor,
        key: torch.Tensor,
        value: torch.Tensor,
        kv_cache: torch.Tensor,
        attn_metadata: PjrtAttentionMetadata | None,
        output: torch.Tensor,
        output_scale: torch.Tensor | None = None,
        output_block_scale: torch.Tensor | None = None,
    ) -> torch.Tensor:
        if output_scale is not None or output_block_scale is not None:
            raise NotImplementedError("fused output quantization is not supported on the tpu device")
        if attn_metadata is None:
            # vLLM's profiling run: no cache yet.
            return output
        n = attn_metadata.num_actual_tokens
        blocks, kv_heads, block_size, _ = kv_cache.shape
        d = self.head_size
        # [T, max blocks] -> [T, max blocks, kv_heads, block_size, 2d] -> [T, kv_heads, L, 2d]
        table = attn_metadata.block_table[attn_metadata.token_request]
        width = table.shape[1]
        kv = kv_cache[table].permute(0, 2, 1, 3, 4).reshape(n, kv_heads, width * block_size, 2 * d)
        k, v = kv[..., :d], kv[..., d:]
        if self.num_heads != kv_heads:
            k = k.repeat_interleave(self.num_heads // kv_heads, dim=1)
            v = v.repeat_interleave(self.num_heads // kv_heads, dim=1)
        q = query[:n].view(n, self.num_heads, 1, d).to(k.dtype)
        positions = torch.arange(width * block_size, device=q.device)
        mask = (positions.unsqueeze(0) < attn_metadata.visible.unsqueeze(1)).view(n, 1, 1, -1)
        o = F.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=self.scale)
        output[:n] = o.reshape(n, self.num_heads * d).view(output[:n].shape).to(output.dtype)
        return output


# vLLM's attention layers look their backend up by name in its registry: ours joins it once
# per process, when vLLM first imports this module.
try:
    AttentionBackendEnum[NAME]
except ValueError:
    register_backend(NAME, f"{PjrtAttentionBackend.__module__}.{PjrtAttentionBackend.__qualname__}")
