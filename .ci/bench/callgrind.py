"""Instruction counts under valgrind's callgrind: exactly repeatable, whatever else the machine is doing.

Valgrind 3.19 cannot read the DWARF 5 debug info Swift 6.3 writes, so the binary is measured as a copy with its
debug info stripped (`strip -g`, which keeps the symbol table, so a profile still names functions). Threads are
counted together: the figure is the work done, not the time it takes on several cores.
"""
import os
import re
import shutil
import subprocess
import tempfile


def available():
    return shutil.which("valgrind") is not None and shutil.which("strip") is not None


def stripped_copy(binary, folder):
    copy = os.path.join(folder, os.path.basename(binary) + ".nodebug")
    subprocess.run(["strip", "-g", "-o", copy, binary], check=True)
    return copy


def instructions(argv, cwd=None):
    """Instructions executed by `argv` (all threads), from callgrind's summary line."""
    with tempfile.TemporaryDirectory() as folder:
        return record(argv, os.path.join(folder, "callgrind.out"), cwd=cwd)


def record(argv, out, cwd=None):
    """Runs `argv` under callgrind, leaves its profile in `out` (for `callgrind_annotate`), returns the count."""
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}"] + argv,
        cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    count = parse_count(result.stderr)
    if count is None:
        raise RuntimeError("callgrind printed no instruction count:\n" + result.stderr[-2000:])
    return count


def parse_count(stderr):
    """The total from valgrind's closing summary (`==PID== I   refs:      4,222,043,462`), or None."""
    match = re.search(r"(?:Collected :|I\s+refs:)\s*([\d,]+)", stderr)
    return int(match.group(1).replace(",", "")) if match else None
