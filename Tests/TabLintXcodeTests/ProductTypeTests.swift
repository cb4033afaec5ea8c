import Testing

@testable import TabLintXcode

struct ProductTypeTests {
    @Test(arguments: [
        ("com.apple.product-type.application", ProductType.application, true),
        ("com.apple.product-type.app-extension", .appExtension, true),
        ("com.apple.product-type.app-extension.messages", .appExtension, true),
        ("com.apple.product-type.application.watchapp2", .watchApp, true),
        ("com.apple.product-type.watchkit2-extension", .watchExtension, true),
        ("com.apple.product-type.framework", .framework, true),
        ("com.apple.product-type.library.static", .staticLibrary, false),
        ("com.apple.product-type.bundle", .bundle, true),
        ("com.apple.product-type.bundle.unit-test", .unitTest, false),
        ("com.apple.product-type.bundle.ui-testing", .uiTest, false),
        ("com.apple.product-type.tool", .commandLineTool, false),
        ("com.apple.product-type.library.dynamic", .other("com.apple.product-type.library.dynamic"), false),
    ])
    func mapsIdentifiers(identifier: String, expected: ProductType, ships: Bool) {
        #expect(ProductType(identifier: identifier) == expected)
        #expect(ProductType(identifier: identifier).shipsInterface == ships)
    }

    @Test func parsesTargetedDeviceFamilies() {
        #expect(DeviceFamily.families(fromSetting: "1,2") == [.iPhone, .iPad])
        #expect(DeviceFamily.families(fromSetting: "3") == [.tv])
        #expect(DeviceFamily.families(fromSetting: "4, 7, 9, x") == [.watch, .vision])
        #expect(DeviceFamily.families(fromSetting: "").isEmpty)
    }
}
