/// The extensions a folder walk sorts files by, read from a name's UTF-8 bytes, ASCII letters compared without
/// case.
///
/// A walk meets every file of an app's folder, and an app with its code has thousands of sources, so an extension
/// is matched by packing its bytes and comparing them with each case's, not by lower-casing it into a `String` and
/// looking that up in a `Set`. `FileExtensionTests` checks this against lower-casing and the walk's set, and
/// `ProjectInventoryTests` the inventory's sorting against its extension sets (`ProjectInventory.documentExtensions`,
/// `imageExtensions`, `sourceExtensions`).
///
/// A case's spelling is its raw value, not `String(describing:)`: that asks the Swift runtime whether the type conforms
/// to the protocols that print a value, and each first question scans every protocol conformance in the binary.
enum FileExtension: String, CaseIterable, Sendable {
    case storyboard, xib
    case png, jpg, jpeg, pdf, gif, heic, tif, tiff, bmp, svg
    case strings, stringsdict, json, pbxproj, plist, git, yml
    case swift, m, mm, h

    /// Swift and Objective-C sources and headers: the files `CodeReader` reads (`CodeReader.extensions`).
    var isSource: Bool {
        switch self {
        case .swift, .m, .mm, .h: return true
        default: return false
        }
    }

    /// The extension after the last `.` of `name` (a `.` that starts the name counts when `leadingDot` is
    /// true: the walk keeps a file named `.git`), or nil when it is none of the cases.
    static func of(_ name: Substring, leadingDot: Bool) -> FileExtension? {
        var name = name
        return name.withUTF8 { bytes in
            var dot = bytes.count
            repeat {
                if dot == 0 { return nil }
                dot -= 1
            } while bytes[dot] != UInt8(ascii: ".")
            if dot == 0 && !leadingDot { return nil }
            return match(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
        }
    }

    static func of(_ name: String, leadingDot: Bool) -> FileExtension? { of(name[...], leadingDot: leadingDot) }

    /// Each case's spelling packed into two integers, a byte each, with its length.
    private static let packed: [(kind: FileExtension, count: Int, low: UInt64, high: UInt64)] = allCases.map { kind in
        let bytes = Array(kind.rawValue.utf8)
        let (low, high) = bytes.withUnsafeBufferPointer { pack($0) }
        return (kind, bytes.count, low, high)
    }

    /// The longest spelling, in bytes (at most 16: `pack` keeps 16).
    private static let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0

    private static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> FileExtension? {
        guard !bytes.isEmpty, bytes.count <= longest else { return nil }
        let (low, high) = pack(bytes)
        for entry in packed where entry.low == low && entry.high == high && entry.count == bytes.count { return entry.kind }
        return nil
    }

    /// The first 16 bytes of `bytes`, ASCII letters lowered, little end first.
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> (low: UInt64, high: UInt64) {
        var low: UInt64 = 0
        var high: UInt64 = 0
        for index in 0..<Swift.min(bytes.count, 16) {
            let value = UInt64(lowercased(bytes[index]))
            if index < 8 { low |= value &<< UInt64(8 * index) } else { high |= value &<< UInt64(8 * (index - 8)) }
        }
        return (low, high)
    }

    /// An ASCII upper-case letter lowered; every other byte as it is (no other byte lower-cases to an ASCII
    /// letter of these extensions: the Kelvin sign and dotted capital I, which do under Unicode, give `k` and
    /// `i̇`, which none of them holds in that form).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
