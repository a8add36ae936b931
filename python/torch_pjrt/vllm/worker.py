"""vLLM's worker and model runner on a tpu device.

The model runner is vLLM's GPU model runner (V1) on a ``tpu`` device: its host-side
bookkeeping is device-independent, and what it takes from CUDA (streams, events, the
slot-mapping Triton kernel, CUDA graphs) is either turned off by the platform or given the
device's own (``torch.tpu``, ``torch_pjrt.vllm.kernels``). The worker brings up the device,
sizes the KV cache from the device's memory budget and runs eagerly.

Shapes that compile once: each step's token count is padded to a bucket (chosen in Rust,
``torch_pjrt._native.serving_token_bucket``), and start-up runs one real step for every
``(tokens, requests)`` pair whose programs differ (``serving_warmup_steps``), so a server
that has warmed up compiles nothing for new prompt lengths or batches, and a restarted one
finds every program in the persistent cache.
"""

import contextlib
import dataclasses
import gc
import time

import torch
from vllm.logger import init_logger
from vllm.utils.mem_utils import format_gib
from vllm.utils.torch_utils import set_random_seed
from vllm.v1.worker.gpu_model_runner import GPUModelRunner
from vllm.v1.worker.gpu_worker import Worker, init_worker_distributed_environment
from vllm.v1.worker.worker_base import CompilationTimes

# Under "vllm." so that vLLM's logging configuration shows it.
logger = init_logger(f"vllm.{__name__}")


@contextlib.contextmanager
def _cuda_names_to_tpu():
    """The GPU runner names ``torch.cuda`` streams and events while it is built; those
    names mean the tpu device's for that time."""
    saved = {name: getattr(torch.cuda, name) for name in ("Stream", "Event", "current_stream", "stream")}
    try:
        torch.cuda.Stream = torch.tpu.Stream
        torch.cuda.Event = lambda *a, blocking=None, external=None, **kw: torch.tpu.Event(*a, **kw)
        torch.cuda.current_stream = lambda *a, **kw: torch.tpu.current_stream(*a, **kw)
        torch.cuda.stream = lambda s: torch.tpu.stream(s)
        yield
    finally:
        for name, value in saved.items():
            setattr(torch.cuda, name, value)


class PjrtModelRunner(GPUModelRunner):
    """vLLM's GPU model runner (V1) with its tensors on a tpu device."""

    def __init__(self, vllm_config, device: torch.device):
        with _cuda_names_to_tpu():
            super().__init__(vllm_config, device)
        self.use_cuda_graph = False

    def _determine_batch_execution_and_padding(self, num_tokens, num_reqs, *args, **kwargs):
        # Eager (no CUDA graphs), vLLM pads nothing: the step's tokens pad to the bucket
        # Rust picks, and the model and attention run at that count.
        from torch_pjrt import _native

        mode, desc, ubatch, across_dp, stats = super()._determine_batch_execution_and_padding(
            num_tokens, num_reqs, *args, **kwargs
        )
        padded = _native.serving_token_bucket(desc.num_tokens, self.max_num_tokens)
        return mode, dataclasses.replace(desc, num_tokens=padded), ubatch, across_dp, stats

    def _sync_device(self) -> None:
        torch.tpu.synchronize(self.device)

    def _to_list(self, sampled_token_ids: torch.Tensor) -> list[list[int]]:
        return sampled_token_ids.tolist()


class PjrtWorker(Worker):
    """A vLLM worker on one tpu device (``local_rank`` picks which)."""

    def __init__(self, vllm_config, local_rank, rank, distributed_init_method, is_driver_worker=False):
        super().__init__(vllm_config, local_rank, rank, distributed_init_method, is_driver_worker)
        self.use_v2_model_runner = False

    def init_device(self):
        from vllm.platforms import current_platform
        from vllm.v1.worker.workspace import init_workspace_manager

        import torch_pjrt

        torch_pjrt.init()
        count = torch.tpu.device_count()
        if self.local_rank >= count:
            raise RuntimeError(
                f"vLLM worker {self.rank} wants tpu:{self.local_rank}, but the PJRT plugin "
                f"({torch_pjrt.info()['platform']}) has {count} device(s)"
            )
        self.device = torch.device("tpu", self.local_rank)
        torch.tpu.set_device(self.device)
        current_platform.check_if_supports_dtype(self.model_config.dtype)
        init_worker_distributed_environment(
            self.vllm_config,
            self.rank,
            self.distributed_init_method,
            self.local_rank,
            current_platform.dist_backend,
        )
        set_random_seed(self.model_config.seed)
        gc.collect()
        init_workspace_manager(self.device, 1, 1)
        self.model_runner = PjrtModelRunner(self.vllm_config, self.device)

    def determine_available_memory(self) -> int:
        """Bytes for the KV cache: ``kv_cache_memory_bytes`` when given, else the
        ``gpu_memory_utilization`` share of the device's memory less what the model's
        weights and the runtime already hold (the engine's figures, ``torch.tpu.mem_get_info``:
        on the XLA CPU plugin, the ``TORCH_PJRT_MEMORY_LIMIT`` budget), decided in Rust."""
        from torch_pjrt import _native

        explicit = self.cache_config.kv_cache_memory_bytes
        utilization = self.cache_config.gpu_memory_utilization
        n = _native.kv_cache_bytes(self.device.index, utilization, int(explicit) if explicit else None)
        free, total = torch.tpu.mem_get_info(self.device)
        logger.info(
            "KV cache on %s: %s GiB (device budget %s GiB, %s GiB free)",
            self.device,
            format_gib(n),
            format_gib(total),
            format_gib(free),
        )
        return n

    def compile_or_warm_up_model(self) -> CompilationTimes:
        """Runs one greedy step of every ``(tokens, requests)`` pair whose programs differ
        (Rust's ``serving_warmup_steps``): fake requests of that many prompt tokens, in the
        KV cache's blocks (nothing is cached yet), finished at the next step. After it,
        steps compile nothing; sampling other than greedy compiles its programs on first
        use."""
        import torch_pjrt
        from torch_pjrt import _native

        set_random_seed(self.model_config.seed)
        runner = self.model_runner
        steps = _native.serving_warmup_steps(
            runner.max_num_tokens, self.scheduler_config.max_num_seqs, self.model_config.max_model_len
        )
        before = torch_pjrt.metrics()
        t0 = time.perf_counter()
        finished: set[str] = set()
        for i, (tokens, requests) in enumerate(steps):
            finished = self._warm_up_step(i, tokens, requests, finished)
        self._warm_up_step(len(steps), 0, 0, finished)
        seconds = time.perf_counter() - t0
        after = torch_pjrt.metrics()
        logger.info(
            "Warm-up on %s: %d steps (token buckets %s), %d programs compiled, %d from the persistent cache, %.1f s",
            self.device,
            len(steps),
            _native.serving_token_buckets(runner.max_num_tokens),
            after["compiles"] - before["compiles"],
            after["disk_cache_hits"] - before["disk_cache_hits"],
            seconds,
        )
        set_random_seed(self.model_config.seed)
        return CompilationTimes(language_model=seconds, encoder=0.0)

    def _warm_up_step(self, i: int, tokens: int, requests: int, finished: set) -> set:
        from vllm.sampling_params import SamplingParams
        from vllm.v1.core.sched.output import CachedRequestData, NewRequestData, SchedulerOutput

        groups = self.model_runner.kv_cache_config.kv_cache_groups
        block_size = groups[0].kv_cache_spec.block_size
        # Block 0 is vLLM's null block; the others are free until the first request.
        usable = max(self.model_runner.kv_cache_config.num_blocks - 1, 1)
        lens = [tokens // requests + (j < tokens % requests) for j in range(requests)]
        new, next_block = [], 0
        for j, n in enumerate(lens):
            count = -(-n // block_size)
            blocks = [1 + (next_block + k) % usable for k in range(count)]
            next_block += count
            new.append(
                NewRequestData(
                    req_id=f"tpu-warmup-{i}-{j}",
                    prompt_token_ids=[0] * n,
                    mm_features=[],
                    sampling_params=SamplingParams(temperature=0.0, max_tokens=1),
                    pooling_params=None,
                    block_ids=tuple(list(blocks) for _ in groups),
                    num_computed_tokens=0,
                    lora_request=None,
                )
            )
        out = SchedulerOutput(
            scheduled_new_reqs=new,
            scheduled_cached_reqs=CachedRequestData.make_empty(),
            num_scheduled_tokens={r.req_id: n for r, n in zip(new, lens)},
            total_num_scheduled_tokens=tokens,
            scheduled_spec_decode_tokens={},
            scheduled_encoder_inputs={},
            num_common_prefix_blocks=[0] * len(groups),
            finished_req_ids=finished,
            free_encoder_mm_hashes=[],
        )
        if self.execute_model(out) is None:
            self.sample_tokens(None)
        return {r.req_id for r in new}

    def _maybe_get_memory_pool_context(self, tag):
        # vLLM's sleep-mode memory pools are CUDA's; the device's memory is the engine's.
        return contextlib.nullcontext()

    def sleep(self, level: int = 1) -> None:
        logger.warning("sleep mode is not supported on the tpu device; ignored")

    def wake_up(self, tags=None) -> None:
        logger.warning("sleep mode is not supported on the tpu device; ignored")
