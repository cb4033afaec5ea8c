import TabLintCode
import TabLintModel
import TabLintWorkspace

/// What the project says about a risk a rule judges (`Docs/Rules.md`, "Evidence").
package enum RestorationEvidence: Sendable {
    /// TabLint found no code for the document's app: rules keep their IB-only judgement.
    case unknown
    /// The app delegate opts in to UIKit state restoration.
    case optedIn(CodeFact)
    /// The app's code was read and never opts in: restoration identifiers are never used.
    case notOptedIn
}

extension LintContext {
    /// What the code of the document's bundles shows, as far as the evidence phase has answered.
    package var code: CodeEvidence { workspace.code(for: document.source, asked: asked) }

    /// Whether the app uses UIKit state restoration, as far as its code tells.
    package var restoration: RestorationEvidence {
        let code = code
        guard code.hasCode else { return .unknown }
        return code.restorationOptIn.map(RestorationEvidence.optedIn) ?? .notOptedIn
    }

    /// A related note that cites a fact of the app's code ("the app persists the tab order by title:
    /// TabOrder.swift:42").
    package func note(_ text: String, _ fact: CodeFact) -> [RelatedNote] {
        let code = code
        guard let location = code.location(of: fact) else { return [] }
        return [RelatedNote("\(text): \(code.describe(fact))", at: location)]
    }

    /// Whether code in the class of `controller` (or in `container`'s class) sets what a tab shows.
    package func setsInCode(_ controller: Controller?, container: Controller? = nil, _ matches: (CodeFactKind) -> Bool) -> CodeFact? {
        // Only custom classes have code of their own: without one, the app's code is not even read.
        let classes = [controller, container].compactMap { $0?.customClass?.value }
        guard !classes.isEmpty else { return nil }
        let code = code
        guard code.hasCode else { return nil }
        for custom in classes {
            if let fact = code.facts(inClass: custom, where: matches).first { return fact }
        }
        return nil
    }
}
