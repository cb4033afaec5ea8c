import Testing

@testable import TabLintCode

/// What the readers now follow beyond a statement's own shape: when code runs, constants of the file, locals taken
/// from a tab bar controller by position, loops over a bar's items, bars that draw their own look.
@Suite struct CodeValueTests {
    private func facts(_ text: String, as language: String) -> [CodeFact] {
        CodeReader.parse(inFile: "/app/File.\(language)", bytes: Array(text.utf8)).facts
    }

    @Test func factsSayWhenTheirCodeRuns() {
        let swift = facts(
            """
            import UIKit
            final class Feed: UITableViewController {
                init() { super.init(style: .plain); title = "A" }
                required init?(coder: NSCoder) { super.init(coder: coder); title = "B" }
                override func awakeFromNib() { super.awakeFromNib(); title = "C" }
                override func viewDidLoad() { super.viewDidLoad(); title = "D" }
                func refresh() { title = "E" }
            }
            """, as: "swift")
        let phases = swift.compactMap { fact -> CodePhase? in
            if case .controllerTitleSet = fact.kind { return fact.phase }
            return nil
        }
        #expect(phases == [.codeInitializer, .decoding, .decoding, .viewLoading, .other])
        let objC = facts(
            """
            @implementation FeedController
            - (instancetype)initWithStyle:(UITableViewStyle)style { self = [super initWithStyle:style]; self.title = @"A"; return self; }
            - (void)awakeFromNib { [super awakeFromNib]; self.title = @"B"; }
            - (void)viewDidLoad { [super viewDidLoad]; [self setTitle:@"C"]; }
            @end
            """, as: "m")
        #expect(objC.map(\.phase) == [.codeInitializer, .decoding, .viewLoading])
        #expect(!CodePhase.codeInitializer.runs(decoded: true) && CodePhase.codeInitializer.runs(decoded: false))
        #expect(CodePhase.decoding.runs(decoded: true) && !CodePhase.decoding.runs(decoded: false))
    }

    @Test func objectiveCConstantsNameTabs() {
        let bytes = Array(
            """
            #define kHomeTab 0
            #define kSearchTab (3)
            #define kTitle @"x"
            static const NSInteger kSettingsTab = 4;
            typedef NS_ENUM(NSInteger, Tab) { TabFeed, TabInbox = 5, TabMe };
            """.utf8)
        let constants = ObjCIntConstants(bytes: bytes, tokens: ObjCScanner.tokens(in: bytes))
        #expect(constants.value(of: "kHomeTab") == 0)
        #expect(constants.value(of: "kSearchTab") == 3)
        #expect(constants.value(of: "kTitle") == nil)
        #expect(constants.value(of: "kSettingsTab") == 4)
        #expect([constants.value(of: "TabFeed"), constants.value(of: "TabInbox"), constants.value(of: "TabMe")] == [0, 5, 6])
    }

    @Test func aLocalTakenFromTheTabsByPositionNamesThatTab() {
        let found = facts(
            """
            #define kProfileTab 2
            @implementation AppDelegate
            - (void)setUpTabs {
                UITabBarController *tabs = [storyboard instantiateViewControllerWithIdentifier:@"Tabs"];
                UIViewController *home = [tabs.viewControllers objectAtIndex:0];
                home.tabBarItem.title = @"Home";
                UINavigationController *profile = [tabs.viewControllers objectAtIndex:kProfileTab];
                profile.tabBarItem.image = [UIImage imageNamed:@"profile"];
                UIViewController *last = tabs.viewControllers.lastObject;
                last.tabBarItem.title = @"More";
                UIViewController *other = [[UIViewController alloc] init];
                other.tabBarItem.title = @"Other";
            }
            @end
            """, as: "m")
        let targets = found.compactMap { fact -> TabItemChange.Target? in
            if case .tabItemSet(let change) = fact.kind { return change.target }
            return nil
        }
        #expect(targets == [.index(0), .index(2), .someTab, .other])
        // Each took the tabs of the controller the storyboard makes by 'Tabs': that bar's tabs.
        let bars = found.compactMap { fact -> TabItemChange.BarHint?? in
            if case .tabItemSet(let change) = fact.kind { return .some(change.bar) }
            return nil
        }
        #expect(bars == [.storyboardIdentifier("Tabs"), .storyboardIdentifier("Tabs"), .storyboardIdentifier("Tabs"), nil])
    }

    @Test func aTabTakenThroughTheWindowsRootHoldsThatBar() {
        let found = facts(
            """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func setUp() {
                    if let tabs = window?.rootViewController as? UITabBarController {
                        tabs.tabBar.items?[1].title = "Map"
                    }
                    let other = UITabBarController()
                    other.tabBar.items?[0].title = "Elsewhere"
                }
            }
            """, as: "swift")
        let changes = found.compactMap { fact -> TabItemChange? in
            if case .tabItemSet(let change) = fact.kind { return change }
            return nil
        }
        #expect(changes.map(\.target) == [.index(1), .index(0)])
        #expect(changes.map(\.bar) == [.rootViewController, nil])
    }

    @Test func anObjectiveCLoopOverTheItemsSetsSomeTab() {
        let found = facts(
            """
            @implementation Tabs
            - (void)viewDidLoad {
                [self.tabBar.items enumerateObjectsUsingBlock:^(UITabBarItem *item, NSUInteger idx, BOOL *stop) {
                    [item setTitle:titles[idx]];
                }];
                for (UITabBarItem *each in self.tabBar.items) { each.image = [UIImage imageNamed:@"dot"]; }
                [self.tabBar.items[2] setEnabled:NO];
                UITabBarItem *loose = [[UITabBarItem alloc] init];
                loose.title = @"Not a loop";
            }
            @end
            """, as: "m")
        let changes = found.compactMap { fact -> TabItemChange? in
            if case .tabItemSet(let change) = fact.kind { return change }
            return nil
        }
        #expect(changes.map(\.target) == [.someTab, .someTab, .index(2)])
        #expect(changes.last?.part == .disabled)
    }

    @Test func barsThatDrawTheirOwnLook() {
        let swift = facts(
            """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setValue(CurvedTabBar(), forKey: "tabBar")
                    tabBar.backgroundImage = UIImage(named: "bar")
                    view.addSubview(composeButton)
                    UITabBar.appearance().backgroundImage = UIImage()
                    UserDefaults.standard.setValue(1, forKey: "tab")
                }
            }
            final class Feed: UIViewController {
                override func viewDidLoad() { view.addSubview(label) }
            }
            """, as: "swift")
        let drawings = swift.compactMap { fact -> TabBarDrawing? in
            if case .tabBarDrawn(let drawing) = fact.kind { return drawing }
            return nil
        }
        #expect(drawings == [.barClass, .backgroundImage(everyBar: false), .viewOverBar, .backgroundImage(everyBar: true)])
        let objC = facts(
            """
            @interface Tabs : UITabBarController
            @end
            @implementation Tabs
            - (void)viewDidLoad {
                [self setValue:[[CurvedTabBar alloc] init] forKey:@"tabBar"];
                [self.tabBar setBackgroundImage:[UIImage imageNamed:@"bar"]];
                [self.view addSubview:self.composeButton];
            }
            @end
            """, as: "m")
        let objCDrawings = objC.compactMap { fact -> TabBarDrawing? in
            if case .tabBarDrawn(let drawing) = fact.kind { return drawing }
            return nil
        }
        #expect(objCDrawings == [.barClass, .backgroundImage(everyBar: false), .viewOverBar])
    }

    @Test func classDeclarationsAreFoundInTheBytes() {
        let names = ClassDeclarations.names(
            in: Array(
                """
                final class Profile: UIViewController { class func make() -> Profile { Profile() } }
                open class   Base {}
                // a subclass of something
                @implementation LegacyController
                @end
                """.utf8))
        #expect(names == ["Base", "LegacyController", "Profile"])
        let source = "final class Feed: UIViewController, Refreshing {}\n@interface Legacy : UITableViewController\n@end\n"
        let declared = ClassDeclarations.declarations(in: Array((source + "@implementation Legacy\n@end").utf8))
        #expect(declared.map(\.name) == ["Feed", "Legacy"])
        #expect(declared.map(\.superclass) == ["UIViewController", "UITableViewController"])
    }

    @Test func threeAnswersJoinAndDecideAbsences() {
        let set = Known<String>.set("Feed", at: nil)
        #expect(Known<String>.notSet.joined(with: .notSet) == .notSet)
        #expect(set.joined(with: set) == set)
        #expect(set.joined(with: .notSet).isUnknown)
        #expect(Known<String>.notSet.otherwise(set) == set)
        #expect(Known<String>.unknown(because: nil).otherwise(set).isUnknown)
        #expect(AbsenceCertainty(absent: Known<String>.notSet, .notSet) == .certain)
        #expect(AbsenceCertainty(absent: Known<String>.notSet, .unknown(because: nil)) == .uncertain)
        #expect(AbsenceCertainty(absent: Known<String>.unknown(because: nil), set) == .refuted)
    }
}
