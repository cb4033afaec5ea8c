import TabLintCore
import TabLintModel
import TabLintSource

/// libxml2 rejected the file: it is not well-formed XML, so Xcode cannot open or compile it either.
struct XMLParseErrorRule: Rule {
    static let description = RuleDescription(
        id: "xml_parse_error",
        name: "XML parse error",
        summary: "The file is not well-formed XML",
        rationale: """
            Interface Builder files are XML. A file libxml2 rejects (often after a bad merge) cannot be opened by \
            Xcode or compiled by ibtool, and TabLint cannot check anything else in it. The diagnostic sits where \
            libxml2 stopped; warnings libxml2 gives for well-formed files are reported at warning severity. A file \
            that holds git's merge-conflict markers gets one error at the first marker's line, which says so, with \
            libxml2's message after it.
            """,
        defaultSeverity: .error,
        otherSeverities: [.warning],
        platforms: nil,
        passing: [
            Example(files: [ExampleFile("Main.storyboard", Example.storyboard(#"<viewController id="vc1" sceneMemberID="viewController"/>"#))])
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Main.storyboard",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <scenes>
                                <scene sceneID="s1">
                                    <objects>
                                        <viewController id="vc1" sceneMemberID="viewController">
                                    </objects>1️⃣
                                </scene>
                            </scenes>
                        </document>
                        """)
                ],
                expect: ["1️⃣": "error: XML parse error: Opening and ending tag mismatch: viewController line 6 and objects"]),
            Example(
                files: [
                    ExampleFile(
                        "Main.storyboard",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <scenes>
                        1️⃣<<<<<<< HEAD
                                <scene sceneID="s1"/>
                        =======
                                <scene sceneID="s2"/>
                        >>>>>>> feature
                            </scenes>
                        </document>
                        """)
                ],
                expect: [
                    "1️⃣":
                        "error: Merge conflict markers: Xcode cannot read this file (XML parse error: StartTag: invalid element name, line 4)"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(file: LoadedFile) -> [Diagnostic] {
        let source = file.source
        if let first = file.xmlIssues.first(where: { $0.level == .error }),
            let line = MergeConflictScanner.firstMarkerLine(in: source.text)
        {
            let start = source.lines.offset(of: SourcePosition(line: line - 1, column: 0), in: .utf8)
            return [
                diagnostic(
                    "Merge conflict markers: Xcode cannot read this file (XML parse error: \(first.message), line \(first.line))",
                    at: SourceLocation(file: source, range: start..<source.lines.lineContentEnd(line - 1)))
            ]
        }
        return file.xmlIssues.map { issue in
            diagnostic(
                "XML parse error: \(issue.message)", at: SourceLocation(file: file.source, range: characterRange(at: issue.offset, in: file.source)),
                severity: issue.level == .error ? .error : .warning)
        }
    }

    /// The character at `offset` (empty at the end of a line or of the file).
    private func characterRange(at offset: Int, in source: SourceFile) -> Range<Int> {
        let text = source.text
        guard offset < text.count, text[offset] != 0x0A, text[offset] != 0x0D else { return offset..<offset }
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        return offset..<end
    }
}
