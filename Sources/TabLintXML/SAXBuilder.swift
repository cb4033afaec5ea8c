import Foundation
import TabLintSource

#if canImport(Darwin)
    import libxml2
#else
    import CLibXML2
#endif

/// Receives libxml2's SAX2 events for one document and builds the element array with exact ranges: from libxml2's
/// own positions when its input is the text (`RangeSource.positions`), else from a `TagScanner` that walks the text in
/// step with the events.
///
/// A struct that `XMLParser.parse` keeps in memory it allocates, and the SAX callbacks reach through libxml2's
/// user-data pointer: its fields are then accessed in place, with none of the run-time exclusivity checks a
/// class's stored properties pay on every access.
struct SAXBuilder {
    let source: SourceFile
    /// Walks the same bytes as libxml2 (a value that advances); `nil` only for a document that is never parsed
    /// (too large). Given at `init`, never replaced.
    private(set) var scanner: TagScanner?
    /// The bytes the scanner walks (empty without one), kept apart so that reading them copies no scanner.
    private let bytes: UnsafeBufferPointer<UInt8>
    var context: xmlParserCtxtPtr?
    var elements: [XMLElement] = []
    /// Every element's attributes, and the values that are not written as they are in the text (`storeValue`).
    private let attributes: AttributeTable
    var issues: [XMLIssue] = []
    var hasDocumentTypeDeclaration = false
    private var stack: [Int] = []
    /// The character data of each open element, by depth. A level's buffer is emptied, not freed, when the next
    /// element at that depth starts: most elements hold only indentation, and a new buffer for each would cost an
    /// allocation and a free per element.
    private var textBuffers: [[UInt8]] = []
    private var names = NameCache()
    /// Set when the ranges found disagree with what libxml2 read (never for a document libxml2 accepts); ranges then
    /// fall back to whole lines.
    private(set) var rangesAreExact = true
    /// Where ranges come from, decided at the first element (`RangeSource`).
    private var rangeSource = RangeSource.undecided
    /// In `positions`: the offset just past the last tag located, where the search for the next start tag begins
    /// (`locateStartTag`).
    private var afterLastTag = 0
    private static let maximumIssues = 50
    /// Deepest nesting accepted: libxml2's own default limit, enforced here because libxml2's push parser
    /// does not apply it. Interface Builder files nest a few dozen levels at most.
    static let maximumDepth = 256
    /// The most elements reserved up front (`init`).
    static let maximumReservedElements = 1 << 16
    /// Set when the builder stopped the parser (too deep): the document is then not well-formed.
    private(set) var stopped = false
    /// The bytes libxml2 parses are the text the scanner walks (`TextDecoding` passed a UTF-8 file without a byte order
    /// mark through unchanged), so that a place in libxml2's input is the same place in the text (`storeValue`).
    private let inputIsText: Bool

    /// `scanning` makes the scanner find every range even where libxml2's positions could (`RangeSource`): the tests
    /// check that both give the same ranges.
    init(source: SourceFile, scanner: TagScanner?, scanning: Bool = false) {
        self.source = source
        self.scanner = scanner
        bytes = scanner?.bytes ?? UnsafeBufferPointer(start: nil, count: 0)
        if scanning { rangeSource = .scanning }
        attributes = AttributeTable(text: scanner == nil ? [] : source.text)
        inputIsText = source.encoding == .utf8
        // Interface Builder files hold an element per 80 to 150 bytes (median 119 over the real-world corpus; 92 in the
        // generated projects, whose ids are Xcode's 10 characters): room for an element per 80 bytes up front spares
        // nearly every document copying the array as it grows. Capped, so that a huge file of mostly text reserves no
        // more than a 5 MB storyboard's worth; the array grows past it as it must. Pages reserved and never written
        // are never faulted in.
        let reserved = min(source.bytes.count / 80, Self.maximumReservedElements)
        elements.reserveCapacity(reserved)
        // Four attributes an element: the real-world corpus has 3.4 on average (median 3), the generated projects 4.1
        // (an element per 92 bytes), so documents fill this array without growing it.
        attributes.stored.reserveCapacity(reserved * 4)
    }

    /// The builder `XMLParser.parse` handed libxml2 as user data.
    static func from(_ userData: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<SAXBuilder> {
        userData!.assumingMemoryBound(to: SAXBuilder.self)
    }

    mutating func startElement(
        localName: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?, attributeCount: Int,
        attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    ) {
        guard let localName, !stopped else { return }
        guard stack.count < Self.maximumDepth else {
            stopped = true
            let line = Int(context?.pointee.input?.pointee.line ?? 0)
            let offset = line > 0 ? source.lines.start(ofLine: min(line - 1, source.lines.lineCount - 1)) : 0
            issues.append(
                XMLIssue(
                    level: .error, message: "Excessive depth in document: more than \(Self.maximumDepth) nested elements",
                    line: line, column: 1, offset: offset, code: Int(XML_ERR_INTERNAL_ERROR.rawValue)))
            if let context { xmlStopParser(context) }
            return
        }
        let name = names.name(localName: localName, prefix: prefix)
        let line = Int(context?.pointee.input?.pointee.line ?? 0)
        if rangeSource == .undecided { rangeSource = inputIsText && !bytes.isEmpty && Self.cursor(context) != nil ? .positions : .scanning }
        // In `positions` the tag is located from libxml2's cursor (`located`) and its attributes one by one; the
        // scanner reads it (`tag`) only when an attribute cannot be located. In `scanning` the scanner reads every tag.
        var located: LocatedTag?
        var tag: TagScanner.StartTag?
        var window: InputWindow?
        if rangeSource == .positions {
            if rangesAreExact, let (offset, input) = Self.cursor(context),
                let found = Self.locateStartTag(bytes, at: offset, after: afterLastTag, prefix, localName, nameLength: name.utf8.count)
            {
                located = found
                window = input
                afterLastTag = found.range.upperBound
            } else {
                rangesAreExact = false
            }
        } else if rangesAreExact, case .start(let scanned)? = scanner?.next(), Self.bytesEqual(bytes, scanned.nameRange, prefix, localName) {
            tag = scanned
        } else {
            rangesAreExact = false
        }
        // Whole-line ranges, for tags and attributes the scanner did not find (made only when one is missing;
        // an inout cache, not a closure over it, so that the compiler needs no run-time exclusivity check).
        var fallbackRange: Range<Int>?
        let input = inputIsText ? window ?? context?.pointee.input.flatMap(InputWindow.init) : nil
        let firstAttribute = self.attributes.stored.count
        if let attributes {
            for number in 0..<attributeCount {
                let base = number * 5
                guard let attributeLocal = attributes[base], let start = attributes[base + 3], let end = attributes[base + 4]
                else { continue }
                let attributePrefix = attributes[base + 1]
                let value = UnsafeBufferPointer(start: start, count: end - start)
                let attributeName = names.name(localName: attributeLocal, prefix: attributePrefix)
                var token: TagScanner.AttributeToken?
                if tag == nil, let located, let window {
                    token = Self.locateAttribute(
                        bytes, value, window: window, in: located.range, attributePrefix, attributeLocal, nameLength: attributeName.utf8.count)
                    // A value libxml2 decoded comes from a buffer of its own: the scanner reads the tag.
                    if token == nil { tag = scanner?.scanStartTag(at: located.range.lowerBound) }
                }
                if token == nil, let tokens = tag?.attributes {
                    // libxml2 reports attributes in the order of the text, so the scanner's token at the same place is
                    // nearly always the one; search the others only when it is not.
                    if number < tokens.count, Self.bytesEqual(bytes, tokens[number].nameRange, attributePrefix, attributeLocal) {
                        token = tokens[number]
                    } else {
                        token = tokens.first { Self.bytesEqual(bytes, $0.nameRange, attributePrefix, attributeLocal) }
                    }
                }
                let stored = storeValue(value, writtenAt: token?.valueRange, input: input)
                self.attributes.stored.append(
                    StoredAttribute(
                        name: attributeName, value: stored,
                        nameRange: token?.nameRange ?? fallback(&fallbackRange, line),
                        valueRange: token?.valueRange ?? fallback(&fallbackRange, line)))
            }
        }
        let tagRange = located?.range ?? tag?.range
        let index = elements.count
        let parent = stack.last
        elements.append(
            XMLElement(
                name: name, attributes: XMLAttributes(table: self.attributes, bounds: firstAttribute..<self.attributes.stored.count),
                parent: parent, nameRange: located?.nameRange ?? tag?.nameRange ?? fallback(&fallbackRange, line),
                startTag: tagRange ?? fallback(&fallbackRange, line), range: tagRange ?? fallback(&fallbackRange, line),
                isSelfClosing: located?.isSelfClosing ?? tag?.isSelfClosing ?? false, line: line))
        stack.append(index)
        if stack.count > textBuffers.count {
            textBuffers.append([])
        } else {
            textBuffers[stack.count - 1].removeAll(keepingCapacity: true)
        }
    }

    /// The whole line `line` as a range, made once per element (`cache`).
    private func fallback(_ cache: inout Range<Int>?, _ line: Int) -> Range<Int> {
        if let cache { return cache }
        let range = lineRange(line)
        cache = range
        return range
    }

    mutating func endElement() {
        guard !stopped, let index = stack.popLast() else { return }
        let text = textBuffers[stack.count]
        if !elements[index].isSelfClosing, rangesAreExact {
            // libxml2 reports an end tag once past its `>`.
            if rangeSource == .positions {
                if let (end, _) = Self.cursor(context), end > 0, end <= bytes.count, bytes[end - 1] == UInt8(ascii: ">") {
                    elements[index].range = elements[index].startTag.lowerBound..<end
                    afterLastTag = end
                } else {
                    rangesAreExact = false
                }
            } else if case .end(let range, _)? = scanner?.next() {
                elements[index].range = elements[index].startTag.lowerBound..<range.upperBound
            } else {
                rangesAreExact = false
            }
        }
        if !text.isEmpty, text.contains(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }) {
            elements[index].text = String(decoding: text, as: UTF8.self)
        }
        elements[index].subtreeEnd = elements.count
    }

    mutating func characters(_ characters: UnsafePointer<xmlChar>?, length: Int) {
        guard let characters, length > 0, !stack.isEmpty else { return }
        textBuffers[stack.count - 1].append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
    }

    mutating func report(_ error: xmlError) {
        guard issues.count < Self.maximumIssues else { return }
        let level: XMLIssue.Level = error.level.rawValue >= XML_ERR_ERROR.rawValue ? .error : .warning
        var message = error.message.map { String(cString: $0) } ?? "XML error \(error.code)"
        message = message.trimmingCharacters(in: [" ", "\n", "\r", "\t"])
        let line = Int(error.line)
        let column = Int(error.int2)
        let offset =
            line > 0
            ? source.lines.offset(of: SourcePosition(line: line - 1, column: max(0, column - 1)), in: .utf32)
            : source.text.count
        let issue = XMLIssue(level: level, message: message, line: line, column: column, offset: offset, code: Int(error.code))
        if !issues.contains(issue) { issues.append(issue) }
    }

    mutating func finish(wellFormed: Bool) -> XMLDocument {
        // A document libxml2 gave up on leaves open elements behind: close them at the end of the text.
        while let open = stack.popLast() {
            elements[open].range = elements[open].startTag.lowerBound..<max(elements[open].startTag.upperBound, source.text.count)
            elements[open].subtreeEnd = elements.count
        }
        return XMLDocument(
            source: source, elements: elements, issues: issues, isWellFormed: wellFormed,
            hasDocumentTypeDeclaration: hasDocumentTypeDeclaration, rangesAreExact: rangesAreExact && scanner != nil)
    }

    /// Where an attribute's decoded value can be read later (`AttributeTable.string`): its place in the text when the
    /// text spells it byte for byte, as nearly every value in an Interface Builder file is written; else a copy,
    /// after the text's end. (Copying every value would cost more than making `String`s of them.)
    ///
    /// libxml2 hands a value that needed no decoding (printable ASCII without `&` or `<`, nothing to normalize) as a
    /// pointer into its own input; when that input is the text (`inputIsText`) and the pointer is where the scanner
    /// found the value, the value is the text there, with nothing compared. Any other value is compared with the text.
    /// Without entity substitution libxml2 hands SAX attribute values with every `&` (from `&amp;` or `&#38;`) kept as
    /// the character reference `&#38;`, and everything else decoded: a value with an `&` is always copied, and that
    /// one escape undone.
    @inline(__always) private mutating func storeValue(
        _ value: UnsafeBufferPointer<UInt8>, writtenAt written: Range<Int>?, input: InputWindow?
    ) -> Range<Int> {
        if let written, let input, let decoded = value.baseAddress, input.base <= decoded, decoded < input.end,
            written.count == value.count, input.base.distance(to: decoded) + input.consumed == written.lowerBound
        {
            assert(source.text[written].elementsEqual(value), "libxml2's input and the text differ")
            return written
        }
        return storeDecodedValue(value, writtenAt: written)
    }

    /// `storeValue` for a value libxml2 decoded, or read from input that is not the text.
    @inline(never) private mutating func storeDecodedValue(_ value: UnsafeBufferPointer<UInt8>, writtenAt written: Range<Int>?) -> Range<Int> {
        // By `memchr`: `contains` goes a byte at a time, and this runs for every value not read in place.
        let ampersand = value.firstOffset(of: UInt8(ascii: "&"))
        if ampersand == nil, let written, written.count == value.count, written.upperBound <= attributes.text.count,
            let decoded = value.baseAddress,
            attributes.text.withUnsafeBufferPointer({ text in
                text.baseAddress.map { memcmp($0 + written.lowerBound, decoded, value.count) == 0 } ?? value.isEmpty
            })
        {
            return written
        }
        let start = attributes.text.count + attributes.copied.count
        guard var ampersand else {
            attributes.copied.append(contentsOf: value)
            return start..<(start + value.count)
        }
        let escape: [UInt8] = Array("&#38;".utf8)
        var copied = 0
        while true {
            attributes.copied.append(contentsOf: UnsafeBufferPointer(rebasing: value[copied..<ampersand]))
            attributes.copied.append(UInt8(ascii: "&"))
            copied = ampersand + 1
            if value[ampersand...].starts(with: escape) { copied = ampersand + escape.count }
            guard let next = value.firstOffset(of: UInt8(ascii: "&"), from: copied) else { break }
            ampersand = next
        }
        attributes.copied.append(contentsOf: UnsafeBufferPointer(rebasing: value[copied...]))
        return start..<(attributes.text.count + attributes.copied.count)
    }

    /// Where ranges come from. `positions`: libxml2's own, when its input is the text (a UTF-8 file without a byte
    /// order mark, which libxml2 reads without re-encoding): its cursor stands on a start tag's `>` or `/>` when it
    /// reports the element and just past an end tag's `>` when it reports the end, and a value it had nothing to decode
    /// it hands as a pointer into its input (`locateStartTag`, `locateAttribute`). `scanning`: any other input (UTF-16,
    /// a byte order mark, an encoding libxml2 converts), where `TagScanner` walks the text in step with the events.
    private enum RangeSource {
        case undecided
        case positions
        case scanning
    }

    /// libxml2's cursor as an offset into its input, with its input window; nil when libxml2 re-encodes its input (the
    /// input is then not the text). Static, as the other helpers here: a method call on the builder copied it whole.
    @inline(__always) private static func cursor(_ context: xmlParserCtxtPtr?) -> (offset: Int, window: InputWindow)? {
        guard let input = context?.pointee.input, input.pointee.buf?.pointee.encoder == nil, let current = input.pointee.cur,
            let window = InputWindow(input), window.base <= current, current <= window.end
        else { return nil }
        return (window.consumed + window.base.distance(to: current), window)
    }

    /// The start tag whose `>` or `/>` libxml2's cursor stands on (`cursor`), and its name there (`nameLength` bytes:
    /// the `String`'s UTF-8 count, as for attributes), which must be libxml2's and end there. Its attributes are found
    /// one by one.
    ///
    /// The tag starts at the first `<` at or after `previousEnd`, the end of the last tag located: libxml2 reports
    /// every tag, and character data holds no `<`. Markup that raises no event can come between (the XML declaration,
    /// a comment, a processing instruction, CDATA): its `<` is followed by `!` or `?`, never by the name, and the tag
    /// then starts at the last `<` before the cursor, since no `<` can be inside a tag. The search forward covers the
    /// few bytes between two tags, where a search back from the cursor covers the whole tag.
    private static func locateStartTag(
        _ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, after previousEnd: Int, _ prefix: UnsafePointer<xmlChar>?,
        _ localName: UnsafePointer<xmlChar>, nameLength: Int
    ) -> LocatedTag? {
        guard offset < bytes.count else { return nil }
        let selfClosing: Bool
        if bytes[offset] == UInt8(ascii: ">") {
            selfClosing = false
        } else if bytes[offset] == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") {
            selfClosing = true
        } else {
            return nil
        }
        /// The tag when it opens at `open`: libxml2's name follows, and ends before a space, `>` or `/`.
        func tag(openingAt open: Int) -> LocatedTag? {
            let nameRange = (open + 1)..<(open + 1 + nameLength)
            guard nameRange.upperBound <= offset, bytesEqual(bytes, nameRange, prefix, localName) else { return nil }
            let after = bytes[nameRange.upperBound]
            guard TagScanner.isSpace(after) || after == UInt8(ascii: ">") || after == UInt8(ascii: "/") else { return nil }
            return LocatedTag(range: open..<(offset + (selfClosing ? 2 : 1)), nameRange: nameRange, isSelfClosing: selfClosing)
        }
        if let next = bytes.firstOffset(of: UInt8(ascii: "<"), from: previousEnd), next < offset, let found = tag(openingAt: next) {
            return found
        }
        return bytes.lastOffset(of: UInt8(ascii: "<"), before: offset).flatMap(tag(openingAt:))
    }

    /// A start tag located from libxml2's cursor (`locateStartTag`).
    private struct LocatedTag {
        let range: Range<Int>
        let nameRange: Range<Int>
        let isSelfClosing: Bool
    }

    /// An attribute's ranges from the pointer libxml2 handed for its value, when that points into the text (a value it
    /// had nothing to decode): the value between its quotes, and before it the name (`nameLength` bytes: its `String`'s
    /// UTF-8 count, which a native string stores), optional spaces, `=` and optional spaces. Nil for a value libxml2
    /// decoded, or when the text there is not that attribute.
    @inline(__always) private static func locateAttribute(
        _ bytes: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>, window: InputWindow, in tag: Range<Int>,
        _ prefix: UnsafePointer<xmlChar>?, _ localName: UnsafePointer<xmlChar>, nameLength: Int
    ) -> TagScanner.AttributeToken? {
        guard let start = value.baseAddress, window.base <= start, start < window.end else { return nil }
        let valueStart = window.consumed + window.base.distance(to: start)
        let valueEnd = valueStart + value.count
        guard valueStart > tag.lowerBound + 4, valueEnd < tag.upperBound else { return nil }
        let quote = bytes[valueStart - 1]
        guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), bytes[valueEnd] == quote else { return nil }
        var cursor = valueStart - 2
        while cursor > tag.lowerBound, TagScanner.isSpace(bytes[cursor]) { cursor -= 1 }
        guard bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor -= 1
        while cursor > tag.lowerBound, TagScanner.isSpace(bytes[cursor]) { cursor -= 1 }
        let nameRange = (cursor + 1 - nameLength)..<(cursor + 1)
        guard nameLength > 0, nameRange.lowerBound > tag.lowerBound, TagScanner.isSpace(bytes[nameRange.lowerBound - 1]),
            bytesEqual(bytes, nameRange, prefix, localName)
        else { return nil }
        return TagScanner.AttributeToken(nameRange: nameRange, valueRange: valueStart..<valueEnd)
    }

    /// The part of its input libxml2 holds while it reports an element: a value it hands as a pointer between `base`
    /// and `end` was not decoded, and starts `consumed` bytes further into the input than into the window.
    struct InputWindow {
        let base: UnsafePointer<xmlChar>
        let end: UnsafePointer<xmlChar>
        let consumed: Int

        init?(_ input: UnsafeMutablePointer<xmlParserInput>) {
            guard let base = input.pointee.base, let end = input.pointee.end else { return nil }
            self.base = base
            self.end = end
            consumed = Int(input.pointee.consumed)
        }
    }

    /// Whether the scanner's name at `range` is libxml2's (`prefix:localName`), compared with `strncmp`, which stops
    /// at libxml2's terminating NUL and so never reads past a shorter name.
    @inline(__always) private static func bytesEqual(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ prefix: UnsafePointer<xmlChar>?, _ localName: UnsafePointer<xmlChar>
    ) -> Bool {
        guard let base = bytes.baseAddress, range.upperBound <= bytes.count else { return false }
        var cursor = range.lowerBound
        func matches(_ name: UnsafePointer<xmlChar>, length: Int) -> Bool {
            name.withMemoryRebound(to: CChar.self, capacity: length + 1) { name in
                (base + cursor).withMemoryRebound(to: CChar.self, capacity: length) { text in
                    strncmp(name, text, length) == 0 && name[length] == 0
                }
            }
        }
        if let prefix {
            let length = prefix.withMemoryRebound(to: CChar.self, capacity: 1) { strlen($0) }
            guard cursor + length < range.upperBound, matches(prefix, length: length), base[cursor + length] == UInt8(ascii: ":")
            else { return false }
            cursor += length + 1
        }
        return matches(localName, length: range.upperBound - cursor)
    }

    private func lineRange(_ line: Int) -> Range<Int> {
        let index = max(0, min(line - 1, source.lines.lineCount - 1))
        return source.lines.start(ofLine: index)..<source.lines.lineContentEnd(index)
    }
}
