import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// Ranges stay exact over every well-formed Interface Builder file we have, whether they come from libxml2's positions
/// or from the byte scanner walking in step with libxml2 (both give the same ranges), and every document's element tree
/// keeps its shape (`ElementTreeTests.problems`): the Corpus, and the 20 real apps of `../shared/corpus/real` when they
/// are beside the repository.
@Suite struct ScannerDriftTests {
    /// The files whose ranges drifted, what is wrong with the trees of the others, and the files where libxml2's
    /// positions and the scanner gave different ranges.
    private func check(_ files: [URL]) throws -> (drifted: [String], misshapen: [String], disagreeing: [String]) {
        var drifted: [String] = []
        var misshapen: [String] = []
        var disagreeing: [String] = []
        for url in files {
            let source = try SourceFile.read(url)
            let document = XMLParser.parse(source)
            if document.isWellFormed && !document.rangesAreExact { drifted.append(url.path) }
            let problems = ElementTreeTests.problems(document)
            if !problems.isEmpty { misshapen.append("\(url.path): \(problems.prefix(3))") }
            if let difference = Self.difference(document, XMLParser.parse(source, scanning: true)) {
                disagreeing.append("\(url.path): \(difference)")
            }
        }
        return (drifted, misshapen, disagreeing)
    }

    /// The first element or attribute whose ranges or value differ between two parses of one text.
    static func difference(_ one: XMLDocument, _ other: XMLDocument) -> String? {
        guard one.elements.count == other.elements.count, one.rangesAreExact == other.rangesAreExact else {
            return "\(one.elements.count) and \(other.elements.count) elements, exact \(one.rangesAreExact) and \(other.rangesAreExact)"
        }
        for (a, b) in zip(one.elements, other.elements) {
            guard a.name == b.name, a.nameRange == b.nameRange, a.startTag == b.startTag, a.range == b.range,
                a.isSelfClosing == b.isSelfClosing, a.attributes.count == b.attributes.count
            else { return "element '\(a.name)' at \(a.startTag) and '\(b.name)' at \(b.startTag)" }
            for (x, y) in zip(a.attributes, b.attributes) where x != y {
                return "attribute '\(x.name)' of '\(a.name)': \(x) and \(y)"
            }
        }
        return nil
    }

    @Test func rangesAndTreesHoldOverTheCorpus() throws {
        let files = IBDocumentFiles.under(IBDocumentFiles.corpus)
        #expect(files.count >= 60)
        let found = try check(files)
        #expect(found.drifted.isEmpty)
        #expect(found.misshapen.isEmpty)
        #expect(found.disagreeing.isEmpty)
    }

    @Test(.enabled(if: IBDocumentFiles.realWorldIsPresent))
    func rangesAndTreesHoldOverTheRealWorldCorpus() throws {
        let files = IBDocumentFiles.under(IBDocumentFiles.realWorld)
        #expect(files.count >= 500)
        let found = try check(files)
        #expect(found.drifted.isEmpty)
        #expect(found.misshapen.isEmpty)
        #expect(found.disagreeing.isEmpty)
    }

    @Test func quotesCommentsAndTagsInsideThemKeepTheScannerInStep() {
        let good = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/t/a.xib"), text: #"<a x="1>"><b y='2/>'/><!-- <c> --></a>"#))
        #expect(good.isWellFormed && good.rangesAreExact)
        #expect(good.elements.map(\.name) == ["a", "b"])
    }
}
