#import "FourViewController.h"

@implementation FourViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
