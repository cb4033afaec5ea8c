import Testing

@testable import TabLintXML

/// `NameCache` gives the name a pointer spells, whatever other names share its slot.
@Suite struct NameCacheTests {
    /// 1,000 names in 256 slots: slots are shared, so a cache that returned a slot's name without checking
    /// its pointer would give a wrong name here. Each name is asked for twice, in two orders.
    @Test func givesEachPointersOwnNameWhenSlotsCollide() {
        let names = (0..<1000).map { "element\($0)" }
        let pointers = names.map { name -> UnsafeMutablePointer<UInt8> in
            let bytes = Array(name.utf8) + [0]
            let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
            pointer.initialize(from: bytes, count: bytes.count)
            return pointer
        }
        defer { pointers.forEach { $0.deallocate() } }
        var cache = NameCache()
        for (pointer, name) in zip(pointers, names) {
            #expect(cache.name(localName: pointer, prefix: nil) == name)
        }
        for (pointer, name) in zip(pointers, names).reversed() {
            #expect(cache.name(localName: pointer, prefix: nil) == name)
        }
    }

    @Test func joinsAPrefixWithAColon() {
        let local = Array("type".utf8) + [0]
        let prefix = Array("xsi".utf8) + [0]
        var cache = NameCache()
        let name = local.withUnsafeBufferPointer { local in
            prefix.withUnsafeBufferPointer { prefix in
                cache.name(localName: local.baseAddress!, prefix: prefix.baseAddress!)
            }
        }
        #expect(name == "xsi:type")
    }
}
