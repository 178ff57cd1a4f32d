import XCTest

@_spi(Recording) import UIKitShim

/// Each run-time rule of the shim records its violation; clean Auto Layout code records none.
/// What every test starts from. XCTest on Linux cannot call `@MainActor` test methods, so each
/// test hops to the main actor itself.
@MainActor
private enum Fixture {
    /// A root with two children whose autoresizing masks are off, the recorder emptied.
    static func hierarchy() -> (root: UIView, a: UIView, b: UIView) {
        ShimRecorder.shared.reset()
        let root = UIView()
        let a = UIView()
        let b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        a.translatesAutoresizingMaskIntoConstraints = false
        b.translatesAutoresizingMaskIntoConstraints = false
        return (root, a, b)
    }

    static var kinds: [ShimViolation.Kind] { ShimRecorder.shared.violations.map(\.kind) }
}

final class RecordingTests: XCTestCase {
    func testCleanLayoutRecordsEveryStepInOrderAndNoViolation() async {
        await MainActor.run {
        let (root, a, b) = Fixture.hierarchy()
        let leading = a.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
        let width = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 2, constant: 1)
        let top = b.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 8)
        let height = NSLayoutConstraint(
            item: b, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 20)
        NSLayoutConstraint.activate([leading, width, top, height])
        NSLayoutConstraint.deactivate([width])
        XCTAssertEqual(ShimRecorder.shared.violations.map(\.description), [])
        XCTAssertEqual(ShimRecorder.shared.activeConstraints, [leading, top, height])
        XCTAssertTrue(leading.isActive)
        XCTAssertFalse(width.isActive)
        let log = ShimRecorder.shared.events.map { event -> String in
            switch event {
            case .created(let c): return "create \(c.firstAttribute)"
            case .activated(let c): return "activate \(c.firstAttribute)"
            case .deactivated(let c): return "deactivate \(c.firstAttribute)"
            }
        }
        XCTAssertEqual(
            log,
            [
                "create leading", "create width", "create top", "create height", "activate leading", "activate width",
                "activate top", "activate height", "deactivate width",
            ])
        XCTAssertEqual(width.multiplier, 2)
        XCTAssertTrue(width.secondItem === b)
        XCTAssertEqual(height.secondAttribute, .notAnAttribute)
        XCTAssertEqual(root.constraints, [leading, top])
        XCTAssertEqual(b.constraints, [height])  // a one-item constraint is installed on its view
        }
    }

    func testPositionAgainstConstantIsRecorded() async {
        await MainActor.run {
        let (_, a, _) = Fixture.hierarchy()
        _ = NSLayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 20)
        XCTAssertEqual(Fixture.kinds, [.positionAgainstConstant])
        }
    }

    func testZeroMultiplierOnAPositionIsAPositionAgainstAConstant() async {
        await MainActor.run {
        let (root, a, _) = Fixture.hierarchy()
        _ = NSLayoutConstraint(
            item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 0, constant: 20)
        XCTAssertEqual(Fixture.kinds, [.positionAgainstConstant])
        }
    }

    func testMixedAxesInTheItemFormAreRecorded() async {
        await MainActor.run {
        let (_, a, b) = Fixture.hierarchy()
        _ = NSLayoutConstraint(
            item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top, multiplier: 1, constant: 0)
        XCTAssertEqual(Fixture.kinds, [.mixedAxes])
        }
    }

    func testAPositionAgainstASizeIsRecorded() async {
        await MainActor.run {
        let (_, a, b) = Fixture.hierarchy()
        _ = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .left, multiplier: 1, constant: 0)
        XCTAssertEqual(Fixture.kinds, [.positionWithDimension])
        }
    }

    func testWidthAgainstHeightIsAllowed() async {
        await MainActor.run {
        let (_, a, b) = Fixture.hierarchy()
        _ = a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5)
        XCTAssertEqual(Fixture.kinds, [])
        }
    }

    func testLeadingAgainstLeftIsRecordedInBothForms() async {
        await MainActor.run {
        let (_, a, b) = Fixture.hierarchy()
        _ = a.leadingAnchor.constraint(equalTo: b.leftAnchor)
        _ = NSLayoutConstraint(
            item: a, attribute: .right, relatedBy: .equal, toItem: b, attribute: .trailingMargin, multiplier: 1,
            constant: 0)
        XCTAssertEqual(Fixture.kinds, [.directionalWithAbsolute, .directionalWithAbsolute])
        }
    }

    func testNoCommonAncestorIsRecordedAndTheConstraintStaysInactive() async {
        await MainActor.run {
        ShimRecorder.shared.reset()
        let a = UIView()
        let b = UIView()
        let orphanGuide = UILayoutGuide()
        let across = a.topAnchor.constraint(equalTo: b.topAnchor)
        let toGuide = a.widthAnchor.constraint(equalTo: orphanGuide.widthAnchor)
        NSLayoutConstraint.activate([across, toGuide])
        XCTAssertEqual(Fixture.kinds, [.noCommonAncestor, .noCommonAncestor])
        XCTAssertFalse(across.isActive)
        XCTAssertEqual(ShimRecorder.shared.activeConstraints, [])
        }
    }

    func testAutoresizingMaskLeftOnIsRecordedForAPlacedViewOnly() async {
        await MainActor.run {
        let (root, a, b) = Fixture.hierarchy()
        b.translatesAutoresizingMaskIntoConstraints = true
        // root has no superview: its autoresizing mask makes no constraint; a's is off.
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        root.widthAnchor.constraint(equalToConstant: 300).isActive = true
        XCTAssertEqual(Fixture.kinds, [])
        b.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        XCTAssertEqual(Fixture.kinds, [.autoresizingMaskNotDisabled])
        XCTAssertTrue(ShimRecorder.shared.violations[0].constraint?.firstItem === b)
        }
    }

    func testAContainerReferencedByItsChildIsNotFlagged() async {
        await MainActor.run {
        let (root, a, _) = Fixture.hierarchy()
        let window = UIView()
        window.addSubview(root)  // root keeps its autoresizing mask, as a view controller's view does
        a.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        XCTAssertEqual(Fixture.kinds, [])
        root.heightAnchor.constraint(equalToConstant: 10).isActive = true
        XCTAssertEqual(Fixture.kinds, [.autoresizingMaskNotDisabled])
        }
    }

    func testChangingARequiredPriorityOnAnActiveConstraintIsRecordedAndRefused() async {
        await MainActor.run {
        let (root, a, _) = Fixture.hierarchy()
        let constraint = a.topAnchor.constraint(equalTo: root.topAnchor)
        constraint.priority = .defaultHigh  // inactive: allowed
        constraint.priority = .required
        constraint.isActive = true
        constraint.priority = .defaultLow
        XCTAssertEqual(Fixture.kinds, [.requiredPriorityChangedOnActiveConstraint])
        XCTAssertEqual(constraint.priority, .required)

        let optional = a.leftAnchor.constraint(equalTo: root.leftAnchor)
        optional.priority = .defaultLow
        optional.isActive = true
        optional.priority = .defaultHigh  // optional to optional: allowed
        optional.priority = .required
        XCTAssertEqual(Fixture.kinds, [.requiredPriorityChangedOnActiveConstraint, .requiredPriorityChangedOnActiveConstraint])
        XCTAssertEqual(optional.priority, .defaultHigh)
        }
    }

    func testAPriorityOutsideTheRangeIsRecorded() async {
        await MainActor.run {
        let (_, a, _) = Fixture.hierarchy()
        let constraint = a.widthAnchor.constraint(equalToConstant: 10)
        constraint.priority = UILayoutPriority(0)
        constraint.priority = UILayoutPriority(1001)
        XCTAssertEqual(Fixture.kinds, [.priorityOutOfRange, .priorityOutOfRange])
        XCTAssertEqual(constraint.priority, .required)
        }
    }

    func testRemovingAViewDeactivatesItsConstraintsAcrossTheCut() async {
        await MainActor.run {
        let (root, a, b) = Fixture.hierarchy()
        let inside = a.widthAnchor.constraint(equalToConstant: 10)
        let across = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
        NSLayoutConstraint.activate([inside, across])
        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertEqual(root.subviews, [b])
        XCTAssertEqual(ShimRecorder.shared.activeConstraints, [inside])
        XCTAssertFalse(across.isActive)
        }
    }

    func testAddingAViewToItsOwnDescendantIsRecorded() async {
        await MainActor.run {
        let (root, a, _) = Fixture.hierarchy()
        a.addSubview(root)
        XCTAssertEqual(Fixture.kinds, [.invalidSubview])
        XCTAssertNil(root.superview)
        }
    }

    func testGuidesKnowTheirOwnerAndRole() async {
        await MainActor.run {
        let (root, _, _) = Fixture.hierarchy()
        let guide = UILayoutGuide()
        root.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === root)
        XCTAssertEqual(root.layoutGuides, [guide])
        XCTAssertEqual(guide.role, .custom)
        XCTAssertEqual(root.layoutMarginsGuide.role, .layoutMargins)
        XCTAssertTrue(root.layoutMarginsGuide === root.layoutMarginsGuide)
        XCTAssertEqual(root.safeAreaLayoutGuide.role, .safeArea)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(root.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
    }
}
