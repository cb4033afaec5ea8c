import Foundation
import PackagePlugin

/// `swift package plugin tablint [--target NAME] [lint options]`: runs `tablint lint` over the package's folder
/// (or each named target's folder), passing every other argument through, and fails when tablint fails.
@main
struct TabLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths: [String]
        if targetNames.isEmpty {
            paths = [context.package.directoryURL.path]
        } else {
            paths = try context.package.targets(named: targetNames).map { try folder(of: $0).path }
        }
        let tool = try context.tool(named: "tablint")
        let status = try run(tool.url, ["lint"] + paths + extractor.remainingArguments, in: context.package.directoryURL)
        guard status == 0 else {
            throw PluginFailure(description: "tablint exited with status \(status)")
        }
    }

    /// A source target's folder (`Target.directoryURL` needs tools version 6.1).
    private func folder(of target: Target) throws -> URL {
        switch target {
        case let target as SwiftSourceModuleTarget: return target.directoryURL
        case let target as ClangSourceModuleTarget: return target.directoryURL
        default: throw PluginFailure(description: "'\(target.name)' is not a source target")
        }
    }

    /// Runs the tool in `directory` (report paths are relative to it) with this process's standard output and
    /// error, and returns its exit status.
    private func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.currentDirectoryURL = directory
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

/// Why the plugin failed.
struct PluginFailure: Error, CustomStringConvertible {
    let description: String
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project: runs `tablint lint` over the project's folder, passing every argument through; the
    /// targets chosen in Xcode arrive as `--target NAME`, which tablint reads as the project's Xcode targets.
    extension TabLintCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let folder = context.xcodeProject.directoryURL
            let tool = try context.tool(named: "tablint")
            let status = try run(tool.url, ["lint", folder.path] + arguments, in: folder)
            guard status == 0 else {
                throw PluginFailure(description: "tablint exited with status \(status)")
            }
        }
    }
#endif
