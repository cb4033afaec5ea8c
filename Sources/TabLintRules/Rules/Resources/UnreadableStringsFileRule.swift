import TabLintCore
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// A `.strings` localization of the document that cannot be decoded.
struct UnreadableStringsFileRule: Rule {
    static let description = RuleDescription(
        id: "unreadable_strings_file",
        name: "Unreadable strings file",
        summary: "A .strings localization of the document cannot be decoded",
        rationale: """
            Interface Builder localizes a storyboard or xib with `*.lproj/<Name>.strings` files beside \
            `Base.lproj/<Name>.storyboard`. They are old-style property lists (`"key" = "value";`, comments, \
            escapes) in UTF-8 or UTF-16 with a byte-order mark. A file that cannot be decoded (a missing `;`, an \
            unterminated string, bytes in another encoding) is skipped at run time, so that language silently \
            shows the base texts, and TabLint cannot check the titles it translates. TabLint reads the \
            localizations of documents with a tab bar controller or tab bar item (and of the storyboards their \
            references name), the only texts it checks. The finding sits on the document's root element and \
            names the file; a note points at the line where decoding stopped.
            """,
        defaultSeverity: .warning,
        platforms: nil,
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <viewController id="feed" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" image="feed" id="feed-item"/>
                        </viewController>
                        """)),
                ExampleFile("de.lproj/Main.strings", "/* Empty: nothing to translate yet. */\n"),
                ExampleFile("fr.lproj/Main.strings", #""feed-item.title" = "Fil \"actualités\"";"#),
                ExampleFile("fr.lproj/Localizable.strings", "not a strings file, and not this document's"),
            ])
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        """
                        <?xml version="1.0" encoding="UTF-8"?>
                        <1️⃣document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
                            <scenes>
                                <scene sceneID="s1">
                                    <objects>
                                        <tabBarController id="tabs" sceneMemberID="viewController"/>
                                    </objects>
                                </scene>
                            </scenes>
                        </document>
                        """),
                    ExampleFile(
                        "de.lproj/Main.strings",
                        """
                        "feed.title" = "Neuigkeiten";
                        "profile.title" = "Profil"
                        "search.title" = "Suche";
                        """),
                ],
                expect: ["1️⃣": "warning: Localization 'de.lproj/Main.strings' cannot be read: missing ';' after the entry on line 2"])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        context.workspace.localizations(of: context.document.source).compactMap { table in
            guard let problem = table.problem else { return nil }
            return diagnostic(
                "Localization '\(table.displayName)' cannot be read: \(problem.message)",
                at: context.document.rootLocationInFile,
                related: [RelatedNote("Where decoding stopped", at: SourceLocation(file: table.source, range: problem.range))])
        }
    }
}
