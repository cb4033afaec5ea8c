import Foundation
import TabLintCode
import TabLintSource

/// What a bundle's Swift and Objective-C code shows, for rules to weigh. Each question reads and parses only the
/// files that can answer it (`CodeLibrary`), the first time it is asked; the answers are kept.
package struct CodeEvidence: Sendable {
    /// Whether the bundle has source files: without code, rules keep their IB-only judgement.
    package var hasCode: Bool { !paths.isEmpty }
    /// The bundle's Swift and Objective-C files, sorted.
    private let paths: [String]
    private let library: CodeLibrary?
    /// Answers computed so far, shared by the copies of one evidence value.
    private let answers = OnceTable<CodeQuestion, [CodeFact]>()

    init(paths: [String], library: CodeLibrary) {
        self.paths = Self.codeFiles(paths)
        self.library = library
    }

    /// The paths `CodeReader` reads (by extension: `FileExtension.isSource`).
    static func codeFiles(_ paths: [String]) -> [String] {
        paths.filter { FileExtension.of(ProjectInventory.lastComponent($0), leadingDot: false)?.isSource ?? false }
    }

    private init(paths: [String], library: CodeLibrary?) {
        self.paths = paths
        self.library = library
    }

    package static let none = CodeEvidence(paths: [], library: nil)

    /// The evidence of several bundles together.
    package init(merging parts: [CodeEvidence]) {
        self.init(paths: Array(Set(parts.flatMap(\.paths))).sorted(), library: parts.lazy.compactMap(\.library).first)
    }

    /// Where a fact is, for related information.
    package func location(of fact: CodeFact) -> SourceLocation? {
        library?.sourceFile(fact.file).map { SourceLocation(file: $0, range: fact.range) }
    }

    /// `AppDelegate.swift:42` for messages.
    package func describe(_ fact: CodeFact) -> String {
        "\(ProjectInventory.lastComponent(fact.file)):\(fact.line)"
    }

    /// The app delegate opts in to UIKit state restoration.
    package var restorationOptIn: CodeFact? {
        facts(answering: .restorationOptIn).first { if case .restorationOptIn = $0.kind { return true } else { return false } }
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

    /// Facts in the code of a class (`customClass`, module ignored).
    package func facts(inClass name: String, where matches: (CodeFactKind) -> Bool) -> [CodeFact] {
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        return facts(answering: .inClass(bare)).filter { $0.enclosingType == bare && matches($0.kind) }
    }

    /// The facts of the files that can answer `question`, in the order of the files.
    private func facts(answering question: CodeQuestion) -> [CodeFact] {
        guard let library, !paths.isEmpty else { return [] }
        let paths = self.paths
        return answers.value(for: question) { library.facts(in: paths, answering: $0) }
    }
}
