import Foundation
import TabLintSource
import TabLintXML

/// Parses and decodes one file: bytes → libxml2 → XML tree → `IBDocument`. The XML tree is dropped once
/// the model is built; the model keeps every range a rule or a fix needs.
///
/// With `keepsText: false` a document that decoded without an XML warning also lets its bytes and text go
/// (`SourceFile.releasingText()`): a lint reads only the model and the line table, so a run over many files
/// keeps the models, not the bytes. Fixes, the language server's open documents and files with XML issues keep the
/// text; the server's index of closed files does not.
package enum DocumentLoader {
    package static func load(_ source: SourceFile, keepsText: Bool = true) -> LoadedFile {
        let loaded = decode(source)
        guard !keepsText, loaded.xmlIssues.isEmpty, let document = loaded.document else { return loaded }
        let released = document.releasingText()
        return LoadedFile(source: released.source, outcome: .document(released), xmlIssues: [])
    }

    private static func decode(_ source: SourceFile) -> LoadedFile {
        if let kind = PlaceholderFile.kind(of: source.bytes) {
            return LoadedFile(source: source, outcome: .placeholder(kind), xmlIssues: [])
        }
        if source.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return unsupported(source, "File is empty: an Interface Builder document has a <document> or <archive> root")
        }
        if TextDecoding.looksBinary(source.bytes) {
            return unsupported(source, "File is binary, not XML (it may be a compiled nib)")
        }
        let xml = XMLParser.parse(source)
        guard xml.isWellFormed, let root = xml.root else {
            return LoadedFile(source: source, outcome: .malformed, xmlIssues: xml.issues)
        }
        let outcome: LoadedFile.Outcome
        switch DocumentDecoder.decode(xml, root: root) {
        case .success(let document): outcome = .document(document)
        case .failure(let problem): outcome = .unsupported(problem)
        }
        return LoadedFile(source: source, outcome: outcome, xmlIssues: xml.issues)
    }

    package static func load(contentsOf url: URL) -> LoadedFile {
        load(url: url) { try SourceFile.readBytes(url) }
    }

    /// Loads the bytes `read` gives (from disk or memory); a read error makes an unsupported file that says why.
    package static func load(url: URL, keepsText: Bool = true, read: () throws -> [UInt8]) -> LoadedFile {
        do {
            return load(SourceFile(url: url, bytes: try read()), keepsText: keepsText)
        } catch {
            let source = SourceFile(url: url, bytes: [])
            return unsupported(source, "File cannot be read: \(error.localizedDescription)")
        }
    }

    private static func unsupported(_ source: SourceFile, _ message: String) -> LoadedFile {
        let end = source.lines.lineContentEnd(0)
        return LoadedFile(source: source, outcome: .unsupported(UnsupportedDocument(message: message, range: 0..<end)), xmlIssues: [])
    }
}
