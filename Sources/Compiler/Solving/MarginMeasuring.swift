import LayoutIR

// Where layout margins are measured from in an environment (grammar.md, "Margins"): the checker
// measures every margin from its view's frame, which is UIKit's answer when root has no
// safe-area insets and is no view controller's view. Otherwise the constraints that use margins
// are rebuilt from their `MarginForm`s here, before solving, so that the solver, the safe-area
// rounds and every finding see ordinary constraints.

/// UIKit's system minimum layout margins for a view controller's root view
/// (`UIViewController.systemMinimumLayoutMargins`): 0 at the top and bottom, 16 at the sides, 20
/// on a screen at least 414 points wide.
public enum SystemMinimumMargins {
    /// The width from which the side minimum is 20 rather than 16.
    public static let wideScreenWidth = 414.0

    /// The minimum on `side` for a canvas `width` points wide (16 at the sides when the width
    /// is unknown, a canvas left to the file's constraints).
    public static func minimum(on side: MarginSide, canvasWidth width: Double?) -> Double {
        switch side {
        case .top, .bottom: 0
        case .left, .right: (width ?? 0) >= wideScreenWidth ? 20 : 16
        }
    }
}

extension CompiledLayout {
    /// Whether `environment` measures some margin of this layout other than from its view's frame.
    func measuresMarginsApart(in environment: LayoutEnvironment) -> Bool {
        (ir.hasMarginForms || (ir.rootGuide(.readable) != nil && !ir.rootMarginAmountsAreMeasured))
            && (environment.safeAreaInsets != .zero || environment.rootIsViewControllerView)
    }

    /// The amount of `use`'s margin in `environment`: the view's own, or for root as a view
    /// controller's view, at least the system minimum.
    package func marginAmount(_ use: MarginUse, in environment: LayoutEnvironment) -> Double {
        guard use.view == .root, environment.rootIsViewControllerView else { return use.margin }
        let minimum = SystemMinimumMargins.minimum(on: use.side, canvasWidth: environment.size?.width)
        // UIKit keeps a view controller's margins at least at the minimum, side by side; a file
        // that does not set root's margins has the view controller's defaults, the minimum.
        guard let declared = ir.declaredRootMargins, declared.count == 4 else { return minimum }
        let own = switch use.side {
        case .top: declared[0]
        case .left: declared[1]
        case .bottom: declared[2]
        case .right: declared[3]
        }
        return max(own, minimum)
    }

    /// Whether `use`'s margin is measured from its view's safe area in `environment` (else from
    /// the view's frame).
    package func measuresFromSafeArea(_ use: MarginUse, in environment: LayoutEnvironment) -> Bool {
        measuresMarginsApart(in: environment) && environment.safeAreaInsets != .zero && use.followsSafeArea
    }

    /// The layout with its margins measured as `environment` measures them: from the view's safe
    /// area (its safe-area guide) when root has insets and the view insets its margins from it,
    /// and root's at least at the system minimum when root is a view controller's view. The
    /// layout itself when nothing changes (every environment without insets or a view controller).
    func measuringMargins(in environment: LayoutEnvironment) -> CompiledLayout {
        guard measuresMarginsApart(in: environment) else { return self }
        var rebuilt = ir
        rebuilt.hasMarginForms = false
        let hasInsets = environment.safeAreaInsets != .zero
        var guides: [Int: ViewID] = [:]
        for view in ir.viewIDs {
            if let owner = ir.views[view.index].safeAreaOwner { guides[owner.index] = view }
        }
        func guide(of view: ViewID) -> ViewID {
            if let guide = guides[view.index] { return guide }
            let guide = ViewID(rebuilt.views.count)
            let declaration = rebuilt.views[view.index]
            rebuilt.views.append(ViewDeclaration(
                name: declaration.name + ".safeArea", span: declaration.span, isGuide: true, parent: view,
                safeAreaOwner: view))
            guides[view.index] = guide
            return guide
        }
        // The readable guide lies within root's margins at the amounts they have here.
        if ir.rootGuide(.readable) != nil {
            rebuilt.rootMarginAmountsAreMeasured = true
            rebuilt.rootMarginAmounts = [MarginSide.top, .left, .bottom, .right].enumerated().map { index, side in
                let own = ir.rootMarginAmounts.indices.contains(index) ? ir.rootMarginAmounts[index] : 8
                let use = MarginUse(
                    view: .root, side: side, coefficient: 1, margin: own,
                    followsSafeArea: ir.rootMarginsFollowSafeArea, leadsOnPhysicalMargins: false)
                return marginAmount(use, in: environment)
            }
        }
        var measuredFromSafeArea = Set<Int>()
        for index in rebuilt.constraints.indices {
            let original = rebuilt.constraints[index]
            guard let form = original.margins else { continue }
            // In the normalized constraint's units: each use moves from its view's edge to the edge
            // it is measured from, and from its margin to the amount it has here.
            var terms = original.terms
            var constant = original.constant
            for use in form.uses {
                let measuredFrom = hasInsets && use.followsSafeArea ? guide(of: use.view) : use.view
                if measuredFrom != use.view {
                    measuredFromSafeArea.insert(use.view.index)
                    for term in use.edgeTerms(of: use.view) {
                        terms.append(LinearTerm(term.variable, -term.coefficient / form.leading))
                    }
                    for term in use.edgeTerms(of: measuredFrom) {
                        terms.append(LinearTerm(term.variable, term.coefficient / form.leading))
                    }
                }
                constant += (use.offset(marginAmount(use, in: environment)) - use.offset(use.margin)) / form.leading
            }
            var constraint = LayoutConstraint(
                terms: terms, constant: constant, relation: original.relation, priority: original.priority,
                span: original.span, component: original.component, scale: original.scale
            ).normalized()
            // One whose unknowns cancel once measured so (`a.leftMargin - a.safeArea.left`) keeps
            // its frame measure, which the checker judged.
            guard constraint.hasUnknowns, constraint.isFinite else { continue }
            constraint.name = original.name
            constraint.written = original.written
            // Kept so that a conflict can say how its margins were measured (SafeAreaSolver);
            // `hasMarginForms` is off, so nothing measures them a second time.
            constraint.margins = original.margins
            constraint.condition = original.condition
            // A stack's constraint stays one, so a conflict still names the stack and its UISV kind.
            constraint.stackOrigin = original.stackOrigin
            rebuilt.constraints[index] = constraint
        }
        rebuilt.marginsMeasuredFromSafeArea = measuredFromSafeArea.sorted().map(ViewID.init)
        return CompiledLayout(source: source, ir: rebuilt, diagnostics: diagnostics, sources: sources)
    }
}
