import TabLintCore
import TabLintWorkspace

/// A tab image whose name the bundle has only in another letter case.
struct TabImageNameCaseRule: Rule {
    static let description = RuleDescription(
        id: "tab_image_name_case",
        name: "Tab image name case",
        summary: "A tab's image is named in another letter case than the asset set or image file that provides it",
        rationale: """
            UIKit finds an image by name (`UIImage(named:)`, `[UIImage imageNamed:]`, an image literal, and an \
            item's `image="…"` when the storyboard loads) first in the bundle's compiled asset catalog, then among \
            its image files, and on a device both lookups are case-sensitive. An asset catalog is compiled into \
            `Assets.car`, whose names CoreUI matches exactly, in the simulator too: apps fixed images that showed \
            nowhere until `Red` became `red` or the set `Chamonix` `chamonix`, and a set renamed only in case, which \
            git does not see on a Mac, left an icon missing in production (openradar 23667324). An image file is \
            looked up by its file name: the Mac's file system, which the simulator uses, ignores case by default, \
            but an iOS device's does not, so `UIImage(named: "search")` finds `Search.png` in the simulator and \
            nothing on a device (a classic "works in the simulator" bug). TabLint reports a name that no asset set \
            and no image file of the bundle has exactly when one has it in another case: the name as Interface \
            Builder writes it, and as code makes it by name for a tab, reported where the code sets it (in the \
            tab's class or its navigation root's, by the tab's index from the tab bar controller's class, where \
            that code runs for a controller the storyboard makes; or where the code makes a tab of a bar it \
            builds). A file's stem must match exactly (`Search@2x.png` is `Search`); the case of an extension \
            (`search.PNG`) is not judged. Any exact match, in any catalog or file of the bundle, keeps it silent; a \
            file in another case names the problem before a set does, since the simulator finds the file. Where the \
            code changes items TabLint cannot tie to a tab, the finding is an info. A name found in no case at all \
            is `missing_tab_image`'s. Rename the image or the reference so that they match letter for letter.
            """,
        defaultSeverity: .warning,
        otherSeverities: [.info],
        passing: [
            Example(files: [
                ExampleFile(
                    "Base.lproj/Main.storyboard",
                    Example.storyboard(
                        """
                        <tabBarController id="tabs" sceneMemberID="viewController">
                            <connections>
                                <segue destination="feed" kind="relationship" relationship="viewControllers" id="s1"/>
                                <segue destination="search" kind="relationship" relationship="viewControllers" id="s2"/>
                                <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s3"/>
                            </connections>
                        </tabBarController>
                        <viewController id="feed" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Feed" image="Feed" selectedImage="feed.png" id="i1"/>
                        </viewController>
                        <viewController id="search" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Search" image="search" id="i2"/>
                        </viewController>
                        <viewController id="inbox" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Inbox" image="tray" id="i3"/>
                        </viewController>
                        """)),
                ExampleFile("Assets.xcassets/Feed.imageset/Contents.json", #"{"images":[]}"#),
                // An exact match anywhere keeps it silent: `search@2x.png` is what a device loads.
                ExampleFile("Images/Search.png", ""),
                ExampleFile("Images/search@2x.png", ""),
                ExampleFile("Images/feed.png", ""),
            ]),
            // A name found in no case is `missing_tab_image`'s.
            Example(files: [
                ExampleFile(
                    "Tabs.swift",
                    """
                    import UIKit

                    func makeTabs() -> UITabBarController {
                        let inbox = UIViewController()
                        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "mail"), tag: 0)
                        let tabs = UITabBarController()
                        tabs.viewControllers = [inbox]
                        return tabs
                    }
                    """),
                ExampleFile("Assets.xcassets/tray.imageset/Contents.json", #"{"images":[]}"#),
            ]),
        ],
        failing: [
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="search" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewController id="search" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Search" image="1️⃣search" selectedImage="2️⃣Icons/Search.Fill" id="i1"/>
                            </viewController>
                            """)),
                    ExampleFile("Images/Search@2x.png", ""),
                    ExampleFile("Images/Search@3x.png", ""),
                    ExampleFile("Assets.xcassets/Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#),
                    ExampleFile("Assets.xcassets/Icons/search.fill.imageset/Contents.json", #"{"images":[]}"#),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'search' of tab 1 'Search' is in the project only as 'Search@2x.png': iOS devices match file names case-sensitively (the simulator does not), so on a device the tab shows no icon",
                    "2️⃣":
                        "warning: Selected image 'Icons/Search.Fill' of tab 1 'Search' is in the asset catalog only as 'Icons/search.fill': asset names match case-sensitively, in the simulator too, so the selected tab shows its plain image",
                ]),
            // The class of a storyboard's tab sets its image in code.
            Example(
                files: [
                    ExampleFile(
                        "Base.lproj/Main.storyboard",
                        Example.storyboard(
                            """
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="inbox" kind="relationship" relationship="viewControllers" id="s1"/>
                                </connections>
                            </tabBarController>
                            <viewController id="inbox" customClass="InboxViewController" sceneMemberID="viewController">
                                <tabBarItem key="tabBarItem" title="Inbox" id="i1"/>
                            </viewController>
                            """)),
                    ExampleFile(
                        "InboxViewController.swift",
                        """
                        import UIKit

                        final class InboxViewController: UIViewController {
                            override func awakeFromNib() {
                                super.awakeFromNib()
                                1️⃣tabBarItem.image = UIImage(named: "Tray")
                            }
                        }
                        """),
                    ExampleFile("Assets.xcassets/tray.imageset/Contents.json", #"{"images":[]}"#),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'Tray' of tab 1 'Inbox' is in the asset catalog only as 'tray': asset names match case-sensitively, in the simulator too, so the tab shows no icon"
                ]),
            // A tab bar built in code.
            Example(
                files: [
                    ExampleFile(
                        "Tabs.swift",
                        """
                        import UIKit

                        func makeTabs() -> UITabBarController {
                            let inbox = UIViewController()
                            1️⃣inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(named: "tray"), tag: 0)
                            let tabs = UITabBarController()
                            tabs.viewControllers = [inbox]
                            return tabs
                        }
                        """),
                    ExampleFile("Images/Tray.png", ""),
                ],
                expect: [
                    "1️⃣":
                        "warning: Image 'tray' of tab 1 'Inbox' is in the project only as 'Tray.png': iOS devices match file names case-sensitively (the simulator does not), so on a device the tab shows no icon"
                ]),
        ])

    init(options: RuleOptions) {}

    func validate(_ context: LintContext) -> [Diagnostic] {
        NamedTabImages.shown(in: context) { name, images in images.otherCase(of: name) != nil }.compactMap { image in
            guard let finding = finding(image) else { return nil }
            return image.untied.map { finding.uncertain(because: $0, context) } ?? finding
        }
    }

    func validate(codeTabBar context: CodeTabBarContext) -> [Diagnostic] {
        NamedTabImages.shown(in: context).compactMap(finding)
    }

    private func finding(_ image: NamedTabImage) -> Diagnostic? {
        guard let spelling = image.images.otherCase(of: image.name) else { return nil }
        let named = (image.isSelected ? "Selected image" : "Image") + " '\(image.name)' of \(image.tab)"
        let shows = image.isSelected ? "the selected tab shows its plain image" : "the tab shows no icon"
        // A file is found in the simulator (the Mac's file system ignores case): it fails only on a device.
        let message =
            if let file = spelling.file {
                "\(named) is in the project only as '\(file)': iOS devices match file names case-sensitively (the simulator does not), so on a device \(shows)"
            } else {
                "\(named) is in the asset catalog only as '\(spelling.assetSet ?? "")': asset names match case-sensitively, in the simulator too, so \(shows)"
            }
        return diagnostic(message, at: image.location, related: image.related, objectID: image.objectID)
    }
}
