extension OpenStepPlist {
    /// The arena of the whole text: what `parse` reads, laid out in place (`PlistArena`).
    static func arena(_ bytes: [UInt8]) throws -> PlistArena {
        try read(bytes) { reader in
            reader.parser.skipByteOrderMark()
            return try reader.object(depth: 0)
        }
    }

    /// A strings file's table (decoded text, no byte-order mark skipped): its entries up to the end of the text, or
    /// one braced dictionary; the root is a dictionary node.
    static func stringsArena(_ bytes: [UInt8]) throws -> PlistArena {
        try read(bytes) { reader in
            // No byte-order mark is skipped: the caller gives decoded text, so one here is a second mark, which
            // Foundation rejects ("unexpected character '0xfeff'").
            guard reader.parser.skipSpaceAndComments() == UInt8(ascii: "{") else { return try reader.dictionary(depth: 0, toEnd: true) }
            let root = try reader.object(depth: 0)
            guard root.kind == .dictionary else { throw Unsupported(offset: reader.parser.index) }
            return root
        }
    }

    /// The arena of the root `readRoot` reads, which must end the text (but for space and comments).
    private static func read(_ bytes: [UInt8], _ readRoot: (inout ArenaReader) throws -> PlistArena.Node) throws -> PlistArena {
        // Node positions are 32-bit: a larger text is left to Foundation.
        guard bytes.count < Int(Int32.max) else { throw Unsupported(offset: 0) }
        return try bytes.withUnsafeBufferPointer { buffer in
            var reader = ArenaReader(parser: Parser(bytes: buffer))
            let root = try readRoot(&reader)
            guard reader.parser.skipSpaceAndComments() == nil else { throw Unsupported(offset: reader.parser.index) }
            return PlistArena(bytes: bytes, nodes: reader.nodes, root: root)
        }
    }

    /// The grammar of the old-style text, building nodes: a container's children wait on `pending` until it closes,
    /// then go to `nodes` together.
    private struct ArenaReader {
        var parser: Parser
        var nodes: [PlistArena.Node] = []
        var pending: [PlistArena.Node] = []

        init(parser: Parser) {
            self.parser = parser
            nodes.reserveCapacity(parser.bytes.count / 16)
        }

        mutating func object(depth: Int) throws -> PlistArena.Node {
            guard depth < OpenStepPlist.maximumDepth else { throw TooDeep() }
            guard let byte = parser.skipSpaceAndComments() else { throw Unsupported(offset: parser.index) }
            switch byte {
            case UInt8(ascii: "{"):
                parser.index += 1
                return try dictionary(depth: depth)
            case UInt8(ascii: "("):
                parser.index += 1
                return try array(depth: depth)
            default:
                guard let token = try parser.stringToken() else { throw Unsupported(offset: parser.index) }
                return Self.node(token)
            }
        }

        /// The entries after `{`, through the closing `}`; with `toEnd`, the entries up to the end of the text (a
        /// strings file's table, which has no braces).
        mutating func dictionary(depth: Int, toEnd: Bool = false) throws -> PlistArena.Node {
            let mark = pending.count
            while true {
                guard let byte = parser.skipSpaceAndComments() else {
                    if toEnd { return close(.dictionary, from: mark, count: (pending.count - mark) / 2) }
                    throw Unsupported(offset: parser.index)
                }
                if byte == UInt8(ascii: "}"), !toEnd {
                    parser.index += 1
                    return close(.dictionary, from: mark, count: (pending.count - mark) / 2)
                }
                guard let key = try parser.stringToken() else { throw Unsupported(offset: parser.index) }
                guard parser.skipSpaceAndComments() == UInt8(ascii: "=") else { throw Unsupported(offset: parser.index) }
                parser.index += 1
                let value = try object(depth: depth + 1)
                guard parser.skipSpaceAndComments() == UInt8(ascii: ";") else { throw Unsupported(offset: parser.index) }
                parser.index += 1
                // As CoreFoundation does, a repeated key keeps its last value (`PlistArena.value(_:in:)`).
                pending.append(Self.node(key))
                pending.append(value)
            }
        }

        private mutating func array(depth: Int) throws -> PlistArena.Node {
            let mark = pending.count
            while true {
                guard let byte = parser.skipSpaceAndComments() else { throw Unsupported(offset: parser.index) }
                if byte == UInt8(ascii: ")") {
                    parser.index += 1
                    return close(.array, from: mark, count: pending.count - mark)
                }
                pending.append(try object(depth: depth + 1))
                switch parser.skipSpaceAndComments() {
                case UInt8(ascii: ","): parser.index += 1
                case UInt8(ascii: ")"): continue
                default: throw Unsupported(offset: parser.index)
                }
            }
        }

        /// Moves a container's children from `pending` to `nodes`.
        private mutating func close(_ kind: PlistArena.Kind, from mark: Int, count: Int) -> PlistArena.Node {
            let start = nodes.count
            nodes.append(contentsOf: pending[mark...])
            pending.removeSubrange(mark...)
            return PlistArena.Node(kind: kind, start: Int32(start), count: Int32(count))
        }

        private static func node(_ token: Parser.StringToken) -> PlistArena.Node {
            PlistArena.Node(
                kind: token.escaped ? .escapedString : .string, start: Int32(token.range.lowerBound),
                count: Int32(token.range.count))
        }
    }
}
