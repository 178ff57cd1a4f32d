import LayoutIR

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
    // Margins and baselines (see grammar.md), whose values depend on the view's properties.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case firstBaseline, lastBaseline, baseline
    case margins, centerWithinMargins

    /// The attribute named `name`, or `nil` if there is none.
    init?(named name: String) {
        // The core names by length first, then whole-string comparisons: far cheaper than the
        // generic `init(rawValue:)`, and attribute names are looked up once per reference.
        let match: WrittenAttribute? = switch name.utf8.count {
        case 3: name == "top" ? .top : nil
        case 4: name == "left" ? .left : name == "size" ? .size : nil
        case 5: name == "right" ? .right : name == "width" ? .width : name == "edges" ? .edges : nil
        case 6: name == "bottom" ? .bottom : name == "height" ? .height : name == "center" ? .center : nil
        case 7: name == "centerX" ? .centerX : name == "centerY" ? .centerY : name == "leading" ? .leading : nil
        case 8: name == "trailing" ? .trailing : nil
        default: nil
        }
        // The margins' and baselines' longer names, and any added later, take the generic lookup.
        guard let attribute = match ?? WrittenAttribute(rawValue: name) else { return nil }
        self = attribute
    }

    /// The core scalar attribute (`left` to `height`) spelled by `bytes`; `nil` for any other
    /// spelling, including the names of compounds, margins and baselines, which the caller then treats
    /// as the general case.
    init?(coreScalarSpelledBy bytes: UnsafeBufferPointer<UInt8>) {
        // Packed little-endian into one integer and compared with the spellings packed alike,
        // as the lexer matches keywords: `top` is 0x70_6f74.
        guard bytes.count >= 3 && bytes.count <= 8 else { return nil }
        var packed: UInt64 = 0
        for offset in 0..<bytes.count {
            packed |= UInt64(bytes[offset]) << UInt64(offset * 8)
        }
        // The length is matched too: a NUL byte would pack like nothing at all.
        let match: WrittenAttribute? = switch (bytes.count, packed) {
        case (3, 0x70_6f74): .top
        case (4, 0x7466_656c): .left
        case (5, 0x74_6867_6972): .right
        case (5, 0x68_7464_6977): .width
        case (6, 0x6d6f_7474_6f62): .bottom
        case (6, 0x7468_6769_6568): .height
        case (7, 0x58_7265_746e_6563): .centerX
        case (7, 0x59_7265_746e_6563): .centerY
        case (7, 0x67_6e69_6461_656c): .leading
        case (8, 0x676e_696c_6961_7274): .trailing
        default: nil
        }
        guard let match else { return nil }
        self = match
    }

    /// Every attribute name, in a fixed order, for suggestions.
    static let allNames: [String] = allCases.map(\.rawValue)

    /// Whether the attribute belongs to the core language: one whose value needs no view property.
    var isCoreAttribute: Bool {
        switch self {
        case .left, .right, .top, .bottom, .centerX, .centerY, .leading, .trailing, .width, .height,
            .edges, .size, .center:
            true
        default:
            false
        }
    }

    /// Whether the attribute is a scalar margin attribute (`leftMargin` ... `centerYWithinMargins`).
    var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// Whether the attribute is a compound (`edges`, `size`, `center`).
    var isCompound: Bool { !components.isEmpty }

    /// A compound's components, in order; empty for a scalar attribute.
    var components: [WrittenAttribute] {
        switch self {
        case .edges: [.left, .top, .right, .bottom]
        case .size: [.width, .height]
        case .center: [.centerX, .centerY]
        case .margins: [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
        case .centerWithinMargins: [.centerXWithinMargins, .centerYWithinMargins]
        default: []
        }
    }

    /// Compounds that may be related to each other: `edges` with `margins`, `center` with
    /// `centerWithinMargins` (their components lie on the same axes, one for one).
    var compoundFamily: WrittenAttribute {
        switch self {
        case .margins: .edges
        case .centerWithinMargins: .center
        default: self
        }
    }

    /// Whether a number added to the compound insets it (`edges`, `margins`), rather than
    /// offsetting every component alike.
    var isInset: Bool { compoundFamily == .edges }

    /// For an `edges` component, the sign a number added to `edges` takes: insets move left and
    /// top inwards (+k) and right and bottom inwards (-k).
    var insetSign: Double {
        switch self {
        case .right, .bottom, .rightMargin, .bottomMargin: -1
        default: 1
        }
    }

    /// The axis of a scalar attribute; `nil` for a compound.
    var axis: Axis? {
        switch self {
        case .left, .right, .centerX, .leading, .trailing, .width: .horizontal
        case .top, .bottom, .centerY, .height: .vertical
        case .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
        case .topMargin, .bottomMargin, .centerYWithinMargins, .firstBaseline, .lastBaseline, .baseline: .vertical
        case .edges, .size, .center, .margins, .centerWithinMargins: nil
        }
    }

    /// Whether the attribute is a size (`width`, `height`) rather than a location.
    var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute is a location on its axis.
    var isPosition: Bool { axis != nil && !isDimension }

    /// The scalar attribute in terms of the four primaries: the position (or dimension) it
    /// starts from, plus for derived attributes a fraction of the dimension (`right` is
    /// `left + 1 * width`, `centerX` is `left + 0.5 * width`). `nil` for a compound.
    ///
    /// Margins and baselines also depend on the view's properties: the checker adds the margin
    /// (or baseline offset) as a constant when it reads the attribute; the expansion here is the
    /// part made of unknowns, and for a baseline it is the bottom, as for a view without offsets.
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
        case .leftMargin, .leadingMargin: (.left, nil)
        case .topMargin: (.top, nil)
        case .rightMargin, .trailingMargin: (.left, (.width, 1))
        case .bottomMargin: (.top, (.height, 1))
        case .centerXWithinMargins: (.left, (.width, 0.5))
        case .centerYWithinMargins: (.top, (.height, 0.5))
        case .firstBaseline, .lastBaseline, .baseline: (.top, (.height, 1))
        case .edges, .size, .center, .margins, .centerWithinMargins: nil
        }
    }
}

extension WrittenAttribute {
    /// The Auto Layout anchor of a scalar attribute (`baseline` is the last baseline); `nil`
    /// for a compound.
    var anchor: LayoutAnchor? {
        switch self {
        case .baseline: .lastBaseline
        default: LayoutAnchor(rawValue: rawValue)
        }
    }
}
