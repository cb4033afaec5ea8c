import TabLintSource
import TabLintXcode

/// The files of a project that TabLint reads, sorted into kinds by their paths alone (nothing is opened).
///
/// Discovery on disk feeds it every directory and file the walk meets; an in-memory project (an example, an
/// editor's buffers) feeds it file paths. Both end in the same `ProjectLoader`, so a workspace is built the
/// same way whatever the files come from.
package struct ProjectInventory: Sendable {
    /// Interface Builder documents (`.storyboard`, `.xib`, or files named explicitly).
    package private(set) var documents: Set<String> = []
    /// `*.lproj/*.strings` files (read later, and only when an IB document of the same name exists).
    package private(set) var stringsFiles: Set<String> = []
    /// `*.lproj/*.stringsdict` files (plural rules; read only for the merge-conflict check).
    package private(set) var stringsdictFiles: Set<String> = []
    /// Every `*.xcassets` folder.
    package private(set) var catalogs: Set<String> = []
    /// Image-like sets (`.imageset`, `.symbolset`, `.imagestack`) by the path of their folder.
    package private(set) var imageSets: [String: AssetSetPath] = [:]
    /// `Contents.json` of catalog groups, which may declare a namespace.
    package private(set) var groupContents: Set<String> = []
    /// Image files outside asset catalogs (`name.png`, `name@2x.png`, …).
    package private(set) var looseImages: Set<String> = []
    /// `project.pbxproj` files of Xcode projects.
    package private(set) var xcodeProjects: Set<String> = []
    /// `project.yml` files: XcodeGen specs, read where no `project.pbxproj` is beside them (`XcodeGenProject`).
    package private(set) var xcodeGenSpecs: Set<String> = []
    /// Every `.xcodeproj` folder found, with or without its `project.pbxproj`: a folder walk notes each folder it
    /// enters, and an in-memory project's files name theirs.
    package private(set) var xcodeprojFolders: Set<String> = []
    /// Property lists that may be an app's Info.plist (`Info.plist`, `*-Info.plist`, `*Info.plist`).
    package private(set) var infoPlists: Set<String> = []
    /// Swift and Objective-C sources (`.swift`, `.m`, `.mm`, `.h`), read only for the facts rules weigh.
    /// In the order the walk met them, a folder's files together (the parts of a walk one after another), and not
    /// in a `Set`: an app's code is thousands of files, each hashed for nothing, since a walk meets each file once.
    /// Only inventories of roots that overlap can repeat one (`sourcesMayRepeat`); `sourceFilesInWalkOrder`
    /// drops the repeats.
    private var sourceFileOrder: [String] = []
    /// Whether an inventory with sources was merged into this one without being known disjoint from it.
    private var sourcesMayRepeat = false
    /// Folders that hold a project marker (`.git`, an `.xcodeproj`, `Package.swift`, `project.yml`): references and
    /// images never resolve across them.
    package private(set) var boundaries: Set<String> = []
    /// What the walk met and could not read, by path, with the reason: folders it could not list, and files it
    /// would read that are not regular files (a named pipe, a socket, a device).
    package private(set) var unreadable: [String: String] = [:]

    package init() {}

    /// Extensions of source files whose facts TabLint reads.
    package static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]

    /// The catalogs, image sets and loose images alone (what `ProjectImages` reads): for a value kept after the
    /// rest is gone.
    package var imagesOnly: ProjectInventory {
        var images = ProjectInventory()
        images.catalogs = catalogs
        images.imageSets = imageSets
        images.looseImages = looseImages
        return images
    }

    /// The catalogs and images of the inventory that ship in `bundle`: `bundles` gives the bundles of each catalog,
    /// image set and loose image, in this order (`BundleImages.bundles(of:in:)`), so no path is looked up again.
    /// Groups' `Contents.json` are left out, as `imagesOnly` leaves them (`ProjectImages` does not read them).
    package func images(inBundle bundle: Int, bundles: [[Int]]) -> ProjectInventory {
        precondition(bundles.count == catalogs.count + imageSets.count + looseImages.count)
        var part = ProjectInventory()
        // The same sets, unchanged, iterate in the same order as `bundles` took them.
        var next = bundles.makeIterator()
        func ships() -> Bool { next.next()!.contains(bundle) }
        for path in catalogs where ships() { part.catalogs.insert(path) }
        for (path, set) in imageSets where ships() { part.imageSets[path] = set }
        for path in looseImages where ships() { part.looseImages.insert(path) }
        return part
    }

    /// Adds everything `other` holds. Each set takes the smaller into the larger: merging a walk's parts into an
    /// empty inventory hashes nothing again for the first part. `disjoint`: no file is in both (the parts of one
    /// walk, which each read other folders).
    package mutating func merge(_ other: consuming ProjectInventory, disjoint: Bool = false) {
        var other = other
        Self.union(&documents, &other.documents)
        Self.union(&stringsFiles, &other.stringsFiles)
        Self.union(&stringsdictFiles, &other.stringsdictFiles)
        Self.union(&catalogs, &other.catalogs)
        if imageSets.count < other.imageSets.count {
            // Entries already here win.
            swap(&imageSets, &other.imageSets)
            imageSets.merge(other.imageSets) { _, mine in mine }
        } else {
            imageSets.merge(other.imageSets) { mine, _ in mine }
        }
        Self.union(&groupContents, &other.groupContents)
        Self.union(&looseImages, &other.looseImages)
        Self.union(&xcodeProjects, &other.xcodeProjects)
        Self.union(&xcodeGenSpecs, &other.xcodeGenSpecs)
        Self.union(&xcodeprojFolders, &other.xcodeprojFolders)
        Self.union(&infoPlists, &other.infoPlists)
        sourcesMayRepeat = sourcesMayRepeat || other.sourcesMayRepeat || !disjoint && !sourceFileOrder.isEmpty && !other.sourceFileOrder.isEmpty
        sourceFileOrder += other.sourceFileOrder
        Self.union(&boundaries, &other.boundaries)
        unreadable.merge(other.unreadable) { mine, _ in mine }
    }

    private static func union(_ set: inout Set<String>, _ other: inout Set<String>) {
        if set.count < other.count { swap(&set, &other) }
        set.formUnion(other)
    }

    /// Every source file once, a folder's files together as the walk met them (`SourceIndex` groups them by
    /// folder without hashing every path again).
    package var sourceFilesInWalkOrder: [String] {
        guard sourcesMayRepeat else { return sourceFileOrder }
        var seen = Set<String>(minimumCapacity: sourceFileOrder.count)
        return sourceFileOrder.filter { seen.insert($0).inserted }
    }

    /// Notes a folder that holds a project marker.
    package mutating func addBoundary(_ folder: String) { boundaries.insert(folder) }

    /// Notes a folder or file the walk could not read, and why.
    package mutating func addUnreadable(_ path: String, reason: String) { unreadable[path] = reason }

    /// Extensions of the files TabLint reads as Interface Builder documents.
    package static let documentExtensions: Set<String> = ["storyboard", "xib"]
    /// Extensions of image files that `UIImage(named:)` and Interface Builder find by name.
    package static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "gif", "heic", "tif", "tiff", "bmp", "svg"]

    /// Whether a path names an Interface Builder document by its extension (outside asset catalogs).
    package static func isDocumentPath(_ path: String) -> Bool {
        documentExtensions.contains(pathExtension(lastComponent(path)).lowercased()) && AssetSetPath.catalogRange(in: path) == nil
    }

    /// A file named explicitly: an Interface Builder document whatever its extension.
    package mutating func addDocument(_ path: String) { documents.insert(path) }

    /// Sorts one file into its kind (or ignores it). Callers add each file once (a walk meets each file once; an
    /// in-memory project's paths are a dictionary's keys): a source added twice is listed twice. A file in an
    /// `.xcodeproj` notes that folder (a walk notes it as it enters: `addDirectory`).
    package mutating func addFile(_ path: String) {
        if let range = path.firstRange(of: ".xcodeproj/") { xcodeprojFolders.insert(String(path[..<range.lowerBound]) + ".xcodeproj") }
        addFile(path, name: Self.lastComponent(path))
    }

    /// `addFile(_:)` for a caller that has the file's name (its last path component) already: a folder walk.
    mutating func addFile(_ path: String, name: Substring) {
        if let catalog = AssetSetPath.catalogRange(in: path) {
            recordCatalog(path, catalog)
            if let set = AssetSetPath(path, catalog: catalog, isFolder: false) {
                if set.providesImage { imageSets[set.path] = set }
            } else if name == "Contents.json", AssetSetPath.isGroupContents(path, catalog: catalog) {
                groupContents.insert(path)
            }
            return
        }
        // The extension sets (`documentExtensions`, `imageExtensions`, `sourceExtensions`) by bytes
        // (`FileExtension`, which `ProjectInventoryTests` checks against the sets).
        switch FileExtension.of(name, leadingDot: false) {
        case .storyboard, .xib:
            documents.insert(path)
        case .png, .jpg, .jpeg, .pdf, .gif, .heic, .tif, .tiff, .bmp, .svg:
            looseImages.insert(path)
        case .strings where Self.parentFolderName(path).utf8.reversed().starts(with: ".lproj".utf8.reversed()):
            stringsFiles.insert(path)
        case .stringsdict where Self.parentFolderName(path).utf8.reversed().starts(with: ".lproj".utf8.reversed()):
            stringsdictFiles.insert(path)
        case .pbxproj where name == "project.pbxproj" && Self.parentFolderName(path).utf8.reversed().starts(with: ".xcodeproj".utf8.reversed()):
            xcodeProjects.insert(path)
            let project = Self.folder(of: path)
            boundaries.insert(Self.folder(of: project))
        case .yml where name == "project.yml":
            xcodeGenSpecs.insert(path)
            boundaries.insert(Self.folder(of: path))
        case .swift, .m, .mm, .h:
            if name == "Package.swift" { boundaries.insert(Self.folder(of: path)) }
            sourceFileOrder.append(path)
        case .plist where name.utf8.reversed().starts(with: "Info.plist".utf8.reversed()) || name.hasPrefix("Info"):
            infoPlists.insert(path)
        default:
            if name == ".git" { boundaries.insert(Self.folder(of: path)) }
        }
    }

    /// Notes a folder the walk reached; returns whether the walk should enter it. Asset sets are recorded
    /// whole and not entered: their name says all TabLint needs.
    package mutating func addDirectory(_ path: String) -> Bool {
        guard let catalog = AssetSetPath.catalogRange(in: path) else {
            if path.utf8.reversed().starts(with: ".xcodeproj".utf8.reversed()) { xcodeprojFolders.insert(path) }
            return true
        }
        recordCatalog(path, catalog)
        // Inside a catalog, a folder without a `.` is a group (entered); the walk never enters a set, so a
        // folder with one is a set directly under the catalog or its groups.
        let name = Self.lastComponent(path)
        guard catalog.upperBound != path.endIndex, name.utf8.contains(UInt8(ascii: ".")) else { return true }
        if AssetSetPath.imageTypes.contains(Self.pathExtension(name).lowercased()), let set = AssetSetPath(path, catalog: catalog, isFolder: true) {
            imageSets[set.path] = set
        }
        return false
    }

    private mutating func recordCatalog(_ path: String, _ catalog: Range<String.Index>) {
        catalogs.insert(String(path[..<catalog.upperBound]))
    }

    static func lastComponent(_ path: String) -> Substring { ProjectPath.lastComponentSlice(path) }

    static func pathExtension(_ name: Substring) -> Substring {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return name[name.utf8.index(after: dot)...]
    }

    /// The folder part of a path (`/a/b` for `/a/b/c`).
    package static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    package static func parentFolderName(_ path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return lastComponent(String(path[..<slash]))
    }
}
