/// Whether a binary property list (`bplist00`) is safe to hand to Foundation, read from its structure alone.
///
/// A binary plist names each object by its number, so one object can be named from many places: 40 arrays that each
/// name the next twice are a 207-byte file that stands for 2^40 values, and one string of 100 KB named 20,000 times is
/// a 120 KB file that stands for 2 GB of text. On Linux, Foundation's `PropertyListSerialization` bridges what it read
/// to Swift values one copy per place (such a `project.pbxproj` or `Info.plist` took gigabytes), which no later check
/// can stop. This reads the trailer, the offset table, each container's references and each string's and data's
/// length, and adds up what the file stands for, each object counted once per place that names it: the values, and
/// their bytes. Past either limit, or on a cycle, it is refused; so is a set, which Foundation cannot bridge.
///
/// A property list a tool writes shares strings and numbers, not containers, so it stands for no more values than it
/// has references (`limit`: one per byte of the file), and repeats each shared string once per reference (the default
/// `byteLimit`, 64 bytes per byte of the file and 64 KB, leaves room for short strings named from many places).
package enum BinaryPlistCheck {
    package enum Verdict: Equatable {
        /// Not a binary property list (`bplist` is not its start).
        case notBinary
        /// A binary property list within both limits.
        case fits
        /// It stands for more values or bytes than the limits, or an object contains itself.
        case tooLarge
        /// It starts as a binary property list but its structure cannot be read.
        case unreadable
        /// It holds a set (marker `0xC`): the binary format can write one, but no property list type is a set, and
        /// Foundation on Linux crashes bridging one (a null type in `Set<AnyHashable>`'s cast of a string member).
        case holdsSet
    }

    /// The values a property list of `byteCount` bytes may stand for, here and in what `PlistValue(foundation:)` makes
    /// of it: one per byte, and a few for the smallest files.
    package static func valueLimit(forFileOf byteCount: Int) -> Int { byteCount + 16 }

    package static func check(_ bytes: [UInt8], limit: Int, byteLimit: Int? = nil) -> Verdict {
        guard bytes.starts(with: Array("bplist".utf8)) else { return .notBinary }
        guard let plist = Structure(bytes) else { return .unreadable }
        let byteLimit = byteLimit ?? (64 * bytes.count + 65_536)
        // What a reader keeps of it is addressed with 32 bits (`PlistArena`): a file that could stand for more is
        // refused whatever it holds (a binary plist of more than 32 MB).
        guard byteLimit < Int(Int32.max) else { return .tooLarge }
        return plist.standsFor(Total(values: limit, bytes: byteLimit))
    }

    /// Values, and the bytes of their strings and data.
    private struct Total {
        var values: Int
        var bytes: Int

        static func + (left: Total, right: Total) -> Total { Total(values: left.values + right.values, bytes: left.bytes + right.bytes) }

        func fits(_ limit: Total) -> Bool { values <= limit.values && bytes <= limit.bytes }
    }

    /// The trailer and offset table of a `bplist00`, with bounds-checked reads.
    private struct Structure {
        let bytes: [UInt8]
        let offsets: [Int]
        let referenceSize: Int
        let top: Int

        init?(_ bytes: [UInt8]) {
            // Header, at least one object, the 32-byte trailer.
            guard bytes.count >= 8 + 1 + 32 else { return nil }
            let trailer = bytes.count - 32
            let offsetSize = Int(bytes[trailer + 6])
            let referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let count = Self.integer(bytes, at: trailer + 8, size: 8), let top = Self.integer(bytes, at: trailer + 16, size: 8),
                let tableStart = Self.integer(bytes, at: trailer + 24, size: 8),
                count > 0, top < count, tableStart >= 8, tableStart <= trailer, count <= (trailer - tableStart) / offsetSize
            else { return nil }
            var offsets: [Int] = []
            offsets.reserveCapacity(count)
            for index in 0..<count {
                guard let offset = Self.integer(bytes, at: tableStart + index * offsetSize, size: offsetSize), offset >= 8, offset < tableStart
                else { return nil }
                offsets.append(offset)
            }
            self.bytes = bytes
            self.offsets = offsets
            self.referenceSize = referenceSize
            self.top = top
        }

        /// A big-endian unsigned integer of `size` bytes at `offset`, or nil past the end or above `Int.max`.
        static func integer(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
            guard offset >= 0, size <= 8, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// The objects a container names (keys and values for a dictionary), none for any other object, and the
        /// bytes of a string's or data's contents; nil when they cannot be read. Sets (`0xC`) are refused before
        /// (`standsFor`), so they are not read as containers.
        func contents(of object: Int) -> (children: [Int], bytes: Int)? {
            let offset = offsets[object]
            let marker = bytes[offset]
            let kind = marker >> 4
            guard [0x4, 0x5, 0x6, 0xA, 0xB, 0xD].contains(kind) else { return ([], 0) }
            var start = offset + 1
            var count = Int(marker & 0x0F)
            if count == 0x0F {
                // The count follows as an integer object: `0x1n`, then 2^n bytes.
                guard start < bytes.count, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = Self.integer(bytes, at: start + 1, size: size) else { return nil }
                count = value
                start += 1 + size
            }
            switch kind {
            case 0x4, 0x5: return count <= bytes.count - start ? ([], count) : nil
            case 0x6: return count <= (bytes.count - start) / 2 ? ([], 2 * count) : nil
            default: break
            }
            let perEntry = kind == 0xD ? 2 : 1
            guard count <= (bytes.count - start) / (referenceSize * perEntry) else { return nil }
            var children: [Int] = []
            children.reserveCapacity(count * perEntry)
            for index in 0..<(count * perEntry) {
                guard let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize), child < offsets.count
                else { return nil }
                children.append(child)
            }
            return (children, 0)
        }

        /// What the top object stands for, each object counted once per place that names it: a depth-first walk
        /// that works out each object's total once (an explicit stack: no recursion on input).
        func standsFor(_ limit: Total) -> Verdict {
            var totals = [Total?](repeating: nil, count: offsets.count)
            // On the walk's path (met again: a cycle).
            var onPath = [Bool](repeating: false, count: offsets.count)
            var stack: [(object: Int, children: [Int], next: Int, total: Total)] = []
            func enter(_ object: Int) -> Verdict? {
                if bytes[offsets[object]] >> 4 == 0xC { return .holdsSet }
                guard let contents = self.contents(of: object) else { return .unreadable }
                onPath[object] = true
                stack.append((object, contents.children, 0, Total(values: 1, bytes: contents.bytes)))
                return nil
            }
            if let verdict = enter(top) { return verdict }
            while var frame = stack.popLast() {
                if frame.next < frame.children.count {
                    let child = frame.children[frame.next]
                    frame.next += 1
                    if onPath[child] { return .tooLarge }
                    guard let known = totals[child] else {
                        stack.append(frame)
                        if let verdict = enter(child) { return verdict }
                        continue
                    }
                    frame.total = frame.total + known
                    guard frame.total.fits(limit) else { return .tooLarge }
                    stack.append(frame)
                    continue
                }
                onPath[frame.object] = false
                totals[frame.object] = frame.total
                guard frame.total.fits(limit) else { return .tooLarge }
                if var parent = stack.popLast() {
                    parent.total = parent.total + frame.total
                    guard parent.total.fits(limit) else { return .tooLarge }
                    stack.append(parent)
                }
            }
            return .fits
        }
    }
}
