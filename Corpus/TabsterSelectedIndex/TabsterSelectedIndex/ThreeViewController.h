#import <UIKit/UIKit.h>

@interface ThreeViewController : UIViewController


@end
