import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension SourceFile {
    /// Why a file could not be written, worded as the system words it (`No such file or directory`).
    package struct WriteFailure: Error, CustomStringConvertible, LocalizedError {
        package let description: String
        package var errorDescription: String? { description }

        package init(errno code: Int32) {
            description = String(cString: strerror(code))
        }
    }

    /// Links followed before a write gives up, as the kernel's `ELOOP` limit for a path's links.
    static let maximumLinks = 40

    /// Writes `bytes` to `url` through a temporary file in the same folder, renamed over the original (which keeps
    /// its permissions), so that a failed write never leaves a partial file behind. Through a symbolic link, the file
    /// it names is written and the link stays; a link to a file that does not exist yet creates that file, as the
    /// shell's `>` does. `tablint lint --fix` writes fixed documents this way, and `--output` its reports.
    package static func writeAtomically(_ bytes: [UInt8], to url: URL) throws {
        let path = try pathWritten(through: url.absoluteURL.path)
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).tablint-\(UUID().uuidString)").path
        // Created as any new file is (0666 less the umask), then given the replaced file's own permissions.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw WriteFailure(errno: errno) }
        do {
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, fchmod(descriptor, status.st_mode & 0o7777) != 0 {
                throw WriteFailure(errno: errno)
            }
            try handle.write(contentsOf: bytes)
            try handle.close()
            guard rename(temporary, path) == 0 else { throw WriteFailure(errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// The path a write to `path` lands on: `path` itself, or through symbolic links the path the last one names,
    /// which may not exist yet. Links in the folders above are left to the system. A loop of links fails with
    /// `ELOOP` (`Too many levels of symbolic links`), as opening the path would.
    static func pathWritten(through path: String) throws -> String {
        var current = path
        for _ in 0..<maximumLinks {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current =
                destination.hasPrefix("/")
                ? destination : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
        }
        throw WriteFailure(errno: ELOOP)
    }
}
