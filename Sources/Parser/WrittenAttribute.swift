/// The axis an attribute lies on.
enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    /// The axis as written in messages.
    var name: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// An attribute as written after `view.`: the four primaries, the derived scalars and the compounds.
enum WrittenAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, centerX, centerY, leading, trailing, width, height
    case edges, size, center

    /// The attribute named `name`, or `nil` if there is none.
    init?(named name: String) {
        // By length first, then whole-string comparisons: far cheaper than the generic
        // `init(rawValue:)`, and attribute names are looked up once per reference.
        let match: WrittenAttribute? = switch name.utf8.count {
        case 3: name == "top" ? .top : nil
        case 4: name == "left" ? .left : name == "size" ? .size : nil
        case 5: name == "right" ? .right : name == "width" ? .width : name == "edges" ? .edges : nil
        case 6: name == "bottom" ? .bottom : name == "height" ? .height : name == "center" ? .center : nil
        case 7: name == "centerX" ? .centerX : name == "centerY" ? .centerY : name == "leading" ? .leading : nil
        case 8: name == "trailing" ? .trailing : nil
        default: nil
        }
        guard let match else { return nil }
        self = match
    }

    /// Every attribute name, in a fixed order, for suggestions.
    static let allNames: [String] = allCases.map(\.rawValue)

    /// Whether the attribute is a compound (`edges`, `size`, `center`).
    var isCompound: Bool { !components.isEmpty }

    /// A compound's components, in order; empty for a scalar attribute.
    var components: [WrittenAttribute] {
        switch self {
        case .edges: [.left, .top, .right, .bottom]
        case .size: [.width, .height]
        case .center: [.centerX, .centerY]
        default: []
        }
    }

    /// For an `edges` component, the sign a number added to `edges` takes: insets move left and
    /// top inwards (+k) and right and bottom inwards (-k).
    var insetSign: Double {
        switch self {
        case .right, .bottom: -1
        default: 1
        }
    }

    /// The axis of a scalar attribute; `nil` for a compound.
    var axis: Axis? {
        switch self {
        case .left, .right, .centerX, .leading, .trailing, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        case .edges, .size, .center: nil
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a location on its axis.
    var isPosition: Bool { axis != nil && !isDimension }

    /// The scalar attribute in terms of the four primaries: the position (or dimension) it
    /// starts from, plus for derived attributes a fraction of the dimension (`right` is
    /// `left + 1 * width`, `centerX` is `left + 0.5 * width`). `nil` for a compound.
    var expansion: (base: PrimaryAttribute, extent: (PrimaryAttribute, Double)?)? {
        switch self {
        case .left, .leading: (.left, nil)
        case .top: (.top, nil)
        case .width: (.width, nil)
        case .height: (.height, nil)
        case .right, .trailing: (.left, (.width, 1))
        case .bottom: (.top, (.height, 1))
        case .centerX: (.left, (.width, 0.5))
        case .centerY: (.top, (.height, 0.5))
        case .edges, .size, .center: nil
        }
    }
}
