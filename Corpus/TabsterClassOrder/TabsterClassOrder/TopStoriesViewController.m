#import "TopStoriesViewController.h"

@implementation TopStoriesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
