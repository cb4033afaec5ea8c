import Testing

@testable import TabLintModel

/// `ControllerKind(elementName:)` turns names away by their last two bytes before comparing them; every
/// controller element must still map, and nothing else may.
@Suite struct ControllerKindTests {
    static let elements: [(String, ControllerKind)] = [
        ("viewController", .viewController), ("tableViewController", .tableViewController),
        ("collectionViewController", .collectionViewController), ("navigationController", .navigationController),
        ("tabBarController", .tabBarController), ("splitViewController", .splitViewController),
        ("pageViewController", .pageViewController), ("hostingController", .hostingController),
        ("avPlayerViewController", .avPlayerViewController), ("glkViewController", .glkViewController),
        ("viewControllerPlaceholder", .storyboardReference), ("controllerPlaceholder", .storyboardReference),
        ("windowController", .windowController), ("tabViewController", .tabViewController),
        ("pagecontroller", .pageController), ("controller", .interfaceController),
        ("notificationController", .notificationController),
    ]

    @Test(arguments: elements)
    func mapsEveryControllerElement(_ name: String, _ kind: ControllerKind) {
        #expect(ControllerKind(elementName: name) == kind)
    }

    /// The list above must grow with the enum.
    @Test func theListCoversEveryKind() {
        #expect(Set(Self.elements.map(\.1)) == Set(ControllerKind.allCases))
    }

    @Test(arguments: ["", "r", "er", "view", "tabBarItem", "placeholder", "viewControllers", "ViewController", "controllerr"])
    func turnsAwayOtherNames(_ name: String) {
        #expect(ControllerKind(elementName: name) == nil)
    }
}
