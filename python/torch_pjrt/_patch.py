"""The few torch functions we replace (printing, Dynamo's handling of our
tensors), each replaced once: a replacement is marked, so registering twice, or
importing us again, changes nothing."""


def wrap_once(owner, name, wrap):
    """Sets ``owner.<name>`` to ``wrap(original)``, unless it is missing, already
    ours, or ``wrap`` returns ``None`` (nothing to change). Returns whether it did.

    Example::

        wrap_once(torch._tensor_str, "_tensor_str", lambda f: lambda t, indent: f(t.cpu(), indent))
    """
    original = getattr(owner, name, None)
    if original is None or getattr(original, "_torch_pjrt", False):
        return False
    new = wrap(original)
    if new is None:
        return False
    new._torch_pjrt = True
    setattr(owner, name, new)
    return True
