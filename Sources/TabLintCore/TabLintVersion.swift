/// The tool's version, as reports and `tablint --version` print it.
package enum TabLintVersion {
    package static let current = "0.1.0"
}
