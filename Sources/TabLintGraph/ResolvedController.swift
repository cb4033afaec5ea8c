import TabLintModel
import TabLintSource

/// A controller together with the document it lives in (which may not be the document being linted).
package struct ResolvedController: Sendable {
    package let document: IBDocument
    package let controller: Controller

    package init(document: IBDocument, controller: Controller) {
        self.document = document
        self.controller = controller
    }

    package var source: SourceFile { document.source }

    /// A location in this controller's file.
    package func location(_ range: Range<Int>) -> SourceLocation {
        SourceLocation(file: document.source, range: range)
    }

    /// Whether two resolved controllers are the same object of the same file.
    package func isSame(as other: ResolvedController) -> Bool {
        controller.id == other.controller.id && document.source.isSameFile(as: other.document.source)
    }
}

/// The outcome of following a storyboard reference.
package enum ReferenceResolution: Sendable {
    case resolved(ResolvedController)
    /// `bundleIdentifier` names another bundle: TabLint does not look there.
    case otherBundle
    case missingStoryboard(name: String)
    /// The storyboard exists but is malformed or unsupported: its own diagnostics say why.
    case unreadableStoryboard(name: String, file: LoadedFile)
    case missingIdentifier(identifier: String, storyboard: IBDocument)
    case missingInitialController(storyboard: IBDocument)
    /// References that lead back to themselves.
    case cycle

    package var target: ResolvedController? {
        if case .resolved(let target) = self { return target }
        return nil
    }
}
