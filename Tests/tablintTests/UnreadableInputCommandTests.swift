import Foundation
import TabLintCore
import TabLintReporters
import TabLintTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What TabLint was asked to lint, or met in its walk, and cannot read fails the run (exit 2) in every output format,
/// with its path and the reason, whatever `--fail-on` says: CI never goes green having linted nothing.
///
/// Tests run as root, which reads a file of mode 000. The permission cases therefore run `tablint` as `nobody`
/// through util-linux's `setpriv` when the tests are root (and as the tests' own user otherwise), and are skipped,
/// saying why, only when neither is possible; the cases of files that are not regular files (a named pipe where a
/// storyboard or the configuration should be) need no privileges at all.
@Suite struct UnreadableInputCommandTests {
    private func project() throws -> URL {
        try CommandRunner.project([
            "App/Base.lproj/Main.storyboard": Example.storyboard(
                #"<viewController id="home" sceneMemberID="viewController"/>"#, initial: "home"),
            "App/Views/Cell.xib": Example.xib(#"<view contentMode="scaleToFill" id="cell"/>"#),
        ])
    }

    private func makePipe(_ url: URL) throws {
        try #require(mkfifo(url.path, 0o644) == 0, "mkfifo \(url.path)")
    }

    @Test func aNamedPipeMetInTheWalkFailsEveryFormat() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try makePipe(root.appendingPathComponent("App/Base.lproj/Pipe.storyboard"))
        for format in ReporterRegistry.ids {
            for failOn in ["error", "never"] {
                let run = try CommandRunner.run(["lint", ".", "--format", format, "--fail-on", failOn, "--allow-empty"], in: root)
                #expect(run.status == 2, "\(format) --fail-on \(failOn): \(run.stderr)")
                #expect(
                    run.stderr.contains("tablint: cannot read App/Base.lproj/Pipe.storyboard: it is a named pipe (FIFO), not a regular file"),
                    "\(format): \(run.stderr)")
            }
        }
        // The report of what could be read is still written.
        let json = try CommandRunner.run(["lint", ".", "--format", "json"], in: root)
        let report = try JSONDecoder().decode(JSONReporter.Report.self, from: Data(json.stdout.utf8))
        #expect(report.summary.files == 2)
        // A pipe with a name TabLint does not read is not its business.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Base.lproj/Pipe.storyboard"))
        try makePipe(root.appendingPathComponent("App/notes.txt"))
        #expect(try CommandRunner.run(["lint", "."], in: root).status == 0)
    }

    @Test func aNamedPipeForTheConfigurationIsCalledOneAndNeverOpened() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try makePipe(root.appendingPathComponent(".tablint.yml"))
        // Opening the pipe would block until a writer came: the deadline catches a hang.
        let run = try ProcessRunner.run(CommandRunner.executable, ["lint", "."], in: root, timeout: 60)
        #expect(!run.timedOut)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Cannot read the configuration: it is a named pipe (FIFO), not a file"), "\(run.stderr)")
        #expect(!run.stderr.lowercased().contains("permission"), "\(run.stderr)")
    }

    /// How to run `tablint` as a user that mode 000 keeps out: the tests' own user when it is not root, else
    /// `nobody` through `setpriv`, when it is installed and `nobody` can run the binary; `nil` (with the reason in
    /// `unprivilegedReason`) when neither works.
    private static let unprivileged: (prefix: [String], program: URL)? = {
        let tablint = CommandRunner.executable
        if geteuid() != 0 { return ([], tablint) }
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else { return nil }
        let prefix = ["--reuid=65534", "--regid=65534", "--clear-groups", tablint.path]
        guard let probe = try? ProcessRunner.run(setpriv, prefix + ["--version"], in: FileManager.default.temporaryDirectory), probe.status == 0
        else { return nil }
        return (prefix, setpriv)
    }()

    private static let unprivilegedReason =
        "the tests run as root, and util-linux's setpriv is missing or user nobody cannot run the tablint binary: root reads mode 000"

    private func runUnprivileged(_ arguments: [String], in folder: URL) throws -> ProcessOutput {
        let (prefix, program) = try #require(Self.unprivileged)
        return try ProcessRunner.run(program, prefix + arguments, in: folder, timeout: 120)
    }

    @Test(.enabled(if: unprivileged != nil, Comment(rawValue: unprivilegedReason)))
    func aFolderOrFileWithoutReadPermissionFailsEveryFormat() throws {
        let root = try project()
        defer {
            chmod(root.appendingPathComponent("App/Locked").path, 0o755)
            try? FileManager.default.removeItem(at: root)
        }
        let locked = root.appendingPathComponent("App/Locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try Data(Example.storyboard(#"<viewController id="x" sceneMemberID="viewController"/>"#).utf8)
            .write(to: locked.appendingPathComponent("Hidden.storyboard"))
        let secret = root.appendingPathComponent("App/Views/Secret.xib")
        try Data(Example.xib(#"<view contentMode="scaleToFill" id="secret"/>"#).utf8).write(to: secret)
        let project = root.appendingPathComponent("App.xcodeproj/project.pbxproj")
        try FileManager.default.createDirectory(at: project.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// !$*UTF8*$!\n{ objects = {}; }\n".utf8).write(to: project)
        #expect(chmod(locked.path, 0o000) == 0 && chmod(secret.path, 0o000) == 0 && chmod(project.path, 0o000) == 0)
        // A folder of the walk the user cannot list, a document and a project file the user cannot open.
        for format in ReporterRegistry.ids {
            let run = try runUnprivileged(["lint", ".", "--format", format, "--fail-on", "never"], in: root)
            #expect(run.status == 2, "\(format): \(run.stderr)")
            #expect(run.stderr.contains("tablint: cannot read App/Locked: Permission denied"), "\(format): \(run.stderr)")
            #expect(run.stderr.contains("tablint: cannot read App/Views/Secret.xib: Permission denied"), "\(format): \(run.stderr)")
            #expect(run.stderr.contains("tablint: cannot read App.xcodeproj/project.pbxproj: Permission denied"), "\(format): \(run.stderr)")
        }
        // Named on the command line, either stops the run before anything is linted.
        for named in ["App/Locked", "App/Views/Secret.xib"] {
            let run = try runUnprivileged(["lint", named, "--format", "json"], in: root)
            #expect(run.status == 2, "\(named): \(run.stderr)")
            #expect(run.stderr.contains("tablint: cannot read \(named): Permission denied"), "\(named): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        // Readable again, the same run passes: the failure was the permission, nothing else.
        #expect(chmod(locked.path, 0o755) == 0 && chmod(secret.path, 0o644) == 0 && chmod(project.path, 0o644) == 0)
        let readable = try runUnprivileged(["lint", ".", "--fail-on", "never"], in: root)
        #expect(readable.status == 0, "\(readable.stderr)")
        #expect(!readable.stderr.contains("cannot read"))
    }
}
