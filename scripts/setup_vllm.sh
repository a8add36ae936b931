#!/usr/bin/env bash
# Sets up the vLLM environment (docs/vllm.md): .venv-vllm with vllm 0.33.0, its torch 2.14.0 and
# torch_pjrt built for it. See scripts/setup_engine.sh (TORCH_PJRT_VLLM_VENV, TORCH_PJRT_VLLM_TARGET).
exec bash "$(dirname "$0")/setup_engine.sh" vllm
