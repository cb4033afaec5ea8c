/// The kind of a controller object, named after its Interface Builder element.
package enum ControllerKind: String, Sendable, Hashable, CaseIterable {
    case viewController
    case tableViewController
    case collectionViewController
    case navigationController
    case tabBarController
    case splitViewController
    case pageViewController
    case hostingController
    case avPlayerViewController
    case glkViewController
    /// A storyboard reference (`viewControllerPlaceholder`, macOS `controllerPlaceholder`).
    case storyboardReference
    // macOS (AppKit)
    case windowController
    case tabViewController
    case pageController
    // watchOS (WatchKit)
    case interfaceController
    case notificationController

    /// Maps an element name of a storyboard or modern xib to a kind.
    package init?(elementName: String) {
        // Every controller element's name ends in "er"; most elements (views, constraints, attributes) do not,
        // and are turned away here without the string comparisons below.
        let endsInER =
            elementName.utf8.withContiguousStorageIfAvailable { $0.count >= 2 && $0[$0.count - 1] == 0x72 && $0[$0.count - 2] == 0x65 }
            ?? elementName.hasSuffix("er")
        guard endsInER else { return nil }
        switch elementName {
        case "viewController": self = .viewController
        case "tableViewController": self = .tableViewController
        case "collectionViewController": self = .collectionViewController
        case "navigationController": self = .navigationController
        case "tabBarController": self = .tabBarController
        case "splitViewController": self = .splitViewController
        case "pageViewController": self = .pageViewController
        case "hostingController": self = .hostingController
        case "avPlayerViewController": self = .avPlayerViewController
        case "glkViewController": self = .glkViewController
        case "viewControllerPlaceholder", "controllerPlaceholder": self = .storyboardReference
        case "windowController": self = .windowController
        case "tabViewController": self = .tabViewController
        case "pagecontroller": self = .pageController
        case "controller": self = .interfaceController
        case "notificationController": self = .notificationController
        default: return nil
        }
    }

    /// Maps the `class` of a legacy archive's `<object>` (`IBUITabBarController`, …) to a kind.
    package init?(archiveClass: String) {
        switch archiveClass {
        case "IBUIViewController": self = .viewController
        case "IBUITableViewController": self = .tableViewController
        case "IBUICollectionViewController": self = .collectionViewController
        case "IBUINavigationController": self = .navigationController
        case "IBUITabBarController": self = .tabBarController
        case "IBUISplitViewController": self = .splitViewController
        case "IBUIPageViewController": self = .pageViewController
        case "IBUIGLKViewController", "GLKViewController": self = .glkViewController
        default: return nil
        }
    }

    /// The class UIKit instantiates when the element has no `customClass`.
    package var defaultClassName: String {
        switch self {
        case .viewController: return "UIViewController"
        case .tableViewController: return "UITableViewController"
        case .collectionViewController: return "UICollectionViewController"
        case .navigationController: return "UINavigationController"
        case .tabBarController: return "UITabBarController"
        case .splitViewController: return "UISplitViewController"
        case .pageViewController: return "UIPageViewController"
        case .hostingController: return "UIHostingController"
        case .avPlayerViewController: return "AVPlayerViewController"
        case .glkViewController: return "GLKViewController"
        case .storyboardReference: return "UIStoryboardReference"
        case .windowController: return "NSWindowController"
        case .tabViewController: return "NSTabViewController"
        case .pageController: return "NSPageController"
        case .interfaceController: return "WKInterfaceController"
        case .notificationController: return "WKUserNotificationInterfaceController"
        }
    }

    /// Words for messages: "navigation controller", "tab bar controller", …
    package var displayName: String {
        switch self {
        case .viewController: return "view controller"
        case .tableViewController: return "table view controller"
        case .collectionViewController: return "collection view controller"
        case .navigationController: return "navigation controller"
        case .tabBarController: return "tab bar controller"
        case .splitViewController: return "split view controller"
        case .pageViewController: return "page view controller"
        case .hostingController: return "hosting controller"
        case .avPlayerViewController: return "AVPlayer view controller"
        case .glkViewController: return "GLKit view controller"
        case .storyboardReference: return "storyboard reference"
        case .windowController: return "window controller"
        case .tabViewController: return "tab view controller"
        case .pageController: return "page controller"
        case .interfaceController: return "interface controller"
        case .notificationController: return "notification controller"
        }
    }

    /// Containers whose children are preserved and restored through them.
    package var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .tabViewController: return true
        default: return false
        }
    }
}
