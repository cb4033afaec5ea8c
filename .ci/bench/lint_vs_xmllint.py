#!/usr/bin/env python3
"""Times `tablint lint` against libxml2's `xmllint --noout` over the same Interface Builder files.

Usage (from the repository root):
    python3 .ci/bench/lint_vs_xmllint.py [--runs 9] [--one-core] [--instructions] [--synthetic N]
                                          [--storyboards-only N] [--tablint BIN] [--output Reports/benchmarks.md]

For each file set (the bundled Corpus, ../shared/corpus/real when present, with --synthetic a project of N IB
files written by Benchmarks/generate_project.py, and with --storyboards-only N storyboards of about 105 KB and no
other file, the IB-only path) it runs both tools several times, alternating them, and
records the median wall-clock time and the peak resident memory (GNU time's %M) of each, and their ratio.
xmllint gets the file list on its command line (one process); tablint gets the folder, as a user runs it, and so
also pays for finding the files and for the report. With --one-core both also run under `taskset -c 0`; with
--instructions each runs once under valgrind's callgrind (`callgrind.py`: tablint as a `strip -g` copy), which
counts the same on a busy machine. With --output the table replaces its section of that file.
Needs `xmllint` (Debian: libxml2-utils). Unless --tablint names a binary, builds tablint as the README's install
section does (`release_build.py`; here into .build-release-static).
"""
import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402
import release_build  # noqa: E402
import report_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADING = "## `tablint lint` against `xmllint --noout`"
# The size of each storyboard of --storyboards-only.
STORYBOARD_SIZE = 105_000


def ib_files(folder):
    found = []
    for base, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in (".git", ".build", "DerivedData")]
        found += [os.path.join(base, f) for f in files if f.lower().endswith((".storyboard", ".xib"))]
    return sorted(found)


GNU_TIME = "/usr/bin/time"


def peak_rss(argv):
    """Peak RSS (KiB) of one run, read by GNU time: a child forked from this Python process would count
    Python's own pages (from before exec) in its ru_maxrss; GNU time's footprint is a few hundred KiB."""
    if os.path.exists(GNU_TIME):
        out = subprocess.run([GNU_TIME, "-f", "%M"] + argv, cwd=ROOT, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True).stderr.strip().splitlines()
        return int(out[-1])
    with open(os.devnull, "wb") as null:
        proc = subprocess.Popen(argv, stdout=null, stderr=null, cwd=ROOT)
        return os.wait4(proc.pid, 0)[2].ru_maxrss


def run_once(argv):
    """Wall seconds, peak RSS (KiB) and exit status of one run; output discarded."""
    start = time.perf_counter()
    with open(os.devnull, "wb") as null:
        status = subprocess.run(argv, stdout=null, stderr=null, cwd=ROOT).returncode
    return time.perf_counter() - start, 0, status


def cpu_model():
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def alternate(xml_argv, lint_argv, runs, prefix=()):
    """Median wall seconds of each over `runs` alternating runs (drift hits both alike), after a warm-up run."""
    xml_argv, lint_argv = list(prefix) + xml_argv, list(prefix) + lint_argv
    run_once(xml_argv), run_once(lint_argv)  # warm the page cache
    xml_times, lint_times = [], []
    for _ in range(runs):
        xml_times.append(run_once(xml_argv)[0])
        t, _, code = run_once(lint_argv)
        lint_times.append(t)
        if code not in (0, 1):
            sys.exit(f"tablint exited with {code}: {' '.join(lint_argv[:4])}")
    return statistics.median(xml_times), statistics.median(lint_times)


def ratio_cell(mine, theirs, unit):
    if unit == "ms":
        return f"{theirs * 1000:.1f} / {mine * 1000:.1f} ms", f"{mine / theirs:.2f}x"
    return f"{theirs / 1e6:,.0f} / {mine / 1e6:,.0f} M", f"{mine / theirs:.2f}x"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--one-core", action="store_true", help="also time both under taskset -c 0")
    parser.add_argument("--instructions", action="store_true", help="also count instructions under callgrind")
    parser.add_argument("--synthetic", type=int, metavar="N", help="also a generated project of N IB files")
    parser.add_argument("--storyboards-only", type=int, metavar="N",
                        help=f"also N generated storyboards of about {STORYBOARD_SIZE:,} bytes and no other file")
    parser.add_argument("--tablint", help="the binary to measure (default: build it statically)")
    parser.add_argument("--output", help="replace this harness's section of that Markdown file")
    args = parser.parse_args()

    tablint = args.tablint
    if not tablint:
        scratch = os.path.join(ROOT, ".build-release-static")
        tablint = release_build.build(ROOT, scratch)
    tablint = os.path.abspath(tablint)
    xmllint = subprocess.run(["which", "xmllint"], capture_output=True, text=True).stdout.strip()
    if not xmllint:
        sys.exit("xmllint not found: apt-get install libxml2-utils")
    xmllint_version = subprocess.run([xmllint, "--version"], capture_output=True, text=True).stderr.splitlines()[0]
    if args.instructions and not callgrind.available():
        sys.exit("--instructions needs valgrind and strip")

    work = tempfile.TemporaryDirectory()
    sets = [("Corpus (bundled)", os.path.join(ROOT, "Corpus"))]
    real = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "real")
    if os.path.isdir(real):
        sets.append(("../shared/corpus/real (20 public apps)", real))
    if args.synthetic:
        folder = os.path.join(work.name, f"synthetic-{args.synthetic}")
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate_project.py"),
                        "--files", str(args.synthetic), "--out", folder], check=True, stdout=subprocess.DEVNULL)
        sets.append((f"synthetic project (`generate_project.py --files {args.synthetic}`)", folder))
    if args.storyboards_only:
        folder = os.path.join(work.name, f"storyboards-{args.storyboards_only}")
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "generate_project.py"),
                        "--files", str(args.storyboards_only), "--storyboards-only", str(STORYBOARD_SIZE), "--out", folder],
                       check=True, stdout=subprocess.DEVNULL)
        sets.append((f"storyboards only (`generate_project.py --files {args.storyboards_only} --storyboards-only "
                     f"{STORYBOARD_SIZE}`)", folder))
    counted = callgrind.stripped_copy(tablint, work.name) if args.instructions else None

    rows = []
    version = ([xmllint, "--version"], [tablint, "--version"])
    for name, folder in [("process start only (`--version`)", None)] + sets:
        if folder is None:
            files, size = [], 0
            xml_argv, lint_argv = version
        else:
            files = ib_files(folder)
            size = sum(os.path.getsize(f) for f in files)
            xml_argv = [xmllint, "--noout"] + files
            lint_argv = [tablint, "lint", folder, "--format", "json", "--fail-on", "never", "--quiet"]
        xml_wall, lint_wall = alternate(xml_argv, lint_argv, args.runs)
        row = {"name": name, "count": len(files), "bytes": size, "wall": (lint_wall, xml_wall),
               "rss": (max(peak_rss(lint_argv) for _ in range(3)), max(peak_rss(xml_argv) for _ in range(3)))}
        if args.one_core:
            one_xml, one_lint = alternate(xml_argv, lint_argv, args.runs, prefix=("taskset", "-c", "0"))
            row["one core"] = (one_lint, one_xml)
        if args.instructions:
            row["instructions"] = (callgrind.instructions([counted] + lint_argv[1:], cwd=ROOT),
                                   callgrind.instructions(xml_argv, cwd=ROOT))
        rows.append(row)
        print(f"{name}: {len(files)} files, xmllint {xml_wall * 1000:.1f} ms, tablint {lint_wall * 1000:.1f} ms",
              file=sys.stderr)

    modes = ["wall"] + (["one core"] if args.one_core else []) + (["instructions"] if args.instructions else [])
    header = "| files | count | bytes |"
    rule = "|---|---:|---:|"
    for mode in modes:
        header += f" {mode}: xmllint / tablint | ratio |"
        rule += "---:|---:|"
    header += " peak RSS: xmllint / tablint |"
    rule += "---:|"
    flags = "".join(f" {flag}" for flag, on in (("--one-core", args.one_core), ("--instructions", args.instructions)) if on)
    if args.synthetic:
        flags += f" --synthetic {args.synthetic}"
    if args.storyboards_only:
        flags += f" --storyboards-only {args.storyboards_only}"
    lines = [
        HEADING,
        "",
        f"Measured {datetime.date.today().isoformat()} with `python3 .ci/bench/lint_vs_xmllint.py --runs {args.runs}{flags}`: "
        f"median wall time of {args.runs} alternating runs after one warm-up run each (`one core`: both under "
        "`taskset -c 0`); instructions of one run each under callgrind (all threads; tablint as a `strip -g` copy); "
        "peak RSS the largest of 3 runs under GNU `time -f %M`.",
        f"Machine: {os.cpu_count()} cores, {cpu_model()}, {platform.system()} {platform.release()}; {xmllint_version}; "
        f"tablint `{os.path.relpath(tablint, ROOT)}`.",
        "",
        header,
        rule,
    ]
    for row in rows:
        line = f"| {row['name']} | {row['count']} | {row['bytes']:,} |"
        for mode in modes:
            mine, theirs = row[mode]
            cell, ratio = ratio_cell(mine, theirs, "count" if mode == "instructions" else "ms")
            line += f" {cell} | {ratio} |"
        line += f" {row['rss'][1] / 1024:.1f} / {row['rss'][0] / 1024:.1f} MiB |"
        lines.append(line)
    lines += [
        "",
        "xmllint only parses (one process, files on its command line, one core). tablint finds the files under the "
        "folder, parses each once with libxml2, decodes the model, reads the asset catalogs, loose images and the "
        "`.strings` localizations of the IB documents (and, where there are any, the Xcode projects and code), builds "
        "the cross-file graph, runs every rule and writes the JSON report, on all cores. The speed issue's targets: "
        "instructions at most 1.2x xmllint's; wall time at most 1.2x on one core and 0.7x on two. Issue 51's, for the "
        "storyboards only (IB files and no code): at most 1.35x xmllint's instructions and 1.6x its wall time on one core.",
        "",
    ]
    report_section.publish("\n".join(lines), HEADING, args.output, root=ROOT)
    work.cleanup()


if __name__ == "__main__":
    main()
