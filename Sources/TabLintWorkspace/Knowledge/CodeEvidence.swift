import Synchronization
import TabLintCode
import TabLintSource

/// What the code of a document's bundles shows, as far as the evidence phase has answered: what rules weigh.
///
/// Rules only look answers up. A question the evidence phase was not asked yet is answered "nothing found" and
/// noted in the lint's `CodeQuestions`; the linter then has the evidence phase answer every noted question and
/// lints the documents that asked again (`Linter.lint`), so a finding never rests on an unanswered question.
package struct CodeEvidence: Sendable {
    private let bundles: [Int]
    private let index: CodeIndex
    private let asked: CodeQuestions?

    package init(bundles: [Int], index: CodeIndex, asked: CodeQuestions?) {
        self.bundles = bundles
        self.index = index
        self.asked = asked
    }

    /// No bundle is known: no code.
    package static let none = CodeEvidence(bundles: [], index: CodeIndex(), asked: nil)

    /// Whether the bundles have source files: without code, rules keep their IB-only judgement. Unanswered, it is
    /// taken as true, so that the questions that code would raise are noted too.
    package var hasCode: Bool {
        guard !bundles.isEmpty else { return false }
        guard let paths = index.paths(of: bundles) else {
            asked?.note(bundles: bundles)
            return true
        }
        return !paths.isEmpty
    }

    /// Where a fact is, for related information.
    package func location(of fact: CodeFact) -> SourceLocation? {
        index.text(of: fact.file).map { SourceLocation(file: $0, range: fact.range) }
    }

    /// `AppDelegate.swift:42` for messages.
    package func describe(_ fact: CodeFact) -> String {
        "\(ProjectInventory.lastComponent(fact.file)):\(fact.line)"
    }

    /// The app delegate opts in to UIKit state restoration.
    package var restorationOptIn: CodeFact? {
        facts(answering: .restorationOptIn).first
    }

    /// The first write of the tab order or the selected tab to user defaults that keys it by `key`.
    package func persistence(by key: TabKey) -> CodeFact? {
        facts(answering: .persistence).first { fact in
            switch fact.kind {
            case .tabOrderPersisted(let written), .tabSelectionPersisted(let written): return written == key
            default: return false
            }
        }
    }

    /// The first write of the tab order to user defaults keyed otherwise than by index (by title, class, tag…): an
    /// app that saves the user's order does so to restore it.
    package var orderPersistedByKey: CodeFact? {
        facts(answering: .persistence).first { fact in
            if case .tabOrderPersisted(let key) = fact.kind { return key != .index }
            return false
        }
    }

    /// The first place the code makes a controller from a storyboard by this storyboard identifier.
    package func instantiation(ofIdentifier identifier: String) -> CodeFact? {
        facts(answering: .instantiation(identifier: identifier)).first
    }

    /// Every tab bar the code builds (`tabBarBuilt`), in the order of the files.
    package var tabBarsBuilt: [CodeFact] { facts(answering: .tabBarsBuilt) }

    /// Where the code declares a class (`customClass`, module ignored), with its superclass: read from the bytes of
    /// every source file of the bundles, whatever words it holds (the fact has no position of its own).
    package func declaration(ofClass name: String) -> CodeFact? {
        facts(answering: .declaration(CodeFact.typeName(name))).first { if case .classDeclared = $0.kind { true } else { false } }
    }

    /// Where the code of a class (`customClass`, module ignored) sets its own `hidesBottomBarWhenPushed` to true, also
    /// in files that name nothing about tabs.
    package func hidesBottomBarSets(inClass name: String) -> [CodeFact] {
        facts(answering: .hidesBottomBarInClass(CodeFact.typeName(name)))
    }

    /// Every change the code makes to a tab's item, in whatever class.
    package var tabItemChanges: [CodeFact] { facts(answering: .tabItems) }

    /// Every place the code draws a tab bar's look itself (`TabBarDrawing`).
    package var tabBarDrawings: [CodeFact] { facts(answering: .tabBarDrawing) }

    /// Every selection of a tab by index (`selectedIndex = …`).
    package var selectedIndexSets: [CodeFact] { facts(answering: .selectedIndex) }

    /// Every assignment of `customizableViewControllers`.
    package var customizableSets: [CodeFact] { facts(answering: .customizable) }

    /// The titles the code of a class (`customClass`, module ignored) gives its controller (`controllerTitleSet`),
    /// also from files that name nothing about tabs.
    package func titles(inClass name: String) -> [CodeFact] {
        facts(answering: .titlesInClass(CodeFact.typeName(name)))
    }

    /// Facts in the code of a class (`customClass`, module ignored).
    package func facts(inClass name: String, where matches: (CodeFactKind) -> Bool) -> [CodeFact] {
        facts(answering: .inClass(CodeFact.typeName(name))).filter { matches($0.kind) }
    }

    /// The facts of the files that can answer `question`, in the order of the files.
    private func facts(answering question: CodeQuestion) -> [CodeFact] {
        guard !bundles.isEmpty else { return [] }
        let key = CodeIndex.Key(bundles: bundles, question: question)
        if let answer = index.answer(key) { return answer }
        asked?.note(key)
        return []
    }
}

/// The questions a lint asked that the evidence phase had not answered: filled by rules through `CodeEvidence`,
/// read by the linter once the document's rules have run.
package final class CodeQuestions: Sendable {
    private let state: Mutex<(keys: Set<CodeIndex.Key>, bundles: Set<[Int]>)>

    package init() { state = Mutex(([], [])) }

    /// Every question of `parts`.
    package init(merging parts: [CodeQuestions]) {
        var merged: (keys: Set<CodeIndex.Key>, bundles: Set<[Int]>) = ([], [])
        for part in parts {
            let asked = part.asked
            merged.keys.formUnion(asked.keys)
            merged.bundles.formUnion(asked.bundles)
        }
        state = Mutex(merged)
    }

    func note(_ key: CodeIndex.Key) {
        state.withLock {
            _ = $0.keys.insert(key)
            _ = $0.bundles.insert(key.bundles)
        }
    }

    func note(bundles: [Int]) { state.withLock { _ = $0.bundles.insert(bundles) } }

    /// What was asked: the questions, and every bundle set they or `hasCode` named.
    package var asked: (keys: Set<CodeIndex.Key>, bundles: Set<[Int]>) { state.withLock { $0 } }

    package var isEmpty: Bool { state.withLock { $0.bundles.isEmpty } }
}
