/// 64-bit FNV-1a over UTF-8 bytes: the same value on every machine, run and Swift version (unlike `Hasher`,
/// which is seeded per process). Used for SARIF fingerprints, pull-diagnostic result ids and new IB object
/// ids, which need stability, not secrecy.
package enum StableHash {
    package static func fnv1a64(_ text: String) -> UInt64 { fnv1a64(bytes: text.utf8) }

    package static func fnv1a64(bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// The hash as 16 lowercase hex digits.
    package static func hex(_ text: String) -> String {
        let digits = String(fnv1a64(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
