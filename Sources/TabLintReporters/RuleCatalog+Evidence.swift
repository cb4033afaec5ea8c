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
        never persists tabs by title; the tab's class sets its item, title or image in code \
        (`tabBarItem = UITabBarItem(…)`, `tabBarItem.title = …`, `tabBar.items?[i].image = …`); the tab bar \
        controller's class sets its tabs (`viewControllers = …`).
        - **Without code** (a folder of IB files, or a project whose sources are not under the linted paths) a \
        rule keeps its IB-only judgement, as the Corpus projects without code show. The JSON report's `evidence` \
        says how many Xcode projects and source files were read.

        Each finding that rests on code cites it as related information ("The app persists the tab order or \
        selection by title: TabOrder.swift:42"). Code is matched to IB by class name (`customClass`, module \
        ignored). References and images resolve within the bundle a document ships in: its Xcode targets, else \
        its project folder (the nearest folder with `.git`, an `.xcodeproj` or `Package.swift`). Launch screens \
        (`launchScreen="YES"`, or the storyboard an Info.plist names as `UILaunchStoryboardName`) are static \
        pictures: only rules about the file itself check them. Xcode localization exports (`*.xcloc`) are copies \
        for translators and are not linted.

        """
}
