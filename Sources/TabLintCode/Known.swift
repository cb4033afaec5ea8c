/// What the app's code tells of one thing a rule asks about (a tab's title or image, its item, a restoration
/// identifier): three answers, never two (`Docs/Rules.md`, "Three answers").
///
/// - `set`: the code gives it a value, here.
/// - `notSet`: the code that could give it one was read, and none does.
/// - `unknown`: the code touches it in a way TabLint cannot resolve (a call it cannot follow, a value from data, an
///   index it cannot work out), or the code that would tell was not found.
///
/// A finding that claims an absence (a blank tab, a missing image, a missing restoration identifier) needs `notSet`;
/// `unknown` makes it an info or nothing (`severity(claimingAbsence:)`), `set` makes it nothing.
package enum Known<Value: Sendable & Hashable>: Sendable, Hashable {
    case set(Value, at: CodeFact?)
    case notSet
    case unknown(because: CodeFact?)

    /// The value, when set.
    package var value: Value? {
        if case .set(let value, _) = self { return value }
        return nil
    }

    package var isSet: Bool { value != nil }

    package var isNotSet: Bool {
        if case .notSet = self { return true }
        return false
    }

    package var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    /// The code that sets it, or that TabLint could not resolve.
    package var fact: CodeFact? {
        switch self {
        case .set(_, let fact), .unknown(let fact): return fact
        case .notSet: return nil
        }
    }

    /// This answer where it says something, else `other`'s: what a later, weaker source (a scene's item under the
    /// code's) adds. `unknown` stays unknown: a later source cannot settle what the code leaves open.
    package func otherwise(_ other: @autoclosure () -> Known<Value>) -> Known<Value> {
        if case .notSet = self { return other() }
        return self
    }

    /// What two paths that both may run give (the branches of an `if`): set only when both set the same value, not
    /// set only when neither sets it.
    package func joined(with other: Known<Value>) -> Known<Value> {
        switch (self, other) {
        case (.notSet, .notSet): return .notSet
        case (.set(let one, let fact), .set(let two, _)) where one == two: return .set(one, at: fact)
        case (.set(_, let fact), _), (.unknown(let fact), _): return .unknown(because: fact)
        case (.notSet, .set(_, let fact)), (.notSet, .unknown(let fact)): return .unknown(because: fact)
        }
    }

    /// The same answer for another value type.
    package func map<Other>(_ transform: (Value) -> Other) -> Known<Other> {
        switch self {
        case .set(let value, let fact): return .set(transform(value), at: fact)
        case .notSet: return .notSet
        case .unknown(let fact): return .unknown(because: fact)
        }
    }
}

/// How sure a finding that claims an absence can be.
package enum AbsenceCertainty: Sendable, Equatable {
    /// Known not set: the finding keeps its severity.
    case certain
    /// Unknown: the finding is an info at most.
    case uncertain
    /// Set: no finding.
    case refuted

    /// The certainty of a claim that every one of `answers` is absent: refuted if any is set, uncertain if any is
    /// unknown, certain when all are known not set.
    package init<Value>(absent answers: Known<Value>...) {
        self.init(absentAll: answers)
    }

    package init<Value>(absentAll answers: [Known<Value>]) {
        if answers.contains(where: \.isSet) {
            self = .refuted
        } else if answers.contains(where: \.isUnknown) {
            self = .uncertain
        } else {
            self = .certain
        }
    }

    /// Both claims at once: the weaker of the two.
    package func and(_ other: AbsenceCertainty) -> AbsenceCertainty {
        switch (self, other) {
        case (.refuted, _), (_, .refuted): return .refuted
        case (.uncertain, _), (_, .uncertain): return .uncertain
        default: return .certain
        }
    }
}
