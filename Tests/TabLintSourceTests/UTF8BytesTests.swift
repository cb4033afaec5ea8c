import Testing

@testable import TabLintSource

/// `lastUTF8Index(of:)` finds what `utf8.lastIndex(of:)` finds, and `hasUTF8Suffix` says what `hasSuffix` says, in
/// strings and substrings, ASCII or not.
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
}
