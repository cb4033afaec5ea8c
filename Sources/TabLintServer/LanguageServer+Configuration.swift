import Foundation
import LSPProtocol
import TabLintCore
import TabLintRules
import TabLintWorkspace

extension LanguageServer {
    /// Reads `.tablint.yml` as `tablint lint` does: the file `tablint lsp --config` names, else the first
    /// workspace folder's. Errors go to the client's log; a malformed file leaves the defaults, and an unknown key,
    /// rule id or option is left out.
    func loadConfiguration() {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let roots = session.roots
        do {
            guard
                let (url, loaded) = try ConfigurationLoader.loadNearest(
                    explicit: configurationFile, roots: roots, currentDirectory: roots.isEmpty ? current : roots[0],
                    rules: RuleRegistry.all.map { $0.description })
            else { return }
            // An unknown name is left out; the rest of the file applies while the user fixes it.
            for issue in loaded.issues { log(issue.description, issue.isError ? .error : .warning) }
            let linter = Linter(ruleTypes: RuleRegistry.all, configuration: loaded.configuration)
            session.withState { state in
                state.configuration = loaded.configuration
                state.linter = linter
            }
            log("Configuration: \(url.path)", .info)
        } catch {
            log("\(error.description) (using the default configuration)", .error)
        }
    }

    /// Re-reads the asset catalogs, loose images and `.strings` files under the roots after one of them
    /// changed on disk, then re-lints the open documents. Events during a refresh give one more refresh after it.
    /// - Parameter changedProject: the `project.pbxproj` that changed, when that is all: the files the last walk
    ///   found are kept, and of the Xcode projects only that one is read again.
    func refreshResources(changedProject: String? = nil) {
        let (roots, configuration) = session.withState { ($0.roots, $0.configuration) }
        guard !roots.isEmpty else { return }
        let current = index.withState { state in
            state.resourceRefresh.request() ? (state.workspace.files, state.phase.inventory, state.workspace.resources.knowledge) : nil
        }
        guard let (files, walked, knowledge) = current else { return }
        let existing = roots.filter { FileManager.default.fileExists(atPath: $0.path) }
        indexQueue.async { [self] in
            let reuses = changedProject != nil && walked != nil
            let inventory =
                reuses
                ? walked! : (try? FileDiscovery.inventory(under: existing, isExcluded: configuration.pathFilter)) ?? ProjectInventory()
            let resources = ProjectLoader.resources(
                for: files, inventory: inventory, contents: .disk, reusing: reuses ? knowledge : nil,
                changed: changedProject.map { [$0] } ?? [])
            queue.async { [self] in
                let refreshed = withCodeBuffers(index.workspace.replacingResources(resources))
                index.withState { state in
                    state.workspace = refreshed
                    if state.phase.isReady { state.phase = .ready(inventory) }
                }
                workspaceChanged(nil)
                for path in documents.dependenciesChanged() { scheduleLint(path) }
                if index.withState({ $0.resourceRefresh.finished() }) { refreshResources() }
            }
        }
    }
}
