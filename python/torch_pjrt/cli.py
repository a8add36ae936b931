"""The ``torch-pjrt`` command line.

A dispatcher and nothing more: each subcommand is implemented in Rust and reached through
one call into the native module, which prints to the real stdout/stderr and returns the exit
code (for ``scan``: 0 clean, 1 findings, 2 tool failure)::

    torch-pjrt scan src/ notebooks/ --format sarif -o cuda-lock-in.sarif
"""

import sys

USAGE = """\
usage: torch-pjrt <command> [args]

commands:
  scan    find CUDA lock-in in Python code, notebooks and CUDA sources
          (`torch-pjrt scan --help` for its options)

options:
  -h, --help     show this help
  -V, --version  show the version
"""


def _native_main(argv):
    from torch_pjrt import _native

    return _native.scan_main(list(argv))


# Subcommand -> function taking the full argument list (subcommand included) and returning
# the exit code. Add a subcommand with one line here.
COMMANDS = {
    "scan": _native_main,
}


def main(argv=None):
    """Entry point of the ``torch-pjrt`` script; exits with the subcommand's code."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] in ("-h", "--help", "help"):
        (sys.stdout if argv else sys.stderr).write(USAGE)
        sys.exit(0 if argv else 2)
    if argv[0] in ("-V", "--version"):
        sys.exit(_native_main(argv))
    command = COMMANDS.get(argv[0])
    if command is None:
        sys.stderr.write(f"torch-pjrt: error: unknown command `{argv[0]}` (see `torch-pjrt --help`)\n")
        sys.exit(2)
    sys.exit(command(argv))


if __name__ == "__main__":
    main()
