#import <UIKit/UIKit.h>

@interface BrightnessController : UIViewController
{
    int brightness;
}
- (BrightnessController *)initWithBrightness:(int)aBrightness;
+ (id)controllerWithBrightness:(int)brightness;
@end
