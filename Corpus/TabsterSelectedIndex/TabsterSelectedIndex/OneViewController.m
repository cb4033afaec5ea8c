#import "OneViewController.h"

@implementation OneViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
