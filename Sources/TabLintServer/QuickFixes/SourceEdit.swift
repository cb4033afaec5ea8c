import TabLintSource

/// Replace `range` of `file` with `text`.
struct SourceEdit {
    let file: SourceFile
    let range: Range<Int>
    let text: String
}
