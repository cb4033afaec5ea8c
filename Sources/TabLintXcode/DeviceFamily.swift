/// A device family as `TARGETED_DEVICE_FAMILY` and `UIDeviceFamily` number them.
package enum DeviceFamily: Int, Sendable, Hashable, CaseIterable {
    case iPhone = 1
    case iPad = 2
    case tv = 3
    case watch = 4
    case vision = 7

    /// The families of a `TARGETED_DEVICE_FAMILY` value such as `"1,2"`; unknown numbers are dropped.
    package static func families(fromSetting value: String) -> Set<DeviceFamily> {
        let numbers = value.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Int($0) }
        return Set(numbers.compactMap(DeviceFamily.init(rawValue:)))
    }
}
