import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

@Suite struct XMLErrorTests {
    private func parse(_ text: String) -> XMLDocument {
        XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Bad.storyboard"), text: text))
    }

    @Test func reportsLibxml2LineAndColumnForAMismatchedTag() throws {
        let document = parse("<document>\n  <scenes>\n    <scene>\n  </scenes>\n</document>\n")
        #expect(!document.isWellFormed)
        let issue = try #require(document.issues.first)
        #expect(issue.level == .error)
        #expect(issue.message.contains("Opening and ending tag mismatch: scene line 3 and scenes"))
        #expect(issue.line == 4)
        #expect(issue.column == 12)
        #expect(document.source.position(of: issue.offset, in: .utf32) == SourcePosition(line: 3, column: 11))
    }

    @Test func reportsConflictMarkersLeftByAMerge() {
        let document = parse("<document>\n<<<<<<< HEAD\n<scene/>\n=======\n<scene/>\n>>>>>>> branch\n</document>\n")
        #expect(!document.isWellFormed)
        #expect(document.issues.first?.line == 2)
    }

    @Test func reportsInvalidUTF8() {
        let bytes: [UInt8] = Array("<document title=\"".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)
        let document = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/test/Bad.xib"), bytes: bytes))
        #expect(!document.isWellFormed)
        #expect(document.issues.contains { $0.level == .error })
    }

    /// A document that is the start of a well-formed one says so on every issue, whatever libxml2's message; one
    /// broken before its end (a mismatched tag, even on its last line; a conflict marker) does not.
    @Test func issuesOfADocumentCutShortAreTruncations() {
        for text in [
            "<document><scenes><scene sceneID=\"a", "<document><scenes><scene sceneID=\"a\">\n  ", "<?xml version=\"1.0\" enc",
            "<document><scenes></sc", "<document><scenes/>",
        ] {
            let document = parse(text)
            #expect(!document.isWellFormed, "\(text)")
            #expect(!document.issues.isEmpty && document.issues.allSatisfy(\.isTruncation), "\(text): \(document.issues)")
        }
        for text in [
            "<document>\n  <scenes>\n</document>\n", "<document>\n  <scenes>\n</document>", "<document>\n<<<<<<< HEAD\n</document>\n",
            "<document/><extra/>",
        ] {
            let document = parse(text)
            #expect(!document.isWellFormed, "\(text)")
            #expect(!document.issues.isEmpty && !document.issues.contains(where: \.isTruncation), "\(text): \(document.issues)")
        }
        #expect(parse("<document/>\n").issues.isEmpty)
    }

    @Test func aTruncatedDocumentIsNotWellFormed() {
        let document = parse("<document><scenes><scene sceneID=\"a\">")
        #expect(!document.isWellFormed)
        #expect(!document.issues.isEmpty)
        #expect(document.elements.count == 3)
        #expect(document.elements.allSatisfy { $0.range.upperBound <= document.source.text.count })
    }
}
