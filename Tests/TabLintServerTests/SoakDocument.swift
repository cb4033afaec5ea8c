import Foundation
import LSPProtocol
import TabLintTestSupport

/// One document of the LSP soak as the client holds it: its bytes (always valid UTF-8), its version, whether it
/// is open, and random edits that keep positions on character boundaries.
struct SoakDocument {
    let uri: String
    let url: URL
    let original: [UInt8]
    private(set) var bytes: [UInt8]
    var version = 0
    var isOpen = false

    init(url: URL, bytes: [UInt8]) {
        self.url = url
        uri = url.absoluteString
        original = bytes
        self.bytes = bytes
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
    var identifier: TextDocumentIdentifier { TextDocumentIdentifier(uri: uri) }

    /// Text that edits insert: markup that breaks the XML, markup that mends or extends it, and characters
    /// that are two UTF-16 units (emoji) or two UTF-8 bytes (é).
    static let snippets = [
        "<", ">", "\"", "=", "</scene>", "<!-- soak -->", #" title="Soak""#, "\n", "é", "🙂 Tab",
        #"<tabBarItem key="tabBarItem" title="Soak" id="soak-item"/>"#,
        #"<viewController id="soak" sceneMemberID="viewController"/>"#,
        #"<segue destination="soak" kind="relationship" relationship="viewControllers" id="soak-segue"/>"#,
    ]

    /// A random change, applied here as the server will apply it.
    mutating func randomChange(using random: inout SplitMix64) -> TextDocumentContentChangeEvent {
        let roll = random.below(100)
        if roll < 4 {
            // Mend everything at once: the original text.
            bytes = original
            return TextDocumentContentChangeEvent(text: text)
        }
        if roll < 6 {
            // Break it badly: a truncated text.
            bytes = Array(bytes[..<boundary(random.below(bytes.count + 1))])
            return TextDocumentContentChangeEvent(text: text)
        }
        let start = boundary(random.below(bytes.count + 1))
        let length = roll < 40 ? 0 : 1 + random.below(roll < 70 ? 64 : 16)
        let end = boundary(min(start + length, bytes.count))
        let inserted = roll >= 40 && roll < 70 ? "" : Self.snippets[random.below(Self.snippets.count)]
        let range = LSPRange(start: position(start), end: position(end))
        bytes.replaceSubrange(start..<end, with: Array(inserted.utf8))
        return TextDocumentContentChangeEvent(range: range, text: inserted)
    }

    /// A random position on a character boundary.
    func randomPosition(using random: inout SplitMix64) -> Position {
        position(boundary(random.below(bytes.count + 1)))
    }

    /// A random range on character boundaries.
    func randomRange(using random: inout SplitMix64) -> LSPRange {
        let start = boundary(random.below(bytes.count + 1))
        return LSPRange(start: position(start), end: position(boundary(min(start + random.below(512), bytes.count))))
    }

    /// The offset itself, or the start of the character it falls inside.
    private func boundary(_ offset: Int) -> Int {
        var offset = offset
        while offset > 0, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        return offset
    }

    /// The zero-based line and UTF-16 column of a byte offset on a character boundary.
    private func position(_ offset: Int) -> Position {
        bytes.withUnsafeBufferPointer { buffer in
            var line = 0
            var lineStart = 0
            for index in 0..<offset where buffer[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            let column = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<offset]), as: UTF8.self).utf16.count
            return Position(line: line, character: column)
        }
    }
}
