import TabLintSource

/// One `.strings` file of a localization (`de.lproj/Main.strings`): its entries, where each key is written,
/// or why it could not be read.
package struct StringsTable: Sendable {
    package let source: SourceFile
    /// The `.lproj` folder's name without the extension (`de`, `pt-BR`, `Base`).
    package let language: String
    /// The file name without `.strings` (`Main`): the IB document it localizes.
    package let tableName: String
    package let entries: [String: String]
    /// The range of each key (between its quotes) in `source.text`, where the scanner found it.
    package let keyRanges: [String: Range<Int>]
    /// Set when the file could not be decoded; `entries` is then empty.
    package let problem: Problem?

    package struct Problem: Sendable, Hashable {
        package let message: String
        /// The line the decoder stopped at, or the start of the file.
        package let range: Range<Int>
    }

    package init(
        source: SourceFile, entries: [String: String], keyRanges: [String: Range<Int>], problem: Problem?
    ) {
        self.source = source
        self.language = String(ProjectInventory.parentFolderName(source.path).dropLast(".lproj".count))
        self.tableName = source.baseName
        self.entries = entries
        self.keyRanges = keyRanges
        self.problem = problem
    }

    /// `de.lproj/Main.strings`, as messages name the file.
    package var displayName: String { language + ".lproj/" + source.fileName }

    /// Where `key` is written (its range), else the start of the file.
    package func location(of key: String) -> SourceLocation {
        SourceLocation(file: source, range: keyRanges[key] ?? 0..<0)
    }

    /// The folder whose `*.lproj` folders hold the localizations of a document, and the document's name:
    /// `App/Base.lproj/Main.storyboard` and `App/de.lproj/Main.strings` both give `App/` + `Main`.
    static func pairingKey(folder: String, baseName: String) -> String {
        let owner = folder.hasSuffix(".lproj") ? String(folder[..<(folder.utf8.lastIndex(of: UInt8(ascii: "/")) ?? folder.startIndex)]) : folder
        return owner + "/" + baseName
    }

    /// The pairing key of a document's own file.
    static func pairingKey(of document: SourceFile) -> String {
        pairingKey(folder: document.folderPath, baseName: document.baseName)
    }

    var pairingKey: String { Self.pairingKey(folder: source.folderPath, baseName: tableName) }
}
