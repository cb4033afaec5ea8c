#import <UIKit/UIKit.h>

@interface OneViewController : UIViewController


@end
