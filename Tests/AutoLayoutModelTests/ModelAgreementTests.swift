import AutoLayoutModel
import AutoLayoutRecording
import LayoutCompiler
import XCTest

@_spi(Recording) import UIKitShim

/// Hand-built UIKit layouts, recorded by the shim and solved by the model, give exactly the frames
/// the compiler gives the equivalent `.layout` text. XCTest on Linux cannot call `@MainActor` test
/// methods, so each test hops to the main actor itself.
final class ModelAgreementTests: XCTestCase {
    private let phone = (width: 375.0, height: 667.0)

    // MARK: Direction

    /// A row placed with leading and trailing mirrors in right to left, in both the model and the
    /// compiler.
    func testLeadingAndTrailingFollowTheDirection() async {
        let text = """
            view row, avatar, bubble
            row.leading = root.leading + 16; row.trailing = root.trailing - 16
            row.top = root.top + 20; row.height = 60
            avatar.leading = row.leading; avatar.top = row.top; avatar.size = 40
            bubble.leading = avatar.trailing + 8; bubble.trailing = row.trailing - 4
            bubble.top = row.top; bubble.height = 30
            bubble.left >= root.left
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction)
                let row = Hand.view("row", in: root)
                let avatar = Hand.view("avatar", in: root)
                let bubble = Hand.view("bubble", in: root)
                Hand.activate([
                    row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    row.heightAnchor.constraint(equalToConstant: 60),
                    avatar.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                    avatar.topAnchor.constraint(equalTo: row.topAnchor),
                    avatar.widthAnchor.constraint(equalToConstant: 40),
                    avatar.heightAnchor.constraint(equalToConstant: 40),
                    bubble.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
                    bubble.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -4),
                    bubble.topAnchor.constraint(equalTo: row.topAnchor),
                    bubble.heightAnchor.constraint(equalToConstant: 30),
                    bubble.leftAnchor.constraint(greaterThanOrEqualTo: root.leftAnchor),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: direction)
        }
    }

    // MARK: Priorities

    /// Optional constraints at three priorities: the highest decides, strictly; and one priority's
    /// trade-off follows UIKit's error `item1 − multiplier × item2 − constant`, which the
    /// language's written units give too when the first item is the one written on the left.
    func testOptionalConstraintsAtSeveralPrioritiesAndTheirErrorMeasure() async {
        let text = """
            view a, c, d
            a.left = root.left + 10; a.top = root.top + 10; a.height = 10
            a.width = 100 @250
            a.width >= 180 @500
            a.width <= 150 @750
            c.left = root.left; c.top = a.bottom; c.height = 10
            d.left = root.left; d.top = c.bottom; d.height = 10; d.width = 60
            d.width = 0.5 * c.width @400
            c.width = 100 @400
            """
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let a = Hand.view("a", in: root)
            let c = Hand.view("c", in: root)
            let d = Hand.view("d", in: root)
            Hand.activate([
                a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                a.heightAnchor.constraint(equalToConstant: 10),
                c.leftAnchor.constraint(equalTo: root.leftAnchor),
                c.topAnchor.constraint(equalTo: a.bottomAnchor),
                c.heightAnchor.constraint(equalToConstant: 10),
                d.leftAnchor.constraint(equalTo: root.leftAnchor),
                d.topAnchor.constraint(equalTo: c.bottomAnchor),
                d.heightAnchor.constraint(equalToConstant: 10),
                d.widthAnchor.constraint(equalToConstant: 60),
            ])
            Hand.activate([a.widthAnchor.constraint(equalToConstant: 100)], at: 250)
            Hand.activate([a.widthAnchor.constraint(greaterThanOrEqualToConstant: 180)], at: 500)
            Hand.activate([a.widthAnchor.constraint(lessThanOrEqualToConstant: 150)], at: 750)
            Hand.activate([d.widthAnchor.constraint(equalTo: c.widthAnchor, multiplier: 0.5)], at: 400)
            Hand.activate([c.widthAnchor.constraint(equalToConstant: 100)], at: 400)
            return ShimRecorder.shared.snapshot(root: root)
        }
        assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: .leftToRight)
        // The error measure decides c: |60 − c/2| + |c − 100| is least at 100 (measured as
        // c − 2 × d, the two errors would tie over 100...120).
        let solution = try? AutoLayoutModel.solve(
            layout, width: phone.width, height: phone.height, direction: .leftToRight, safeAreaInsets: .zero)
        XCTAssertEqual(solution?.frame(of: "c")?.width, 100)
        XCTAssertEqual(solution?.frame(of: "a")?.width, 150)
    }

    // MARK: Intrinsic sizes

    /// Two labels between fixed edges: the one hugging harder keeps its width and the other
    /// stretches; on a narrow canvas the one resisting compression less shrinks.
    func testIntrinsicSizesTradeOffByHuggingAndCompression() async {
        let text = """
            view one { intrinsic 100 x 20; hugging 251; compression 751 }, two { intrinsic 80 x 20 }
            one.leading = root.leading + 10; one.top = root.top + 10
            two.leading = one.trailing + 8; two.top = one.top
            two.trailing = root.trailing - 10
            """
        for width in [375.0, 150.0] {
            for direction in [RecordedDirection.leftToRight, .rightToLeft] {
                let layout = await MainActor.run { () -> RecordedLayout in
                    let root = Hand.root(direction)
                    let one = Hand.content("one", in: root, size: CGSize(width: 100, height: 20))
                    let two = Hand.content("two", in: root, size: CGSize(width: 80, height: 20))
                    for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
                        one.setContentHuggingPriority(UILayoutPriority(251), for: axis)
                        one.setContentCompressionResistancePriority(UILayoutPriority(751), for: axis)
                    }
                    Hand.activate([
                        one.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                        one.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                        two.leadingAnchor.constraint(equalTo: one.trailingAnchor, constant: 8),
                        two.topAnchor.constraint(equalTo: one.topAnchor),
                        two.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                    ])
                    return ShimRecorder.shared.snapshot(root: root)
                }
                assertSameFrames(layout, text, width: width, height: phone.height, direction: direction)
            }
        }
    }

    // MARK: Margins

    /// Absolute margins (`layoutMargins`) mean the same sides in both directions; the margins
    /// guide and the margin attributes of a view agree.
    func testAbsoluteMarginsAndTheMarginsGuide() async {
        let text = """
            view card { margins 4, 16, 4, 32
              view title { intrinsic 120 x 20 }, body
            }
            card.edges = root.margins
            title.leading = card.leadingMargin; title.top = card.topMargin
            body.left = card.leftMargin; body.right = card.rightMargin
            body.top = title.bottom + 8; body.bottom = card.bottomMargin
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction)
                let card = Hand.view("card", in: root)
                card.layoutMargins = UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 32)
                let title = Hand.content("title", in: card, size: CGSize(width: 120, height: 20))
                let body = Hand.view("body", in: card)
                let margins = root.layoutMarginsGuide
                Hand.activate([
                    card.leftAnchor.constraint(equalTo: margins.leftAnchor),
                    card.topAnchor.constraint(equalTo: margins.topAnchor),
                    card.rightAnchor.constraint(equalTo: margins.rightAnchor),
                    card.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
                    title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                    title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                    NSLayoutConstraint(
                        item: body, attribute: .left, relatedBy: .equal, toItem: card, attribute: .leftMargin,
                        multiplier: 1, constant: 0),
                    NSLayoutConstraint(
                        item: body, attribute: .right, relatedBy: .equal, toItem: card, attribute: .rightMargin,
                        multiplier: 1, constant: 0),
                    body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
                    body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: direction)
        }
    }

    /// Directional margins (`directionalLayoutMargins`, leading 16 and trailing 32) are the
    /// language's left 16, right 32 in left to right and left 32, right 16 in right to left.
    func testDirectionalMarginsSwapSidesInRightToLeft() async {
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let (left, right) = direction == .leftToRight ? (16, 32) : (32, 16)
            let text = """
                view card { margins 4, \(left), 4, \(right)
                  view title
                }
                card.edges = root.edges
                title.leading = card.leadingMargin; title.trailing = card.trailingMargin
                title.top = card.topMargin; title.height = 20
                """
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction)
                let card = Hand.view("card", in: root)
                card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 32)
                let title = Hand.view("title", in: card)
                Hand.activate([
                    card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    card.topAnchor.constraint(equalTo: root.topAnchor),
                    card.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                    title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
                    title.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
                    title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                    title.heightAnchor.constraint(equalToConstant: 20),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: direction)
            // The recording resolves them in the recorded direction.
            let card = layout.items.first { $0.label == "card" }?.view
            XCTAssertEqual(card?.marginsSource, .directional)
            XCTAssertEqual(card?.layoutMargins, RecordedInsets(top: 4, left: Double(left), bottom: 4, right: Double(right)))
        }
    }

    // MARK: Safe area

    /// Root's safe area at nonzero insets, and a nested view's safe area clipped to it: the card
    /// crosses root's top and left insets, so two of its sides take root's safe edge (a second
    /// round), and its child is placed inside what is safe of it.
    func testSafeAreasAtNonzeroInsets() async {
        let insets = RecordedInsets(top: 44, left: 20, bottom: 34, right: 10)
        let text = """
            view header, list, card { view caption }
            header.top = root.safeArea.top; header.leading = root.safeArea.leading
            header.trailing = root.safeArea.trailing; header.height = 50
            list.top = header.bottom; list.leading = root.leading; list.trailing = root.trailing
            list.bottom = root.safeArea.bottom - 8
            card.left = root.left; card.top = root.top; card.width = 200; card.height = 100
            caption.left = card.safeArea.left + 4; caption.top = card.safeArea.top + 4
            caption.right = card.safeArea.right; caption.bottom = card.safeArea.bottom
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction, insets: insets)
                let header = Hand.view("header", in: root)
                let list = Hand.view("list", in: root)
                let card = Hand.view("card", in: root)
                let caption = Hand.view("caption", in: card)
                let safe = root.safeAreaLayoutGuide
                let cardSafe = card.safeAreaLayoutGuide
                Hand.activate([
                    header.topAnchor.constraint(equalTo: safe.topAnchor),
                    header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
                    header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
                    header.heightAnchor.constraint(equalToConstant: 50),
                    list.topAnchor.constraint(equalTo: header.bottomAnchor),
                    list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    list.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -8),
                    card.leftAnchor.constraint(equalTo: root.leftAnchor),
                    card.topAnchor.constraint(equalTo: root.topAnchor),
                    card.widthAnchor.constraint(equalToConstant: 200),
                    card.heightAnchor.constraint(equalToConstant: 100),
                    caption.leftAnchor.constraint(equalTo: cardSafe.leftAnchor, constant: 4),
                    caption.topAnchor.constraint(equalTo: cardSafe.topAnchor, constant: 4),
                    caption.rightAnchor.constraint(equalTo: cardSafe.rightAnchor),
                    caption.bottomAnchor.constraint(equalTo: cardSafe.bottomAnchor),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: direction, insets: insets)
            let caption = try? AutoLayoutModel.solve(
                layout, width: phone.width, height: phone.height, direction: direction, safeAreaInsets: insets
            ).frame(of: "caption")
            XCTAssertEqual(caption, ModelFrame(x: 24, y: 48, width: 176, height: 52))
        }
    }

    /// With `insetsLayoutMarginsFromSafeArea` (UIKit's default) the margins are measured from the
    /// safe area: the language says so with `safeArea` plus the margin.
    func testMarginsMeasuredFromTheSafeArea() async {
        let insets = RecordedInsets(top: 44, left: 20, bottom: 34, right: 0)
        let text = """
            view box, card { view inner }
            box.top = root.safeArea.top + 8; box.left = root.safeArea.left + 8
            box.right = root.safeArea.right - 8; box.height = 10
            card.left = root.left; card.top = root.top; card.width = 100; card.height = 100
            inner.left = card.safeArea.left + 8; inner.top = card.safeArea.top + 8
            inner.right = card.right - 8; inner.bottom = card.bottom - 8
            """
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight, insets: insets)
            root.insetsLayoutMarginsFromSafeArea = true
            let box = Hand.view("box", in: root)
            let card = Hand.view("card", in: root)
            card.insetsLayoutMarginsFromSafeArea = true
            let inner = Hand.view("inner", in: card)
            Hand.activate([
                box.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
                box.leftAnchor.constraint(equalTo: root.layoutMarginsGuide.leftAnchor),
                box.rightAnchor.constraint(equalTo: root.layoutMarginsGuide.rightAnchor),
                box.heightAnchor.constraint(equalToConstant: 10),
                card.leftAnchor.constraint(equalTo: root.leftAnchor),
                card.topAnchor.constraint(equalTo: root.topAnchor),
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 100),
                inner.leftAnchor.constraint(equalTo: card.layoutMarginsGuide.leftAnchor),
                inner.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
                inner.rightAnchor.constraint(equalTo: card.layoutMarginsGuide.rightAnchor),
                inner.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: .leftToRight, insets: insets)
    }

    // MARK: Baselines

    /// Baselines at `top + offset`, or at the bottom for a view without one.
    func testBaselines() async {
        let text = """
            view name { intrinsic 100 x 20; baseline 15 }, handle { intrinsic 60 x 18; baseline 12, 13 }
            view plain { intrinsic 40 x 10 }
            name.left = root.left + 10; name.top = root.top + 30
            handle.left = name.right + 8
            name.firstBaseline = handle.baseline
            plain.left = handle.right + 8; plain.lastBaseline = handle.firstBaseline
            """
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight)
            let name = Hand.content("name", in: root, size: CGSize(width: 100, height: 20), firstBaseline: 15, lastBaseline: 15)
            let handle = Hand.content("handle", in: root, size: CGSize(width: 60, height: 18), firstBaseline: 12, lastBaseline: 13)
            let plain = Hand.content("plain", in: root, size: CGSize(width: 40, height: 10))
            Hand.activate([
                name.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                name.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
                handle.leftAnchor.constraint(equalTo: name.rightAnchor, constant: 8),
                name.firstBaselineAnchor.constraint(equalTo: handle.lastBaselineAnchor),
                plain.leftAnchor.constraint(equalTo: handle.rightAnchor, constant: 8),
                plain.lastBaselineAnchor.constraint(equalTo: handle.firstBaselineAnchor),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: .leftToRight)
    }

    // MARK: Nested views and guides

    /// A bar with three buttons spread by two guides it owns, placed within its margins.
    func testNestedViewsAndGuides() async {
        let text = """
            view bar {
              view cancel { intrinsic 60 x 30 }, later { intrinsic 50 x 30 }, confirm { intrinsic 70 x 30 }
              guide gapA, gapB
            }
            bar.leading = root.leading; bar.trailing = root.trailing; bar.top = root.top + 20; bar.height = 50
            cancel.leading = bar.leadingMargin; cancel.centerY = bar.centerY
            gapA.leading = cancel.trailing; gapA.trailing = later.leading
            gapB.leading = later.trailing; gapB.trailing = confirm.leading
            gapA.width = gapB.width
            confirm.trailing = bar.trailingMargin
            later.centerY = bar.centerY; confirm.centerY = bar.centerY
            gapA.top = bar.top; gapA.height = 1; gapB.top = bar.top; gapB.height = 1
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction)
                let bar = Hand.view("bar", in: root)
                let size = [CGSize(width: 60, height: 30), CGSize(width: 50, height: 30), CGSize(width: 70, height: 30)]
                let cancel = Hand.content("cancel", in: bar, size: size[0])
                let later = Hand.content("later", in: bar, size: size[1])
                let confirm = Hand.content("confirm", in: bar, size: size[2])
                let gapA = Hand.guide("gapA", in: bar)
                let gapB = Hand.guide("gapB", in: bar)
                Hand.activate([
                    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                    bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                    bar.heightAnchor.constraint(equalToConstant: 50),
                    cancel.leadingAnchor.constraint(equalTo: bar.layoutMarginsGuide.leadingAnchor),
                    cancel.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                    gapA.leadingAnchor.constraint(equalTo: cancel.trailingAnchor),
                    gapA.trailingAnchor.constraint(equalTo: later.leadingAnchor),
                    gapB.leadingAnchor.constraint(equalTo: later.trailingAnchor),
                    gapB.trailingAnchor.constraint(equalTo: confirm.leadingAnchor),
                    gapA.widthAnchor.constraint(equalTo: gapB.widthAnchor),
                    confirm.trailingAnchor.constraint(equalTo: bar.layoutMarginsGuide.trailingAnchor),
                    later.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                    confirm.centerYAnchor.constraint(equalTo: bar.centerYAnchor),
                    gapA.topAnchor.constraint(equalTo: bar.topAnchor),
                    gapA.heightAnchor.constraint(equalToConstant: 1),
                    gapB.topAnchor.constraint(equalTo: bar.topAnchor),
                    gapB.heightAnchor.constraint(equalToConstant: 1),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: phone.width, height: phone.height, direction: direction)
        }
    }

    // MARK: Multipliers

    /// Positions with a multiplier (the item form) and a cross-axis aspect ratio mirror as the
    /// language says, at any multiplier.
    func testPositionsWithAMultiplierAndAnAspectRatio() async {
        let text = """
            view a, b
            a.leading = 0.25 * root.trailing; a.top = root.top + 10; a.width = 100
            a.height = a.width * 9 / 16
            b.centerX = 0.5 * root.centerX + 10; b.top = a.bottom; b.width = 20; b.height = 20
            """
        for direction in [RecordedDirection.leftToRight, .rightToLeft] {
            let layout = await MainActor.run { () -> RecordedLayout in
                let root = Hand.root(direction)
                let a = Hand.view("a", in: root)
                let b = Hand.view("b", in: root)
                Hand.activate([
                    NSLayoutConstraint(
                        item: a, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .trailing,
                        multiplier: 0.25, constant: 0),
                    a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                    a.widthAnchor.constraint(equalToConstant: 100),
                    a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 9.0 / 16.0),
                    NSLayoutConstraint(
                        item: b, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 0.5,
                        constant: 10),
                    b.topAnchor.constraint(equalTo: a.bottomAnchor),
                    b.widthAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
                ])
                return ShimRecorder.shared.snapshot(root: root)
            }
            assertSameFrames(layout, text, width: 400, height: 300, direction: direction)
        }
    }

    /// A view whose safe area decides its own position across the safe edge has no consistent
    /// case: the compiler's S005, the model's `safeAreaUnresolved`.
    func testASafeAreaThatDecidesItsOwnViewIsUnresolved() async {
        let layout = await MainActor.run { () -> RecordedLayout in
            let root = Hand.root(.leftToRight, insets: RecordedInsets(top: 44, left: 0, bottom: 0, right: 0))
            let v = Hand.view("v", in: root)
            Hand.activate([
                v.topAnchor.constraint(equalTo: v.safeAreaLayoutGuide.topAnchor, constant: 10),
                v.leftAnchor.constraint(equalTo: root.leftAnchor), v.widthAnchor.constraint(equalToConstant: 10),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            return ShimRecorder.shared.snapshot(root: root)
        }
        XCTAssertThrowsError(
            try AutoLayoutModel.solve(
                layout, width: 100, height: 100, direction: .leftToRight,
                safeAreaInsets: RecordedInsets(top: 44, left: 0, bottom: 0, right: 0))
        ) { error in
            XCTAssertEqual(error as? AutoLayoutModelError, .safeAreaUnresolved(["the safe area of 'v' (top)"]))
        }
        let compiled = LayoutCompiler.compile(
            CompileRequest(path: "test.layout", text: "view v\nv.top = v.safeArea.top + 10; v.left = 0; v.size = 10"))
        let solution = compiled.solve(
            in: LayoutEnvironment(
                size: CanvasSize(width: 100, height: 100), safeAreaInsets: SafeAreaInsets(top: 44, left: 0, bottom: 0, right: 0)))
        XCTAssertEqual(solution.diagnostics.map(\.code.rawValue), ["S005"])
    }
}
