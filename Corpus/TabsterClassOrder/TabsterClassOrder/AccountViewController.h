#import <UIKit/UIKit.h>

@interface AccountViewController : UIViewController


@end
