extension CodeFactKind {
    /// A short name for counting: the case name, with the tab key for persistence facts.
    package var summaryName: String {
        switch self {
        case .restorationOptIn: "restorationOptIn"
        case .sceneRestoration: "sceneRestoration"
        case .restorationIdentifierSet: "restorationIdentifierSet"
        case .restorationClassSet: "restorationClassSet"
        case .tabOrderPersisted(let key): "tabOrderPersisted(\(key.rawValue))"
        case .tabSelectionPersisted(let key): "tabSelectionPersisted(\(key.rawValue))"
        case .tabCustomizationObserved: "tabCustomizationObserved"
        case .customizableViewControllersSet: "customizableViewControllersSet"
        case .tabsSetInCode: "tabsSetInCode"
        case .tabBarItemSetInCode: "tabBarItemSetInCode"
        case .tabTitleSetInCode: "tabTitleSetInCode"
        case .tabImageSetInCode: "tabImageSetInCode"
        case .controllerTitleSet: "controllerTitleSet"
        case .storyboardInstantiated: "storyboardInstantiated"
        case .controllerInstantiated: "controllerInstantiated"
        }
    }
}
