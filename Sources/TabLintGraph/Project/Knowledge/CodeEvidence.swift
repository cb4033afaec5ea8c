import TabLintCode
import TabLintSource

/// The facts a bundle's Swift and Objective-C code shows, for rules to weigh.
package struct CodeEvidence: Sendable {
    /// Whether TabLint read any source file of the bundle: without code, rules keep their IB-only judgement.
    package let hasCode: Bool
    package let facts: [CodeFact]
    /// The source files that facts point into, so findings can cite them.
    private let sources: [String: SourceFile]

    package init(hasCode: Bool, facts: [CodeFact], sources: [String: SourceFile]) {
        self.hasCode = hasCode
        self.facts = facts
        self.sources = sources
    }

    package static let none = CodeEvidence(hasCode: false, facts: [], sources: [:])

    /// The evidence of several bundles together.
    package init(merging parts: [CodeEvidence]) {
        var seen = Set<CodeFact>()
        self.hasCode = parts.contains { $0.hasCode }
        self.facts = parts.flatMap(\.facts).filter { seen.insert($0).inserted }
        self.sources = parts.reduce(into: [:]) { $0.merge($1.sources) { first, _ in first } }
    }

    /// Where a fact is, for related information.
    package func location(of fact: CodeFact) -> SourceLocation? {
        sources[fact.file].map { SourceLocation(file: $0, range: fact.range) }
    }

    /// `AppDelegate.swift:42` for messages.
    package func describe(_ fact: CodeFact) -> String {
        "\(ProjectInventory.lastComponent(fact.file)):\(fact.line)"
    }

    /// The app delegate opts in to UIKit state restoration.
    package var restorationOptIn: CodeFact? {
        facts.first { if case .restorationOptIn = $0.kind { return true } else { return false } }
    }

    /// The first write of the tab order or the selected tab to user defaults that keys it by `key`.
    package func persistence(by key: TabKey) -> CodeFact? {
        facts.first { fact in
            switch fact.kind {
            case .tabOrderPersisted(let written), .tabSelectionPersisted(let written): return written == key
            default: return false
            }
        }
    }

    /// Facts in the code of a class (`customClass`, module ignored).
    package func facts(inClass name: String, where matches: (CodeFactKind) -> Bool) -> [CodeFact] {
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        return facts.filter { $0.enclosingType == bare && matches($0.kind) }
    }
}
