"""The differential fuzzer's pieces (driven by ``tools/fuzz.py``).

- :mod:`.program`: a program as data (inputs + op records + returned names) and its renderings:
  the function's source, the inputs' construction, a standalone pytest reproducer.
- :mod:`.pool`: the typed op pool (one module per op family) and the generator that draws
  programs from it.
- :mod:`.execute`: runs a program on the CPU and on the device (eager or compiled) and classifies
  the difference; what a worker process does with one request.
- :mod:`.shrink`: delta debugging of a failing program down to a minimal reproducer.
"""
