import Foundation
import TabLintSource

/// Where a project's bytes come from: the disk (`tablint lint`), memory (examples), or the disk with some
/// files replaced by buffers (`--stdin`).
package enum FileContents: Sendable {
    case disk
    case memory([String: [UInt8]])
    case diskWithBuffers([String: [UInt8]])

    package func read(_ path: String) throws -> [UInt8] {
        switch self {
        case .disk:
            return try SourceFile.readBytes(atPath: path)
        case .memory(let files):
            guard let bytes = files[path] else { throw CocoaError(.fileNoSuchFile) }
            return bytes
        case .diskWithBuffers(let buffers):
            if let bytes = buffers[path] { return bytes }
            return try SourceFile.readBytes(atPath: path)
        }
    }

    /// Whether every file comes from memory (an example), none from disk.
    package var isMemory: Bool {
        if case .memory = self { return true }
        return false
    }

    /// These contents with the file at `path` read from `bytes` (an editor's buffer), or, for `nil`, as before any
    /// buffer: from disk again (from memory, a file keeps its last bytes).
    package func replacing(_ path: String, with bytes: [UInt8]?) -> FileContents {
        switch self {
        case .disk:
            return bytes.map { .diskWithBuffers([path: $0]) } ?? .disk
        case .diskWithBuffers(var buffers):
            buffers[path] = bytes
            return buffers.isEmpty ? .disk : .diskWithBuffers(buffers)
        case .memory(var files):
            if let bytes { files[path] = bytes }
            return .memory(files)
        }
    }
}
