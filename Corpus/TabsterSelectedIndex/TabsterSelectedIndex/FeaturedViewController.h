#import <UIKit/UIKit.h>

@interface FeaturedViewController : UIViewController


@end
