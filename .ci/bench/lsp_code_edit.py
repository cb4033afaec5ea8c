"""Issue 41's language-server figure: an edit of an open Swift file that builds a tab bar in code, to the
`publishDiagnostics` of that file's new version.

Usage (from the repository root):  python3 .ci/bench/lsp_code_edit.py --tablint BIN [--plain 4000] [--edits 100]
    [--output Reports/benchmarks.md]

The workspace is `Corpus/CodeBuiltTabBar` copied into `--work` without its Xcode project (so every Swift file of the
folder is the app's code), with `--plain` plain Swift files beside it (the ones `lsp_benchmark.py --swift-save`
generates: no code question needs them, but the evidence phase scans their words). The server is started on that
folder, `SceneDelegate.swift` (which builds the tab bar, with a blank tab and a missing image) is opened, and once its
first diagnostics are published, each edit types or deletes one letter in a comment line of the function that builds
the bar; the latency is from the `didChange` to the `publishDiagnostics` of that version.
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsp_benchmark  # noqa: E402
import report_section  # noqa: E402

ROOT = lsp_benchmark.ROOT
HEADING = "## Editing a Swift file that builds a tab bar (language server)"


def workspace(work, plain):
    """The project folder: `Corpus/CodeBuiltTabBar` and `plain` generated Swift files, with `.git/HEAD`."""
    if os.path.exists(work):
        shutil.rmtree(work)
    shutil.copytree(os.path.join(ROOT, "Corpus", "CodeBuiltTabBar"), work)
    shutil.rmtree(os.path.join(work, "CodeBuiltTabBar.xcodeproj"))
    os.makedirs(os.path.join(work, ".git"))
    open(os.path.join(work, ".git", "HEAD"), "w").close()
    for index in range(plain):
        path = os.path.join(work, "CodeBuiltTabBar", "Records", f"Group{index // 100:03d}", f"Record{index:05d}.swift")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as out:
            out.write(lsp_benchmark.plain_swift(index))
    return os.path.join(work, "CodeBuiltTabBar", "SceneDelegate.swift")


def measure(binary, path, edits):
    server = lsp_benchmark.Server([binary, "lsp"])
    server.start(os.path.dirname(os.path.dirname(path)))
    uri = "file://" + path
    text = open(path, encoding="utf-8").read()
    started = time.perf_counter()
    server.send({"method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    first = server.wait_for_version(uri, 1)
    open_seconds = time.perf_counter() - started
    lines = text.split("\n")
    # A comment line of its own, right before the statement that sets the tabs.
    site = next(index for index, line in enumerate(lines) if "viewControllers = [" in line)
    lines.insert(site, "        // tabs")
    text = "\n".join(lines)
    server.send({"method": "textDocument/didChange", "params": {
        "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text}]}})
    server.wait_for_version(uri, 2)
    column = len("        // tabs")
    latencies = []
    for number in range(edits):
        version = number + 3
        if number % 2 == 0:
            change = {"range": {"start": {"line": site, "character": column}, "end": {"line": site, "character": column}}, "text": "a"}
        else:
            change = {"range": {"start": {"line": site, "character": column}, "end": {"line": site, "character": column + 1}}, "text": ""}
        begun = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        published = server.wait_for_version(uri, version)
        latencies.append(time.perf_counter() - begun)
    rss = server.peak_rss_kib()
    status = server.stop()
    if status != 0:
        raise SystemExit(f"the server exited with {status}")
    return {"latencies": latencies, "open_seconds": open_seconds, "first": len(first["params"]["diagnostics"]),
            "last": len(published["params"]["diagnostics"]) if edits else None, "rss_kib": rss}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tablint", required=True, metavar="BIN")
    parser.add_argument("--plain", type=int, default=4000)
    parser.add_argument("--edits", type=int, default=100)
    parser.add_argument("--work", default="/tmp/tablint-code-edit")
    parser.add_argument("--output")
    args = parser.parse_args()
    path = workspace(args.work, args.plain)
    result = measure(os.path.abspath(args.tablint), path, args.edits)
    latencies = sorted(result["latencies"])
    median = statistics.median(latencies) * 1000
    p95 = lsp_benchmark.percentile(latencies, 0.95) * 1000
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    text = "\n".join([
        HEADING, "",
        f"Measured {time.strftime('%Y-%m-%d')} with `python3 .ci/bench/lsp_code_edit.py --tablint BIN --plain {args.plain} "
        f"--edits {args.edits}` on commit {commit}'s tree: `Corpus/CodeBuiltTabBar` without its Xcode project, with "
        f"{args.plain:,} plain Swift files beside it; `SceneDelegate.swift`, which builds the tab bar, is open, and each edit types or deletes one letter in "
        "a comment line of the function that sets the tabs.", "",
        "| measure | value | target |", "|---|---|---|",
        f"| edit → `publishDiagnostics` of the Swift file, median | {median:.2f} ms (p95 {p95:.2f} ms, {len(latencies)} edits) | at most 50 ms ({'met' if median <= 50 else 'not met'}) |",
        f"| first diagnostics after `didOpen` | {result['open_seconds'] * 1000:.0f} ms ({result['first']} diagnostics) | recorded |",
        f"| peak RSS of the server | {result['rss_kib'] / 1024:.1f} MiB | recorded |", ""])
    report_section.publish(text, HEADING, args.output, ROOT)


if __name__ == "__main__":
    main()
