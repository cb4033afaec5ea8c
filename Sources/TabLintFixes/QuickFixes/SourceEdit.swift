import TabLintSource

/// Replace `range` of `file` with `text`.
package struct SourceEdit {
    package let file: SourceFile
    package let range: Range<Int>
    package let text: String

    package init(file: SourceFile, range: Range<Int>, text: String) {
        self.file = file
        self.range = range
        self.text = text
    }
}
