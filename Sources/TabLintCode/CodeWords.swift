/// Which of the words that decide what a file can hold occur in a source file's bytes: found in one pass per word,
/// before anything is decoded, so that a question about an app's code parses only the files that can answer it.
package struct CodeWords: OptionSet, Sendable, Hashable {
    package let rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// One of `CodeReader.triggerWords`: without one, no fact a rule weighs is in the file.
    package static let trigger = CodeWords(rawValue: 1)
    /// `ApplicationState`: every UIKit restoration opt-in (`shouldSave…`/`shouldRestore…ApplicationState`).
    package static let applicationState = CodeWords(rawValue: 2)
    /// A user-defaults word (`defaults`, `Defaults`, `DEFAULTS`, `@AppStorage`): every persisted tab order or
    /// selection is written through one (`TabTargets.isUserDefaults`, `SwiftAppStorage`).
    package static let userDefaults = CodeWords(rawValue: 4)

    /// `tabBarItem`/`TabBarItem` or `items`: every change to a tab's item names one (`TabTargets.isTabBarItem`).
    package static let tabItem = CodeWords(rawValue: 8)
    /// `selectedIndex`: every selection of a tab by index names it.
    package static let selectedIndex = CodeWords(rawValue: 16)
    /// `customizableViewControllers`: every change to which tabs users may move names it.
    package static let customizable = CodeWords(rawValue: 32)
    /// `title =`, `title=` or `setTitle:`: every title a controller gives itself is written so. Found with or without
    /// a trigger word: a controller that sets its title for its navigation bar need not name anything about tabs.
    package static let title = CodeWords(rawValue: 64)
    /// `instantiateViewController`: every controller made from a storyboard by identifier names it
    /// (`instantiateViewController(withIdentifier:)`, `instantiateViewControllerWithIdentifier:`). Found with or
    /// without a trigger word, as `title`.
    package static let instantiates = CodeWords(rawValue: 128)
    /// `hidesBottomBarWhenPushed`: every controller that sets its own names it. Found with or without a trigger word.
    package static let hidesBottomBar = CodeWords(rawValue: 256)

    /// Whether every one of `words` is among these (`isSuperset(of:)` on the raw bits: `SetAlgebra`'s generic
    /// version is not specialized across modules, and this runs for every file a question looks at).
    package func holds(_ words: CodeWords) -> Bool { rawValue & words.rawValue == words.rawValue }

    /// The words in `bytes`.
    package static func find(in bytes: [UInt8]) -> CodeWords {
        var found: CodeWords = []
        if ByteSearch.containsAny(titleNeedles, in: bytes) { found.insert(.title) }
        if ByteSearch.contains(instantiatesNeedle, in: bytes) { found.insert(.instantiates) }
        if ByteSearch.contains(hidesBottomBarNeedle, in: bytes) { found.insert(.hidesBottomBar) }
        if ByteSearch.containsAny(CodeReader.triggerNeedles, in: bytes) { found.insert(.trigger) }
        // Every file with one of these words that can hold a fact also holds a trigger word.
        guard found.contains(.trigger) else { return found }
        if ByteSearch.contains(applicationStateNeedle, in: bytes) { found.insert(.applicationState) }
        if ByteSearch.containsAny(userDefaultsNeedles, in: bytes) { found.insert(.userDefaults) }
        if ByteSearch.containsAny(tabItemNeedles, in: bytes) { found.insert(.tabItem) }
        if ByteSearch.contains(selectedIndexNeedle, in: bytes) { found.insert(.selectedIndex) }
        if ByteSearch.contains(customizableNeedle, in: bytes) { found.insert(.customizable) }
        return found
    }

    private static let titleNeedles = ByteSearch.NeedleSet(["title =", "title=", "setTitle:"].map(ByteSearch.Needle.init))
    private static let instantiatesNeedle = ByteSearch.Needle("instantiateViewController")
    private static let hidesBottomBarNeedle = ByteSearch.Needle("hidesBottomBarWhenPushed")
    private static let applicationStateNeedle = ByteSearch.Needle("ApplicationState")
    private static let tabItemNeedles = ByteSearch.NeedleSet(["abBarItem", "items"].map(ByteSearch.Needle.init))
    private static let selectedIndexNeedle = ByteSearch.Needle("selectedIndex")
    private static let customizableNeedle = ByteSearch.Needle("customizableViewControllers")
    private static let userDefaultsNeedles = ByteSearch.NeedleSet(["efaults", "EFAULTS", "AppStorage"].map(ByteSearch.Needle.init))
}
