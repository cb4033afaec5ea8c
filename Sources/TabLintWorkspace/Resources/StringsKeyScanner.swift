/// Finds where each key of a `.strings` file is written, so diagnostics can point at `"key"` exactly.
///
/// Foundation's parser (which `StringsFileReader` uses for the values) reports no positions. This scanner
/// walks the UTF-8 text only far enough to tell keys from values: comments, quoted strings with their
/// escapes, bare words and the `=` and `;` between them. It judges one thing only: an entry whose `;` is
/// missing, which Foundation reports at the line of the *next* entry (and logs to standard error).
enum StringsKeyScanner {
    struct Scan {
        /// Key → range of the key's text (inside the quotes for a quoted key). A repeated key keeps its
        /// last place, as the parser keeps its last value.
        var keyRanges: [String: Range<Int>] = [:]
        /// The end of the first value that is followed by another entry instead of `;` (only while the text
        /// so far is regular: after a stray character the parser fails there first).
        var missingSemicolon: Int?
        /// A character outside quotes and comments that belongs to no token (a stray byte-order mark, `%`, …).
        var isIrregular = false
    }

    static func scan(_ text: [UInt8]) -> Scan {
        var result = Scan()
        var index = 0
        var expectsKey = true
        // Tokens since the last `;` or `{`: key, `=`, value; a fourth token means the `;` is missing.
        var tokens = 0
        var valueEnd = 0
        func token(_ end: Int) {
            tokens += 1
            if tokens == 3 { valueEnd = end }
            if tokens == 4, result.missingSemicolon == nil, !result.isIrregular { result.missingSemicolon = valueEnd }
        }
        while index < text.count {
            let byte = text[index]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < text.count, !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
            case UInt8(ascii: "/") where index + 1 < text.count && text[index + 1] == UInt8(ascii: "/"):
                while index < text.count, text[index] != 0x0A { index += 1 }
            case UInt8(ascii: "\""):
                let start = index + 1
                var end = start
                while end < text.count, text[end] != UInt8(ascii: "\"") { end += text[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if end >= text.count { result.isIrregular = true }
                end = min(end, text.count)
                if expectsKey { result.keyRanges[unescape(text[start..<end])] = start..<end }
                expectsKey = false
                index = end + 1
                token(min(index, text.count))
            case UInt8(ascii: ";"), UInt8(ascii: "{"):
                expectsKey = true
                tokens = 0
                index += 1
            case UInt8(ascii: "="):
                token(index + 1)
                index += 1
            default:
                if isWordByte(byte) {
                    let start = index
                    while index < text.count, isWordByte(text[index]) { index += 1 }
                    if expectsKey { result.keyRanges[String(decoding: text[start..<index], as: UTF8.self)] = start..<index }
                    expectsKey = false
                    token(index)
                } else {
                    if byte != UInt8(ascii: "}") && byte != UInt8(ascii: ",") { result.isIrregular = true }
                    index += 1
                }
            }
        }
        // The last entry ends without its `;`.
        if tokens == 3, result.missingSemicolon == nil, !result.isIrregular { result.missingSemicolon = valueEnd }
        return result
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// The common escapes (`\"`, `\\`, `\n`, `\t`, `\r`, `\Uxxxx`); any other escaped character stands for itself.
    private static func unescape(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        let text = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var index = 0
        while index < text.count {
            guard text[index] == "\\", index + 1 < text.count else {
                scalars.append(text[index])
                index += 1
                continue
            }
            let next = text[index + 1]
            index += 2
            switch next {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "U", "u":
                let digits = text[index..<min(index + 4, text.count)]
                if digits.count == 4, let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16), let scalar = Unicode.Scalar(value) {
                    scalars.append(scalar)
                    index += 4
                } else {
                    scalars.append(next)
                }
            default: scalars.append(next)
            }
        }
        return String(scalars)
    }
}
