/// What an Xcode target builds, from its `productType` identifier.
package enum ProductType: Sendable, Hashable {
    case application
    case appExtension
    case watchApp
    case watchExtension
    case framework
    case staticLibrary
    case bundle
    case unitTest
    case uiTest
    case commandLineTool
    case other(String)

    package init(identifier: String) {
        let prefix = "com.apple.product-type."
        let kind = identifier.hasPrefix(prefix) ? String(identifier.dropFirst(prefix.count)) : identifier
        switch kind {
        case "application", "application.messages", "application.on-demand-install-capable", "application.watchapp2-container":
            self = .application
        case "application.watchapp", "application.watchapp2":
            self = .watchApp
        case "watchkit-extension", "watchkit2-extension":
            self = .watchExtension
        case "app-extension", "app-extension.messages", "app-extension.messages-sticker-pack", "extensionkit-extension",
            "app-extension.intents-service", "tv-app-extension", "xpc-service", "system-extension", "driver-extension":
            self = .appExtension
        case "framework", "framework.static", "xcframework":
            self = .framework
        case "library.static":
            self = .staticLibrary
        case "bundle":
            self = .bundle
        case "bundle.unit-test", "bundle.ocunit-test":
            self = .unitTest
        case "bundle.ui-testing":
            self = .uiTest
        case "tool":
            self = .commandLineTool
        default:
            self = kind.hasPrefix("app-extension") ? .appExtension : .other(identifier)
        }
    }

    /// Targets whose resources can be loaded at run time: apps, extensions, frameworks and bundles.
    package var shipsInterface: Bool {
        switch self {
        case .application, .appExtension, .watchApp, .watchExtension, .framework, .bundle: true
        case .staticLibrary, .unitTest, .uiTest, .commandLineTool, .other: false
        }
    }
}
