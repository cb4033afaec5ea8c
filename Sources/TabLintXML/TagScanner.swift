/// Finds start and end tags in UTF-8 XML text and records the byte ranges of tag names, attribute names
/// and attribute values.
///
/// libxml2 reports a line per node and nothing finer. Where its input is not the text (UTF-16, a byte order mark, an
/// encoding it converts) its positions cannot be mapped to the text, and ranges come from the bytes: the scanner does
/// not judge well-formedness (libxml2 does); it runs in lockstep with libxml2's SAX events over a document libxml2 is
/// accepting, skipping comments, processing instructions, CDATA sections and the document type declaration, so the
/// n-th start tag it finds is the n-th element libxml2 reports. Where libxml2's positions serve (`SAXBuilder`), the
/// scanner reads only a tag with an attribute value libxml2 decoded (`scanStartTag(at:)`).
struct TagScanner {
    struct AttributeToken {
        var nameRange: Range<Int>
        var valueRange: Range<Int>
    }

    struct StartTag {
        var range: Range<Int>
        var nameRange: Range<Int>
        var attributes: [AttributeToken]
        var isSelfClosing: Bool
    }

    enum Token {
        case start(StartTag)
        case end(range: Range<Int>, nameRange: Range<Int>)
        case endOfInput
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    /// The attribute array of the last start tag, emptied and filled again for the next one: a new array per tag
    /// would grow one attribute at a time, and that growth costs more than scanning the tags.
    private var attributeBuffer: [AttributeToken] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func next() -> Token {
        let count = bytes.count
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                // Text and indentation up to the next tag.
                index = bytes.firstOffset(of: UInt8(ascii: "<"), from: index) ?? count
                continue
            }
            let open = index
            if matches("<!--", at: open) {
                skip(past: "-->", from: open + 4)
            } else if matches("<![CDATA[", at: open) {
                skip(past: "]]>", from: open + 9)
            } else if matches("<!", at: open) {
                skipDeclaration(from: open + 2)
            } else if matches("<?", at: open) {
                skip(past: "?>", from: open + 2)
            } else if matches("</", at: open) {
                let nameStart = open + 2
                var cursor = nameStart
                while cursor < count, !isNameEnd(bytes[cursor]) { cursor += 1 }
                let nameRange = nameStart..<cursor
                while cursor < count, bytes[cursor] != UInt8(ascii: ">") { cursor += 1 }
                index = min(cursor + 1, count)
                return .end(range: open..<index, nameRange: nameRange)
            } else {
                return .start(scanStartTag(at: open))
            }
        }
        return .endOfInput
    }

    mutating func scanStartTag(at open: Int) -> StartTag {
        let count = bytes.count
        var cursor = open + 1
        let nameStart = cursor
        while cursor < count, !isNameEnd(bytes[cursor]) { cursor += 1 }
        let nameRange = nameStart..<cursor
        // Moved out of `attributeBuffer`, so that it is not shared and keeps its storage (the previous tag's copy
        // is gone by the time the parser asks for the next tag).
        var attributes = attributeBuffer
        attributeBuffer = []
        attributes.removeAll(keepingCapacity: true)
        var selfClosing = false
        while cursor < count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: ">") {
                cursor += 1
                break
            }
            if byte == UInt8(ascii: "/"), cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: ">") {
                selfClosing = true
                cursor += 2
                break
            }
            if Self.isSpace(byte) || byte == UInt8(ascii: "/") {
                cursor += 1
                continue
            }
            // An attribute: name, optional spaces, '=', optional spaces, quoted value.
            let attributeNameStart = cursor
            while cursor < count, !isNameEnd(bytes[cursor]) && bytes[cursor] != UInt8(ascii: "=") { cursor += 1 }
            let attributeName = attributeNameStart..<cursor
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == UInt8(ascii: "=") else {
                if cursor == attributeNameStart { cursor += 1 }
                continue
            }
            cursor += 1
            while cursor < count, Self.isSpace(bytes[cursor]) { cursor += 1 }
            guard cursor < count, bytes[cursor] == UInt8(ascii: "\"") || bytes[cursor] == UInt8(ascii: "'") else { continue }
            let quote = bytes[cursor]
            let valueStart = cursor + 1
            cursor = valueStart
            cursor = bytes.firstOffset(of: quote, from: cursor) ?? count
            attributes.append(AttributeToken(nameRange: attributeName, valueRange: valueStart..<cursor))
            cursor = min(cursor + 1, count)
        }
        index = cursor
        attributeBuffer = attributes
        return StartTag(range: open..<cursor, nameRange: nameRange, attributes: attributes, isSelfClosing: selfClosing)
    }

    /// Skips `<!DOCTYPE …>` including an internal subset, whose declarations may hold quoted `>` and comments.
    private mutating func skipDeclaration(from start: Int) {
        let count = bytes.count
        var cursor = start
        var depth = 0
        while cursor < count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                cursor += 1
                while cursor < count, bytes[cursor] != byte { cursor += 1 }
            } else if byte == UInt8(ascii: "<"), matches("<!--", at: cursor) {
                index = cursor
                skip(past: "-->", from: cursor + 4)
                cursor = index
                continue
            } else if byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "]") {
                depth -= 1
            } else if byte == UInt8(ascii: ">"), depth <= 0 {
                index = cursor + 1
                return
            }
            cursor += 1
        }
        index = count
    }

    private mutating func skip(past terminator: StaticString, from start: Int) {
        let count = bytes.count
        var cursor = start
        let first = terminator.utf8Start.pointee
        while cursor < count {
            if bytes[cursor] == first, matches(terminator, at: cursor) {
                index = cursor + terminator.utf8CodeUnitCount
                return
            }
            cursor += 1
        }
        index = count
    }

    private func matches(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard offset + length <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for step in 0..<length where bytes[offset + step] != pointer[step] { return false }
        return true
    }

    /// XML's white space (`S`): what separates a tag's name, attributes, `=` and values (also for `SAXBuilder`).
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Letters, and every byte above `>`, end no name: one comparison for most of a name's bytes.
    @inline(__always) private func isNameEnd(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ">") && (Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/"))
    }
}
