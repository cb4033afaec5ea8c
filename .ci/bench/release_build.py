"""The release build of tablint that the README's install section gives and the benchmarks measure.

    swift build -c release --product tablint

No other flag: `--static-swift-stdlib` and the frontend flag `-disable-concrete-type-metadata-mangled-name-accessors`
each saved under 5% of a lint of the real apps with their code (start-up time, conformance look-ups), the bar a
mechanism that exists only for speed must meet (`Reports/benchmarks.md`, "Removals measured").

`test_release_build.py` checks that the README, the GitHub Actions example and this file give the same command.
"""
import subprocess

FLAGS = ["-c", "release"]


def binary(scratch):
    """Where `build` leaves the release `tablint` in the scratch folder `scratch`."""
    return f"{scratch}/release/tablint"


def command(scratch):
    """The `swift build` command line of the release `tablint`, into the scratch folder `scratch`."""
    return ["swift", "build", *FLAGS, "--product", "tablint", "--scratch-path", scratch]


def build(root, scratch):
    """Builds the release `tablint` of the package at `root` into `scratch`; returns the binary's path."""
    subprocess.run(command(scratch), cwd=root, check=True, stdout=subprocess.DEVNULL)
    return binary(scratch)
