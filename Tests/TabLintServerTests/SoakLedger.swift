import Foundation
import LSPProtocol
import TabLintTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// The soak's bookkeeping: requests sent and answers received (by id), cancellations, operations by kind and
/// resident memory at each checkpoint.
struct SoakLedger {
    var operations = 0
    /// Ids of the requests sent through the ledger (all but `initialize` and `shutdown`).
    private(set) var requests: Set<Int> = []
    /// Answers received per request id.
    private(set) var answers: [Int: Int] = [:]
    private(set) var badCancellationAnswers = 0
    private(set) var internalErrors = 0
    private(set) var cancelledAnswers = 0
    private var kinds: [String: Int] = [:]
    /// Requests sent since the last checkpoint, which a cancellation may pick.
    private var recent: [Int] = []
    private var cancelled: Set<Int> = []
    /// (operations so far, resident bytes) at each checkpoint.
    private(set) var memory: [(operations: Int, bytes: Int)] = []

    mutating func sent(_ id: RequestID) {
        guard case .number(let number) = id else { return }
        requests.insert(number)
        recent.append(number)
    }

    mutating func count(_ kind: String) { kinds[kind, default: 0] += 1 }

    mutating func randomCancellable(using random: inout SplitMix64) -> Int? {
        guard !recent.isEmpty else { return nil }
        let id = recent[random.below(recent.count)]
        cancelled.insert(id)
        return id
    }

    /// Waits (with a barrier request) until every request sent so far is answered, takes what the client
    /// received, records resident memory, and returns the diagnostics published meanwhile, in order.
    @discardableResult
    mutating func checkpoint(_ client: LSPTestClient, after operation: Int) throws -> [PublishDiagnosticsNotification] {
        // An unknown method is answered as soon as it is read: every notification before it has been handled.
        let barrier = client.send(WorkDoneProgressCreateRequest(token: .string("soak barrier")))
        sent(barrier)
        var messages: [LSPAny] = []
        var waiting = Set(recent)
        while !waiting.isEmpty {
            _ = try client.response(to: .number(waiting.min()!), timeout: 120)
            let taken = client.takeReceived()
            messages += taken
            for message in taken where message["method"] == nil {
                if case .int(let id)? = message["id"] { waiting.remove(id) }
            }
        }
        account(messages)
        recent = []
        memory.append((operation, Self.residentBytes()))
        return messages.compactMap { message in
            guard message["method"]?.stringValue == PublishDiagnosticsNotification.method, let params = message["params"] else { return nil }
            return try? client.decode(PublishDiagnosticsNotification.self, from: params)
        }
    }

    /// Counts the answers among `messages`.
    mutating func account(_ messages: [LSPAny]) {
        for message in messages where message["method"] == nil {
            guard case .int(let id)? = message["id"] else { continue }
            answers[id, default: 0] += 1
            let code = message["error"]?["code"]
            if code == .int(-32603) { internalErrors += 1 }
            if cancelled.contains(id) {
                if code == .int(-32800) { cancelledAnswers += 1 } else if message["result"] == nil { badCancellationAnswers += 1 }
            }
        }
    }

    /// Resident memory growth from the first fifth of the session to its end (nil without /proc).
    var steadyGrowth: Int? {
        guard memory.count >= 5, memory.allSatisfy({ $0.bytes > 0 }) else { return nil }
        return memory.last!.bytes - memory[memory.count / 5].bytes
    }

    func summary(operations: Int, seed: UInt64, seconds: Double) -> String {
        let mib = { (bytes: Int) in String(format: "%.1f MiB", Double(bytes) / 1_048_576) }
        let kinds = self.kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
        var lines = [
            "LSP soak: \(operations) operations (\(kinds)) across \(LSPSoakTests.documentCount) documents, seed \(seed), "
                + String(format: "%.1f s", seconds),
            "requests: \(requests.count + 2) sent, \(answers.count) answered, \(answers.values.filter { $0 != 1 }.count) not exactly once; "
                + "\(cancelled.count) cancelled, \(cancelledAnswers) of them answered -32800",
        ]
        if let first = memory.first, let last = memory.last {
            let peak = memory.map(\.bytes).max()!
            lines.append(
                "resident memory: \(mib(first.bytes)) after \(first.operations) operations, \(mib(last.bytes)) at the end, "
                    + "peak \(mib(peak)); growth after the first fifth \(steadyGrowth.map(mib) ?? "n/a")")
        }
        return lines.joined(separator: "\n")
    }

    func report(summary: String, operations: Int) -> String {
        let rows = memory.map { "| \($0.operations) | \(String(format: "%.1f", Double($0.bytes) / 1_048_576)) |" }
        return """
            # LSP soak

            `LSPSoakTests` (Tests/TabLintServerTests) drives one in-process server through random edits, opens,
            closes, requests and cancellations across 20 Corpus documents, then restores every document and compares
            the server's diagnostics with a fresh lint. Reproduce (debug build, niced on a 2-core machine):

            ```
            TABLINT_SOAK_OPERATIONS=\(operations) TABLINT_SOAK_REPORT=Reports/lsp-soak.md swift test --filter LSPSoakTests
            ```

            ```
            \(summary)
            ```

            Resident memory of the test process (server and client) at each checkpoint; the client forgets the
            messages it has accounted for, so what grows is the server's.

            | operations | RSS (MiB) |
            |---:|---:|
            \(rows.joined(separator: "\n"))

            """
    }

    /// The process's resident set size from /proc/self/statm (0 where there is none).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
