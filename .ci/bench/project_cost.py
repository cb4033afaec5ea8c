#!/usr/bin/env python3
"""Measures what reading Xcode projects and code costs: `tablint lint` over the real-world corpus with its
sources and projects, against the same IB files (and plists, catalogs, .strings) without them.

Usage (from the repository root):
    python3 .ci/bench/project_cost.py --with-code OUT [--runs 9] [--tablint BIN] [--instructions] [--one-core] [--output Reports/benchmarks.md]

OUT is a copy of ../shared/corpus/real with the apps' code, built outside the repository by
../shared/corpus/tools/with-code.py from repositories fetched with the search tool (never committed). The
binary defaults to `.build/release/tablint` (`swift build -c release --product tablint`). Runs alternate,
and the medians of wall-clock time are compared; the ratio is the cost of the project and code evidence. Also
reported: the medians of CPU time (user + system of all threads, from the children's rusage) and the median of
the rounds' own ratios, which follows a machine whose load drifts during the run better than a ratio of medians.
With --output the result replaces the section headed "Project and code evidence" in that file.
With --instructions it also counts the instructions of one run of each under valgrind's callgrind (all threads
together: the work, which no other load on the machine changes, where the wall-clock ratio also shows how well
that work spreads over the cores). With --one-core it also times both under `taskset -c 0`: the ratio of the work
alone, without what running the evidence work beside the documents on the other core changes.
"""
import argparse
import datetime
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402
import report_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADING = "## Project and code evidence"


def timed(argv):
    """Wall-clock seconds of one run, and its CPU seconds (user + system, all threads)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def count(folder, suffixes):
    total = 0
    for base, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.endswith(".xcloc")]
        total += sum(1 for f in files if f.endswith(suffixes))
    return total


def rounds(commands, runs):
    """Wall-clock and CPU seconds of `runs` rounds, each running every command once, in order."""
    times = {name: [] for name in commands}
    cpu = {name: [] for name in commands}
    for _ in range(runs):
        for name, argv in commands.items():
            wall, used = timed(argv)
            times[name].append(wall)
            cpu[name].append(used)
    return times, cpu


def paired_ratio(times):
    """The median of the rounds' own ratios, with code against IB files only."""
    return statistics.median(code / ib for ib, code in zip(times["IB files only"], times["with projects and code"]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--with-code", required=True)
    parser.add_argument("--data-only", default=os.path.join(ROOT, "..", "shared", "corpus", "real"))
    parser.add_argument("--tablint", default=os.path.join(ROOT, ".build", "release", "tablint"))
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--output")
    parser.add_argument("--instructions", action="store_true", help="also count instructions under callgrind")
    parser.add_argument("--one-core", action="store_true", help="also time both under taskset -c 0")
    args = parser.parse_args()
    commands = {
        "IB files only": [args.tablint, "lint", os.path.abspath(args.data_only), "--format", "json", "--fail-on", "never", "--quiet"],
        "with projects and code": [args.tablint, "lint", os.path.abspath(args.with_code), "--format", "json", "--fail-on", "never", "--quiet"],
    }
    for argv in commands.values():  # warm the file cache
        timed(argv)
    times, cpu = rounds(commands, args.runs)
    medians = {name: statistics.median(values) for name, values in times.items()}
    cpu_medians = {name: statistics.median(values) for name, values in cpu.items()}
    ratio = medians["with projects and code"] / medians["IB files only"]
    # Each round runs both back to back: the median of the rounds' ratios follows the machine's load as it drifts.
    paired = paired_ratio(times)
    sources = count(args.with_code, (".swift", ".m", ".mm", ".h"))
    projects = count(args.with_code, ("project.pbxproj",))
    flags = "".join(f" {flag}" for flag, on in (("--instructions", args.instructions), ("--one-core", args.one_core)) if on)
    lines = [
        HEADING,
        "",
        f"{datetime.date.today()}: `python3 .ci/bench/project_cost.py --with-code OUT --runs {args.runs}{flags}` (medians of "
        f"alternating runs, {os.cpu_count()} cores, `{os.path.relpath(args.tablint, ROOT)}`). OUT is `../shared/corpus/real` "
        f"with the 20 apps' code and Xcode projects ({sources} Swift/Objective-C files, {projects} `project.pbxproj`), "
        "built by `../shared/corpus/tools/with-code.py` outside the repository. Target: at most 1.3x.",
        "",
        "| run | median wall | ratio | median CPU (user + system) | ratio |",
        "|---|---|---|---|---|",
        f"| IB files only (`../shared/corpus/real`) | {medians['IB files only'] * 1000:.1f} ms | 1.00x "
        f"| {cpu_medians['IB files only'] * 1000:.1f} ms | 1.00x |",
        f"| the same with projects and code | {medians['with projects and code'] * 1000:.1f} ms | {ratio:.2f}x "
        f"| {cpu_medians['with projects and code'] * 1000:.1f} ms "
        f"| {cpu_medians['with projects and code'] / cpu_medians['IB files only']:.2f}x |",
        "",
        f"Median of the {args.runs} rounds' wall-clock ratios (each round runs both, back to back): {paired:.2f}x.",
        "",
    ]
    if args.one_core:
        pinned = {name: ["taskset", "-c", "0"] + argv for name, argv in commands.items()}
        one, _ = rounds(pinned, args.runs)
        one_medians = {name: statistics.median(values) for name, values in one.items()}
        lines += [
            f"One core (`taskset -c 0`, {args.runs} more alternating rounds): IB files only "
            f"{one_medians['IB files only'] * 1000:.1f} ms, with projects and code "
            f"{one_medians['with projects and code'] * 1000:.1f} ms = "
            f"{one_medians['with projects and code'] / one_medians['IB files only']:.2f}x (median of the rounds' ratios "
            f"{paired_ratio(one):.2f}x).",
            "",
        ]
    if args.instructions:
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            binary = callgrind.stripped_copy(args.tablint, folder)
            counts = {name: callgrind.instructions([binary] + argv[1:]) for name, argv in commands.items()}
        work = counts["with projects and code"] / counts["IB files only"]
        lines += [
            f"Instructions (`--instructions`: valgrind callgrind, one run each, all threads): IB files only "
            f"{counts['IB files only'] / 1e9:.3f} G, with projects and code {counts['with projects and code'] / 1e9:.3f} G "
            f"= {work:.2f}x the work.",
            "",
        ]
    text = "\n".join(lines)
    report_section.publish(text, HEADING, args.output, root=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
