import TabLintTestSupport
import Testing

@testable import TabLintCode

@Test func aNeedleAnchorsOnItsRarestByteInSourceCode() {
    let needle = ByteSearch.Needle("customizableViewControllers")
    #expect(needle.bytes[needle.anchor] == UInt8(ascii: "z"))
    #expect(needle.bytes[needle.second] == UInt8(ascii: "V"))
    let single = ByteSearch.Needle("a")
    #expect(single.anchor == 0 && single.second == 0)
    // Punctuation counts by its own frequency: `=` is rarer in source code than any letter of `title`.
    let title = ByteSearch.Needle("title =")
    #expect(title.bytes[title.anchor] == UInt8(ascii: "="))
}

@Test func needlesThatShareAnAnchorByteShareAPass() {
    let set = ByteSearch.NeedleSet(["didEndCustomizing", "customizableViewControllers", "abBar"].map(ByteSearch.Needle.init))
    #expect(set.groups.map(\.byte) == [UInt8(ascii: "z"), UInt8(ascii: "B")])
    #expect(set.groups[0].needles.count == 2)
}

/// `containsAny` over a set gives what searching each needle alone gives, on haystacks made of the needles'
/// own bytes (so that near misses, overlaps and matches at both ends are common).
@Test func aNeedleSetFindsWhatItsNeedlesFindAlone() {
    let words = ["abBar", "ApplicationState", "stateRestorationActivity", "zz", "z", "Bz", "efaults"]
    let needles = words.map(ByteSearch.Needle.init)
    let set = ByteSearch.NeedleSet(needles)
    let alphabet = Array(Set(words.joined().utf8)) + [UInt8(ascii: " ")]
    var generator = SplitMix64(seed: 7)
    var found = 0
    for _ in 0..<3_000 {
        let length = Int(generator.next() % 40)
        var haystack = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        if generator.next() % 3 == 0, let word = words.randomElement(using: &generator) {
            haystack.insert(contentsOf: word.utf8, at: Int(generator.next() % UInt64(haystack.count + 1)))
        }
        let alone = needles.contains { ByteSearch.contains($0, in: haystack) }
        let naive = words.contains { word in
            let pattern = Array(word.utf8)
            return haystack.count >= pattern.count
                && (0...(haystack.count - pattern.count)).contains { Array(haystack[$0..<($0 + pattern.count)]) == pattern }
        }
        #expect(alone == naive, "\(String(decoding: haystack, as: UTF8.self))")
        #expect(ByteSearch.containsAny(set, in: haystack) == naive, "\(String(decoding: haystack, as: UTF8.self))")
        if naive { found += 1 }
    }
    #expect(found > 500)
    #expect(ByteSearch.containsAny(ByteSearch.NeedleSet([ByteSearch.Needle("")]), in: []))
    #expect(!ByteSearch.containsAny(ByteSearch.NeedleSet([]), in: Array("abc".utf8)))
}
