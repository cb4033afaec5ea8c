#import "WeatherViewController.h"

@implementation WeatherViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
