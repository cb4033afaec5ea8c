/// New object ids in Interface Builder's form: three, two and three alphanumerics (`abc-de-fgh`).
///
/// Derived from a seed (the fix and the object it is about), so asking for the same fix twice gives the same
/// id; a collision with an id of the document moves on to the next candidate.
package enum XcodeObjectID {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    package static func make(seed: String, avoiding taken: Set<String>) -> String {
        var attempt = 0
        while true {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in (seed + "#\(attempt)").utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            var characters: [Character] = []
            for _ in 0..<8 {
                characters.append(alphabet[Int(hash % UInt64(alphabet.count))])
                hash /= UInt64(alphabet.count)
                if hash == 0 { hash = 0x9e37_79b9_7f4a_7c15 &* UInt64(attempt + characters.count + 1) }
            }
            let id = String(characters[0..<3]) + "-" + String(characters[3..<5]) + "-" + String(characters[5..<8])
            if !taken.contains(id) { return id }
            attempt += 1
        }
    }

    /// Whether `id` has Xcode's form.
    package static func isWellFormed(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}
