#import <UIKit/UIKit.h>

@interface WeatherViewController : UIViewController


@end
