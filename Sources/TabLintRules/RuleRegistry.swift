import TabLintCore

/// Every rule TabLint has, in documentation order.
package enum RuleRegistry {
    package static let all: [any Rule.Type] = [
        XMLParseErrorRule.self,
        UnsupportedDocumentRule.self,
        UnreadableProjectFileRule.self,
        DuplicateObjectIDRule.self,
        UnresolvedDestinationRule.self,
        UnresolvedStoryboardReferenceRule.self,
        DuplicateRestorationIdentifierRule.self,
        MissingRestorationIdentifierRule.self,
        TitleBasedTabOrderingRule.self,
        IndexBasedTabOrderingRule.self,
        MissingTabBarItemRule.self,
        TabTitleOverriddenRule.self,
        UnlocalizedTabTitleRule.self,
        TabBarItemOnNavigationRootRule.self,
        DuplicateTabRule.self,
        DuplicateTabTitleRule.self,
        MissingTabImageRule.self,
        TabImageNameCaseRule.self,
        UnreadableStringsFileRule.self,
        MoreTabOverflowRule.self,
        TabRootHidesBottomBarRule.self,
        EmptyTabBarControllerRule.self,
        TabBarControllerNotRootRule.self,
        StoryboardReferenceItemMismatchRule.self,
        IPadBottomTabBarRule.self,
        UnreachableSceneRule.self,
    ]

    package static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    package static var ids: [String] { all.map { $0.description.id } }
}
