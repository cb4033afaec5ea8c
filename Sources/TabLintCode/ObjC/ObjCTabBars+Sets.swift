/// What an Objective-C method sets on a tab's controller, in dot syntax or as setter messages, and whether it hands
/// the controller to code TabLint does not follow.
extension ObjCTabBars {
    /// What the method sets on `name`'s controller: its item, its item's title or image, its title and its
    /// restoration identifier (dot syntax).
    func applySets(on name: String, to tab: inout CodeTab) {
        for index in method.body where tokens[index].isIdentifier(name) {
            guard index == 0 || !tokens[index - 1].isPunctuation("."), index + 2 < tokens.count, tokens[index + 1].isPunctuation(".") else {
                continue
            }
            var path: [String] = []
            var at = index + 1
            while at + 1 < tokens.count, tokens[at].isPunctuation("."), tokens[at + 1].kind == .identifier {
                path.append(tokens[at + 1].text)
                at += 2
            }
            guard at + 1 < tokens.count, tokens[at].isPunctuation("="), !tokens[at + 1].isPunctuation("=") else { continue }
            let value = at + 1..<finder.expressionEnd(from: at + 1)
            let statement = finder.range(index..<value.upperBound)
            switch path {
            case ["tabBarItem"]:
                tab.item = item(made: value)
                tab.item.imageRange = statement
            case ["title"]:
                if tab.item.title == nil {
                    tab.item.title = finder.title(value)
                    tab.item.titleIsTheControllers = true
                }
            case ["tabBarItem", "title"]:
                tab.item.title = finder.title(value)
            case ["tabBarItem", "image"]:
                tab.item.image = finder.imageMade(by: value)
                tab.item.imageRange = statement
            case ["restorationIdentifier"]:
                tab.restorationIdentifier = finder.literal(value) ?? ""
            case ["tabBarItem", "enabled"]:
                tab.item.isDisabled = ["NO", "false"].contains(finder.words[value].joined())
            default: continue
            }
        }
        applyMessages(on: name, to: &tab)
    }

    /// The messages whose arguments stay what the method made: initializers, the lists' own changes, and a tab bar
    /// or navigation controller's.
    private static let keepingArguments: Set<String> = [
        "initWithRootViewController:", "addChildViewController:", "setViewControllers:", "setViewControllers:animated:",
        "arrayWithObject:", "addObject:", "insertObject:atIndex:", "containsObject:", "indexOfObject:",
        "pushViewController:animated:", "presentViewController:animated:completion:", "setSelectedViewController:",
    ]

    /// What the method sends `name`'s controller as messages: the setters dot syntax also writes (`[feed
    /// setTabBarItem:…]`, `[feed.tabBarItem setImage:…]`, `[[feed tabBarItem] setTitle:…]`); and whether it hands the
    /// controller to a method TabLint does not follow (`[Styling configureTab:feed]`), whose code may set what is
    /// unset here.
    private func applyMessages(on name: String, to tab: inout CodeTab) {
        for open in method.body where tokens[open].isPunctuation("[") {
            guard let message = ObjCMessage.parse(at: open, in: tokens), let first = message.parts.first else { continue }
            let statement = finder.range(message.open..<message.close + 1)
            switch (receiver(message.receiver, of: name), message.selector) {
            case (.controller, "setTabBarItem:"):
                tab.item = item(made: first.argument)
                tab.item.imageRange = statement
            case (.controller, "setTitle:"):
                if tab.item.title == nil {
                    tab.item.title = finder.title(first.argument)
                    tab.item.titleIsTheControllers = true
                }
            case (.controller, "setRestorationIdentifier:"): tab.restorationIdentifier = finder.literal(first.argument) ?? ""
            case (.item, "setTitle:"): tab.item.title = finder.title(first.argument)
            case (.item, "setImage:"):
                tab.item.image = finder.imageMade(by: first.argument)
                tab.item.imageRange = statement
            case (.item, "setFinishedSelectedImage:withFinishedUnselectedImage:") where message.parts.count == 2:
                tab.item.image = finder.imageMade(by: message.parts[1].argument)
                tab.item.imageRange = statement
            case (.item, "setEnabled:"): tab.item.isDisabled = ["NO", "false"].contains(finder.words[first.argument].joined())
            default:
                let handed = message.parts.contains { $0.argument.count == 1 && tokens[$0.argument.lowerBound].isIdentifier(name) }
                if handed, !Self.keepingArguments.contains(message.selector) { tab.item.escapes = true }
            }
        }
    }

    private enum Receiver { case controller, item, other }

    /// Whether the receiver tokens are `name` (the controller), or its item: `name.tabBarItem`, `[name tabBarItem]`.
    private func receiver(_ range: Range<Int>, of name: String) -> Receiver {
        let words = range.map { tokens[$0].text }
        if words == [name], tokens[range.lowerBound].kind == .identifier { return .controller }
        if words == [name, ".", "tabBarItem"] || words == ["[", name, "tabBarItem", "]"] { return .item }
        return .other
    }

    /// The item `[[UITabBarItem alloc] initWithTitle:… image:… tag:…]` (or `…selectedImage:`) or
    /// `initWithTabBarSystemItem:tag:` gives; anything else is an item TabLint does not read.
    private func item(made value: Range<Int>) -> CodeTabItem {
        var item = CodeTabItem()
        guard madeClass(value) == "UITabBarItem" else {
            item.isOpaque = true
            return item
        }
        for index in value where tokens[index].kind == .identifier && index + 2 < value.upperBound && tokens[index + 1].isPunctuation(":") {
            let argument = index + 2..<argumentEnd(from: index + 2, upTo: value.upperBound)
            switch tokens[index].text {
            case "initWithTabBarSystemItem": item.isSystem = true
            case "initWithTitle": if finder.words[argument] != ["nil"] { item.title = finder.title(argument) }
            case "image": item.image = finder.imageMade(by: argument)
            default: continue
            }
        }
        return item
    }
}
