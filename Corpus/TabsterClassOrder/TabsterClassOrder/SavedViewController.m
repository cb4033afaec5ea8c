#import "SavedViewController.h"

@implementation SavedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
