import TabLintCore
import TabLintGraph
import TabLintModel
import TabLintSource

/// A storyboard reference whose storyboard, identifier or initial controller cannot be found.
struct UnresolvedStoryboardReferenceRule: Rule {
    static let description = RuleDescription(
        id: "unresolved_storyboard_reference",
        name: "Unresolved storyboard reference",
        summary: "A storyboard reference names a storyboard, identifier or initial controller that is not there",
        rationale: """
            A storyboard reference (`viewControllerPlaceholder`) is resolved when it is instantiated: \
            `<storyboardName>.storyboard` in the same bundle, then the controller whose storyboard identifier is \
            `referencedIdentifier`, else that storyboard's initial view controller. If any step fails the app \
            raises an exception the moment the tab or segue is used. TabLint looks for the storyboard anywhere \
            under the linted paths (`*.lproj` folders included); references into another bundle \
            (`bundleIdentifier`) are not checked.
            """,
        defaultSeverity: .error,
        platforms: nil,
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Privacy" id="ref" sceneMemberID="viewController"/>
                        """)),
                ExampleFile(
                    "Base.lproj/Settings.storyboard",
                    Example.storyboard(
                        """
                        <viewController storyboardIdentifier="Privacy" id="privacy" sceneMemberID="viewController"/>
                        """)),
            ]),
            Example(
                """
                <viewControllerPlaceholder storyboardName="Onboarding" bundleIdentifier="com.example.Kit" id="ref" sceneMemberID="viewController"/>
                """),
            Example(files: [
                ExampleFile(
                    "Main.storyboard",
                    Example.storyboard(
                        """
                        <viewControllerPlaceholder storyboardName="Checkout" id="ref" sceneMemberID="viewController"/>
                        """)),
                ExampleFile("Checkout.storyboard", "<document>\n<<<<<<< HEAD\n</document>\n"),
            ]),
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Main.storyboard",
                        Example.storyboard(
                            """
                            <viewControllerPlaceholder storyboardName="1️⃣Settings" id="ref1" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="2️⃣Editor" id="ref2" sceneMemberID="viewController"/>
                            <viewControllerPlaceholder storyboardName="3️⃣Profile" id="ref3" sceneMemberID="viewController"/>
                            """)),
                    ExampleFile(
                        "Profile.storyboard",
                        Example.storyboard(
                            """
                            <viewController storyboardIdentifier="Viewer" id="viewer" sceneMemberID="viewController"/>
                            """)),
                ],
                expect: [
                    "1️⃣": "error: Storyboard 'Settings' is not under the linted paths (no 'Settings.storyboard')",
                    "2️⃣": "error: Storyboard 'Profile' has no controller with storyboard identifier 'Editor'",
                    "3️⃣": "error: Storyboard 'Profile' has no initial view controller, and the reference names no identifier",
                ])
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        context.document.controllers.compactMap { controller -> Diagnostic? in
            guard let reference = controller.reference else { return nil }
            let nameAnchor = context.location(reference.storyboardName?.range ?? controller.location.nameRange)
            let name = reference.storyboardName?.value ?? context.document.source.baseName
            switch context.workspace.resolve(controller, in: context.document) {
            case .resolved, .otherBundle, .unreadableStoryboard:
                // An unreadable target has its own xml_parse_error or unsupported_document diagnostic.
                return nil
            case .missingStoryboard(let missing):
                let workspace = context.workspace
                if let (other, bundle) = workspace.storyboardInOtherTarget(named: missing, near: context.document.source) {
                    let mine = workspace.bundles(of: context.document.source).compactMap(\.targetName).map { "'\($0)'" }
                    let otherName = bundle.targetName.map { "'\($0)'" } ?? bundle.displayName
                    return diagnostic(
                        "Storyboard '\(missing)' is only in target \(otherName), not in target \(Phrasing.list(mine)) that ships this file: the reference fails at run time",
                        at: nameAnchor,
                        related: [
                            RelatedNote(
                                "'\(missing).storyboard' of target \(otherName)",
                                at: other.document?.rootLocationInFile ?? SourceLocation(file: other.source, range: 0..<0))
                        ],
                        objectID: controller.id)
                }
                if let elsewhere = workspace.files.first(where: { $0.source.baseName == missing && $0.source.fileName.hasSuffix(".storyboard") }) {
                    return diagnostic(
                        "Storyboard '\(missing)' is not in this file's project: the only '\(missing).storyboard' belongs to another project",
                        at: nameAnchor,
                        related: [
                            RelatedNote(
                                "'\(missing).storyboard' of another project",
                                at: elsewhere.document?.rootLocationInFile ?? SourceLocation(file: elsewhere.source, range: 0..<0))
                        ], objectID: controller.id)
                }
                return diagnostic(
                    "Storyboard '\(missing)' is not under the linted paths (no '\(missing).storyboard')",
                    at: nameAnchor, objectID: controller.id)
            case .missingIdentifier(let identifier, let storyboard):
                let anchor = context.location(reference.referencedIdentifier?.range ?? controller.location.nameRange)
                return diagnostic(
                    "Storyboard '\(name)' has no controller with storyboard identifier '\(identifier)'", at: anchor,
                    related: [RelatedNote("Storyboard '\(name)'", at: storyboard.rootLocationInFile)],
                    objectID: controller.id)
            case .missingInitialController(let storyboard):
                return diagnostic(
                    "Storyboard '\(name)' has no initial view controller, and the reference names no identifier",
                    at: nameAnchor, related: [RelatedNote("Storyboard '\(name)'", at: storyboard.rootLocationInFile)],
                    objectID: controller.id)
            case .cycle:
                return diagnostic(
                    "Storyboard reference '\(controller.displayName)' leads back to itself",
                    at: context.location(controller.location.nameRange), objectID: controller.id)
            }
        }
    }
}
