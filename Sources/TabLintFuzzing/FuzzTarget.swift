import Foundation

/// One libFuzzer target: a name for `tablint-fuzz NAME` and `.ci/fuzz.sh`, and what to do with one input.
///
/// `run` must never crash, hang or grow without bound on any bytes: a crash is a bug in the code it drives.
/// The same closure runs under libFuzzer (`TABLINT_FUZZ=1 swift build --sanitize=address`: `.ci/fuzz.sh`)
/// and in the normal test suite, where `FuzzRegressionTests` feeds it every input under
/// `Tests/Fixtures/FuzzCrashes/<name>/`.
package struct FuzzTarget: Sendable {
    package let name: String
    /// What the target drives, for `tablint-fuzz --list`.
    package let summary: String
    package let run: @Sendable ([UInt8]) -> Void

    package init(name: String, summary: String, run: @escaping @Sendable ([UInt8]) -> Void) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Every target, in the order `.ci/fuzz.sh` runs them.
    package static let all: [FuzzTarget] = [documents, strings, configuration, project, code, lsp, server]

    package static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
