#!/usr/bin/env python3
"""Checks, on Linux, that TabLint's Swift compiles for its macOS floor: no API newer than the floor is used outside
code that Darwin never compiles.

    python3 .ci/availability.py                         # the repository: Package.swift's floor, Sources Tests Plugins
    python3 .ci/availability.py --package DIR           # another package folder (its Package.swift and folders)
    python3 .ci/availability.py --floor 13.0            # another floor than the manifest's
    python3 .ci/availability.py --interfaces DIR ...    # other .swiftinterface folders than the toolchain's

A Linux build checks no Apple availability, but the toolchain's own `.swiftinterface` files carry it
(`@available(macOS 15.0, iOS 18.0, ...)` on `Mutex`). This script reads every public declaration of those files
with its macOS availability (its own, else its enclosing type's or extension's), and keeps the names whose every
declaration is newer than the floor or unavailable on macOS: a type (`Mutex`, `UTF8Span`), a member (`utf8Span`)
or an initializer's first label on its type (`String(validating:`). It then reads the package's Swift files
(comments and string literals left out) and reports each use of such a name as `path:line:col: error: ...`, except
- in `#if` branches Darwin never compiles (`canImport(Glibc)`, `os(Linux)`, an `#else` after `canImport(Darwin)`;
  a condition it cannot decide, such as `FUZZING`, counts as compiled),
- in a declaration marked `@available(macOS N, *)` or a block under `if #available(macOS N, *)` with N high enough,
- where the package declares the name itself (its own type or property of that name).

A name is matched as a word, so a member used on a value of another type with the same name is caught too: the
check errs on the side of reporting, and a name the interfaces also declare for older systems is never reported.
Foundation's modules ship no interface on Linux and are not checked. Exit status: 0 when nothing is found, 1 with
the uses found, 2 when the floor or the interfaces cannot be read.
"""
import argparse
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOLDERS = ["Sources", "Tests", "Plugins"]

DECLARATION = re.compile(
    r"\b(struct|class|enum|protocol|actor|typealias|associatedtype|extension|func|var|let|init|subscript|case|macro)\b"
    r"[?!]?\s*([A-Za-z_][A-Za-z0-9_.]*)?")
TYPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "typealias"}
SCOPE_KINDS = {"struct", "class", "enum", "protocol", "actor", "extension"}
# Words a declaration may be named with in an interface that are keywords in code (accessors, contextual words).
KEYWORDS = {"get", "set", "didSet", "willSet", "init", "deinit", "some", "any", "self", "Self", "Type", "Protocol"}
AVAILABLE = re.compile(r"[@#]available\(([^()]*)\)")


def version_tuple(text):
    """`15`, `15.0` and `15.0.0` alike: (15, 0, 0)."""
    parts = [int(part) for part in text.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def macos_availability(arguments):
    """From the text inside `@available(...)`: ("since", (15, 0)), ("unavailable", None) or None (says nothing of
    macOS)."""
    parts = [part.strip() for part in arguments.split(",")]
    for index, part in enumerate(parts):
        words = part.split()
        if words and words[0] == "macOS":
            if len(words) == 2 and re.fullmatch(r"[0-9.]+", words[1]):
                return "since", version_tuple(words[1])
            if len(words) == 1:
                for rest in parts[index + 1:]:
                    if rest == "unavailable":
                        return "unavailable", None
                    match = re.fullmatch(r"introduced:\s*([0-9.]+)", rest)
                    if match:
                        return "since", version_tuple(match.group(1))
    return None


def strip_code(text):
    """`text` with comments, string literals (all forms) and character data blanked to spaces, lines kept."""
    out = []
    index = 0
    length = len(text)
    block_depth = 0
    while index < length:
        char = text[index]
        if block_depth:
            if text.startswith("/*", index):
                block_depth += 1
                out.append("  ")
                index += 2
            elif text.startswith("*/", index):
                block_depth -= 1
                out.append("  ")
                index += 2
            else:
                out.append("\n" if char == "\n" else " ")
                index += 1
            continue
        if text.startswith("//", index):
            end = text.find("\n", index)
            end = length if end < 0 else end
            out.append(" " * (end - index))
            index = end
            continue
        if text.startswith("/*", index):
            block_depth = 1
            out.append("  ")
            index += 2
            continue
        match = re.match(r'(#*)("""|")', text[index:index + 64])
        if match and (match.group(1) or char == '"'):
            hashes, quote = match.group(1), match.group(2)
            closing = quote + hashes
            start = index + len(match.group(0))
            position = start
            while True:
                found = text.find(closing, position)
                if found < 0:
                    found = length
                    break
                # A single-line literal's quote escaped by a backslash (only without #s) does not close it.
                if not hashes and quote == '"' and _escaped(text, found):
                    position = found + 1
                    continue
                break
            literal_end = min(length, found + len(closing))
            out.append(re.sub(r"[^\n]", " ", text[index:literal_end]))
            index = literal_end
            continue
        out.append(char)
        index += 1
    return "".join(out)


def _escaped(text, position):
    count = 0
    while position - 1 - count >= 0 and text[position - 1 - count] == "\\":
        count += 1
    return count % 2 == 1


# ---------------------------------------------------------------------------------------------------------------
# The interfaces


def interface_folders():
    """The toolchain's folder of Linux module interfaces (`swiftc -print-target-info`)."""
    printed = subprocess.run(["swiftc", "-print-target-info"], check=True, capture_output=True, text=True).stdout
    info = json.loads(printed)
    resources = info["paths"]["runtimeResourcePath"]
    return [os.path.join(resources, "linux")]


def read_interfaces(folders):
    """{name: [(kind, availability)]} for every public declaration, with `Type(label:` keys for initializers.
    `availability` is None (as old as Swift), a version tuple, or "unavailable"."""
    declarations = {}
    files = []
    for folder in folders:
        files += sorted(glob.glob(os.path.join(folder, "*.swiftmodule", "*.swiftinterface")))
    files = [path for path in files if not path.endswith(".private.swiftinterface")]
    if not files:
        raise FileNotFoundError(f"no .swiftinterface files under {', '.join(folders)}")
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as file:
            _read_interface(strip_code(file.read()), declarations)
    return declarations


def _combine(outer, inner):
    if outer == "unavailable" or inner == "unavailable":
        return "unavailable"
    if outer is None:
        return inner
    if inner is None:
        return outer
    return max(outer, inner)


def _read_interface(text, declarations):
    # Each open brace: ("scope", type name, availability) for a type or extension, ("body", ...) for anything else
    # (function bodies, accessors, closures), whose declarations are local and not recorded.
    stack = []
    pending = None  # availability of the attributes seen since the last declaration
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        for match in AVAILABLE.finditer(stripped):
            found = macos_availability(match.group(1))
            if found:
                pending = _combine(pending, "unavailable" if found[0] == "unavailable" else found[1])
        in_body = any(kind == "body" for kind, _, _ in stack)
        outer = stack[-1][2] if stack else None
        owner = stack[-1][1] if stack and stack[-1][0] == "scope" else None
        declaration = None
        code = re.sub(r"@\w+(\([^()]*(\([^()]*\)[^()]*)*\))?", " ", stripped)
        match = DECLARATION.search(code)
        if match and not in_body and _is_declaration(code, match):
            kind, name = match.group(1), match.group(2) or ""
            availability = _combine(outer, pending)
            if kind == "extension":
                declaration = ("extension", name.split(".")[-1], availability)
            elif kind == "init":
                labels = re.match(r"init[?!]?\s*(<[^>]*>)?\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)?", code[match.start():])
                label = labels.group(2) if labels and labels.group(2) else ""
                if owner:
                    declarations.setdefault(f"{owner}({label}:", []).append(("init", availability))
            elif name and not name.startswith("_") and name not in KEYWORDS:
                simple = name.split(".")[-1]
                # A nested type is matched only as `Owner.Name` (`UTF8.ValidationError`, not a package's own
                # `ValidationError`); members by their name alone.
                key = f"{owner}.{simple}" if owner and kind in TYPE_KINDS else simple
                declarations.setdefault(key, []).append((kind, availability))
                if kind in SCOPE_KINDS:
                    declaration = (kind, simple, availability)
            pending = None
        elif match is None and not stripped.startswith("@"):
            pending = pending if stripped in ("{", "}") else None
        opens = code.count("{")
        closes = code.count("}")
        net = opens - closes
        if net > 0:
            first = True
            for _ in range(net):
                if first and declaration:
                    stack.append(("scope", declaration[1], declaration[2]))
                else:
                    stack.append(("body", owner, outer))
                first = False
        elif net < 0:
            for _ in range(-net):
                if stack:
                    stack.pop()


def _is_declaration(code, match):
    """Whether the keyword starts the line's declaration (after modifiers), not a word inside an expression."""
    before = code[:match.start()].split()
    modifiers = {
        "public", "open", "internal", "package", "fileprivate", "private", "final", "static", "class", "mutating",
        "nonmutating", "override", "convenience", "required", "indirect", "lazy", "dynamic", "optional", "weak",
        "unowned", "consuming", "borrowing", "nonisolated", "isolated", "distributed", "prefix", "postfix", "infix",
        "@inlinable", "@frozen",
    }
    return all(word in modifiers or word.startswith("@") or word.startswith("(") for word in before)


def newer_names(declarations, floor):
    """{key: availability} for the keys whose every declaration is newer than `floor` or unavailable on macOS."""
    result = {}
    for key, entries in declarations.items():
        availabilities = [availability for _, availability in entries]
        if all(a == "unavailable" or (a is not None and a > floor) for a in availabilities):
            result[key] = "unavailable" if "unavailable" in availabilities else min(
                a for a in availabilities if a != "unavailable")
    return result


# ---------------------------------------------------------------------------------------------------------------
# The package


def manifest_floor(package):
    """The macOS floor of `package`/Package.swift, as a version tuple."""
    text = open(os.path.join(package, "Package.swift"), encoding="utf-8").read()
    match = re.search(r"\.macOS\(\s*\.v(\d+)(?:_(\d+))?\s*\)", text)
    if match:
        return (int(match.group(1)), int(match.group(2) or 0), 0)
    match = re.search(r'\.macOS\(\s*"([0-9.]+)"\s*\)', text)
    if match:
        return version_tuple(match.group(1))
    raise ValueError("Package.swift declares no macOS platform (`platforms: [.macOS(.v15)]`)")


IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
DARWIN_MODULES = {"Darwin", "Foundation", "Dispatch", "Synchronization", "libxml2", "os", "ObjectiveC", "CoreFoundation"}
NOT_DARWIN_MODULES = {"Glibc", "Musl", "WinSDK", "Android", "Bionic", "CLibXML2", "WASILibc", "ucrt"}
DARWIN_SYSTEMS = {"macOS"}
OTHER_SYSTEMS = {"Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "iOS", "tvOS", "watchOS", "visionOS",
                 "Cygwin", "PS4", "Haiku"}


def darwin_condition(text):
    """True, False or None (cannot tell) for an `#if` condition, as a macOS build of the package sees it."""
    tokens = re.findall(r"&&|\|\||!|\(|\)|[A-Za-z_][A-Za-z0-9_]*\s*\([^()]*\)|[A-Za-z_$][A-Za-z0-9_$]*", text)
    position = 0

    def atom(token):
        call = re.fullmatch(r"([A-Za-z_]+)\s*\(([^()]*)\)", token)
        if call:
            function, argument = call.group(1), call.group(2).strip().split(",")[0].strip()
            if function == "canImport":
                if argument in DARWIN_MODULES:
                    return True
                if argument in NOT_DARWIN_MODULES:
                    return False
                return None
            if function == "os":
                if argument in DARWIN_SYSTEMS:
                    return True
                if argument in OTHER_SYSTEMS:
                    return False
                return None
            if function in ("compiler", "swift", "hasFeature", "hasAttribute"):
                return True if function in ("compiler", "swift") else None
            if function in ("arch", "targetEnvironment", "_endian", "_pointerBitWidth", "_runtime"):
                return None
            return None
        if token == "true":
            return True
        if token == "false":
            return False
        return None

    def parse_or():
        nonlocal position
        value = parse_and()
        while position < len(tokens) and tokens[position] == "||":
            position += 1
            right = parse_and()
            value = True if value is True or right is True else (False if value is False and right is False else None)
        return value

    def parse_and():
        nonlocal position
        value = parse_not()
        while position < len(tokens) and tokens[position] == "&&":
            position += 1
            right = parse_not()
            value = False if value is False or right is False else (True if value is True and right is True else None)
        return value

    def parse_not():
        nonlocal position
        if position < len(tokens) and tokens[position] == "!":
            position += 1
            value = parse_not()
            return None if value is None else not value
        if position < len(tokens) and tokens[position] == "(":
            position += 1
            value = parse_or()
            if position < len(tokens) and tokens[position] == ")":
                position += 1
            return value
        token = tokens[position] if position < len(tokens) else ""
        position += 1
        return atom(token)

    return parse_or() if tokens else None


def compiled_on_darwin(text):
    """For each line of `text`, whether a macOS build compiles it (an `#if` branch it never takes is not)."""
    lines = text.split("\n")
    compiled = []
    # Each frame: [the enclosing branch compiled, some earlier branch is surely taken, this branch compiled]
    frames = []
    for line in lines:
        stripped = line.strip()
        directive = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        outer = frames[-1][2] if frames else True
        if directive:
            word, rest = directive.group(1), directive.group(2).strip()
            if word == "if":
                value = darwin_condition(rest)
                frames.append([outer, value is True, outer and value is not False])
            elif word == "elseif" and frames:
                frame = frames[-1]
                value = darwin_condition(rest)
                frame[2] = frame[0] and not frame[1] and value is not False
                frame[1] = frame[1] or value is True
            elif word == "else" and frames:
                frame = frames[-1]
                frame[2] = frame[0] and not frame[1]
                frame[1] = True
            elif word == "endif" and frames:
                frames.pop()
            compiled.append(False)
            continue
        compiled.append(outer)
    return compiled


def package_declarations(files):
    """Names the package declares itself (types, functions, properties, cases, locals)."""
    names = set()
    for text in files.values():
        for match in re.finditer(r"\b(?:struct|class|enum|protocol|actor|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)",
                                 text):
            names.add(match.group(1))
    return names


def guarded_floors(code, floor):
    """For each offset range of `code`, the macOS version its availability guard grants: a list of
    (start, end, version) for declarations marked `@available(macOS N, *)` and blocks of `if #available(macOS N, *)`."""
    ranges = []
    for match in AVAILABLE.finditer(code):
        found = macos_availability(match.group(1))
        if not found or found[0] != "since" or found[1] <= floor:
            continue
        brace = code.find("{", match.end())
        if brace < 0:
            continue
        depth = 0
        end = len(code)
        for index in range(brace, len(code)):
            if code[index] == "{":
                depth += 1
            elif code[index] == "}":
                depth -= 1
                if depth == 0:
                    end = index
                    break
        ranges.append((match.start(), end, found[1]))
    return ranges


def find_uses(package, floor, newer, folders=FOLDERS):
    """[(path, line, column, name, availability)] of the uses of `newer`'s names in the package's Swift files."""
    files = {}
    for folder in folders:
        for path in sorted(glob.glob(os.path.join(package, folder, "**", "*.swift"), recursive=True)):
            if "/.build" in path:
                continue
            with open(path, encoding="utf-8", errors="replace") as file:
                files[path] = strip_code(file.read())
    own = package_declarations(files)
    initializers = {key: value for key, value in newer.items() if key.endswith(":")}
    nested = {key: value for key, value in newer.items() if "." in key and not key.endswith(":")}
    names = {key: value for key, value in newer.items() if not key.endswith(":") and "." not in key and key not in own}
    uses = []
    for path, code in files.items():
        compiled = compiled_on_darwin(code)
        guards = guarded_floors(code, floor)
        line_starts = [0]
        for index, char in enumerate(code):
            if char == "\n":
                line_starts.append(index + 1)
        for match in IDENTIFIER.finditer(code):
            name = match.group(0)
            key = None
            after = code[match.end():match.end() + 80]
            label = re.match(r"\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)?\s*:(?!:)", after)
            qualified = re.match(r"\s*\.\s*([A-Za-z_][A-Za-z0-9_]*)", after)
            if name in names and not re.match(r"\s*:(?!:)", after):
                key = name
                availability = names[name]
            elif qualified and f"{name}.{qualified.group(1)}" in nested:
                key = f"{name}.{qualified.group(1)}"
                availability = nested[key]
            elif label and f"{name}({label.group(1) or ''}:" in initializers:
                key = f"{name}({label.group(1) or ''}:"
                availability = initializers[key]
            if key is None:
                continue
            line = _line_of(line_starts, match.start())
            if not compiled[line]:
                continue
            if availability != "unavailable" and any(
                    start <= match.start() <= end and version >= availability for start, end, version in guards):
                continue
            column = match.start() - line_starts[line] + 1
            uses.append((path, line + 1, column, key, availability))
    return uses


def _line_of(starts, offset):
    low, high = 0, len(starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if starts[middle] <= offset:
            low = middle
        else:
            high = middle - 1
    return low


def describe(version):
    """(15, 0, 0) as `15.0`, (10, 14, 4) as `10.14.4`."""
    return ".".join(str(part) for part in (version if version[2] else version[:2]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--package", default=ROOT, help="the package folder (default: this repository)")
    parser.add_argument("--floor", help="the macOS floor to check against (default: Package.swift's)")
    parser.add_argument("--interfaces", nargs="+", help="folders of *.swiftmodule/*.swiftinterface (default: the toolchain's)")
    arguments = parser.parse_args(argv)
    try:
        floor = version_tuple(arguments.floor) if arguments.floor else manifest_floor(arguments.package)
        declarations = read_interfaces(arguments.interfaces or interface_folders())
    except (OSError, ValueError, subprocess.CalledProcessError, KeyError) as error:
        print(f"availability: {error}", file=sys.stderr)
        return 2
    newer = newer_names(declarations, floor)
    uses = find_uses(arguments.package, floor, newer)
    for path, line, column, key, availability in uses:
        shown = key[:-1] + "...)" if key.endswith(":") else key
        when = "is unavailable on macOS" if availability == "unavailable" else f"needs macOS {describe(availability)}"
        relative = os.path.relpath(path, arguments.package)
        print(f"{relative}:{line}:{column}: error: '{shown}' {when}; the package's floor is macOS {describe(floor)}")
    sys.stdout.flush()
    print(f"availability: {len(uses)} use(s) of {len(newer)} API names newer than macOS {describe(floor)}",
          file=sys.stderr)
    return 1 if uses else 0


if __name__ == "__main__":
    sys.exit(main())
