#!/usr/bin/env python3
"""What one input of a fuzz target costs, by the input's size: the measurement behind a `-max_len` choice.

Usage (from the repository root, after `.ci/fuzz.sh` has built the fuzz binary and grown a corpus):
    python3 .ci/bench/fuzz_input_costs.py TARGET [--sample 1200] [--seed 1] [--core 0]

Draws `--sample` inputs of `.build-fuzz/fuzz/corpus/TARGET` at random (seeded, from the sorted file names, so the
same corpus and seed give the same sample), puts them in buckets by size (up to 256 bytes, 1 KB, 4 KB, and
larger), and runs each bucket through one `tablint-fuzz TARGET FILE...` process under `taskset -c CORE` (the
fuzz build replays the files it is given, once each). A bucket's cost per input is that process's wall time
divided by its inputs, process start included. Run it while nothing else holds the core.
"""
import argparse
import os
import random
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUCKETS = [(0, 256, "up to 256 bytes"), (257, 1024, "257 bytes to 1 KB"), (1025, 4096, "1 to 4 KB"),
           (4097, None, "above 4 KB")]


def bucket_of(size):
    for index, (low, high, _) in enumerate(BUCKETS):
        if size >= low and (high is None or size <= high):
            return index
    raise ValueError(size)


def sample(folder, count, seed):
    names = sorted(os.listdir(folder))
    chosen = random.Random(seed).sample(names, min(count, len(names)))
    return [os.path.join(folder, name) for name in chosen]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("target")
    parser.add_argument("--sample", type=int, default=1200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--core", default="0")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build-fuzz", "release", "tablint-fuzz"))
    args = parser.parse_args()
    corpus = os.path.join(ROOT, ".build-fuzz", "fuzz", "corpus", args.target)
    if not os.path.isdir(corpus) or not os.access(args.binary, os.X_OK):
        sys.exit(f"needs {args.binary} and {corpus}: run .ci/fuzz.sh first")
    sizes = {path: os.path.getsize(path) for path in sample(corpus, args.sample, args.seed)}
    buckets = [[] for _ in BUCKETS]
    for path, size in sizes.items():
        buckets[bucket_of(size)].append(path)
    environment = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", SWIFT_BACKTRACE="enable=no")
    print(f"`{args.target}`: {sum(map(len, buckets))} inputs of {corpus} (seed {args.seed}), one process a bucket "
          f"on core {args.core}\n")
    print("| inputs | count | average size | ms an input |")
    print("|---|---:|---:|---:|")
    for (_, _, label), paths in zip(BUCKETS, buckets):
        if not paths:
            print(f"| {label} | 0 | | |")
            continue
        start = time.perf_counter()
        subprocess.run(["taskset", "-c", args.core, args.binary, args.target, *paths], env=environment,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        elapsed = time.perf_counter() - start
        average = sum(sizes[path] for path in paths) / len(paths)
        print(f"| {label} | {len(paths)} | {average:,.0f} bytes | {elapsed * 1000 / len(paths):.2f} |")


if __name__ == "__main__":
    main()
