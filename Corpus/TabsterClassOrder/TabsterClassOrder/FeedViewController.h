#import <UIKit/UIKit.h>

@interface FeedViewController : UIViewController

@property (copy, nonatomic) NSString *section;

@end
