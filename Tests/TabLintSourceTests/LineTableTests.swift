import TabLintTestSupport
import Testing

@testable import TabLintSource

@Suite struct LineTableTests {
    @Test func findsLineStartsForEveryLineBreakStyle() {
        let table = LineTable(utf8: Array("a\nbc\r\nd\re".utf8))
        #expect(table.lineStarts == [0, 2, 6, 8])
        #expect(table.line(containing: 0) == 0)
        #expect(table.line(containing: 3) == 1)
        #expect(table.line(containing: 7) == 2)
        #expect(table.line(containing: 100) == 3)
    }

    /// Text without a carriage return takes the `memchr` path; the same text with one `\r` added takes the
    /// byte loop. Both must give the starts a plain count of `\n` gives.
    @Test(arguments: ["", "\n", "\n\n", "a", "a\n", "ab\ncd", "ab\ncd\n", "\nx\n\ny", "🎉\n设置\n"])
    func findsLineFeedStartsOnBothPaths(_ text: String) {
        let bytes = Array(text.utf8)
        let expected = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        #expect(LineTable(utf8: bytes).lineStarts == expected)
        #expect(LineTable(utf8: bytes + [0x0D]).lineStarts == expected + [bytes.count + 1])
    }

    @Test func countsColumnsInEachEncodingPastEmojiAndCJK() {
        // "🎉" is 4 UTF-8 bytes, 2 UTF-16 units, 1 scalar; "设置" is 6 bytes, 2 units, 2 scalars.
        let text = #"<item title="🎉设置" image="x"/>"#
        let table = LineTable(utf8: Array(text.utf8))
        let imageOffset = Array(text.utf8).firstIndex(of: UInt8(ascii: "x"))!
        #expect(table.position(of: imageOffset, in: .utf8) == SourcePosition(line: 0, column: 32))
        #expect(table.position(of: imageOffset, in: .utf16) == SourcePosition(line: 0, column: 26))
        #expect(table.position(of: imageOffset, in: .utf32) == SourcePosition(line: 0, column: 25))
    }

    @Test func convertsPositionsBackToOffsets() {
        let text = "ab\n🎉x\n设置y"
        let table = LineTable(utf8: Array(text.utf8))
        let bytes = Array(text.utf8)
        let x = bytes.firstIndex(of: UInt8(ascii: "x"))!
        let y = bytes.firstIndex(of: UInt8(ascii: "y"))!
        for encoding in PositionEncoding.allCases {
            #expect(table.offset(of: table.position(of: x, in: encoding), in: encoding) == x)
            #expect(table.offset(of: table.position(of: y, in: encoding), in: encoding) == y)
        }
        #expect(table.offset(of: SourcePosition(line: 1, column: 2), in: .utf16) == x)
        #expect(table.offset(of: SourcePosition(line: 1, column: 1), in: .utf32) == x)
    }

    @Test func clampsPositionsOutsideTheText() {
        let table = LineTable(utf8: Array("ab\ncd".utf8))
        #expect(table.offset(of: SourcePosition(line: 0, column: 99), in: .utf16) == 2)
        #expect(table.offset(of: SourcePosition(line: 9, column: 0), in: .utf16) == 5)
        #expect(table.offset(of: SourcePosition(line: -1, column: 0), in: .utf16) == 0)
        #expect(table.position(of: 999, in: .utf8) == SourcePosition(line: 1, column: 2))
    }

    @Test func aPositionInsideASurrogatePairDoesNotSplitTheCharacter() {
        let table = LineTable(utf8: Array("🎉z".utf8))
        // Column 1 in UTF-16 is the middle of the emoji: the offset stays before it.
        #expect(table.offset(of: SourcePosition(line: 0, column: 1), in: .utf16) == 0)
        #expect(table.offset(of: SourcePosition(line: 0, column: 2), in: .utf16) == 4)
    }
}

/// A compacted table (no text; only the lines with a byte outside ASCII keep theirs, and a text with a `\r`
/// stays whole) must answer exactly as the whole table does.
@Suite struct CompactedLineTableTests {
    private static let pieces: [String] = ["a", "<", "title=\"", " ", "\n", "\r\n", "\r", "é", "设置", "🎉", "\t", "\"/>"]

    private static func randomText(_ random: inout SplitMix64) -> [UInt8] {
        var text = ""
        // Half the texts have no carriage return: those are the ones a compacted table holds in part.
        let pieces = random.below(2) == 0 ? pieces : pieces.filter { !$0.contains("\r") }
        for _ in 0..<random.below(60) { text += pieces[random.below(pieces.count)] }
        var bytes = Array(text.utf8)
        // Now and then a stray continuation byte or a cut sequence, as an invalid file might hold.
        if random.below(4) == 0, !bytes.isEmpty { bytes[random.below(bytes.count)] = 0x80 }
        return bytes
    }

    @Test func answersAsTheWholeTableForRandomTexts() {
        var random = SplitMix64(seed: 20_261_125)
        for _ in 0..<400 {
            let bytes = Self.randomText(&random)
            let whole = LineTable(utf8: bytes)
            let compact = whole.compacted()
            #expect(compact.lineCount == whole.lineCount)
            for line in 0..<whole.lineCount {
                #expect(compact.lineContentEnd(line) == whole.lineContentEnd(line), "\(bytes) line \(line)")
                #expect(compact.start(ofLine: line) == whole.start(ofLine: line))
            }
            for encoding in PositionEncoding.allCases {
                for offset in -1...(bytes.count + 1) {
                    #expect(compact.position(of: offset, in: encoding) == whole.position(of: offset, in: encoding), "\(bytes) @\(offset)")
                }
                for line in -1...(whole.lineCount + 1) {
                    for column in [-1, 0, 1, 2, 3, 5, 8, 100] {
                        let position = SourcePosition(line: line, column: column)
                        #expect(compact.offset(of: position, in: encoding) == whole.offset(of: position, in: encoding), "\(bytes) \(position)")
                    }
                }
            }
        }
    }

    @Test func keepsOnlyTheLinesThatAreNotPlainASCII() {
        let text = "<a>\n<b title=\"设置\"/>\n<c/>\n<d title=\"é\"/>\n<e/>\n🎉"
        #expect(LineTable(utf8: Array(text.utf8)).compacted().keptLines == [1, 3, 5])
        // A text with a carriage return keeps every line.
        #expect(LineTable(utf8: Array("<a>\r\n<b/>\r\n".utf8)).compacted().keptLines == [0, 1, 2])
    }
}
