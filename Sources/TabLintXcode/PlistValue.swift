import Foundation

/// A property list value as the project reader uses it: strings, arrays and dictionaries, everything else (numbers,
/// booleans, dates, data) as `other`.
///
/// `project.pbxproj` holds only strings, arrays and dictionaries. Read as `Any`, every field the reader looks at would
/// cost a dynamic cast (`fields[key] as? String`) and every nested dictionary a conditional bridge; a `switch` over
/// this enum costs neither.
enum PlistValue: Equatable, Sendable {
    case string(String)
    case array([PlistValue])
    case dictionary(PlistDictionary)
    /// A number, boolean, date or data: a project has none that the reader needs.
    case other

    /// The string, or nil for a value of another kind.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The array, or nil for a value of another kind.
    var array: [PlistValue]? {
        if case .array(let values) = self { return values }
        return nil
    }

    /// The dictionary, or nil for a value of another kind.
    var dictionary: PlistDictionary? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// A value Foundation read (`PropertyListSerialization`): XML and binary plists, and old-style text outside
    /// `OpenStepPlist`'s subset. Dictionary keys that are not strings are dropped.
    ///
    /// `budget` is the number of values the whole conversion may make (`BinaryPlistCheck.valueLimit`; a binary plist
    /// that stands for more is refused before Foundation reads it), and nesting stops at
    /// `OpenStepPlist.maximumDepth` (an XML plist can nest deeper): past either, it throws `TooLarge`.
    init(foundation value: Any, budget: inout Int, depth: Int = 0) throws {
        budget -= 1
        guard budget >= 0, depth < OpenStepPlist.maximumDepth else { throw TooLarge() }
        if let text = value as? String {
            self = .string(text)
        } else if let values = value as? [Any] {
            var converted: [PlistValue] = []
            converted.reserveCapacity(values.count)
            for element in values { converted.append(try PlistValue(foundation: element, budget: &budget, depth: depth + 1)) }
            self = .array(converted)
        } else if let entries = PropertyListReader.stringKeyed(value) {
            // By key: Foundation's dictionaries keep no order, and walks over the objects must give the same result
            // on every run.
            var converted = PlistDictionary()
            for (key, element) in entries.sorted(by: { $0.key < $1.key }) {
                converted.append(key: key, value: try PlistValue(foundation: element, budget: &budget, depth: depth + 1))
            }
            self = .dictionary(converted)
        } else {
            self = .other
        }
    }

    /// A property list that nests too deep, or has more values than its budget (`init(foundation:budget:depth:)`).
    struct TooLarge: Error {}

    /// The value as Foundation gives it (`String`, `[Any]`, `[String: Any]`), for readers of any property list
    /// (`InfoPlist`); `other` never comes from `OpenStepPlist`, the only source of values converted this way.
    var foundationValue: Any {
        switch self {
        case .string(let text): return text
        case .array(let values): return values.map(\.foundationValue)
        case .dictionary(let entries): return entries.dictionary.mapValues(\.foundationValue)
        case .other: return NSNull()
        }
    }
}
