#!/usr/bin/env bash
# Installs the peers that bench/peers/run.py compares against, each into its own
# virtualenv outside the repository (they pin torch versions of their own, which must
# not touch .venv). Idempotent; a peer that fails to install is reported and skipped,
# and the benchmark then marks its modes unavailable with the reason.
#
#   TORCH_PJRT_PEERS_DIR=~/.cache/torch_pjrt/peers (default)   where the venvs live
#
# torch_xla: the newest release with a CPython 3.11 x86_64 wheel, and the torch release
# it is built against (its C++ extension links that torch's ABI; the wheel does not
# declare the pin). torchax: its newest release with jax[cpu] and optax (its train
# helpers import optax without declaring it), on the same torch as torch_xla: torchax
# follows torch's decompositions closely and that torch is one it was released against.
set -uo pipefail
ROOT=${TORCH_PJRT_PEERS_DIR:-$HOME/.cache/torch_pjrt/peers}
PY=${PYTHON:-python3.11}
command -v "$PY" >/dev/null 2>&1 || PY=python3
TORCH_XLA=2.9.0
TORCH_FOR_XLA=2.9.0
TORCHAX=0.0.13
mkdir -p "$ROOT"

install() { # name, then pip requirements
  local name=$1; shift
  local venv=$ROOT/$name-venv
  local stamp=$venv/.ok-$(echo "$*" | sha1sum | cut -c1-12)
  [ -f "$stamp" ] && { echo "setup_peers: $name: ready ($venv)"; return 0; }
  echo "setup_peers: $name: installing $* into $venv (torch with its CUDA libraries: a few GB the first time)"
  rm -rf "$venv"
  "$PY" -m venv "$venv" || return 1
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check --upgrade pip || return 1
  if "$venv/bin/python" -m pip install --disable-pip-version-check --progress-bar off "$@" >"$venv/install.log" 2>&1; then
    touch "$stamp"
    echo "setup_peers: $name: ok"
  else
    echo "setup_peers: $name: pip install failed; the last lines of $venv/install.log:" >&2
    tail -5 "$venv/install.log" >&2
    return 1
  fi
}

rc=0
install torch_xla "torch==$TORCH_FOR_XLA" "torch_xla==$TORCH_XLA" numpy || rc=1
install torchax "torch==$TORCH_FOR_XLA" "torchax==$TORCHAX" "jax[cpu]" optax numpy || rc=1
exit $rc
