/// The extensions a folder walk sorts files by, read from a name's UTF-8 bytes, ASCII letters compared without
/// case.
///
/// A walk meets every file of an app's folder; lower-casing each extension into a `String` and looking it up in
/// a `Set` cost about 1,400 instructions a file, and an app with its code has thousands of sources. A length check
/// and a byte comparison cost a few dozen. `ProjectInventoryTests` checks that this agrees with the extension sets
/// (`ProjectInventory.documentExtensions`, `imageExtensions`, `sourceExtensions`).
enum FileExtension: CaseIterable, Sendable {
    case storyboard, xib
    case png, jpg, jpeg, pdf, gif, heic, tif, tiff, bmp, svg
    case strings, json, pbxproj, plist, git
    case swift, m, mm, h

    var spelling: String { String(describing: self) }

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

    private static let spellings: [(FileExtension, [UInt8])] = allCases.map { ($0, Array($0.spelling.utf8)) }

    private static func match(_ bytes: UnsafeBufferPointer<UInt8>) -> FileExtension? {
        for (kind, spelling) in spellings where spelling.count == bytes.count {
            var same = true
            for index in 0..<bytes.count where lowercased(bytes[index]) != spelling[index] {
                same = false
                break
            }
            if same { return kind }
        }
        return nil
    }

    /// An ASCII upper-case letter lowered; every other byte as it is (no other byte lower-cases to an ASCII
    /// letter of these extensions: the Kelvin sign and dotted capital I, which do under Unicode, give `k` and
    /// `i̇`, which none of them holds in that form).
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
