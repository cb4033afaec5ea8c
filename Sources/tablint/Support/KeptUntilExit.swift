import Foundation
import Synchronization

/// Values a command hands over as it ends, so that the process exits without freeing them.
///
/// `tablint lint` and `tablint graph` end right after their output: freeing the workspace (every document's model,
/// the Xcode projects, the code read) one object at a time is work the kernel does at once when the process exits.
/// The values stay reachable from here, so a leak checker does not report them; but it would not report a cycle
/// inside them either, so with `TABLINT_FREE_AT_EXIT` set (`.ci/sanitizers.sh` sets it for its LeakSanitizer runs)
/// nothing is kept and everything is freed as usual. Only the command line keeps values: the language server frees
/// what it no longer needs.
enum KeptUntilExit {
    private static let kept = Mutex<[any Sendable]>([])

    /// Whether values are freed as usual (`TABLINT_FREE_AT_EXIT` set), for a leak checker.
    static let freesAtExit = getenv("TABLINT_FREE_AT_EXIT") != nil

    /// Keeps `values` alive until the process exits (unless `freesAtExit`).
    static func keep(_ values: any Sendable...) {
        guard !freesAtExit else { return }
        kept.withLock { $0 += values }
    }
}
