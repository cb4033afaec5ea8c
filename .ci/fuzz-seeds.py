#!/usr/bin/env python3
"""Builds the libFuzzer seed corpora for `.ci/fuzz.sh` from the repository (nothing is committed).

`python3 .ci/fuzz-seeds.py OUT` fills OUT/<target>/ for every fuzz target: the Corpus' and the test
fixtures' files of the kind the target reads, the hand-made seeds under `Fuzz/Seeds/<target>/`, and, for
the `lsp` and `server` targets, framed `textDocument/didOpen` sessions of Corpus storyboards. Files are named
by the SHA-1 of their bytes, so running it again adds nothing twice (and keeps what the fuzzer added).
"""
import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "Corpus", ROOT / "Tests" / "Fixtures", ROOT / "Tests" / "e2e"]
KINDS = {
    "documents": (".storyboard", ".xib"),
    "strings": (".strings",),
    "configuration": (".yml", ".yaml"),
    "project": (".pbxproj", ".plist", ".xcconfig", "project.yml"),
    "code": (".swift", ".m", ".mm", ".h"),
}
SESSIONS = 12  # Corpus storyboards turned into LSP sessions


def files(suffixes):
    for base in SOURCES:
        for path in sorted(base.rglob("*")):
            if path.is_file() and path.name.endswith(suffixes) and ".build" not in path.parts:
                yield path


def frame(message):
    body = json.dumps(message, separators=(",", ":")).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(text):
    uri = "file:///App/Main.storyboard"
    document = {"textDocument": {"uri": uri}}
    return b"".join(
        frame(m)
        for m in [
            {"jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": {"textDocument": {"uri": uri, "languageId": "xml", "version": 1, "text": text}}},
            {"jsonrpc": "2.0", "id": 1, "method": "textDocument/documentSymbol", "params": document},
            {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
             "params": dict(document, position={"line": 10, "character": 12})},
            {"jsonrpc": "2.0", "id": 3, "method": "textDocument/diagnostic", "params": document},
        ]
    )


def main():
    out = Path(sys.argv[1])
    seeds = {target: [] for target in list(KINDS) + ["lsp", "server"]}
    for target, suffixes in KINDS.items():
        seeds[target] += [path.read_bytes() for path in files(suffixes)]
    storyboards = sorted(files((".storyboard",)), key=lambda path: path.stat().st_size)[:SESSIONS]
    for index, path in enumerate(storyboards):
        data = session(path.read_text(encoding="utf-8", errors="replace"))
        seeds["server"].append(data)
        seeds["lsp"].append(bytes([index * 7 % 256]) + data)  # the lsp target's first byte picks the chunk size
    for target in seeds:
        hand_made = ROOT / "Fuzz" / "Seeds" / target
        if hand_made.is_dir():
            seeds[target] += [path.read_bytes() for path in sorted(hand_made.iterdir()) if path.is_file()]
        folder = out / target
        folder.mkdir(parents=True, exist_ok=True)
        for data in seeds[target]:
            (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
        print(f"fuzz-seeds: {target}: {len(seeds[target])} seeds in {folder}")


if __name__ == "__main__":
    main()
