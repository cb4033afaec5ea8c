import Foundation
import LSPProtocol
import TabLintModel
import TabLintParallel
import TabLintSource
import TabLintWorkspace

extension LanguageServer {
    /// Loads every storyboard and xib under the roots off the state queue, in chunks, reporting progress. The walk
    /// that finds them comes first, on its own: open documents are linted in their closures from then on.
    func startIndexing() {
        let (roots, configuration) = session.withState { ($0.roots, $0.configuration) }
        let existing = roots.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !existing.isEmpty else {
            finishIndexing([], seconds: 0)
            return
        }
        let started = Date()
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let inventory = (try? FileDiscovery.inventory(under: existing, isExcluded: configuration.pathFilter)) ?? ProjectInventory()
            let urls = inventory.documents.sorted().map { URL(fileURLWithPath: $0) }
            queue.async { [self] in
                // The open documents need not wait for every file: each is linted with what it references.
                index.withState { state in
                    state.progress.total = urls.count
                    state.walked(inventory)
                }
                reportProgress()
                for path in documents.paths { scheduleLint(path) }
            }
            indexQueue.async { [self] in load(urls, inventory: inventory, started: started) }
        }
    }

    private func load(_ urls: [URL], inventory: ProjectInventory, started: Date) {
        var files: [LoadedFile] = []
        files.reserveCapacity(urls.count)
        let chunk = 48
        for start in stride(from: 0, to: urls.count, by: chunk) {
            let slice = Array(urls[start..<min(start + chunk, urls.count)])
            // Closed files are kept as models: a fix that edits one reads it again (`FeatureContext.withText`).
            files += slice.parallelMap { url in DocumentLoader.load(url: url, keepsText: false) { try SourceFile.readBytes(url) } }
            let done = files.count
            queue.async { [self] in
                index.withState { $0.progress.done = done }
                reportProgress()
            }
        }
        let loaded = files
        let resources = ProjectLoader.resources(
            for: loaded, inventory: inventory, contents: .disk)
        queue.async { [self] in
            finishIndexing(loaded, resources: resources, seconds: Date().timeIntervalSince(started))
        }
    }

    private func finishIndexing(_ files: [LoadedFile], resources: ProjectResources = .empty, seconds: Double) {
        let roots = session.roots
        var loaded = Workspace(files: files, roots: roots, resources: resources)
        for file in documents.loadedFiles { loaded = loaded.replacing(file) }
        loaded = withCodeBuffers(loaded)
        index.withState { $0.workspace = loaded }
        workspaceChanged(nil)
        let events = index.withState { $0.becomeReady() }
        reportProgress()
        if !roots.isEmpty {
            log("Indexed \(files.count) Interface Builder files in \(String(format: "%.2f", seconds)) s", .info)
        }
        if !events.isEmpty { apply(events) }
        // Lints so far (or running) saw only their document's closure: lint again in the whole workspace (what is
        // unchanged is not published again).
        for path in documents.dependenciesChanged() { scheduleLint(path) }
        let waiting = index.withState { $0.takeIndexWaiters() }
        waiting.forEach { $0() }
    }

    /// Runs `work` on the queue once the workspace index is loaded.
    func whenIndexed(_ work: @escaping @Sendable () -> Void) {
        let ready = index.withState { state in
            if !state.phase.isReady { state.indexWaiters.append(work) }
            return state.phase.isReady
        }
        if ready { work() }
    }

    /// Sends what changed since the last `$/progress` (once the client has created the token).
    func reportProgress() {
        for notification in index.progressNotifications() { connection.send(notification) }
    }
}
