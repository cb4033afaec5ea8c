import Foundation

/// JSON as TabLint writes it for people and diffs (reports, baselines, the rule catalog, the graph):
/// pretty-printed, keys sorted, slashes unescaped, ending with a newline.
package enum StableJSON {
    package static func data<Value: Encodable>(_ value: Value) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value) + Data("\n".utf8)
        } catch {
            // Only TabLint's own Codable values come here: failing to encode one is a bug, not bad input,
            // and must not pass for an empty report.
            preconditionFailure("cannot encode \(Value.self) as JSON: \(error)")
        }
    }

    package static func text<Value: Encodable>(_ value: Value) -> String {
        String(decoding: data(value), as: UTF8.self)
    }
}
