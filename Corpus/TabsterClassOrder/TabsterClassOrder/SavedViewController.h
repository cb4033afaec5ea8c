#import <UIKit/UIKit.h>

@interface SavedViewController : UIViewController


@end
