import Testing

@testable import TabLintCore

@Suite struct MarkedTextTests {
    @Test func stripsMarkersAndRecordsUTF8Offsets() {
        let marked = MarkedText("<a title=\"🎉1️⃣x\" 2️⃣id=\"y\"/>")
        #expect(marked.text == "<a title=\"🎉x\" id=\"y\"/>")
        #expect(marked.markers == ["1️⃣": 14, "2️⃣": 17])
        #expect(marked.orderedMarkers == ["1️⃣", "2️⃣"])
    }

    @Test func leavesOrdinaryDigitsAlone() {
        #expect(MarkedText("id=\"1 2 3\"").text == "id=\"1 2 3\"")
    }
}
