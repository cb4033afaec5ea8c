/// Binary property lists (`bplist00`) written byte by byte, for the tests of what TabLint refuses to hand to
/// Foundation (`BinaryPlistCheck`): shapes no Foundation writer produces.
package enum BinaryPlistBytes {
    /// The file of `objects`, each given as its encoded bytes, the last one the top; offsets take `offsetSize` bytes
    /// and references one byte.
    package static func file(_ objects: [[UInt8]], offsetSize: Int = 1) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), 1]
        for value in [objects.count, objects.count - 1, table] { bytes += bigEndian(value, size: 8) }
        return bytes
    }

    /// A string, then `levels` arrays that each name the one before twice (2^levels strings read out as a tree),
    /// under a one-entry dictionary when `inDictionary` (a `.strings` table).
    package static func sharedArrays(levels: Int, inDictionary: Bool = false) -> [UInt8] {
        let arrays = (1...levels).map { [0xA2, UInt8($0 - 1), UInt8($0 - 1)] }
        return file([[0x51, UInt8(ascii: "x")]] + arrays + (inDictionary ? [[0xD1, 0, UInt8(levels)]] : []))
    }

    /// `value` in `size` bytes, most significant first.
    package static func bigEndian(_ value: Int, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}
