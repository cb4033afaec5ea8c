#import "FeedViewController.h"

@implementation FeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.navigationItem.title = self.tabBarItem.title;
    // Loads the stories of self.section.
}

@end
