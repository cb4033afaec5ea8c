import Foundation

extension ControllerGraph {
    /// The versioned JSON form (`Docs/graph-output.md`): keys sorted, arrays in snapshot order.
    package func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
