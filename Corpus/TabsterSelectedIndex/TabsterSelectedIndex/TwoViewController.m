#import "TwoViewController.h"

@implementation TwoViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
