import CLibXML2

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
    /// Interface Builder files have none).
    mutating func name(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?) -> String {
        if let prefix {
            return String(cString: prefix) + ":" + String(cString: localName)
        }
        let key = UnsafeRawPointer(localName)
        // Fibonacci hashing: the top bits of the product spread pointers that differ in their low bits.
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 56) & (Self.slots - 1)
        if keys[slot] == key { return names[slot] }
        let name = String(cString: localName)
        keys[slot] = key
        names[slot] = name
        return name
    }
}
