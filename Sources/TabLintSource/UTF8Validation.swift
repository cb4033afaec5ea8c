/// Where UTF-8 bytes stop being valid.
package enum UTF8Validation {
    /// Whether all of `bytes` is valid UTF-8 (no overlong form, surrogate or truncated sequence), decided in place:
    /// no `String` is made.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// The 1-based line of the first byte sequence that is not valid UTF-8; nil when all of `bytes` is.
    package static func firstInvalidLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A { line += 1 }
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
            guard length > 0, index + length <= bytes.count,
                String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            else { return line }
            index += length
        }
        return nil
    }
}
