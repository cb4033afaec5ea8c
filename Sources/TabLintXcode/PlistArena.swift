#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A property list read in place: every value is a `Node` in one array, and a string is a range of the text, made
/// into a `String` only when a reader asks for it.
///
/// A `project.pbxproj` is tens of thousands of small dictionaries whose strings are mostly 24-character object ids.
/// As `PlistValue`s each id would be a `String` on the heap and each dictionary an array, all freed again once the
/// targets are read. Here a project is its bytes and two arrays: `PBXObjects` looks ids up by their bytes and the
/// target reader makes `String`s only for the paths, names and settings it keeps (`Reports/benchmarks.md`, "Speed
/// mechanisms kept", gives the measured saving).
///
/// `OpenStepPlist.arena(_:)` reads old-style text (the one grammar: `OpenStepPlist.parse` is its arena read out as
/// values, and `.strings` tables are read as arenas too); anything else comes from a `PlistValue` (`init(_:)`, for
/// what Foundation reads).
struct PlistArena: Sendable {
    enum Kind: UInt8, Sendable {
        /// `bytes[start..<start + count]` is the string's UTF-8.
        case string
        /// `bytes[start..<start + count]` is a quoted string's text with its escapes (checked when read).
        case escapedString
        /// `nodes[start..<start + count]` are the elements.
        case array
        /// `nodes[start..<start + 2 * count]` are the entries, key then value, in the text's order.
        case dictionary
        /// A number, boolean, date or data from Foundation's reader (`PlistValue.other`).
        case other
    }

    struct Node: Sendable {
        let kind: Kind
        let start: Int32
        let count: Int32
    }

    /// The text, or for a value built in memory its strings one after another.
    let bytes: [UInt8]
    let nodes: [Node]
    let root: Node

    init(bytes: [UInt8], nodes: [Node], root: Node) {
        self.bytes = bytes
        self.nodes = nodes
        self.root = root
    }

    /// The arena of a value read another way (Foundation's reader, a test's literal).
    init(_ value: PlistValue) {
        var builder = Builder()
        let root = builder.add(value)
        self.init(bytes: builder.bytes, nodes: builder.nodes, root: root)
    }

    /// Lays out a `PlistValue`: each container's children together, after those of the containers inside it.
    private struct Builder {
        var bytes: [UInt8] = []
        var nodes: [Node] = []

        mutating func add(_ value: PlistValue) -> Node {
            switch value {
            case .string(let text): return string(text)
            case .array(let values):
                let children = values.map { add($0) }
                return Node(kind: .array, start: Int32(place(children)), count: Int32(children.count))
            case .dictionary(let entries):
                var children: [Node] = []
                for entry in entries {
                    children.append(string(entry.key))
                    children.append(add(entry.value))
                }
                return Node(kind: .dictionary, start: Int32(place(children)), count: Int32(entries.entries.count))
            case .other:
                return Node(kind: .other, start: 0, count: 0)
            }
        }

        private mutating func string(_ text: String) -> Node {
            let start = bytes.count
            bytes.append(contentsOf: text.utf8)
            return Node(kind: .string, start: Int32(start), count: Int32(bytes.count - start))
        }

        private mutating func place(_ children: [Node]) -> Int {
            defer { nodes.append(contentsOf: children) }
            return nodes.count
        }
    }

    // MARK: Reading

    /// The string a node holds, or nil for an array or dictionary.
    func string(_ node: Node) -> String? {
        switch node.kind {
        case .string:
            return withBytes(of: node) { CommonWords.string($0) ?? String(decoding: $0, as: UTF8.self) }
        case .escapedString:
            // Checked when the text was read: decoding cannot fail.
            return bytes.withUnsafeBufferPointer { buffer in
                let token = OpenStepPlist.Parser.StringToken(
                    range: Int(node.start)..<Int(node.start + node.count), escaped: true, ascii: false)
                return try? OpenStepPlist.Parser.string(of: token, in: buffer)
            }
        case .array, .dictionary, .other:
            return nil
        }
    }

    /// `body` with a plain string node's UTF-8.
    func withBytes<Result>(of node: Node, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            body(UnsafeBufferPointer(rebasing: buffer[Int(node.start)..<Int(node.start + node.count)]))
        }
    }

    /// Whether a string node spells `text` (an escaped one is decoded first).
    func node(_ node: Node, spells text: StaticString) -> Bool {
        text.withUTF8Buffer { self.node(node, matches: $0, wholly: true) }
    }

    /// Whether a string node spells `text` (a key a reader is given as a `String`).
    func node(_ node: Node, spells text: String) -> Bool {
        var text = text
        return text.withUTF8 { self.node(node, matches: $0, wholly: true) }
    }

    /// Whether a string node starts with `prefix`.
    func node(_ node: Node, startsWith prefix: String) -> Bool {
        var prefix = prefix
        return prefix.withUTF8 { self.node(node, matches: $0, wholly: false) }
    }

    /// Whether a string node's text is `text` (`wholly`) or starts with it.
    private func node(_ node: Node, matches text: UnsafeBufferPointer<UInt8>, wholly: Bool) -> Bool {
        func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard wholly ? bytes.count == text.count : bytes.count >= text.count else { return false }
            return text.isEmpty || memcmp(bytes.baseAddress!, text.baseAddress!, text.count) == 0
        }
        switch node.kind {
        case .string:
            return withBytes(of: node, matches)
        case .escapedString:
            guard var decoded = string(node) else { return false }
            return decoded.withUTF8(matches)
        case .array, .dictionary, .other:
            return false
        }
    }

    /// The value of `key` in a dictionary node: its last entry's, as for `PlistDictionary`.
    func value(_ key: StaticString, in dictionary: Node) -> Node? {
        value(in: dictionary) { node($0, spells: key) }
    }

    /// The value of `key` in a dictionary node, for a key given as a `String`: its last entry's.
    func value(_ key: String, in dictionary: Node) -> Node? {
        value(in: dictionary) { node($0, spells: key) }
    }

    /// The value of the last entry whose key node `isKey`.
    private func value(in dictionary: Node, where isKey: (Node) -> Bool) -> Node? {
        guard dictionary.kind == .dictionary else { return nil }
        var index = Int(dictionary.start + 2 * dictionary.count)
        while index > Int(dictionary.start) {
            index -= 2
            if isKey(nodes[index]) { return nodes[index + 1] }
        }
        return nil
    }

    /// The elements of an array node (none for another kind).
    func elements(_ node: Node) -> ArraySlice<Node> {
        guard node.kind == .array else { return [] }
        return nodes[Int(node.start)..<Int(node.start + node.count)]
    }

    /// The entries of a dictionary node, key then value, in the text's order (none for another kind).
    func entries(_ dictionary: Node) -> [(key: Node, value: Node)] {
        guard dictionary.kind == .dictionary else { return [] }
        return stride(from: Int(dictionary.start), to: Int(dictionary.start + 2 * dictionary.count), by: 2).map {
            (nodes[$0], nodes[$0 + 1])
        }
    }

    /// A node as a `PlistValue` (the few nested values a reader keeps whole, such as build settings).
    func value(_ node: Node) -> PlistValue {
        switch node.kind {
        case .string, .escapedString:
            return .string(string(node) ?? "")
        case .array:
            return .array(elements(node).map { value($0) })
        case .dictionary:
            var result = PlistDictionary()
            result.reserveCapacity(Int(node.count))
            for (key, value) in entries(node) { result.append(key: string(key) ?? "", value: self.value(value)) }
            return .dictionary(result)
        case .other:
            return .other
        }
    }
}
