import Testing

@testable import TabLintCode

/// A tab-state recipe in the style of the classic "store the tab order in user defaults" books: titles for the
/// order, the selected index for the selection.
private let storedByTitle = """
    #import "TestBedAppDelegate.h"
    #define kOrderKey @"tabOrder"

    @implementation TestBedAppDelegate
    - (void)tabBarController:(UITabBarController *)tabBarController
    1️⃣didEndCustomizingViewControllers:(NSArray *)viewControllers changed:(BOOL)changed
    {
        NSMutableArray *titles = [NSMutableArray array];
        for (UIViewController *vc in viewControllers) [titles addObject:vc.title];
        2️⃣[[NSUserDefaults standardUserDefaults] setObject:titles forKey:@"tabOrder"];
        [[NSUserDefaults standardUserDefaults] synchronize];
    }

    - (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController
    {
        NSNumber *tabNumber = [NSNumber numberWithInt:[tabBarController selectedIndex]];
        3️⃣[[NSUserDefaults standardUserDefaults] setObject:tabNumber forKey:@"selectedTab"];
    }

    - (void)applicationDidFinishLaunching:(UIApplication *)application {
        NSArray *titles = [[NSUserDefaults standardUserDefaults] objectForKey:@"tabOrder"];
        UITabBarController *tbarController = [[UITabBarController alloc] init];
        4️⃣tbarController.viewControllers = controllers;
        tbarController.customizableViewControllers = controllers;
    }
    @end
    """

@Test func findsTheTitleRecipeInObjectiveC() {
    let source = MarkedSource(storedByTitle)
    let facts = source.facts(as: "m")
    #expect(
        kinds(facts) == [
            .tabCustomizationObserved, .tabOrderPersisted(.title), .tabSelectionPersisted(.index), .tabsSetInCode,
            .customizableViewControllersSet(emptied: false),
        ])
    for (fact, marker) in zip(facts, ["1️⃣", "2️⃣", "3️⃣", "4️⃣"]) {
        #expect(fact.line == source.markers[marker]?.line, "\(fact.kind)")
        #expect(fact.column == source.markers[marker]?.column, "\(fact.kind)")
    }
    #expect(facts.allSatisfy { $0.enclosingType == "TestBedAppDelegate" })
    #expect(facts[0].detail == "- tabBarController:didEndCustomizingViewControllers:changed:")
}

@Test func findsTheClassNameRecipeInObjectiveC() {
    let facts = objcFacts(
        """
        @implementation AppDelegate (Tabs)
        - (void)saveTabOrder {
            NSMutableArray *names = [NSMutableArray array];
            for (UIViewController *controller in self.tabBarController.viewControllers) {
                [names addObject:NSStringFromClass([controller class])];
            }
            NSUserDefaults *defaults = [NSUserDefaults standardUserDefaults];
            [defaults setObject:names forKey:@"TabOrder"];
        }
        @end
        """)
    #expect(kinds(facts) == [.tabOrderPersisted(.className)])
    #expect(facts.first?.enclosingType == "AppDelegate")
    #expect(facts.first?.line == 8)
}

@Test func findsRestorationMethodDefinitionsNotCalls() {
    let source = MarkedSource(
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application 1️⃣shouldSaveApplicationState:(NSCoder *)coder {
            return YES;
        }
        - (BOOL)application:(UIApplication *)application shouldRestoreApplicationState:(NSCoder *)coder { return NO; }
        - (void)forward:(UIApplication *)app coder:(NSCoder *)coder {
            [self.other application:app shouldSaveSecureApplicationState:coder];
        }
        - (NSUserActivity *)2️⃣stateRestorationActivityForScene:(UIScene *)scene { return nil; }
        @end
        """)
    let facts = source.facts(as: "m")
    #expect(kinds(facts) == [.restorationOptIn, .sceneRestoration])
    #expect(facts.first?.line == 2)
    #expect(facts.first?.column == source.markers["1️⃣"]?.column)
    #expect(facts.first?.detail == "- application:shouldSaveApplicationState:")
    #expect(facts.last?.line == source.markers["2️⃣"]?.line)
    #expect(facts.last?.column == source.markers["2️⃣"]?.column)
}

@Test func findsRestorationIdentifiersTabItemsAndTitlesInObjectiveC() {
    let facts = objcFacts(
        """
        @interface BrightnessController : UIViewController
        @end
        @implementation BrightnessController
        - (instancetype)initWithBrightness:(int)brightness {
            self = [super init];
            self.title = [NSString stringWithFormat:@"%d%%", brightness * 10];
            self.restorationIdentifier = @"brightness";
            [child setRestorationIdentifier:name];
            self.restorationClass = [self class];
            self.tabBarItem = [[UITabBarItem alloc] initWithTitle:self.title image:nil tag:0];
            self.tabBarItem.title = @"Light";
            [[self.tabBarController.tabBar.items objectAtIndex:1] setTitle:@"Dark"];
            self.navigationController.tabBarItem.image = [UIImage imageNamed:@"sun"];
            if (self.title == nil) { self.view.title = @"no"; }
            return self;
        }
        @end
        """)
    #expect(
        kinds(facts) == [
            .controllerTitleSet(.unknown), .restorationIdentifierSet(value: "brightness"), .restorationIdentifierSet(value: nil),
            .restorationClassSet, .tabItemSet(TabItemChange(part: .item, target: .own, title: .unknown)),
            .tabItemSet(TabItemChange(part: .title, target: .own, title: .literal("Light"))),
            .tabItemSet(TabItemChange(part: .title, target: .index(1), title: .literal("Dark"))),
            .tabItemSet(TabItemChange(part: .image, target: .navigationController, image: .named("sun"))),
        ])
    #expect(facts.map(\.line) == [6, 7, 8, 9, 10, 11, 12, 13])
    #expect(facts.allSatisfy { $0.enclosingType == "BrightnessController" })
}

@Test func findsStoryboardsAndTabsSetByMessageInObjectiveC() {
    let facts = objcFacts(
        """
        @implementation MainTabBarController
        - (void)viewDidLoad {
            UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
            UIViewController *feed = [storyboard instantiateViewControllerWithIdentifier:@"Feed"];
            [self setViewControllers:@[feed] animated:NO];
            [self.navigationController setViewControllers:@[feed] animated:NO];
            if (![self.tabBarController.viewControllers isEqualToArray:@[feed]]) [self.tabBarController setViewControllers:@[feed]];
            NSString *first = ((NSArray *)tabs)[0];
            [self setCustomizableViewControllers:nil];
        }
        @end
        """)
    #expect(
        kinds(facts) == [
            .storyboardInstantiated(name: "Main"), .controllerInstantiated(identifier: "Feed"), .tabsSetInCode,
            .tabsSetInCode, .customizableViewControllersSet(emptied: true),
        ])
    #expect(facts.map(\.column) == [32, 30, 5, 74, 5])
}

@Test func commentsStringsAndPreprocessorLinesGiveNothingInObjectiveC() {
    let facts = objcFacts(
        """
        // self.restorationIdentifier = @"x";
        /* [[NSUserDefaults standardUserDefaults] setObject:titles forKey:@"tabOrder"];
           - (BOOL)application:(UIApplication *)a shouldSaveApplicationState:(NSCoder *)c { return YES; } */
        #define SAVE(x) self.tabBarItem.title = x; \\
            self.viewControllers = x;
        @implementation Notes
        - (void)log {
            NSLog(@"self.restorationIdentifier = @\\"x\\"; [UIStoryboard storyboardWithName:@\\"Main\\" bundle:nil]");
            char c = '[';
            [[NSUserDefaults standardUserDefaults] setObject:self.document.title forKey:@"lastDocument"];
        }
        @end
        """)
    #expect(facts.isEmpty)
}

@Test func anEmptiedCustomizableListIsToldFromAFilledOne() {
    let facts = MarkedSource(
        """
        @implementation Tabs
        - (void)viewDidLoad {
            self.customizableViewControllers = @[];
            self.customizableViewControllers = [NSArray array];
            self.customizableViewControllers = self.viewControllers;
        }
        @end
        """
    ).facts(as: "m")
    #expect(
        kinds(facts) == [
            .customizableViewControllersSet(emptied: true), .customizableViewControllersSet(emptied: true),
            .customizableViewControllersSet(emptied: false),
        ])
}

@Test func readsTheTitleAControllerGivesItselfInObjectiveC() {
    let facts = objcFacts(
        """
        @implementation HistoryController
        - (void)recent { self.title = @"Recent"; }
        - (void)localized { self.title = NSLocalizedString(@"History", @"tab"); }
        - (void)fromTable { [self setTitle:NSLocalizedStringFromTable(@"history.title", @"Tabs", nil)]; }
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = self.model.name;
            self.navigationItem.title = @"Not the tab";
        }
        @end
        """)
    #expect(
        kinds(facts) == [
            .controllerTitleSet(.literal("Recent")), .controllerTitleSet(.localized(key: "History")),
            .controllerTitleSet(.localized(key: "history.title")), .controllerTitleSet(.unknown),
        ])
}

/// An order saved by the items' tags (as apps that restore it do) is keyed by tag, not by index.
@Test func findsATabOrderSavedByItemTags() {
    let facts = objcFacts(
        """
        @implementation TabSaver
        - (void)tabBarController:(UITabBarController *)tabBarController didEndCustomizingViewControllers:(NSArray *)viewControllers changed:(BOOL)changed {
            NSMutableArray *order = [NSMutableArray array];
            for (int i = 0; i < tabBarController.viewControllers.count; i++) {
                [order addObject:@([[[tabBarController.viewControllers objectAtIndex:i] tabBarItem] tag])];
            }
            [[NSUserDefaults standardUserDefaults] setObject:order forKey:@"tabsOrder"];
        }
        @end
        """)
    #expect(kinds(facts).contains(.tabOrderPersisted(.tag)), "\(kinds(facts))")
    #expect(!kinds(facts).contains(.tabOrderPersisted(.index)))
}

@Test func onlyTheLastTitleOfAStraightRunCountsInObjectiveC() {
    let facts = objcFacts(
        """
        @implementation DashboardTableViewController
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            self.title = @"";
            self.navigationController.navigationBar.translucent = NO;
            self.title = NSLocalizedString(@"Dashboard.Title", nil);
            if (animated) { self.title = @"Busy"; }
        }
        @end
        """)
    #expect(kinds(facts) == [.controllerTitleSet(.localized(key: "Dashboard.Title")), .controllerTitleSet(.literal("Busy"))])
    #expect(facts.map(\.line) == [6, 7])
}
