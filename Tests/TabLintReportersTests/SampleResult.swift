import Foundation
import TabLintCore
import TabLintReporters
import TabLintRules
import TabLintSource
import TabLintTestSupport

/// A small linted project for reporter tests: in `My App/Main.storyboard` (a space in the path), two tabs
/// with one restoration identifier (an error with a related note), a tab without item (a warning) and a
/// title without image (an info); `&`, `<` and `"` in a title, and an emoji before a finding on its line.
enum SampleResult {
    static let path = "My App/Main.storyboard"

    static func storyboard(leadingLines: Int = 0) -> String {
        let text = Example.storyboard(
            """
            <tabBarController restorationIdentifier="tabs" id="tabs" sceneMemberID="viewController">
                <connections>
                    <segue destination="a" kind="relationship" relationship="viewControllers" id="s1"/>
                    <segue destination="b" kind="relationship" relationship="viewControllers" id="s2"/>
                    <segue destination="c" kind="relationship" relationship="viewControllers" id="s3"/>
                </connections>
            </tabBarController>
            <viewController title="🎉 A" restorationIdentifier="same" id="a" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="A" image="a" id="i1"/></viewController>
            <viewController title="B" restorationIdentifier="same" id="b" sceneMemberID="viewController"><tabBarItem key="tabBarItem" title="Fish &amp; &lt;Chips&gt; &quot;now&quot;" id="i2"/></viewController>
            <viewController title="C" restorationIdentifier="c" id="c" sceneMemberID="viewController"/>
            """)
        guard leadingLines > 0, let end = text.firstIndex(of: "\n") else { return text }
        return String(text[..<end]) + String(repeating: "\n<!-- moved -->", count: leadingLines) + String(text[end...])
    }

    static func result(leadingLines: Int = 0) -> LintResult {
        let workspace = ExampleRunner.workspace([(path: path, text: storyboard(leadingLines: leadingLines))])
        return Linter(ruleTypes: RuleRegistry.all).lint(workspace)
    }

    static var context: ReportContext {
        var context = ReportContext(baseDirectory: ExampleRunner.root)
        context.rules = RuleRegistry.all.map { $0.description }
        return context
    }
}
