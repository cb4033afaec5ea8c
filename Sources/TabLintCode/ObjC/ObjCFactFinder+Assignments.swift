import TabLintSource

extension ObjCFactFinder {
    /// `base.property = value;` (dot syntax; a bare ivar is never taken for a property).
    mutating func assignment(at index: Int, in method: ObjCMethod?) {
        guard index >= 2, index + 1 < tokens.count, !tokens[index + 1].isPunctuation("=") else { return }
        let previous = tokens[index - 1]
        guard previous.kind == .identifier, tokens[index - 2].isPunctuation(".") else { return }
        let start = chainStart(before: index - 2, floor: statementStart(before: index))
        let base = Array(words[start..<index - 2])
        let end = expressionEnd(from: index + 1)
        let value = index + 1..<end
        let anchor = tokens[start].range.lowerBound..<(end > index + 1 ? tokens[end - 1].range.upperBound : previous.range.upperBound)
        propertySet(previous.text, on: base, to: value, anchor: anchor, at: index, in: method)
    }

    /// A property set on `base`, whether by dot syntax (`base.title = value`) or by its setter
    /// (`[base setTitle:value]`): the fact it is, if any, at `anchor`.
    mutating func propertySet(
        _ property: String, on base: [String], to value: Range<Int>, anchor: Range<Int>, at index: Int, in method: ObjCMethod?
    ) {
        let type = structure.enclosingType[index]
        switch property {
        case "restorationIdentifier":
            facts.append(source.fact(.restorationIdentifierSet(value: literal(value)), at: anchor, in: type, phase: phase(of: method)))
        case "restorationClass":
            facts.append(source.fact(.restorationClassSet, at: anchor, in: type, phase: phase(of: method)))
        case "customizableViewControllers":
            let empty: [[String]] = [["nil"], ["@", "[", "]"], ["[", "NSArray", "array", "]"]]
            let emptied = empty.contains(Array(words[value]))
            facts.append(source.fact(.customizableViewControllersSet(emptied: emptied), at: anchor, in: type, phase: phase(of: method)))
        case "selectedIndex":
            if isTabBarController(base: base, at: index, in: method), let picked = selectedIndexValue(value, in: method) {
                facts.append(source.fact(.selectedIndexSet(picked), at: anchor, in: type, phase: phase(of: method)))
            }
        case "viewControllers":
            if isTabBarController(base: base, at: index, in: method) {
                facts.append(source.fact(.tabsSetInCode, at: anchor, in: type, phase: phase(of: method)))
                if let method {
                    let bar = ObjCTabBars(finder: self, method: method).bar(value: value, base: base, at: index)
                    facts.append(source.fact(.tabBarBuilt(bar), at: anchor, in: type, phase: phase(of: method)))
                }
            }
        case "tabBarItem":
            let change = TabItemChange(
                part: .item, target: target(ofItem: base + [".", "tabBarItem"], at: index, in: method), title: itemTitle(value),
                bar: barHeld(by: base, before: index, in: method))
            facts.append(source.fact(.tabItemSet(change), at: anchor, in: type, phase: phase(of: method)))
        case "hidesBottomBarWhenPushed":
            if base == ["self"], ["YES", "true"].contains(words[value].joined()) {
                facts.append(source.fact(.hidesBottomBarSet, at: anchor, in: type, phase: phase(of: method)))
            }
        case "backgroundImage":
            if let drawing = TabTargets.backgroundImageDrawing(base) {
                facts.append(source.fact(.tabBarDrawn(drawing), at: anchor, in: type, phase: phase(of: method)))
            }
        case "enabled":
            if TabTargets.isTabBarItem(base: base), ["NO", "false"].contains(words[value].joined()) {
                let change = TabItemChange(part: .disabled, target: target(ofItem: base, at: index, in: method))
                facts.append(source.fact(.tabItemSet(change), at: anchor, in: type, phase: phase(of: method)))
            }
        case "title", "image", "selectedImage", "badgeValue":
            if TabTargets.isTabBarItem(base: base), let part = TabItemChange.Part(itemProperty: property) {
                let image = part.isImage ? imageMade(by: value) : nil
                let change = TabItemChange(
                    part: part, target: target(ofItem: base, at: index, in: method), image: image, title: part == .title ? title(value) : nil,
                    bar: barHeld(by: base, before: index, in: method))
                facts.append(source.fact(.tabItemSet(change), at: anchor, in: type, phase: phase(of: method)))
            } else if base.count == 1, let method, let part = TabItemChange.Part(itemProperty: property),
                ObjCItemLoops.isItemOfLoop(base[0], at: index, in: method, tokens: tokens)
            {
                let change = TabItemChange(part: part, target: .someTab, image: part.isImage ? imageMade(by: value) : nil)
                facts.append(source.fact(.tabItemSet(change), at: anchor, in: type, phase: phase(of: method)))
            } else if property == "title", base == ["self"] || base == ["super"], TabTargets.isController(classNames(at: index)),
                !isTitleSetAgain(after: value.upperBound)
            {
                facts.append(source.fact(.controllerTitleSet(title(value)), at: anchor, in: type, phase: phase(of: method)))
            }
        default: break
        }
    }

    /// The title `[[UITabBarItem alloc] initWithTitle:… image:… tag:…]` gives (nil for another value).
    func itemTitle(_ value: Range<Int>) -> TitleValue? {
        for index in value where tokens[index].isIdentifier("initWithTitle") {
            guard index + 2 < value.upperBound, tokens[index + 1].isPunctuation(":") else { continue }
            var end = index + 2
            var depth = 0
            while end < value.upperBound {
                let token = tokens[end]
                if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                if token.isPunctuation(")") || token.isPunctuation("]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, token.kind == .identifier, end + 1 < value.upperBound, tokens[end + 1].isPunctuation(":"), end > index + 2 { break }
                end += 1
            }
            let argument = index + 2..<end
            return words[argument] == ["nil"] ? nil : title(argument)
        }
        return nil
    }

    /// Which tab an item expression names: through a local the method took from a tab bar controller by position too.
    func target(ofItem item: [String], at index: Int, in method: ObjCMethod?) -> TabItemChange.Target {
        let target = TabTargets.itemTarget(item: item, constant: constants.value(ofTokens:))
        guard target == .other, let method, let local = item.first, local != "self", local != "super" else { return target }
        return tabHeld(by: local, before: index, in: method) ?? target
    }

    /// Whether a later statement of the same block (before its `}` or a nested `{`) sets `self.title` again
    /// (`self.title = @""` then `self.title = NSLocalizedString(…)`): only the last one of a straight run takes effect.
    func isTitleSetAgain(after end: Int) -> Bool {
        var index = end + 1
        while index + 3 < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.kind == .atKeyword { return false }
            if token.isIdentifier("self"), tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("title"),
                tokens[index + 3].isPunctuation("="), index + 4 < tokens.count, !tokens[index + 4].isPunctuation("=")
            {
                return true
            }
            if token.isIdentifier("self"), index + 2 < tokens.count, tokens[index + 1].isIdentifier("setTitle"), tokens[index + 2].isPunctuation(":")
            {
                return index > 0 && tokens[index - 1].isPunctuation("[")
            }
            index += 1
        }
        return false
    }

    /// The property a setter selector sets (`setTitle:` → `title`, `setViewControllers:animated:` →
    /// `viewControllers`, UIKit's old `setFinishedSelectedImage:withFinishedUnselectedImage:` → `image`), or nil.
    static func property(setBy selector: String) -> String? {
        switch selector {
        case "setViewControllers:animated:": return "viewControllers"
        case "setFinishedSelectedImage:withFinishedUnselectedImage:": return "image"
        default:
            guard selector.hasPrefix("set"), selector.hasSuffix(":"), selector.count > 4,
                selector.utf8.filter({ $0 == UInt8(ascii: ":") }).count == 1
            else { return nil }
            let name = selector.dropFirst(3).dropLast()
            return name.prefix(1).lowercased() + name.dropFirst()
        }
    }

    /// The first token of the postfix chain (`a.b`, `a->b`, `[x y]`, `a[0]`, `f(x)`, `((T *)x)`) that ends just
    /// before the token at `end`, looking no further back than `floor`.
    func chainStart(before end: Int, floor: Int) -> Int {
        var index = end - 1
        while index >= floor {
            let token = tokens[index]
            if token.isPunctuation("]") || token.isPunctuation(")") {
                guard let open = opener(of: index, floor: floor) else { return index + 1 }
                let before = open - 1
                if before >= floor,
                    tokens[before].kind == .identifier || tokens[before].isPunctuation("]")
                        || (token.isPunctuation("]") && tokens[before].isPunctuation(")"))
                {
                    index = before
                    continue
                }
                return open
            }
            guard token.kind == .identifier else { return index + 1 }
            if index - 1 >= floor, tokens[index - 1].isPunctuation(".") {
                index -= 2
            } else if index - 2 >= floor, tokens[index - 1].isPunctuation(">"), tokens[index - 2].isPunctuation("-") {
                index -= 3
            } else {
                return index
            }
        }
        return floor
    }

    /// The `[` or `(` matching the closer at `close`.
    private func opener(of close: Int, floor: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= floor {
            let text = tokens[index].kind == .punctuation ? tokens[index].text : ""
            if text == "]" || text == ")" { depth += 1 }
            if text == "[" || text == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    func isTabBarController(base: [String], at index: Int, in method: ObjCMethod?) -> Bool {
        let mentions = method.map { words[$0.body].contains { $0.utf8.contains("TabBarController".utf8) } } ?? false
        return TabTargets.isTabBarController(base: base, enclosingClass: classNames(at: index), functionMentionsTabBarController: mentions)
    }

    /// What `selectedIndex = value` picks: a stored index (the value reads user defaults), a fixed one (a number, or
    /// a constant named `kName` or in capitals), or nothing TabLint records.
    func selectedIndexValue(_ value: Range<Int>, in method: ObjCMethod?) -> SelectedIndexValue? {
        let written = Array(words[value]).filter { $0 != "(" && $0 != ")" }
        if TabTargets.isUserDefaults(method.map { expand(value, in: $0) } ?? written) { return .stored }
        guard written.count == 1 else { return nil }
        if let number = constants.value(ofTokens: written) { return .fixed(number) }
        let name = written[0]
        let isConstant =
            (name.hasPrefix("k") && name.dropFirst().first?.isUppercase == true) || (name.uppercased() == name && name.first?.isLetter == true)
        return isConstant ? .fixed(nil) : nil
    }

    /// How the image at `value` is made: `[UIImage imageNamed:@"name"]` by name, anything else otherwise.
    func imageMade(by value: Range<Int>) -> TabItemChange.Image {
        if words[value] == ["nil"] { return .removed }
        for index in value where tokens[index].isIdentifier("imageNamed") {
            if index + 2 < value.upperBound, tokens[index + 1].isPunctuation(":"), let name = literal(index + 2..<index + 3) {
                return .named(name)
            }
        }
        return .made
    }
}
