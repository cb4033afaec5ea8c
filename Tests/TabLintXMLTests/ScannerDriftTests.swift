import Foundation
import TabLintSource
import Testing

@testable import TabLintXML

/// The byte scanner stays in step with libxml2 over every well-formed Interface Builder file we have: the
/// Corpus, and the 20 real apps of `../shared/corpus/real` when they are beside the repository.
@Suite struct ScannerDriftTests {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func documents(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { ["storyboard", "xib"].contains($0.pathExtension) }
    }

    private func drifted(_ files: [URL]) throws -> [String] {
        try files.compactMap { url in
            let document = XMLParser.parse(try SourceFile.read(url))
            return document.isWellFormed && !document.rangesAreExact ? url.path : nil
        }
    }

    @Test func rangesAreExactOverTheCorpus() throws {
        let files = documents(under: Self.repository.appendingPathComponent("Corpus"))
        #expect(files.count >= 60)
        #expect(try drifted(files).isEmpty)
    }

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/real").path))
    )
    func rangesAreExactOverTheRealWorldCorpus() throws {
        let files = documents(under: Self.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/real"))
        #expect(files.count >= 500)
        #expect(try drifted(files).isEmpty)
    }

    @Test func quotesCommentsAndTagsInsideThemKeepTheScannerInStep() {
        let good = XMLParser.parse(SourceFile(url: URL(fileURLWithPath: "/t/a.xib"), text: #"<a x="1>"><b y='2/>'/><!-- <c> --></a>"#))
        #expect(good.isWellFormed && good.rangesAreExact)
        #expect(good.elements.map(\.name) == ["a", "b"])
    }
}
