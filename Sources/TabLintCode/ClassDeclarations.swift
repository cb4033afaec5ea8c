/// The classes a source file declares, found in its bytes without parsing: the word after `class ` (Swift) or
/// `@implementation ` (Objective-C, where a class's code is). Keywords that follow `class` in Swift (`class func`,
/// `class var`) are no names. A name found here may be in a comment or a string: the parse that a question about
/// the class then asks for decides.
package enum ClassDeclarations {
    private static let needles = [ByteSearch.Needle("class "), ByteSearch.Needle("@implementation ")]
    private static let keywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "final", "private", "fileprivate", "public", "open", "internal",
        "static", "required", "convenience", "dynamic", "weak", "unowned", "lazy", "mutating", "nonisolated", "protocol",
    ]

    /// The names declared in `bytes`, sorted, each once.
    package static func names(in bytes: [UInt8]) -> [String] {
        var names = Set<String>()
        for needle in needles {
            for offset in ByteSearch.offsets(of: needle, in: bytes) {
                // A word before `class` (`subclass `, `MyClass `) is no declaration.
                if offset > 0, isIdentifierByte(bytes[offset - 1]) { continue }
                var index = offset + needle.length
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                let start = index
                while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
                guard index > start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start]) else { continue }
                let name = String(decoding: bytes[start..<index], as: UTF8.self)
                if !keywords.contains(name) { names.insert(name) }
            }
        }
        return names.sorted()
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
