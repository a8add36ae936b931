"""A ``transformers serve``, ``vllm serve`` or SGLang server process on one device, started and stopped
for a benchmark or a test, driven over loopback with the OpenAI client.

vLLM and SGLang live in virtualenvs of their own (``bash scripts/setup_vllm.sh``,
``bash scripts/setup_sglang.sh``; docs/vllm.md, docs/sglang.md): ``python`` names that
virtualenv's interpreter, whose ``vllm`` command (or ``-m sglang.launch_server``) is started.

Example::

    from torch_pjrt.bench.server import Server
    with Server("/tmp/tiny-llama", device="tpu", continuous_batching=True) as s:
        print(s.client().completions.create(model=s.model, prompt="w1 w2", max_tokens=8).choices[0].text)
    print(s.metrics["fallback_count"], s.peak_rss)

    with Server("/tmp/tiny-llama", device="tpu", engine="vllm", python=".venv-vllm/bin/python",
                extra_args=["--max-model-len", "256"]) as s:
        ...
"""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request


class ServerError(RuntimeError):
    """The server did not start or died; the message ends with its log's tail."""


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def rss(pid):
    """Resident bytes of a process and its children (Linux /proc)."""
    total = 0
    pids = [pid]
    try:
        with open(f"/proc/{pid}/task/{pid}/children") as f:
            pids += [int(p) for p in f.read().split()]
    except OSError:
        pass
    for p in pids:
        try:
            with open(f"/proc/{p}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1]) * 1024
        except OSError:
            pass
    return total


def read_metrics(folder):
    """The ``TORCH_PJRT_METRICS_DIR`` files of every process, summed (counters) and
    merged (per-op fallbacks, recompile reasons); None when no process wrote one."""
    rows = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith(".json"):
            try:
                with open(os.path.join(folder, name)) as f:
                    rows.append(json.load(f))
            except (OSError, ValueError):
                pass
    if not rows:
        return None
    total = {"processes": len(rows)}
    for row in rows:
        for k, v in row.items():
            if isinstance(v, bool) or k in ("pid", "argv"):
                continue
            if isinstance(v, (int, float)):
                total[k] = total.get(k, 0) + v
            elif isinstance(v, dict) and k == "fallbacks":
                merged = total.setdefault(k, {})
                for op, n in v.items():
                    merged[op] = merged.get(op, 0) + n
            elif isinstance(v, list):
                total.setdefault(k, []).extend(v)
    return total


ENGINES = ("transformers", "vllm", "sglang")


class Server:
    """``transformers serve MODEL --device DEVICE`` (or ``vllm serve MODEL`` with
    ``engine="vllm"``, ``python -m sglang.launch_server`` with ``engine="sglang"``: on the
    ``tpu`` device only) on a free loopback port.

    ``env`` adds to the environment (``TORCH_PJRT_*`` settings); ``python`` is the
    interpreter whose virtualenv has the engine's command (default: this one's). On exit
    the server is interrupted (a clean shutdown, so torch_pjrt writes its metrics to
    ``metrics``), ``peak_rss`` holds the largest resident size seen while it ran, and
    ``rss_samples`` its resident size every ``rss_every`` seconds (monotonic time, bytes)."""

    def __init__(self, model, *, device, continuous_batching=False, compile=False, env=None, extra_args=(),
                 start_timeout=180.0, python=None, keep_log=None, engine="transformers"):
        if engine not in ENGINES:
            raise ServerError(f"unknown serving engine {engine!r}: one of {', '.join(ENGINES)}")
        if engine in ("vllm", "sglang") and device != "tpu":
            raise ServerError(f"{engine} serves here on the tpu device only (torch_pjrt's platform plugin), not {device}")
        self.model = model
        self.device = device
        self.engine = engine
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._dir = tempfile.mkdtemp(prefix="torch-pjrt-serve-")
        self.log_path = os.path.join(self._dir, "server.log")
        self._metrics_path = os.path.join(self._dir, "metrics")
        bindir = os.path.dirname(os.path.abspath(python)) if python else os.path.dirname(sys.executable)
        if engine == "vllm":
            exe = shutil.which("vllm", path=bindir)
            if exe is None:
                raise ServerError(f"no `vllm` command beside {python or sys.executable}: set up vLLM's virtualenv "
                                  "with `bash scripts/setup_vllm.sh` and pass its python (--python .venv-vllm/bin/python)")
            # vLLM's own start-up warms every step shape (torch_pjrt.vllm.worker); its
            # HTTP log is the access log of every request: left out.
            self.cmd = [exe, "serve", model, "--host", "127.0.0.1", "--port", str(self.port), "--dtype", "float32",
                        "--disable-uvicorn-access-log"]
        elif engine == "sglang":
            py = os.path.abspath(python) if python else sys.executable
            found = subprocess.run([py, "-c", "import importlib.metadata as m; m.version('sglang')"], capture_output=True,
                                   stdin=subprocess.DEVNULL, timeout=60)
            if found.returncode != 0:
                raise ServerError(f"no sglang beside {py}: set up SGLang's virtualenv with `bash scripts/setup_sglang.sh` "
                                  "and pass its python (--python .venv-sglang/bin/python)")
            self.cmd = [py, "-m", "sglang.launch_server", "--model-path", model, "--device", "tpu", "--host", "127.0.0.1",
                        "--port", str(self.port), "--dtype", "float32", "--log-level", "warning"]
        else:
            exe = shutil.which("transformers", path=bindir) or shutil.which("transformers")
            if exe is None:
                raise ServerError("the `transformers` command is not installed (pip install 'transformers[serving]')")
            self.cmd = [exe, "serve", model, "--device", device, "--host", "127.0.0.1", "--port", str(self.port),
                        "--log-level", "warning"]
            if continuous_batching:
                self.cmd.append("--continuous-batching")
            if compile:
                self.cmd.append("--compile")
        self.cmd += list(extra_args)
        self.env = dict(os.environ, TORCH_PJRT_METRICS_DIR=self._metrics_path, **(env or {}))
        self.start_timeout = start_timeout
        self.keep_log = keep_log  # a path the server's log is copied to when it stops
        self.metrics = None
        self.peak_rss = 0
        self.rss_samples = []
        self.rss_every = 10.0
        self.proc = None
        self._stop = threading.Event()

    def log_tail(self, n=40):
        try:
            with open(self.log_path, errors="replace") as f:
                return "".join(f.readlines()[-n:])
        except OSError:
            return ""

    def failure(self):
        """The last exception line of the log (what a report shows first), or ''."""
        lines = [line.strip() for line in self.log_tail(200).splitlines()]
        errs = [line for line in lines if re.match(r"^[\w.]+(Error|Exception|Interrupt)\b.*:", line)]
        return errs[-1] if errs else ""

    def _watch(self):
        last = 0.0
        while not self._stop.wait(0.2):
            now, size = time.monotonic(), rss(self.proc.pid)
            self.peak_rss = max(self.peak_rss, size)
            if now - last >= self.rss_every:
                self.rss_samples.append((now, size))
                last = now

    def start(self):
        log = open(self.log_path, "w")
        # From the server's own folder: vLLM's virtualenv imports its installed torch_pjrt,
        # which a checkout's python/ in the working directory would shadow.
        self.proc = subprocess.Popen(self.cmd, stdout=log, stderr=subprocess.STDOUT, env=self.env, cwd=self._dir,
                                     stdin=subprocess.DEVNULL, start_new_session=True)
        threading.Thread(target=self._watch, daemon=True).start()
        deadline = time.monotonic() + self.start_timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise ServerError(f"{self.engine} serve on {self.device} exited with code {self.proc.returncode}: "
                                  f"{self.failure()}\n" + self.log_tail())
            try:
                with urllib.request.urlopen(self.url + "/health", timeout=2) as r:
                    if r.status == 200:
                        return self
            except OSError:
                pass
            time.sleep(0.3)
        self.stop()
        raise ServerError(f"{self.engine} serve on {self.device} did not answer within {self.start_timeout:.0f} s: "
                          f"{self.failure()}\n" + self.log_tail())

    def alive(self):
        return self.proc is not None and self.proc.poll() is None

    def stop(self):
        if self.proc is None:
            return
        if self.proc.poll() is None:
            # The whole group: transformers serves from a spawned child process, which
            # must end cleanly too for its metrics to be written.
            os.killpg(self.proc.pid, signal.SIGINT)
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
        self._stop.set()
        self.metrics = read_metrics(self._metrics_path)
        if self.keep_log:
            shutil.copyfile(self.log_path, self.keep_log)

    def client(self, **kwargs):
        import openai

        return openai.OpenAI(base_url=self.url + "/v1", api_key="unused", **kwargs)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()
        shutil.rmtree(self._dir, ignore_errors=True) if exc[0] is None else None
