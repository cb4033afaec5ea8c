/// The classes a source file declares, found in its bytes without parsing, with the class each inherits: Swift's
/// `class Name: Super` (the first type after the colon; a class's superclass comes first) and Objective-C's
/// `@interface Name : Super`; `@implementation Name` (where an Objective-C class's code is) declares the name alone.
/// Keywords that follow `class` in Swift (`class func`, `class var`) are no names. A name found here may be in a
/// comment or a string: a question that needs the class's code parses the files that name it.
package enum ClassDeclarations {
    private static let needles = [ByteSearch.Needle("class "), ByteSearch.Needle("@interface "), ByteSearch.Needle("@implementation ")]
    private static let keywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "public", "open", "internal",
        "static", "required", "convenience", "dynamic", "weak", "unowned", "lazy", "mutating", "nonisolated", "protocol",
    ]

    /// The classes declared in `bytes`: name → the class it inherits ("" where the file does not say), sorted by name.
    package static func declarations(in bytes: [UInt8]) -> [(name: String, superclass: String)] {
        var found: [String: String] = [:]
        for needle in needles {
            for offset in ByteSearch.offsets(of: needle, in: bytes) {
                // A word before `class` (`subclass `, `MyClass `) is no declaration.
                if offset > 0, isIdentifierByte(bytes[offset - 1]) { continue }
                var index = offset + needle.length
                guard let name = word(in: bytes, at: &index), !keywords.contains(name) else { continue }
                var superclass = ""
                if needle.length != 16 {  // not `@implementation `
                    skipBlanks(bytes, &index)
                    if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                        index += 1
                        superclass = word(in: bytes, at: &index) ?? ""
                    }
                }
                if found[name, default: ""].isEmpty { found[name] = superclass }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The names declared in `bytes`, sorted, each once.
    package static func names(in bytes: [UInt8]) -> [String] { declarations(in: bytes).map(\.name) }

    private static func skipBlanks(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
    }

    /// The identifier at `index` (after blanks), moving past it; nil when none starts there.
    private static func word(in bytes: [UInt8], at index: inout Int) -> String? {
        skipBlanks(bytes, &index)
        let start = index
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { return nil }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
