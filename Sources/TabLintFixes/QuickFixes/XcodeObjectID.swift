import TabLintCore
import TabLintSource

/// New object ids in Interface Builder's form: three, two and three alphanumerics (`abc-de-fgh`).
///
/// Derived from a seed (the fix and the object it is about), so asking for the same fix twice gives the same
/// id; a collision with an id of the document moves on to the next candidate.
package enum XcodeObjectID {
    private static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

    package static func make(seed: String, avoiding taken: Set<String>) -> String {
        var attempt = 0
        while true {
            var hash = StableHash.fnv1a64(seed + "#\(attempt)")
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

}
