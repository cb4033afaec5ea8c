/// The part of SARIF 2.1.0 (OASIS) that TabLint writes: one run, its rules, results with regions, related
/// locations and partial fingerprints. Property names are SARIF's.
package struct SARIFLog: Codable, Sendable, Equatable {
    package var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    package var version = "2.1.0"
    package var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    package struct Run: Codable, Sendable, Equatable {
        package var tool: Tool
        package var originalUriBaseIds: [String: ArtifactLocation]
        /// How `startColumn`/`endColumn` count: SARIF's `utf16CodeUnits`.
        package var columnKind: String
        package var results: [Result]
    }

    package struct Tool: Codable, Sendable, Equatable {
        package var driver: Driver
    }

    package struct Driver: Codable, Sendable, Equatable {
        package var name: String
        package var version: String
        package var semanticVersion: String
        package var rules: [Rule]
    }

    package struct Rule: Codable, Sendable, Equatable {
        package var id: String
        package var name: String
        package var shortDescription: Message
        package var fullDescription: Message
        package var help: Message
        package var defaultConfiguration: Configuration
    }

    package struct Configuration: Codable, Sendable, Equatable {
        package var level: String
    }

    package struct Message: Codable, Sendable, Equatable {
        package var text: String
        package var markdown: String?
    }

    package struct Result: Codable, Sendable, Equatable {
        package var ruleId: String
        package var ruleIndex: Int
        package var level: String
        package var message: Message
        package var locations: [Location]
        package var relatedLocations: [Location]?
        package var partialFingerprints: [String: String]
    }

    package struct Location: Codable, Sendable, Equatable {
        package var id: Int?
        package var physicalLocation: PhysicalLocation
        package var message: Message?
    }

    package struct PhysicalLocation: Codable, Sendable, Equatable {
        package var artifactLocation: ArtifactLocation
        package var region: Region
    }

    package struct ArtifactLocation: Codable, Sendable, Equatable {
        package var uri: String
        package var uriBaseId: String?

        package init(uri: String, uriBaseId: String? = nil) {
            self.uri = uri
            self.uriBaseId = uriBaseId
        }
    }

    package struct Region: Codable, Sendable, Equatable {
        package var startLine: Int
        package var startColumn: Int
        package var endLine: Int
        package var endColumn: Int

        package init(startLine: Int, startColumn: Int, endLine: Int, endColumn: Int) {
            self.startLine = startLine
            self.startColumn = startColumn
            self.endLine = endLine
            self.endColumn = endColumn
        }
    }
}
