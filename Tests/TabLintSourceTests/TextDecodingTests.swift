import Testing

@testable import TabLintSource

@Suite struct TextDecodingTests {
    private let sample = "<a title=\"设置🎉\"/>"

    @Test func passesUTF8Through() {
        let decoded = TextDecoding.decode(Array(sample.utf8))
        #expect(decoded.encoding == .utf8)
        #expect(decoded.utf8 == Array(sample.utf8))
    }

    @Test func dropsAUTF8ByteOrderMark() {
        let decoded = TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array(sample.utf8))
        #expect(decoded.encoding == .utf8WithBOM)
        #expect(decoded.utf8 == Array(sample.utf8))
    }

    @Test func transcodesUTF16WithAndWithoutByteOrderMark() {
        let units = Array(sample.utf16)
        let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(TextDecoding.decode([0xFF, 0xFE] + little).utf8 == Array(sample.utf8))
        #expect(TextDecoding.decode([0xFE, 0xFF] + big).utf8 == Array(sample.utf8))
        #expect(TextDecoding.decode(little).encoding == .utf16LittleEndian)
        #expect(TextDecoding.decode(big).encoding == .utf16BigEndian)
        #expect(TextDecoding.decode(little).utf8 == Array(sample.utf8))
    }

    @Test func marksUnpairedSurrogatesAsInvalid() {
        let decoded = TextDecoding.decode([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8, 0x3E, 0x00])
        #expect(decoded.hadInvalidBytes)
        #expect(String(decoding: decoded.utf8, as: UTF8.self) == "<\u{FFFD}>")
    }

    /// Every mix of ASCII, two- and three-byte scalars, surrogate pairs and unpaired surrogates decodes as the
    /// standard library's UTF-16 decoder repairs it, in both byte orders.
    @Test func transcodesLikeTheStandardLibrary() {
        let pieces: [[UInt16]] = [
            [0x3C], [0x61], [0xE9], [0x7FF], [0x800], [0x8BBE], [0xFFFD], [0xD83C, 0xDF89], [0xDBFF, 0xDFFF], [0xD800], [0xDC00],
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var units: [UInt16] = [0x3C]
            for _ in 0..<Int.random(in: 0...12, using: &generator) { units += pieces.randomElement(using: &generator)! }
            let expected = Array(String(decoding: units, as: UTF16.self).utf8)
            let hasLoneSurrogate = String(validating: units, as: UTF16.self) == nil
            let little = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let big = units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            for bytes in [[0xFF, 0xFE] + little, [0xFE, 0xFF] + big] {
                let decoded = TextDecoding.decode(bytes)
                #expect(decoded.utf8 == expected, "\(units)")
                #expect(decoded.hadInvalidBytes == hasLoneSurrogate, "\(units)")
            }
        }
        #expect(TextDecoding.decode([0xFF, 0xFE, 0x3C, 0x00, 0x61]).hadInvalidBytes)
    }

    @Test func recognisesBinaryFilesButNotUTF16() {
        #expect(TextDecoding.looksBinary([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x00, 0x01]))
        #expect(!TextDecoding.looksBinary(Array(sample.utf8)))
        #expect(!TextDecoding.looksBinary([0xFF, 0xFE, 0x3C, 0x00]))
        #expect(!TextDecoding.looksBinary([0x3C, 0x00, 0x61, 0x00]))
    }

    /// Only the first 8 KB are looked at: a NUL at their last byte counts, one after them does not.
    @Test func looksForANulInTheFirst8KBOnly() {
        var text = [UInt8](repeating: UInt8(ascii: "a"), count: 9000)
        #expect(!TextDecoding.looksBinary(text))
        text[8192] = 0
        #expect(!TextDecoding.looksBinary(text))
        text[8191] = 0
        #expect(TextDecoding.looksBinary(text))
        #expect(!TextDecoding.looksBinary([]))
    }
}
