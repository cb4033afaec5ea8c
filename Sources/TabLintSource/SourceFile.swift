import Foundation

/// One text file as TabLint sees it: where it lives, its UTF-8 text and a line table over that text.
///
/// A `SourceFile` is immutable and shared between the parser, the model, the rules and the reporters;
/// everything that points into it does so with a `Range<Int>` of UTF-8 byte offsets.
package final class SourceFile: Sendable, Hashable, CustomStringConvertible {
    /// Absolute file URL (for files on disk, buffers of an editor, or a synthetic `file:` URL in tests).
    package let url: URL
    /// `url.path`, normalised (`standardizedFileURL`), computed once: Foundation's URL accessors are slow on
    /// Linux, and paths are what files are sorted, compared and indexed by.
    package let path: String
    /// `url.absoluteString`, computed once (the URI reports and editors use).
    package let uri: String
    package let fileName: String
    private let storedBytes: [UInt8]
    private let storedText: [UInt8]
    package let encoding: TextEncodingKind
    package let hadInvalidBytes: Bool
    package let lines: LineTable
    /// Whether the file still holds its bytes and text. A document linted from the command line lets them go
    /// once its model is built (`releasingText()`): its positions still convert through `lines`, and nothing
    /// after decoding reads the text of a document that parsed cleanly.
    package let keepsText: Bool

    /// The original bytes, as handed to the XML parser.
    package var bytes: [UInt8] {
        assert(keepsText, "\(path): its text was released after decoding")
        return storedBytes
    }

    /// The UTF-8 text all ranges refer to (identical to `bytes` for a UTF-8 file without BOM).
    package var text: [UInt8] {
        assert(keepsText, "\(path): its text was released after decoding")
        return storedText
    }

    package init(url: URL, bytes: [UInt8]) {
        let decoded = TextDecoding.decode(bytes)
        let standardized = url.standardizedFileURL
        self.url = standardized
        self.path = standardized.path
        self.uri = standardized.absoluteString
        self.fileName = standardized.lastPathComponent
        self.storedBytes = bytes
        self.storedText = decoded.utf8
        self.encoding = decoded.encoding
        self.hadInvalidBytes = decoded.hadInvalidBytes
        self.lines = LineTable(utf8: decoded.utf8)
        self.keepsText = true
    }

    private init(releasingTextOf file: SourceFile) {
        url = file.url
        path = file.path
        uri = file.uri
        fileName = file.fileName
        storedBytes = []
        storedText = []
        encoding = file.encoding
        hadInvalidBytes = file.hadInvalidBytes
        lines = file.lines.compacted()
        keepsText = false
    }

    /// The same file without its bytes and text (a new `SourceFile`: whoever keeps it must take it in place of
    /// this one). Its positions are this file's; only the lines that are not plain ASCII keep their bytes.
    package func releasingText() -> SourceFile {
        keepsText ? SourceFile(releasingTextOf: self) : self
    }

    package convenience init(url: URL, text: String) {
        self.init(url: url, bytes: Array(text.utf8))
    }

    /// Reads a file from disk.
    package static func read(_ url: URL) throws -> SourceFile {
        SourceFile(url: url, bytes: try readBytes(url))
    }

    /// A file's bytes (`readBytes(atPath:)`).
    package static func readBytes(_ url: URL) throws -> [UInt8] {
        try readBytes(atPath: url.path)
    }

    /// The text of a byte range as a `String` (invalid UTF-8 repaired).
    package func string(in range: Range<Int>) -> String {
        let text = text
        let lower = max(0, min(range.lowerBound, text.count))
        let upper = max(lower, min(range.upperBound, text.count))
        return String(decoding: text[lower..<upper], as: UTF8.self)
    }

    package func position(of offset: Int, in encoding: PositionEncoding) -> SourcePosition {
        lines.position(of: offset, in: encoding)
    }

    package var description: String { path }

    /// The file name without its extension (`Main` for `Main.storyboard`).
    package var baseName: String {
        guard let dot = fileName.utf8.lastIndex(of: UInt8(ascii: ".")), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// The folder holding the file, as a path.
    ///
    /// Both this and `baseName` split at a byte, as the file system splits names (a name that starts with a combining
    /// mark keeps it). `SourceFileTests` checks both.
    package var folderPath: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// Whether two files are the same file (same normalised path).
    package func isSameFile(as other: SourceFile) -> Bool { self === other || path == other.path }

    package static func == (lhs: SourceFile, rhs: SourceFile) -> Bool { lhs === rhs }
    package func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
