extension RuleCatalog {
    /// The evidence policy every rule follows, at the head of `Docs/Rules.md`.
    static let evidencePolicy = """
        ## Evidence: severity follows what the project shows

        Much of what decides whether a finding is true lives outside the IB files: the Xcode project's targets, \
        the Info.plists and the app's Swift and Objective-C code. TabLint reads them (`Docs/Modules.md`: \
        `TabLintXcode`, `TabLintCode`) and every rule weighs them the same way:

        - **A warning or an error** only where the project shows the risk is real: the app opts in to state \
        restoration (`application(_:shouldSaveSecureApplicationState:)` and its kin), persists the tab order or \
        selection by title or by class name, ships the document in a target that lacks the storyboard it references.
        - **An info** where the risk is plausible but not shown: the code persists the tab order by a key TabLint \
        cannot tell.
        - **Nothing** where the code shows it is handled or irrelevant: the app never opts in to restoration; it \
        never persists tabs by title; the code gives the tab its item, title or image (see "The tab bar users \
        see"); the tab bar controller's class sets its tabs (`viewControllers = …`).
        - **Without code** (a folder of IB files, or a project whose sources are not under the linted paths) a \
        rule keeps its IB-only judgement, as the Corpus projects without code show. The JSON report's `evidence` \
        says how many Xcode projects and source files were read.

        Each finding that rests on code cites it as related information ("The app persists the tab order or \
        selection by title: TabOrder.swift:42"). Code is matched to IB by class name (`customClass`, module \
        ignored). References and images resolve within the bundle a document ships in: its Xcode targets, else \
        its project folder (the nearest folder with `.git`, an `.xcodeproj`, an XcodeGen `project.yml` or \
        `Package.swift`). Launch screens \
        (`launchScreen="YES"`, or the storyboard an Info.plist names as `UILaunchStoryboardName`) are static \
        pictures: only rules about the file itself check them. Xcode localization exports (`*.xcloc`) are copies \
        for translators and are not linted.

        """

    /// Which controllers are tabs and which item each tab shows, as the rules model UIKit.
    static let tabBarModel = """
        ## The tab bar users see

        Rules judge the tab bar UIKit builds at run time, not the XML alone. Each point says where it comes from: \
        Apple's documentation (`../shared/seeds/`, "UITabBarController facts", quoting the class reference), or \
        what real apps show. A rule warns only where the behaviour it relies on is documented or observed; \
        otherwise it informs or stays silent.

        - **Which documents run.** Xcode compiles only the storyboards and xibs that a target lists (its Copy \
        Bundle Resources phase, or a synchronized folder). A document that no target of the Xcode project beside it \
        lists never loads, so only the rules about the file itself judge it, as on launch screens \
        (observed: a storyboard left behind after an app moved its tab bar to code, an editor's backup \
        `Signup~.storyboard`). Without a readable Xcode project, every document counts as shipped.
        - **Which controllers are tabs.** Each `viewControllers` relationship of a tab bar controller is a tab, \
        in document order; a view controller made only from a storyboard identifier, an orphan scene or a \
        navigation controller no segue reaches is no tab, and the item it carries is never judged. A storyboard \
        scene is instantiated once per relationship segue, so several relationships to one scene are several \
        tabs, each a controller of its own (observed: a real app shipped several tabs from one scene for years and \
        set each copy up by index in code). `duplicate_tab` is therefore an info, and silent when the code changes \
        the copies' items.
        - **The tab's own item.** "Tab bar items are configured through their corresponding view controller" \
        (`tabBarItem`); "if you don't provide a custom tab bar item for your view controller, the view \
        controller creates a default item containing no image and the text from the view controller's `title` \
        property" (documented). That default is what `missing_tab_bar_item` reports.
        - **A navigation controller tab** shows the navigation controller's item. Without an item of its own, it \
        shows its root's (`../shared/docs/ib-format.md` §5: observed, not documented; apps that build \
        `UINavigationController(rootViewController:)` tabs rely on it when the root sets `tabBarItem`), so an item on the root alone is no finding, \
        and an item on both is an info (`tab_bar_item_on_navigation_root`). So does one whose own item is only \
        Xcode's placeholder ('Item', no image) while the root has a configured item (observed: real apps show the \
        root's image and the badge its code sets).
        - **A storyboard reference tab** shows its target scene's item. The item on the \
        `viewControllerPlaceholder` is what Interface Builder draws in the referring storyboard; real apps ship \
        Xcode's placeholder "Item" there for years while their tabs show the target's item, and the placeholder \
        decodes only its storyboard name, identifier and parent (`../shared/docs/ib-format.md` §5; observed). A \
        tab whose item is only on its reference is therefore an info (`missing_tab_bar_item`, \
        `title_based_tab_ordering`), and a reference item that differs from its target's is an info \
        (`storyboard_reference_item_mismatch`).
        - **Items set in code win** over the storyboard's: the storyboard's objects are decoded when the scene \
        loads, and code that runs later (`init(coder:)`, `awakeFromNib`, `viewDidLoad`) replaces them. A \
        controller's `title` also renames its item (documented for `UIViewController.title`). TabLint ties each \
        change to a tab: in the tab's class or its navigation root's (`tabBarItem = …`, `tabBarItem.image = …`, \
        `navigationController?.tabBarItem.image = …`), or by index from the tab bar controller's class or a tab's \
        (`tabBar.items?[2].image = …`, `viewControllers?[Tab.home.rawValue].tabBarItem = …`, with an integer \
        literal, a constant or an `Int` enum's raw value the file defines). An image made in code \
        (`UIImage(systemName:)`, an icon font, drawing) is an image. Where the code sets a tab's image or title, \
        the storyboard's is not judged; the other tabs still are. A change TabLint cannot tie to a tab (a loop \
        over the controllers in the tab bar controller's class or over the bar's items, an index it cannot work \
        out, an index named from other code) leaves the bar uncertain: rules that judge what its tabs show say no more than an info there.
        - **Six or more tabs** show four and More; "by default, the user is allowed to rearrange all items on the \
        tab bar" under More > Edit unless the app removes them from `customizableViewControllers` (documented). \
        Apple's Tabster notes that a stored `selectedIndex` then no longer matches the tab \
        (`index_based_tab_ordering`). While More is selected, which is where users reorder, `selectedIndex` is \
        `NSNotFound` (documented), so an app that also saves and restores the order by another key keeps a \
        stored index in step with it: an info there.
        - **Tab bars built in code.** "To configure the tabs of a tab bar controller, you assign the view \
        controllers that provide the root view for each tab to the `viewControllers` property"; "the order in \
        which you specify the view controllers determines the order in which they appear" (documented). TabLint \
        reads the list where the code sets it, on a receiver known to be a tab bar controller (a \
        `UITabBarController` subclass's `self`, or a local made from or declared as one): an array literal, a \
        local list with its appends and its inserts at constant positions, a loop over a constant range (each tab \
        counted), and where an `if` and its `else` differ (tabs rebuilt from stored titles, or built fresh), the \
        branch that builds them fresh. The children one function adds (`addChild(_:)`, \
        `addChildViewController:`) are tabs too, after those the controller has (observed: UIKit appends each \
        to `viewControllers`, and real apps build their bars so); they are judged only when no storyboard's tab \
        bar controller has that class, whose IB tabs would come first. Each \
        tab's class, its navigation controller and what the code sets on it where it is made \
        (`UITabBarItem(title:image:tag:)`, a system item, `title`, `restorationIdentifier`) are read, then the \
        class's own code (`tabBarItem = …` in `init` or `viewDidLoad`, its `title`). A plain UIKit controller \
        that gets nothing shows the documented default item without title or image: a blank tab. A tab made from \
        a storyboard scene by identifier joins that scene: its class, and the item (or title) the scene gives it, \
        when the code's bundle has exactly one scene of that identifier. A tab made by a call or a property, a \
        list mapped from data, and a bar whose code changes items by index are recorded as tabs set in code and \
        not judged.
        - **Which code runs.** A controller a storyboard or a nib makes is decoded: it runs `init(coder:)` \
        (`initWithCoder:`) and `awakeFromNib`, never `init()`, `init(nibName:bundle:)`, `init(style:)`, \
        `initWithNibName:bundle:` or `initWithStyle:`; a controller the code makes runs those, never the \
        decoder's (documented: `UIViewController`, "Creating a view controller"). So a title or an item set in a \
        code-made initializer never reaches a storyboard's tab, and one set in `init(coder:)` never reaches a tab \
        the code makes. `viewDidLoad` (`loadView`, `viewWillAppear`, …) runs once the controller's view loads, \
        which for a tab other than the selected one is when the user first opens it.
        - **Bars that draw their own look.** A tab bar whose bar is a class of the app's (IB `customClass` on \
        `<tabBar>`, `setValue(_:forKey: "tabBar")`), that has a background image (IB `backgroundImage`, \
        `tabBar.backgroundImage`, `UITabBar.appearance()`), or over which the app lays a view (`tabBar.addSubview`, \
        a tab bar controller's `view.addSubview`) may draw icons its items lack, or cover an item with a button \
        (observed: custom-drawn bars in real apps; centre "compose" buttons). Where every tab of such a bar is \
        blank, each is an info; one blank tab among configured ones is a placeholder (under the button) that \
        users can still select: a warning unless its item is disabled (`isEnabled = false`, `enabled="NO"`).

        ## Three answers: set, known not set, unknown

        Every fact TabLint reads from code has three answers, and the evidence types say which (`Known` in \
        `TabLintCode`): **set** (with the value and where), **known not set** (the code that could set it was \
        read, and none does), and **unknown** (the code touches it in a way TabLint cannot resolve: a call it \
        cannot follow, a value from data, an index it cannot work out, a class it does not find). A finding that \
        claims an absence (a blank tab, a missing image, a missing restoration identifier) needs *known not set*; \
        *unknown* makes it an info or nothing, *set* makes it nothing (`AbsenceCertainty`). A class is known \
        only through its declaration in the app's sources (looked up in every source file, whatever it names), \
        and through the classes it inherits up to a UIKit one; a class TabLint does not find (a framework's) may \
        set anything.

        """
}
