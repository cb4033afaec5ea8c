"""The release build of tablint that the README's install section gives and the benchmarks measure.

    swift build -c release --static-swift-stdlib \\
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors

- `--static-swift-stdlib` links the Swift runtime into the binary: no shared Swift libraries to load and relocate.
- `-disable-concrete-type-metadata-mangled-name-accessors` makes the compiler reach the metadata of a concrete
  generic type (`Set<TabKey>`, `KeyedEncodingContainer<CodingKeys>`) through an accessor function instead of its
  mangled name. Resolving a mangled name looks up the conformances it needs (`TabKey: Hashable`), and an uncached
  lookup scans all of the binary's ~11,800 conformance records; it is the compiler's own mode for runtimes
  without mangled-name support. Applied to every module (ArgumentParser and swift-syntax too), it cuts
  `tablint lint` of an empty folder from 44.4 M to 33.1 M instructions (`Reports/benchmarks.md`, "Start-up").

`test_release_build.py` checks that the README, the GitHub Actions example and this file give the same flags,
and that the toolchain still knows the frontend flag.
"""
import subprocess

FLAGS = ["-c", "release", "--static-swift-stdlib",
         "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-concrete-type-metadata-mangled-name-accessors"]
FRONTEND_FLAG = FLAGS[-1]


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
