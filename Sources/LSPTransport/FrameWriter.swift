import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `Content-Length` frames to a file descriptor, one whole frame at a time (thread-safe).
package final class FrameWriter: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var closed = false

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Writes nothing more: after this returns, no write is in progress or will start.
    package func close() {
        lock.lock()
        closed = true
        lock.unlock()
    }

    /// A body in its `Content-Length` frame.
    package static func frame(_ body: [UInt8]) -> [UInt8] {
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        return frame
    }

    /// Writes one frame; returns `false` once the other end is gone.
    @discardableResult
    package func write(_ body: [UInt8]) -> Bool { writeFramed(Self.frame(body)) }

    /// Writes bytes that are already framed (one frame or several) in one piece; returns `false` once the other
    /// end is gone.
    @discardableResult
    package func writeFramed(_ frame: [UInt8]) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return false }
        var written = 0
        while written < frame.count {
            let result = frame.withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(descriptor, raw.baseAddress! + written, raw.count - written)
                #else
                    Darwin.write(descriptor, raw.baseAddress! + written, raw.count - written)
                #endif
            }
            if result > 0 {
                written += result
            } else if result < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                closed = true
                return false
            }
        }
        return true
    }
}
