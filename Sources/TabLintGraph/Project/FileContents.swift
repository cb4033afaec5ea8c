import Foundation
import TabLintSource

/// Where a project's bytes come from: the disk (`tablint lint`) or memory (examples, editors' buffers).
package enum FileContents: Sendable {
    case disk
    case memory([String: [UInt8]])

    package func read(_ path: String) throws -> [UInt8] {
        switch self {
        case .disk:
            return try SourceFile.readBytes(URL(fileURLWithPath: path))
        case .memory(let files):
            guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        }
    }
}
