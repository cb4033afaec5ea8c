#import "TestBedAppDelegate.h"
#import "BrightnessController.h"

@implementation TestBedAppDelegate

- (void)tabBarController:(UITabBarController *)tabBarController didEndCustomizingViewControllers:(NSArray *)viewControllers changed:(BOOL)changed
{
    // Store the titles from the tabs in order
    NSMutableArray *titles = [NSMutableArray array];
    for (UIViewController *vc in viewControllers) [titles addObject:vc.title];
    [[NSUserDefaults standardUserDefaults] setObject:titles forKey:@"tabOrder"];
    [[NSUserDefaults standardUserDefaults] synchronize];
}

- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController
{
    // Update the currently selected tab number
    NSNumber *tabNumber = [NSNumber numberWithInt:[tabBarController selectedIndex]];
    [[NSUserDefaults standardUserDefaults] setObject:tabNumber forKey:@"selectedTab"];
    [[NSUserDefaults standardUserDefaults] synchronize];
}

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions
{
    NSMutableArray *controllers = [NSMutableArray array];
    NSArray *titles = [[NSUserDefaults standardUserDefaults] objectForKey:@"tabOrder"];

    if (titles)
    {
        // titles retrieved from user defaults
        for (NSString *theTitle in titles)
        {
            BrightnessController *bControl = [[BrightnessController alloc] initWithBrightness:([theTitle intValue] / 10)];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:bControl];
            nav.navigationBar.barStyle = UIBarStyleBlack;
            [controllers addObject:nav];
        }
    } else {
        // generate all new controllers
        for (int i = 0; i <= 10; i++)
        {
            BrightnessController *bControl = [[BrightnessController alloc] initWithBrightness:i];
            UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:bControl];
            nav.navigationBar.barStyle = UIBarStyleBlack;
            [controllers addObject:nav];
        }
    }

    // Create the toolbar and add the view controllers
    UITabBarController *tbarController = [[UITabBarController alloc] init];
    tbarController.viewControllers = controllers;
    tbarController.customizableViewControllers = controllers;
    tbarController.delegate = self;
    NSNumber *tabNumber = [[NSUserDefaults standardUserDefaults] objectForKey:@"selectedTab"];
    if (tabNumber)
        tbarController.selectedIndex = [tabNumber intValue];

    // Set up the window
    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
    self.window.rootViewController = tbarController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
