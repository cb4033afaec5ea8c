import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// The byte scanner stays in step with libxml2 over every well-formed Interface Builder file we have, and every
/// document's element tree keeps its shape (`ElementTreeTests.problems`): the Corpus, and the 20 real apps of
/// `../shared/corpus/real` when they are beside the repository. One parse per file serves both checks.
@Suite struct ScannerDriftTests {
    /// The files whose ranges drifted, and what is wrong with the trees of the others.
    private func check(_ files: [URL]) throws -> (drifted: [String], misshapen: [String]) {
        var drifted: [String] = []
        var misshapen: [String] = []
        for url in files {
            let document = XMLParser.parse(try SourceFile.read(url))
            if document.isWellFormed && !document.rangesAreExact { drifted.append(url.path) }
            let problems = ElementTreeTests.problems(document)
            if !problems.isEmpty { misshapen.append("\(url.path): \(problems.prefix(3))") }
        }
        return (drifted, misshapen)
    }

    @Test func rangesAndTreesHoldOverTheCorpus() throws {
        let files = IBDocumentFiles.under(IBDocumentFiles.corpus)
        #expect(files.count >= 60)
        let found = try check(files)
        #expect(found.drifted.isEmpty)
        #expect(found.misshapen.isEmpty)
    }

    @Test(.enabled(if: IBDocumentFiles.realWorldIsPresent))
    func rangesAndTreesHoldOverTheRealWorldCorpus() throws {
        let files = IBDocumentFiles.under(IBDocumentFiles.realWorld)
        #expect(files.count >= 500)
        let found = try check(files)
        #expect(found.drifted.isEmpty)
        #expect(found.misshapen.isEmpty)
    }

    @Test func quotesCommentsAndTagsInsideThemKeepTheScannerInStep() {
        let good = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/t/a.xib"), text: #"<a x="1>"><b y='2/>'/><!-- <c> --></a>"#))
        #expect(good.isWellFormed && good.rangesAreExact)
        #expect(good.elements.map(\.name) == ["a", "b"])
    }
}
