/// An Objective-C method definition: its selector and where its body is.
struct ObjCMethod: Sendable {
    /// The reconstructed selector, `application:shouldSaveApplicationState:`.
    let selector: String
    /// Token indices of the selector's name parts.
    let nameTokens: [Int]
    /// Token indices of the body, braces included.
    let body: ClosedRange<Int>
    /// The `@implementation` it is in.
    let enclosingType: String?
}
