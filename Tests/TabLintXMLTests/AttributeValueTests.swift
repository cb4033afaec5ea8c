import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// Attribute values are kept as places in the text, or as copies when libxml2 decoded them (`SAXBuilder.storeValue`):
/// every way a value can be written must read back as libxml2 decodes it, whatever the document's encoding and
/// wherever the value sits in it.
@Suite struct AttributeValueTests {
    /// What is written between the quotes, and the value XML gives it.
    static let cases: [(written: String, value: String)] = [
        ("plain", "plain"),
        ("", ""),
        ("a &amp; b", "a & b"),
        ("&#38;&#38;", "&&"),
        ("&amp;#38;", "&#38;"),
        ("&amp;amp;", "&amp;"),
        ("x&lt;y&gt;z &quot;q&quot; &apos;", "x<y>z \"q\" '"),
        ("line&#10;break", "line\nbreak"),
        ("tab\there", "tab here"),
        ("two\nlines", "two lines"),
        ("设置 ✓", "设置 ✓"),
        ("party 🎉 &#x1F389;", "party 🎉 🎉"),
        ("end&amp;", "end&"),
        // XML's value is an ampersand, then the combining mark (Foundation's `replacingOccurrences`, used before the
        // values were kept as bytes, compared by character and left this one as `&#38;́`).
        ("&amp;\u{301}x", "&\u{301}x"),
    ]

    private func document(_ values: [String], prefix: String = "") -> String {
        let items = values.enumerated().map { "    <item n=\"\($0.offset)\" v=\"\($0.element)\"/>" }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\(prefix)\n" + items.joined(separator: "\n") + "\n</document>\n"
    }

    private func values(_ document: XMLDocument) -> [String?] {
        document.elements.filter { $0.name == "item" }.map { $0["v"] }
    }

    @Test func valuesReadBackDecodedInEveryEncoding() throws {
        let text = document(Self.cases.map(\.written))
        let expected: [String?] = Self.cases.map(\.value)
        let utf16 = text.replacingOccurrences(of: "UTF-8", with: "UTF-16")
        let variants: [(String, [UInt8])] = [
            ("UTF-8", Array(text.utf8)),
            ("UTF-8 with a byte order mark", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16 little-endian", [0xFF, 0xFE] + Array(utf16.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
            ("UTF-16 big-endian", [0xFE, 0xFF] + Array(utf16.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }),
            ("after an emoji title", Array(self.document(Self.cases.map(\.written), prefix: "<t title=\"🎉 设置\"/>").utf8)),
        ]
        for (name, bytes) in variants {
            let parsed = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Values.xib"), bytes: bytes))
            #expect(parsed.isWellFormed, "\(name): \(parsed.issues)")
            #expect(parsed.rangesAreExact, "\(name)")
            #expect(values(parsed) == expected, "\(name)")
            // The attribute, and the attributes in order, give the same values as the subscript.
            let items = parsed.elements.filter { $0.name == "item" }
            #expect(items.map { $0.attribute("v")?.value } == expected, "\(name)")
            #expect(items.map { $0.attributes.map(\.value) } == Self.cases.indices.map { ["\($0)", Self.cases[$0].value] }, "\(name)")
        }
    }

    @Test func singleQuotedValuesMayHoldDoubleQuotes() {
        let parsed = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Q.xib"), text: "<a v='say \"hi\"' w=\"it's\"/>"))
        #expect(parsed.root?["v"] == "say \"hi\"")
        #expect(parsed.root?["w"] == "it's")
    }

    /// Every value of a large document reads back, however far in it is. (The pointer check adds libxml2's
    /// `consumed`, the bytes it has dropped from its input; taking it out did not fail this test, so one chunk
    /// pushed whole is not seen to drop any: the test guards the values, not that count.)
    @Test func valuesDeepIntoALargeDocumentReadBack() {
        let count = 5_000
        let written = (0..<count).map { $0 % 7 == 0 ? "v\($0) &amp; é" : "value-\($0)-" + String(repeating: "x", count: $0 % 40) }
        let parsed = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Large.xib"), text: document(written)))
        #expect(parsed.isWellFormed)
        #expect(values(parsed) == written.map { $0.replacingOccurrences(of: "&amp;", with: "&") })
    }

    /// A document whose bytes libxml2 converts (here from Latin-1): values after a converted byte are not at the
    /// same place in libxml2's input as in the text, and must still read back right.
    @Test func valuesOfADocumentInAnotherEncodingReadBack() {
        let text =
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<document t=\"caf\u{E9}\">\n"
            + "<item v=\"plain\"/>\n<item v=\"na\u{EF}ve\"/>\n</document>\n"
        let bytes = text.unicodeScalars.map { UInt8($0.value) }
        let parsed = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Latin1.xib"), bytes: bytes))
        #expect(parsed.isWellFormed, "\(parsed.issues)")
        #expect(parsed.root?["t"] == "café")
        #expect(values(parsed) == ["plain", "naïve"])
    }
}
