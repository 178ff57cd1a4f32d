#if canImport(Glibc)
import Glibc
#endif

/// Advice to the operating system about the front end's few large arrays.
///
/// A large file's token, node and constraint arrays run to tens of megabytes, touched once
/// from start to end. In 4 KiB pages, first touching them costs one page fault per page, which
/// on Linux took about a third of the front end's time; asking for transparent huge pages makes
/// that one fault per 2 MiB. This is advice only: where it is not supported or turned off, or
/// where the array is small, nothing happens, and nothing else changes either way.
package enum LargeBuffers {
    /// Arrays whose reserved storage is smaller than this are left alone: they come from the
    /// allocator's shared heap, and are too small for huge pages to pay.
    private static let minimumBytes = 8 << 20

    /// The size of a transparent huge page on the platforms that have them.
    private static let hugePageBytes = 2 << 20

    /// Advises huge pages for the reserved storage of `array` (its capacity, not just its
    /// elements), which the caller has just reserved and not yet filled.
    package static func adviseHugePages<Element>(for array: inout [Element]) {
        let capacity = array.capacity
        array.withUnsafeMutableBufferPointer { buffer in
            adviseHugePages(at: buffer.baseAddress, elementCount: capacity, of: Element.self)
        }
    }

    /// Advises huge pages for `buffer`, storage about to be filled.
    package static func adviseHugePages<Element>(for buffer: UnsafeMutableBufferPointer<Element>) {
        adviseHugePages(at: buffer.baseAddress, elementCount: buffer.count, of: Element.self)
    }

    /// Advises huge pages for the whole huge pages inside the storage of `elementCount`
    /// elements at `base`.
    private static func adviseHugePages<Element>(
        at base: UnsafeMutablePointer<Element>?, elementCount: Int, of _: Element.Type
    ) {
        #if os(Linux)
        let bytes = elementCount * MemoryLayout<Element>.stride
        guard bytes >= minimumBytes, let base else { return }
        let start = (UInt(bitPattern: base) + UInt(hugePageBytes - 1)) & ~UInt(hugePageBytes - 1)
        let end = (UInt(bitPattern: base) + UInt(bytes)) & ~UInt(hugePageBytes - 1)
        guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(address, Int(end - start), MADV_HUGEPAGE)
        #endif
    }
}
