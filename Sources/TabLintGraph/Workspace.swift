import Foundation
import TabLintModel
import TabLintSource

/// All documents under the linted paths, indexed so storyboard references resolve across files.
///
/// A workspace is a value: replacing one file (an editor's buffer) gives a new workspace that shares the
/// other files' models.
package struct Workspace: Sendable {
    package let roots: [URL]
    /// Every loaded file, sorted by path.
    package private(set) var files: [LoadedFile]
    private var indexByURL: [URL: Int] = [:]
    private var storyboardsByName: [String: [Int]] = [:]

    package init(files: [LoadedFile], roots: [URL] = []) {
        self.roots = roots
        self.files = files.sorted { $0.source.url.path < $1.source.url.path }
        reindex()
    }

    /// Loads (in parallel) every Interface Builder file under `paths`.
    package static func load(paths: [URL], isExcluded: (URL) -> Bool = { _ in false }) throws -> Workspace {
        let urls = try FileDiscovery.documents(under: paths, isExcluded: isExcluded)
        let files = urls.parallelMap { DocumentLoader.load(contentsOf: $0) }
        return Workspace(files: files, roots: paths.map(\.standardizedFileURL))
    }

    package var documents: [IBDocument] { files.compactMap(\.document) }

    package func file(at url: URL) -> LoadedFile? {
        indexByURL[url.standardizedFileURL].map { files[$0] }
    }

    package func document(at url: URL) -> IBDocument? { file(at: url)?.document }

    /// A workspace where `file` replaces the file at the same URL (or joins the workspace).
    package func replacing(_ file: LoadedFile) -> Workspace {
        var copy = self
        if let index = indexByURL[file.source.url.standardizedFileURL] {
            copy.files[index] = file
            copy.reindex()
            return copy
        }
        return Workspace(files: files + [file], roots: roots)
    }

    /// A workspace without the file at `url`.
    package func removing(_ url: URL) -> Workspace {
        Workspace(files: files.filter { $0.source.url.standardizedFileURL != url.standardizedFileURL }, roots: roots)
    }

    /// The storyboard `name` (`<name>.storyboard`) closest to `referrer`: in the same folder, else a sibling
    /// `*.lproj` folder (`Base.lproj` first), else the one sharing the longest path prefix.
    package func storyboard(named name: String, near referrer: URL) -> IBDocument? {
        guard let candidates = storyboardsByName[name], !candidates.isEmpty else { return nil }
        let from = referrer.standardizedFileURL.deletingLastPathComponent().pathComponents
        func rank(_ index: Int) -> (Int, Int, String) {
            let url = files[index].source.url
            let folder = url.deletingLastPathComponent().pathComponents
            let shared = zip(from, folder).prefix { $0 == $1 }.count
            let inBase = folder.last == "Base.lproj" ? 0 : 1
            return (-shared, inBase, url.path)
        }
        let best = candidates.min { rank($0) < rank($1) }!
        return files[best].document
    }

    private mutating func reindex() {
        indexByURL = [:]
        storyboardsByName = [:]
        for (index, file) in files.enumerated() {
            let url = file.source.url.standardizedFileURL
            indexByURL[url] = index
            if file.document?.format == .storyboard {
                storyboardsByName[url.deletingPathExtension().lastPathComponent, default: []].append(index)
            }
        }
    }
}
