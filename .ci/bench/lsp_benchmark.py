#!/usr/bin/env python3
"""Drives `tablint lsp` like an editor and times didChange -> publishDiagnostics.

Usage (from the repository root):  python3 .ci/bench/lsp_benchmark.py [--edits 200] [--large 10000] [--swift-save 4000]
    [--tablint BIN] [--only-swift-save] [--output Reports/lsp-benchmark.md]

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
With --swift-save N it measures a `.swift` save (issue 39) in a generated workspace of N plain Swift files, an
`AppDelegate.swift`, a `TabOrder.swift` that persists the tab order by title, and a `Main.storyboard` of a 3-tab tab
bar controller (`swift_workspace`): with the storyboard open and the index loaded, each save appends a comment line
to a Swift file and sends `workspace/didChangeWatchedFiles`; it records the server's CPU time per save (utime + stime
from /proc, less the same idle time's) and the latency to the storyboard's re-lint. --only-swift-save measures only
that, and replaces only its own section of the report (`report_section.replace`).
Builds tablint as the README's install section does (`release_build.py`; into .build-release-static, as
lint_vs_xmllint.py does), unless --tablint names a binary.
"""
import argparse
import datetime
import json
import os
import platform
import queue
import random
import shutil
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
import report_section  # noqa: E402

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

    def cpu_seconds(self):
        """The server's CPU time so far, all threads: utime + stime of /proc/<pid>/stat, in clock ticks (10 ms)."""
        return cpu_seconds(self.proc.pid)

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


TICKS = os.sysconf("SC_CLK_TCK")
SWIFT_SAVE_HEADING = "## Swift save (issue 39)"
SWIFT_SAVE_TARGET = 0.050  # issue 39: at most 50 ms of server CPU per `.swift` save
SWIFT_SAVE_PAUSE = 0.3  # after each save's diagnostics, so the server is idle before the next
PLAIN_PER_FOLDER = 100

TAB_ORDER_SWIFT = """import UIKit

/// Keeps the order the user gave the tabs (More > Edit) across launches, keyed by the tabs' titles.
final class TabOrderController: UITabBarController, UITabBarControllerDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        guard let order = UserDefaults.standard.stringArray(forKey: "tabOrder"), let tabs = viewControllers else { return }
        viewControllers = order.compactMap { title in tabs.first { $0.tabBarItem.title == title } }
    }

    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool) {
        guard changed else { return }
        UserDefaults.standard.set(viewControllers.map { $0.tabBarItem.title ?? "" }, forKey: "tabOrder")
    }
}
"""

APP_DELEGATE_SWIFT = """import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}
"""


def swift_storyboard(tabs):
    """`Main.storyboard`: a `TabOrderController` tab bar controller (the initial one) of `tabs` tabs, each a view
    controller with a titled tab bar item, a tag a line with Xcode's 10-character ids. The first and the last tab share
    a title, so the title_based_tab_ordering rule has a finding that the code's persistence by title makes a warning."""
    titles = ["Feed", "Search", "Profile", "Inbox", "Settings"][:tabs]
    titles[-1] = titles[0]
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" '
             'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
             'useSafeAreas="YES" colorMatched="YES" initialViewController="TbC-00-tab">',
             '    <device id="retina6_12" orientation="portrait" appearance="light"/>',
             '    <dependencies>',
             '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>',
             '    </dependencies>',
             '    <scenes>',
             '        <scene sceneID="TbS-00-scn">',
             '            <objects>',
             '                <tabBarController customClass="TabOrderController" customModule="App" customModuleProvider="target" '
             'id="TbC-00-tab" sceneMemberID="viewController">',
             '                    <tabBar key="tabBar" contentMode="scaleToFill" id="TbB-00-bar">',
             '                        <autoresizingMask key="autoresizingMask"/>',
             '                    </tabBar>',
             '                    <connections>']
    lines += [f'                        <segue destination="VC{index}-00-vcs" kind="relationship" relationship="viewControllers" '
              f'id="Sg{index}-00-rel"/>' for index in range(tabs)]
    lines += ['                    </connections>',
              '                </tabBarController>',
              '                <placeholder placeholderIdentifier="IBFirstResponder" id="FrT-00-rsp" sceneMemberID="firstResponder"/>',
              '            </objects>',
              '        </scene>']
    for index, title in enumerate(titles):
        lines += [f'        <scene sceneID="Sc{index}-00-scn">',
                  '            <objects>',
                  f'                <viewController id="VC{index}-00-vcs" sceneMemberID="viewController">',
                  f'                    <view key="view" contentMode="scaleToFill" id="Vw{index}-00-vie">',
                  '                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>',
                  '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
                  '                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>',
                  '                    </view>',
                  f'                    <tabBarItem key="tabBarItem" title="{title}" image="tab{index}" id="It{index}-00-itm"/>',
                  '                </viewController>',
                  f'                <placeholder placeholderIdentifier="IBFirstResponder" id="Fr{index}-00-rsp" sceneMemberID="firstResponder"/>',
                  '            </objects>',
                  '        </scene>']
    lines += ['    </scenes>',
              '    <resources>',
              '        <systemColor name="systemBackgroundColor">',
              '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>',
              '        </systemColor>',
              '    </resources>',
              '</document>', '']
    return "\n".join(lines)


def plain_swift(index):
    """A plain Swift file that no code question needs: a model type and a view controller that say nothing of tabs,
    user defaults or restoration, of 1-3 KB (the size varies with `index`)."""
    name = f"Record{index:05d}"
    lines = ["import UIKit", "", f"struct {name}: Equatable, Codable {{", "    var identifier: Int", "    var name: String",
             "    var amount: Double", "}", "", f"final class {name}ViewController: UIViewController {{",
             "    @IBOutlet private weak var nameLabel: UILabel!", f"    private var record = {name}(identifier: {index}, name: \"\", amount: 0)",
             "", "    override func viewDidLoad() {", "        super.viewDidLoad()", "        nameLabel.text = record.name", "    }", ""]
    for method in range(4 + index % 13):
        lines += [f"    func formatted{method}(scale: Double) -> String {{",
                  f"        let value = record.amount * scale + {method}.0",
                  f"        return String(format: \"%.{method % 4}f\", value)", "    }", ""]
    lines += ["}", ""]
    return "\n".join(lines)


def swift_workspace(folder, count, tabs=3):
    """A project folder (with `.git/HEAD`) of `count` plain Swift files (`App/Sources/GroupNN/RecordNNNNN.swift`, 100 a
    folder), `App/AppDelegate.swift`, `App/TabOrder.swift` (a `UITabBarController` subclass that persists the tab
    order by title to `UserDefaults` in `tabBarController(_:didEndCustomizing:changed:)`) and `App/Main.storyboard`
    (that class's tab bar controller, `tabs` tabs). Written anew; returns the paths the benchmark uses."""
    if os.path.exists(folder):
        shutil.rmtree(folder)
    app = os.path.join(folder, "App")
    os.makedirs(os.path.join(folder, ".git"))
    open(os.path.join(folder, ".git", "HEAD"), "w").close()
    plain = []
    for index in range(count):
        path = os.path.join(app, "Sources", f"Group{index // PLAIN_PER_FOLDER:03d}", f"Record{index:05d}.swift")
        if index % PLAIN_PER_FOLDER == 0:
            os.makedirs(os.path.dirname(path))
        with open(path, "w", encoding="utf-8") as out:
            out.write(plain_swift(index))
        plain.append(path)
    written = {}
    for name, text in (("AppDelegate.swift", APP_DELEGATE_SWIFT), ("TabOrder.swift", TAB_ORDER_SWIFT),
                       ("Main.storyboard", swift_storyboard(tabs))):
        written[name] = os.path.join(app, name)
        os.makedirs(app, exist_ok=True)
        with open(written[name], "w", encoding="utf-8") as out:
            out.write(text)
    return {"root": folder, "storyboard": written["Main.storyboard"], "tab_order": written["TabOrder.swift"],
            "plain": plain, "sources": count + 2}


def cpu_seconds(pid):
    """utime + stime of process `pid` (all its threads), in seconds; /proc counts clock ticks (10 ms)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()  # from field 3 (state) on: the name may hold spaces
    return (int(fields[11]) + int(fields[12])) / TICKS  # fields 14 and 15


def quiet(server, window=0.5, limit=30):
    """Waits until the server spends no more than a tick of CPU in `window` seconds (at most `limit` seconds)."""
    deadline = time.time() + limit
    while time.time() < deadline:
        before = server.cpu_seconds()
        time.sleep(window)
        if server.cpu_seconds() - before <= 1.0 / TICKS:
            return


def runtime_ns(pid):
    """The CPU time of the threads process `pid` has now, in nanoseconds (`/proc/<pid>/task/*/schedstat`); only to
    see when the server stops working, since a thread that exits takes its time with it."""
    total = 0
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{tid}/schedstat") as stat:
                total += int(stat.read().split()[0])
        except (FileNotFoundError, ProcessLookupError):
            pass
    return total


def pause_watching(server, started, pause, poll=0.005, least=100_000):
    """Sleeps `pause` seconds, looking at the server's threads every `poll` seconds; returns the seconds from `started`
    to the last look that found they had run `least` ns more, or `None`: when the server's work for a save ended. An
    idle worker thread that wakes runs some 50 µs, which is not work; a thread that exits lowers the sum, which is not
    either."""
    end = time.perf_counter() + pause
    last, busy = runtime_ns(server.proc.pid), None
    while time.perf_counter() < end:
        time.sleep(poll)
        now = runtime_ns(server.proc.pid)
        if now - last >= least:
            busy = time.perf_counter() - started
        last = now
    return busy


def settle(server, uri):
    """Waits until the open document is linted at its current version (a `textDocument/diagnostic` pull answers
    then) and the server is quiet."""
    server.request("textDocument/diagnostic", {"textDocument": {"uri": uri}})
    quiet(server)


def save_swift(server, uri, path, number):
    """Appends a comment line to the Swift file at `path`, tells the server as an editor's file watcher would, and
    waits until the open document `uri` is linted again. Returns the seconds from the notification to the storyboard's
    `publishDiagnostics`, or, when the re-lint finds the same diagnostics (which the server does not publish again),
    to the answer of a `textDocument/diagnostic` pull sent right after the notification: the server answers it once
    the document is current again. And whether diagnostics were published, and when the notification was sent."""
    with open(path, "a", encoding="utf-8") as out:
        out.write(f"// saved {number}\n")
    rid = server.next_id
    server.next_id += 1
    started = time.perf_counter()
    server.send({"method": "workspace/didChangeWatchedFiles",
                 "params": {"changes": [{"uri": "file://" + path, "type": 2}]}})  # FileChangeType.Changed
    server.send({"id": rid, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": uri}}})
    first = server.wait(lambda m: (m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
                        or (m.get("id") == rid and "method" not in m))
    seconds = time.perf_counter() - started
    published = first.get("method") == "textDocument/publishDiagnostics"
    if published:
        server.wait(lambda m: m.get("id") == rid and "method" not in m)
    return seconds, published, started


def swift_save_rows(binary, size, work, saves):
    """Issue 39's figures: the server's CPU and latency for a `.swift` save in a workspace of `size` plain Swift files."""
    workspace = swift_workspace(os.path.join(work, f"swift-{size}"), size)
    server = Server([binary, "lsp"])
    server.start(workspace["root"])
    started = time.perf_counter()
    uri, _ = server.open(workspace["storyboard"])
    first = server.wait_for_version(uri, 1)
    open_seconds = time.perf_counter() - started
    deadline = time.time() + 300
    while server.indexed_at is None and time.time() < deadline:
        time.sleep(0.01)
    index_seconds = server.indexed_at - started if server.indexed_at is not None else None
    settle(server, uri)
    # The idle server over as many pauses as there are saves, measured the same way.
    before, wall = server.cpu_seconds(), time.perf_counter()
    for _ in range(saves):
        time.sleep(SWIFT_SAVE_PAUSE)
    idle = {"cpu": server.cpu_seconds() - before, "wall": time.perf_counter() - wall}
    plain, tab_order = workspace["plain"][len(workspace["plain"]) // 2], workspace["tab_order"]
    runs = {}
    number = 0
    for label, files in (("alternating", [plain, tab_order]), ("plain", [plain]), ("tab_order", [tab_order])):
        settle(server, uri)
        before, wall = server.cpu_seconds(), time.perf_counter()
        latencies, published, busy = {path: [] for path in files}, 0, []
        for index in range(saves):
            path = files[index % len(files)]
            number += 1
            seconds, republished, started = save_swift(server, uri, path, number)
            latencies[path].append(seconds)
            published += republished
            busy.append(pause_watching(server, started, SWIFT_SAVE_PAUSE))
        # Work that outlasts the last pause counts too: until the server is quiet (its idle CPU is subtracted).
        quiet(server)
        cpu, elapsed = server.cpu_seconds() - before, time.perf_counter() - wall
        # Less what the idle server spent in as long (nothing, or a tick, when it is idle).
        net = cpu - idle["cpu"] * elapsed / idle["wall"]
        every = [seconds for path in files for seconds in latencies[path]]
        busy = [seconds for seconds in busy if seconds is not None]
        runs[label] = {"cpu": cpu, "wall": elapsed, "per_save": net / saves, "latencies": every, "published": published,
                       "by_file": {os.path.basename(path): latencies[path] for path in files}, "busy": busy}
        print(f"swift save ({label}): {net / saves * 1000:.1f} ms of server CPU per save ({cpu * 1000:.0f} ms over "
              f"{saves} saves in {elapsed:.1f} s), latency mean {statistics.mean(every) * 1000:.1f} ms, median "
              f"{statistics.median(every) * 1000:.1f} ms, {published} of {saves} published; busy until "
              f"{statistics.mean(busy) * 1000 if busy else 0:.1f} ms (mean)", file=sys.stderr)
    rss = server.peak_rss_kib()
    status = server.stop()
    if status != 0:
        raise SystemExit(f"the server exited with {status}")
    return {"workspace": workspace, "root": os.path.relpath(workspace["root"], work), "first": first,
            "open_seconds": open_seconds, "index_seconds": index_seconds, "idle": idle, "runs": runs, "rss_kib": rss,
            "plain": os.path.relpath(plain, workspace["root"]), "saves": saves}


def findings(count):
    return f"{count} finding" + ("" if count == 1 else "s")


def swift_save_section(result, size, binary, version):
    """The report's section for --swift-save: a table of measure | value | target, and how it was measured."""
    runs, idle, saves = result["runs"], result["idle"], result["saves"]
    target = f"at most {SWIFT_SAVE_TARGET * 1000:.0f} ms of server CPU per save"

    def cpu_row(label, run):
        verdict = "met" if run["per_save"] <= SWIFT_SAVE_TARGET else "missed"
        return (f"| server CPU per save, {label} | {run['per_save'] * 1000:.1f} ms ({run['cpu'] * 1000:.0f} ms over the "
                f"{saves} saves in {run['wall']:.1f} s, less {idle['cpu'] * 1000 * run['wall'] / idle['wall']:.0f} ms "
                f"idle) | {target} ({verdict}) |")

    def latency_row(label, run):
        parts = [f"mean {statistics.mean(run['latencies']) * 1000:.1f} ms, median "
                 f"{statistics.median(run['latencies']) * 1000:.1f} ms, max {max(run['latencies']) * 1000:.1f} ms"]
        if len(run["by_file"]) > 1:
            parts += [f"`{name}` mean {statistics.mean(values) * 1000:.1f} ms" for name, values in run["by_file"].items()]
        busy = (f"; the server's threads last ran a mean {statistics.mean(run['busy']) * 1000:.1f} ms, at most "
                f"{max(run['busy']) * 1000:.1f} ms, after the notification") if run["busy"] else ""
        return (f"| notification → storyboard linted again, {label} | {'; '.join(parts)} "
                f"({run['published']} of {saves} published{busy}) | recorded |")

    alternating, plain, tab_order = runs["alternating"], runs["plain"], runs["tab_order"]
    return "\n".join([
        SWIFT_SAVE_HEADING, "",
        f"`--swift-save {size}`: a generated project folder (`swift_workspace`: `.git`, {size:,} plain Swift files, "
        "`AppDelegate.swift`, `TabOrder.swift` whose `UITabBarController` subclass persists the tab order by title to "
        "`UserDefaults` in `tabBarController(_:didEndCustomizing:changed:)`, and `Main.storyboard`, that class's tab bar "
        f"controller of 3 tabs), with the storyboard open ({findings(len(result['first']['params']['diagnostics']))}; "
        f"first diagnostics {result['open_seconds'] * 1000:.0f} ms after `didOpen`, index loaded {index_loaded(result)} "
        "after it). A save appends a comment line to a Swift file and sends `workspace/didChangeWatchedFiles` (`changed`).",
        "",
        "| measure | value | target |", "|---|---|---|",
        cpu_row(f"alternating a plain file (`{result['plain']}`) and `TabOrder.swift`", alternating),
        latency_row("the same saves", alternating),
        cpu_row("the plain file only", plain),
        latency_row("the plain file only", plain),
        cpu_row("`TabOrder.swift` only", tab_order),
        latency_row("`TabOrder.swift` only", tab_order),
        "",
        f"Measured with {result['workspace']['sources']:,} source files in the workspace, K = {saves} saves a row, binary "
        f"`{binary}` ({version}), on {datetime.date.today().isoformat()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} cores (load average {os.getloadavg()[0]:.2f} at the end). Server CPU = utime + stime of "
        "`/proc/<pid>/stat` (all threads; clock ticks of 10 ms, so taken over the K saves together and divided by K), "
        f"each save followed by a {SWIFT_SAVE_PAUSE:.1f} s pause (and the last by a wait until the server spends at most "
        "a tick in 0.5 s), less the idle server's CPU over K pauses of that length "
        f"measured first ({idle['cpu'] * 1000:.0f} ms in {idle['wall']:.1f} s). Latency = from writing the notification "
        "to the storyboard's `publishDiagnostics`, or, when its diagnostics do not change (the server does not publish "
        "them again), to the answer of a `textDocument/diagnostic` pull sent right after the notification, which the "
        "server gives once the storyboard is linted again. When the server's threads go on running well after that (the "
        "last look that found them 0.1 ms or more further, from `/proc/<pid>/task/*/schedstat` looked at every 5 ms in the "
        f"pause), the save's work did not end with that lint. Server peak RSS {result['rss_kib'] / 1024:.1f} MiB.",
        ""])


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
    parser.add_argument("--swift-save", type=int, metavar="N",
                        help="also measure a .swift save in a generated workspace of N plain Swift files (issue 39)")
    parser.add_argument("--swift-saves", type=int, default=20, metavar="K", help="saves a --swift-save row measures")
    parser.add_argument("--only-swift-save", action="store_true",
                        help="measure only --swift-save, and replace only its section of --output")
    parser.add_argument("--tablint", metavar="BIN", help="use this tablint binary instead of building one")
    parser.add_argument("--work", default="/tmp/tablint-lsp-large", help="where --large and --swift-save write their projects")
    parser.add_argument("--output", default=os.path.join(ROOT, "Reports", "lsp-benchmark.md"))
    args = parser.parse_args()
    if args.only_swift_save and not args.swift_save:
        parser.error("--only-swift-save needs --swift-save N")

    scratch = os.path.join(ROOT, ".build-release-static")
    if args.tablint:
        binary = os.path.abspath(args.tablint)
    else:
        binary = release_build.binary(scratch) if args.no_build else release_build.build(ROOT, scratch)

    swift_save = None
    if args.swift_save:
        version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip() or "version unknown"
        result = swift_save_rows(binary, args.swift_save, args.work, args.swift_saves)
        swift_save = swift_save_section(result, args.swift_save, binary, f"`tablint --version`: {version}")
    if args.only_swift_save:
        report_section.replace(args.output, SWIFT_SAVE_HEADING, swift_save)
        print(f"wrote {SWIFT_SAVE_HEADING[3:]} into {args.output}", file=sys.stderr)
        return

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
    if swift_save:
        report_section.replace(args.output, SWIFT_SAVE_HEADING, swift_save)
    print(f"wrote {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
