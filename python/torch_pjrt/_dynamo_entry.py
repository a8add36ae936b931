"""The ``torch_dynamo_backends`` entry point: ``torch.compile(..., backend="tpu")``.

Dynamo loads this module when it first resolves the name ``tpu`` (before it
traces anything), so loading it prepares Dynamo for our tensors
(:func:`torch_pjrt.dynamo.prepare`) on every torch we support; torch 2.15 also
calls ``backend._dynamo_backend_init`` on each resolution. Nothing else imports
this module.

Example::

    import torch
    f = torch.compile(lambda x: x.sin() + 1, backend="tpu")
    f(torch.randn(8, device="tpu"))
"""

from .dynamo import backend, prepare

prepare()

__all__ = ["backend"]
