import Foundation
import TabLintCore
import TabLintFixes
import TabLintServer
import TabLintSource
import Testing

@Suite struct FileFixerTests {
    private func file(_ bytes: [UInt8]) -> SourceFile { SourceFile(url: URL(fileURLWithPath: "/tmp/App/Main.storyboard"), bytes: bytes) }

    private func planned(_ title: String, _ edits: [SourceEdit]) -> Fixes.Planned {
        let source = edits[0].file
        let diagnostic = Diagnostic(
            ruleID: "rule", severity: .warning, message: title, location: SourceLocation(file: source, range: 0..<0))
        return Fixes.Planned(diagnostic: diagnostic, fix: PlannedFix(title: title, edits: edits))
    }

    @Test func skipsAFixThatOverlapsAnEarlierOne() {
        let source = file(Array("<a>\n<b/>\n<c/>\n</a>\n".utf8))
        let fixer = FileFixer([
            planned("first", [SourceEdit(file: source, range: 4..<9, text: "")]),
            planned("overlapping", [SourceEdit(file: source, range: 6..<7, text: "x"), SourceEdit(file: source, range: 9..<9, text: "<d/>\n")]),
            planned("apart", [SourceEdit(file: source, range: 11..<11, text: " id=\"c\"")]),
        ])
        #expect(fixer.applied.map(\.fix.title) == ["first", "apart"])
        #expect(fixer.conflicts.map(\.fix.title) == ["overlapping"])
        #expect(String(decoding: fixer.files[0].bytes, as: UTF8.self) == "<a>\n<c id=\"c\"/>\n</a>\n")
    }

    @Test func keepsCRLFAndTheByteOrderMark() {
        let source = file([0xEF, 0xBB, 0xBF] + Array("<a>\r\n</a>\r\n".utf8))
        let fixer = FileFixer([planned("insert", [SourceEdit(file: source, range: 3..<3, text: "\n    <b/>")])])
        #expect(fixer.files[0].bytes == [0xEF, 0xBB, 0xBF] + Array("<a>\r\n    <b/>\r\n</a>\r\n".utf8))
    }

    @Test func diffsTwoRoundsAsOne() {
        let lines = (1...20).map { "line \($0)\n" }.joined()
        let first = file(Array(lines.utf8))
        let round1 = FileFixer([planned("one", [SourceEdit(file: first, range: 0..<7, text: "LINE 1\nnew\n")])]).files[0]
        let second = file(round1.bytes)
        let offset = second.text.count - "line 20\n".count
        let round2 = FileFixer([planned("two", [SourceEdit(file: second, range: offset..<(offset + 8), text: "")])]).files[0]
        let both = round1.followed(by: round2)
        let diff = UnifiedDiff.diff(old: first.text, new: both.text, changes: both.changes, oldName: "a/f", newName: "b/f")
        #expect(
            diff == """
                --- a/f
                +++ b/f
                @@ -1,4 +1,5 @@
                -line 1
                +LINE 1
                +new
                 line 2
                 line 3
                 line 4
                @@ -17,4 +18,3 @@
                 line 17
                 line 18
                 line 19
                -line 20

                """)
    }
}
