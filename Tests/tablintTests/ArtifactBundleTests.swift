import Foundation
import TabLintTestSupport
import Testing

/// TabLint's plugins with a prebuilt tablint: `.ci/artifactbundle.py` packages the `tablint` these tests run as
/// `tablint.artifactbundle` (a debug build needing this toolchain's runtime, hence `--allow-shared-swift-runtime`)
/// and writes `TabLintPlugins`, whose binary target is the bundle's zip (`binaryTarget(path:)`). A copy of
/// `Tests/Fixtures/BinaryPluginPackage` beside it uses both plugins. Nothing compiles TabLint or swift-syntax, so
/// the suite takes seconds, not the minutes of `PluginTests`.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ArtifactBundleTests {
    static let root = Fixtures.repositoryRoot()

    @Test func pluginsRunTheBundledTablintAndCompileNeitherTabLintNorSwiftSyntax() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "python3", Self.root.appendingPathComponent(".ci/artifactbundle.py").path, "--output", folder.path,
                "--binary", CommandRunner.executable.path, "--allow-shared-swift-runtime",
            ], timeout: 300)
        try #require(script.status == 0, "\(script.output)")

        // The checksum the script gives for a `url:` binary target is the one SwiftPM computes.
        let checksum = script.stdout.split(separator: "\n").first { $0.hasPrefix("checksum: ") }?.dropFirst("checksum: ".count)
        let zip = folder.appendingPathComponent("tablint.artifactbundle.zip")
        let computed = try Self.swift(["package", "compute-checksum", zip.path], in: folder)
        #expect(checksum.map(String.init) == computed.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "\(computed.output)")

        let package = folder.appendingPathComponent("BinaryPluginPackage")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/Fixtures/BinaryPluginPackage"), to: package)
        let scratch = ["--scratch-path", package.appendingPathComponent(".build").path]

        // The command plugin gives what tablint gives when run directly on the same folder.
        let direct = try CommandRunner.run(["lint", package.path], in: package)
        let findings = direct.stdout.split(separator: "\n").map(String.init)
        #expect(direct.status != 0 && findings.contains { $0.contains("missing_tab_bar_item") }, "\(direct.output)")
        let plugin = try Self.swift(["package"] + scratch + ["--disable-sandbox", "plugin", "tablint"], in: package)
        #expect(plugin.status == direct.status, "\(plugin.output)")
        for finding in findings { #expect(plugin.output.contains(finding), "\(finding) is not in \(plugin.output)") }

        // The build-tool plugin runs the tablint SwiftPM unpacked from the zip, and fails the build with its finding
        // in Xcode's form.
        let build = try Self.swift(["build", "-v"] + scratch, in: package)
        let lines = build.output.split(separator: "\n")
        #expect(build.status != 0, "\(build.output)")
        let finding = lines.first { $0.contains("Main.storyboard:") && $0.contains("missing_tab_bar_item") }
        #expect(finding?.contains(": error: ") == true, "\(build.output)")
        let command = lines.first { $0.hasPrefix("/bin/sh -c ") && $0.contains("--format xcode") }
        #expect(command?.contains("/.build/artifacts/tablintplugins/TabLintBinary/tablint.artifactbundle/") == true, "\(build.output)")

        // What was compiled: the manifests and the two plugins, no TabLint module and no swift-syntax, which was not
        // even fetched.
        let modules = Set(build.output.matches(of: #/-module-name (\S+)/#).map { String($0.output.1) })
        #expect(modules.contains("TabLintBuildToolPlugin"), "\(build.output)")
        #expect(modules.isSubset(of: ["main", "TabLintBuildToolPlugin", "TabLintCommandPlugin", "App"]), "\(modules)")
        #expect(!build.output.lowercased().contains("swiftsyntax") && !build.output.lowercased().contains("swift-syntax"))
        let checkouts = package.appendingPathComponent(".build/checkouts")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: checkouts.path))?.isEmpty ?? true)
    }

    static func swift(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory, timeout: 300)
    }
}
