/// A byte range in a particular file.
package struct SourceLocation: Sendable, Hashable {
    package var file: SourceFile
    package var range: Range<Int>

    package init(file: SourceFile, range: Range<Int>) {
        self.file = file
        self.range = range
    }

    package var start: Int { range.lowerBound }

    /// 0-based start and end positions in `encoding`.
    package func positions(in encoding: PositionEncoding) -> (start: SourcePosition, end: SourcePosition) {
        (file.position(of: range.lowerBound, in: encoding), file.position(of: range.upperBound, in: encoding))
    }
}
