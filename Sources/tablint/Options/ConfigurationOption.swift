import ArgumentParser
import Foundation
import TabLintCore
import TabLintRules

/// Finds and reads the configuration for a run; problems go to standard error with their line, and a
/// malformed file stops the run with exit status 2.
enum ConfigurationOption {
    static func load(_ explicit: String?, roots: [URL], base: URL) throws -> Configuration {
        let explicitURL = explicit.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL }
        if let explicitURL, !FileManager.default.fileExists(atPath: explicitURL.path) {
            StandardError.write("tablint: No such configuration file: \(explicit!)")
            throw ExitStatus.toolFailure.exitCode
        }
        do {
            guard
                let (_, loaded) = try ConfigurationLoader.loadNearest(
                    explicit: explicitURL, roots: roots, currentDirectory: base, rules: RuleRegistry.all.map { $0.description })
            else { return Configuration() }
            for warning in loaded.warnings { StandardError.write(warning.description) }
            return loaded.configuration
        } catch {
            StandardError.write(error.description)
            throw ExitStatus.toolFailure.exitCode
        }
    }
}
