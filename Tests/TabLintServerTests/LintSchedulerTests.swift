import Testing

@testable import TabLintServer

/// Lint-now-or-coalesce, as a value: no server, no pipes.
@Suite struct LintSchedulerTests {
    private typealias Lint = LintScheduler.Lint

    @Test func anOpenedDocumentIsParsedAndLintedOnceTheIndexIsReady() throws {
        var scheduler = LintScheduler(version: 1)
        #expect(scheduler.state == .due(.text))
        let early = scheduler.start(indexReady: false)
        #expect(early == nil)
        #expect(scheduler.state == .due(.text))
        let lint = try scheduler.mustStart()
        #expect(lint == Lint(version: 1, parses: true))
        #expect(!scheduler.isCurrent)
        let latest = scheduler.finish(lint)
        #expect(latest == true)
        #expect(scheduler.isCurrent)
        let again = scheduler.start(indexReady: true)
        #expect(again == nil)
    }

    @Test func editsDuringALintCoalesceIntoOneLintOfTheNewestText() throws {
        var scheduler = LintScheduler(version: 1)
        let first = try scheduler.mustStart()
        for version in 2...5 {
            scheduler.textChanged(to: version)
            let second = scheduler.start(indexReady: true)
            #expect(second == nil, "a second lint while one runs")
        }
        #expect(scheduler.state == .linting(first, next: .text))
        let firstIsLatest = scheduler.finish(first)
        #expect(firstIsLatest == false, "version 1 is stale: not published")
        #expect(scheduler.state == .due(.text))
        let second = try scheduler.mustStart()
        #expect(second == Lint(version: 5, parses: true))
        let secondIsLatest = scheduler.finish(second)
        #expect(secondIsLatest == true)
        #expect(scheduler.isCurrent)
    }

    @Test func aDependencyChangeRelintsWithoutParsing() throws {
        var scheduler = LintScheduler(version: 3)
        _ = scheduler.finish(try scheduler.mustStart())
        scheduler.dependenciesChanged()
        #expect(scheduler.state == .due(.dependencies))
        let relint = scheduler.start(indexReady: true)
        #expect(relint == Lint(version: 3, parses: false))
    }

    @Test func aDependencyChangeDuringALintRelintsAfterItAndStillPublishesIt() throws {
        var scheduler = LintScheduler(version: 1)
        let lint = try scheduler.mustStart()
        scheduler.dependenciesChanged()
        let latest = scheduler.finish(lint)
        #expect(latest == true, "the text did not change: its diagnostics are the newest")
        let relint = scheduler.start(indexReady: true)
        #expect(relint == Lint(version: 1, parses: false))
    }

    @Test func aTextChangeOutweighsADependencyChange() throws {
        var scheduler = LintScheduler(version: 1)
        _ = scheduler.finish(try scheduler.mustStart())
        scheduler.dependenciesChanged()
        scheduler.textChanged(to: 2)
        scheduler.dependenciesChanged()
        #expect(scheduler.state == .due(.text))
        let running = try scheduler.mustStart()
        scheduler.textChanged(to: 3)
        scheduler.dependenciesChanged()
        #expect(scheduler.state == .linting(running, next: .text))
    }

    @Test func aLintThatIsNotTheRunningOneChangesNothing() throws {
        var scheduler = LintScheduler(version: 1)
        let running = try scheduler.mustStart()
        let stranger = scheduler.finish(Lint(version: 1, parses: false))
        #expect(stranger == nil)
        #expect(scheduler.state == .linting(running, next: nil))
        _ = scheduler.finish(running)
        let twice = scheduler.finish(running)
        #expect(twice == nil, "finished twice")
        #expect(scheduler.isCurrent)
    }
}

extension LintScheduler {
    /// `start(indexReady: true)`, which must give a lint.
    fileprivate mutating func mustStart() throws -> Lint {
        let lint = start(indexReady: true)
        return try #require(lint)
    }
}
