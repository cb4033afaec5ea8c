/// A fix as byte edits in one or more files.
package struct PlannedFix {
    package let title: String
    package let edits: [SourceEdit]

    package init(title: String, edits: [SourceEdit]) {
        self.title = title
        self.edits = edits
    }
}
