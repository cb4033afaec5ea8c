/// The unit in which a column (an LSP `character`) is counted.
///
/// LSP 3.17 names these `utf-8`, `utf-16` (the default every client understands) and `utf-32`.
/// TabLint stores UTF-8 byte offsets and converts at the edge: LSP and JSON output use the negotiated
/// encoding (UTF-16 unless told otherwise); the 1-based text formats count Unicode scalars (`utf32`),
/// so an emoji or a CJK title moves a later column by exactly one per character.
package enum PositionEncoding: String, Sendable, CaseIterable, Codable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}
