/// Small pieces of English that several rules' messages share.
enum Phrasing {
    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}

extension String {
    /// "Tab 1" → "tab 1", for a label in the middle of a sentence.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }

    /// "navigation controller" → "Navigation controller", at the start of a sentence.
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
