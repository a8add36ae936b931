"""The scanner's rules written with Python's `ast` module: the baseline for bench.py.

Same files, same rules, same resolution (imports, aliases, string constants flowing into
device arguments within a scope), one process. Not a product: it exists to be measured
against, so it stays close to the Rust rules without their messages and documentation.
"""
from __future__ import annotations

import ast
import json
import os
import re
import sys
from collections import Counter

CUDA_RE = re.compile(r"^\s*cuda(:|$)", re.IGNORECASE)
DEVICE_KEYWORDS = {"device", "device_type", "map_location", "output_device"}
FIRST_ARG_CALLS = {
    "torch.set_default_device", "torch.get_device_module", "torch.autocast",
    "torch.amp.autocast", "torch.amp.GradScaler", "torch.Generator",
}
FIRST_ARG_METHODS = {"to", "to_empty"}
AVAILABILITY = set("""is_available device_count current_device set_device device device_of
get_device_name get_device_properties get_device_capability is_initialized init get_arch_list
get_gencode_flags can_device_access_peer _DeviceGuard _is_compiled _lazy_init""".split())
MEMORY = set("""memory memory_allocated max_memory_allocated memory_reserved max_memory_reserved
memory_cached max_memory_cached empty_cache reset_peak_memory_stats reset_max_memory_allocated
reset_max_memory_cached reset_accumulated_memory_stats memory_stats memory_stats_as_nested_dict
memory_summary memory_snapshot mem_get_info set_per_process_memory_fraction
get_per_process_memory_fraction caching_allocator_alloc caching_allocator_delete
caching_allocator_enable list_gpu_processes MemPool use_mem_pool CUDAPluggableAllocator
change_current_allocator get_allocator_backend host_memory_stats""".split())
STREAMS = set("""streams Stream Event ExternalStream StreamContext current_stream default_stream
stream set_stream graphs graph CUDAGraph graph_pool_handle make_graphed_callables
is_current_stream_capturing get_stream_from_external""".split())
RNG = set("""random manual_seed manual_seed_all seed seed_all initial_seed get_rng_state
set_rng_state get_rng_state_all set_rng_state_all default_generators""".split())
AMP = {"is_bf16_supported", "is_tf32_supported", "get_amp_supported_dtype"}
PACKAGES = """apex flash_attn flash_attn_interface xformers bitsandbytes triton cupy cupyx pycuda
transformer_engine tensorrt torch_tensorrt pynvml nvidia_smi nvidia.dali nvtx numba.cuda cuda
deepspeed.ops mamba_ssm causal_conv1d spconv cudf cuml cugraph warp liger_kernel vllm._C nvfuser
cutlass""".split()
AUTO_MAPS = {"auto", "balanced", "balanced_low_0", "sequential"}


def cuda_api(q):
    if q == "torch.cuda":
        return "TPJ108"
    if not q.startswith("torch.cuda."):
        return None
    first = q[len("torch.cuda."):].split(".")[0]
    if first == "amp":
        return "TPJ107"
    if first == "synchronize":
        return "TPJ104"
    for code, names in (("TPJ101", AVAILABILITY), ("TPJ102", MEMORY), ("TPJ103", STREAMS),
                        ("TPJ105", RNG), ("TPJ106", AMP)):
        if first in names:
            return code
    return "TPJ108"


def package_of(module):
    for p in PACKAGES:
        if module == p or module.startswith(p + "."):
            return p
    return None


def device_like(name):
    lower = name.lower()
    return lower == "dev" or ("device" in lower and "count" not in lower and "map" not in lower)


class Checker(ast.NodeVisitor):
    def __init__(self):
        self.scopes = [("module", {})]
        self.findings = []

    def report(self, code, node):
        self.findings.append((code, node.lineno))

    # --- bindings -------------------------------------------------------------------
    def lookup(self, name):
        last = len(self.scopes) - 1
        for i in range(last, -1, -1):
            kind, names = self.scopes[i]
            if kind == "class" and i != last:
                continue
            if name in names:
                return names[name]
        return None

    def bind(self, name, binding):
        self.scopes[-1][1][name] = binding

    def in_function(self):
        return self.scopes[-1][0] == "function"

    def qname(self, node):
        attrs = []
        while isinstance(node, ast.Attribute):
            attrs.append(node.attr)
            node = node.value
        if not isinstance(node, ast.Name):
            return None
        b = self.lookup(node.id)
        if not (isinstance(b, tuple) and b[0] == "q"):
            return None
        return ".".join([b[1]] + attrs[::-1])

    def str_value(self, node):
        """(value, via) or None; via = (assigned_line, reported)."""
        while True:
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                return node.value, None
            if isinstance(node, ast.JoinedStr):
                return "".join(v.value if isinstance(v, ast.Constant) else "{}" for v in node.values), None
            if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
                left = node.left
                while isinstance(left, ast.BinOp):
                    left = left.left
                if isinstance(left, ast.Constant) and isinstance(left.value, str):
                    return left.value + "{}", None
                return None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
                node = node.func.value
                continue
            if isinstance(node, ast.Name):
                b = self.lookup(node.id)
                if isinstance(b, tuple) and b[0] == "s":
                    return b[1], (b[2], b[3])
            return None

    def classify(self, value, reported):
        if isinstance(value, (ast.Constant, ast.JoinedStr, ast.BinOp)):
            s = self.str_value(value)
            return ("s", s[0], value.lineno, reported) if s else None
        if isinstance(value, ast.Name):
            return self.lookup(value.id)
        if isinstance(value, ast.Attribute):
            q = self.qname(value)
            return ("q", q) if q else None
        if isinstance(value, ast.Call) and self.qname(value.func) == "torch.device" and value.args:
            s = self.str_value(value.args[0])
            if s and CUDA_RE.match(s[0]):
                return ("cuda_device",)
        return None

    def bind_target(self, target, value):
        if isinstance(target, ast.Name):
            before = len(self.findings)
            if value is not None and not self.in_function():
                if device_like(target.id) and isinstance(value, (ast.Constant, ast.JoinedStr)):
                    self.check_device(value)
            reported = len(self.findings) > before
            self.bind(target.id, self.classify(value, reported) if value is not None else None)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for e in target.elts:
                self.bind_target(e, None)
        elif isinstance(target, ast.Starred):
            self.bind_target(target.value, None)
        else:
            self.visit(target)

    # --- statements -----------------------------------------------------------------
    def visit_Import(self, node):
        for a in node.names:
            if package_of(a.name):
                self.report("TPJ401", node)
            if a.asname:
                self.bind(a.asname, ("q", a.name))
            else:
                top = a.name.split(".")[0]
                self.bind(top, ("q", top))

    def visit_ImportFrom(self, node):
        if node.level or not node.module:
            for a in node.names:
                self.bind(a.asname or a.name, None)
            return
        cands = [node.module] + [f"{node.module}.{a.name}" for a in node.names if a.name != "*"]
        if any(package_of(c) for c in cands):
            self.report("TPJ401", node)
        for a in node.names:
            if a.name != "*":
                self.bind(a.asname or a.name, ("q", f"{node.module}.{a.name}"))

    def visit_params(self, args):
        params = args.posonlyargs + args.args
        defaults = [None] * (len(params) - len(args.defaults)) + list(args.defaults)
        pairs = list(zip(params, defaults)) + list(zip(args.kwonlyargs, args.kw_defaults))
        for p, d in pairs:
            if d is not None:
                self.visit(d)
                if device_like(p.arg) or p.arg in DEVICE_KEYWORDS:
                    self.check_device(d)
            if p.annotation is not None:
                self.visit(p.annotation)

    def bind_params(self, args):
        for p in args.posonlyargs + args.args + args.kwonlyargs:
            self.bind(p.arg, None)
        for p in (args.vararg, args.kwarg):
            if p is not None:
                self.bind(p.arg, None)

    def visit_FunctionDef(self, node):
        for d in node.decorator_list:
            self.visit(d)
        self.visit_params(node.args)
        if node.returns is not None:
            self.visit(node.returns)
        self.bind(node.name, None)
        self.scopes.append(("function", {}))
        self.bind_params(node.args)
        for s in node.body:
            self.visit(s)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node):
        for d in node.decorator_list:
            self.visit(d)
        for b in node.bases:
            self.visit(b)
        for k in node.keywords:
            self.visit(k.value)
        self.bind(node.name, None)
        self.scopes.append(("class", {}))
        for s in node.body:
            self.visit(s)
        self.scopes.pop()

    def visit_Assign(self, node):
        self.visit(node.value)
        for t in node.targets:
            self.bind_target(t, node.value)

    def visit_AnnAssign(self, node):
        self.visit(node.annotation)
        if node.value is not None:
            self.visit(node.value)
        self.bind_target(node.target, node.value)

    # --- expressions ----------------------------------------------------------------
    def on_qualified(self, q, node):
        code = cuda_api(q)
        if code:
            self.report(code, node)
        if q in ("torch.get_autocast_gpu_dtype", "torch.set_autocast_gpu_dtype"):
            self.report("TPJ106", node)
        if q.startswith("torch.backends.") and q.split(".")[2] in ("cudnn", "cuda"):
            self.report("TPJ201", node)
        if q.startswith("torch.distributed") and (q.endswith(".NCCL") or q.endswith("ProcessGroupNCCL") or q.endswith(".is_nccl_available")):
            self.report("TPJ301", node)
        if q in ("torch.utils.cpp_extension.CUDAExtension", "torch.utils.cpp_extension.CUDA_HOME"):
            self.report("TPJ501", node)

    def visit_Name(self, node):
        if isinstance(node.ctx, ast.Load):
            q = self.qname(node)
            if q:
                self.on_qualified(q, node)
        elif isinstance(node.ctx, ast.Store):
            self.bind(node.id, None)

    def visit_Attribute(self, node):
        q = self.qname(node)
        if q:
            self.on_qualified(q, node)
        else:
            self.visit(node.value)

    def visit_NamedExpr(self, node):
        self.visit(node.value)
        self.bind_target(node.target, node.value)

    def visit_Lambda(self, node):
        self.visit_params(node.args)
        self.scopes.append(("function", {}))
        self.bind_params(node.args)
        self.visit(node.body)
        self.scopes.pop()

    def check_device(self, value):
        if isinstance(value, ast.Name) and self.lookup(value.id) == ("cuda_device",):
            return
        s = self.str_value(value)
        if s and CUDA_RE.match(s[0]) and not (s[1] and s[1][1]):
            self.report("TPJ001", value)

    def visit_Dict(self, node):
        for k, v in zip(node.keys, node.values):
            if isinstance(k, ast.Constant) and k.value in DEVICE_KEYWORDS:
                self.check_device(v)
        self.generic_visit(node)

    def visit_Call(self, node):
        callee = self.qname(node.func)
        kws = {k.arg: k.value for k in node.keywords if k.arg}
        func = node.func
        # TPJ001 / TPJ002
        if callee == "torch.device":
            arg = node.args[0] if node.args else kws.get("type")
            s = self.str_value(arg) if arg is not None else None
            if s and CUDA_RE.match(s[0]):
                self.report("TPJ002", node)
        else:
            for k, v in kws.items():
                if k in DEVICE_KEYWORDS:
                    self.check_device(v)
            if node.args and ((callee in FIRST_ARG_CALLS) or (callee is None and isinstance(func, ast.Attribute) and func.attr in FIRST_ARG_METHODS)):
                self.check_device(node.args[0])
        # TPJ003
        if isinstance(func, ast.Attribute) and func.attr == "cuda" and callee is None:
            self.report("TPJ003", node)
        # TPJ106
        if callee and not node.args and not ({"device", "device_type"} & kws.keys()):
            if callee in ("torch.amp.GradScaler", "torch.amp.grad_scaler.GradScaler", "torch.GradScaler", "torch.is_autocast_enabled"):
                self.report("TPJ106", node)
        # TPJ301
        backend = kws.get("backend")
        if backend is None and node.args:
            name = callee.rsplit(".", 1)[-1] if callee else (func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else "")
            if name in ("init_process_group", "new_group", "new_subgroups", "Backend"):
                backend = node.args[0]
        if backend is not None:
            s = self.str_value(backend)
            if s and "nccl" in s[0].lower():
                self.report("TPJ301", backend)
        # TPJ401 dynamic imports
        if callee in ("importlib.import_module", "builtins.__import__") and node.args:
            a = node.args[0]
            if isinstance(a, ast.Constant) and isinstance(a.value, str) and package_of(a.value):
                self.report("TPJ401", node)
        # TPJ501
        if callee and callee.startswith("torch.utils.cpp_extension."):
            member = callee.rsplit(".", 1)[1]
            if member == "load_inline" and kws.get("cuda_sources") is not None and not (isinstance(kws["cuda_sources"], ast.Constant) and kws["cuda_sources"].value is None):
                self.report("TPJ501", node)
            if member == "load":
                src = kws.get("sources", node.args[1] if len(node.args) > 1 else None)
                elts = src.elts if isinstance(src, (ast.List, ast.Tuple)) else [src]
                if any(isinstance(e, ast.Constant) and isinstance(e.value, str) and e.value.endswith((".cu", ".cuh")) for e in elts):
                    self.report("TPJ501", node)
        # TPJ601
        dm = kws.get("device_map")
        if dm is not None:
            is_int = lambda e: isinstance(e, ast.Constant) and type(e.value) is int
            hit = is_int(dm)
            if isinstance(dm, ast.Dict):
                hit = any(is_int(v) or ((s := self.str_value(v)) and CUDA_RE.match(s[0])) for v in dm.values)
            elif not hit:
                s = self.str_value(dm)
                hit = bool(s and (s[0] in AUTO_MAPS or CUDA_RE.match(s[0])))
            if hit:
                self.report("TPJ601", dm)
        self.generic_visit(node)


def read_source(path):
    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".ipynb"):
        nb = json.loads(data)
        cells = [c for c in nb.get("cells", []) if c.get("cell_type") == "code"]
        srcs = ["".join(c["source"]) if isinstance(c["source"], list) else c["source"] for c in cells]
        return "\n".join("\n".join("#" + l if l.lstrip().startswith(("%", "!")) else l for l in s.splitlines()) for s in srcs)
    return data


def discover(root):
    skip = {".git", "__pycache__", ".venv", ".tox", ".nox", ".mypy_cache", ".ruff_cache", ".pytest_cache", ".ipynb_checkpoints", "node_modules", ".hg", ".svn", ".bzr"}
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in skip)
        for name in sorted(filenames):
            if name.endswith((".py", ".pyi", ".pyw", ".ipynb", ".cu", ".cuh")):
                yield os.path.join(dirpath, name)


def scan(root):
    counts = Counter()
    files = 0
    failures = 0
    for path in discover(root):
        files += 1
        if path.endswith((".cu", ".cuh")):
            counts["TPJ502"] += 1
            continue
        try:
            tree = ast.parse(read_source(path), filename=path)
        except (SyntaxError, ValueError, UnicodeDecodeError, json.JSONDecodeError, OSError, RecursionError):
            failures += 1
            continue
        c = Checker()
        c.visit(tree)
        counts.update(code for code, _ in c.findings)
    return files, failures, counts


if __name__ == "__main__":
    files, failures, counts = scan(sys.argv[1])
    print(json.dumps({"files": files, "failures": failures, "by_rule": dict(sorted(counts.items()))}))
