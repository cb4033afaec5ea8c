import TabLintSource
import TabLintXML

/// A file that is not an Interface Builder document TabLint can read, and why.
package struct UnsupportedDocument: Sendable, Hashable {
    package let message: String
    package let range: Range<Int>
}

/// One file after parsing and decoding: the model, or what stood in the way.
package struct LoadedFile: Sendable {
    package enum Outcome: Sendable {
        case document(IBDocument)
        /// libxml2 rejected the file; `issues` holds its errors.
        case malformed
        case unsupported(UnsupportedDocument)
        /// The repository holds a stand-in for the file's content (git-crypt, git LFS): skipped, never a finding.
        case placeholder(PlaceholderFile)
    }

    package let source: SourceFile
    package let outcome: Outcome
    /// Everything libxml2 reported, errors and warnings (errors only when `outcome` is `.malformed`).
    package let xmlIssues: [XMLIssue]

    package init(source: SourceFile, outcome: Outcome, xmlIssues: [XMLIssue]) {
        self.source = source
        self.outcome = outcome
        self.xmlIssues = xmlIssues
    }

    package var document: IBDocument? {
        if case .document(let document) = outcome { return document }
        return nil
    }
}
