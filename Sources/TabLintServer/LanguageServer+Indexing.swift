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
        let existing = roots.filter { FileManager.default.fileExists(atPath: $0.path) }
        guard !existing.isEmpty else {
            finishIndexing([], seconds: 0)
            return
        }
        let started = Date()
        let configuration = self.configuration
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let inventory = (try? FileDiscovery.inventory(under: existing, isExcluded: configuration.pathFilter)) ?? ProjectInventory()
            let urls = inventory.documents.sorted().map { URL(fileURLWithPath: $0) }
            queue.async { [self] in
                progress.total = urls.count
                reportProgress()
                // The open documents need not wait for every file: each is linted with what it references.
                self.inventory = inventory
                for path in documents.keys { scheduleLint(path) }
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
                progress.done = done
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
        var index = Workspace(files: files, roots: roots, resources: resources)
        for document in documents.values {
            if let loaded = document.loaded { index = index.replacing(loaded) }
        }
        workspace = index
        workspaceChanged(nil)
        indexReady = true
        progress.finished = true
        progress.done = progress.total
        reportProgress()
        if !roots.isEmpty {
            log("Indexed \(files.count) Interface Builder files in \(String(format: "%.2f", seconds)) s", .info)
        }
        let events = pendingFileEvents
        pendingFileEvents = []
        if !events.isEmpty { apply(events) }
        inventory = nil
        // Lints so far (or running) saw only their document's closure: lint again in the whole workspace (what is
        // unchanged is not published again).
        for path in documents.keys {
            documents[path]?.lint.dependenciesChanged()
            scheduleLint(path)
        }
        let waiting = indexWaiters
        indexWaiters = []
        waiting.forEach { $0() }
    }

    /// Runs `work` on the queue once the workspace index is loaded.
    func whenIndexed(_ work: @escaping () -> Void) {
        if indexReady { work() } else { indexWaiters.append(work) }
    }

    /// Sends what changed since the last `$/progress` (once the client has created the token).
    func reportProgress() {
        guard let token = progress.token, !progress.ended else { return }
        let message = "\(progress.done)/\(progress.total) files"
        if !progress.begun {
            progress.begun = true
            connection.send(
                ProgressNotification(
                    token: token, value: .begin("Indexing storyboards and xibs", message: message, percentage: progress.percentage)))
        } else if !progress.finished {
            connection.send(ProgressNotification(token: token, value: .report(message, percentage: progress.percentage)))
        }
        if progress.finished {
            progress.ended = true
            connection.send(ProgressNotification(token: token, value: .end("Indexed \(progress.total) files")))
        }
    }
}
