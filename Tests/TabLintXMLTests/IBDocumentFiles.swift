import Foundation

/// The storyboards and xibs the XML tests walk: the bundled Corpus, and the 20 real apps of `../shared/corpus/real`
/// when they are beside the repository.
enum IBDocumentFiles {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let corpus = repository.appendingPathComponent("Corpus")
    static let realWorld = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/real")
    static let realWorldIsPresent = FileManager.default.fileExists(atPath: realWorld.path)

    /// Every `.storyboard` and `.xib` under `folder`.
    static func under(_ folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { ["storyboard", "xib"].contains($0.pathExtension) }
    }
}
