/// A `<navigationItem key="navigationItem">`: the title a navigation bar shows.
package struct NavigationItem: Sendable, Hashable {
    package let objectID: String?
    package let title: AttributeValue?
    package let location: ElementLocation

    package init(objectID: String?, title: AttributeValue?, location: ElementLocation) {
        self.objectID = objectID
        self.title = title
        self.location = location
    }
}
