/// When the code around a fact runs for a view controller, as UIKit runs it (`Docs/Rules.md`, "Which code runs").
///
/// A controller a storyboard or a nib makes is decoded: it runs `init(coder:)` (`initWithCoder:`) and
/// `awakeFromNib`, never `init()`, `init(nibName:bundle:)`, `init(style:)` or their Objective-C forms; one the
/// code makes runs those, never the decoder's. `viewDidLoad` (and `loadView`, `viewWillAppear`, …) runs only when
/// the controller's view first loads: for a tab other than the selected one, when the user first opens it.
package enum CodePhase: Sendable, Hashable {
    /// `init()`, `init(nibName:bundle:)`, `init(style:)`, `initWithNibName:bundle:`, `initWithStyle:`, `init`: runs
    /// only for a controller the code makes.
    case codeInitializer
    /// `init(coder:)`, `initWithCoder:`, `awakeFromNib`: runs only for a controller a storyboard or nib makes.
    case decoding
    /// `loadView`, `viewDidLoad`, `viewWillAppear`, `viewDidAppear` and their kin: runs once the view loads.
    case viewLoading
    /// Any other method, a property's initial value, a function outside the class.
    case other

    /// The phase of a Swift initializer with these argument labels (`nil` for an unlabeled parameter).
    package static func swiftInitializer(labels: [String?]) -> CodePhase {
        labels.first == "coder" ? .decoding : .codeInitializer
    }

    /// The phase of a Swift method of this name.
    package static func swiftMethod(_ name: String) -> CodePhase {
        if name == "awakeFromNib" { return .decoding }
        return viewLoadingMethods.contains(name) ? .viewLoading : .other
    }

    /// The phase of an Objective-C method with this selector.
    package static func objCMethod(_ selector: String) -> CodePhase {
        switch selector {
        case "initWithCoder:", "awakeFromNib": return .decoding
        case "init", "initWithNibName:bundle:", "initWithStyle:", "initWithCollectionViewLayout:", "initWithRootViewController:":
            return .codeInitializer
        default:
            let name = selector.split(separator: ":").first.map(String.init) ?? selector
            return viewLoadingMethods.contains(name) ? .viewLoading : .other
        }
    }

    private static let viewLoadingMethods: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
        "viewIsAppearing",
    ]

    /// Whether code of this phase runs for a controller made by a storyboard or nib (`decoded`) or by the code.
    package func runs(decoded: Bool) -> Bool {
        switch self {
        case .codeInitializer: return !decoded
        case .decoding: return decoded
        case .viewLoading, .other: return true
        }
    }
}
