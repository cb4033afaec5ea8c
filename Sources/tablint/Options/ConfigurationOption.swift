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
        guard let url = ConfigurationLoader.locate(explicit: explicitURL, roots: roots, currentDirectory: base) else {
            return Configuration()
        }
        do {
            let loaded = try ConfigurationLoader.load(url, rules: RuleRegistry.all.map { $0.description })
            for warning in loaded.warnings { StandardError.write(warning.description) }
            return loaded.configuration
        } catch {
            StandardError.write(error.description)
            throw ExitStatus.toolFailure.exitCode
        }
    }
}
