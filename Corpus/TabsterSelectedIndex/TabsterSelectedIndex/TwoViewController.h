#import <UIKit/UIKit.h>

@interface TwoViewController : UIViewController


@end
