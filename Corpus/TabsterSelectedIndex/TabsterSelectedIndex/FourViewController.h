#import <UIKit/UIKit.h>

@interface FourViewController : UIViewController


@end
