import TabLintSource

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the old-style (OpenStep) property lists that Xcode writes as `project.pbxproj`, straight into `PlistValue`s.
///
/// `PropertyListSerialization` reads the same text, but through CoreFoundation objects that are then bridged to
/// Swift dictionaries one value at a time, which would be most of the cost of reading a project
/// (`Reports/benchmarks.md`, "Speed mechanisms kept", gives the measured saving). This reader covers the subset
/// Xcode writes: dictionaries, arrays, quoted and unquoted strings, comments. Anything else (data, `\U` or octal
/// escapes, invalid UTF-8; for `parse`, a strings file without braces, which `stringsTable` reads) throws
/// `Unsupported`, and the caller falls back to `PropertyListSerialization`, which also words the errors.
/// `OpenStepPlistTests` checks that both give the same values for every `project.pbxproj` TabLint is tested on.
package enum OpenStepPlist {
    /// The text is outside the subset this reader covers (or is not a property list at all).
    package struct Unsupported: Error {
        let offset: Int
    }

    /// The text nests deeper than `maximumDepth`: no property list Xcode writes does, and recursion is bounded.
    struct TooDeep: Error {}

    static let maximumDepth = 256

    /// The value of the whole text: its arena (`arena(_:)`, the one grammar both readers share) as values.
    static func parse(_ bytes: [UInt8]) throws -> PlistValue {
        let arena = try arena(bytes)
        return arena.value(arena.root)
    }

    struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func skipByteOrderMark() {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        /// Skips white space and comments; the next byte, or nil at the end.
        mutating func skipSpaceAndComments() -> UInt8? {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    index += 2
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                    index += 2
                    // Xcode writes a `/* name */` after most references: find each `*` with memchr.
                    while index + 1 < bytes.count {
                        guard let star = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "*")), bytes.count - index - 1) else {
                            index = bytes.count
                            break
                        }
                        index = bytes.baseAddress!.distance(to: star.assumingMemoryBound(to: UInt8.self))
                        if bytes[index + 1] == UInt8(ascii: "/") { break }
                        index += 1
                    }
                    // An unterminated comment runs to the end.
                    index = min(index + 2, bytes.count)
                default:
                    return byte
                }
            }
            return nil
        }

        /// Where a string starts and ends, and what making it a `String` takes (`PlistArena` makes one only for the
        /// strings a reader asks for).
        struct StringToken {
            /// The bytes between the quotes, or the unquoted string.
            var range: Range<Int>
            /// Quoted with a backslash escape: the bytes are not the text.
            var escaped: Bool
            /// Only ASCII bytes (every unquoted string).
            var ascii: Bool
        }

        /// The string at `index` (nil when none starts there), past it. A quoted one is checked here, so that a text
        /// is accepted or left to Foundation whatever a reader later reads of it.
        mutating func stringToken() throws -> StringToken? {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try quotedToken(byte) }
            let start = index
            while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return StringToken(range: start..<index, escaped: false, ascii: true)
        }

        /// A string in `quote`s: its bytes, checked (escapes CoreFoundation alone reads, invalid UTF-8) by decoding
        /// the rare ones with an escape or a non-ASCII byte.
        mutating func quotedToken(_ quote: UInt8) throws -> StringToken {
            index += 1
            let start = index
            var ascii = true
            var escaped = false
            while index < bytes.count, bytes[index] != quote {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    escaped = true
                    index += 1
                } else if byte >= 0x80 {
                    ascii = false
                }
                index += 1
            }
            guard index < bytes.count else { throw Unsupported(offset: start - 1) }
            index += 1
            let token = StringToken(range: start..<(index - 1), escaped: escaped, ascii: ascii)
            if escaped {
                // Rare: the escapes CoreFoundation alone reads, and the UTF-8 of the text they stand for.
                _ = try Self.string(of: token, in: bytes)
            } else if !ascii {
                // Checked in place: the `String` is made only if a reader asks for it.
                guard UTF8Validation.isValid(UnsafeBufferPointer(rebasing: bytes[token.range])) else {
                    throw Unsupported(offset: start)
                }
            }
            return token
        }

        /// The text of a string token, its escapes resolved.
        static func string(of token: StringToken, in bytes: UnsafeBufferPointer<UInt8>) throws -> String {
            let raw = UnsafeBufferPointer(rebasing: bytes[token.range])
            var text: [UInt8]
            if token.escaped {
                text = []
                text.reserveCapacity(raw.count)
                var position = 0
                while position < raw.count {
                    let byte = raw[position]
                    position += 1
                    guard byte == UInt8(ascii: "\\"), position < raw.count else {
                        text.append(byte)
                        continue
                    }
                    let escape = raw[position]
                    position += 1
                    switch escape {
                    case UInt8(ascii: "a"): text.append(0x07)
                    case UInt8(ascii: "b"): text.append(0x08)
                    case UInt8(ascii: "f"): text.append(0x0C)
                    case UInt8(ascii: "n"): text.append(0x0A)
                    case UInt8(ascii: "r"): text.append(0x0D)
                    case UInt8(ascii: "t"): text.append(0x09)
                    case UInt8(ascii: "v"): text.append(0x0B)
                    case UInt8(ascii: "U"), UInt8(ascii: "0")...UInt8(ascii: "7"):
                        // UTF-16 and octal (NeXTSTEP encoding) escapes: left to CoreFoundation.
                        throw Unsupported(offset: token.range.lowerBound + position - 2)
                    default: text.append(escape)
                    }
                }
            } else if token.ascii {
                return CommonWords.string(raw) ?? String(decoding: raw, as: UTF8.self)
            } else {
                text = Array(raw)
            }
            guard let string = String(validating: text, as: UTF8.self) else { throw Unsupported(offset: token.range.lowerBound) }
            return string
        }

        /// CoreFoundation's characters of an unquoted string: ASCII letters and digits, `_$/:.-`.
        ///
        /// A bit per ASCII byte (`unquotedBelow64`: `$-./0-9:`; `unquotedFrom64`: `A-Z_a-z`), tested with a shift:
        /// this runs for every byte of every object id, where ranges would take a comparison each
        /// (`OpenStepPlistTests.unquotedStringsAreCoreFoundationsCharacters` checks every byte).
        @inline(__always)
        static func isUnquoted(_ byte: UInt8) -> Bool {
            if byte < 64 { return unquotedBelow64 &>> UInt64(byte) & 1 == 1 }
            return byte < 128 && unquotedFrom64 &>> UInt64(byte - 64) & 1 == 1
        }

        static let unquotedBelow64: UInt64 = 0x7ffe01000000000
        static let unquotedFrom64: UInt64 = 0x7fffffe87fffffe
    }
}

/// The words a `project.pbxproj` repeats thousands of times (keys, `isa` values, `<group>`), made into `String`s
/// once: finding one costs a length check and a byte comparison or two, where making a `String` from bytes
/// validates them as UTF-8 first (a large project has some 60,000 such words).
enum CommonWords {
    static let words: [String] = [
        "isa", "fileRef", "path", "name", "sourceTree", "<group>", "children", "files", "lastKnownFileType", "fileEncoding",
        "includeInIndex", "explicitFileType", "settings", "ATTRIBUTES", "PBXBuildFile", "PBXFileReference", "PBXGroup",
        "PBXVariantGroup", "PBXNativeTarget", "PBXAggregateTarget", "PBXSourcesBuildPhase", "PBXResourcesBuildPhase",
        "PBXFrameworksBuildPhase", "PBXHeadersBuildPhase", "PBXCopyFilesBuildPhase", "PBXShellScriptBuildPhase",
        "PBXContainerItemProxy", "PBXTargetDependency", "XCBuildConfiguration", "XCConfigurationList", "PBXProject",
        "PBXFileSystemSynchronizedRootGroup", "PBXFileSystemSynchronizedBuildFileExceptionSet", "XCSwiftPackageProductDependency",
        "XCRemoteSwiftPackageReference", "productRef", "productName", "productType", "productReference", "buildPhases",
        "buildRules", "dependencies", "buildConfigurationList", "buildConfigurations", "buildSettings", "buildActionMask",
        "runOnlyForDeploymentPostprocessing", "defaultConfigurationIsVisible", "defaultConfigurationName", "target",
        "targetProxy", "containerPortal", "proxyType", "remoteGlobalIDString", "remoteInfo", "baseConfigurationReference",
        "SOURCE_ROOT", "BUILT_PRODUCTS_DIR", "SDKROOT", "Release", "Debug", "YES", "NO", "0", "1", "2", "4",
        "sourcecode.swift", "sourcecode.c.h", "sourcecode.c.objc", "text.plist.strings", "text.plist.xml", "file.storyboard",
        "file.xib", "folder.assetcatalog", "wrapper.framework", "wrapper.application", "text", "iphoneos",
    ]

    /// `words` by their length in bytes.
    private static let byLength: [[(bytes: [UInt8], string: String)]] = {
        var table = Array(repeating: [(bytes: [UInt8], string: String)](), count: (words.map(\.utf8.count).max() ?? 0) + 1)
        for word in words { table[word.utf8.count].append((Array(word.utf8), word)) }
        return table
    }()

    /// The word `text` spells, if it is one of `words`.
    static func string(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        guard text.count < byLength.count, let base = text.baseAddress else { return nil }
        for candidate in byLength[text.count] where candidate.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, base, text.count) == 0 }) {
            return candidate.string
        }
        return nil
    }
}
