import TabLintSource
import Testing

@Suite struct MergeConflictScannerTests {
    @Test func aLoneSeparatorLineIsAMarkerButLongerRunsAreNot() {
        #expect(MergeConflictScanner.firstMarkerLine(in: Array("a\n========\n=======\r\nb".utf8)) == 3)
        #expect(MergeConflictScanner.firstMarkerLine(in: Array("a\n <<<<<<< x\n<<<<<<<<\n".utf8)) == nil)
        #expect(MergeConflictScanner.firstMarkerLine(in: Array(">>>>>>>".utf8)) == 1)
    }
}
