import TabLintSource

/// A location as 1-based line and column numbers, the end being the position just after the last unit.
package struct OneBasedRegion: Sendable, Equatable {
    package let startLine: Int
    package let startColumn: Int
    package let endLine: Int
    package let endColumn: Int
}

extension SourceLocation {
    /// 1-based start and end, columns counted in `encoding`'s units.
    package func oneBasedRegion(_ encoding: PositionEncoding) -> OneBasedRegion {
        let (start, end) = positions(in: encoding)
        return OneBasedRegion(startLine: start.line + 1, startColumn: start.column + 1, endLine: end.line + 1, endColumn: end.column + 1)
    }
}
