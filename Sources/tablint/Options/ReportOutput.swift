import Foundation
import TabLintSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report to standard output or, atomically, to a file.
enum ReportOutput {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `path == nil` writes to standard output. A regular file (or a path that does not exist yet) is written to a
    /// temporary file beside it and renamed into place, so a failed run never leaves a partial report behind; a
    /// symbolic link keeps pointing at the file it names, which gets the report. Anything else that exists, such as
    /// `/dev/null` or a named pipe, and any path under `/dev/` or `/proc/` (`/dev/stdout` redirected to a file, perhaps
    /// to append) is written in place: renaming over it would replace the device, pipe or stream with a plain file.
    static func write(_ text: String, to path: String?, describing what: String = "the report") throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            if writesInPlace(path) {
                try writeInPlace(text, to: path)
            } else {
                try SourceFile.writeAtomically(Array(text.utf8), to: URL(fileURLWithPath: path))
            }
        } catch {
            throw Failure(description: "Cannot write \(what) to \(path): \(error.localizedDescription)")
        }
    }

    /// Whether `path` is written in place rather than replaced (`SourceFile.writeAtomically`, which follows a link):
    /// a device, a pipe, a socket or a folder (this refuses it with its reason), once links are followed, or a stream
    /// under `/dev/` or `/proc/` (`/dev/stdout`, `/dev/fd/3`: opened by the caller, perhaps to append; never a file
    /// to replace, even when it leads to one).
    static func writesInPlace(_ path: String) -> Bool {
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return true }
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT != S_IFREG
    }

    private static func writeInPlace(_ text: String, to path: String) throws {
        // Appending: a stream's file (`/dev/stdout` redirected with `>` or `>>`) was opened, and emptied or not, by
        // whoever opened it; truncating it here would wipe what `>>` keeps. Devices and pipes have no end to append at.
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw SourceFile.WriteFailure(errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try handle.write(contentsOf: Data(text.utf8))
    }
}
