/// A token of Objective-C source.
struct ObjCToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A C identifier or keyword (`self`, `setObject`, `for`).
        case identifier
        /// `@` and a word: `@implementation`, `@end`, `@interface`, `@property`, … (the text includes the `@`).
        case atKeyword
        /// A string literal, `"…"` or `@"…"`; the text is its contents, escapes kept as written.
        case string
        /// A character literal; the text is as written.
        case character
        /// A number; the text is as written.
        case number
        /// One punctuation character (`[`, `:`, `=`, …); `=` `=` are two tokens.
        case punctuation
    }

    let kind: Kind
    let text: String
    /// UTF-8 byte range in the file (for a string literal, the whole literal with its quotes and `@`).
    let range: Range<Int>

    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
