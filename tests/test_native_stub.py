"""python/torch_pjrt/_native.pyi against the compiled module it describes: the same names both
ways, the same parameters for every function, constructor and method (as PyO3 records them in
``__text_signature__``), properties where the module has getters, constants of their type."""

import ast
import inspect
import os

import pytest

import torch_pjrt
from torch_pjrt import _native

STUB = os.path.join(os.path.dirname(torch_pjrt.__file__), "_native.pyi")


def _stub():
    with open(STUB) as f:
        tree = ast.parse(f.read(), STUB)
    names = {}
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names[node.name] = node
        elif isinstance(node, ast.AnnAssign):
            names[node.target.id] = node
        # Plain assignments are the stub's own type aliases (``_Desc = ...``), not module names.
    return names


STUBBED = _stub()


def _public(obj):
    return {k for k in dir(obj) if not k.startswith("__")}


def _params(fn):
    return [a.arg for a in fn.args.args]


def _runtime_params(obj):
    return list(inspect.signature(obj).parameters)


def test_the_stub_sits_beside_the_module_it_types():
    # maturin ships python/torch_pjrt whole (python-source), so the wheel holds it too.
    assert os.path.dirname(os.path.abspath(_native.__file__)) == os.path.dirname(STUB)
    assert os.path.exists(os.path.join(os.path.dirname(STUB), "py.typed"))


def test_the_stub_names_what_the_module_exports_and_nothing_else():
    missing = sorted(_public(_native) - set(STUBBED))
    extra = sorted(set(STUBBED) - _public(_native))
    assert not missing, f"exported by torch_pjrt._native but not in _native.pyi: {missing}"
    assert not extra, f"in _native.pyi but not exported by torch_pjrt._native: {extra}"


@pytest.mark.parametrize("name", sorted(n for n, d in STUBBED.items() if isinstance(d, ast.FunctionDef)))
def test_function_parameters(name):
    assert _params(STUBBED[name]) == _runtime_params(getattr(_native, name)), name


@pytest.mark.parametrize("name", sorted(n for n, d in STUBBED.items() if isinstance(d, ast.ClassDef)))
def test_class_constructor_methods_and_properties(name):
    cls, node = getattr(_native, name), STUBBED[name]
    members = {m.name: m for m in node.body if isinstance(m, ast.FunctionDef)}
    init = members.pop("__init__", None)
    if init is None:  # no #[new]: Python cannot make one
        assert cls.__text_signature__ is None, f"{name} has a constructor {cls.__text_signature__}; stub it"
    else:
        assert _params(init)[1:] == _runtime_params(cls), name
    assert set(members) == _public(cls), f"{name}: stub {sorted(members)} vs module {sorted(_public(cls))}"
    for m, fn in members.items():
        attr = inspect.getattr_static(cls, m)
        is_property = any(isinstance(d, ast.Name) and d.id == "property" for d in fn.decorator_list)
        assert is_property == inspect.isgetsetdescriptor(attr), f"{name}.{m}: a property in one, not the other"
        if not is_property:
            assert _params(fn) == _runtime_params(getattr(cls, m)), f"{name}.{m}"


@pytest.mark.parametrize("name", sorted(n for n, d in STUBBED.items() if isinstance(d, ast.AnnAssign)))
def test_constant_types(name):
    ann = STUBBED[name].annotation
    outer = (ann.value if isinstance(ann, ast.Subscript) else ann).id
    assert isinstance(getattr(_native, name), {"str": str, "int": int, "list": list, "dict": dict}[outer]), name
