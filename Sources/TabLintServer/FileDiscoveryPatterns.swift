/// The files the server watches and indexes.
enum FileDiscoveryPatterns {
    static let globs = ["**/*.storyboard", "**/*.xib"]
}
