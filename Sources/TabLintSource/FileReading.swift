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
        let size = Int(info.st_size)
        // A file that says it is empty (a kernel's pseudo file, or one written since) is read to its end.
        guard size > 0 else { return readToEnd(descriptor) }
        // The size `fstat` gave, straight into the array (not zeroed first), and no read to meet the end, which
        // would cost a system call per file: the bytes are the file as it was when it was opened. A file that
        // shrank since ends early.
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = fill(buffer, from: descriptor, failed: &failed)
        }
        return failed ? nil : bytes
    }

    /// Reads into `buffer` until it is full or the file ends; the number of bytes read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failed: inout Bool) -> Int {
        var total = 0
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

    private static func readToEnd(_ descriptor: Int32) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            var failed = false
            let count = chunk.withUnsafeMutableBufferPointer { fill($0, from: descriptor, failed: &failed) }
            if failed { return nil }
            bytes += chunk[..<count]
            if count < chunk.count { return bytes }
        }
    }
}
