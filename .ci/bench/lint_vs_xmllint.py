#!/usr/bin/env python3
"""Times `tablint lint` against libxml2's `xmllint --noout` over the same Interface Builder files.

Usage (from the repository root):  python3 .ci/bench/lint_vs_xmllint.py [--runs 9] [--output Reports/benchmarks.md]

For each file set (the bundled Corpus, and ../shared/corpus/real when present) it runs both tools several
times, alternating them, and records the median wall-clock time and the peak resident memory (ru_maxrss
from wait4) of each, and their ratio. xmllint gets the file list on its command line (one process);
tablint gets the folder, as a user runs it, and so also pays for finding the files and for the report.
Needs `xmllint` (Debian: libxml2-utils) and a release build (`swift build -c release`, done here).
"""
import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def ib_files(folder):
    found = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in (".git", ".build", "DerivedData")]
        found += [os.path.join(base, f) for f in files if f.lower().endswith((".storyboard", ".xib"))]
    return sorted(found)


def run_once(argv):
    """Wall seconds and peak RSS (KiB) of one run; output discarded."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null, stderr=null, cwd=ROOT)
        _, status, usage = os.wait4(proc.pid, 0)
    return time.perf_counter() - start, usage.ru_maxrss, os.waitstatus_to_exitcode(status)


def measure(argv, runs):
    results = [run_once(argv) for _ in range(runs)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results), results[0][2]


def cpu_model():
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--output", default=os.path.join(ROOT, "Reports", "benchmarks.md"))
    args = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release", "--product", "tablint"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    tablint = os.path.join(ROOT, ".build", "release", "tablint")
    xmllint = subprocess.run(["which", "xmllint"], capture_output=True, text=True).stdout.strip()
    if not xmllint:
        sys.exit("xmllint not found: apt-get install libxml2-utils")
    xmllint_version = subprocess.run([xmllint, "--version"], capture_output=True, text=True).stderr.splitlines()[0]

    sets = [("Corpus (bundled)", os.path.join(ROOT, "Corpus"))]
    real = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "real")
    if os.path.isdir(real):
        sets.append(("../shared/corpus/real (20 public apps)", real))

    rows = []
    for name, folder in sets:
        files = ib_files(folder)
        size = sum(os.path.getsize(f) for f in files)
        xml_argv = [xmllint, "--noout"] + files
        lint_argv = [tablint, "lint", folder, "--format", "json", "--fail-on", "never", "--quiet"]
        run_once(xml_argv), run_once(lint_argv)  # warm the page cache
        xml_times, lint_times, xml_rss, lint_rss = [], [], 0, 0
        for _ in range(args.runs):  # alternate, so drift hits both tools alike
            t, rss, _ = run_once(xml_argv)
            xml_times.append(t)
            xml_rss = max(xml_rss, rss)
            t, rss, code = run_once(lint_argv)
            lint_times.append(t)
            lint_rss = max(lint_rss, rss)
            if code not in (0, 1):
                sys.exit(f"tablint exited with {code} on {folder}")
        xml_median, lint_median = statistics.median(xml_times), statistics.median(lint_times)
        rows.append((name, len(files), size, xml_median, xml_rss, lint_median, lint_rss, lint_median / xml_median))
        print(f"{name}: {len(files)} files, xmllint {xml_median*1000:.1f} ms, tablint {lint_median*1000:.1f} ms, "
              f"ratio {lint_median/xml_median:.2f}", file=sys.stderr)

    lines = [
        "# Benchmarks",
        "",
        "## `tablint lint` against `xmllint --noout`",
        "",
        f"Measured {datetime.date.today().isoformat()} with `python3 .ci/bench/lint_vs_xmllint.py --runs {args.runs}` "
        f"(median of {args.runs} alternating runs after one warm-up run each; peak RSS is the largest `ru_maxrss`).",
        f"Machine: {os.cpu_count()} cores, {cpu_model()}, {platform.system()} {platform.release()}; {xmllint_version}; "
        "tablint release build.",
        "",
        "| files | count | bytes | xmllint --noout | xmllint peak RSS | tablint lint | tablint peak RSS | tablint / xmllint |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, count, size, xt, xr, lt, lr, ratio in rows:
        lines.append(f"| {name} | {count} | {size:,} | {xt*1000:.1f} ms | {xr/1024:.1f} MiB | {lt*1000:.1f} ms | "
                     f"{lr/1024:.1f} MiB | {ratio:.2f}× |")
    lines += [
        "",
        "xmllint only parses (one process, files on its command line, one core). tablint finds the files under the "
        "folder, parses each once with libxml2, decodes the model, builds the cross-file graph, runs every rule "
        "and writes the JSON report, on all cores. Target: at most 1.5× xmllint's time.",
        "",
    ]
    with open(args.output, "w") as out:
        out.write("\n".join(lines))
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
