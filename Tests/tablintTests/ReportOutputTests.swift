import Foundation
import TabLintTestSupport
import Testing

@testable import tablint

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--output`: a file is replaced atomically; a device, a pipe or a link is not replaced (a rename over `/dev/null`,
/// as root, once left a plain file where the device had been).
@Suite struct ReportOutputTests {
    private static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701">
            <scenes/>
        </document>
        """

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        guard lstat(path, &status) == 0 else { return 0 }
        return status.st_mode & S_IFMT
    }

    @Test func devicesAndFoldersAreNotFilesToReplace() {
        #expect(ReportOutput.writesInPlace("/dev/null"))
        #expect(ReportOutput.writesInPlace("/dev/stdout"))
        #expect(ReportOutput.writesInPlace("/proc/self/fd/1"))
        #expect(ReportOutput.writesInPlace(NSTemporaryDirectory()))
        #expect(!ReportOutput.writesInPlace("/no/such/report.json"))
    }

    @Test func aNamedPipeGetsTheReportAndStaysAPipe() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let pipe = root.appendingPathComponent("report.pipe").path
        #expect(mkfifo(pipe, 0o600) == 0)
        // The read end is open before tablint runs (so its open for writing does not wait), and the short report
        // fits in the pipe's buffer; once tablint has exited, reading gives what it wrote, or nothing at once.
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        let handle = FileHandle(fileDescriptor: reader, closeOnDealloc: true)
        let run = try CommandRunner.run(["lint", "App", "--format", "json", "--output", pipe], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
        #expect(report.contains("\"summary\""))
        #expect(fileType(pipe) == S_IFIFO)
    }

    /// `--output /dev/fd/1` (standard output, as `/dev/stdout` is) redirected to a file: `>` gets the report alone,
    /// `>>` adds a second report after it. Not `/dev/stdout` itself: where `/dev/stdout` is a link that Foundation
    /// does not follow, a regression to renaming would replace the machine's `/dev/stdout` (it did, once, while this
    /// test was checked against one); under `/dev/fd`, the temporary file cannot even be made.
    @Test func standardOutputRedirectedToAFileGetsTheReportAsTheShellAsks() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard, "log.txt": "earlier\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let lint = "\"$0\" lint App --format json --output /dev/fd/1"
        let script = "\(lint) > log.txt && \(lint) >> log.txt"
        let run = try ProcessRunner.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, CommandRunner.executable.path], in: root, input: "")
        #expect(run.status == 0, "\(run.stderr)")
        let text = try String(contentsOfFile: root.appendingPathComponent("log.txt").path, encoding: .utf8)
        #expect(text.hasPrefix("{"), "\(text.prefix(40))")
        #expect(!text.contains("earlier"))
        #expect(text.components(separatedBy: "\"summary\"").count == 3, "two reports")
    }

    @Test func aLinkKeepsPointingAtTheFileThatGetsTheReport() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard, "reports/report.json": "old"])
        defer { try? FileManager.default.removeItem(at: root) }
        let link = root.appendingPathComponent("latest.json").path
        #expect(symlink("reports/report.json", link) == 0)
        let run = try CommandRunner.run(["lint", "App", "--format", "json", "--output", "latest.json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(fileType(link) == S_IFLNK)
        let report = try String(contentsOf: root.appendingPathComponent("reports/report.json"), encoding: .utf8)
        #expect(report.contains("\"summary\""))
    }

    /// A link to a file that does not exist yet stays a link, and the file it names is created with the
    /// permissions of a new file (not the link's `rwxrwxrwx`), as the shell's `>` does; an existing report keeps
    /// its own permissions.
    @Test func aLinkToNoFileYetCreatesTheFileItNames() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard, "kept.json": "old", "reports/.keep": ""])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(symlink("reports/new.json", root.appendingPathComponent("dangling.json").path) == 0)
        #expect(chmod(root.appendingPathComponent("kept.json").path, 0o600) == 0)
        for name in ["dangling.json", "fresh.json", "kept.json"] {
            let run = try CommandRunner.run(["lint", "App", "--format", "json", "--output", name], in: root)
            #expect(run.status == 0, "\(run.stderr)")
        }
        func mode(_ name: String) -> mode_t {
            var status = stat()
            return lstat(root.appendingPathComponent(name).path, &status) == 0 ? status.st_mode & 0o777 : 0
        }
        #expect(fileType(root.appendingPathComponent("dangling.json").path) == S_IFLNK)
        let report = try String(contentsOf: root.appendingPathComponent("reports/new.json"), encoding: .utf8)
        #expect(report.contains("\"summary\""))
        #expect(mode("reports/new.json") == mode("fresh.json"))
        #expect(mode("reports/new.json") != 0o777)
        #expect(mode("kept.json") == 0o600)
    }

    /// A link into a folder that does not exist, or a loop of links, is refused with the system's reason, as the
    /// shell's `>` refuses it; the link stays and nothing is left behind.
    @Test func aLinkThatCannotBeWrittenThroughIsRefusedWithItsReason() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(symlink("nowhere/report.json", root.appendingPathComponent("lost.json").path) == 0)
        #expect(symlink("loop-b.json", root.appendingPathComponent("loop-a.json").path) == 0)
        #expect(symlink("loop-a.json", root.appendingPathComponent("loop-b.json").path) == 0)
        let cases = [("lost.json", "No such file or directory"), ("loop-a.json", "Too many levels of symbolic links")]
        for (name, reason) in cases {
            let run = try CommandRunner.run(["lint", "App", "--format", "json", "--output", name], in: root)
            #expect(run.status == 2)
            #expect(run.stderr.contains("Cannot write the report to \(name): \(reason)"), "\(run.stderr)")
            #expect(fileType(root.appendingPathComponent(name).path) == S_IFLNK)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == ["App", "loop-a.json", "loop-b.json", "lost.json"])
    }

    @Test func aFolderIsRefusedWithItsReason() throws {
        let root = try CommandRunner.project(["App/Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CommandRunner.run(["lint", "App", "--output", "App"], in: root)
        #expect(run.status != 0)
        #expect(run.stderr.contains("Cannot write the report to App: Is a directory"), "\(run.stderr)")
        #expect(fileType(root.appendingPathComponent("App").path) == S_IFDIR)
    }
}
