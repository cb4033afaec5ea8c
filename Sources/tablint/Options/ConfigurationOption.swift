import ArgumentParser
import Foundation
import TabLintCore
import TabLintRules

/// Finds and reads the configuration for a run; problems go to standard error with their line, and a
/// malformed file, or an unknown key, rule id or option, stops the run with exit status 2.
enum ConfigurationOption {
    static func load(_ explicit: String?, roots: [URL], base: URL) throws -> Configuration {
        let explicitURL = explicit.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        if let explicitURL, !FileManager.default.fileExists(atPath: explicitURL.path) {
            StandardError.write("tablint: No such configuration file: \(explicit!)")
            throw ExitStatus.toolFailure.exitCode
        }
        let found: ConfigurationLoader.Loaded?
        do {
            found = try ConfigurationLoader.loadNearest(
                explicit: explicitURL, roots: roots, currentDirectory: base, rules: RuleRegistry.all.map { $0.description }
            )?.loaded
        } catch {
            StandardError.write(error.description)
            throw ExitStatus.toolFailure.exitCode
        }
        guard let loaded = found else { return Configuration() }
        // Every unknown name is reported, then the run stops: a configuration typo must not pass the gate.
        for issue in loaded.issues { StandardError.write(issue.description) }
        if loaded.issues.contains(where: \.isError) { throw ExitStatus.toolFailure.exitCode }
        return loaded.configuration
    }
}
