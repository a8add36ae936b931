"""The Triton kernels vLLM's GPU model runner launches, as torch ops the device lowers.

vLLM lets a platform stand in for a kernel (``vllm.triton_utils.dispatcher``); each
function here takes that kernel's launch arguments in its order.
"""

import torch


def compute_slot_mapping(
    num_tokens,
    max_num_tokens,
    query_start_loc,
    positions,
    block_table,
    block_table_stride,
    slot_mapping,
    KV_CACHE_BLOCK_SIZE,
    TOTAL_CP_WORLD_SIZE=1,
    TOTAL_CP_RANK=0,
    CP_KV_CACHE_INTERLEAVE_SIZE=1,
    PAD_ID=-1,
    BLOCK_SIZE=1024,
):
    """Each scheduled token's slot in the paged KV cache, ``block * block_size + offset``,
    written into ``slot_mapping[:num_tokens]``; the rest of it is ``PAD_ID``.

    Token ``t`` belongs to the request whose range ``query_start_loc[r] <= t <
    query_start_loc[r + 1]`` holds it; its block is that request's
    ``block_table[r, position // block_size]``.
    """
    if TOTAL_CP_WORLD_SIZE != 1:
        raise NotImplementedError("context parallelism is not supported on the tpu device")
    n = int(num_tokens)
    bs = int(KV_CACHE_BLOCK_SIZE)
    if n > 0:
        device = slot_mapping.device
        tokens = torch.arange(n, device=device, dtype=torch.int64)
        ends = query_start_loc[1:].to(torch.int64)
        request = (ends.unsqueeze(0) <= tokens.unsqueeze(1)).sum(dim=1)
        pos = positions[:n].to(torch.int64)
        blocks = block_table[request, torch.div(pos, bs, rounding_mode="floor")].to(torch.int64)
        slot_mapping[:n] = blocks * bs + torch.remainder(pos, bs)
    if int(max_num_tokens) > n:
        slot_mapping[n : int(max_num_tokens)] = PAD_ID
