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

@Suite struct UTF8ValidityTests {
    private func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) } }

    @Test func validTextAndEachKindOfInvalidSequence() {
        #expect(valid(Array("Réglages ✓ 🎉".utf8)))
        #expect(valid([]))
        #expect(!valid([0xC3, 0x28]), "a lead byte without its continuation")
        #expect(!valid([0xE2, 0x82]), "a sequence cut short")
        #expect(!valid([0xC0, 0xAF]), "an overlong '/'")
        #expect(!valid([0xED, 0xA0, 0x80]), "a UTF-16 surrogate")
        #expect(!valid([0x80]), "a lone continuation byte")
    }
}
