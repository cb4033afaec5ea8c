#import "ThreeViewController.h"

@implementation ThreeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
