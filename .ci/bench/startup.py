#!/usr/bin/env python3
"""Where `tablint --version`'s start-up goes: instructions by phase, under callgrind, for one or more builds.

Usage (from the repository root):
    python3 .ci/bench/startup.py [--runs 201] [--output Reports/benchmarks.md] LABEL=BINARY [LABEL=BINARY ...]

For each binary (for instance `dynamic=.build/release/tablint` and `static=.build-release-static/release/tablint`,
the latter built as the README installs it, by `release_build.py`) it counts, under callgrind (a `strip -g` copy, see
callgrind.py), the instructions of `BINARY --version` in total and inclusive in:
- the dynamic loader (`_dl_start`: loading the shared libraries and resolving their symbols);
- ArgumentParser (`parseAsRoot`), and within it the Swift runtime's protocol-conformance lookups
  (`swift_conformsToProtocolMaybeInstantiateSuperclasses`), with how many lookups it made;
- the conformance records the process holds (the `swift5_protocol_conformances` sections, 4 bytes an entry, of
  the binary and of the shared libraries `ldd` lists): an uncached lookup scans all of them, so their number sets
  each lookup's cost;
and the median wall time of `--runs` alternating runs of every binary and of `xmllint --version`.
With --output the table replaces the section headed "## Start-up" of that file.
"""
import argparse
import datetime
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import callgrind  # noqa: E402
import report_section  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
HEADING = "## Start-up"
PHASES = {
    "loader": re.compile(r":_dl_start \["),
    "argument parser": re.compile(r"ArgumentParser15ParsableCommandPAAE11parseAsRoot"),
    "conformance lookups": re.compile(
        r"swift_conformsToProtocolMaybeInstantiateSuperclasses\(swift::TargetMetadata<swift::InProcess> const\*, "
        r"swift::TargetProtocolDescriptor<swift::InProcess> const\*, bool\) \["),
}


def inclusive_costs(annotated):
    """The largest inclusive count of each phase in `callgrind_annotate --inclusive=yes` output."""
    costs = {}
    for line in annotated.splitlines():
        match = re.match(r"\s*([\d,]+) \(", line)
        if not match:
            continue
        for phase, pattern in PHASES.items():
            if pattern.search(line):
                costs[phase] = max(costs.get(phase, 0), int(match.group(1).replace(",", "")))
    return costs


def lookup_count(callers):
    """How many times the conformance scan ran: the calls its callers made, from `--tree=caller` output."""
    lines = callers.splitlines()
    for index, line in enumerate(lines):
        if "*  " in line and PHASES["conformance lookups"].search(line):
            total = 0
            back = index - 1
            while back >= 0 and "<" in lines[back]:
                calls = re.search(r"\((\d+)x\)", lines[back])
                total += int(calls.group(1)) if calls else 0
                back -= 1
            return total
    return 0


def conformance_records(binary):
    """Entries of the binary's `swift5_protocol_conformances` section (0 when it has none, as a C program)."""
    sections = subprocess.run(["readelf", "-S", "-W", binary], capture_output=True, text=True).stdout
    for line in sections.splitlines():
        if "swift5_protocol_conformances" in line:
            fields = line.split("]", 1)[1].split()
            return int(fields[4], 16) // 4
    return 0


def loaded_records(binary):
    """Conformance records of the binary and of every shared library it loads."""
    listing = subprocess.run(["ldd", binary], capture_output=True, text=True).stdout
    libraries = re.findall(r"=> (/\S+)", listing)
    return conformance_records(binary) + sum(conformance_records(library) for library in libraries)


def shown(path):
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


def profile(binary):
    with tempfile.TemporaryDirectory() as folder:
        copy = callgrind.stripped_copy(binary, folder)
        out = os.path.join(folder, "callgrind.out")
        total = callgrind.record([copy, "--version"], out)
        inclusive = subprocess.run(["callgrind_annotate", "--inclusive=yes", out], capture_output=True, text=True).stdout
        callers = subprocess.run(["callgrind_annotate", "--tree=caller", out], capture_output=True, text=True).stdout
    costs = inclusive_costs(inclusive)
    return {"total": total, "lookups": lookup_count(callers), "records": loaded_records(binary), **costs}


def wall_medians(commands, runs):
    """Median wall seconds of each command, over `runs` rounds that run every command once, in turn."""
    times = {label: [] for label in commands}
    for _ in range(runs):
        for label, argv in commands.items():
            start = time.perf_counter()
            subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
            times[label].append(time.perf_counter() - start)
    return {label: statistics.median(values) for label, values in times.items()}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binaries", nargs="+", metavar="LABEL=BINARY")
    parser.add_argument("--runs", type=int, default=201)
    parser.add_argument("--output")
    args = parser.parse_args()
    binaries = dict(item.split("=", 1) for item in args.binaries)
    if not callgrind.available():
        raise SystemExit("needs valgrind and strip")
    profiles = {label: profile(binary) for label, binary in binaries.items()}
    commands = {label: [binary, "--version"] for label, binary in binaries.items()}
    xmllint = shutil.which("xmllint")
    if xmllint:
        commands["xmllint"] = [xmllint, "--version"]
    walls = wall_medians(commands, args.runs)

    def millions(value):
        return f"{value / 1e6:.1f} M"

    lines = [
        HEADING, "",
        f"Measured {datetime.date.today()} with `python3 .ci/bench/startup.py --runs {args.runs} "
        + " ".join(f"{label}={shown(binary)}" for label, binary in binaries.items())
        + "`: instructions of `--version` under callgrind (inclusive, a `strip -g` copy); wall time the median of "
        f"{args.runs} alternating runs ({os.cpu_count()} cores).", "",
        "| build | wall | instructions | dynamic loader | ArgumentParser | of which conformance lookups | lookups | conformance records |",
        "|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for label, data in profiles.items():
        lines.append(
            f"| {label} | {walls[label] * 1000:.1f} ms | {millions(data['total'])} | {millions(data.get('loader', 0))} | "
            f"{millions(data.get('argument parser', 0))} | {millions(data.get('conformance lookups', 0))} | "
            f"{data['lookups']} | {data['records']:,} |")
    if "xmllint" in walls:
        lines.append(f"| `xmllint --version` | {walls['xmllint'] * 1000:.1f} ms | | | | | | |")
    lines.append("")
    report_section.publish("\n".join(lines), HEADING, args.output, root=ROOT)
    return 0


if __name__ == "__main__":
    sys.exit(main())
