#!/usr/bin/env python3
"""Packages tablint as an artifact bundle (SE-0305, SwiftPM's format for prebuilt executables) and writes
`TabLintPlugins`, a package of TabLint's two plugins that run the bundle's tablint, so that a package using them
compiles neither TabLint nor swift-syntax.

Usage (from any folder; Python 3.9 or later, as macOS has, standard library only):
    python3 .ci/artifactbundle.py [--output out/artifactbundle] [--binary [TRIPLE=]PATH ...] [--url URL]

Without --binary it builds this machine's tablint with `release_build.py`'s command plus, on Linux,
`--static-swift-stdlib` (a bundle's tablint runs under other toolchains, or none: the Swift runtime on Linux has no
stable ABI and a dynamic tablint looks for it at the build machine's toolchain path) and `-Xlinker --strip-debug`
(function names stay for backtraces). Each `--binary TRIPLE=PATH` adds a binary built elsewhere, for SwiftPM's host
triple TRIPLE (`x86_64-unknown-linux-gnu`, `aarch64-unknown-linux-gnu`, `x86_64-apple-macosx`,
`arm64-apple-macosx`); a bare PATH is for this machine's triple. Triples given the same file share one variant (a
universal macOS binary). A Linux binary that needs the Swift runtime's shared libraries is refused unless
`--allow-shared-swift-runtime` (a bundle only for the toolchain that built it, as the tests make). A binary for this
machine must print the version of `Sources/TabLintCore/TabLintVersion.swift`.

Writes into the output folder, replacing what an earlier run left:
    tablint.artifactbundle/info.json, tablint.artifactbundle/tablint-VERSION-TRIPLE[+TRIPLE]/bin/tablint
    tablint.artifactbundle.zip       the folder at the archive's root, as SwiftPM requires; fixed timestamps
    TabLintPlugins/                  Package.swift and Plugins/ (copies of this checkout's plugin sources); with
                                     --url its binary target is the zip at URL with its checksum, without it a copy
                                     of the zip inside the package (`binaryTarget(path:)`)
and prints `checksum: SHA256` (what `swift package compute-checksum` gives for the zip).
"""
import argparse
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import zipfile

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "bench"))
import release_build  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUNDLE = "tablint.artifactbundle"
PACKAGE = "TabLintPlugins"
PLUGINS = ["TabLintCommandPlugin", "TabLintBuildToolPlugin"]
# What a Linux build with `--static-swift-stdlib` links in; a binary that needs one of these shared runs only
# beside the toolchain that built it.
SWIFT_RUNTIME = re.compile(r"^(libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime)")
LINUX_FLAGS = ["--static-swift-stdlib", "-Xlinker", "--strip-debug"]


def source_version(root=ROOT):
    """The version this checkout's tablint prints (`TabLintVersion.current`)."""
    text = open(os.path.join(root, "Sources", "TabLintCore", "TabLintVersion.swift"), encoding="utf-8").read()
    return re.search(r'static let current = "([^"]+)"', text).group(1)


def host_triple():
    """The triple SwiftPM matches a bundle's variants against on this machine (no OS version)."""
    printed = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    return json.loads(printed)["target"]["unversionedTriple"]


def parse_binary(spec, host):
    """`TRIPLE=PATH` or `PATH` (for `host`) as (triple, absolute path); ValueError for a triple that is not one."""
    triple, separator, path = spec.partition("=")
    if not separator or "/" in triple:
        triple, path = host, spec
    if not re.fullmatch(r"[A-Za-z0-9_.]+(-[A-Za-z0-9_.]+){2,3}", triple):
        raise ValueError(f"'{triple}' is not a target triple (x86_64-unknown-linux-gnu, arm64-apple-macosx, ...)")
    return triple, os.path.abspath(path)


def variants(binaries):
    """(triple, path) pairs as [(path, [triples])]: one variant a file, in the order first given; ValueError for a
    triple given twice (SwiftPM would take one of its binaries)."""
    grouped = {}
    for triple, path in binaries:
        if any(triple in triples for triples in grouped.values()):
            raise ValueError(f"{triple} is given more than one binary")
        grouped.setdefault(os.path.realpath(path), []).append(triple)
    return list(grouped.items())


def info(version, grouped):
    """The bundle's `info.json` value, each variant's `path` relative to the bundle."""
    return {
        "schemaVersion": "1.0",
        "artifacts": {
            "tablint": {
                "type": "executable",
                "version": version,
                "variants": [
                    {"path": f"tablint-{version}-{'+'.join(triples)}/bin/tablint", "supportedTriples": triples}
                    for _, triples in grouped
                ],
            }
        },
    }


def needed_libraries(binary):
    """The shared libraries an ELF binary names (`readelf -d`'s NEEDED), or None for any other file (Mach-O)."""
    with open(binary, "rb") as file:
        if file.read(4) != b"\x7fELF":
            return None
    dynamic = subprocess.run(["readelf", "-d", binary], check=True, capture_output=True, text=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", dynamic)


def shared_swift_runtime(needed):
    """The Swift runtime libraries among `needed`."""
    return [name for name in needed or [] if SWIFT_RUNTIME.match(name)]


def check(triple, binary, host, version, allow_shared_runtime):
    """Raises ValueError when `binary` cannot be packaged for `triple` (see the module's contract)."""
    if not os.access(binary, os.X_OK):
        raise ValueError(f"{binary} is not an executable file")
    runtime = shared_swift_runtime(needed_libraries(binary))
    if runtime and not allow_shared_runtime:
        raise ValueError(f"{binary} needs the Swift runtime's shared libraries ({', '.join(runtime)}): build it with "
                         "--static-swift-stdlib, or pass --allow-shared-swift-runtime")
    if triple == host:
        printed = subprocess.run([binary, "--version"], check=True, capture_output=True, text=True).stdout.strip()
        if printed != version:
            raise ValueError(f"{binary} prints version {printed}, this checkout is {version}")


def write_bundle(folder, version, grouped):
    """Writes `folder` (an `.artifactbundle`): `info.json` and each variant's binary, executable."""
    description = info(version, grouped)
    for (source, _), variant in zip(grouped, description["artifacts"]["tablint"]["variants"]):
        target = os.path.join(folder, variant["path"])
        os.makedirs(os.path.dirname(target))
        shutil.copyfile(source, target)
        os.chmod(target, 0o755)
    with open(os.path.join(folder, "info.json"), "w", encoding="utf-8") as file:
        json.dump(description, file, indent=2)
        file.write("\n")


def write_zip(folder, archive):
    """Zips `folder` as the archive's one top-level entry, Unix modes kept and timestamps fixed (same bytes, same
    checksum); returns the checksum: the archive's SHA-256, as `swift package compute-checksum` gives it."""
    parent = os.path.dirname(folder)
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as output:
        for base, directories, names in os.walk(folder):
            directories.sort()
            for path in [base] + [os.path.join(base, name) for name in sorted(names)]:
                name = os.path.relpath(path, parent) + ("/" if path == base else "")
                entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
                entry.external_attr = (os.stat(path).st_mode & 0xFFFF) << 16
                if path == base:
                    output.writestr(entry, b"")
                    continue
                entry.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as source, output.open(entry, "w") as target:
                    shutil.copyfileobj(source, target, 1 << 20)
    digest = hashlib.sha256()
    with open(archive, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def manifest(version, binary_target):
    """`TabLintPlugins/Package.swift`; `binary_target` is the arguments of its `.binaryTarget(name: "TabLintBinary", …)`
    after the name. The plugins are declared as in TabLint's own Package.swift, with the binary for the executable."""
    return f"""// swift-tools-version:6.0
// Written by TabLint's .ci/artifactbundle.py for tablint {version}; do not edit.
import PackageDescription

// TabLint's plugins running a prebuilt tablint (an artifact bundle): a build compiles neither TabLint nor
// swift-syntax. On Linux the bundle's tablint needs the system's libxml2 (`apt install libxml2`).
let package = Package(
    name: "{PACKAGE}",
    products: [
        .plugin(name: "TabLintCommandPlugin", targets: ["TabLintCommandPlugin"]),
        .plugin(name: "TabLintBuildToolPlugin", targets: ["TabLintBuildToolPlugin"]),
    ],
    targets: [
        .binaryTarget(name: "TabLintBinary", {binary_target}),
        .plugin(
            name: "TabLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "tablint", description: "Lint the package's storyboards and xibs with TabLint"), permissions: []),
            dependencies: ["TabLintBinary"]
        ),
        .plugin(name: "TabLintBuildToolPlugin", capability: .buildTool(), dependencies: ["TabLintBinary"]),
    ]
)
"""


def write_package(folder, version, archive, checksum, url, root=ROOT):
    """Writes the `TabLintPlugins` package into `folder`: the manifest, the plugins' sources and, without `url`, the
    zip."""
    for plugin in PLUGINS:
        shutil.copytree(os.path.join(root, "Plugins", plugin), os.path.join(folder, "Plugins", plugin))
    if url:
        binary_target = f'url: "{url}", checksum: "{checksum}"'
    else:
        shutil.copyfile(archive, os.path.join(folder, os.path.basename(archive)))
        binary_target = f'path: "{os.path.basename(archive)}"'
    with open(os.path.join(folder, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest(version, binary_target))


def build_host(scratch):
    """Builds this machine's release tablint into `scratch` (see the module's contract); returns its path."""
    flags = LINUX_FLAGS if platform.system() == "Linux" else []
    subprocess.run(release_build.command(scratch) + flags, cwd=ROOT, check=True)
    return release_build.binary(scratch)


def argument_parser():
    """The command line of the module's contract."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0])
    parser.add_argument("--output", default=os.path.join(ROOT, "out", "artifactbundle"))
    parser.add_argument("--binary", action="append", default=[], metavar="[TRIPLE=]PATH")
    parser.add_argument("--url", help="where the zip will be downloaded from (the manifest's binaryTarget url)")
    parser.add_argument("--scratch-path", default=os.path.join(ROOT, ".build-artifactbundle"))
    parser.add_argument("--allow-shared-swift-runtime", action="store_true")
    return parser


def main(arguments=None):
    parser = argument_parser()
    options = parser.parse_args(arguments)
    host, version, output = host_triple(), source_version(), os.path.abspath(options.output)
    try:
        binaries = [parse_binary(spec, host) for spec in options.binary] or [(host, build_host(options.scratch_path))]
        grouped = variants(binaries)
        for triple, binary in binaries:
            check(triple, binary, host, version, options.allow_shared_swift_runtime)
    except (ValueError, OSError) as error:
        parser.error(str(error))
    bundle, archive, package = (os.path.join(output, name) for name in (BUNDLE, BUNDLE + ".zip", PACKAGE))
    for folder in (bundle, package):
        shutil.rmtree(folder, ignore_errors=True)
    if os.path.exists(archive):
        os.remove(archive)
    os.makedirs(output, exist_ok=True)
    write_bundle(bundle, version, grouped)
    checksum = write_zip(bundle, archive)
    write_package(package, version, archive, checksum, options.url)
    print(f"bundle: {bundle}\nzip: {archive}\npackage: {package}\nchecksum: {checksum}")


if __name__ == "__main__":
    main()
