import TabLintCore
import TabLintModel
import TabLintSource

/// A `.storyboard` or `.xib` that is not an Interface Builder document: empty, binary, or other XML.
struct UnsupportedDocumentRule: Rule {
    static let description = RuleDescription(
        id: "unsupported_document",
        name: "Unsupported document",
        summary: "The file is not an Interface Builder document TabLint can read",
        rationale: """
            A file named like an Interface Builder document that is empty, binary (a compiled nib, say) or XML \
            of another kind is either a mistake or something Xcode will not compile. TabLint says so instead of \
            skipping it silently, and goes on with the other files.
            """,
        defaultSeverity: .warning,
        platforms: nil,
        passing: [
            Example(files: [ExampleFile("View.xib", Example.xib(#"<viewController id="vc1"/>"#))])
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "View.xib",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <1️⃣plist version="1.0"><dict/></plist>
                        """)
                ], expect: ["1️⃣": "warning: Not an Interface Builder document: the root element is <plist>, not <document> or <archive>"]),
            Example(
                files: [ExampleFile("Empty.storyboard", "1️⃣\n")],
                expect: ["1️⃣": "warning: File is empty: an Interface Builder document has a <document> or <archive> root"]),
        ])

    init(options: RuleOptions) {}

    func validate(file: LoadedFile) -> [Diagnostic] {
        guard case .unsupported(let problem) = file.outcome else { return [] }
        return [diagnostic(problem.message, at: SourceLocation(file: file.source, range: problem.range))]
    }
}
