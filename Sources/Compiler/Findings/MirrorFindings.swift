import LayoutIR
import LayoutChecker
import LayoutSource

/// What `LayoutCompiler.mirrorDiagnostics` examines: a file, the sizes, and the variants.
public struct MirrorRequest: Sendable {
    /// The file, compiled in both directions.
    public var source: SourceFile
    /// The canvas sizes to solve at; none: the file sizes the root.
    public var sizes: [CanvasSize]
    /// Reads the files the source's `use` statements name.
    public var loader: (any IncludeLoader)?
    /// The variants of a file with `when` blocks to examine, or nil for the one `environment`
    /// names.
    public var variants: VariantSelection?
    /// The idiom and flags (used when `variants` is nil) and root's safe-area insets (always);
    /// its size is ignored.
    public var environment: LayoutEnvironment
    /// Values that replace the file's named constants (`--let NAME=V`), by name.
    public var constantOverrides: [String: Double] = [:]
    /// The content size category to check at (`--content-size`); `large` by default.
    public var contentSize: ContentSizeCategory = .large
    /// The keyboard's height to check at (`--keyboard`); 0, hidden, by default.
    public var keyboardHeight: Double = 0

    /// Creates a request; by default the default environment's variant, without included files.
    public init(
        source: SourceFile, sizes: [CanvasSize], loader: (any IncludeLoader)? = nil, variants: VariantSelection? = nil,
        environment: LayoutEnvironment = LayoutEnvironment()
    ) {
        self.source = source
        self.sizes = sizes
        self.loader = loader
        self.variants = variants
        self.environment = environment
    }
}

extension LayoutCompiler {
    /// The S004 warnings for the request's file: one per view whose right-to-left frame is not
    /// the mirror of its left-to-right frame at some of its sizes (none: the file sizes the root).
    ///
    /// Mirrored means the same y, width and height, and `x_rtl = canvasWidth - x_ltr - width`.
    /// A view that does not mirror was almost always placed with `left` and `right` where
    /// `leading` and `trailing` were meant. Files with errors in either direction, and sizes at
    /// which either direction fails to solve, give no warnings: other codes report those.
    ///
    /// With `variants`, every variant of a file with `when` blocks that the selection asks for is
    /// examined, as `CompiledLayout.check(sizes:variants:safeAreaInsets:)` examines them (the
    /// same variants, capped alike): a warning made in every variant is reported once as it
    /// stands, one made in some only names them in its `context` (printed `with expanded: 'badge'
    /// does not mirror in right to left at 375x667`). A file without `when` blocks is solved once.
    public static func mirrorDiagnostics(_ request: MirrorRequest) -> [Diagnostic] {
        var compiling = CompileRequest(source: request.source, direction: .leftToRight, loader: request.loader)
        compiling.constantOverrides = request.constantOverrides
        compiling.contentSize = request.contentSize
        compiling.keyboardHeight = request.keyboardHeight
        let leftToRight = compile(compiling)
        compiling.direction = .rightToLeft
        let rightToLeft = compile(compiling)
        guard !leftToRight.hasErrors, !rightToLeft.hasErrors else { return [] }
        let sizes = request.sizes
        guard let selection = request.variants else {
            return mirrorWarnings(leftToRight, rightToLeft, sizes: sizes, in: request.environment)
        }
        let safeAreaInsets = request.environment.safeAreaInsets
        let plan = leftToRight.variantPlan(for: selection)
        guard leftToRight.hasVariants, plan.variants.count > 1 else {
            let variant = leftToRight.hasVariants ? plan.variants.first : nil
            let environment = LayoutEnvironment(
                idiom: variant?.idiom ?? .phone, flags: Set(variant?.flags ?? []), safeAreaInsets: safeAreaInsets,
                rootIsViewControllerView: request.environment.rootIsViewControllerView)
            return mirrorWarnings(leftToRight, rightToLeft, sizes: sizes, in: environment)
        }
        var findings = VariantFindings()
        for variant in plan.variants {
            let environment = LayoutEnvironment(
                idiom: variant.idiom, flags: Set(variant.flags), safeAreaInsets: safeAreaInsets,
                rootIsViewControllerView: request.environment.rootIsViewControllerView)
            for warning in mirrorWarnings(leftToRight, rightToLeft, sizes: sizes, in: environment) {
                findings.add(warning, in: variant)
            }
        }
        return findings.named(by: plan)
    }

    /// The S004 warnings for a layout compiled in both directions, without errors, solved in
    /// `environment` at each of `sizes`.
    private static func mirrorWarnings(
        _ leftToRight: CompiledLayout, _ rightToLeft: CompiledLayout, sizes: [CanvasSize], in environment: LayoutEnvironment
    ) -> [Diagnostic] {
        var canvases: [CanvasSize?] = []
        for size in sizes where !canvases.contains(size) {
            canvases.append(size)
        }
        if canvases.isEmpty { canvases = [nil] }

        // Per view (by name), the sizes at which it does not mirror, and the first mismatch.
        var mismatches: [String: (sizes: [String], detail: String)] = [:]
        for canvas in canvases {
            var sized = environment
            sized.size = canvas
            // Without a size, conditions on the canvas cannot be decided: as `check` does, their
            // constraints are left out rather than failing the solve (`when`).
            let (leftToRight, rightToLeft) = canvas == nil
                ? (leftToRight.decidable(in: sized), rightToLeft.decidable(in: sized)) : (leftToRight, rightToLeft)
            let ltr = leftToRight.solve(in: sized)
            // The mirror of the canvas has its safe-area insets mirrored too: a notch on
            // the left in left to right is on the right in the mirror image.
            var mirrored = sized
            mirrored.safeAreaInsets = SafeAreaInsets(
                top: sized.safeAreaInsets.top, left: sized.safeAreaInsets.right, bottom: sized.safeAreaInsets.bottom,
                right: sized.safeAreaInsets.left)
            let rtl = rightToLeft.solve(in: mirrored)
            guard !ltr.hasErrors, !rtl.hasErrors, ltr.frames.count == rtl.frames.count,
                let root = ltr.frames.first, let rtlRoot = rtl.frames.first,
                // Mirroring is about one canvas: a root sized differently in each direction (left
                // free by the file) has no mirror to compare with.
                close(root.width, rtlRoot.width), close(root.height, rtlRoot.height)
            else { continue }
            let sizeName = canvas?.description ?? "\(CanvasSize(width: root.width, height: root.height))"
            for index in ltr.frames.indices.dropFirst() {
                let (a, b) = (ltr.frames[index], rtl.frames[index])
                let mirroredX = root.width - a.x - a.width
                guard !(close(b.x, mirroredX) && close(b.y, a.y) && close(b.width, a.width) && close(b.height, a.height))
                else { continue }
                let detail = "right to left puts it at x = \(format(b.x)), width \(format(b.width)), y = \(format(b.y)), "
                    + "height \(format(b.height)); its mirror is at x = \(format(mirroredX)), width \(format(a.width)), "
                    + "y = \(format(a.y)), height \(format(a.height))"
                if mismatches[a.name] == nil {
                    mismatches[a.name] = ([sizeName], detail)
                } else {
                    mismatches[a.name]?.sizes.append(sizeName)
                }
            }
        }
        // Views in declaration order, so the output does not depend on dictionary order.
        return leftToRight.ir.viewIDs.dropFirst().compactMap { view in
            let name = leftToRight.ir.name(of: view)
            guard let mismatch = mismatches[name] else { return nil }
            let advice = physicalMarginsLeadingTo(view, in: leftToRight.ir).map { owner in
                "it is placed with the leading and trailing margins of '\(leftToRight.ir.name(of: owner))', "
                    + "whose left and right margins differ and stay put in right to left: "
                    + "give them as directionalMargins TOP, LEADING, BOTTOM, TRAILING to follow the writing direction"
            } ?? "to follow the writing direction, constrain it with leading and trailing instead of left and right"
            var warning = Diagnostic.warning(
                .unmirroredFrame, "'\(name)' does not mirror in right to left",
                at: leftToRight.ir.views[view.index].span,
                notes: [mismatch.detail, advice])
            // Given sizes, the warning names those it holds at, even all of them.
            if !sizes.isEmpty { warning.context.sizes = mismatch.sizes }
            return warning
        }
    }

    /// The first view whose physical, unequal left and right margins a constraint on `view` uses
    /// as leading or trailing margins (`MarginUse.leadsOnPhysicalMargins`), in constraint order.
    private static func physicalMarginsLeadingTo(_ view: ViewID, in ir: LayoutIR) -> ViewID? {
        guard ir.hasMarginForms else { return nil }
        for constraint in ir.constraints {
            guard let form = constraint.margins,
                let use = form.uses.first(where: { $0.leadsOnPhysicalMargins }),
                constraint.terms.contains(where: { $0.variable.view == view })
            else { continue }
            return use.view
        }
        return nil
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
    }

    private static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000 + 0
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
