/// Whether a binary property list (`bplist00`) is safe to hand to Foundation, read from its structure alone.
///
/// A binary plist names each object by its number, so one array can be named from many places: 40 arrays that
/// each name the next twice are a 299-byte file that stands for 2^40 values. On Linux, Foundation's
/// `PropertyListSerialization` bridges what it read to Swift values one copy per place (a `project.pbxproj` or an
/// `Info.plist` like that took more than 2 GB in 20 seconds), which no later check can stop. This reads the
/// trailer, the offset table and each container's references, and adds up how many values the file stands for,
/// each object counted once per place that names it, stopping at `limit`; a cycle is refused too.
///
/// A property list a tool writes shares strings and numbers, not containers, so it stands for no more values than
/// it has references: one per byte of the file is always enough (`limit`).
package enum BinaryPlistCheck {
    package enum Verdict: Equatable {
        /// Not a binary property list (`bplist` is not its start).
        case notBinary
        /// A binary property list that stands for at most `limit` values.
        case fits
        /// It stands for more than `limit` values, or an object contains itself.
        case tooLarge
        /// It starts as a binary property list but its structure cannot be read.
        case unreadable
    }

    package static func check(_ bytes: [UInt8], limit: Int) -> Verdict {
        guard bytes.starts(with: Array("bplist".utf8)) else { return .notBinary }
        guard let plist = Structure(bytes) else { return .unreadable }
        return plist.standsFor(atMost: limit)
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

        /// The objects a container names (keys and values for a dictionary), empty for any other object; nil when
        /// they cannot be read.
        func children(of object: Int) -> [Int]? {
            let offset = offsets[object]
            let marker = bytes[offset]
            let perEntry: Int
            switch marker >> 4 {
            case 0xA, 0xB, 0xC: perEntry = 1
            case 0xD: perEntry = 2
            default: return []
            }
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
            guard count <= (bytes.count - start) / (referenceSize * perEntry) else { return nil }
            var children: [Int] = []
            children.reserveCapacity(count * perEntry)
            for index in 0..<(count * perEntry) {
                guard let child = Self.integer(bytes, at: start + index * referenceSize, size: referenceSize), child < offsets.count
                else { return nil }
                children.append(child)
            }
            return children
        }

        /// How many values the top object stands for, each object counted once per place that names it: a
        /// depth-first walk that works out each object's total once (an explicit stack: no recursion on input).
        func standsFor(atMost limit: Int) -> Verdict {
            var totals = [Int](repeating: -1, count: offsets.count)
            // -2: on the walk's path (met again: a cycle).
            var stack: [(object: Int, children: [Int], next: Int, total: Int)] = []
            func enter(_ object: Int) -> Verdict? {
                guard let children = self.children(of: object) else { return .unreadable }
                totals[object] = -2
                stack.append((object, children, 0, 1))
                return nil
            }
            if let verdict = enter(top) { return verdict }
            while var frame = stack.popLast() {
                if frame.next < frame.children.count {
                    let child = frame.children[frame.next]
                    frame.next += 1
                    switch totals[child] {
                    case -2:
                        return .tooLarge
                    case -1:
                        stack.append(frame)
                        if let verdict = enter(child) { return verdict }
                        continue
                    default:
                        frame.total += totals[child]
                        guard frame.total <= limit else { return .tooLarge }
                        stack.append(frame)
                        continue
                    }
                }
                totals[frame.object] = frame.total
                if var parent = stack.popLast() {
                    parent.total += frame.total
                    guard parent.total <= limit else { return .tooLarge }
                    stack.append(parent)
                }
            }
            return totals[top] <= limit ? .fits : .tooLarge
        }
    }
}
