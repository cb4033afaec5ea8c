import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

extension SourceFile {
    /// A file's bytes, read with `open`/`fstat`/`read` straight into the array.
    ///
    /// A lint reads thousands of files (every source file of an app whose code a rule asks about); Foundation's
    /// `Data(contentsOf:)` costs a `URL`, a mapping and a copy for each, several times the read itself. Whenever
    /// the plain read fails (no such file, a folder, no permission), Foundation reads the file instead, so errors
    /// keep Foundation's wording.
    package static func readBytes(atPath path: String) throws -> [UInt8] {
        if let bytes = posixRead(path) { return bytes }
        return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false), options: .mappedIfSafe))
    }

    private static func posixRead(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        var capacity = max(Int(info.st_size), 0) + 1
        while true {
            // Read to the end, growing the array if the file grew since `fstat`.
            let start = bytes.count
            var failed = false
            bytes.append(contentsOf: repeatElement(0, count: capacity - start))
            let filled = bytes.withUnsafeMutableBytes { buffer -> Int in
                var total = start
                while total < buffer.count {
                    let count = systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if count == 0 { break }
                    total += count
                }
                return total
            }
            if failed { return nil }
            if filled < capacity {
                bytes.removeSubrange(filled...)
                return bytes
            }
            capacity *= 2
        }
    }
}
