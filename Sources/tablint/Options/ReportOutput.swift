import Foundation

/// Writes a report to standard output or, atomically, to a file.
enum ReportOutput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `path == nil` writes to standard output. A file is written to a temporary file beside it and renamed
    /// into place, so a failed run never leaves a partial report behind.
    static func write(_ text: String, to path: String?, describing what: String = "the report") throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = URL(fileURLWithPath: path)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw Failure(description: "Cannot write \(what) to \(path): \(error.localizedDescription)")
        }
    }
}
