"""Tests of .ci/availability.py: the repository passes at its floor; a planted `Mutex` under a lower floor, or
`UTF8Span` under macOS 15, fails with its place; code Darwin never compiles and guarded code pass."""
import os
import shutil
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, ".ci", "availability.py")
sys.path.insert(0, os.path.join(ROOT, ".ci"))
import availability  # noqa: E402

TOOLCHAIN = shutil.which("swiftc") is not None
needs_toolchain = pytest.mark.skipif(not TOOLCHAIN, reason="needs swiftc (its .swiftinterface files)")


def package(tmp_path, floor, files):
    """A package folder with a Package.swift of macOS `floor` and `files` ({path under Sources/App: text})."""
    (tmp_path / "Package.swift").write_text(
        f'// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: "App", '
        f'platforms: [.macOS(.v{floor})], targets: [.target(name: "App")])\n')
    for name, text in files.items():
        path = tmp_path / "Sources" / "App" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text))
    return str(tmp_path)


def run(*arguments):
    return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True, text=True)


@needs_toolchain
def test_the_repository_passes_at_its_floor():
    completed = run()
    assert completed.returncode == 0, completed.stdout + completed.stderr


@needs_toolchain
def test_a_planted_mutex_under_macos_13_fails_with_its_place(tmp_path):
    folder = package(tmp_path, 13, {"Lock.swift": """\
        import Synchronization

        final class Store: Sendable {
            private let state = Mutex<[String]>([])
        }
        """})
    completed = run("--package", folder)
    assert completed.returncode == 1
    assert "Sources/App/Lock.swift:4:25: error: 'Mutex' needs macOS 15.0; the package's floor is macOS 13.0" in \
        completed.stdout


@needs_toolchain
def test_a_planted_utf8span_under_macos_15_fails_but_mutex_passes(tmp_path):
    folder = package(tmp_path, 15, {
        "Check.swift": """\
            func valid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                (try? UTF8Span(validating: bytes.span)) != nil
            }
            """,
        "Lock.swift": """\
            import Synchronization
            let lock = Mutex(0)
            """})
    completed = run("--package", folder)
    assert completed.returncode == 1
    lines = completed.stdout.splitlines()
    assert lines == ["Sources/App/Check.swift:2:11: error: 'UTF8Span' needs macOS 26.0; the package's floor is macOS 15.0"]


@needs_toolchain
def test_code_darwin_never_compiles_and_guarded_code_pass(tmp_path):
    folder = package(tmp_path, 13, {"Lock.swift": """\
        #if canImport(Glibc)
            import Synchronization
            let linuxLock = Mutex(0)
        #elseif canImport(Darwin)
            import os
        #endif

        #if os(Linux)
            let another = Atomic<Int>(0)
        #else
            // Mutex in a comment, and "Mutex" in a string, are no use.
            let text = "Mutex"
        #endif

        @available(macOS 15, *)
        struct Guarded {
            let lock = Mutex(0)
        }

        func later() {
            if #available(macOS 15, *) {
                _ = Mutex(1)
            }
        }
        """})
    completed = run("--package", folder)
    assert completed.returncode == 0, completed.stdout


@needs_toolchain
def test_a_name_the_package_declares_itself_is_its_own(tmp_path):
    folder = package(tmp_path, 13, {"Lock.swift": """\
        final class Mutex<Value> {
            var value: Value
            init(_ value: Value) { self.value = value }
        }
        let lock = Mutex(0)
        """})
    assert run("--package", folder).returncode == 0


def test_interfaces_give_each_name_its_newest_macos(tmp_path):
    """On a small interface: a name every declaration of which is newer than the floor is kept, with the oldest
    such version; one also declared for older systems, a nested type's bare name and local names are not."""
    module = tmp_path / "Small.swiftmodule"
    module.mkdir()
    (module / "x86_64-unknown-linux-gnu.swiftinterface").write_text(textwrap.dedent("""\
        // swift-interface-format-version: 1.0
        @available(macOS 15.0, iOS 18.0, *)
        public struct Lock<Value> {
          public func withLock<R>(_ body: (inout Value) -> R) -> R {
            let inside = 1
            return body(&value)
          }
          @available(macOS 26.0, *)
          public struct Token {}
        }
        @available(macOS 10.15, *)
        public struct Old {
          public var count: Swift.Int { get }
          @available(macOS 26.0, *)
          public var newCount: Swift.Int { get }
          @available(macOS, unavailable)
          public func linuxOnly()
          @available(macOS 15.0, *)
          public init(validating text: Swift.String)
        }
        @available(macOS 15.0, *)
        extension Old {
          public var count: Swift.Int { get }
        }
        """))
    declarations = availability.read_interfaces([str(tmp_path)])
    newer = availability.newer_names(declarations, (13, 0, 0))
    assert newer == {
        "Lock": (15, 0, 0), "withLock": (15, 0, 0), "Lock.Token": (26, 0, 0), "newCount": (26, 0, 0), "linuxOnly": "unavailable",
        "Old(validating:": (15, 0, 0)}
    assert availability.newer_names(declarations, (15, 0, 0)) == {
        "Lock.Token": (26, 0, 0), "newCount": (26, 0, 0), "linuxOnly": "unavailable"}


def test_darwin_conditions():
    assert availability.darwin_condition("canImport(Glibc)") is False
    assert availability.darwin_condition("canImport(Darwin)") is True
    assert availability.darwin_condition("!os(Linux) && canImport(Darwin)") is True
    assert availability.darwin_condition("os(Linux) || FUZZING") is None
    assert availability.darwin_condition("FUZZING && os(Linux)") is False
    assert availability.darwin_condition("compiler(>=6.0)") is True


def test_a_manifest_without_a_macos_platform_is_refused(tmp_path):
    (tmp_path / "Package.swift").write_text('let package = Package(name: "App")\n')
    completed = run("--package", str(tmp_path), "--interfaces", str(tmp_path))
    assert completed.returncode == 2
    assert "declares no macOS platform" in completed.stderr
