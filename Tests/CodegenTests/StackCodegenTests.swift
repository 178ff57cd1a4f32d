import LayoutCodegen
import XCTest

/// Stacks become configured `UIStackView`s, scroll views `UIScrollView`s; AppKit refuses both.
final class StackCodegenTests: XCTestCase {
    private let toolbar = """
        stack bar {
          axis vertical
          spacing system
          distribution equalCentering
          alignment bottom
          baselineRelative true
          marginsRelative true
          view first { intrinsic 10 x 10; spacingAfter 4 }
          view second { intrinsic 10 x 10 }
          guide inside
        }
        bar.left = 0; bar.top = 0
        """

    /// `stack bar { ... }` in `when`: the initializer keeps the stack's own properties, the type
    /// keeps the stack, and `activate(for:)` sets each varied property, later blocks tested first.
    func testVariedPropertiesAreSetByActivate() throws {
        let text = toolbar + """

            when width >= 600 { stack bar { axis horizontal; spacing 4 } }
            when editing { stack bar { spacing 12; alignment center } } else { stack bar { marginsRelative false } }

            """
        let generated = CodegenFixtures.generate(text, path: "bar.layout")
        let code = try XCTUnwrap(generated.text, "\(generated.diagnostics.map(\.message))")
        for line in [
            "private let bar: UIStackView", "self.bar = bar", "bar.axis = .vertical", "bar.spacing = UIStackView.spacingUseSystem",
            "self.bar.axis = holds[0] ? .horizontal : .vertical",
            "self.bar.alignment = holds[1] ? .center : .bottom",
            "self.bar.spacing = holds[1] ? 12 : holds[0] ? 4 : UIStackView.spacingUseSystem",
            "self.bar.isLayoutMarginsRelativeArrangement = holds[2] ? false : true",
        ] {
            XCTAssertTrue(code.contains(line), "missing \(line)\n\(code)")
        }
        XCTAssertFalse(code.contains("self.bar.distribution"), code)
        XCTAssertFalse(code.contains("self.bar.isBaselineRelativeArrangement"), code)
        // In activate(for:), after the constraints are switched.
        let activate = try XCTUnwrap(code.range(of: "public func activate(for environment: Environment)"))
        let setting = try XCTUnwrap(code.range(of: "self.bar.axis = "))
        let switched = try XCTUnwrap(code.range(of: "NSLayoutConstraint.activate(activating)"))
        XCTAssertTrue(activate.lowerBound < switched.lowerBound && switched.lowerBound < setting.lowerBound)
    }

    func testStackIsConfiguredAndArrangesItsViewsInOrder() throws {
        let generated = CodegenFixtures.generate(toolbar, path: "bar.layout")
        let text = try XCTUnwrap(generated.text, "\(generated.diagnostics.map(\.message))")
        for line in [
            "bar: UIStackView,", "first: UIView,", "bar.axis = .vertical", "bar.spacing = UIStackView.spacingUseSystem",
            "bar.distribution = .equalCentering", "bar.alignment = .bottom", "bar.isBaselineRelativeArrangement = true",
            "bar.isLayoutMarginsRelativeArrangement = true",
            "bar.layoutMargins = UIEdgeInsets(",
        ] {
            XCTAssertTrue(text.contains(line), "missing \(line)\n\(text)")
        }
        // Arranged in order, the custom spacing after both are arranged, no addSubview for them;
        // the guide in the block is a child.
        let order = ["bar.addArrangedSubview(first)", "bar.addArrangedSubview(second)", "bar.setCustomSpacing(4, after: first)"]
        let positions = order.compactMap { text.range(of: $0)?.lowerBound }
        XCTAssertEqual(positions.count, 3, text)
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertFalse(text.contains("bar.addSubview(first)"))
        XCTAssertTrue(text.contains("bar.addLayoutGuide(inside)"))
        XCTAssertFalse(text.contains("UISV"))
    }

    func testAppKitRefusesStacksAndScrollViews() {
        let stack = CodegenFixtures.generate(toolbar, path: "bar.layout", target: .appkit)
        XCTAssertNil(stack.text)
        XCTAssertEqual(stack.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue), ["G010"])
        let scroll = CodegenFixtures.generate("scroll page {\n  view body\n}\npage.edges = root.edges\n", path: "page.layout", target: .appkit)
        XCTAssertNil(scroll.text)
        XCTAssertEqual(scroll.diagnostics.filter { $0.severity == .error }.map(\.code.rawValue), ["G011"])
        XCTAssertTrue(CodegenFixtures.refusedForAppKitOnly(scroll))
    }

    /// UIKit's rule, made explicit: a scroll view's edge against its content is the content
    /// guide's; `NAME.frame` is the frame guide.
    func testScrollViewEdgesAgainstItsContentAreTheContentGuides() throws {
        let text = "scroll page {\n  view body\n}\npage.edges = root.edges\nbody.top = page.top + 8\nbody.left = page.left\n"
            + "body.bottom = page.bottom\nbody.right = page.right\nbody.width = page.frame.width\nbody.height = 900\n"
        let generated = CodegenFixtures.generate(text, path: "page.layout")
        let code = try XCTUnwrap(generated.text, "\(generated.diagnostics.map(\.message))")
        XCTAssertTrue(code.contains("body.topAnchor.constraint(equalTo: page.contentLayoutGuide.topAnchor, constant: 8)"), code)
        XCTAssertTrue(code.contains("body.widthAnchor.constraint(equalTo: page.frameLayoutGuide.widthAnchor)"), code)
        XCTAssertTrue(code.contains("page.contentLayoutGuide.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)"), code)
    }

    func testScrollViewIsAUIScrollView() throws {
        let generated = CodegenFixtures.generate("scroll page {\n  view body\n}\npage.edges = root.edges\n", path: "page.layout")
        let text = try XCTUnwrap(generated.text, "\(generated.diagnostics.map(\.message))")
        XCTAssertTrue(text.contains("page: UIScrollView"), text)
        XCTAssertTrue(text.contains("if body.superview !== page { page.addSubview(body) }"), text)
    }
}
