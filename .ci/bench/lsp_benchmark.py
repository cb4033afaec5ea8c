#!/usr/bin/env python3
"""Drives `tablint lsp` like an editor and times didChange -> publishDiagnostics.

Usage (from the repository root):  python3 .ci/bench/lsp_benchmark.py [--edits 200] [--large 10000] [--output Reports/lsp-benchmark.md]

For each file (the largest Corpus storyboard, and the ~535 KB tinode storyboard of ../shared/corpus/real when
present) it starts the release server, initializes it with the file's project folder as root, opens the
file, then applies small edits one at a time (type a letter into a title, delete it again, alternately),
each as an incremental didChange, and waits for the publishDiagnostics of that version before the next
edit. It records the median and p95 of those latencies, the server's peak RSS (VmHWM from /proc at the
end of the session), and the median wall time of `tablint lint <file>` (the CLI on the same one file).
With --large N it also measures a large workspace (issue 9), in a project of N IB files written by
Benchmarks/generate_project.py (seed 1): the time to the first diagnostics of one open storyboard there; the
edit latency on a generated storyboard of about 1 MB, in a project of its own; and the server's memory with
50 documents of that workspace open (VmRSS once all 50 have their diagnostics, and VmHWM).
Builds tablint as the README's install section does (`release_build.py`; into .build-release-static, as
lint_vs_xmllint.py does).
"""
import argparse
import datetime
import json
import os
import platform
import queue
import random
import statistics
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
import generate_project  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import release_build  # noqa: E402

TINODE = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "real", "tinode__ios", "Tinodios", "Base.lproj", "Main.storyboard")


class Server:
    def __init__(self, argv):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.messages = queue.Queue()
        self.next_id = 1
        self.indexed_at = None  # when the server logged that its index is loaded
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        out = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.strip()
                if not line:
                    break
                name, value = line.decode().split(":", 1)
                headers[name.lower()] = value.strip()
            message = json.loads(out.read(int(headers["content-length"])))
            if message.get("method") == "window/logMessage" and message["params"]["message"].startswith("Indexed "):
                self.indexed_at = time.perf_counter()
            if "method" in message and "id" in message:  # a request from the server: answer as a client would
                self.send({"id": message["id"], "result": None})
            self.messages.put(message)

    def send(self, message):
        body = json.dumps(dict(jsonrpc="2.0", **message)).encode()
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def request(self, method, params):
        rid = self.next_id
        self.next_id += 1
        self.send({"id": rid, "method": method, "params": params})
        return self.wait(lambda m: m.get("id") == rid and "method" not in m)

    def wait(self, matches, timeout=60):
        end = time.time() + timeout
        while time.time() < end:
            message = self.messages.get(timeout=max(0.01, end - time.time()))
            if message is None:
                raise RuntimeError("server closed its output")
            if matches(message):
                return message
        raise TimeoutError("no matching message")

    def wait_for_version(self, uri, version):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version)

    def peak_rss_kib(self):
        return self.status_kib("VmHWM:")

    def rss_kib(self):
        return self.status_kib("VmRSS:")

    def status_kib(self, field):
        with open(f"/proc/{self.proc.pid}/status") as status:
            for line in status:
                if line.startswith(field):
                    return int(line.split()[1])
        return 0

    def start(self, root):
        self.request("initialize", {"processId": os.getpid(), "rootUri": "file://" + root,
                                    "capabilities": {"general": {"positionEncodings": ["utf-16"]}}})
        self.send({"method": "initialized", "params": {}})

    def open(self, path, version=1):
        uri = "file://" + path
        text = open(path, encoding="utf-8").read()
        self.send({"method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "xml", "version": version, "text": text}}})
        return uri, text

    def stop(self):
        self.request("shutdown", None)
        self.send({"method": "exit"})
        return self.proc.wait(timeout=30)


def utf16_column(line, index):
    return len(line[:index].encode("utf-16-le")) // 2


def edit_site(text):
    """A place to type: just inside the first title="…" value (else the first userLabel)."""
    lines = text.split("\n")
    for needle in ('title="', 'userLabel="'):
        for number, line in enumerate(lines):
            if needle in line:
                return number, utf16_column(line, line.index(needle) + len(needle))
    raise SystemExit("no title or userLabel to edit")


def lint_time(binary, path, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, "lint", path, "--fail-on", "never", "--quiet"], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def session(binary, path, edits, root=None):
    root = root or os.path.dirname(os.path.dirname(path))
    server = Server([binary, "lsp"])
    server.start(root)
    started = time.perf_counter()
    uri, text = server.open(path)
    first = server.wait_for_version(uri, 1)
    open_seconds = time.perf_counter() - started
    index_seconds = None
    if root is not None and edits == 0:  # the large workspace's session: also when its whole index was loaded
        deadline = time.time() + 300
        while server.indexed_at is None and time.time() < deadline:
            time.sleep(0.01)
        index_seconds = server.indexed_at - started if server.indexed_at is not None else None
    line, column = edit_site(text)
    latencies = []
    for number in range(edits):
        version = number + 2
        if number % 2 == 0:  # type a letter
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}}, "text": "a"}
        else:  # delete it again
            change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 1}}, "text": ""}
        started = time.perf_counter()
        server.send({"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.wait_for_version(uri, version)
        latencies.append(time.perf_counter() - started)
    rss = server.peak_rss_kib()
    status = server.stop()
    return {"latencies": latencies, "rss_kib": rss, "open_seconds": open_seconds, "index_seconds": index_seconds, "exit": status,
            "diagnostics": len(first["params"]["diagnostics"]), "size": len(text.encode("utf-8")), "lines": text.count("\n") + 1}


def many_open(binary, root, paths):
    """Opens every path in one session, each after the last one's diagnostics; memory once all are open."""
    server = Server([binary, "lsp"])
    server.start(root)
    before = server.rss_kib()
    started = time.perf_counter()
    for path in paths:
        uri, _ = server.open(path)
        server.wait_for_version(uri, 1)
    seconds = time.perf_counter() - started
    rss, peak = server.rss_kib(), server.peak_rss_kib()
    status = server.stop()
    return {"before_kib": before, "rss_kib": rss, "peak_kib": peak, "seconds": seconds, "exit": status,
            "bytes": sum(os.path.getsize(path) for path in paths)}


def storyboards_in(folder):
    found = []
    for base, dirs, files in os.walk(folder):
        dirs.sort()
        found += [os.path.join(base, name) for name in sorted(files) if name.endswith(".storyboard")]
    return found


def large_storyboard(folder, target_bytes):
    """A generated storyboard of at least target_bytes (a tab bar controller and view controller scenes, a tag a line), alone
    in a project folder of its own (with `.git`, so the server's workspace is that folder)."""
    images = [f"icon{index}" for index in range(40)]
    scenes = 40
    while True:
        # One tag a line, as Xcode writes them (the generator puts a scene on one line), with Xcode's 10-character ids.
        generated = generate_project.storyboard(random.Random(1), "Large", "Big", scenes, 2, 9, 5, [], images)
        text = generate_project.xcode_ids(generated, "Large")[0].replace("><", ">\n<")
        size = len(text.encode("utf-8"))
        if size >= target_bytes:
            break
        scenes = int(scenes * target_bytes / size) + 1
    path = os.path.join(folder, "App", "Base.lproj", "Large.storyboard")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.makedirs(os.path.join(folder, ".git"), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    return path


def large_rows(binary, size, work, edits):
    """Issue 9's language-server figures: a workspace of `size` IB files, a ~1 MB storyboard, 50 open documents."""
    workspace = os.path.join(work, f"project-{size}")
    generate_project.generate(size, workspace, seed=1)
    os.makedirs(os.path.join(workspace, ".git"), exist_ok=True)
    storyboards = storyboards_in(workspace)
    indexed = count_ib_files(workspace)
    # The first module's first storyboard: its tab bar controller, tabs and references.
    opened = next(path for path in storyboards if path.endswith("Feature000Flow0.storyboard"))
    first = session(binary, opened, 0, workspace)  # only its first diagnostics count here
    large = large_storyboard(os.path.join(work, "large-storyboard"), 1024 * 1024)
    edited = session(binary, large, edits)
    chosen = storyboards[:: max(1, len(storyboards) // 50)][:50]
    held = many_open(binary, workspace, chosen)
    for result in (first, edited, held):
        if result["exit"] != 0:
            raise SystemExit(f"the server exited with {result['exit']}")
    return {"indexed": indexed, "opened": os.path.relpath(opened, work), "first": first, "large": edited,
            "held": held, "chosen": len(chosen)}


def index_loaded(result):
    seconds = result.get("index_seconds")
    return "(not logged)" if seconds is None else f"{seconds * 1000:.0f} ms"


def count_ib_files(folder):
    return sum(1 for _, _, files in os.walk(folder) for f in files if f.lower().endswith((".storyboard", ".xib")))


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def largest_corpus_storyboard():
    return max(storyboards_in(os.path.join(ROOT, "Corpus")), key=os.path.getsize)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--lint-runs", type=int, default=15)
    parser.add_argument("--no-build", action="store_true", help="use the existing .build-release-static binary")
    parser.add_argument("--large", type=int, metavar="N", help="also measure a generated workspace of N IB files")
    parser.add_argument("--work", default="/tmp/tablint-lsp-large", help="where --large writes its projects")
    parser.add_argument("--output", default=os.path.join(ROOT, "Reports", "lsp-benchmark.md"))
    args = parser.parse_args()

    scratch = os.path.join(ROOT, ".build-release-static")
    binary = release_build.binary(scratch) if args.no_build else release_build.build(ROOT, scratch)

    files = [("largest Corpus storyboard", largest_corpus_storyboard(), None, None)]
    if os.path.exists(TINODE):
        real = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(TINODE))))
        files.append(("tinode Main.storyboard (../shared/corpus/real)", TINODE, None, 0.020))
        files.append(("the same, workspace = all of ../shared/corpus/real", TINODE, real, 0.020))
    rows = []
    for label, path, root, absolute_target in files:
        lint = lint_time(binary, path, args.lint_runs)
        result = session(binary, path, args.edits, root)
        median = statistics.median(result["latencies"])
        p95 = percentile(result["latencies"], 0.95)
        verdicts = [f"median {'<' if median < 3 * lint else '>='} 3x lint ({3 * lint * 1000:.1f} ms)"]
        if absolute_target:
            verdicts.append(f"median {'<' if median < absolute_target else '>='} {absolute_target * 1000:.0f} ms")
        result["indexed"] = count_ib_files(root or os.path.dirname(os.path.dirname(path)))
        rows.append((label, os.path.relpath(path, ROOT), result, lint, median, p95, verdicts))
        print(f"{label}: {result['size'] / 1024:.0f} KiB, lint {lint * 1000:.1f} ms, didChange->publish median "
              f"{median * 1000:.2f} ms p95 {p95 * 1000:.2f} ms, peak RSS {result['rss_kib'] / 1024:.1f} MiB, "
              f"exit {result['exit']}; {'; '.join(verdicts)}", file=sys.stderr)

    large = large_rows(binary, args.large, args.work, args.edits) if args.large else None

    load = os.getloadavg()
    out = ["# `tablint lsp` benchmark: didChange → publishDiagnostics", "",
           f"Generated by `python3 .ci/bench/lsp_benchmark.py` on {datetime.date.today().isoformat()}: "
           f"{platform.system()} {platform.machine()}, {os.cpu_count()} cores (load average "
           f"{load[0]:.2f} at the end), release build as the README installs it (`release_build.py`).", "",
           f"Each session: initialize (root = the file's project folder unless stated), open the file, then {args.edits} incremental "
           "edits one at a time (type a letter into the first `title`, delete it, alternately), each waiting for the "
           "`publishDiagnostics` of its version. Latency = from writing the `didChange` to reading that "
           "`publishDiagnostics`. `tablint lint` = median wall time of the CLI on that one file "
           f"({args.lint_runs} runs, process start included). First diagnostics = from `didOpen` to its "
           "`publishDiagnostics` (the open file is linted with what its references lead to once the index's walk has found "
           "the files; the index loads in the background). Peak RSS = the server's `VmHWM` after the edits.", "",
           "| file | size | lines | findings | workspace (IB files) | first diagnostics | `tablint lint` (median) | didChange→publish median | p95 | server peak RSS | targets |",
           "|---|---|---|---|---|---|---|---|---|---|---|"]
    for label, shown, result, lint, median, p95, verdicts in rows:
        out.append(f"| {label}: `{shown}` | {result['size'] / 1024:.0f} KiB | {result['lines']} | {result['diagnostics']} | "
                   f"{result['indexed']} | {result['open_seconds'] * 1000:.0f} ms | "
                   f"{lint * 1000:.1f} ms | {median * 1000:.2f} ms | {p95 * 1000:.2f} ms | {result['rss_kib'] / 1024:.1f} MiB | "
                   f"{'; '.join(verdicts)} |")
    out += ["", "Targets (issue 3): the median under 3× the time `tablint lint` needs for the file, and under 20 ms "
            "on a ~500 KB file.", ""]
    if large:
        first, edited, held = large["first"], large["large"], large["held"]
        median = statistics.median(edited["latencies"])
        out += ["## Large workspace (issue 9)", "",
                f"`--large {args.large}`: a project of {large['indexed']:,} IB files from `Benchmarks/generate_project.py` "
                "(seed 1, with its Xcode project, catalogs, `.strings` and Swift sources).", "",
                "| measure | value | target |", "|---|---|---|",
                f"| first diagnostics of one open storyboard (`{large['opened']}`), from `didOpen`, in the "
                f"{large['indexed']:,}-file workspace | {first['open_seconds'] * 1000:.0f} ms "
                f"({first['diagnostics']} findings; the whole index was loaded "
                f"{index_loaded(first)} after `didOpen`) | the open file first, the index in the background |",
                f"| edit → publish on a generated storyboard of {edited['size'] / 1024 / 1024:.2f} MiB "
                f"({edited['lines']:,} lines, a project of its own), {args.edits} edits | median {median * 1000:.2f} ms, "
                f"p95 {percentile(edited['latencies'], 0.95) * 1000:.2f} ms | median at most 20 ms "
                f"({'met' if median <= 0.020 else 'missed'}) |",
                f"| memory with {large['chosen']} documents of the workspace open ({held['bytes'] / 1024 / 1024:.1f} MiB "
                f"of storyboards, opened one after another in {held['seconds']:.1f} s) | VmRSS {held['rss_kib'] / 1024:.1f} MiB "
                f"(after `initialized`: {held['before_kib'] / 1024:.1f} MiB), VmHWM {held['peak_kib'] / 1024:.1f} MiB | recorded |",
                ""]
    with open(args.output, "w") as report:
        report.write("\n".join(out))
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
