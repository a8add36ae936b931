#!/usr/bin/env bash
# Sets up the SGLang environment (docs/sglang.md): .venv-sglang with sglang 0.5.23, its torch 2.14.1
# and torch_pjrt built for it. See scripts/setup_engine.sh (TORCH_PJRT_SGLANG_VENV, TORCH_PJRT_SGLANG_TARGET).
exec bash "$(dirname "$0")/setup_engine.sh" sglang
