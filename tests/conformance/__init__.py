"""PyTorch's OpInfo suite run on the PJRT device in strict mode (results: docs/conformance.md).

- CI subset (46 core ops, float32 forward + gradients, in-process): ``pytest tests/conformance``
- every op_db entry in-process (no crash isolation): ``TORCH_PJRT_OPINFO=full pytest tests/conformance``
- the full sweep, crash-isolated, writing docs/conformance.{md,json}: ``.venv/bin/python tools/conformance.py``
- refresh some entries after a fix: ``.venv/bin/python tools/conformance.py --rerun 'linalg.*'``
- one op, report to stdout only: ``.venv/bin/python tools/conformance.py --ops gather --no-write``

``harness.run_case`` is the one test body; ``expected_failures`` names what is not expected to pass.
"""
