/// The valid name a misspelt one most likely meant (`disabled_rule` → `disabled_rules`), for configuration errors.
package enum NearestName {
    /// The candidate closest to `name` by edit distance (insertions, deletions, substitutions and swaps of two
    /// neighbouring characters, case ignored), when it is close enough to be a slip: at most a third of the longer
    /// name's length, and at least 2 edits allowed. A candidate that starts with `name`, or that `name` starts with
    /// (a name cut short or run on), counts too, and comes first. Ties go to the first candidate.
    package static func suggestion(for name: String, among candidates: [String]) -> String? {
        let typed = Array(name.lowercased())
        var best: (name: String, rank: (Int, Int))?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased())
            let distance = Self.distance(typed, other)
            let allowed = max(2, max(typed.count, other.count) / 3)
            let isPrefix = typed.count >= 4 && (other.starts(with: typed) || typed.starts(with: other))
            guard distance <= allowed || isPrefix else { continue }
            let rank = (isPrefix ? 0 : 1, distance)
            if best == nil || rank < best!.rank { best = (candidate, rank) }
        }
        return best?.name
    }

    /// " (did you mean 'x'?)" for a message, or "" when no candidate is close.
    package static func hint(for name: String, among candidates: [String]) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The optimal string alignment distance between `a` and `b`.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], before[j - 2] + 1)
                }
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
