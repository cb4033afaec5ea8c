/// One thing found in an app's source code, with where it is.
package struct CodeFact: Sendable, Hashable {
    package let kind: CodeFactKind
    /// The file's path, as given to `CodeReader`.
    package let file: String
    /// UTF-8 byte range of the decisive token or expression in the file's text.
    package let range: Range<Int>
    /// 1-based line.
    package let line: Int
    /// 1-based column, counted in characters (Unicode scalars).
    package let column: Int
    /// The class, struct, enum or extension (Swift) or `@implementation` (ObjC) the fact is in, module prefix and
    /// category dropped; nil at file scope.
    package let enclosingType: String?
    /// A short excerpt for messages (at most about 80 characters).
    package let detail: String
    /// When the code around the fact runs for a controller (the method it is in).
    package let phase: CodePhase

    package init(
        kind: CodeFactKind, file: String, range: Range<Int>, line: Int, column: Int, enclosingType: String?, detail: String,
        phase: CodePhase = .other
    ) {
        self.kind = kind
        self.file = file
        self.range = range
        self.line = line
        self.column = column
        self.enclosingType = enclosingType
        self.detail = detail
        self.phase = phase
    }

    /// A type name as `enclosingType` gives it: module prefix and generic arguments dropped (`MyApp.Feed<T>` →
    /// `Feed`), as IB's `customClass` must be read to match.
    package static func typeName(_ raw: String) -> String {
        let trimmed = raw.filter { !$0.isWhitespace }
        let base = trimmed.split(separator: "<").first.map(String.init) ?? trimmed
        return base.split(separator: ".").last.map(String.init) ?? base
    }
}
