/// When to lint one open document: now when it is idle, else once the running lint ends, with only the
/// newest text (no timer: an idle server answers at once, a busy one skips stale versions). A pure value:
/// the server feeds it edits, dependency changes and finished lints, and does what it answers.
struct LintScheduler: Equatable, Sendable {
    /// What changed since the last lint; text needs a parse, dependencies only a lint.
    enum Change: Int, Comparable, Sendable {
        case dependencies, text

        static func < (lhs: Change, rhs: Change) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A lint to run: of the text at `version`, parsing it first or linting the parse already installed.
    struct Lint: Equatable, Sendable {
        let version: Int
        let parses: Bool
    }

    /// Where the document stands between its text and its diagnostics.
    enum State: Equatable, Sendable {
        /// The diagnostics are those of the newest text in the current workspace.
        case current
        /// Nothing runs, and something changed since the last lint.
        case due(Change)
        /// `lint` runs; `next` is what changed meanwhile (linted when it ends), `nil` when nothing did.
        case linting(Lint, next: Change?)
    }

    /// The version of the newest text.
    private(set) var version: Int
    private(set) var state: State

    /// A document just opened at `version`: its text is due.
    init(version: Int) {
        self.version = version
        self.state = .due(.text)
    }

    /// Parsed and linted at the newest version, with nothing left to do.
    var isCurrent: Bool { state == .current }

    /// The text changed to `version`.
    mutating func textChanged(to version: Int) {
        self.version = version
        note(.text)
    }

    /// A file the document depends on changed: lint again even though the text did not.
    mutating func dependenciesChanged() { note(.dependencies) }

    private mutating func note(_ change: Change) {
        switch state {
        case .current: state = .due(change)
        case .due(let due): state = .due(max(due, change))
        case .linting(let lint, let next): state = .linting(lint, next: max(next ?? change, change))
        }
    }

    /// The lint to start now, if one is due and none runs (and the workspace a lint needs is ready: the index,
    /// or the walk a document's closure is drawn from).
    mutating func start(indexReady: Bool) -> Lint? {
        guard indexReady, case .due(let change) = state else { return nil }
        let lint = Lint(version: version, parses: change == .text)
        state = .linting(lint, next: nil)
        return lint
    }

    /// `lint` ended. Returns whether it linted the newest text (else its diagnostics are stale and are not
    /// published); what changed meanwhile is now due. A lint that is not the running one (the document was
    /// opened again meanwhile) changes nothing and gives `nil`: its results are nobody's.
    mutating func finish(_ lint: Lint) -> Bool? {
        guard case .linting(let running, let next) = state, running == lint else { return nil }
        state = next.map { .due($0) } ?? .current
        return lint.version == version
    }
}
