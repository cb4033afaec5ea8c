/// Splits a byte stream into `Content-Length` frames (the LSP base protocol), tolerating anything.
///
/// A frame is a header block (`Name: value` lines ending with an empty line, `\r\n` line breaks) and a body of
/// exactly `Content-Length` bytes. A header block that is not that (garbage, a missing, negative, non-numeric
/// or absurd length) is skipped up to the next `Content-Length:` header, and the skip is reported so the
/// connection can log it. A wrong length costs at most the frames it overlaps: the body it cuts out is
/// handed on (and fails as JSON), and the rest is skipped as garbage up to the next header.
package struct FrameReader: Sendable {
    package enum Event: Sendable, Equatable {
        case frame([UInt8])
        /// Bytes dropped, and why.
        case skipped(count: Int, reason: String)
    }

    /// Bodies longer than this are refused (the header is skipped).
    package static let maximumContentLength = 512 << 20
    /// A header block longer than this is garbage.
    package static let maximumHeaderLength = 16 << 10

    private var buffer: [UInt8] = []
    private var start = 0
    /// A parsed header whose body has not fully arrived: body start and length.
    private var pendingBody: (start: Int, length: Int)?

    package init() {}

    package mutating func append<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            if let pending = pendingBody { pendingBody = (pending.start - start, pending.length) }
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// Bytes received but not yet handed out.

    /// The next frame or skip, or `nil` when more bytes are needed.
    package mutating func next() -> Event? {
        if let pending = pendingBody {
            guard buffer.count - pending.start >= pending.length else { return nil }
            let body = Array(buffer[pending.start..<(pending.start + pending.length)])
            start = pending.start + pending.length
            pendingBody = nil
            return .frame(body)
        }
        guard start < buffer.count else { return nil }
        guard let headerEnd = find(Self.headerTerminator, from: start) else {
            guard buffer.count - start > Self.maximumHeaderLength else { return nil }
            return skipToNextHeader(after: start, limit: buffer.count, reason: "no header end within \(Self.maximumHeaderLength) bytes")
        }
        switch parseHeader(start..<headerEnd) {
        case .success(let length):
            pendingBody = (headerEnd + Self.headerTerminator.count, length)
            return next()
        case .failure(let problem):
            return skipToNextHeader(after: start, limit: headerEnd + Self.headerTerminator.count, reason: problem.reason)
        }
    }

    /// At end of input: whatever is left is an incomplete frame.
    package mutating func finish() -> Event? {
        let left = buffer.count - start
        guard left > 0 else { return nil }
        buffer = []
        start = 0
        pendingBody = nil
        return .skipped(count: left, reason: "input ended inside a frame")
    }

    private struct HeaderProblem: Error { let reason: String }

    private func parseHeader(_ range: Range<Int>) -> Result<Int, HeaderProblem> {
        let text = String(decoding: buffer[range], as: UTF8.self)
        var length: Int?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.firstIndex(of: ":") else {
                return .failure(HeaderProblem(reason: "header line without ':'"))
            }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingSpaces
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
                return .failure(HeaderProblem(reason: "malformed header name"))
            }
            if name == "content-length" {
                guard let parsed = Int(value), parsed >= 0, parsed <= Self.maximumContentLength else {
                    return .failure(HeaderProblem(reason: "bad Content-Length '\(value.prefix(40))'"))
                }
                length = parsed
            }
        }
        guard let length else { return .failure(HeaderProblem(reason: "header without Content-Length")) }
        return .success(length)
    }

    /// Drops bytes from `from` up to the next `Content-Length:` after it (or up to `limit` when there is none
    /// before it).
    private mutating func skipToNextHeader(after from: Int, limit: Int, reason: String) -> Event {
        let resume = findContentLength(from: from + 1, before: buffer.count) ?? limit
        let end = max(from + 1, min(resume, buffer.count))
        start = end
        return .skipped(count: end - from, reason: reason)
    }

    private static let headerTerminator: [UInt8] = Array("\r\n\r\n".utf8)
    private static let contentLengthName: [UInt8] = Array("content-length:".utf8)

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard buffer.count - from >= needle.count else { return nil }
        var index = from
        let last = buffer.count - needle.count
        while index <= last {
            if buffer[index] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where buffer[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    private func findContentLength(from: Int, before end: Int) -> Int? {
        let needle = Self.contentLengthName
        guard end - from >= needle.count else { return nil }
        var index = from
        while index <= end - needle.count {
            var matched = true
            for offset in 0..<needle.count {
                let byte = buffer[index + offset]
                let lower = (byte >= 0x41 && byte <= 0x5A) ? byte + 0x20 : byte
                if lower != needle[offset] {
                    matched = false
                    break
                }
            }
            if matched { return index }
            index += 1
        }
        return nil
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
