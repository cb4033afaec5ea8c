import TabLintCore
import TabLintModel
import TabLintSource
import TabLintWorkspace

/// An Xcode project or Info.plist that cannot be read: TabLint falls back to the project folder.
struct UnreadableProjectFileRule: Rule {
    static let description = RuleDescription(
        id: "unreadable_project_file",
        name: "Unreadable project file",
        summary: "An Xcode project, Info.plist or shipped .strings file cannot be read",
        rationale: """
            TabLint reads `*.xcodeproj/project.pbxproj` for the project's targets (which bundle each document, \
            image and storyboard ships in) and each target's Info.plist for its entry points (main and launch \
            storyboards). A `project.pbxproj` with merge-conflict markers (`<<<<<<<`, `=======`, `>>>>>>>`, left \
            by a merge that took both sides) is not a property list any more: Xcode cannot open the project and \
            the app does not build, so that is an error at the first marker's line. A target's Info.plist (the \
            one its `INFOPLIST_FILE` names) that is not a property list dictionary is an error too; without an \
            Xcode project, a plist TabLint cannot read is only noted in the report's evidence (`unreadableFiles`). For a \
            project XcodeGen generates (an `.xcodeproj` committed without its `project.pbxproj`, beside the \
            `project.yml` it is made from), TabLint reads the spec instead: a `project.yml` (or a spec it includes) \
            that is not YAML, or that XcodeGen cannot make a project of (a target without `type` or `platform`), is \
            an error at its line, as `xcodegen generate` fails on it; with no `.xcodeproj` beside it, the file may be \
            another tool's, and is only noted (`unreadableFiles`). Either way TabLint goes on with the project \
            folder, as for a folder of IB files. A `.strings` or `.stringsdict` file that ships (a target lists it, or no \
            Xcode project is there to say) with merge-conflict markers is an error as well, whether or not an IB \
            document uses it: Xcode's build refuses it. A shipped `.strings` file that cannot be decoded (neither \
            UTF-8 nor UTF-16 with a byte order mark, and no property list) is a warning at its first bad line: its \
            strings may not load.
            """,
        defaultSeverity: .error,
        otherSeverities: [.warning],
        platforms: nil,
        passing: [
            Example(files: [
                ExampleFile("Main.storyboard", Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#)),
                ExampleFile(
                    "Info.plist",
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <plist version="1.0"><dict><key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
                    """),
            ])
        ],
        failing: [
            Example(
                files: [
                    ExampleFile("Main.storyboard", Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#)),
                    ExampleFile(
                        "App.xcodeproj/project.pbxproj",
                        """
                        // !$*UTF8*$!
                        {
                        	archiveVersion = 1;
                        1️⃣<<<<<<< HEAD
                        	objectVersion = 56;
                        =======
                        	objectVersion = 77;
                        >>>>>>> feature
                        	objects = {};
                        }
                        """),
                ],
                expect: ["1️⃣": "error: project.pbxproj has merge-conflict markers: Xcode cannot open it"]),
            Example(
                files: [
                    ExampleFile("Main.storyboard", Example.storyboard(#"<viewController id="home" sceneMemberID="viewController"/>"#)),
                    ExampleFile("App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "<Scheme version = \"1.7\"/>"),
                    ExampleFile(
                        "project.yml",
                        """
                        name: App
                        targets:
                          App:
                        1️⃣    type: application
                            sources: [App]
                        """),
                ],
                expect: ["1️⃣": "error: Target 'App' has no 'platform': XcodeGen cannot generate it"]),
        ])

    init(options: RuleOptions) {}

    func validate(project workspace: Workspace) -> [Diagnostic] {
        workspace.resources.knowledge.problems.map { problem in
            diagnostic(
                problem.message, at: SourceLocation(file: problem.file, range: problem.range), severity: problem.stopsTheBuild ? nil : .warning)
        }
    }
}
