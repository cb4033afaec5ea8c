/// Every quick fix, by its `fix` id.
enum QuickFixRegistry {
    static let all: [any QuickFix.Type] = [
        AddRestorationIdentifierFix.self,
        UniqueRestorationIdentifierFix.self,
        AddTabBarItemFix.self,
        MoveTabBarItemFix.self,
        RemoveDuplicateTabFix.self,
        RemoveAttributeFix.self,
    ]

    static func fix(_ id: String) -> (any QuickFix.Type)? { all.first { $0.id == id } }
}
