#!/usr/bin/env python3
"""How `tablint lint` scales: generated projects of 1k and 10k IB files (Benchmarks/generate_project.py).

Usage (from the repository root):
    python3 Benchmarks/scaling.py [--sizes 1000 10000] [--runs 5] [--work /tmp/tablint-scaling] [--output Reports/benchmarks.md]

For each size it generates the project (deterministic, seed 1) into the work folder, runs
`tablint lint FOLDER --format json` (release build, `.build/release/tablint` unless --tablint) several times and
records the median wall-clock time and the peak resident memory (GNU time's %M, the largest of the runs), with
the number of IB files and their bytes. Targets (issue 9): ten times the files takes at most 10.5 times the
time; peak memory under 150 MiB at 10k files. With --output the table replaces the section headed "Scaling".
"""
import argparse
import datetime
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HEADING = "## Scaling"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_project  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, ".ci", "bench"))
import report_section  # noqa: E402


def run(argv):
    """Wall seconds and peak RSS (KiB) of one run, through GNU time."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M"] + argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    elapsed = time.perf_counter() - start
    return elapsed, int(result.stderr.strip().splitlines()[-1])


def ib_bytes(folder):
    total, count = 0, 0
    for base, _, files in os.walk(folder):
        for name in files:
            if name.endswith((".storyboard", ".xib")):
                total += os.path.getsize(os.path.join(base, name))
                count += 1
    return count, total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--work", default="/tmp/tablint-scaling")
    parser.add_argument("--tablint", default=os.path.join(ROOT, ".build", "release", "tablint"))
    parser.add_argument("--output")
    args = parser.parse_args()
    rows = []
    for size in args.sizes:
        folder = os.path.join(args.work, f"project-{size}")
        generate_project.generate(size, folder, seed=1)
        count, total = ib_bytes(folder)
        argv = [args.tablint, "lint", folder, "--format", "json", "--fail-on", "never", "--quiet"]
        run(argv)  # warm the file cache
        results = [run(argv) for _ in range(args.runs)]
        rows.append((size, count, total, statistics.median(r[0] for r in results), max(r[1] for r in results)))
    lines = [
        HEADING,
        "",
        f"{datetime.date.today()}: `python3 Benchmarks/scaling.py --runs {args.runs}` (projects from "
        f"`Benchmarks/generate_project.py`, seed 1: storyboards and xibs of real sizes, asset catalog, `.strings`, an "
        f"Xcode project and Swift sources; median wall time, peak RSS by GNU time; {os.cpu_count()} cores, "
        f"`{os.path.relpath(args.tablint, ROOT)}`). Targets: 10x the files in at most 10.5x the time; under 150 MiB "
        "at 10k files.",
        "",
        "| IB files | bytes | time | peak RSS | time per file | time per MB |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for size, count, total, median, rss in rows:
        lines.append(
            f"| {count:,} | {total:,} | {median * 1000:.1f} ms | {rss / 1024:.1f} MiB | {median * 1e6 / count:.0f} µs "
            f"| {median * 1e9 / total:.2f} ms |")
    if len(rows) >= 2:
        (_, small, small_bytes, small_time, _), (_, large, large_bytes, large_time, _) = rows[0], rows[-1]
        lines += [
            "",
            f"{large / small:.0f}x the files ({large_bytes / small_bytes:.2f}x the bytes) took "
            f"{large_time / small_time:.2f}x the time."]
    lines.append("")
    text = "\n".join(lines)
    report_section.publish(text, HEADING, args.output, root=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
