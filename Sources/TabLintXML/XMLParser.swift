import TabLintSource

#if canImport(Darwin)
    import libxml2
#else
    import CLibXML2
#endif

/// Parses XML with libxml2's SAX2 interface into an `XMLDocument` with exact source ranges.
///
/// Safe by construction:
/// - the SAX handler has no `getEntity`, `entityDecl`, `resolveEntity` or `externalSubset` callback, and the
///   user data is not the parser context, so libxml2 can never look up, load or expand a declared entity
///   (only the five predefined entities and character references are decoded): no XXE, no entity bomb;
/// - `XML_PARSE_NONET`: no network access of any kind; no `XML_PARSE_DTDLOAD`, `XML_PARSE_NOENT` or
///   `XML_PARSE_XINCLUDE`; nesting deeper than 256 elements stops the parse (`SAXBuilder.maximumDepth`), and a
///   document over `maximumDocumentSize` is never handed to libxml2;
/// - `XML_PARSE_HUGE`: so bounded, and with no entity ever expanded, libxml2's own size limits (10 MB per lookup
///   or text node) would only refuse large storyboards that Xcode opens;
/// - `XML_PARSE_BIG_LINES`: line numbers above 65535 stay right.
package enum XMLParser {
    package static let options: Int32 = {
        let flags =
            XML_PARSE_NONET.rawValue | XML_PARSE_HUGE.rawValue | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_NOBLANKS.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        return Int32(bitPattern: flags)
    }()

    /// Documents larger than this are not handed to libxml2 at all (callers report them as unsupported).
    package static let maximumDocumentSize = 64 * 1024 * 1024

    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    package static func parse(_ source: SourceFile) -> XMLDocument {
        parse(source, scanning: false)
    }

    /// `scanning`: every range from `TagScanner`, none from libxml2's positions (for tests that compare the two).
    static func parse(_ source: SourceFile, scanning: Bool) -> XMLDocument {
        precondition(initialized)
        guard source.bytes.count <= maximumDocumentSize, source.bytes.count < Int(Int32.max) else {
            var builder = SAXBuilder(source: source, scanner: nil)
            builder.issues.append(
                XMLIssue(
                    level: .error, message: "Document is larger than \(maximumDocumentSize) bytes",
                    line: 1, column: 1, offset: 0, code: -1))
            return builder.finish(wellFormed: false)
        }
        return source.text.withUnsafeBufferPointer { text in
            // The scanner reads `text` only while this closure runs, which is the whole parse.
            // The builder lives in memory of its own for the parse, and the callbacks reach it through the user-data
            // pointer (see `SAXBuilder`).
            let builder = UnsafeMutablePointer<SAXBuilder>.allocate(capacity: 1)
            builder.initialize(to: SAXBuilder(source: source, scanner: TagScanner(bytes: text), scanning: scanning))
            defer {
                builder.deinitialize(count: 1)
                builder.deallocate()
            }
            var wellFormed = false
            var handler = makeHandler()
            if let context = xmlCreatePushParserCtxt(&handler, UnsafeMutableRawPointer(builder), nil, 0, nil) {
                defer { xmlFreeParserCtxt(context) }
                xmlCtxtUseOptions(context, options)
                builder.pointee.context = context
                source.bytes.withUnsafeBufferPointer { raw in
                    raw.withMemoryRebound(to: CChar.self) { chars in
                        _ = xmlParseChunk(context, chars.baseAddress, Int32(chars.count), 1)
                    }
                }
                wellFormed = context.pointee.wellFormed != 0
                builder.pointee.context = nil
            }
            // What libxml2 says when the text stops early names what it was reading ("AttValue: ' expected"); the
            // issues say that the document is cut short.
            if !wellFormed, !builder.pointee.stopped, isTruncated(source.bytes) {
                builder.pointee.issues = builder.pointee.issues.map(\.asTruncation)
            }
            return builder.pointee.finish(wellFormed: wellFormed && !builder.pointee.stopped && !source.bytes.isEmpty)
        }
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = { userData, localName, prefix, _, _, _, attributeCount, _, attributes in
            SAXBuilder.from(userData).pointee.startElement(
                localName: localName, prefix: prefix, attributeCount: Int(attributeCount), attributes: attributes)
        }
        handler.endElementNs = { userData, _, _, _ in
            SAXBuilder.from(userData).pointee.endElement()
        }
        handler.characters = { userData, characters, length in
            SAXBuilder.from(userData).pointee.characters(characters, length: Int(length))
        }
        handler.cdataBlock = handler.characters
        handler.internalSubset = { userData, _, _, _ in
            SAXBuilder.from(userData).pointee.hasDocumentTypeDeclaration = true
        }
        handler.serror = { userData, error in
            guard let userData, let error else { return }
            SAXBuilder.from(userData).pointee.report(error.pointee)
        }
        return handler
    }
}
