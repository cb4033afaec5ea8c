#import "FavoritesViewController.h"

@implementation FavoritesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
}

@end
