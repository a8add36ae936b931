"""The ways of running a workload that the side-by-side benchmark compares: one class per
mode, one line in MODES. Each class says which virtualenv runs it and builds, for one
workload, a step function that takes CPU tensors (the host-to-device copy is part of a
step, as in a real loop) and returns the loss still on its device; `sync` waits for
everything queued, so asynchronous execution is inside the timings.

Libraries are imported inside the methods: this module is imported by run.py, which
runs none of them, and by child processes that each have one mode's libraries only."""


def _optimizer(w, params, **extra):
    import torch

    kind, kw = w.optimizer
    cls = {"adamw": torch.optim.AdamW, "sgd": torch.optim.SGD}[kind]
    return cls(params, **kw, **extra)


def _torch_train(w, model, device, compile_backend=None, opt_extra=None, after=None):
    """A training step with torch.optim: eager, or the loss and the optimizer step each
    under torch.compile with `compile_backend`."""
    opt = _optimizer(w, model.parameters(), **(opt_extra or {}))

    def fwd(x, y):
        return w.loss(model, x, y)

    update = opt.step
    if compile_backend:
        import torch

        fwd = torch.compile(fwd, backend=compile_backend)
        update = torch.compile(opt.step, backend=compile_backend)

    def step(x, y):
        loss = fwd(x.to(device), y.to(device))
        opt.zero_grad(set_to_none=True)
        loss.backward()
        update()
        if after:
            after()
        return loss.detach()

    return step


def _torch_infer(w, model, device, compile_backend=None, after=None):
    import torch

    model.eval()

    def fwd(x, y):
        return w.loss(model, x, y)

    if compile_backend:
        fwd = torch.compile(fwd, backend=compile_backend)

    def step(x, y):
        with torch.no_grad():
            loss = fwd(x.to(device), y.to(device))
        if after:
            after()
        return loss

    return step


class Mode:
    name = title = ""
    venv = "repo"  # "repo": the repository's .venv; otherwise the peer venv's name
    compiled = False  # compiled modes have no eager per-op figure
    note = ""  # how the mode runs, for the report

    def setup(self):
        """Imports the mode's libraries, configures them; returns their versions."""
        import torch

        return {"torch": torch.__version__}

    def device(self):
        return "cpu"

    def train_step(self, w, model):
        return _torch_train(w, model.to(self.device()), self.device())

    def infer_step(self, w, model):
        return _torch_infer(w, model.to(self.device()), self.device())

    def eager_op(self, x):
        """(step, result): step runs one `x = x * 1.0001 + 0.5`; result returns x on the CPU."""
        box = [x.to(self.device())]

        def step():
            box[0] = box[0] * 1.0001 + 0.5

        return step, lambda: box[0].cpu()

    def sync(self, last):
        """Waits for all queued work; `last` is the latest step's output (None for eager_op
        steps, whose state the mode holds)."""

    def value(self, t):
        return float(t.item())

    def metrics(self):
        return {}


class NativeEager(Mode):
    name, title = "native_eager", "native eager"
    note = "torch on the CPU, torch.optim defaults"


class Inductor(Mode):
    name, title, compiled = "inductor", "native Inductor", True
    note = "torch.compile (Inductor, CPU) of the loss and of a foreach optimizer's step"

    def train_step(self, w, model):
        return _torch_train(w, model, "cpu", "inductor", opt_extra={"foreach": True})

    def infer_step(self, w, model):
        return _torch_infer(w, model, "cpu", "inductor")


class _Ours(Mode):
    def setup(self):
        import torch

        import torch_pjrt

        torch_pjrt.set_strict(True)  # a fallback to the CPU raises: figures are ours alone
        from importlib.metadata import version

        return {"torch": torch.__version__, "torch_pjrt": version("torch-pjrt"), "plugin": torch_pjrt.info()["platform"]}

    def device(self):
        import torch_pjrt

        return f"{torch_pjrt.device_name()}:0"

    def sync(self, last):
        import torch

        torch.tpu.synchronize()

    def metrics(self):
        import torch_pjrt

        m = torch_pjrt.metrics()
        out = {k: m[k] for k in ("compiles", "executions", "fallback_count") if k in m}
        out["graph_breaks"] = sum(m.get("graph_breaks", {}).values())
        out["recompiles"] = len(m.get("recompiles", []))
        return out


class OursEager(_Ours):
    name, title = "ours_eager", "ours eager"
    note = "`import torch_pjrt`, device tpu, strict, torch.optim defaults"


class OursFused(_Ours):
    name, title = "ours_fused", "ours fused eager"
    note = "as ours eager, in the fused eager mode (TORCH_PJRT_EAGER=fused): each step's ops run as one cached program"

    def setup(self):
        import torch_pjrt

        info = super().setup()
        torch_pjrt.set_eager_mode("fused")
        return info

    def metrics(self):
        import torch_pjrt

        out = super().metrics()
        f = torch_pjrt.metrics().get("fused", {})
        out.update({"clusters": f.get("clusters_run", 0), "ops_per_cluster": f.get("ops_per_cluster", 0)})
        return out


class OursCompiled(_Ours):
    name, title, compiled = "ours_compiled", "ours compiled", True
    note = 'torch.compile(backend="tpu") of the loss and of a fused optimizer\'s step (the README recipe)'

    def train_step(self, w, model):
        return _torch_train(w, model.to(self.device()), self.device(), "tpu", opt_extra={"fused": True})

    def infer_step(self, w, model):
        return _torch_infer(w, model.to(self.device()), self.device(), "tpu")


class TorchaxJit(Mode):
    name, title, venv = "torchax_jit", "torchax (JAX jit)", "torchax"
    note = ("torchax.train.make_train_step with the optax twin of the optimizer, the whole step under one "
            "jax.jit (parameters and optimizer state donated); eager_op: torchax tensors eagerly")

    def setup(self):
        import jax
        import torch
        import torchax

        self.env = torchax.default_env()
        self.jax = jax
        return {"torch": torch.__version__, "torchax": torchax.__version__, "jax": jax.__version__,
                "jax_backend": jax.default_backend()}

    def _to_jax(self, t):
        with self.env:
            return t.to("jax")

    def _functional(self, model):
        from torchax import interop

        jm = interop.JittableModule(model)  # one entry per shared parameter: the GPT's tie holds
        with self.env:
            params = {k: v.to("jax") for k, v in jm.params.items()}
            buffers = {k: v.to("jax") for k, v in jm.buffers.items()}
        return jm, params, buffers

    def _optax(self, w):
        import optax

        kind, kw = w.optimizer
        # The same update as torch.optim's: decoupled weight decay for AdamW; heavy-ball
        # momentum whose first step is the gradient for SGD.
        if kind == "adamw":
            return optax.adamw(kw["lr"], b1=0.9, b2=0.999, eps=1e-8, weight_decay=kw["weight_decay"])
        return optax.sgd(kw["lr"], momentum=kw["momentum"])

    def train_step(self, w, model):
        import torchax.train
        from torchax import interop

        jm, params, buffers = self._functional(model)
        tx = self._optax(w)

        def model_fn(weights, bufs, args):
            return jm.functional_call(w.loss, weights, bufs, *args)

        step_fn = torchax.train.make_train_step(model_fn, lambda loss, _: loss, tx)
        step_fn = interop.jax_jit(step_fn, kwargs_for_jax_jit={"donate_argnums": (0, 2)})
        state = {"params": params, "opt": interop.call_jax(tx.init, params)}
        self._state = state

        def step(x, y):
            loss, state["params"], state["opt"] = step_fn(state["params"], buffers, state["opt"],
                                                          (self._to_jax(x), self._to_jax(y)), None)
            return loss

        return step

    def infer_step(self, w, model):
        from torchax import interop

        model.eval()
        jm, params, buffers = self._functional(model)
        self._state = params
        fwd = interop.jax_jit(lambda p, b, x, y: jm.functional_call(w.loss, p, b, x, y))

        def step(x, y):
            return fwd(params, buffers, self._to_jax(x), self._to_jax(y))

        return step

    def eager_op(self, x):
        box = [self._to_jax(x)]
        self._state = box

        def step():
            with self.env:
                box[0] = box[0] * 1.0001 + 0.5

        return step, lambda: self._cpu(box[0])

    def sync(self, last):
        from torchax import interop

        # JAX dispatches asynchronously: wait for the step's output, not only its state.
        self.jax.block_until_ready(interop.jax_view((self._state, last)))

    def _cpu(self, t):
        import numpy as np
        import torch
        from torchax import interop

        return torch.from_numpy(np.asarray(interop.jax_view(t)))

    def value(self, t):
        return float(self._cpu(t))


class _TorchXLA(Mode):
    venv = "torch_xla"

    def setup(self):
        import torch
        import torch_xla
        import torch_xla.core.xla_model as xm

        self.xm = xm
        self.torch_xla = torch_xla
        return {"torch": torch.__version__, "torch_xla": torch_xla.__version__}

    def device(self):
        return self.torch_xla.device()

    def _move(self, model):
        """model.to(xla), keeping shared parameters shared: the XLA tensor type cannot take
        a CPU tensor's place in its Parameter, so Module._apply makes a new Parameter per
        module and a tied weight (the GPT's head and embedding) becomes two weights that
        train apart. Users re-tie after the move (Hugging Face's tie_weights); so do we."""
        places = {}
        for mod in model.modules():
            for name, p in mod._parameters.items():
                if p is not None:
                    places.setdefault(id(p), []).append((mod, name))
        model = model.to(self.device())
        for (first, fname), *rest in places.values():
            for mod, name in rest:
                setattr(mod, name, getattr(first, fname))
        return model

    def _mark_step(self):
        self.xm.mark_step()

    def sync(self, last):
        self.xm.wait_device_ops()

    def metrics(self):
        import torch_xla.debug.metrics as met

        # "aten::*" counters are ops torch_xla ran on the CPU instead of lowering them.
        return {"cpu_fallback_ops": sorted(n for n in met.counter_names() if n.startswith("aten::")),
                "compiles": (met.metric_data("CompileTime") or [0])[0]}


class TorchXLALazy(_TorchXLA):
    name, title = "torch_xla_lazy", "torch_xla lazy"
    note = ("device xla, xm.mark_step() after each step (eager_op: after each `x*1.0001+0.5`); tied weights "
            "re-tied after `.to(xla)`, which unties them")

    def train_step(self, w, model):
        return _torch_train(w, self._move(model), self.device(), after=self._mark_step)

    def infer_step(self, w, model):
        return _torch_infer(w, self._move(model), self.device(), after=self._mark_step)

    def eager_op(self, x):
        box = [x.to(self.device())]

        def step():
            box[0] = box[0] * 1.0001 + 0.5
            self._mark_step()

        return step, lambda: box[0].cpu()


class TorchXLADynamo(_TorchXLA):
    name, title, compiled = "torch_xla_dynamo", "torch_xla dynamo", True
    note = 'torch.compile(backend="openxla") of the loss and of the optimizer\'s step, xm.mark_step() after each step; tied weights re-tied'

    def train_step(self, w, model):
        return _torch_train(w, self._move(model), self.device(), "openxla", after=self._mark_step)

    def infer_step(self, w, model):
        return _torch_infer(w, self._move(model), self.device(), "openxla", after=self._mark_step)


MODES = {m.name: m for m in (NativeEager(), Inductor(), OursEager(), OursFused(), OursCompiled(), TorchaxJit(), TorchXLALazy(), TorchXLADynamo())}
