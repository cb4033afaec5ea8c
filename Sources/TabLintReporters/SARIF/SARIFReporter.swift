import Foundation
import TabLintCore
import TabLintSource

/// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers: every rule that ran in `tool.driver.rules`
/// (summary, rationale, help with an example), results with relative `artifactLocation` URIs under the
/// `%SRCROOT%` base, 1-based regions in UTF-16 code units, related locations, and partial fingerprints that
/// stay the same when lines move (`Docs/ci.md`).
package struct SARIFReporter: Reporter {
    package static let id = "sarif"
    /// The `uriBaseId` relative artifact URIs resolve against: the folder `tablint` ran in.
    package static let sourceRoot = "%SRCROOT%"
    /// Our own fingerprint (hash of `DiagnosticIdentity`), besides GitHub's `primaryLocationLineHash`.
    package static let fingerprintKey = "tablintIdentity/v1"

    package init() {}

    package func makeLog(_ result: LintResult, context: ReportContext) -> SARIFLog {
        let rules = ruleDescriptors(result, context: context)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var occurrences: [String: Int] = [:]
        let results = result.diagnostics.map { diagnostic in
            let identity = StableHash.hex(diagnostic.identity(path: context.identityPath(diagnostic.location.file)).canonicalText)
            occurrences[identity, default: 0] += 1
            let related = diagnostic.related.enumerated().map { index, note in
                SARIFLog.Location(
                    id: index + 1, physicalLocation: physicalLocation(note.location, context), message: SARIFLog.Message(text: note.message))
            }
            return SARIFLog.Result(
                ruleId: diagnostic.ruleID, ruleIndex: ruleIndex[diagnostic.ruleID] ?? 0, level: Self.level(diagnostic.severity),
                message: SARIFLog.Message(text: diagnostic.message),
                locations: [SARIFLog.Location(physicalLocation: physicalLocation(diagnostic.location, context))],
                relatedLocations: related.isEmpty ? nil : related,
                partialFingerprints: [
                    "primaryLocationLineHash": "\(identity):\(occurrences[identity]!)", Self.fingerprintKey: identity,
                ])
        }
        let root = URL(fileURLWithPath: context.baseDirectory.path, isDirectory: true).absoluteString
        let driver = SARIFLog.Driver(name: "TabLint", version: context.toolVersion, semanticVersion: context.toolVersion, rules: rules)
        let run = SARIFLog.Run(
            tool: SARIFLog.Tool(driver: driver), originalUriBaseIds: [Self.sourceRoot: SARIFLog.ArtifactLocation(uri: root)],
            columnKind: "utf16CodeUnits", results: results)
        return SARIFLog(runs: [run])
    }

    package func report(_ result: LintResult, context: ReportContext) -> String {
        StableJSON.text(makeLog(result, context: context))
    }

    /// The rules that ran, in registry order, then any rule a finding names that is not among them.
    private func ruleDescriptors(_ result: LintResult, context: ReportContext) -> [SARIFLog.Rule] {
        let catalog = RuleCatalog(context.rules)
        var rules = context.rules.map { rule in
            SARIFLog.Rule(
                id: rule.id, name: Self.pascalCase(rule.id), shortDescription: SARIFLog.Message(text: rule.summary),
                fullDescription: SARIFLog.Message(text: rule.rationale),
                help: SARIFLog.Message(text: catalog.text(for: rule), markdown: catalog.markdown(for: rule)),
                defaultConfiguration: SARIFLog.Configuration(level: Self.level(rule.defaultSeverity)))
        }
        var known = Set(rules.map(\.id))
        for diagnostic in result.diagnostics where known.insert(diagnostic.ruleID).inserted {
            let text = SARIFLog.Message(text: "TabLint rule '\(diagnostic.ruleID)'")
            rules.append(
                SARIFLog.Rule(
                    id: diagnostic.ruleID, name: Self.pascalCase(diagnostic.ruleID), shortDescription: text, fullDescription: text,
                    help: text, defaultConfiguration: SARIFLog.Configuration(level: Self.level(diagnostic.severity))))
        }
        return rules
    }

    private func physicalLocation(_ location: SourceLocation, _ context: ReportContext) -> SARIFLog.PhysicalLocation {
        let region = location.oneBasedRegion(.utf16)
        return SARIFLog.PhysicalLocation(
            artifactLocation: artifactLocation(location.file, context),
            region: SARIFLog.Region(
                startLine: region.startLine, startColumn: region.startColumn, endLine: region.endLine, endColumn: region.endColumn))
    }

    /// A percent-encoded URI relative to `%SRCROOT%` for a file under the base folder, else the absolute URI.
    private func artifactLocation(_ file: SourceFile, _ context: ReportContext) -> SARIFLog.ArtifactLocation {
        let path = context.displayPath(file)
        guard !path.hasPrefix("/") else { return SARIFLog.ArtifactLocation(uri: file.uri) }
        let uri = path.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: Self.segmentCharacters) ?? String($0)
        }
        return SARIFLog.ArtifactLocation(uri: uri.joined(separator: "/"), uriBaseId: Self.sourceRoot)
    }

    /// RFC 3986 `pchar` without `:` (a colon in a first segment would read as a scheme).
    private static let segmentCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@")

    package static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// `duplicate_object_id` → `DuplicateObjectId`: SARIF's `name` is an identifier, not a sentence.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
