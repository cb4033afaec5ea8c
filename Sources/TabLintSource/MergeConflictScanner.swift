#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds git merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>` at the start of a line).
package enum MergeConflictScanner {
    /// The 1-based line of the first marker, or nil.
    package static func firstMarkerLine(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var lineStart = 0
            while lineStart <= count {
                // Lines are found with memchr; only a line that starts with a marker byte is looked at.
                let newline = lineStart < count ? memchr(base + lineStart, 0x0A, count - lineStart) : nil
                let end = newline.map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? count
                if isMarker(buffer, from: lineStart, to: end) { return line(of: lineStart, in: buffer) }
                lineStart = end + 1
            }
            return nil
        }
    }

    /// The 1-based line that starts at `offset` (counted only once a marker is found).
    private static func line(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }

    private static func isMarker(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start >= 7 else { return false }
        let first = bytes[start]
        guard first == UInt8(ascii: "<") || first == UInt8(ascii: "=") || first == UInt8(ascii: ">") else { return false }
        for offset in 1..<7 where bytes[start + offset] != first { return false }
        if first == UInt8(ascii: "=") {
            // "=======" stands alone on its line.
            var rest = start + 7
            while rest < end, bytes[rest] == 0x20 || bytes[rest] == 0x09 || bytes[rest] == 0x0D { rest += 1 }
            return rest == end
        }
        return end - start == 7 || bytes[start + 7] == 0x20 || bytes[start + 7] == 0x0D
    }
}
