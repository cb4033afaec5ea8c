import Foundation

/// A rewriting of an example's Interface Builder files that must not change what a rule finds (or, for
/// `commentedOut`, must leave nothing to find): ranges and messages have to hold in every encoding and layout.
package enum ExampleVariant: String, CaseIterable, Sendable {
    /// As written.
    case original
    /// Each IB document in UTF-16 (little-endian) with a byte-order mark, declared `encoding="UTF-16"`.
    case utf16
    /// CRLF line endings.
    case crlf
    /// A controller with an emoji and CJK title first in the document's objects (on the same line, so line
    /// numbers in messages hold), so columns after it count more bytes than characters.
    case afterEmojiController
    /// The document's objects inside an XML comment: nothing is left to find in that file.
    case commentedOut

    static func isDocument(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// Whether the variant applies to a file: modern documents with `<objects>` (legacy archives have none).
    static func applies(to path: String, _ text: String) -> Bool { isDocument(path) && text.contains("<objects>") }

    /// The marked text of a file in this variant (markers stay where they were in the content).
    func rewrite(_ path: String, _ text: String) -> String {
        guard Self.applies(to: path, text) else { return text }
        switch self {
        case .original: return text
        case .utf16: return text.replacingOccurrences(of: #"encoding="UTF-8""#, with: #"encoding="UTF-16""#)
        case .crlf: return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
        case .afterEmojiController:
            let emoji = #"<viewController title="🎉 派对 Party" storyboardIdentifier="emoji-party" id="emoji-vc" sceneMemberID="viewController"/>"#
            guard let objects = text.range(of: "<objects>") else { return text }
            return text.replacingCharacters(in: objects, with: "<objects>" + emoji)
        case .commentedOut:
            guard let first = text.range(of: "<objects>"), let last = text.range(of: "</objects>", options: .backwards),
                first.upperBound <= last.lowerBound
            else { return text }
            let inside = text[first.upperBound..<last.lowerBound].replacingOccurrences(of: "--", with: "- -")
            // The example's initial controller (`Example.storyboard(_:initial:)`) goes with its objects.
            let head = String(text[..<first.upperBound]).replacing(#/ initialViewController="[^"]*"/#, with: "")
            return head + "<!--" + inside + "-->" + String(text[last.lowerBound...])
        }
    }

    /// The bytes of a file's (unmarked) text in this variant.
    func bytes(_ path: String, _ text: String) -> [UInt8] {
        guard self == .utf16, Self.applies(to: path, text) else { return Array(text.utf8) }
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }
}
