import Foundation
import TabLintSource

/// Applies planned fixes to the text of their files: per file the edits are sorted and spliced into the UTF-8
/// text; a fix whose edits overlap an edit of a fix taken before it is skipped whole. Inserted line breaks
/// follow the file's (CRLF stays CRLF) and the result is encoded as the file was (UTF-8, with or without BOM,
/// UTF-16 with its byte order).
package struct FileFixer {
    /// One file's text before and after its fixes.
    package struct FixedFile {
        package let source: SourceFile
        /// The new UTF-8 text (what `source.text` becomes).
        package let text: [UInt8]
        /// The new file contents, in the file's encoding.
        package let bytes: [UInt8]
        /// The changed regions, in order: a range of the old text and the range of the new text replacing it.
        package let changes: [(old: Range<Int>, new: Range<Int>)]
    }

    package private(set) var applied: [Fixes.Planned] = []
    /// Fixes left out because their edits overlap those of a fix applied before them.
    package private(set) var conflicts: [Fixes.Planned] = []
    /// Changed files, sorted by path.
    package private(set) var files: [FixedFile] = []

    package init(_ planned: [Fixes.Planned]) {
        var taken: [String: [SourceEdit]] = [:]
        for fix in planned {
            let clashes = fix.fix.edits.enumerated().contains { index, edit in
                let others = (taken[edit.file.path] ?? []) + fix.fix.edits[..<index].filter { $0.file.path == edit.file.path }
                return others.contains { Self.overlap($0.range, edit.range) }
            }
            if clashes {
                conflicts.append(fix)
                continue
            }
            applied.append(fix)
            for edit in fix.fix.edits { taken[edit.file.path, default: []].append(edit) }
        }
        files = taken.keys.sorted().map { Self.apply(taken[$0]!) }
    }

    /// Ranges that share a byte, or an insertion at or inside another edit's range (whose order is unclear).
    static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        if a.lowerBound == b.lowerBound { return true }
        if a.isEmpty { return b.lowerBound < a.lowerBound && a.lowerBound < b.upperBound }
        if b.isEmpty { return a.lowerBound < b.lowerBound && b.lowerBound < a.upperBound }
        return a.lowerBound < b.upperBound && b.lowerBound < a.upperBound
    }

    private static func apply(_ edits: [SourceEdit]) -> FixedFile {
        let source = edits[0].file
        let old = source.text
        let crlf = usesCRLF(old)
        var text: [UInt8] = []
        text.reserveCapacity(old.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var changes: [(old: Range<Int>, new: Range<Int>)] = []
        var cursor = 0
        for edit in edits.sorted(by: { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }) {
            text += old[cursor..<edit.range.lowerBound]
            let start = text.count
            text += crlf ? withCRLF(Array(edit.text.utf8)) : Array(edit.text.utf8)
            changes.append((edit.range, start..<text.count))
            cursor = edit.range.upperBound
        }
        text += old[cursor...]
        return FixedFile(source: source, text: text, bytes: encode(text, like: source), changes: changes)
    }

    /// Whether the file's first line break is CRLF.
    static func usesCRLF(_ text: [UInt8]) -> Bool {
        guard let newline = text.firstIndex(of: 0x0A) else { return false }
        return newline > 0 && text[newline - 1] == 0x0D
    }

    /// Every LF not already after a CR becomes CRLF.
    static func withCRLF(_ text: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        for (index, byte) in text.enumerated() {
            if byte == 0x0A && (index == 0 || text[index - 1] != 0x0D) { result.append(0x0D) }
            result.append(byte)
        }
        return result
    }

    /// UTF-8 text in the encoding of `source`, with its byte-order mark when it had one.
    static func encode(_ text: [UInt8], like source: SourceFile) -> [UInt8] {
        switch source.encoding {
        case .utf8, .other: return text
        case .utf8WithBOM: return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian:
            let little = source.encoding == .utf16LittleEndian
            let bom: [UInt8] = little ? [0xFF, 0xFE] : [0xFE, 0xFF]
            var bytes = source.bytes.starts(with: bom) ? bom : []
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
                bytes += little ? [low, high] : [high, low]
            }
            return bytes
        }
    }
}

extension FileFixer.FixedFile {
    /// This file's fixes followed by `later` ones made to its result: one file from the first text to the last,
    /// with the changed regions of both, merged where they touch.
    package func followed(by later: FileFixer.FixedFile) -> FileFixer.FixedFile {
        // Regions of the middle text touched by either step, merged.
        var middle: [Range<Int>] = []
        for range in (changes.map(\.new) + later.changes.map(\.old)).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = middle.last, range.lowerBound <= last.upperBound {
                middle[middle.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                middle.append(range)
            }
        }
        // A region's bounds move by the size changes of the edits before them (no edit crosses a bound); the
        // end of a region moves by those inside it too.
        func map(_ offset: Int, through steps: [(from: Range<Int>, to: Range<Int>)], end: Bool) -> Int {
            var delta = 0
            for step in steps where step.from.lowerBound < offset || (end && step.from.lowerBound == offset) {
                delta += step.to.count - step.from.count
            }
            return offset + delta
        }
        let backward = changes.map { (from: $0.new, to: $0.old) }, forward = later.changes.map { (from: $0.old, to: $0.new) }
        let composed = middle.map { region in
            (
                old: map(region.lowerBound, through: backward, end: false)..<map(region.upperBound, through: backward, end: true),
                new: map(region.lowerBound, through: forward, end: false)..<map(region.upperBound, through: forward, end: true)
            )
        }
        return FileFixer.FixedFile(source: source, text: later.text, bytes: later.bytes, changes: composed)
    }
}
