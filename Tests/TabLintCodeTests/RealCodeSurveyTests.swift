import Foundation
import Testing

@testable import TabLintCode

/// Reads every app under `$TABLINT_REALCODE` (one folder per app) and prints, per app, the files considered and
/// parsed, the facts by kind and the time taken. Opt-in: `TABLINT_REALCODE=/path/to/apps swift test --filter
/// realCodeSurvey`. It asserts only that nothing is lost: every source file is considered.
@Test(.enabled(if: ProcessInfo.processInfo.environment["TABLINT_REALCODE"] != nil))
func realCodeSurvey() throws {
    let root = try #require(ProcessInfo.processInfo.environment["TABLINT_REALCODE"])
    let apps = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
    for app in apps {
        let folder = (root as NSString).appendingPathComponent(app)
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            if CodeReader.extensions.contains((relative as NSString).pathExtension.lowercased()) {
                paths.append((folder as NSString).appendingPathComponent(relative))
            }
        }
        let clock = ContinuousClock()
        var result = CodeFacts.empty
        let elapsed = clock.measure { result = CodeReader.facts(in: paths) }
        #expect(result.filesConsidered == paths.count)
        let counts = result.countsByKind.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print(
            "SURVEY \(app): considered \(result.filesConsidered), parsed \(result.filesParsed), issues \(result.issues.count), "
                + String(format: "%.2f s", seconds) + "; \(counts)")
        if let detailFolder = ProcessInfo.processInfo.environment["TABLINT_REALCODE_DETAILS"] {
            let lines = result.facts.map {
                "\($0.file.dropFirst(folder.count + 1)):\($0.line):\($0.column) \($0.kind.summaryName) [\($0.enclosingType ?? "-")] \($0.detail)"
            }
            let issues = result.issues.map { "ISSUE \($0.file):\($0.line ?? 0) \($0.message)" }
            try (lines + issues).joined(separator: "\n").write(
                toFile: (detailFolder as NSString).appendingPathComponent(app + ".txt"), atomically: true, encoding: .utf8)
        }
    }
}
