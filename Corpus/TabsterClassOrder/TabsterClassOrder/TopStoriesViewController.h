#import <UIKit/UIKit.h>

@interface TopStoriesViewController : UIViewController


@end
