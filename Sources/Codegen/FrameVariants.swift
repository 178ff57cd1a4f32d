import LayoutIR

/// Which combinations of a file's `when` conditions the generated `Environment` can make hold
/// together: the frame engine stores tableaus for those alone (compactWidth and regularWidth,
/// or `width >= 600` and `width < 400`, never hold at once).
///
/// Each condition is evaluated as the generated code evaluates it (`swiftCondition`): on UIKit
/// the size classes and the idiom are the environment's own, free of its size; on AppKit the
/// Mac's rule derives them. Every combination of the discrete parts is tried with sizes on both
/// sides of every threshold the conditions compare with.
struct FrameVariants {
    let conditions: [LayoutCondition]
    let target: CodeTarget

    /// The most environments tried; past it every combination counts as reachable.
    static let evaluationLimit = 200_000

    /// The reachable variants: bit i set when condition i holds, in increasing order.
    func reachable() -> [Int] {
        guard !conditions.isEmpty else { return [0] }
        var flags: [String] = []
        for flag in conditions.flatMap(\.flags) where !flags.contains(flag) { flags.append(flag) }
        var widths: Set<Double> = [0, 1e5]
        var heights: Set<Double> = [0, 1e5]
        func collect(_ condition: LayoutCondition) {
            switch condition {
            case .canvas(let dimension, _, let value):
                if dimension == .width { widths.insert(value) } else { heights.insert(value) }
            case .sizeClass(_, .width) where target == .appkit:
                widths.insert(SizeClassRule.padRegularWidthMinimum)
            case .not(let operand): collect(operand)
            case .all(let operands), .any(let operands): operands.forEach(collect)
            default: break
            }
        }
        conditions.forEach(collect)
        func samples(_ thresholds: Set<Double>) -> [Double] {
            let sorted = thresholds.sorted()
            var result: [Double] = []
            for (index, value) in sorted.enumerated() {
                result.append(value)
                result.append(index + 1 < sorted.count ? (value + sorted[index + 1]) / 2 : value + 1)
            }
            return [sorted[0] - 1] + result
        }
        let widthSamples = samples(widths)
        let heightSamples = samples(heights)
        let idioms: [DeviceIdiom?] = target != .appkit ? [.phone, .pad, .mac, nil] : [.mac]
        let classes = target != .appkit ? [false, true] : [false]
        let total = classes.count * classes.count * idioms.count * (1 << min(flags.count, 20)) * widthSamples.count * heightSamples.count
        guard flags.count < 20, total <= Self.evaluationLimit else { return Array(0..<(1 << min(conditions.count, 20))) }
        var found = Set<Int>()
        for horizontal in classes {
            for vertical in classes {
                for idiom in idioms {
                    for flagMask in 0..<(1 << flags.count) {
                        let set = Set(flags.enumerated().filter { flagMask & (1 << $0.offset) != 0 }.map(\.element))
                        for width in widthSamples {
                            for height in heightSamples {
                                let point = Point(
                                    horizontalRegular: horizontal, verticalRegular: vertical, idiom: idiom, flags: set,
                                    width: width, height: height)
                                var variant = 0
                                for (index, condition) in conditions.enumerated() where holds(condition, at: point) {
                                    variant |= 1 << index
                                }
                                found.insert(variant)
                            }
                        }
                    }
                }
            }
        }
        return found.sorted()
    }

    /// One environment the generated code could be given.
    private struct Point {
        var horizontalRegular: Bool
        var verticalRegular: Bool
        /// nil: an idiom none of the file's names (tv, carPlay, ...).
        var idiom: DeviceIdiom?
        var flags: Set<String>
        var width: Double
        var height: Double
    }

    /// `condition` as the generated `Environment` evaluates it (see `SwiftGenerator.swiftCondition`).
    private func holds(_ condition: LayoutCondition, at point: Point) -> Bool {
        switch condition {
        case .sizeClass(let sizeClass, let dimension):
            if target != .appkit {
                let isRegular = dimension == .width ? point.horizontalRegular : point.verticalRegular
                return isRegular == (sizeClass == .regular)
            }
            guard dimension == .width else { return sizeClass == .regular }
            return (point.width >= SizeClassRule.padRegularWidthMinimum) == (sizeClass == .regular)
        case .idiom(let idiom):
            return target != .appkit ? point.idiom == idiom : idiom == .mac
        case .landscape:
            return point.width > point.height
        case .flag(let name):
            return point.flags.contains(name)
        case .canvas(let dimension, let comparison, let value):
            return comparison.holds(dimension == .width ? point.width : point.height, value)
        case .contentSize(let comparison, let category):
            // The frame engine refuses files that read the content size (G012, FrameGenerator);
            // were one to get here, it would be at UIKit's default category.
            return comparison.holds(Double(ContentSizeCategory.large.rank), Double(category.rank))
        case .not(let operand):
            return !holds(operand, at: point)
        case .all(let operands):
            return operands.allSatisfy { holds($0, at: point) }
        case .any(let operands):
            return operands.contains { holds($0, at: point) }
        }
    }
}
