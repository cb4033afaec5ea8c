#import "FeaturedViewController.h"

@implementation FeaturedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
