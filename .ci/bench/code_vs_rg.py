#!/usr/bin/env python3
"""What a lint of apps with their code costs against one `rg` pass over the same source files (issue 49's budget:
at most 3x).

Usage (from the repository root):
    python3 .ci/bench/code_vs_rg.py --tablint BIN APP_FOLDER... [--runs 11] [--one-core] [--together]

Each round lints every app folder once (`lint APP --format json --fail-on never --quiet`, one process per app, as
a user or CI runs it) and runs one `rg` per app over that app's Swift and Objective-C files (`*.swift`, `*.m`,
`*.mm`, `*.h`) for a word every tab bar's code holds (`-l TabBar`: rg reads every byte of every such file and prints
the files that match). With --together, one `tablint lint` names every app folder and one `rg` searches them all
(each process's start-up counted once, not once per app). The two alternate within a round, so a machine whose load drifts weighs on both alike.
Printed: the median total wall time of each over the rounds, and the ratio of the medians. With --one-core both run
under `taskset -c 0`. Needs `rg` (Debian ripgrep) on the PATH; exits 2 without it.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

SOURCE_GLOBS = ["*.swift", "*.m", "*.mm", "*.h"]


def tablint_argv(binary, app):
    return [binary, "lint", app, "--format", "json", "--fail-on", "never", "--quiet"]


def rg_argv(app):
    argv = ["rg", "-l", "--no-ignore", "--hidden", "--no-messages", "TabBar"]
    for glob in SOURCE_GLOBS:
        argv += ["-g", glob]
    return argv + [app]


def timed(argvs, pin):
    start = time.perf_counter()
    for argv in argvs:
        subprocess.run((["taskset", "-c", "0"] if pin else []) + argv, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def source_files(apps):
    count = 0
    for app in apps:
        for _, _, files in os.walk(app):
            count += sum(1 for name in files if name.endswith((".swift", ".m", ".mm", ".h")))
    return count


def together_argvs(binary, apps):
    lint = tablint_argv(binary, apps[0])
    return [lint[:3] + apps[1:] + lint[3:]], [rg_argv(apps[0]) + apps[1:]]


def measure(binary, apps, runs, pin, together):
    lint_times, rg_times = [], []
    if together:
        lint_argvs, rg_argvs = together_argvs(binary, apps)
    else:
        lint_argvs, rg_argvs = [tablint_argv(binary, app) for app in apps], [rg_argv(app) for app in apps]
    for index in range(runs):
        steps = [("lint", lint_argvs), ("rg", rg_argvs)]
        if index % 2:
            steps.reverse()
        for name, argvs in steps:
            (lint_times if name == "lint" else rg_times).append(timed(argvs, pin))
    return statistics.median(lint_times), statistics.median(rg_times)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tablint", required=True)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--one-core", action="store_true")
    parser.add_argument("--together", action="store_true", help="one process for every app, not one per app")
    parser.add_argument("apps", nargs="+")
    arguments = parser.parse_args(argv)
    if shutil.which("rg") is None:
        print("code_vs_rg: rg (ripgrep) is not on the PATH", file=sys.stderr)
        return 2
    apps = [app for app in arguments.apps if os.path.isdir(app)]
    lint, rg = measure(arguments.tablint, apps, arguments.runs, arguments.one_core, arguments.together)
    print(f"apps: {len(apps)}; source files: {source_files(apps)}; rounds: {arguments.runs}"
          f"{'; one core (taskset -c 0)' if arguments.one_core else ''}"
          f"{'; one process for every app' if arguments.together else '; one process per app'}")
    print(f"tablint lint, every app: {lint:.3f} s (median)")
    print(f"rg -l TabBar over the same source files: {rg:.3f} s (median)")
    print(f"ratio: {lint / rg:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
