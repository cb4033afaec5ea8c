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
            libxml2 stopped, with everything libxml2 said there; warnings libxml2 gives for well-formed files are \
            reported at warning severity. A file that holds git's merge-conflict markers gets one error at the first \
            marker's line, which says so, with libxml2's message after it. A file that ends early (cut short by a copy, \
            a checkout or a full disk: everything in it is the start of a well-formed document) gets one error at its \
            last line that says it is truncated, with libxml2's words (which name what it was reading when the text \
            stopped) after it.
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
            Example(
                files: [
                    ExampleFile(
                        "Main.storyboard",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                            <scenes>
                                <scene sceneID="tabs-sce1️⃣n
                        """)
                ],
                expect: [
                    "1️⃣":
                        "error: File is truncated at line 4: it ends before its XML is complete (libxml2: AttValue: ' expected; attributes construct error; Couldn't find end of Start Tag scene)"
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
        let errors = file.xmlIssues.filter { $0.level == .error }
        guard let first = errors.first else {
            return file.xmlIssues.map { issue in
                diagnostic(
                    "XML parse error: \(issue.message)", at: SourceLocation(file: source, range: characterRange(at: issue.offset, in: source)),
                    severity: .warning)
            }
        }
        // libxml2 often says several things at the place it stopped: one finding gives them all.
        var seen = Set<String>()
        let detail = errors.map(\.message).filter { seen.insert($0).inserted }.joined(separator: "; ")
        if first.isTruncation {
            // The text stops before the document does: the file ends early, whatever libxml2 calls it ("Extra content
            // at the end of the document" from its push parser, an attribute or tag left open).
            let last = lastContentOffset(in: source)
            let line = source.lines.position(of: last, in: .utf8).line + 1
            return [
                diagnostic(
                    "File is truncated at line \(line): it ends before its XML is complete (libxml2: \(detail))",
                    at: SourceLocation(file: source, range: characterRange(at: last, in: source)))
            ]
        }
        return [diagnostic("XML parse error: \(detail)", at: SourceLocation(file: source, range: characterRange(at: first.offset, in: source)))]
    }

    /// The offset of the file's last character that is not white space: where a truncated file's text stops.
    private func lastContentOffset(in source: SourceFile) -> Int {
        let text = source.text
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard var last = text.lastIndex(where: { !isSpace($0) }) else { return 0 }
        while last > 0, text[last] & 0xC0 == 0x80 { last -= 1 }
        return last
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
