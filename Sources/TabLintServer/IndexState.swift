import LSPProtocol
import Synchronization
import TabLintFixes
import TabLintWorkspace

/// The workspace index: its phase, the workspace value every lint and feature reads, and what waits for it.
/// One `Mutex` guards it all; no method calls out (sends, schedules, runs a waiter) while holding it.
final class IndexState: Sendable {
    /// Where the index stands.
    enum Phase: Sendable {
        /// The walk that finds the files under the roots runs: nothing can be linted yet.
        case walking
        /// The walk found the files (the inventory); their documents load. Open documents are linted in their
        /// `Workspace.closure`, drawn from the inventory, until the index is ready.
        case loading(ProjectInventory)
        /// Every file is loaded: the workspace is the whole project, found by the walk that gave the inventory (a
        /// changed project file is read again without a walk).
        case ready(ProjectInventory)

        var isReady: Bool {
            if case .ready = self { return true }
            return false
        }

        /// The files the last walk found, once it has.
        var inventory: ProjectInventory? {
            switch self {
            case .walking: return nil
            case .loading(let inventory), .ready(let inventory): return inventory
            }
        }

        /// The inventory open documents are linted in their closures from, while the documents load.
        var closureInventory: ProjectInventory? {
            if case .loading(let inventory) = self { return inventory }
            return nil
        }
    }

    struct State: Sendable {
        var phase = Phase.walking
        var workspace = Workspace(files: []) { didSet { dependencyCache = nil } }
        /// Counts the changes to the workspace, so a result computed from an older one is not cached as current.
        var workspaceGeneration = 0
        /// File events that came before the index was ready: applied once it is.
        var pendingFileEvents: [FileEvent] = []
        /// Work waiting for the index to be ready (run on the server's queue, outside the lock).
        var indexWaiters: [@Sendable () -> Void] = []
        var progress = IndexProgress()
        /// Refreshes of the project resources (catalogs, images, `.strings`, projects): one at a time, and one
        /// more after it when something changed meanwhile.
        var resourceRefresh = CoalescedRefresh()
        private var dependencyCache: DependencyIndex?

        /// Who reaches which storyboard through references, built once per workspace value (edits, hovers and
        /// pulls all ask).
        mutating func dependencies() -> DependencyIndex {
            if let cached = dependencyCache { return cached }
            let index = DependencyIndex(workspace)
            dependencyCache = index
            return index
        }

        /// The walk found the files: the documents load next.
        mutating func walked(_ inventory: ProjectInventory) {
            guard case .walking = phase else { return }
            phase = .loading(inventory)
        }

        /// The index is ready; returns the file events that waited for it.
        mutating func becomeReady() -> [FileEvent] {
            phase = .ready(phase.inventory ?? ProjectInventory())
            progress.finished = true
            progress.done = progress.total
            let events = pendingFileEvents
            pendingFileEvents = []
            return events
        }

        /// Takes the work that waited for the index.
        mutating func takeIndexWaiters() -> [@Sendable () -> Void] {
            let waiting = indexWaiters
            indexWaiters = []
            return waiting
        }
    }

    private let state = Mutex(State())

    /// Runs `body` with the state, under the lock: `body` must not call out.
    func withState<Result: Sendable>(_ body: (inout State) -> Result) -> Result {
        state.withLock { body(&$0) }
    }

    var isReady: Bool { withState { $0.phase.isReady } }

    var workspace: Workspace { withState { $0.workspace } }

    /// The files whose references lead, directly or through other storyboards, to the storyboard `name`.
    func files(dependingOnStoryboardNamed name: String) -> Set<String> {
        withState { $0.dependencies().files(dependingOnStoryboardNamed: name) }
    }

    /// The `$/progress` notifications that tell the client what changed since the last ones.
    func progressNotifications() -> [ProgressNotification] {
        withState { $0.progress.notifications() }
    }
}
