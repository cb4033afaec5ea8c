import TabLintCore
import Testing

@Suite struct PathGlobTests {
    @Test(arguments: [
        ("Pods", "Pods/Lib/View.xib", true),
        ("Pods/**", "Pods/Lib/View.xib", true),
        ("Pods", "App/Pods/View.xib", false),
        ("**/Pods", "App/Pods/View.xib", true),
        ("*.xib", "View.xib", true),
        ("*.xib", "App/View.xib", false),
        ("**/*.xib", "App/Deep/View.xib", true),
        ("**/*.xib", "App/Main.storyboard", false),
        ("App/*/Main.storyboard", "App/Base.lproj/Main.storyboard", true),
        ("App/*/Main.storyboard", "App/a/b/Main.storyboard", false),
        ("App/**/Main.storyboard", "App/Main.storyboard", true),
        ("Vendor?", "Vendor2/x.xib", true),
        ("./Legacy/", "Legacy/MainWindow.xib", true),
        ("Leg*y", "Legacy/MainWindow.xib", true),
        ("Leg*y", "Legacy2/MainWindow.xib", false),
    ])
    func matchesPathsAndTheirFolders(pattern: String, path: String, expected: Bool) {
        #expect(PathGlob(pattern).matches(path) == expected)
    }
}
