#!/usr/bin/env python3
"""The module diagram of Docs/Modules.md, generated from the package manifest.

    python3 .ci/modules_diagram.py                           # print the diagram
    python3 .ci/modules_diagram.py --check Docs/Modules.md   # exit 1, with a diff, when the file's diagram is stale
    python3 .ci/modules_diagram.py --write Docs/Modules.md   # rewrite the file's diagram in place

The manifest is read with `swift package dump-package` in the repository's root, or from a file with `--manifest
FILE` (that command's JSON). The diagram holds every target but tests and plugins, one line per module, each after
the modules it imports: `TabLintRules  ← TabLintCore, TabLintGraph, ...`. A module's line comes after all its
dependencies' (modules stand in layers: a module with no dependency in the package is in layer 0, any other one
layer above its highest dependency), by layer, then by name. The modules a line lists are the target's own
dependencies, nearest layer first, then by name; products of other packages are shown by their package's name (`swift-syntax`),
after the package's own modules. The same manifest gives the same text, whatever order it declares things in.

In the Markdown file, the diagram is the ```text fenced block between `<!-- modules-diagram:begin -->` and
`<!-- modules-diagram:end -->`.
"""
import argparse
import difflib
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEGIN = "<!-- modules-diagram:begin -->"
END = "<!-- modules-diagram:end -->"
FENCE_OPEN = "```text\n"
FENCE_CLOSE = "```\n"
ARROW = "←"
# Target types that are no module of the diagram.
LEFT_OUT = {"test", "plugin"}


class DiagramError(Exception):
    """A manifest or a Markdown file the script cannot work with."""


def dump_package(package_dir=ROOT):
    """`swift package dump-package`'s JSON for the package in `package_dir`.

    A scratch folder of its own keeps the command from waiting for the lock of a build running in `.build`
    (dumping the manifest builds nothing)."""
    with tempfile.TemporaryDirectory(prefix="modules-diagram-") as scratch:
        completed = subprocess.run(
            ["swift", "package", "--package-path", package_dir, "--scratch-path", scratch, "dump-package"],
            capture_output=True, text=True)
    if completed.returncode != 0:
        raise DiagramError(f"swift package dump-package failed ({completed.returncode}):\n{completed.stderr}")
    return json.loads(completed.stdout)


def load_manifest(path=None):
    """The manifest dump from the file at `path`, else from `swift package dump-package`."""
    if path is None:
        return dump_package()
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def _dependency(entry):
    """("module", name) for a target of the package, ("package", name) for another package's product, or
    ("name", name) for a dependency by name, which is either."""
    if "byName" in entry:
        return "name", entry["byName"][0]
    if "target" in entry:
        return "module", entry["target"][0]
    if "product" in entry:
        name, package = entry["product"][0], entry["product"][1]
        return "package", package if package else name
    raise DiagramError(f"unknown kind of dependency: {json.dumps(entry)}")


def modules(manifest):
    """{module: (set of modules of the package it depends on, set of other packages it depends on)}."""
    targets = manifest.get("targets")
    if not isinstance(targets, list):
        raise DiagramError("the manifest has no list of targets")
    names = {target["name"] for target in targets}
    kept = {target["name"] for target in targets if target.get("type") not in LEFT_OUT}
    graph = {}
    for target in targets:
        if target["name"] not in kept:
            continue
        internal, external = set(), set()
        for entry in target.get("dependencies", []):
            kind, name = _dependency(entry)
            if kind == "name" and name not in names:
                # A product named alone (`.product(name:package:)` spelled as a string) of another package.
                kind = "package"
            if kind == "package":
                external.add(name)
            elif name in kept:
                internal.add(name)
        graph[target["name"]] = (internal, external)
    return graph


def _sort_key(name):
    return (name.casefold(), name)


def layers(graph):
    """{module: layer}: 0 without dependencies in the package, else one above its highest dependency."""
    layer, visiting = {}, set()

    def visit(name, path):
        if name in layer:
            return layer[name]
        if name in visiting:
            cycle = path[path.index(name):] + [name]
            raise DiagramError("the modules depend on each other in a cycle: " + " → ".join(cycle))
        visiting.add(name)
        internal = graph[name][0]
        layer[name] = 1 + max((visit(dep, path + [name]) for dep in sorted(internal, key=_sort_key)), default=-1)
        visiting.discard(name)
        return layer[name]

    for name in sorted(graph, key=_sort_key):
        visit(name, [])
    return layer


def diagram(manifest):
    """The diagram's text, a line per module, each line ending in a newline."""
    graph = modules(manifest)
    layer = layers(graph)
    order = sorted(graph, key=lambda name: (layer[name], _sort_key(name)))
    width = max((len(name) for name in order), default=0)
    lines = []
    for name in order:
        internal, external = graph[name]
        listed = sorted(internal, key=lambda dep: (-layer[dep], _sort_key(dep))) + sorted(external, key=_sort_key)
        lines.append(f"{name:<{width}}  {ARROW} {', '.join(listed)}" if listed else name)
    return "".join(line + "\n" for line in lines)


def _block_span(text, path):
    """(start, end) of what lies between the markers in `text`."""
    begin = text.find(BEGIN)
    if begin < 0:
        raise DiagramError(f"{path}: no {BEGIN} marker")
    start = begin + len(BEGIN)
    end = text.find(END, start)
    if end < 0:
        raise DiagramError(f"{path}: no {END} marker after {BEGIN}")
    if text.find(BEGIN, start) >= 0:
        raise DiagramError(f"{path}: more than one {BEGIN} marker")
    return start, end


def committed_diagram(text, path="the file"):
    """The body of the fenced block between the markers, or None when what stands there is no ```text block."""
    start, end = _block_span(text, path)
    inner = text[start:end].strip("\n")
    if not inner.startswith(FENCE_OPEN) or not (inner + "\n").endswith(FENCE_CLOSE):
        return None
    return (inner + "\n")[len(FENCE_OPEN):-len(FENCE_CLOSE)]


def with_diagram(text, generated, path="the file"):
    """`text` with the block between the markers replaced by `generated` as a ```text block."""
    start, end = _block_span(text, path)
    return text[:start] + "\n" + FENCE_OPEN + generated + FENCE_CLOSE + text[end:]


def check(path, generated):
    """0 when the diagram in the file at `path` is `generated`; else prints a unified diff and returns 1."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    current = committed_diagram(text, path)
    if current == generated:
        return 0
    if current is None:
        print(f"{path}: the block between {BEGIN} and {END} is not one ```text code block", file=sys.stderr)
        current = text[slice(*_block_span(text, path))].strip("\n") + "\n"
    sys.stdout.writelines(difflib.unified_diff(
        current.splitlines(keepends=True), generated.splitlines(keepends=True),
        fromfile=f"{path} (module diagram)", tofile="generated from the manifest"))
    print(f"{path}: the module diagram is stale; run python3 .ci/modules_diagram.py --write {path}", file=sys.stderr)
    return 1


def write(path, generated):
    with open(path, encoding="utf-8") as file:
        text = file.read()
    updated = with_diagram(text, generated, path)
    if updated != text:
        with open(path, "w", encoding="utf-8") as file:
            file.write(updated)
    return 0


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--manifest", metavar="JSONFILE", help="read `swift package dump-package` output from a file")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", metavar="FILE", help="exit 1 with a diff when FILE's diagram differs")
    mode.add_argument("--write", metavar="FILE", help="rewrite FILE's diagram in place")
    arguments = parser.parse_args(argv)
    try:
        generated = diagram(load_manifest(arguments.manifest))
        if arguments.check:
            return check(arguments.check, generated)
        if arguments.write:
            return write(arguments.write, generated)
    except (DiagramError, OSError, json.JSONDecodeError) as error:
        print(f"modules_diagram: {error}", file=sys.stderr)
        return 2
    sys.stdout.write(generated)
    return 0


if __name__ == "__main__":
    sys.exit(main())
