import Foundation
import TabLintReporters
import TabLintTestSupport
import Testing

/// `lint` of a project XcodeGen generates, whose `project.pbxproj` is not committed: the targets come from its
/// `project.yml` (`Corpus/XcodeGenProject`).
@Suite struct XcodeGenCommandTests {
    private let root = Fixtures.repositoryRoot()

    private func report(_ arguments: [String], in folder: URL) throws -> (status: Int32, report: JSONReporter.Report) {
        let run = try CommandRunner.run(["lint", "--format", "json", "--fail-on", "never"] + arguments, in: folder)
        return (run.status, try JSONDecoder().decode(JSONReporter.Report.self, from: Data(run.stdout.utf8)))
    }

    /// The findings as `path:line code`, in report order.
    private func findings(_ report: JSONReporter.Report) -> [String] {
        report.files.flatMap { file in file.diagnostics.map { "\(file.path):\($0.range.start.line + 1) \($0.code ?? "")" } }
    }

    /// A copy of the Corpus project in a temporary folder, to change.
    private func copy() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-xcodegen-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Corpus/XcodeGenProject"), to: folder)
        return folder
    }

    @Test func theXcodeprojStandsForTheTargetsOfTheSpecBesideIt() throws {
        let project = root.appendingPathComponent("Corpus/XcodeGenProject")
        let run = try report(["Brew.xcodeproj"], in: project)
        #expect(run.status == 0)
        #expect(findings(run.report) == ["Brew/Base.lproj/Main.storyboard:66 unresolved_storyboard_reference"])
        // Only the documents the spec's targets build: not `Legacy/OldMain.storyboard`, which `excludes` leaves out.
        #expect(run.report.summary.files == 5)
        #expect(try report(["."], in: project).report.summary.files == 6)
        #expect(
            run.report.evidence?.projects == [JSONReporter.Evidence.Project(path: "project.yml", status: "read")])
        #expect(run.report.evidence?.xcodeProjects == 1)

        let manager = try report(["Brew.xcodeproj", "--target", "BrewManager"], in: project)
        #expect(manager.report.summary.files == 3)
        #expect(findings(manager.report).isEmpty)
        let brew = try report([".", "--target", "Brew"], in: project)
        #expect(brew.report.summary.files == 2)
        #expect(findings(brew.report) == ["Brew/Base.lproj/Main.storyboard:66 unresolved_storyboard_reference"])
        #expect(brew.report.files.first?.targets == ["Brew"])

        let unknown = try CommandRunner.run(["lint", "Brew.xcodeproj", "--target", "Watch"], in: project)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("No target named 'Watch'; the targets are: Brew, BrewManager"))
    }

    /// XcodeGen repositories often commit no `.xcodeproj` at all: the folder's `project.yml` is read all the same.
    @Test func aSpecWithoutAnyXcodeprojIsReadToo() throws {
        let folder = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Brew.xcodeproj"))
        let run = try report(["."], in: folder)
        #expect(findings(run.report) == ["Brew/Base.lproj/Main.storyboard:66 unresolved_storyboard_reference"])
        #expect(run.report.evidence?.projects == [JSONReporter.Evidence.Project(path: "project.yml", status: "read")])
        let manager = try report([".", "--target", "BrewManager"], in: folder)
        #expect(manager.report.summary.files == 3)
    }

    /// A spec XcodeGen cannot read, beside an `.xcodeproj` without its `project.pbxproj`: `lint` of the project stops
    /// with the spec's location, a folder lint reports it where it is; without an `.xcodeproj` beside it, the file may
    /// be another tool's, and is only noted.
    @Test func aMalformedSpecIsReportedWhereItIsWrong() throws {
        let folder = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("project.yml")
        try Data("name: Brew\ntargets:\n  Brew:\n    type: application\n    platform: [iOS\n".utf8).write(to: spec)

        let named = try CommandRunner.run(["lint", "Brew.xcodeproj"], in: folder)
        #expect(named.status == 2)
        #expect(named.stderr.contains("project.yml:6:1: project.yml is not valid YAML: "))

        let whole = try report(["."], in: folder)
        #expect(findings(whole.report).contains("project.yml:6 unreadable_project_file"))
        #expect(whole.report.evidence?.projects == [JSONReporter.Evidence.Project(path: "project.yml", status: "unreadable")])

        try FileManager.default.removeItem(at: folder.appendingPathComponent("Brew.xcodeproj"))
        let alone = try report(["."], in: folder)
        #expect(!findings(alone.report).contains { $0.hasSuffix("unreadable_project_file") })
        #expect(alone.report.evidence?.unreadableFiles == ["project.yml"])
        #expect(alone.report.evidence?.projects == nil)
    }

    /// Where the `project.pbxproj` is committed, Xcode builds from it: the spec beside it is not read.
    @Test func aCommittedProjectWinsOverTheSpec() throws {
        let folder = try copy()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("name: Brew\ntargets: [\n".utf8).write(to: folder.appendingPathComponent("project.yml"))
        let pbxproj = try String(contentsOf: root.appendingPathComponent("Corpus/TwoTargets/TwoTargets.xcodeproj/project.pbxproj"), encoding: .utf8)
        try Data(pbxproj.utf8).write(to: folder.appendingPathComponent("Brew.xcodeproj/project.pbxproj"))
        let run = try report(["."], in: folder)
        #expect(!findings(run.report).contains { $0.hasSuffix("unreadable_project_file") })
        #expect(run.report.evidence?.projects == [JSONReporter.Evidence.Project(path: "Brew.xcodeproj", status: "read")])
    }
}
