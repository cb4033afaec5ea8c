import Foundation
import PackagePlugin

/// Lints a target's storyboards and xibs on every build: `tablint lint <target folder> --format xcode --fail-on error`.
/// Findings appear as `path:line:col: warning:` lines in the build log; an error finding fails the build.
@main
struct TabLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        // The command's output is an empty Swift file the target compiles, so the build runs it before compiling;
        // only Swift targets can take one.
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let tool = try context.tool(named: "tablint")
        return [
            TabLintBuildCommand.command(
                tool: tool.url, name: target.name, directory: target.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
        ]
    }
}

/// The build command both plugins (package and Xcode project) give.
enum TabLintBuildCommand {
    /// Runs tablint through `/bin/sh`, which writes the output file only when tablint succeeds: a failing run leaves
    /// no output, so the build fails and runs it again next time.
    static func command(tool: URL, name: String, directory: URL, workDirectory: URL) -> Command {
        let output = workDirectory.appendingPathComponent("TabLint-\(name).swift")
        // A target without storyboards or xibs is no failure: `--allow-empty`.
        let script = #""$0" lint "$1" --format xcode --fail-on error --allow-empty && echo "// tablint found no errors" > "$2""#
        return .buildCommand(
            displayName: "TabLint \(name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path, directory.path, output.path],
            inputFiles: [tool] + interfaceFiles(in: directory),
            outputFiles: [output])
    }

    /// The storyboards, xibs and `.tablint.yml` under `directory`, so that editing one runs the command again.
    static func interfaceFiles(in directory: URL) -> [URL] {
        let extensions: Set<String> = ["storyboard", "xib", "strings", "yml"]
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension TabLintBuildToolPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let tool = try context.tool(named: "tablint")
            return [
                TabLintBuildCommand.command(
                    tool: tool.url, name: target.displayName, directory: context.xcodeProject.directoryURL,
                    workDirectory: context.pluginWorkDirectoryURL)
            ]
        }
    }
#endif
