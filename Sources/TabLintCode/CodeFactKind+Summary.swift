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
        case .selectedIndexSet(.stored): "selectedIndexSet(stored)"
        case .selectedIndexSet(.fixed): "selectedIndexSet(fixed)"
        case .tabsSetInCode: "tabsSetInCode"
        case .tabBarBuilt: "tabBarBuilt"
        case .classDeclared: "classDeclared"
        case .tabItemSet(let change):
            switch change.part {
            case .item: "tabBarItemSetInCode"
            case .title: "tabTitleSetInCode"
            case .image, .selectedImage: "tabImageSetInCode"
            case .badge: "tabBadgeSetInCode"
            case .disabled: "tabDisabledInCode"
            }
        case .controllerTitleSet: "controllerTitleSet"
        case .storyboardInstantiated: "storyboardInstantiated"
        case .controllerInstantiated: "controllerInstantiated"
        case .tabBarDrawn: "tabBarDrawn"
        case .hidesBottomBarSet: "hidesBottomBarSet"
        }
    }
}
