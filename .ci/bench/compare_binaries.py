#!/usr/bin/env python3
"""Compares two tablint binaries on one lint: wall time in alternating rounds, and optionally instructions.

Usage (from the repository root):
    python3 .ci/bench/compare_binaries.py --before OLD --after NEW PATH [--runs 21] [--instructions] [--one-core]

Each round runs `lint PATH --format json` once with each binary, the order swapped every round, so a machine whose
load drifts weighs on both alike. Printed: the median wall time of each, the ratio of the medians, the median of the
rounds' own ratios, and with --instructions the instructions of one run of each under callgrind (all threads; exactly
repeatable). The binaries should be built alike (`swift build -c release --product tablint`); PATH for the
'real apps with their code' is the copy `../shared/corpus/tools/with-code.py` builds outside the repository.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402


def lint(binary, path, output):
    return [binary, "lint", path, "--format", "json", "--output", output, "--fail-on", "never", "--quiet"]


def wall(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def rounds(before, after, runs, prefix):
    times = {"before": [], "after": []}
    for index in range(runs):
        order = [("before", before), ("after", after)]
        if index % 2:
            order.reverse()
        for name, argv in order:
            times[name].append(wall(prefix + argv))
    return times


def summary(times):
    before, after = statistics.median(times["before"]), statistics.median(times["after"])
    paired = statistics.median(a / b for b, a in zip(times["before"], times["after"]))
    return f"before {before * 1000:.1f} ms, after {after * 1000:.1f} ms: {after / before:.3f}x (median of round ratios {paired:.3f}x)"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--before", required=True)
    parser.add_argument("--after", required=True)
    parser.add_argument("path")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--instructions", action="store_true")
    parser.add_argument("--one-core", action="store_true", help="also time both under taskset -c 0")
    args = parser.parse_args()
    path = os.path.abspath(args.path)
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "report.json")
        before, after = lint(args.before, path, output), lint(args.after, path, output)
        for argv in (before, after):  # warm the file cache
            wall(argv)
        print(f"wall, {args.runs} alternating rounds, {os.cpu_count()} cores: {summary(rounds(before, after, args.runs, []))}")
        if args.one_core:
            print(f"wall, one core (taskset -c 0): {summary(rounds(before, after, args.runs, ['taskset', '-c', '0']))}")
        if args.instructions:
            counts = {}
            for name, binary in (("before", args.before), ("after", args.after)):
                copy = callgrind.stripped_copy(binary, folder)
                counts[name] = callgrind.instructions(lint(copy, path, output))
            change = counts["after"] / counts["before"] - 1
            print(f"instructions: before {counts['before']:,}, after {counts['after']:,}: {change * 100:+.2f}%")


if __name__ == "__main__":
    main()
