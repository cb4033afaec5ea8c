import Testing

@testable import TabLintSource

/// `lastUTF8Index(of:)` finds what `utf8.lastIndex(of:)` finds, `hasUTF8Suffix` says what `hasSuffix` says, and
/// `containsUTF8` what a search of the UTF-8 bytes finds, in strings and substrings, ASCII or not.
struct UTF8BytesTests {
    static let texts = [
        "", "/", "a", "/a/b/c.storyboard", "no slash here", "/Users/ünïcode/Grüße/Main.storyboard", "trailing/",
        "//double//slash", "/😀/🇩🇪.xib", String(repeating: "long/path/", count: 40) + "End.swift",
    ]

    @Test(arguments: texts) func stringsAgreeWithTheGenericSearch(_ text: String) {
        for byte in [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "x")] {
            #expect(text.lastUTF8Index(of: byte) == text.utf8.lastIndex(of: byte))
        }
    }

    @Test(arguments: texts) func substringsAgreeWithTheGenericSearch(_ text: String) {
        // Every suffix and prefix on a UTF-8 boundary.
        for index in text.utf8.indices where text.utf8[index] & 0xC0 != 0x80 {
            for part in [text[index...], text[..<index]] {
                #expect(part.lastUTF8Index(of: UInt8(ascii: "/")) == part.utf8.lastIndex(of: UInt8(ascii: "/")))
            }
        }
    }

    @Test(arguments: texts) func suffixesAgreeWithHasSuffix(_ text: String) {
        for suffix in ["", "/", ".storyboard", "Main.storyboard", ".swift", "ß/Main.storyboard", text, text + "x"] {
            for index in text.utf8.indices where text.utf8[index] & 0xC0 != 0x80 {
                #expect(text[index...].hasUTF8Suffix(suffix) == text[index...].hasSuffix(suffix), "\(text[index...]) \(suffix)")
            }
        }
    }

    @Test(arguments: texts) func containsAgreesWithAByteSearch(_ text: String) {
        let needles = ["", "/", ".storyboard", "Grüße", "🇩🇪", "slash", "path/End", "x", text, text + "x"]
        for needle in needles {
            let bytes = Array(text.utf8), pattern = Array(needle.utf8)
            let expected =
                pattern.isEmpty
                || stride(from: 0, through: bytes.count - pattern.count, by: 1).contains { Array(bytes[$0..<$0 + pattern.count]) == pattern }
            #expect(text.containsUTF8(needle) == expected, "\(text) \(needle)")
            #expect(text[...].containsUTF8(needle) == expected)
        }
    }

    @Test(arguments: texts) func lastPathComponentIsWhatFollowsTheLastSlash(_ text: String) {
        let expected = text.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        #expect(String(text.lastPathComponentByBytes) == expected)
        #expect(Array(text.lastPathComponentByBytes.utf8) == Array(expected.utf8))
    }

    @Test(arguments: texts) func joiningAgreesWithConcatenation(_ text: String) {
        for other in ["", "a", "Grüße.png", "🇩🇪", "\u{301}x", text] {
            #expect(String.joiningUTF8(text, nil, other) == text + other)
            #expect(String.joiningUTF8(text, UInt8(ascii: "/"), other) == text + "/" + other)
            #expect(Array(String.joiningUTF8(other, UInt8(ascii: "/"), text).utf8) == Array((other + "/" + text).utf8))
        }
    }
}
