"""The ``torch-pjrt`` command line (the console script's entry point).

A top-level module rather than ``torch_pjrt.cli`` because importing anything under
``torch_pjrt`` runs the package's ``__init__``, which imports torch and loads a PJRT plugin
(about 2 s, and the native module alone links libtorch: 0.3 s). The scanner needs neither, so
``scan`` replaces this process with the scanner binary (``crates/scanner``, shipped as
``torch_pjrt/_bin/torch-pjrt``), which also prints the version and the scanner's help;
``doctor`` needs the device and imports the package::

    torch-pjrt scan src/ notebooks/ --format sarif -o cuda-lock-in.sarif
    torch-pjrt doctor
"""

import os
import sys

USAGE = """\
usage: torch-pjrt <command> [args]

commands:
  scan    find CUDA lock-in in Python code, notebooks and CUDA sources
          (`torch-pjrt scan --help` for its options)
  doctor  print what a bug report needs (versions, plugin, devices, cache, settings)
          and run a short self-test on the device
  export  write a model's forward as a StableHLO module (torch.export, then our lowering):
          `torch-pjrt export MODEL --input 1x64:int64 -o DIR` (`torch-pjrt export --help`)
  bench   compare the devices on one model: `bench serve` (a request trace against
          transformers serve), `bench train` (a training step); $/M tokens each;
          `bench estimate`: the same step on TPU v5e/v6e/7x from XLA's cost model
  tpu-check  compile StableHLO programs (golden files, a TORCH_PJRT_DUMP_DIR) for TPU
          v5e/v6e/7x on this host, without a TPU (libtpu); ok / rejected / crashed each

options:
  -h, --help     show this help
  -V, --version  show the version
"""


def scanner_binary():
    """The scanner binary installed with torch_pjrt, or None.

    Found through the package's import spec, which locates the package without running
    its ``__init__``."""
    from importlib.util import find_spec

    spec = find_spec("torch_pjrt")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        path = os.path.join(folder, "_bin", "torch-pjrt")
        if os.access(path, os.X_OK):
            return path
    return None


def _scanner(argv):
    exe = scanner_binary()
    if exe is not None:
        # exec, not a child process: the exit code, signals and the terminal pass straight through.
        os.execv(exe, [exe, *argv])
    # A build without the binary (plain `maturin develop`): the same Rust entry point,
    # linked into the native module, at the cost of importing torch.
    from torch_pjrt import _native

    return _native.scan_main(list(argv))


def _doctor(argv):
    from torch_pjrt import doctor

    return doctor.main(list(argv[1:]))


def _export(argv):
    from torch_pjrt import _export

    return _export.main(list(argv[1:]))


def _bench(argv):
    from torch_pjrt import bench

    return bench.main(list(argv[1:]))


def _tpu_check(argv):
    from torch_pjrt import target

    return target.main(list(argv[1:]))


# Subcommand -> function taking the full argument list (subcommand included) and returning
# the exit code. Add a subcommand with one line here.
COMMANDS = {
    "scan": _scanner,
    "doctor": _doctor,
    "bench": _bench,
    "export": _export,
    "tpu-check": _tpu_check,
}


def main(argv=None):
    """Entry point of the ``torch-pjrt`` script; exits with the subcommand's code.

    ``scan`` and ``--version`` replace the calling process with the scanner binary when it
    is installed: call them in a subprocess."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help", "help"):
        (sys.stdout if argv else sys.stderr).write(USAGE)
        sys.exit(0 if argv else 2)
    if argv[0] in ("-V", "--version"):
        sys.exit(_scanner(argv))
    command = COMMANDS.get(argv[0])
    if command is None:
        sys.stderr.write(f"torch-pjrt: error: unknown command `{argv[0]}` (see `torch-pjrt --help`)\n")
        sys.exit(2)
    sys.exit(command(argv))


if __name__ == "__main__":
    main()
