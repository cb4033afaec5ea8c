import Synchronization

/// Values a command hands over as it ends, so that the process exits without freeing them.
///
/// `tablint lint` ends right after its report: freeing the workspace (every document's model, the Xcode projects,
/// the code read) one object at a time took 20.5 M instructions over the real apps with their code, 10.9 M without
/// (callgrind, `ReportContext`'s destroy), all work the kernel does at once when the process exits. The values stay
/// reachable from here, so a leak checker (LeakSanitizer in `swift test --sanitize=address`) does not report them.
/// Only the command line keeps values: the language server frees what it no longer needs.
enum KeptUntilExit {
    private final class Box: @unchecked Sendable {
        let value: Any
        init(_ value: Any) { self.value = value }
    }

    private static let kept = Mutex<[Box]>([])

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) {
        let box = Box(value)
        kept.withLock { $0.append(box) }
    }
}
