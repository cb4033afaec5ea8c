import CLibXML2

extension XMLParser {
    /// Whether `bytes`, which libxml2 rejected, are the start of a well-formed document cut short: handed to a push
    /// parser as input that more may follow, they raise no error. Only the end of the input, when libxml2 is told
    /// there is no more, makes them fail: a file truncated in a copy, a checkout or a disk-full write. A document with
    /// an error before its end (a tag mismatch, a merge-conflict marker) is not. Run only for a document that failed,
    /// without SAX callbacks (nothing is built), and as safely as `parse`: no entity callback, and user data that is
    /// not the parser context (with none, libxml2 would use the context, and look declared entities up itself).
    static func isTruncated(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count <= maximumDocumentSize else { return false }
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        // Errors are counted by the context; nothing is printed.
        handler.serror = { _, _ in }
        var unused: UInt8 = 0
        return withUnsafeMutablePointer(to: &unused) { userData in isTruncated(bytes, handler: &handler, userData: userData) }
    }

    private static func isTruncated(_ bytes: [UInt8], handler: inout xmlSAXHandler, userData: UnsafeMutableRawPointer) -> Bool {
        guard let context = xmlCreatePushParserCtxt(&handler, userData, nil, 0, nil) else { return false }
        defer { xmlFreeParserCtxt(context) }
        xmlCtxtUseOptions(context, options)
        let status = bytes.withUnsafeBufferPointer { raw in
            raw.withMemoryRebound(to: CChar.self) { chars in xmlParseChunk(context, chars.baseAddress, Int32(chars.count), 0) }
        }
        return status == 0 && context.pointee.wellFormed != 0
    }
}
