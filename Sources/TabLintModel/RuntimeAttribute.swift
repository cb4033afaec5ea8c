import TabLintSource

/// A `<userDefinedRuntimeAttribute keyPath="…" value="…"/>`: a property UIKit sets by key-value coding when
/// the object loads.
package struct RuntimeAttribute: Sendable, Hashable {
    package let keyPath: AttributeValue
    /// The `value` attribute (`nil` for attributes whose value is a child element).
    package let value: AttributeValue?

    package init(keyPath: AttributeValue, value: AttributeValue?) {
        self.keyPath = keyPath
        self.value = value
    }

    /// Whether setting this key path gives an item its title at run time: `title` itself, or a localization
    /// key that a project's own extension (`localizableString`, `localizationKey`, `xibLocKey`, …) resolves.
    package var suppliesTitle: Bool {
        let key = keyPath.value.lowercased()
        if key == "title" || key.hasSuffix(".title") { return true }
        return key.utf8.contains("locali".utf8) || key.utf8.contains("l10n".utf8) || key.hasSuffix("lockey") || key.hasSuffix("titlekey")
            || key.hasSuffix("stringkey") || key == "textkey"
    }
}
