import Foundation
import LSPProtocol
import TabLintCore
import TabLintModel
import TabLintReporters
import TabLintRules
import TabLintServer
import TabLintSource
import TabLintTestSupport
import TabLintWorkspace
import Testing

/// A long session against one in-process server: random edits (some breaking the XML, some mending it), opens,
/// closes, requests and cancellations across 20 Corpus documents, from a fixed seed so a failure replays.
///
/// It checks that every request is answered exactly once (a cancelled one with its result or -32800), that once
/// every document is restored the server's diagnostics, pushed and pulled, equal a fresh lint of the same texts,
/// and records the process's resident memory along the way. `TABLINT_SOAK_OPERATIONS` (default 10,000) and
/// `TABLINT_SOAK_SEED` change the run; `TABLINT_SOAK_REPORT=Reports/lsp-soak.md` writes its figures there.
///
/// The resident memory is the whole test process's: the bound on its growth holds only when the soak runs alone
/// in it, as `.ci/run` runs it with `TABLINT_SOAK_MEMORY=1` (`swift test` runs other suites beside it).
@Suite(.serialized) struct LSPSoakTests {
    static let documentCount = 20

    @Test func randomSessionAnswersEveryRequestOnceAndEndsWithAFreshLintsDiagnostics() throws {
        let environment = ProcessInfo.processInfo.environment
        let operations = environment["TABLINT_SOAK_OPERATIONS"].flatMap(Int.init) ?? 10_000
        let seed = environment["TABLINT_SOAK_SEED"].flatMap { UInt64($0) } ?? 0x7AB1_1D7
        var random = SplitMix64(seed: seed)
        print("LSP soak: \(operations) operations from seed \(seed) (TABLINT_SOAK_SEED replays it)")
        var documents = try Self.corpusDocuments()
        var ledger = SoakLedger()
        let started = Date()

        let client = LSPTestClient()
        try client.initialize(capabilities: ServerFixtures.capabilities())
        let checkpointEvery = max(operations / 20, 1)
        for operation in 1...max(operations, 1) {
            let index = random.below(documents.count)
            perform(on: &documents[index], client, &random, &ledger)
            if operation % checkpointEvery == 0 { try ledger.checkpoint(client, after: operation) }
        }

        // Restore every document to its original text, open.
        for index in documents.indices {
            documents[index].version += 1
            if documents[index].isOpen {
                client.change(
                    documents[index].uri, version: documents[index].version,
                    [TextDocumentContentChangeEvent(text: String(decoding: documents[index].original, as: UTF8.self))])
            } else {
                client.open(documents[index].uri, text: String(decoding: documents[index].original, as: UTF8.self), version: documents[index].version)
                documents[index].isOpen = true
            }
        }
        // Pull twice: the first waits for each document's own lint, the second for re-lints its neighbours caused.
        var pulled: [String: [LSPDiagnostic]] = [:]
        for _ in 0..<2 {
            for document in documents {
                let id = client.send(DocumentDiagnosticRequest(textDocument: document.identifier))
                ledger.sent(id)
                let report = try client.decode(DocumentDiagnosticReport.self, from: try client.response(to: id, timeout: 120)["result"] ?? .null)
                pulled[document.uri] = report.items ?? []
            }
        }
        let published = try ledger.checkpoint(client, after: operations)

        let expected = Self.freshLint(documents)
        for document in documents {
            #expect(pulled[document.uri] == expected[document.uri], "pulled diagnostics of \(document.uri)")
            let last = published.last { $0.uri == document.uri }
            #expect(last?.version == document.version, "the last publication of \(document.uri) is of its final version")
            #expect(last?.diagnostics == expected[document.uri], "published diagnostics of \(document.uri)")
        }

        _ = try client.request(ShutdownRequest())
        client.notify(ExitNotification())
        #expect(client.waitForExit() == 0)
        ledger.account(client.takeReceived())
        for (id, count) in ledger.answers where count != 1 {
            Issue.record("request \(id) was answered \(count) times")
        }
        #expect(ledger.requests.subtracting(ledger.answers.keys).isEmpty, "every request sent is answered")
        #expect(Set(ledger.answers.keys).subtracting(ledger.requests).count == 2, "answers to nothing but those and initialize and shutdown")
        #expect(ledger.badCancellationAnswers == 0, "a cancelled request is answered with its result or -32800")
        #expect(ledger.internalErrors == 0, "no request failed with an internal error")

        let final = expected.values.map(\.count).reduce(0, +)
        let summary =
            ledger.summary(operations: operations, seed: seed, seconds: Date().timeIntervalSince(started))
            + "\nafter the restore: \(final) diagnostics in \(expected.values.filter { !$0.isEmpty }.count) documents, pushed and pulled, equal a fresh lint's"
        print(summary)
        if let path = environment["TABLINT_SOAK_REPORT"] {
            try Data(ledger.report(summary: summary, operations: operations).utf8).write(to: URL(fileURLWithPath: path))
        }
        // Steady memory: after the first fifth of the session, resident memory grows by less than 64 MiB. Only
        // when the soak runs alone (`TABLINT_SOAK_MEMORY=1`), and not under AddressSanitizer, whose quarantine keeps
        // freed memory resident (up to 256 MiB) to catch use after free.
        if environment["TABLINT_SOAK_MEMORY"] == "1", let growth = ledger.steadyGrowth, !Self.underAddressSanitizer {
            #expect(growth < 64 << 20, "resident memory grew by \(growth) bytes")
        }
    }

    /// One random operation on one document.
    /// Whether the test process runs with AddressSanitizer's runtime (`swift test --sanitize=address`).
    static var underAddressSanitizer: Bool {
        #if canImport(Darwin)
            dlsym(RTLD_DEFAULT, "__asan_init") != nil
        #else
            // glibc's RTLD_DEFAULT, a null handle (its macro is a cast Swift does not import).
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
        #endif
    }

    private func perform(on document: inout SoakDocument, _ client: LSPTestClient, _ random: inout SplitMix64, _ ledger: inout SoakLedger) {
        ledger.operations += 1
        guard document.isOpen else {
            document.version += 1
            document.isOpen = true
            client.open(document.uri, text: document.text, version: document.version)
            ledger.count("open")
            return
        }
        switch random.below(100) {
        case 0..<50:
            var changes: [TextDocumentContentChangeEvent] = []
            for _ in 0...random.below(3) { changes.append(document.randomChange(using: &random)) }
            document.version += 1
            client.change(document.uri, version: document.version, changes)
            ledger.count("edit")
        case 50..<55:
            document.isOpen = false
            client.notify(DidCloseTextDocumentNotification(textDocument: document.identifier))
            ledger.count("close")
        case 55..<65:
            ledger.sent(client.send(HoverRequest(textDocument: document.identifier, position: document.randomPosition(using: &random))))
            ledger.count("hover")
        case 65..<75:
            ledger.sent(client.send(DocumentDiagnosticRequest(textDocument: document.identifier)))
            ledger.count("pull diagnostics")
        case 75..<82:
            let request = CodeActionRequest(
                textDocument: document.identifier, range: document.randomRange(using: &random), context: CodeActionContext(diagnostics: []))
            ledger.sent(client.send(request))
            ledger.count("code action")
        case 82..<87:
            ledger.sent(client.send(DocumentSymbolRequest(textDocument: document.identifier)))
            ledger.count("document symbols")
        default:
            guard let id = ledger.randomCancellable(using: &random) else {
                ledger.sent(client.send(DefinitionRequest(textDocument: document.identifier, position: document.randomPosition(using: &random))))
                ledger.count("definition")
                return
            }
            client.notify(CancelRequestNotification(id: .number(id)))
            ledger.count("cancel")
        }
    }

    /// 20 Corpus documents spread over the Corpus (UTF-8 storyboards and xibs, outside `.xcloc` exports), under
    /// a folder that does not exist on disk, so the open buffers are the whole workspace.
    static func corpusDocuments() throws -> [SoakDocument] {
        let corpus = Fixtures.repositoryRoot().appendingPathComponent("Corpus")
        let found = try FileDiscovery.documents(under: [corpus])
            .filter { !$0.path.contains(".xcloc/") }
            .compactMap { url -> (String, [UInt8])? in
                let bytes = try [UInt8](Data(contentsOf: url))
                guard String(validating: bytes, as: UTF8.self) != nil, !bytes.contains(0x0D) else { return nil }
                return (String(url.path.dropFirst(corpus.path.count)), bytes)
            }
            .sorted { $0.0 < $1.0 }
        try #require(found.count >= documentCount)
        return (0..<documentCount).map { index in
            let (relative, bytes) = found[index * found.count / documentCount]
            return SoakDocument(url: URL(fileURLWithPath: "/tablint-soak" + relative), bytes: bytes)
        }
    }

    /// What a fresh linter reports for the documents' original texts, together as one workspace.
    static func freshLint(_ documents: [SoakDocument]) -> [String: [LSPDiagnostic]] {
        let files = documents.map { DocumentLoader.load(SourceFile(url: $0.url, bytes: $0.original)) }
        let workspace = Workspace(files: files)
        let linter = Linter(ruleTypes: RuleRegistry.all)
        var result: [String: [LSPDiagnostic]] = [:]
        for (document, file) in zip(documents, files) {
            result[document.uri] = linter.diagnostics(for: file, in: workspace).map { $0.lsp(.utf16) }
        }
        return result
    }
}
