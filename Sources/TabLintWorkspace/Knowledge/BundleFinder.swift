import TabLintParallel
import TabLintSource
import TabLintXcode

/// The bundles of paths (`ProjectKnowledge.findBundleIndices(of:)`): the targets that list the path or a folder
/// above it, or whose synchronized folders hold it; else the folder bundle of its nearest boundary. What the
/// folders above a path contribute (the targets that list them, the synchronized folders rooted there, the nearest
/// boundary) is worked out once per folder, so a catalog of a thousand image sets walks its folders once, not a
/// thousand times.
///
/// Not thread-safe: one finder serves one serial pass.
final class BundleFinder {
    private let knowledge: ProjectKnowledge
    private let folderBundles: [String: [Int]]
    /// The target bundles, asked one by one when the knowledge has no membership table.
    private let targetBundles: [Int]
    private var memo: [Substring: Inherited] = [:]

    /// What a folder and the folders above it contribute to the bundles of a path below it.
    private struct Inherited {
        var listed: [Int] = []
        var synchronized: [(bundle: Int, folder: SynchronizedFolder)] = []
        /// The nearest boundary at or above the folder ("" or "/" when none).
        var boundary: String
    }

    init(_ knowledge: ProjectKnowledge) {
        self.knowledge = knowledge
        var folderBundles: [String: [Int]] = [:]
        for (index, bundle) in knowledge.bundles.enumerated() {
            if case .folder = bundle.kind { folderBundles[bundle.folder, default: []].append(index) }
        }
        self.folderBundles = folderBundles
        targetBundles = knowledge.bundles.indices.filter { index in
            if case .target = knowledge.bundles[index].kind { return true }
            return false
        }
    }

    /// `bundleIndices(of:)` of each of `paths`, in parallel: a finder per slice (each slice's folders worked out
    /// once), some four slices per core and at most 512 paths in one.
    static func bundleIndices(of paths: [String], in knowledge: ProjectKnowledge) -> [[Int]] {
        let size = min(512, max(1, (paths.count + 4 * Cores.active - 1) / (4 * Cores.active)))
        let slices = stride(from: 0, to: paths.count, by: size).map { Array(paths[$0..<min($0 + size, paths.count)]) }
        return Array(
            slices.parallelMap { slice in
                let finder = BundleFinder(knowledge)
                return slice.map { finder.bundleIndices(of: $0) }
            }.joined())
    }

    /// The indices of the bundles `path` ships in, sorted.
    func bundleIndices(of path: String) -> [Int] {
        let inherited = Self.parent(path[...]).map { self.inherited($0) }
        var targets: [Int]
        if let membership = knowledge.membership {
            // Most projects have no synchronized folder: a table that is empty is not asked (each question hashes
            // the whole path).
            targets = membership.listed.isEmpty ? [] : membership.listed[path] ?? []
            if !membership.synchronized.isEmpty, let rooted = membership.synchronized[path] {
                targets += rooted.filter { $0.folder.contains(path) }.map(\.bundle)
            }
            if let inherited {
                targets += inherited.listed
                for (bundle, folder) in inherited.synchronized where folder.contains(path) { targets.append(bundle) }
            }
        } else {
            targets = targetBundles.filter { knowledge.bundles[$0].contains(path) }
        }
        // Mostly one target, or a few: sorted in place, repeats dropped.
        if targets.count > 1 {
            targets.sort()
            var kept = 1
            for index in targets.indices.dropFirst() where targets[index] != targets[kept - 1] {
                targets[kept] = targets[index]
                kept += 1
            }
            targets.removeLast(targets.count - kept)
        }
        if !targets.isEmpty { return targets }
        let boundary = inherited?.boundary ?? (knowledge.boundaries.contains("/") ? "/" : "")
        return folderBundles[boundary] ?? []
    }

    /// The folder above a path: nil at the top (no `/` after the first byte).
    private static func parent(_ path: Substring) -> Substring? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash > path.startIndex else { return nil }
        return path[..<slash]
    }

    private func inherited(_ folder: Substring) -> Inherited {
        if let known = memo[folder] { return known }
        let above = Self.parent(folder).map { inherited($0) }
        let key = String(folder)
        var result = Inherited(
            listed: above?.listed ?? [], synchronized: above?.synchronized ?? [],
            boundary: knowledge.boundaries.contains(key) ? key : above?.boundary ?? (knowledge.boundaries.contains("/") ? "/" : ""))
        if let membership = knowledge.membership {
            result.listed += membership.listed[key] ?? []
            result.synchronized += membership.synchronized[key] ?? []
        }
        memo[folder] = result
        return result
    }
}
