#import <UIKit/UIKit.h>

@interface FavoritesViewController : UIViewController


@end
