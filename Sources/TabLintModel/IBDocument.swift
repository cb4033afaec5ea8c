import TabLintSource

/// The file formats Interface Builder writes.
package enum DocumentFormat: String, Sendable, Hashable {
    case storyboard
    /// A modern (Xcode 5+) `<document>` xib.
    case xib
    /// A pre-Xcode-5 `<archive>` xib.
    case legacyArchive
}

package enum Platform: String, Sendable, Hashable {
    case iOS, tvOS, watchOS, macOS, unknown

    /// UIKit platforms, where `UITabBarController` and its rules apply.
    package var isUIKit: Bool { self == .iOS || self == .tvOS }
}

/// An `<image>` of a document's `<resources>`.
package struct ImageResource: Sendable, Hashable {
    package let name: String
    package let catalog: String?
    package var isSystemSymbol: Bool { catalog == "system" }
}

/// One object id that appears more than once.
package struct DuplicateObjectID: Sendable, Hashable {
    package let id: String
    package let first: AttributeValue
    package let duplicate: AttributeValue
}

/// A decoded Interface Builder document: its controllers and the edges between them. Immutable and shared, as
/// `Controller`: every controller resolved in it, and every rule, holds the same document.
package final class IBDocument: Sendable {
    package let source: SourceFile
    package let format: DocumentFormat
    package let platform: Platform
    package let typeIdentifier: String
    package let targetRuntime: String?
    /// `initialViewController="…"` (storyboards).
    package let initialViewController: AttributeValue?
    /// Controllers in document order.
    package let controllers: [Controller]
    /// Relationships and segues in document order.
    package let edges: [Edge]
    /// Every `id="…"` value in the file; once the text is released (`releasingText()`), only those that the
    /// document's edges and initial view controller name, the ids a lint asks about.
    package let objectIDs: Set<String>
    package let duplicateObjectIDs: [DuplicateObjectID]
    package let images: [ImageResource]
    /// The root element, for whole-document anchors.
    package let rootLocation: ElementLocation
    /// `launchScreen="YES"`: a launch screen, which iOS shows as a static picture; its controllers never run.
    package let isLaunchScreen: Bool
    private let controllerIndex: [String: Int]
    private let edgesBySource: [String: [Int]]
    private let edgesByDestination: [String: [Int]]

    package init(
        source: SourceFile, format: DocumentFormat, platform: Platform, typeIdentifier: String, targetRuntime: String?,
        initialViewController: AttributeValue?, controllers: [Controller], edges: [Edge],
        objectIDs: Set<String>, duplicateObjectIDs: [DuplicateObjectID], images: [ImageResource],
        rootLocation: ElementLocation, isLaunchScreen: Bool = false
    ) {
        self.source = source
        self.format = format
        self.platform = platform
        self.typeIdentifier = typeIdentifier
        self.targetRuntime = targetRuntime
        self.initialViewController = initialViewController
        self.controllers = controllers.trimmed
        self.edges = edges.trimmed
        self.objectIDs = objectIDs
        self.duplicateObjectIDs = duplicateObjectIDs
        self.images = images.trimmed
        self.rootLocation = rootLocation
        self.isLaunchScreen = isLaunchScreen
        var index: [String: Int] = [:]
        for (position, controller) in controllers.enumerated() where index[controller.id] == nil {
            index[controller.id] = position
        }
        self.controllerIndex = index
        var bySource: [String: [Int]] = [:]
        var byDestination: [String: [Int]] = [:]
        for (position, edge) in edges.enumerated() {
            bySource[edge.sourceID, default: []].append(position)
            byDestination[edge.destinationID, default: []].append(position)
        }
        self.edgesBySource = bySource
        self.edgesByDestination = byDestination
    }

    /// The same document over `source.releasingText()`, keeping the object ids its edges and initial view
    /// controller name (whether they exist is all a lint asks; quick fixes, which need every id, keep the text).
    package func releasingText() -> IBDocument {
        var named = Set<String>(minimumCapacity: edges.count + 1)
        for edge in edges where objectIDs.contains(edge.destinationID) { named.insert(edge.destinationID) }
        if let initial = initialViewController?.value, objectIDs.contains(initial) { named.insert(initial) }
        return IBDocument(self, source: source.releasingText(), objectIDs: named)
    }

    /// `document` over `source`, with `objectIDs`.
    private init(_ document: IBDocument, source: SourceFile, objectIDs: Set<String>) {
        self.source = source
        format = document.format
        platform = document.platform
        typeIdentifier = document.typeIdentifier
        targetRuntime = document.targetRuntime
        initialViewController = document.initialViewController
        controllers = document.controllers
        edges = document.edges
        self.objectIDs = objectIDs
        duplicateObjectIDs = document.duplicateObjectIDs
        images = document.images
        rootLocation = document.rootLocation
        isLaunchScreen = document.isLaunchScreen
        controllerIndex = document.controllerIndex
        edgesBySource = document.edgesBySource
        edgesByDestination = document.edgesByDestination
    }

    /// The root element's name in this document's file: where whole-document findings and notes point.
    package var rootLocationInFile: SourceLocation { SourceLocation(file: source, range: rootLocation.nameRange) }

    package func controller(withID id: String) -> Controller? {
        controllerIndex[id].map { controllers[$0] }
    }

    /// An iPad-only document (`targetRuntime="iOS.CocoaTouch.iPad"` or an `….iPad.XIB` type).
    package var isIPadOnly: Bool {
        targetRuntime == "iOS.CocoaTouch.iPad" || typeIdentifier.hasSuffix(".iPad.XIB")
    }

    /// Containment edges leaving a controller, in document order.
    package func children(of controllerID: String, _ relationship: Relationship? = nil) -> [Edge] {
        (edgesBySource[controllerID] ?? []).map { edges[$0] }.filter { edge in
            guard let kind = edge.relationship else { return false }
            return relationship == nil || kind == relationship
        }
    }

    /// Every edge (containment or segue) leaving a controller, in document order.
    package func outgoingEdges(of controllerID: String) -> [Edge] {
        (edgesBySource[controllerID] ?? []).map { edges[$0] }
    }

    /// Containment edges arriving at a controller.
    package func parents(of controllerID: String) -> [Edge] {
        (edgesByDestination[controllerID] ?? []).map { edges[$0] }.filter { $0.relationship != nil }
    }

    /// Every edge (containment or segue) arriving at a controller.
    package func incomingEdges(of controllerID: String) -> [Edge] {
        (edgesByDestination[controllerID] ?? []).map { edges[$0] }
    }

    package var initialController: Controller? {
        initialViewController.flatMap { controller(withID: $0.value) }
    }

    package func controllers(withStoryboardIdentifier identifier: String) -> [Controller] {
        controllers.filter { $0.storyboardIdentifier?.value == identifier && $0.kind != .storyboardReference }
    }

    /// The image resource named `name`, if the document lists it.
    package func imageResource(named name: String) -> ImageResource? {
        images.first { $0.name == name }
    }
}

extension Array {
    /// The same elements in storage of their count: a decoder's arrays grow by doubling, and a document keeps
    /// them for the whole run.
    fileprivate var trimmed: [Element] { capacity > count ? withUnsafeBufferPointer { Array($0) } : self }
}
