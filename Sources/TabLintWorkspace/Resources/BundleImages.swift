import TabLintSource
import TabLintXcode

/// The images each bundle that ships a document provides (`ProjectKnowledge.imagesByBundle`).
///
/// An asset set ships where its
/// catalog does, so a catalog is looked up once rather than once for each of its sets. That holds unless
/// something could tell the catalog's sets apart: a path the targets list inside it, a project boundary at or in
/// it, or a synchronized folder at, above or inside it (whose exceptions can name any set). Then each of its sets is
/// looked up on its own.
package struct BundleImages: Sendable {
    private let images: [ProjectImages]

    /// `inventory` gives the catalogs and images (`ProjectInventory.imagesOnly`); only the bundles of some document
    /// (`knowledge.bundlesByDocument`) get images.
    init(_ inventory: ProjectInventory, knowledge: ProjectKnowledge, groupNamespaces: [String: Bool?]) {
        let found = Self.bundles(of: inventory, in: knowledge)
        let shipping = Set(knowledge.bundlesByDocument.values.joined())
        images = knowledge.bundles.indices.map { bundle in
            guard shipping.contains(bundle) else { return ProjectImages() }
            return ProjectImages(inventory.images(inBundle: bundle, bundles: found), groupNamespaces: groupNamespaces)
        }
    }

    package subscript(bundle: Int) -> ProjectImages { images[bundle] }

    /// The images of `bundles` (sorted indices) together: those of several bundles are merged for each call.
    package subscript(bundles: [Int]) -> ProjectImages {
        bundles.count == 1 ? images[bundles[0]] : ProjectImages(merging: bundles.map { images[$0] })
    }

    /// The bundles of each catalog, image set and loose image, in this order (what
    /// `ProjectInventory.images(inBundle:bundles:)` takes).
    static func bundles(of inventory: ProjectInventory, in knowledge: ProjectKnowledge) -> [[Int]] {
        let finder = BundleFinder(knowledge)
        let opaque = opaqueCatalogs(knowledge)
        // The bundles of the opaque catalogs: what each of their sets gets.
        var byCatalog: [String: [Int]] = [:]
        var found: [[Int]] = []
        found.reserveCapacity(inventory.catalogs.count + inventory.imageSets.count + inventory.looseImages.count)
        for catalog in inventory.catalogs {
            let bundles = finder.bundleIndices(of: catalog)
            if opaque(catalog) { byCatalog[catalog] = bundles }
            found.append(bundles)
        }
        for (path, set) in inventory.imageSets {
            if let known = byCatalog[set.catalog] {
                found.append(known)
            } else {
                found.append(finder.bundleIndices(of: path))
            }
        }
        for path in inventory.looseImages { found.append(finder.bundleIndices(of: path)) }
        return found
    }

    /// Whether everything inside a catalog ships where the catalog does: no path the targets list inside it, no
    /// boundary at or in it, no synchronized folder at, above or inside it. A synchronized folder elsewhere (another
    /// app's, in a workspace of several) holds none of the catalog's sets, so it does not tell them apart.
    static func opaqueCatalogs(_ knowledge: ProjectKnowledge) -> (String) -> Bool {
        guard let membership = knowledge.membership else { return { _ in false } }
        var telling = Set<String>()
        for key in membership.listed.keys {
            if let catalog = AssetSetPath.catalogRange(in: key), catalog.upperBound != key.endIndex { telling.insert(String(key[catalog])) }
        }
        for boundary in knowledge.boundaries {
            if let catalog = AssetSetPath.catalogRange(in: boundary) { telling.insert(String(boundary[catalog])) }
        }
        for folder in membership.synchronized.keys {
            if let catalog = AssetSetPath.catalogRange(in: folder) { telling.insert(String(folder[catalog])) }
        }
        let synchronized = membership.synchronized.keys
        return { catalog in !telling.contains(catalog) && !synchronized.contains { ProjectPath.isInside(catalog, folder: $0) } }
    }
}
