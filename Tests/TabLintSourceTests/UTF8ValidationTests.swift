import TabLintSource
import Testing

@Suite struct UTF8ValidationTests {
    @Test func theFirstInvalidSequenceGivesItsLine() {
        #expect(UTF8Validation.firstInvalidLine(in: Array("a\nbé\n".utf8)) == nil)
        #expect(UTF8Validation.firstInvalidLine(in: Array("a\nb\n".utf8) + [0xC3, 0x28] + Array("\n".utf8)) == 3)
        // A sequence cut short by the end of the bytes, and a lone continuation byte.
        #expect(UTF8Validation.firstInvalidLine(in: Array("ok\n".utf8) + [0xE2, 0x82]) == 2)
        #expect(UTF8Validation.firstInvalidLine(in: [0x80]) == 1)
    }
}
