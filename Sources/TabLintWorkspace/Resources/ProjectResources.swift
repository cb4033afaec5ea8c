import TabLintSource

/// What a project holds besides its Interface Builder documents: the images its tab bar items can name and
/// the `.strings` localizations of its documents.
package struct ProjectResources: Sendable {
    /// Every image of the project: what a file gets when the knowledge has no images by bundle (`images(for:)`).
    package let images: ProjectImages
    /// Every `.strings` file read (those beside an IB document of the same name), sorted by path.
    package let stringsTables: [StringsTable]
    /// The project's bundles (Xcode targets, project folders), their Info.plists and what their code shows.
    package private(set) var knowledge: ProjectKnowledge
    /// Folders and files the loading could not read, by path, with the reason: what the walk could not list or
    /// open (`ProjectInventory.unreadable`), and documents and `.strings` files whose read failed.
    package var unreadable: [String: String] = [:]
    private let tablesByKey: [String: [StringsTable]]

    package init(images: ProjectImages, stringsTables: [StringsTable], knowledge: ProjectKnowledge = .empty) {
        self.images = images
        self.knowledge = knowledge
        self.stringsTables = stringsTables.sorted { $0.source.path < $1.source.path }
        var byKey: [String: [StringsTable]] = [:]
        for table in self.stringsTables { byKey[table.pairingKey, default: []].append(table) }
        self.tablesByKey = byKey.mapValues { $0.sorted { $0.language < $1.language } }
    }

    /// The same resources with other knowledge (the evidence phase's answers).
    func replacingKnowledge(_ knowledge: ProjectKnowledge) -> ProjectResources {
        var copy = self
        copy.knowledge = knowledge
        return copy
    }

    package static let empty = ProjectResources(images: ProjectImages(), stringsTables: [])

    /// The images a file's bundles provide (every image of the project when TabLint knows no bundle).
    package func images(for path: String) -> ProjectImages {
        let indices = knowledge.bundleIndices(of: path)
        guard !indices.isEmpty, let byBundle = knowledge.imagesByBundle else { return images }
        return byBundle[indices]
    }

    /// The images one bundle provides (every image of the project when TabLint has no images by bundle).
    package func images(ofBundle bundle: Int) -> ProjectImages {
        knowledge.imagesByBundle?[bundle] ?? images
    }

    /// The `.strings` files that localize a document (`*.lproj/Main.strings` beside `Base.lproj/Main.storyboard`),
    /// by language.
    package func localizations(of document: SourceFile) -> [StringsTable] {
        tablesByKey[StringsTable.pairingKey(of: document)] ?? []
    }
}
