#import "AppDelegate.h"

// As in Apple's Tabster sample: the tab order and the selected tab are kept in user defaults,
// each tab identified by the class name of its view controller.
static NSString * const kTabBarOrderKey = @"kTabBarOrder";
static NSString * const kLastSelectedTabKey = @"kLastSelectedTab";

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UITabBarController *tabBarController = (UITabBarController *)self.window.rootViewController;
    tabBarController.delegate = self;

    NSArray *classNames = [[NSUserDefaults standardUserDefaults] arrayForKey:kTabBarOrderKey];
    if (classNames.count > 0) {
        NSMutableArray *ordered = [NSMutableArray arrayWithCapacity:classNames.count];
        for (NSString *className in classNames) {
            for (UIViewController *viewController in tabBarController.viewControllers) {
                if ([NSStringFromClass([viewController class]) isEqualToString:className]
                        && ![ordered containsObject:viewController]) {
                    [ordered addObject:viewController];
                    break;
                }
            }
        }
        for (UIViewController *viewController in tabBarController.viewControllers) {
            if (![ordered containsObject:viewController]) {
                [ordered addObject:viewController];
            }
        }
        tabBarController.viewControllers = ordered;
    }

    NSString *selectedClassName = [[NSUserDefaults standardUserDefaults] stringForKey:kLastSelectedTabKey];
    for (UIViewController *viewController in tabBarController.viewControllers) {
        if ([NSStringFromClass([viewController class]) isEqualToString:selectedClassName]) {
            tabBarController.selectedViewController = viewController;
            break;
        }
    }
    return YES;
}

#pragma mark - UITabBarControllerDelegate

- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController {
    [[NSUserDefaults standardUserDefaults] setObject:NSStringFromClass([viewController class])
                                              forKey:kLastSelectedTabKey];
}

- (void)tabBarController:(UITabBarController *)tabBarController didEndCustomizingViewControllers:(NSArray *)viewControllers changed:(BOOL)changed {
    if (changed) {
        NSMutableArray *classNames = [NSMutableArray arrayWithCapacity:viewControllers.count];
        for (UIViewController *viewController in viewControllers) {
            [classNames addObject:NSStringFromClass([viewController class])];
        }
        [[NSUserDefaults standardUserDefaults] setObject:classNames forKey:kTabBarOrderKey];
    }
}

@end
