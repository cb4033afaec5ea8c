import Testing

@testable import TabLintServer

@Suite struct CoalescedRefreshTests {
    @Test func aRequestDuringARefreshRunsOneMoreAfterIt() {
        var refresh = CoalescedRefresh()
        var answers: [Bool] = []
        answers.append(refresh.request())  // nothing runs: start now
        answers.append(refresh.request())  // one runs: wait for it
        answers.append(refresh.request())  // a burst gives one more refresh, not one each
        answers.append(refresh.finished())  // the change that came meanwhile is not dropped
        answers.append(refresh.request())  // so the caller starts it
        answers.append(refresh.finished())  // nothing came meanwhile
        answers.append(refresh.request())  // idle again
        #expect(answers == [true, false, false, true, true, false, true])
    }
}
