import Foundation
import TabLintCore
import TabLintSource

extension ControllerGraph {
    /// The versioned JSON form (`Docs/graph-output.md`): keys sorted, arrays in snapshot order.
    package func json() -> String {
        StableJSON.text(self)
    }
}
