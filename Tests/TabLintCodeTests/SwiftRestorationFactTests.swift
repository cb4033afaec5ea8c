import Testing

@testable import TabLintCode

@Test func findsRestorationOptInInAppDelegate() throws {
    let source = MarkedSource(
        """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, 1️⃣shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
                return true
            }
            func application(_ application: UIApplication, 2️⃣shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { true }
        }
        """)
    let facts = source.facts(as: "swift")
    #expect(kinds(facts) == [.restorationOptIn, .restorationOptIn])
    let first = try #require(facts.first)
    #expect(first.line == source.markers["1️⃣"]?.line)
    #expect(first.column == source.markers["1️⃣"]?.column)
    #expect(first.enclosingType == "AppDelegate")
    #expect(first.file == "/app/File.swift")
    #expect(first.detail == "func application(_:shouldSaveSecureApplicationState:)")
    #expect(facts.last?.line == source.markers["2️⃣"]?.line)
}

@Test func anOptOutIsNoOptIn() {
    let facts = swiftFacts(
        """
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { return false }
            func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }
        }
        """)
    #expect(facts.isEmpty)
}

@Test func findsSceneRestorationAsItsOwnMechanism() throws {
    let source = MarkedSource(
        """
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            func 1️⃣stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
        }
        """)
    let fact = try #require(source.facts(as: "swift").first)
    #expect(fact.kind == .sceneRestoration)
    #expect(fact.line == 2)
    #expect(fact.column == source.markers["1️⃣"]?.column)
    #expect(fact.enclosingType == "SceneDelegate")
}

@Test func findsRestorationIdentifiersAndClassesSetInCode() throws {
    let source = MarkedSource(
        """
        extension MyApp.FeedViewController {
            func configure(child: UIViewController, name: String) {
                1️⃣restorationIdentifier = "feed"
                2️⃣child.restorationIdentifier = name
                3️⃣self.restorationClass = FeedViewController.self
                if child.restorationIdentifier == "x" { print(restorationIdentifier ?? "") }
            }
        }
        """)
    let facts = source.facts(as: "swift")
    #expect(kinds(facts) == [.restorationIdentifierSet(value: "feed"), .restorationIdentifierSet(value: nil), .restorationClassSet])
    #expect(facts.map(\.enclosingType) == ["FeedViewController", "FeedViewController", "FeedViewController"])
    #expect(facts.map(\.line) == [3, 4, 5])
    #expect(facts.map(\.column) == [9, 9, 9])
    #expect(facts[0].detail == "restorationIdentifier = \"feed\"")
}

@Test func columnsCountCharactersNotBytes() throws {
    let source = MarkedSource(
        """
        class V: UIViewController { func f() { let s = "😀漢字"; 1️⃣restorationIdentifier = "é" } }
        """)
    let fact = try #require(source.facts(as: "swift").first)
    #expect(fact.column == source.markers["1️⃣"]?.column)
    #expect(fact.kind == .restorationIdentifierSet(value: "é"))
    let text = Array(source.text.utf8)
    #expect(String(decoding: text[fact.range], as: UTF8.self) == "restorationIdentifier = \"é\"")
}
