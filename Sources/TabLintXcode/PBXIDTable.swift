#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Object ids to their numbers: open addressing over the ids' bytes (FNV-1a), where a `[String: Int]` made and hashed
/// a `String` for every id a project's arrays name.
struct PBXIDTable: Sendable {
    /// An object's number plus one; 0 is an empty slot.
    private var slots: [Int32]
    private let mask: Int

    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    /// Adds `number`, whose id is `bytes` (not in the table yet).
    mutating func insert(_ number: Int, bytes: UnsafeBufferPointer<UInt8>) {
        var slot = Self.hash(bytes) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(number + 1)
    }

    /// The number of the id `bytes`; ids are `idBytes[ranges[number]]`.
    func find(_ bytes: UnsafeBufferPointer<UInt8>, in idBytes: UnsafeBufferPointer<UInt8>, ranges: [Range<Int>]) -> Int? {
        var slot = Self.hash(bytes) & mask
        while true {
            let entry = Int(slots[slot])
            guard entry != 0 else { return nil }
            let range = ranges[entry - 1]
            if range.count == bytes.count,
                bytes.isEmpty || memcmp(idBytes.baseAddress! + range.lowerBound, bytes.baseAddress!, bytes.count) == 0
            {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }
}
