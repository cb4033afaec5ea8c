import Foundation
import TabLintSource

extension Baseline {
    /// Why a baseline file could not be used, with the place in the file when the JSON is at fault.
    package struct LoadError: Error, CustomStringConvertible {
        package let description: String
    }

    /// Reads a baseline written by `encoded()`.
    package static func decode(_ data: Data, file: String) throws -> Baseline {
        struct Header: Decodable { let version: Int? }
        let decoder = JSONDecoder()
        do {
            let header = try decoder.decode(Header.self, from: data)
            guard header.version == formatVersion else {
                let found = header.version.map { "version \($0)" } ?? "no version"
                throw LoadError(description: "\(file): baseline has \(found); this tablint reads version \(formatVersion)")
            }
            return try decoder.decode(Baseline.self, from: data)
        } catch let error as LoadError {
            throw error
        } catch let error as DecodingError {
            throw LoadError(description: "\(file): not a TabLint baseline: \(describe(error))")
        } catch {
            throw LoadError(description: "\(file): not a TabLint baseline: \(error)")
        }
    }

    /// Pretty-printed JSON with sorted keys, one finding per entry, ending with a newline: stable diffs.
    package func encoded() -> Data {
        StableJSON.data(self)
    }

    /// `findings[3].rule: value missing` or the JSON parser's own words (which name line and column).
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            let text = codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : (text.isEmpty ? "top level" : text)
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): value missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)): \(context.debugDescription)"
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
            return context.codingPath.isEmpty
                ? "invalid JSON\(underlying)" : "\(path(context.codingPath)): \(context.debugDescription)\(underlying)"
        @unknown default:
            return "\(error)"
        }
    }
}
