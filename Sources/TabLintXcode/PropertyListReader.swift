import Foundation

/// Reads XML, binary and old-style (OpenStep) property lists, turning failures into `ProjectIssue`s with the
/// parser's line when it gives one. Old-style text (every `project.pbxproj`) goes to `OpenStepPlist` first, which
/// is several times faster; what it does not cover, and XML and binary plists, go to `PropertyListSerialization`.
package enum PropertyListReader {
    /// The top-level dictionary of a property list, as Foundation's values (`InfoPlist` reads numbers too), or why
    /// there is none.
    static func dictionary(from bytes: [UInt8], path: String, kind: String) -> Result<[String: Any], ProjectIssue> {
        read(bytes, path: path, kind: kind, oldStyle: { try OpenStepPlist.parse($0).foundationValue }, fromFoundation: { $0 }).flatMap {
            value in
            guard let dictionary = stringKeyed(value) else {
                return .failure(ProjectIssue(path: path, line: 1, message: "\(kind) is not a dictionary"))
            }
            return .success(dictionary)
        }
    }

    /// A property list read in place (`project.pbxproj`) whose root is a dictionary, or why there is none.
    static func arena(from bytes: [UInt8], path: String, kind: String) -> Result<PlistArena, ProjectIssue> {
        read(bytes, path: path, kind: kind, oldStyle: OpenStepPlist.arena) { value in
            var budget = BinaryPlistCheck.valueLimit(forFileOf: bytes.count)
            return PlistArena(try PlistValue(foundation: value, budget: &budget))
        }
        .flatMap { arena in
            guard arena.root.kind == .dictionary else {
                return .failure(ProjectIssue(path: path, line: 1, message: "\(kind) is not a dictionary"))
            }
            return .success(arena)
        }
    }

    /// The value of the text: `OpenStepPlist`'s for the old-style text it covers, else Foundation's.
    private static func read<Value>(
        _ bytes: [UInt8], path: String, kind: String, oldStyle: ([UInt8]) throws -> Value, fromFoundation: (Any) throws -> Value
    ) -> Result<Value, ProjectIssue> {
        guard !bytes.isEmpty else { return .failure(ProjectIssue(path: path, message: "\(kind) is empty")) }
        do {
            if let value = try Self.oldStyle(bytes, oldStyle) { return .success(value) }
            return .success(try fromFoundation(try foundationValue(bytes, kind: kind)))
        } catch let refused as Refused {
            return .failure(ProjectIssue(path: path, line: 1, message: refused.message))
        } catch is OpenStepPlist.TooDeep {
            return .failure(ProjectIssue(path: path, line: 1, message: "\(kind) nests more than \(OpenStepPlist.maximumDepth) levels deep"))
        } catch is PlistValue.TooLarge {
            return .failure(
                ProjectIssue(
                    path: path, line: 1,
                    message: "\(kind) nests more than \(OpenStepPlist.maximumDepth) levels deep, or holds more values than it has bytes"))
        } catch {
            let (reason, line) = describe(error, bytes: bytes)
            return .failure(ProjectIssue(path: path, line: line, message: "\(kind) cannot be read: \(reason)"))
        }
    }

    /// The value of old-style text as `OpenStepPlist` reads it (`parse`, or `arena`); nil for XML, binary plists
    /// and text outside its subset, which Foundation reads (or says why it cannot).
    private static func oldStyle<Value>(_ bytes: [UInt8], _ parse: ([UInt8]) throws -> Value) throws -> Value? {
        guard let first = bytes.first(where: { !isSpace($0) }), first != UInt8(ascii: "<"),
            !bytes.starts(with: Array("bplist".utf8))
        else { return nil }
        do {
            return try parse(bytes)
        } catch is OpenStepPlist.Unsupported {
            return nil
        }
    }

    /// A binary property list that is not handed to Foundation (`BinaryPlistCheck`), and why.
    package struct Refused: Error {
        package let message: String
    }

    /// What `PropertyListSerialization` reads of `bytes`: the one place TabLint hands a file to it, so that every
    /// binary property list is checked first (else `Refused`, its message naming the file as `kind`).
    package static func foundationValue(_ bytes: [UInt8], kind: String) throws -> Any {
        if let refusal = refusal(ofBinary: bytes, kind: kind) { throw Refused(message: refusal) }
        return try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
    }

    /// Why a binary property list is not handed to Foundation, or nil to hand it over.
    private static func refusal(ofBinary bytes: [UInt8], kind: String) -> String? {
        switch BinaryPlistCheck.check(bytes, limit: BinaryPlistCheck.valueLimit(forFileOf: bytes.count)) {
        case .notBinary, .fits:
            return nil
        case .tooLarge:
            return "\(kind) is a binary property list that names its objects from so many places that, read out, it would "
                + "be many times its size: TabLint does not read it"
        case .unreadable:
            return "\(kind) starts as a binary property list, but its trailer, offset table or references do not hold together"
        case .holdsSet:
            return "\(kind) is a binary property list that holds a set, which is no property list type: TabLint does not read it"
        }
    }

    /// A property list dictionary with `String` keys (keys of other kinds are dropped), or nil.
    static func stringKeyed(_ value: Any?) -> [String: Any]? {
        if let dictionary = value as? [String: Any] { return dictionary }
        guard let dictionary = value as? [AnyHashable: Any] else { return nil }
        var result: [String: Any] = [:]
        for (key, value) in dictionary {
            if let key = key.base as? String { result[key] = value }
        }
        return result
    }

    /// The parser's reason and line. Foundation tries XML first and nests the old-style parser's error, which is
    /// the one that matters for text that does not look like XML.
    private static func describe(_ error: Error, bytes: [UInt8]) -> (String, Int?) {
        let outer = error as NSError
        var chosen = outer
        let looksLikeXML = bytes.first(where: { !isSpace($0) }) == UInt8(ascii: "<")
        if !looksLikeXML, let inner = outer.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError {
            chosen = inner
        }
        let reason = (chosen.userInfo[NSDebugDescriptionErrorKey] as? String) ?? chosen.localizedDescription
        return (reason, lineNumber(in: reason))
    }

    /// The number after "line " in a parser message.
    static func lineNumber(in message: String) -> Int? {
        guard let range = message.range(of: "line ") else { return nil }
        let digits = message[range.upperBound...].prefix(while: { $0.isASCII && $0.isNumber })
        return Int(digits)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0xEF || byte == 0xBB || byte == 0xBF
    }
}
