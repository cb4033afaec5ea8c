#import "AppDelegate.h"

// The selected tab is kept in user defaults by its index, and selected again at launch.

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UITabBarController *tabBarController = (UITabBarController *)self.window.rootViewController;
    tabBarController.delegate = self;

    NSInteger stored = [[NSUserDefaults standardUserDefaults] integerForKey:@"selectedTab"];
    tabBarController.selectedIndex = stored;
    return YES;
}

#pragma mark - UITabBarControllerDelegate

- (void)tabBarController:(UITabBarController *)tabBarController didSelectViewController:(UIViewController *)viewController {
    [[NSUserDefaults standardUserDefaults] setInteger:tabBarController.selectedIndex forKey:@"selectedTab"];
}

@end
