#if canImport(Darwin)
    import libxml2
#else
    import CLibXML2
#endif

/// The `String` of each element and attribute name libxml2 hands the SAX callbacks, made once per parse.
///
/// Names come from the parser's dictionary, so one pointer always means one name. The cache is direct-mapped:
/// a slot per pointer hash, no hashing of the text and no probing. A document uses a few dozen names, so a
/// collision only costs the `String` being made again.
struct NameCache {
    private static let slots = 256
    private var keys = [UnsafeRawPointer?](repeating: nil, count: slots)
    private var names = [String](repeating: "", count: slots)

    /// The name `localName` (with `prefix:` in front when there is a prefix; prefixed names are not cached:
    /// Interface Builder files have none). A hit is inlined into the builder: as a call, its entry and return would
    /// cost as much as the lookup, and it runs for every element and attribute name.
    @inline(__always) mutating func name(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        let key = UnsafeRawPointer(localName)
        // Fibonacci hashing: the top bits of the product spread pointers that differ in their low bits.
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56) & (Self.slots - 1)
        if prefix == nil, keys[slot] == key { return names[slot] }
        return miss(localName: localName, prefix: prefix, slot: slot)
    }

    @inline(never) private mutating func miss(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, slot: Int) -> String {
        if let prefix {
            return String(cString: prefix) + ":" + String(cString: localName)
        }
        let name = String(cString: localName)
        keys[slot] = UnsafeRawPointer(localName)
        names[slot] = name
        return name
    }
}
