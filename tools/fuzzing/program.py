"""A fuzz program as plain data, and its renderings.

A :class:`Program` is a list of inputs (shape, dtype and how the values are made), a list of op
records and the names it returns. Everything a run, a shrink step or a reproducer needs is
rendered from that data by the functions here, so the function the fuzzer runs and the one a
reproducer prints are the same text.

An op record's arguments are JSON values: numbers, strings, ``None``, lists, and tagged objects
``{"v": name}`` (a variable), ``{"dtype": "float32"}``, ``{"slice": [start, stop, step]}``,
``{"ellipsis": 1}``, ``{"tuple": [...]}``, ``{"float": "inf"}`` (a float JSON cannot spell) and
``{"device_of": name}`` (``name.device``, so programs create tensors wherever their inputs live).
"""

from __future__ import annotations

import builtins
import copy
import dataclasses
import hashlib
import json
import linecache
import math

FLOAT_DTYPES = ("float32", "bfloat16", "float16")
INT_DTYPES = ("int64", "int32")

#: The shadow run maps every low-precision float dtype to float64 (see execute.shadow_outputs).
SHADOW_DTYPES = {"float32": "float64", "bfloat16": "float64", "float16": "float64"}


@dataclasses.dataclass
class Input:
    name: str
    shape: list
    dtype: str
    init: dict  # {"kind": "randn"|"randint"|"bool"|"literal", ...}
    layout: str = ""  # "T": made column-major (the last two dims transposed in memory)

    def to_json(self):
        return dataclasses.asdict(self)


@dataclasses.dataclass
class Op:
    kind: str  # call | method | attr | binop | unop | getitem | setitem
    fn: str
    args: list
    kwargs: dict = dataclasses.field(default_factory=dict)
    out: list = dataclasses.field(default_factory=list)  # names bound (none for a statement)
    spec: str = ""  # the pool entry that made it (statistics, expected-issue matching)

    def to_json(self):
        return dataclasses.asdict(self)


@dataclasses.dataclass
class Program:
    seed: int
    index: int
    inputs: list
    ops: list
    returns: list

    def to_json(self):
        return {"seed": self.seed, "index": self.index, "inputs": [i.to_json() for i in self.inputs],
                "ops": [o.to_json() for o in self.ops], "returns": list(self.returns)}

    @classmethod
    def from_json(cls, d):
        return cls(d["seed"], d["index"], [Input(**i) for i in d["inputs"]], [Op(**o) for o in d["ops"]],
                   list(d["returns"]))

    def copy(self):
        return Program.from_json(copy.deepcopy(self.to_json()))

    def digest(self):
        body = json.dumps({k: v for k, v in self.to_json().items() if k not in ("seed", "index")}, sort_keys=True)
        return hashlib.sha1(body.encode()).hexdigest()[:12]

    def specs(self):
        return [o.spec for o in self.ops]


# --- values ---------------------------------------------------------------------------------------


def refs(x):
    """The variable names an argument tree mentions."""
    if isinstance(x, dict):
        if "v" in x:
            return [x["v"]]
        if "device_of" in x:
            return [x["device_of"]]
        return [n for v in x.values() for n in refs(v)]
    if isinstance(x, list):
        return [n for v in x for n in refs(v)]
    return []


def rename(x, old, new):
    """The argument tree with references to `old` pointing at `new`."""
    if isinstance(x, dict):
        if x.get("v") == old:
            return {"v": new}
        if x.get("device_of") == old:
            return {"device_of": new}
        return {k: rename(v, old, new) for k, v in x.items()}
    if isinstance(x, list):
        return [rename(v, old, new) for v in x]
    return x


def op_refs(op):
    return refs(op.args) + refs(op.kwargs)


def _float(x):
    if math.isnan(x):
        return "float('nan')"
    if math.isinf(x):
        return "float('inf')" if x > 0 else "-float('inf')"
    return repr(float(x))


def value(x, dtypes=None, in_index=False):
    """Python source for one argument."""
    if isinstance(x, bool) or x is None:
        return repr(x)
    if isinstance(x, int):
        return repr(x)
    if isinstance(x, float):
        return _float(x)
    if isinstance(x, str):
        return repr(x)
    if isinstance(x, list):
        return "[" + ", ".join(value(v, dtypes) for v in x) + "]"
    if "v" in x:
        return x["v"]
    if "dtype" in x:
        d = x["dtype"]
        return "torch." + (dtypes.get(d, d) if dtypes else d)
    if "float" in x:
        return _float(float(x["float"]))
    if "device_of" in x:
        return f"{x['device_of']}.device"
    if "slice" in x:
        a, b, c = x["slice"]
        s = ("" if a is None else str(a)) + ":" + ("" if b is None else str(b))
        return s + (f":{c}" if c not in (None, 1) else "")
    if "ellipsis" in x:
        return "..."
    if "tuple" in x:
        items = [value(v, dtypes) for v in x["tuple"]]
        return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"
    raise ValueError(f"unknown argument {x!r}")


def _call_args(args, kwargs, dtypes):
    parts = [value(a, dtypes) for a in args] + [f"{k}={value(v, dtypes)}" for k, v in kwargs.items()]
    return ", ".join(parts)


def statement(op, dtypes=None):
    """One line of Python for an op record."""
    lhs = (", ".join(op.out) + " = ") if op.out else ""
    a = op.args
    if op.kind == "call":
        return f"{lhs}{op.fn}({_call_args(a, op.kwargs, dtypes)})"
    if op.kind == "method":
        return f"{lhs}{value(a[0], dtypes)}.{op.fn}({_call_args(a[1:], op.kwargs, dtypes)})"
    if op.kind == "binop":
        return f"{lhs}{value(a[0], dtypes)} {op.fn} {value(a[1], dtypes)}"
    if op.kind == "attr":
        return f"{lhs}{value(a[0], dtypes)}.{op.fn}"
    if op.kind == "unop":
        return f"{lhs}{op.fn}{value(a[0], dtypes)}"
    if op.kind == "getitem":
        return f"{lhs}{value(a[0], dtypes)}[{_index(a[1:], dtypes)}]"
    if op.kind == "setitem":
        return f"{value(a[0], dtypes)}[{_index(a[2:], dtypes)}] = {value(a[1], dtypes)}"
    raise ValueError(f"unknown op kind {op.kind!r}")


def _index(items, dtypes):
    return ", ".join(value(v, dtypes) for v in items) if items else "()"


# --- inputs ---------------------------------------------------------------------------------------


def _literal(values):
    if isinstance(values, list):
        return "[" + ", ".join(_literal(v) for v in values) + "]"
    if isinstance(values, bool):
        return repr(values)
    if isinstance(values, int):
        return repr(values)
    if isinstance(values, dict):  # {"float": "nan"}
        return _float(float(values["float"]))
    return _float(values)


def input_expr(inp):
    """Python source that makes one input on the CPU."""
    shape = list(inp.shape)
    made = list(shape)
    if inp.layout == "T" and len(shape) >= 2:
        made[-1], made[-2] = made[-2], made[-1]
    init = inp.init
    gen = f"generator=torch.Generator().manual_seed({init.get('seed', 0)})"
    kind = init["kind"]
    if kind == "randn":
        e = f"torch.randn({made}, {gen})"
        if init.get("scale", 1.0) != 1.0:
            e += f".mul({_float(init['scale'])})"
        e += f".to(torch.{inp.dtype})" if inp.dtype != "float32" else ""
    elif kind == "randint":
        e = f"torch.randint({init['low']}, {init['high']}, {made}, {gen})"
        e += f".to(torch.{inp.dtype})" if inp.dtype != "int64" else ""
    elif kind == "rand":  # uniform in [0, 1): probabilities, targets of binary losses
        e = f"torch.rand({made}, {gen})"
        e += f".to(torch.{inp.dtype})" if inp.dtype != "float32" else ""
    elif kind == "bool":
        e = f"torch.rand({made}, {gen}).lt({_float(init.get('p', 0.5))})"
        e += f".to(torch.{inp.dtype})" if inp.dtype != "bool" else ""
    elif kind == "literal":
        # Stored in the logical shape; reshape also fixes the shape of empty literals.
        e = f"torch.tensor({_literal(init['values'])}, dtype=torch.{inp.dtype}).reshape({shape})"
        if inp.layout == "T" and len(shape) >= 2:
            return e + ".mT.contiguous().mT"
        return e
    else:
        raise ValueError(f"unknown input kind {kind!r}")
    return e + (".mT" if inp.layout == "T" and len(shape) >= 2 else "")


def make_inputs(program, torch):
    ns = {"torch": torch}
    return [eval(input_expr(i), ns) for i in program.inputs]  # noqa: S307 - our own rendering


def literal_values(t):
    """A CPU tensor's values as a JSON literal (exact: float32/16 values print exactly as float64)."""
    def enc(v):
        if isinstance(v, list):
            return [enc(x) for x in v]
        if isinstance(v, float) and not math.isfinite(v):
            return {"float": repr(v)}
        return v

    if t.dtype.is_floating_point and t.dtype != t.new_empty(()).double().dtype:
        t = t.double()
    return enc(t.tolist())


# --- the function ---------------------------------------------------------------------------------


def function_source(program, dtypes=None, name="fn"):
    params = ", ".join(i.name for i in program.inputs)
    lines = [f"def {name}({params}):"]
    lines += ["    " + statement(op, dtypes) for op in program.ops]
    lines.append("    return [" + ", ".join(program.returns) + "]")
    return "\n".join(lines) + "\n"


_COUNTER = [0]


def build_function(program, torch, dtypes=None):
    """The program as a Python function (its source registered with linecache, so tracebacks and
    Dynamo show the lines)."""
    src = function_source(program, dtypes)
    _COUNTER[0] += 1
    filename = f"<fuzz program {program.seed}:{program.index} #{_COUNTER[0]}>"
    linecache.cache[filename] = (len(src), None, src.splitlines(True), filename)
    ns = {"torch": torch, "F": torch.nn.functional}
    exec(compile(src, filename, "exec"), ns)  # noqa: S102 - our own rendering
    return ns["fn"]


# --- the regression data file ---------------------------------------------------------------------


def regression(program, mode, outcome, tolerances, header=""):
    """A finding as data: what tests/fuzz_regressions/test_regressions.py replays (the CPU against
    the device, eager or compiled, with these tolerances; when the CPU raised, the device must
    raise the same type), and ``tools/fuzz.py --replay`` reruns. Named ``fuzz_<digest>_<mode>.json``."""
    return {
        "doc": header.strip() or f"Fuzz finding {program.digest()} ({mode}).",
        "mode": mode,
        "program": program.to_json(),
        "tolerances": {str(k).removeprefix("torch."): [a, r] for k, (a, r) in tolerances.items()},
        "raises": (outcome or {}).get("cpu_error_type"),
    }


def regression_name(program, mode):
    return f"fuzz_{program.digest()}_{mode}.json"


def regression_text(data):
    """The data file's text: a line per field, input and op, so a diff shows what changed."""
    def d(v):
        return json.dumps(v)

    prog = data["program"]
    fields = [f" {d(k)}: {d(v)}" for k, v in data.items() if k != "program"]
    body = [f"  {d(k)}: {d(prog[k])}" for k in ("seed", "index", "returns")]
    body.append('  "inputs": [\n' + ",\n".join("   " + d(i) for i in prog["inputs"]) + "\n  ]")
    body.append('  "ops": [\n' + ",\n".join("   " + d(o) for o in prog["ops"]) + "\n  ]")
    fields.append(' "program": {\n' + ",\n".join(body) + "\n }")
    return "{\n" + ",\n".join(fields) + "\n}\n"


# --- the reproducer -------------------------------------------------------------------------------

REPRO_HELPERS = '''

def _flat(x):
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _flat(v)]
    return [x]


def _check(got, want, tolerances):
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        assert isinstance(g, torch.Tensor) == isinstance(w, torch.Tensor), f"result {i}"
        if not isinstance(w, torch.Tensor):
            assert g == w, f"result {i}"
            continue
        assert g.device.type == DEV, f"result {i} on {g.device}"
        assert g.dtype == w.dtype and g.shape == w.shape, f"result {i}: {g.dtype}{list(g.shape)} vs {w.dtype}{list(w.shape)}"
        atol, rtol = tolerances.get(w.dtype, (0.0, 0.0))
        torch.testing.assert_close(g.cpu(), w, atol=atol, rtol=rtol, equal_nan=True, msg=lambda m: f"result {i}: {m}")
'''


def reproducer(program, mode, outcome, tolerances, header=""):
    """A standalone pytest file that replays the program (CPU vs the device, eager or compiled)."""
    digest = program.digest()
    call = 'torch.compile(fn, backend="tpu", fullgraph=True)' if mode == "compiled" else "fn"
    tol = "{" + ", ".join(f"{k}: ({a!r}, {r!r})" for k, (a, r) in tolerances.items()) + "}"
    ins = "\n".join(f"        {input_expr(i)}," for i in program.inputs)
    cpu_exc = (outcome or {}).get("cpu_error_type")
    doc = header.strip() or f"Fuzz finding {digest} ({mode})."
    lines = [f'"""{doc}\n"""', "", "import torch", "import torch.nn.functional as F  # noqa: F401"]
    if cpu_exc:
        lines.append("import pytest")
    lines += ["", "import torch_pjrt", "", "DEV = torch_pjrt.device_name()", "", "",
              function_source(program).rstrip(), "", "", "def inputs():", "    return [", ins, "    ]"]
    lines += REPRO_HELPERS.rstrip().splitlines()
    lines += ["", "", f"def test_fuzz_{digest}_{mode}():"]
    if cpu_exc:
        exc = cpu_exc if isinstance(getattr(builtins, cpu_exc, None), type) else "Exception"
        lines += [f"    with pytest.raises({exc}):", "        fn(*inputs())",
                  f"    with pytest.raises({exc}):", f"        {call}(*[x.to(DEV) for x in inputs()])"]
    else:
        lines += ["    want_in = inputs()", "    want = fn(*want_in)", "    got_in = [x.to(DEV) for x in inputs()]",
                  f"    got = {call}(*got_in)", f"    _check(_flat(got) + got_in, _flat(want) + want_in, {tol})"]
    return "\n".join(lines) + "\n"
