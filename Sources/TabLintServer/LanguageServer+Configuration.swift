import Foundation
import LSPProtocol
import TabLintCore
import TabLintRules
import TabLintWorkspace

extension LanguageServer {
    /// Reads `.tablint.yml` as `tablint lint` does: the file `tablint lsp --config` names, else the first
    /// workspace folder's. Warnings and errors go to the client's log; a malformed file leaves the defaults.
    func loadConfiguration() {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        do {
            guard
                let (url, loaded) = try ConfigurationLoader.loadNearest(
                    explicit: configurationFile, roots: roots, currentDirectory: roots.isEmpty ? current : roots[0],
                    rules: RuleRegistry.all.map { $0.description })
            else { return }
            for warning in loaded.warnings { log(warning.description, .warning) }
            configuration = loaded.configuration
            linter = Linter(ruleTypes: RuleRegistry.all, configuration: configuration)
            log("Configuration: \(url.path)", .info)
        } catch {
            log("\(error.description) (using the default configuration)", .error)
        }
    }

    /// Re-reads the asset catalogs, loose images and `.strings` files under the roots after one of them
    /// changed on disk, then re-lints the open documents. Events during a refresh give one more refresh after it.
    func refreshResources() {
        guard !roots.isEmpty, resourceRefresh.request() else { return }
        let roots = self.roots.filter { FileManager.default.fileExists(atPath: $0.path) }
        let configuration = self.configuration
        let files = workspace.files
        indexQueue.async { [self] in
            let inventory = (try? FileDiscovery.inventory(under: roots, isExcluded: configuration.pathFilter)) ?? ProjectInventory()
            let resources = ProjectLoader.resources(
                for: files, inventory: inventory, contents: .disk)
            queue.async { [self] in
                workspace = workspace.replacingResources(resources)
                workspaceChanged(nil)
                for path in documents.keys {
                    documents[path]?.lint.dependenciesChanged()
                    scheduleLint(path)
                }
                if resourceRefresh.finished() { refreshResources() }
            }
        }
    }
}
