/// The integer constants an Objective-C file defines, for working out which tab `objectAtIndex:kHomeTab` or
/// `selectedIndex = TabSearch` names: `#define NAME 2` (a bare integer, in parentheses or not), `static const
/// NSInteger NAME = 2;` (any integer type), and the cases of `NS_ENUM`/`NS_CLOSED_ENUM`/`enum { … }` (implicit values
/// count up from the previous one). A name defined twice with different values is dropped.
struct ObjCIntConstants {
    private var values: [String: Int] = [:]
    private var ambiguous: Set<String> = []

    init(bytes: [UInt8], tokens: [ObjCToken]) {
        defines(in: bytes)
        constantsAndEnums(in: tokens)
    }

    /// The value `name` stands for, when the file defines it once.
    func value(of name: String) -> Int? { ambiguous.contains(name) ? nil : values[name] }

    /// The value of an index expression's tokens: an integer literal or a defined name, in parentheses or not.
    func value(ofTokens tokens: [String]) -> Int? {
        let bare = tokens.filter { $0 != "(" && $0 != ")" }
        guard bare.count == 1 else { return nil }
        return Int(bare[0]) ?? value(of: bare[0])
    }

    private mutating func record(_ name: String, _ value: Int) {
        if let known = values[name], known != value { ambiguous.insert(name) }
        values[name] = value
    }

    /// `#define NAME 2` lines (the scanner skips preprocessor lines, so they are read from the bytes).
    private mutating func defines(in bytes: [UInt8]) {
        for offset in ByteSearch.offsets(of: Self.define, in: bytes) {
            var index = offset + Self.define.length
            func skipBlanks() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
            func word() -> String {
                let start = index
                while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
            skipBlanks()
            let name = word()
            guard !name.isEmpty, index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 else { continue }
            skipBlanks()
            var parenthesized = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                parenthesized = true
                index += 1
            }
            guard let value = Int(word()) else { continue }
            if parenthesized {
                guard index < bytes.count, bytes[index] == UInt8(ascii: ")") else { continue }
                index += 1
            }
            skipBlanks()
            guard index >= bytes.count || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == UInt8(ascii: "/") else { continue }
            record(name, value)
        }
    }

    private mutating func constantsAndEnums(in tokens: [ObjCToken]) {
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "const":
                // `const NSInteger NAME = 2;` (after `static`, or not).
                guard index + 4 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .identifier,
                    tokens[index + 3].isPunctuation("="), tokens[index + 4].kind == .number,
                    index + 5 < tokens.count, tokens[index + 5].isPunctuation(";"), let value = Int(tokens[index + 4].text)
                else { continue }
                record(tokens[index + 2].text, value)
            case "NS_ENUM", "NS_CLOSED_ENUM", "enum":
                guard let open = tokens[index...].prefix(12).firstIndex(where: { $0.isPunctuation("{") }) else { continue }
                cases(from: open + 1, in: tokens)
            default: continue
            }
        }
    }

    /// The cases of an enum body starting at `start`, to its `}`.
    private mutating func cases(from start: Int, in tokens: [ObjCToken]) {
        var next = 0
        var index = start
        while index < tokens.count, !tokens[index].isPunctuation("}") {
            guard tokens[index].kind == .identifier else { return }
            let name = tokens[index].text
            index += 1
            if index < tokens.count, tokens[index].isPunctuation("=") {
                var negative = false
                index += 1
                if index < tokens.count, tokens[index].isPunctuation("-") {
                    negative = true
                    index += 1
                }
                guard index < tokens.count, tokens[index].kind == .number, let value = Int(tokens[index].text) else { return }
                next = negative ? -value : value
                index += 1
            }
            record(name, next)
            next += 1
            guard index < tokens.count else { return }
            if tokens[index].isPunctuation(",") { index += 1 } else if !tokens[index].isPunctuation("}") { return }
        }
    }

    private static let define = ByteSearch.Needle("#define")

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
