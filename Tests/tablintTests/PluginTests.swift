import Foundation
import TabLintTestSupport
import Testing

/// TabLint's SwiftPM plugins in a real package: `Tests/Fixtures/PluginPackage` copied to a temporary folder, its
/// TabLint dependency pointed at this checkout. Both runs share one scratch path, so TabLint (with swift-syntax) is
/// built once for them; that takes several minutes.
@Suite(.serialized, .timeLimit(.minutes(20))) struct PluginTests {
    static let root = Fixtures.repositoryRoot()

    @Test func commandAndBuildToolPluginsLintThePackage() throws {
        let package = try Self.copyFixture()
        defer { try? FileManager.default.removeItem(at: package.deletingLastPathComponent()) }
        let scratch = ["--scratch-path", package.appendingPathComponent(".build").path]

        // The command plugin gives what tablint gives when run directly on the same folder.
        let direct = try ProcessRunner.run(CommandRunner.executable, ["lint", package.path], in: package)
        let findings = direct.stdout.split(separator: "\n").map(String.init)
        #expect(direct.status != 0, "\(direct.output)")
        #expect(findings.contains { $0.contains("Main.storyboard") && $0.contains("missing_tab_bar_item") }, "\(direct.output)")
        let plugin = try Self.swift(["package"] + scratch + ["--disable-sandbox", "plugin", "tablint"], in: package)
        #expect(plugin.status == direct.status, "\(plugin.output)")
        for finding in findings { #expect(plugin.output.contains(finding), "\(finding) is not in \(plugin.output)") }

        // The build-tool plugin fails the build with tablint's finding in Xcode's form.
        let build = try Self.swift(["build"] + scratch, in: package)
        #expect(build.status != 0, "\(build.output)")
        let line = build.output.split(separator: "\n").first { $0.contains("Main.storyboard:") && $0.contains("missing_tab_bar_item") }
        #expect(line?.contains(": error: ") == true, "\(build.output)")
    }

    /// The fixture in a fresh temporary folder, depending on this checkout by absolute path.
    static func copyFixture() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablint-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let package = folder.appendingPathComponent("PluginPackage")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Fixtures/PluginPackage"), to: package)
        let manifest = package.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: #"path: "../../..""#, with: "path: \"\(root.path)\"")
            .write(to: manifest, atomically: true, encoding: .utf8)
        return package
    }

    static func swift(_ arguments: [String], in directory: URL) throws -> ProcessOutput {
        try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory, timeout: 1200)
    }
}
