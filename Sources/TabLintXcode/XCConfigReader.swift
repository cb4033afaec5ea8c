/// Reads the unconditional settings of an `.xcconfig` file and the files it `#include`s.
struct XCConfigReader {
    let contents: (String) throws -> [UInt8]
    /// Files already read (with what they include), shared by the targets of one project.
    var cache: XCConfigCache?

    init(contents: @escaping (String) throws -> [UInt8], cache: XCConfigCache? = nil) {
        self.contents = contents
        self.cache = cache
    }

    /// `KEY = value` settings; `KEY[sdk=...]` conditional ones are skipped. Unreadable files give nothing.
    func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard let cache else { return read(path, depth: depth) }
        return cache.settings(at: path) { read($0, depth: depth) }
    }

    /// Lines are split and searched as UTF-8 bytes (an `.xcconfig` is ASCII in practice); only keys, values and
    /// included paths become strings.
    private func read(_ path: String, depth: Int) -> [String: String] {
        guard depth < 8, let bytes = try? contents(path) else { return [:] }
        var result: [String: String] = [:]
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var start = lineStart
            var end = lineEnd
            if let comment = Self.firstComment(in: bytes, from: start, to: end) { end = comment }
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            guard start < end else { continue }
            if Self.starts(bytes, at: start, end: end, with: Self.include) {
                guard let included = Self.quoted(bytes, from: start, to: end) else { continue }
                let includedPath = ProjectPath.join(ProjectPath.parent(path), included)
                for (key, value) in settings(at: includedPath, depth: depth + 1) { result[key] = value }
                continue
            }
            guard let equals = bytes[start..<end].firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = ProjectPath.trimmingWhitespace(String(decoding: bytes[start..<equals], as: UTF8.self))
            guard !key.isEmpty, !key.utf8.contains(UInt8(ascii: "[")) else { continue }
            var value = ProjectPath.trimmingWhitespace(String(decoding: bytes[(equals + 1)..<end], as: UTF8.self))
            if value.hasSuffix(";") { value = ProjectPath.trimmingWhitespace(String(value.dropLast())) }
            if value.utf8.contains(UInt8(ascii: "$")) {
                value = ProjectPath.replacing("$(inherited)", with: result[key] ?? "$(inherited)", in: value)
            }
            result[key] = value
        }
        return result
    }

    private static let include = Array("#include".utf8)

    /// Where the first `//` of a line starts.
    private static func firstComment(in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        var index = start
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") { return index }
            index += 1
        }
        return nil
    }

    private static func starts(_ bytes: [UInt8], at start: Int, end: Int, with prefix: [UInt8]) -> Bool {
        end - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix)
    }

    /// The text between the first two `"` of a line.
    private static func quoted(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        guard let open = bytes[start..<end].firstIndex(of: UInt8(ascii: "\"")),
            let close = bytes[(open + 1)..<end].firstIndex(of: UInt8(ascii: "\""))
        else { return nil }
        return String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
    }
}
