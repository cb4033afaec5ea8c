import Testing

@testable import TabLintCode

@Test func tabKeyRawValues() {
    #expect(TabKey.className.rawValue == "className")
}
