import LayoutCompiler
import LayoutIR
import LayoutSource

/// Writes one scene as a `.layout` file, collecting what it reports.
struct SceneWriter {
    let scene: Scene
    let source: SourceFile
    let document: MarkupElement
    let multipleScenes: Bool
    let documentName: String
    var diagnostics: [Diagnostic] = []
    /// Each view's name, root first.
    var names: [String] = []
    /// Constraints as read (placeholders and unreadable ones left out).
    var constraints: [SceneConstraint] = []
    /// Constraint ids by variation key: excluded or included there.
    var excluded: [String: Set<String>] = [:]
    var included: [String: Set<String>] = [:]
    /// A stack's own properties by size class (`<variation key="widthClass=regular" axis="horizontal"/>`
    /// on a stack view): its condition, its stack's name and its properties as written in a block.
    var stackVariations: [(key: String, condition: String, stack: String, properties: [String])] = []
    /// The ids of the items placeholder constraints named (IB's stored frames still follow them).
    var placeholderViewIDs: [String] = []
    /// Lines reporting what was removed, for the header.
    var removedNotes: [String] = []
    /// The safe area the scene is laid out with, and a note on where it comes from.
    var safeArea = SafeAreaInsets.zero
    var safeAreaNote = ""
    /// Root's margins on the sides (top/bottom are 0 for a view controller's view).
    var rootSideMargin: Double?
    /// The idiom of the device, for size classes.
    var idiom = DeviceIdiom.phone

    /// Whether the root is a cell, which IB lays out without a safe area or a view controller's margins.
    var isCell: Bool { ["tableViewCell", "collectionViewCell", "collectionReusableView"].contains(root.className) }

    init(scene: Scene, source: SourceFile, document: MarkupElement, multipleScenes: Bool, documentName: String) {
        self.scene = scene
        self.source = source
        self.document = document
        self.multipleScenes = multipleScenes
        self.documentName = documentName
    }

    var root: SceneView { scene.views[0] }

    mutating func report(_ severity: Severity, _ code: DiagnosticCode, _ message: String, at element: MarkupElement, notes: [String] = []) {
        diagnostics.append(Diagnostic(severity, code, message, at: source.span(element.range), notes: notes))
    }

    // MARK: The whole file

    mutating func write() -> ImportedScene {
        names = ViewNaming.names(for: scene, outlets: ViewNaming.outletNames(in: document))
        readConstraints()
        readVariations()
        let (deviceLine, canvasLine) = chooseEnvironment()
        for (index, view) in scene.views.enumerated() {
            if view.element["misplaced"] == "YES" || view.element["ambiguous"] == "YES" {
                let what = view.element["misplaced"] == "YES" ? "misplaced" : "ambiguous"
                report(
                    .warning, .misplacedView,
                    "Interface Builder marks '\(names[index])' \(what): its stored frame is not its layout", at: view.element)
            }
        }

        var lines: [String] = []
        lines.append("// Imported by `layoutc import` from \(LayoutImporter.baseName(of: source.path) + fileExtension), scene \(scene.rootID)\(sceneTitle.map { " (\($0))" } ?? "").")
        lines.append("// " + deviceLine)
        lines.append("// Safe area \(insetsText(safeArea))\(safeAreaNote).")
        lines.append(
            "// Solve as Interface Builder laid it out: layoutc solve FILE --size \(sizeText) --safe-area \(insetsText(safeArea))"
                + (idiom == .pad ? " --idiom pad" : ""))
        if scene.views.contains(where: { intrinsicAxes(of: $0) != nil }) {
            lines.append("// Intrinsic sizes are the frames Interface Builder stored: the fonts, images and text that size")
            lines.append("// these views at run time are not in the document.")
        }
        for note in removedNotes { lines.append("// " + note) }
        lines.append(canvasLine)
        if let margins = rootMarginsProperty() { lines.append("view root { \(margins) }") }
        lines.append("")
        lines += declarations(of: root.children, indent: "")
        lines.append("")
        lines += constraintLines()
        while lines.last == "" { lines.removeLast() }
        let variationLines = stackVariationLines()
        if !variationLines.isEmpty { lines += [""] + variationLines }
        let stale = staleConstraints()
        for item in stale {
            diagnostics.append(
                Diagnostic(
                    .warning, .staleFrame,
                    "the frames Interface Builder stored break this required constraint by \(LayoutNumber.text(item.amount)) pt: "
                        + "they are stale, and the imported layout will not reproduce them",
                    at: item.span))
        }
        let views = scene.views.enumerated().map { index, view in
            ImportedView(
                id: view.id, name: names[index], className: view.className, storedFrame: view.absolute,
                isHidden: view.element["hidden"] == "YES",
                isMisplaced: view.element["misplaced"] == "YES" || view.element["ambiguous"] == "YES",
                inScrollContent: view.inScrollContent,
                isArranged: view.parent.map { scene.views[$0].role == .stack } ?? false,
                hasEstimatedBaselines: estimatedBaseline(of: view) != nil,
                ancestors: ancestors(of: index).map { scene.views[$0].id })
        }
        let related = constraints.map { constraint in
            [constraint.first, constraint.second].compactMap { operand -> String? in
                guard let operand, case .view(let index) = operand.item else { return nil }
                return scene.views[index].id
            }
        }
        return ImportedScene(
            rootID: scene.rootID, fileName: fileName(), text: lines.joined(separator: "\n") + "\n", views: views,
            size: CanvasSize(width: root.frame.width, height: root.frame.height), safeArea: safeArea, idiom: idiom,
            staleConstraints: stale, constraintViewIDs: related,
            placeholderViewIDs: placeholderViewIDs.filter { scene.viewIndex[$0] != nil && $0 != scene.rootID })
    }

    var fileExtension: String {
        let path = source.path
        if let dot = path.lastIndex(of: ".") { return String(path[dot...]) }
        return ""
    }

    /// The scene's name for people: the controller's or root's class or label.
    var sceneTitle: String? {
        let candidates = [scene.controller?["customClass"], scene.controller?["userLabel"], scene.controller?["storyboardIdentifier"],
            root.element["customClass"], root.element["userLabel"]]
        return candidates.compactMap { $0 }.first { !$0.isEmpty }
    }

    func fileName() -> String {
        var name = sceneTitle ?? documentName
        if sceneTitle == nil, multipleScenes { name += "-" + scene.rootID }
        let safe = String(name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
                ? Character(scalar) : "_"
        })
        return (safe.isEmpty ? "scene" : safe) + ".layout"
    }

    var sizeText: String { LayoutNumber.text(root.frame.width) + "x" + LayoutNumber.text(root.frame.height) }

    func insetsText(_ insets: SafeAreaInsets) -> String {
        [insets.top, insets.left, insets.bottom, insets.right].map(LayoutNumber.text).joined(separator: ",")
    }

    func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = scene.views[index].parent
        while let parent = current {
            result.append(parent)
            current = scene.views[parent].parent
        }
        return result
    }

    // MARK: Reading

    mutating func readConstraints() {
        var warnedKeyboard = false
        for (element, owner) in scene.constraints {
            if !warnedKeyboard, [element["firstItem"], element["secondItem"]].contains(where: { id in
                id.map { scene.guides[$0] == .keyboard } ?? false
            }) {
                warnedKeyboard = true
                report(
                    .warning, .leftOut,
                    "the keyboard layout guide is taken with the keyboard hidden: its top is root's safe-area bottom",
                    at: element)
            }
            if element["placeholder"] == "YES" {
                report(
                    .note, .placeholderRemoved,
                    "a placeholder constraint is removed, as Interface Builder removes it at build time", at: element)
                placeholderViewIDs += [element["firstItem"] ?? scene.views[owner].id, element["secondItem"]].compactMap { $0 }
                removedNotes.append("Removed: the placeholder constraint \(element["id"] ?? "") (line \(source.lineColumn(at: element.range.start).line)), as at build time.")
                continue
            }
            do throws(ConstraintProblem) {
                var constraint = try ConstraintReader.read(element, owner: owner, in: scene)
                if constraint.priority == 1000, let name = hiddenArrangedLength(constraint) {
                    // UIKit keeps a hidden arranged view 0 long (UISV-hiding, required) by breaking
                    // the other constraint, and logs it; 999 is the fix UIKit's log asks for.
                    constraint.priority = 999
                    report(
                        .warning, .leftOut,
                        "'\(name)' is a hidden arranged view, which its stack keeps 0 long: this constraint on its length or place along the stack is written at 999, as UIKit breaks it",
                        at: element)
                }
                constraints.append(constraint)
            } catch {
                report(.error, .inexpressible, error.message, at: element)
            }
        }
    }

    mutating func readVariations() {
        for (variation, owner) in scene.variations {
            guard let key = variation["key"] else { continue }
            for mask in variation.children where mask.name == "mask" {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if mask["key"] == "constraints" {
                        if entry.name == "exclude" { excluded[key, default: []].insert(reference) }
                        if entry.name == "include" { included[key, default: []].insert(reference) }
                    } else if entry.name == "exclude" || entry.name == "include" {
                        let name = scene.viewIndex[reference].map { names[$0] } ?? reference
                        report(
                            .warning, .leftOut,
                            "'\(name)' is \(entry.name)d in the size class '\(key)': a .layout file has the same views in every "
                                + "variant, so it is kept in all of them", at: entry)
                    }
                }
            }
            for child in variation.children where child.name != "mask" {
                report(.warning, .leftOut, "the variation '\(key)' of '\(names[owner])' sets '\(child.name)', which is left out", at: child)
            }
            // A stack's own properties become `stack NAME { ... }` in a `when` block; anything
            // else a variation sets as an attribute has no `when` form here.
            var attributes = variation.attributes.filter { $0.name != "key" }
            if scene.views[owner].role == .stack, let condition = condition(for: key) {
                var properties: [String] = []
                attributes.removeAll { attribute in
                    guard let property = stackProperty(attribute.name, attribute.value, in: variation) else { return false }
                    if !property.isEmpty { properties.append(property) }
                    return true
                }
                if !properties.isEmpty {
                    stackVariations.append((key, condition, names[owner], properties))
                }
            }
            if !attributes.isEmpty {
                report(
                    .warning, .leftOut,
                    "the variation '\(key)' of '\(names[owner])' sets \(attributes.map { "'\($0.name)'" }.joined(separator: ", ")), "
                        + "which a `when` block cannot set; the base value is kept", at: variation)
            }
        }
    }

    /// A stack's property as a `stack` block writes it, for an attribute of a variation: `nil`
    /// when it is none of a stack's own; empty when it is written by another attribute
    /// (`spacingType` with `spacing`).
    func stackProperty(_ name: String, _ value: String, in variation: MarkupElement) -> String? {
        switch name {
        case "axis" where value == "horizontal" || value == "vertical":
            return "axis " + value
        case "spacing":
            if variation["spacingType"] == "standard" { return "" }
            return Double(value).map { "spacing " + LayoutNumber.text($0) }
        case "spacingType" where value == "standard":
            return "spacing system"
        case "distribution" where ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"].contains(value):
            return "distribution " + value
        case "alignment" where ["fill", "leading", "top", "trailing", "bottom", "center", "firstBaseline", "lastBaseline"].contains(value):
            return "alignment " + value
        case "baselineRelativeArrangement" where value == "YES" || value == "NO":
            return "baselineRelative " + (value == "YES" ? "true" : "false")
        case "layoutMarginsRelativeArrangement" where value == "YES" || value == "NO":
            return "marginsRelative " + (value == "YES" ? "true" : "false")
        default:
            return nil
        }
    }

    /// The stacks' properties by size class, as `when` blocks: the less specific first, so that a
    /// more specific size class, written later, wins where both hold, as in Interface Builder.
    func stackVariationLines() -> [String] {
        let ordered = stackVariations.enumerated().sorted { lhs, rhs in
            let (left, right) = (lhs.element.key.split(separator: "-").count, rhs.element.key.split(separator: "-").count)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        var lines: [String] = []
        for (_, variation) in ordered {
            lines.append("when \(variation.condition) {")
            lines.append("    stack \(variation.stack) { \(variation.properties.joined(separator: "; ")) }")
            lines.append("}")
        }
        return lines
    }

    // MARK: Device, canvas, safe area and root margins

    /// Decides the safe area and root margins; returns the header's device line and the canvas statement.
    mutating func chooseEnvironment() -> (String, String) {
        let width = root.frame.width
        let height = root.frame.height
        let deviceElement = document.child("device")
        let landscape = deviceElement?["orientation"] == "landscape"
        let candidates = deviceElement.flatMap { $0["id"] }.map(InterfaceBuilderDevice.candidates(for:)) ?? []
        func screen(_ device: InterfaceBuilderDevice) -> (Double, Double) {
            landscape ? (device.height, device.width) : (device.width, device.height)
        }
        let device = candidates.first { screen($0) == (width, height) } ?? candidates.first
        let isFullScreen = device.map { screen($0) == (width, height) } ?? false
        var deviceLine: String
        if let device {
            let (screenWidth, screenHeight) = screen(device)
            deviceLine = "Device: \(device.title) (\(device.id)), \(landscape ? "landscape" : "portrait"), "
                + "\(LayoutNumber.text(screenWidth)) x \(LayoutNumber.text(screenHeight))"
            if !isFullScreen { deviceLine += "; root \(LayoutNumber.text(width)) x \(LayoutNumber.text(height)) as stored (freeform)" }
        } else if let id = deviceElement?["id"] {
            deviceLine = "Device: '\(id)', not in the importer's table; root \(LayoutNumber.text(width)) x \(LayoutNumber.text(height)) as stored"
            if let element = deviceElement {
                report(.warning, .leftOut, "the device '\(id)' is not in the importer's table: no safe area is assumed", at: element)
            }
        } else {
            deviceLine = "No device in the document; root \(LayoutNumber.text(width)) x \(LayoutNumber.text(height)) as stored"
        }
        // IB lays every top-level view out as a view controller's view on the device (its safe
        // area and system minimum margins, also at a freeform size), except a cell.
        var insets = SafeAreaInsets.zero
        if let device, !isCell {
            insets = landscape ? device.landscapeSafeArea : device.portraitSafeArea
        }
        let deviceInsets = insets
        // IB's safe area also holds the bars it simulates (a navigation bar, a tab bar), which the
        // document does not store; a view pinned to the safe area with a required constraint shows it.
        var inferred: [String] = []
        if let top = inferredInset("top") { insets.top = top; inferred.append("top") }
        if let bottom = inferredInset("bottom") { insets.bottom = bottom; inferred.append("bottom") }
        // A view centred in the safe area shows the sum of the two insets; with the bottom known, the top.
        if !inferred.contains("top"), let sum = inferredInset("centerY") { insets.top = sum - insets.bottom }
        if let left = inferredInset("left") { insets.left = left; inferred.append("left") }
        if let right = inferredInset("right") { insets.right = right; inferred.append("right") }
        safeArea = insets
        if insets == deviceInsets {
            safeAreaNote = device == nil || isCell ? "" : " (the device's)"
        } else {
            safeAreaNote = " (the device's is \(insetsText(deviceInsets)); the stored frames of the views pinned to it "
                + "show the bars Interface Builder simulates)"
        }
        if !isCell {
            rootSideMargin = width >= 414 ? 20 : 16
        }
        idiom = device.map { $0.id.hasPrefix("ipad") ? .pad : .phone } ?? .phone
        let canvas: String
        if let preset = device?.presetName, isFullScreen, !isCell, insets == deviceInsets {
            canvas = "canvas \"\(preset)\(landscape ? ":landscape" : "")\""
        } else {
            canvas = "canvas \"\(sizeText)\""
        }
        return (deviceLine, canvas)
    }

    /// The inset on `side` that a required `view.side = safeArea.side + c` and the view's stored frame imply.
    func inferredInset(_ side: String) -> Double? {
        let width = root.frame.width
        let height = root.frame.height
        for constraint in constraints where constraint.priority == 1000 && constraint.relation == "=" && constraint.multiplier.isOne {
            guard constraint.variantConstants.isEmpty, !isVariant(constraint) else { continue }
            for candidate in [constraint, constraint.flipped()].compactMap({ $0 }) {
                guard case .view(let index) = candidate.first.item, index != 0, let second = candidate.second,
                    case .guide(let guide) = second.item
                else { continue }
                let view = scene.views[index]
                guard !view.inScrollContent, !view.translatesAutoresizingMask else { continue }
                let edges = horizontalSides(candidate.first.attribute)
                let frame = view.absolute
                switch (guide, side) {
                case (.safeArea(0), "top") where candidate.first.attribute == "top" && second.attribute == "top",
                    (.topLayoutGuide, "top") where candidate.first.attribute == "top" && second.attribute == "bottom":
                    return frame.y - candidate.constant
                case (.safeArea(0), "bottom") where candidate.first.attribute == "bottom" && second.attribute == "bottom",
                    (.bottomLayoutGuide, "bottom") where candidate.first.attribute == "bottom" && second.attribute == "top":
                    return height - (frame.y + frame.height - candidate.constant)
                case (.safeArea(0), "centerY") where candidate.first.attribute == "centerY" && second.attribute == "centerY":
                    // (top + height - bottom) / 2 = centerY - c, so top - bottom = 2 (centerY - c) - height.
                    return 2 * (frame.y + frame.height / 2 - candidate.constant) - height
                case (.safeArea(0), "left") where edges == "left" && horizontalSides(second.attribute) == "left":
                    return frame.x - candidate.constant
                case (.safeArea(0), "right") where edges == "right" && horizontalSides(second.attribute) == "right":
                    return width - (frame.x + frame.width - candidate.constant)
                default: continue
                }
            }
        }
        return nil
    }

    /// `left` for left and leading, `right` for right and trailing (left to right), nil otherwise.
    func horizontalSides(_ attribute: String) -> String? {
        switch attribute {
        case "left", "leading": "left"
        case "right", "trailing": "right"
        default: nil
        }
    }

    func rootMarginsProperty() -> String? {
        let explicit = margins(of: root.element)
        if let side = rootSideMargin {
            // A view controller's view: at least the system minimum (0 top and bottom, 16 or 20 at the sides).
            let values = explicit?.values ?? [0, 0, 0, 0]
            let merged = [max(values[0], 0), max(values[1], side), max(values[2], 0), max(values[3], side)]
            return (explicit?.directional ?? false ? "directionalMargins " : "margins ") + list(merged)
        }
        guard let explicit else { return nil }
        return (explicit.directional ? "directionalMargins " : "margins ") + list(explicit.values)
    }

    /// The layout margins an element sets: top, left (leading), bottom, right (trailing).
    func margins(of element: MarkupElement) -> (values: [Double], directional: Bool)? {
        if let insets = element.child("edgeInsets", key: "layoutMargins") {
            return (["top", "left", "bottom", "right"].map { Double(insets[$0] ?? "0") ?? 0 }, false)
        }
        if let insets = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            return (["top", "leading", "bottom", "trailing"].map { Double(insets[$0] ?? "0") ?? 0 }, true)
        }
        return nil
    }

    func list(_ values: [Double]) -> String {
        if Set(values).count == 1 { return LayoutNumber.text(values[0]) }
        return values.map(LayoutNumber.text).joined(separator: ", ")
    }

    // MARK: Declarations

    /// The axes UIKit gives the view an intrinsic size on: (width, height), nil when neither.
    func intrinsicAxes(of view: SceneView) -> (Bool, Bool)? {
        if view.translatesAutoresizingMask { return nil }
        switch view.className {
        case "label", "button", "switch", "textField", "stepper", "segmentedControl", "activityIndicatorView", "pageControl":
            return (true, true)
        case "imageView":
            return view.element["image"] != nil ? (true, true) : nil
        case "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return (false, true)
        case "datePicker", "pickerView":
            return (true, true)
        case "textView":
            // With scrolling off a text view sizes itself to its text, as a label does; a
            // scrolling one has no intrinsic size (its text scrolls inside whatever frame it gets).
            return view.element["scrollEnabled"] == "NO" ? (true, true) : nil
        default:
            if designableSize(of: view) != nil { return (true, true) }
            if let axes = liveRenderedAxes(of: view) { return axes }
            let width = view.element["placeholderIntrinsicWidth"].flatMap(Double.init) != nil
            let height = view.element["placeholderIntrinsicHeight"].flatMap(Double.init) != nil
            return width || height ? (width, height) : nil
        }
    }

    /// The axes on which a custom view with no subviews must have had an intrinsic size when IB
    /// laid it out (its `IBDesignable` rendering), because no constraint sizes it there.
    func liveRenderedAxes(of view: SceneView) -> (Bool, Bool)? {
        guard view.element["customClass"] != nil, view.children.isEmpty, let index = scene.viewIndex[view.id],
            !(view.parent.map { scene.views[$0].role == .stack } ?? false)
        else { return nil }
        // Only a size written as a number (or against another view) rules an axis out: pinned
        // edges still leave the size to the content when they form an open chain.
        var sized: Set<String> = []
        for constraint in constraints where constraint.first.item == .view(index) && constraint.relation == "=" {
            sized.insert(constraint.first.attribute)
        }
        let width = !sized.contains("width")
        let height = !sized.contains("height")
        return width || height ? (width, height) : nil
    }

    /// The intrinsic size IB's live rendering stored for a custom view (`<designables>`), when it did.
    func designableSize(of view: SceneView) -> (Double, Double)? {
        guard let designables = document.child("designables"),
            let entry = designables.children.first(where: { $0.name == "designable" && $0["name"] == view.id }),
            let size = entry.child("size", key: "intrinsicContentSize"),
            let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init)
        else { return nil }
        return (width, height)
    }

    mutating func properties(of index: Int) -> [String] {
        let view = scene.views[index]
        let element = view.element
        var result: [String] = []
        if view.role == .stack {
            if element["axis"] == "vertical" { result.append("axis vertical") }
            if element["spacingType"] == "standard" {
                result.append("spacing system")
            } else if let spacing = element["spacing"].flatMap(Double.init), spacing != 0 {
                result.append("spacing " + LayoutNumber.text(spacing))
            }
            if let distribution = element["distribution"], distribution != "fill" { result.append("distribution " + distribution) }
            if let alignment = element["alignment"], alignment != "fill" { result.append("alignment " + alignment) }
            if element["baselineRelativeArrangement"] == "YES" { result.append("baselineRelative true") }
            // IB writes no attribute for a margins-relative arrangement; a stack whose margins it
            // stores lays its arranged views out inside them (the corpus's stored frames show it).
            if element["layoutMarginsRelativeArrangement"] == "YES" || margins(of: element) != nil {
                result.append("marginsRelative true")
            }
        }
        if let (allHorizontal, allVertical) = intrinsicAxes(of: view), let kept = withoutStaleLengths(index, allHorizontal, allVertical) {
            let (horizontal, vertical) = kept
            let designable = designableSize(of: view)
            // A control's stored frame is its drawn frame; its intrinsic size is its alignment rectangle's.
            let insets = Self.alignmentInsets(of: view.className) ?? [0, 0, 0, 0]
            let width = designable?.0 ?? element["placeholderIntrinsicWidth"].flatMap(Double.init)
                ?? view.frame.width - insets[1] - insets[3]
            let height = designable?.1 ?? element["placeholderIntrinsicHeight"].flatMap(Double.init)
                ?? view.frame.height - insets[0] - insets[2]
            switch (horizontal, vertical) {
            case (true, true): result.append("intrinsic \(LayoutNumber.text(width)) x \(LayoutNumber.text(height))")
            case (true, false): result.append("intrinsicWidth " + LayoutNumber.text(width))
            default: result.append("intrinsicHeight " + LayoutNumber.text(height))
            }
            let hugging = [element["horizontalHuggingPriority"], element["verticalHuggingPriority"]].map { Double($0 ?? "") ?? 250 }
            if hugging != [250, 250] { result.append("hugging " + list(hugging)) }
            let compression = [
                element["horizontalCompressionResistancePriority"], element["verticalCompressionResistancePriority"],
            ].map { Double($0 ?? "") ?? 750 }
            if compression != [750, 750] { result.append("compression " + list(compression)) }
            if let baseline = estimatedBaseline(of: view) { result.append("baseline " + baseline) }
        }
        if let insets = Self.alignmentInsets(of: view.className) { result.append("alignmentInsets " + list(insets)) }
        if let preserved = preservedMargins(of: index) {
            result.append((margins(of: element)?.directional ?? false ? "directionalMargins " : "margins ") + list(preserved))
        } else if let explicit = margins(of: element) {
            result.append((explicit.directional ? "directionalMargins " : "margins ") + list(explicit.values))
        } else if view.className == "tableViewCellContentView", usesMargins(index) {
            // A table cell's content view: 11 above and below (a 44-point row's 22-point line),
            // and the separator inset at the sides, 15 below a 414-point width and 20 from it.
            let side: Double = view.frame.width >= 414 ? 20 : 15
            result.append("margins " + list([11, side, 11, side]))
        }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { result.append("insetsMarginsFromSafeArea false") }
        if element["preservesSuperviewLayoutMargins"] == "YES", usesMargins(index), view.parent == nil {
            report(
                .warning, .leftOut,
                "'\(names[index])' preserves its superview's layout margins, which a .layout file cannot say; its own margins are used",
                at: element)
        }
        if element["layoutMarginsFollowReadableWidth"] == "YES", usesMargins(index) {
            report(
                .warning, .leftOut,
                "'\(names[index])' has margins that follow the readable width, which a .layout file cannot say; its own margins are used",
                at: element)
        }
        if element["hidden"] == "YES" { result.append("hidden true") }
        return result
    }

    /// The margins UIKit gives a view that preserves its superview's layout margins and uses its
    /// own, when they differ from those it sets: on each side the larger of its own margin and the
    /// superview's margin less the distance between the two edges (in the stored frames, the only
    /// record of that distance). Nil when the view does not preserve them or nothing changes.
    func preservedMargins(of index: Int) -> [Double]? {
        guard usesMargins(index) else { return nil }
        return marginsWithPreserved(of: index)
    }

    /// `preservedMargins(of:)` whether or not anything uses the view's margins: UIKit computes a
    /// view's margins all the same, and a subview that preserves them inherits them.
    func marginsWithPreserved(of index: Int) -> [Double]? {
        let view = scene.views[index]
        guard view.element["preservesSuperviewLayoutMargins"] == "YES", let parent = view.parent,
            view.className != "tableViewCellContentView"  // a cell's content view: the cell's own rule (properties(of:))
        else { return nil }
        let own = margins(of: view.element)?.values ?? defaultMargins(of: index)
        let outer = effectiveMargins(of: parent)
        let frame = view.frame
        let size = scene.views[parent].frame
        let distances = [frame.y, frame.x, size.height - frame.y - frame.height, size.width - frame.x - frame.width]
        let merged = (0..<4).map { max(own[$0], outer[$0] - distances[$0]) }
        return merged == own && margins(of: view.element) != nil ? nil : merged
    }

    /// A view's layout margins as the written file gives them (top, left, bottom, right): the
    /// root's with the system minimum at the sides, its own, or UIKit's default (`defaultMargins(of:)`).
    func effectiveMargins(of index: Int) -> [Double] {
        if let preserved = marginsWithPreserved(of: index) { return preserved }
        let own = margins(of: scene.views[index].element)?.values
        if index == 0 {
            let values = own ?? [0, 0, 0, 0]
            guard let side = rootSideMargin else { return values }
            return [max(values[0], 0), max(values[1], side), max(values[2], 0), max(values[3], side)]
        }
        return own ?? defaultMargins(of: index)
    }

    /// UIKit's margins for a view that sets none: 8 on each side, 0 for a stack view (the corpus's
    /// stored frames put a view pinned to such a stack's margin flush with its edge).
    func defaultMargins(of index: Int) -> [Double] {
        scene.views[index].role == .stack ? [0, 0, 0, 0] : [8, 8, 8, 8]
    }

    /// The intrinsic axes left once those are dropped whose stored length breaks a required
    /// constraint sizing the view itself (`height = 70`, an aspect ratio): that stored length is
    /// stale, and as an intrinsic size it would contradict the constraint. Nil when none is left.
    func withoutStaleLengths(_ index: Int, _ horizontal: Bool, _ vertical: Bool) -> (Bool, Bool)? {
        var width = horizontal
        var height = vertical
        let frame = scene.views[index].frame
        func length(_ attribute: String) -> Double? {
            attribute == "width" ? frame.width : attribute == "height" ? frame.height : nil
        }
        // A view's own size does not depend on where it is, so this holds in scroll content too.
        for constraint in constraints where constraint.priority == 1000 && constraint.first.item == .view(index) {
            guard let left = length(constraint.first.attribute) else { continue }
            var right = constraint.constant
            if let second = constraint.second {
                guard second.item == .view(index), let value = length(second.attribute) else { continue }
                right += value * constraint.multiplier.value
            }
            let miss = constraint.relation == ">=" ? right - left : constraint.relation == "<=" ? left - right : abs(left - right)
            guard miss > 0.25 else { continue }
            for attribute in [constraint.first.attribute, constraint.second?.attribute ?? ""] {
                if attribute == "width" { width = false }
                if attribute == "height" { height = false }
            }
        }
        return width || height ? (width, height) : nil
    }

    /// The name of the hidden arranged view that `constraint` sizes or places along its stack's
    /// axis, where the stack collapses it (UISV-hiding) at the end of the view before it; nil
    /// when it names none (a length of 0 or at most some length agrees with the collapse).
    func hiddenArrangedLength(_ constraint: SceneConstraint) -> String? {
        for operand in [constraint.first, constraint.second] {
            guard let operand, case .view(let index) = operand.item, let parent = scene.views[index].parent else { continue }
            let stack = scene.views[parent]
            guard scene.views[index].element["hidden"] == "YES", stack.role == .stack else { continue }
            let vertical = stack.element["axis"] == "vertical"
            let along: Set<String> = vertical
                ? ["top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "baseline", "topMargin", "bottomMargin", "centerYWithinMargins"]
                : ["left", "right", "leading", "trailing", "centerX", "width", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin", "centerXWithinMargins"]
            guard along.contains(operand.attribute) else { continue }
            if operand.attribute == (vertical ? "height" : "width"), constraint.second == nil,
                constraint.relation == "<=" || constraint.constant <= 0
            {
                continue
            }
            return names[index]
        }
        return nil
    }

    /// Whether any constraint, or a margins-relative arrangement, uses the margins of the view at `index`.
    func usesMargins(_ index: Int) -> Bool {
        let element = scene.views[index].element
        if scene.views[index].role == .stack,
            element["layoutMarginsRelativeArrangement"] == "YES" || margins(of: element) != nil
        {
            return true
        }
        return constraints.contains { constraint in
            [constraint.first, constraint.second].contains { operand in
                guard let operand, operand.item == .view(index) else { return false }
                return operand.attribute.contains("Margin")
            }
        }
    }

    /// A label's or button's baselines estimated from its font, when a constraint uses them:
    /// the system font's ascender (0.952 of the point size) below the centred line box (1.193 of it).
    /// Whether a stack places its arranged views by their baselines: aligned by them, or a
    /// vertical stack spacing them from baseline to baseline.
    func usesBaselines(_ stack: SceneView) -> Bool {
        guard stack.role == .stack else { return false }
        return (stack.element["alignment"] ?? "").contains("aseline")
            || (stack.element["baselineRelativeArrangement"] == "YES" && stack.element["axis"] == "vertical")
    }

    func estimatedBaseline(of view: SceneView) -> String? {
        let index = scene.viewIndex[view.id] ?? 0
        let used = constraints.contains { constraint in
            [constraint.first, constraint.second].contains { operand in
                guard let operand, operand.item == .view(index) else { return false }
                return operand.attribute.contains("aseline")
            }
        } || (view.parent.map { usesBaselines(scene.views[$0]) } ?? false)
        guard used else { return nil }
        guard let size = fontSize(of: view.element) else { return nil }
        let line = 1.193 * size
        // A button's title is one line; a label has `numberOfLines` (1 unless IB writes another).
        let maximum = view.className == "label" ? Double(view.element["numberOfLines"] ?? "1") ?? 1 : 1
        var lines = max(1, ((view.frame.height + 1) / line).rounded(.down))
        if maximum > 0 { lines = min(lines, maximum) }
        let first = (((view.frame.height - lines * line) / 2 + 0.952 * size) * 10).rounded() / 10
        let last = ((first + (lines - 1) * line) * 10).rounded() / 10
        return first == last ? LayoutNumber.text(first) : LayoutNumber.text(first) + ", " + LayoutNumber.text(last)
    }

    /// The point size of a view's font: written, from its Dynamic Type style at the default
    /// (Large) size, or UIKit's default for the class.
    func fontSize(of element: MarkupElement) -> Double? {
        let font = element.children.first { $0.name == "fontDescription" }
        if let size = font?["pointSize"].flatMap(Double.init) { return size }
        if let style = font?["style"] {
            let sizes: [String: Double] = [
                "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
                "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
                "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
                "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
            ]
            return sizes[style]
        }
        switch element.name {
        case "label": return 17
        case "button": return 15
        case "textField": return 14
        default: return nil
        }
    }

    mutating func declaration(of index: Int, indent: String) -> [String] {
        let view = scene.views[index]
        let keyword: String
        switch view.role {
        case .stack: keyword = "stack"
        case .scroll: keyword = "scroll"
        case .plain: keyword = "view"
        }
        let properties = properties(of: index)
        let head = indent + keyword + " " + names[index]
        if view.children.isEmpty {
            if properties.isEmpty { return [head] }
            let inline = head + " { " + properties.joined(separator: "; ") + " }"
            if inline.count <= 100 { return [inline] }
        }
        var lines = [head + " {"]
        for property in properties { lines.append(indent + "    " + property) }
        lines += declarations(of: view.children, indent: indent + "    ")
        lines.append(indent + "}")
        return lines
    }

    /// The declarations of sibling views, runs of plain `view NAME` lines joined into one
    /// `view a, b, c` as a person writes them (a stack's arranged views stay one a line, their
    /// order being their arrangement).
    mutating func declarations(of indices: [Int], indent: String) -> [String] {
        var lines: [String] = []
        var run: [String] = []
        let arranged = indices.first.flatMap { scene.views[$0].parent }.map { scene.views[$0].role == .stack } ?? false
        func flush() {
            if !run.isEmpty { lines.append(indent + "view " + run.joined(separator: ", ")) }
            run = []
        }
        for index in indices {
            let declared = declaration(of: index, indent: indent)
            if !arranged, declared.count == 1, declared[0] == indent + "view " + names[index] {
                run.append(names[index])
            } else {
                flush()
                lines += declared
            }
        }
        flush()
        return lines
    }

    // MARK: Constraints

    /// Whether the constraint is switched on or off by a size class.
    func isVariant(_ constraint: SceneConstraint) -> Bool {
        excluded.values.contains { $0.contains(constraint.id) } || included.values.contains { $0.contains(constraint.id) }
    }

    /// The view the constraint is listed under: its first view, or a guide's view.
    func subjectIndex(of operand: ConstraintOperand) -> Int {
        switch operand.item {
        case .view(let index): return index
        case .guide(.safeArea(let index)), .guide(.content(let index)), .guide(.frame(let index)): return index
        case .guide: return 0
        }
    }

    func isAncestor(_ ancestor: Int, of index: Int) -> Bool { ancestors(of: index).contains(ancestor) }

    /// The constraint with the view it is about on the left: a container, a guide or root moves right.
    func oriented(_ constraint: SceneConstraint) -> SceneConstraint {
        guard let second = constraint.second, case .view(let other) = second.item, other != 0 else { return constraint }
        let shouldFlip: Bool
        switch constraint.first.item {
        case .guide: shouldFlip = true
        case .view(let first): shouldFlip = first == 0 || isAncestor(first, of: other)
        }
        return shouldFlip ? (constraint.flipped() ?? constraint) : constraint
    }

    /// The text of an operand's view or guide (`title`, `root.safeArea`, `page.content`); nil when it has none.
    func base(of item: ConstraintOperand.Item) -> String? {
        switch item {
        case .view(let index): return names[index]
        case .guide(.safeArea(let index)): return names[index] + ".safeArea"
        case .guide(.content(let index)): return names[index] + ".content"
        case .guide(.frame(let index)): return names[index] + ".frame"
        case .guide: return nil
        }
    }

    /// `view.attribute` for an operand; nil when it has no equivalent.
    func text(of operand: ConstraintOperand) -> String? {
        switch operand.item {
        case .guide(.topLayoutGuide):
            switch operand.attribute {
            case "bottom": return "root.safeArea.top"
            case "top": return "root.top"
            default: return nil
            }
        case .guide(.bottomLayoutGuide):
            switch operand.attribute {
            case "top": return "root.safeArea.bottom"
            case "bottom": return "root.bottom"
            default: return nil
            }
        case .guide(.keyboard):
            // With the keyboard hidden, the guide's top is the safe area's bottom.
            return operand.attribute == "top" ? "root.safeArea.bottom" : nil
        case .guide(.unsupported): return nil
        case .guide:
            // A guide has no margins or baselines.
            if operand.attribute.contains("Margin") || operand.attribute.contains("aseline") { return nil }
            return base(of: operand.item).map { $0 + "." + operand.attribute }
        case .view:
            return base(of: operand.item).map { $0 + "." + operand.attribute }
        }
    }

    func priorityText(_ priority: Double) -> String {
        switch priority {
        case 1000: ""
        case 750: " @high"
        case 500: " @medium"
        case 250: " @low"
        default: " @" + LayoutNumber.text(priority)
        }
    }

    func constantText(_ constant: Double, alone: Bool) -> String {
        if alone { return LayoutNumber.text(constant) }
        if constant == 0 { return "" }
        return constant < 0 ? " - " + LayoutNumber.text(-constant) : " + " + LayoutNumber.text(constant)
    }

    /// `S.content.ATTR` for a scroll view's edge in a constraint with a view inside it, which UIKit
    /// attaches to the content area ("constraints between the edges or margins of the scroll view
    /// and its content attach to the scroll view's content area", Auto Layout Guide, "Working with
    /// Scroll Views"), with the amount to add for a margin (`S.leadingMargin` is the content area's
    /// leading plus the scroll view's left margin, as the language reads it: writing it so spares
    /// the file R002's note); nil otherwise.
    func contentAreaText(of operand: ConstraintOperand, other: ConstraintOperand?) -> (text: String, offset: Double)? {
        guard case .view(let scroll) = operand.item, scene.views[scroll].role == .scroll, let other else { return nil }
        let edge: String
        var offset = 0.0
        switch operand.attribute {
        case "left", "right", "top", "bottom", "leading", "trailing":
            edge = operand.attribute
        case "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin", "trailingMargin":
            edge = String(operand.attribute.dropLast("Margin".count))
            // The margins the file declares for the scroll view (top, left, bottom, right; in
            // left to right, leading is the left): what the checker adds to the content's edge.
            let margins = preservedMargins(of: scroll) ?? margins(of: scene.views[scroll].element)?.values ?? defaultMargins(of: scroll)
            switch edge {
            case "left", "leading": offset = margins[1]
            case "top": offset = margins[0]
            case "bottom": offset = -margins[2]
            default: offset = -margins[3]  // right, trailing
            }
        default:
            return nil
        }
        let inside: Bool
        switch other.item {
        case .view(let index): inside = isAncestor(scroll, of: index)
        case .guide(.safeArea(let index)): inside = isAncestor(scroll, of: index)
        default: inside = false
        }
        return inside ? (names[scroll] + ".content." + edge, offset) : nil
    }

    /// One equation's text with the given constant; nil (reported) when an operand has no equivalent.
    mutating func equation(_ constraint: SceneConstraint, constant: Double) -> String? {
        // A scroll view's margin on the content area moves into the constant: on the left side
        // it is subtracted, on the right it is added times the multiplier.
        var constant = constant
        let leftContent = contentAreaText(of: constraint.first, other: constraint.second)
        guard let left = leftContent?.text ?? text(of: constraint.first) else {
            report(.error, .inexpressible, "'\(describe(constraint.first))' has no equivalent in a .layout file", at: constraint.element)
            return nil
        }
        constant -= leftContent?.offset ?? 0
        var right: String
        if let second = constraint.second {
            let secondContent = contentAreaText(of: second, other: constraint.first)
            guard let secondText = secondContent?.text ?? text(of: second) else {
                report(.error, .inexpressible, "'\(describe(second))' has no equivalent in a .layout file", at: constraint.element)
                return nil
            }
            constant += (secondContent?.offset ?? 0) * constraint.multiplier.value
            right = secondText + constraint.multiplier.written + constantText(constant, alone: false)
        } else {
            right = constantText(constant, alone: true)
        }
        return left + " " + constraint.relation + " " + right + priorityText(constraint.priority)
    }

    func describe(_ operand: ConstraintOperand) -> String {
        switch operand.item {
        case .guide(.topLayoutGuide): return "topLayoutGuide.\(operand.attribute)"
        case .guide(.bottomLayoutGuide): return "bottomLayoutGuide.\(operand.attribute)"
        case .guide(.unsupported(let what)): return "\(what).\(operand.attribute)"
        default: return (base(of: operand.item) ?? "?") + "." + operand.attribute
        }
    }

    mutating func constraintLines() -> [String] {
        var bySubject: [Int: [SceneConstraint]] = [:]
        for constraint in constraints {
            let oriented = oriented(constraint)
            bySubject[subjectIndex(of: oriented.first), default: []].append(oriented)
        }
        var lines: [String] = []
        for index in scene.views.indices {
            var group: [String] = []
            group += autoresizingLines(for: index)
            var remaining = bySubject[index] ?? []
            group += compoundLines(&remaining)
            var variantConstraints: [SceneConstraint] = []
            for constraint in remaining {
                if !constraint.variantConstants.isEmpty || isVariant(constraint) {
                    variantConstraints.append(constraint)
                } else if let line = equation(constraint, constant: constraint.constant) {
                    group.append(line)
                }
            }
            for constraint in variantConstraints { group += variantLines(constraint) }
            if !group.isEmpty {
                lines += group
                lines.append("")
            }
        }
        return lines
    }

    /// Lines that place a view IB lays out with its autoresizing mask: its stored frame, held as the mask says.
    func autoresizingLines(for index: Int) -> [String] {
        let view = scene.views[index]
        guard index != 0, let parentIndex = view.parent, view.translatesAutoresizingMask,
            scene.views[parentIndex].role != .stack
        else { return [] }
        let parent = scene.views[parentIndex]
        let mask = view.element.child("autoresizingMask", key: "autoresizingMask")
        func flag(_ name: String) -> Bool { mask?[name] == "YES" }
        let name = names[index]
        let parentName = names[parentIndex]
        var lines = ["// \(name): its autoresizing mask holds its stored frame (\(frameText(view.frame)))"]
        lines += axisLines(
            name: name, parent: parentName, start: "left", end: "right", size: "width", origin: view.frame.x, length: view.frame.width,
            parentLength: parent.frame.width, flexibleStart: flag("flexibleMinX"), flexibleSize: flag("widthSizable"),
            flexibleEnd: flag("flexibleMaxX"))
        lines += axisLines(
            name: name, parent: parentName, start: "top", end: "bottom", size: "height", origin: view.frame.y, length: view.frame.height,
            parentLength: parent.frame.height, flexibleStart: flag("flexibleMinY"), flexibleSize: flag("heightSizable"),
            flexibleEnd: flag("flexibleMaxY"))
        return lines
    }

    func frameText(_ frame: StoredRect) -> String {
        [frame.x, frame.y, frame.width, frame.height].map(LayoutNumber.text).joined(separator: ", ")
    }

    /// One axis of an autoresizing mask as equations: fixed parts stay, flexible parts share the change
    /// in proportion to their stored lengths, as UIKit's autoresizing does.
    func axisLines(
        name: String, parent: String, start: String, end: String, size: String, origin: Double, length: Double,
        parentLength: Double, flexibleStart: Bool, flexibleSize: Bool, flexibleEnd: Bool
    ) -> [String] {
        let trailingGap = parentLength - origin - length
        let startLine = "\(name).\(start) = \(parent).\(start)" + constantText(origin, alone: false)
        let endLine = "\(name).\(end) = \(parent).\(end)" + constantText(-trailingGap, alone: false)
        let sizeLine = "\(name).\(size) = " + LayoutNumber.text(length)
        func ratio(_ part: Double, of whole: Double) -> String { LayoutNumber.text(whole == 0 ? 0 : part / whole) }
        switch (flexibleStart, flexibleSize, flexibleEnd) {
        case (false, false, _): return [startLine, sizeLine]
        case (false, true, false): return [startLine, endLine]
        case (true, false, false): return [endLine, sizeLine]
        case (true, false, true):
            let room = parentLength - length
            guard room != 0 else { return [startLine, sizeLine] }
            return ["\(name).\(start) = \(parent).\(start) + (\(parent).\(size) - \(LayoutNumber.text(length))) * \(ratio(origin, of: room))", sizeLine]
        case (false, true, true):
            let room = parentLength - origin
            guard room != 0 else { return [startLine, sizeLine] }
            return [startLine, "\(name).\(size) = (\(parent).\(size) - \(LayoutNumber.text(origin))) * \(ratio(length, of: room))"]
        case (true, true, false):
            let room = parentLength - trailingGap
            guard room != 0 else { return [endLine, sizeLine] }
            return [endLine, "\(name).\(size) = (\(parent).\(size) - \(LayoutNumber.text(trailingGap))) * \(ratio(length, of: room))"]
        case (true, true, true):
            guard parentLength != 0 else { return [startLine, sizeLine] }
            return [
                "\(name).\(start) = \(parent).\(start) + \(parent).\(size) * \(ratio(origin, of: parentLength))",
                "\(name).\(size) = \(parent).\(size) * \(ratio(length, of: parentLength))",
            ]
        }
    }

    /// Takes out of `constraints` the groups that read as one compound (`edges`, `size`, `center`) and returns their lines.
    mutating func compoundLines(_ constraints: inout [SceneConstraint]) -> [String] {
        var lines: [String] = []
        func simple(_ constraint: SceneConstraint) -> Bool {
            constraint.variantConstants.isEmpty && !isVariant(constraint) && constraint.multiplier.isOne
        }
        func find(_ attributes: [String], relatedTo item: ConstraintOperand.Item?, secondAttributes: [String]?) -> Int? {
            constraints.firstIndex { constraint in
                guard simple(constraint), attributes.contains(constraint.first.attribute) else { return false }
                if let item {
                    guard let second = constraint.second, second.item == item else { return false }
                    guard let secondAttributes else { return true }
                    return secondAttributes.contains(second.attribute)
                }
                return constraint.second == nil
            }
        }
        // edges: four sides to the same item's edges, margins or guide, inset alike.
        var searching = true
        while searching {
            searching = false
            for candidate in constraints where simple(candidate) && ["top"].contains(candidate.first.attribute) {
                guard let second = candidate.second, let baseText = base(of: second.item) else { continue }
                let useMargins = second.attribute == "topMargin"
                guard second.attribute == "top" || useMargins else { continue }
                let suffix = useMargins ? "Margin" : ""
                let item = second.item
                for (near, far) in [("leading", "trailing"), ("left", "right")] {
                    guard let top = find(["top"], relatedTo: item, secondAttributes: ["top" + suffix]),
                        let bottom = find(["bottom"], relatedTo: item, secondAttributes: ["bottom" + suffix]),
                        let start = find([near], relatedTo: item, secondAttributes: [near + suffix]),
                        let end = find([far], relatedTo: item, secondAttributes: [far + suffix])
                    else { continue }
                    let group = [top, start, bottom, end].map { constraints[$0] }
                    let insets = [group[0].constant, group[1].constant, -group[2].constant, -group[3].constant]
                    guard Set(insets).count == 1, Set(group.map(\.relation)) == ["="],
                        Set(group.map(\.priority)).count == 1
                    else { continue }
                    let subject = names[subjectIndex(of: group[0].first)]
                    guard case .view = group[0].first.item else { continue }
                    var other = baseText + (useMargins ? ".margins" : ".edges")
                    // A scroll view's edges against a view inside it are its content area's.
                    if !useMargins, case .view(let scroll) = item, scene.views[scroll].role == .scroll,
                        case .view(let inner) = group[0].first.item, isAncestor(scroll, of: inner)
                    {
                        other = baseText + ".content.edges"
                    }
                    lines.append("\(subject).edges = \(other)" + constantText(insets[0], alone: false) + priorityText(group[0].priority))
                    for position in [top, start, bottom, end].sorted(by: >) { constraints.remove(at: position) }
                    searching = true
                    break
                }
                if searching { break }
            }
        }
        // center: both centers to the same item's, offset alike.
        if let x = find(["centerX"], relatedTo: nil, secondAttributes: nil) ?? constraints.firstIndex(where: {
            simple($0) && $0.first.attribute == "centerX" && $0.second?.attribute == "centerX"
        }), let second = constraints[x].second, let y = find(["centerY"], relatedTo: second.item, secondAttributes: ["centerY"]),
            case .view = constraints[x].first.item,
            constraints[x].constant == constraints[y].constant, constraints[x].relation == constraints[y].relation,
            constraints[x].priority == constraints[y].priority, let baseText = base(of: second.item)
        {
            let subject = names[subjectIndex(of: constraints[x].first)]
            lines.append(
                "\(subject).center \(constraints[x].relation) \(baseText).center" + constantText(constraints[x].constant, alone: false)
                    + priorityText(constraints[x].priority))
            for position in [x, y].sorted(by: >) { constraints.remove(at: position) }
        }
        // size: width and height to the same number.
        if let w = find(["width"], relatedTo: nil, secondAttributes: nil), let h = find(["height"], relatedTo: nil, secondAttributes: nil),
            case .view = constraints[w].first.item,
            constraints[w].constant == constraints[h].constant, constraints[w].relation == constraints[h].relation,
            constraints[w].priority == constraints[h].priority
        {
            let subject = names[subjectIndex(of: constraints[w].first)]
            lines.append(
                "\(subject).size \(constraints[w].relation) " + LayoutNumber.text(constraints[w].constant)
                    + priorityText(constraints[w].priority))
            for position in [w, h].sorted(by: >) { constraints.remove(at: position) }
        }
        return lines
    }

    /// The `when` condition for an IB variation key (`heightClass=compact-widthClass=regular`); nil when it has none.
    func condition(for key: String) -> String? {
        var parts: [String] = []
        for trait in key.split(separator: "-") {
            let pair = trait.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch (pair[0], pair[1]) {
            case ("widthClass", "compact"): parts.append("compactWidth")
            case ("widthClass", "regular"): parts.append("regularWidth")
            case ("heightClass", "compact"): parts.append("compactHeight")
            case ("heightClass", "regular"): parts.append("regularHeight")
            case ("userInterfaceIdiom", "phone"): parts.append("phone")
            case ("userInterfaceIdiom", "pad"): parts.append("pad")
            case ("userInterfaceIdiom", "mac"): parts.append("mac")
            default: return nil
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }

    /// A constraint that a size class changes or switches: `when` branches, most specific first, and `else` the base.
    mutating func variantLines(_ constraint: SceneConstraint) -> [String] {
        let id = constraint.id
        let baseInstalled = !(excluded["default"]?.contains(id) ?? false)
        var keys = Set(constraint.variantConstants.map(\.key))
        for (key, ids) in excluded where ids.contains(id) { keys.insert(key) }
        for (key, ids) in included where ids.contains(id) { keys.insert(key) }
        keys.remove("default")
        var branches: [(condition: String, line: String?)] = []
        let ordered = keys.sorted { lhs, rhs in
            let (left, right) = (lhs.split(separator: "-").count, rhs.split(separator: "-").count)
            return left != right ? left > right : lhs < rhs
        }
        for key in ordered {
            guard let condition = condition(for: key) else {
                report(.warning, .leftOut, "the size class '\(key)' has no `when` condition; the constraint's base form is kept", at: constraint.element)
                continue
            }
            let installed = included[key]?.contains(id) ?? (baseInstalled && !(excluded[key]?.contains(id) ?? false))
            let constant = constraint.variantConstants.last { $0.key == key }?.constant ?? constraint.constant
            if installed {
                guard let line = equation(constraint, constant: constant) else { return [] }
                branches.append((condition, line))
            } else {
                branches.append((condition, nil))
            }
        }
        let baseLine = baseInstalled ? equation(constraint, constant: constraint.constant) : nil
        if branches.isEmpty { return baseLine.map { [$0] } ?? [] }
        var lines: [String] = []
        for (position, branch) in branches.enumerated() {
            let opening = position == 0 ? "when " : "} else when "
            lines.append(opening + branch.condition + " {")
            lines.append("    " + (branch.line ?? "// not installed in this size class"))
        }
        if let baseLine {
            lines.append("} else {")
            lines.append("    " + baseLine)
        }
        lines.append("}")
        return lines
    }

    // MARK: Stale frames

    /// Required constraints (in the base size class) that the stored frames break by more than half a point.
    func staleConstraints() -> [StaleConstraint] {
        var result: [StaleConstraint] = []
        for constraint in constraints where constraint.priority == 1000 && !(excluded["default"]?.contains(constraint.id) ?? false) {
            guard let left = storedValue(constraint.first) else { continue }
            var right = constraint.constant
            if let second = constraint.second {
                guard let value = storedValue(second) else { continue }
                right += value * constraint.multiplier.value
            }
            let miss: Double
            switch constraint.relation {
            case ">=": miss = max(0, right - left)
            case "<=": miss = max(0, left - right)
            default: miss = abs(left - right)
            }
            // Frames are rounded to pixels, so a quarter point is the least a stale frame misses by.
            guard miss > 0.25 else { continue }
            let ids = [constraint.first, constraint.second].compactMap { operand -> String? in
                guard let operand, case .view(let index) = operand.item else { return nil }
                return scene.views[index].id
            }
            result.append(StaleConstraint(id: constraint.id, span: source.span(constraint.element.range), viewIDs: ids, amount: miss))
        }
        return result
    }

    /// The attributes of a scroll view that are its frame's in any constraint (Apple's Auto Layout
    /// Guide, "Working with Scroll Views").
    static let scrollFrameAttributes: Set<String> = ["width", "height", "centerX", "centerY"]

    /// Controls whose frames IB stores larger than the alignment rectangles constraints place.
    static let alignmentRectangleClasses: Set<String> = ["slider", "switch", "segmentedControl", "stepper"]

    /// UIKit's `alignmentRectInsets` of a control (top, left, bottom, right), nil for a class whose
    /// alignment rectangle is its frame. Measured on the shared corpus's stored frames, where
    /// constraints place the alignment rectangle and IB stores the drawn frame (Benchmarks/IMPORT.md).
    static func alignmentInsets(of className: String) -> [Double]? {
        switch className {
        case "switch": [0, 0, 0, 2]
        case "slider": [0, 2, 1, 2]
        case "segmentedControl": [0, 0, 1, 0]
        default: nil
        }
    }

    /// The root's safe area as a rectangle.
    var safeRect: StoredRect {
        StoredRect(
            x: safeArea.left, y: safeArea.top, width: root.frame.width - safeArea.left - safeArea.right,
            height: root.frame.height - safeArea.top - safeArea.bottom)
    }

    func clipped(_ frame: StoredRect) -> StoredRect {
        let safe = safeRect
        let left = max(frame.x, safe.x)
        let top = max(frame.y, safe.y)
        let right = max(left, min(frame.x + frame.width, safe.x + safe.width))
        let bottom = max(top, min(frame.y + frame.height, safe.y + safe.height))
        return StoredRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// An attribute's value in the stored frames; nil where the stored frames cannot tell (a scroll
    /// view's edges, content and frame guides, baselines).
    func storedValue(_ operand: ConstraintOperand) -> Double? {
        var frame: StoredRect
        var inset = [0.0, 0, 0, 0]
        switch operand.item {
        case .view(let index):
            let view = scene.views[index]
            // The stored frames of scroll content are at content offset zero, where the solve puts
            // them too. A scroll view's edges are its content's in a constraint with a view inside
            // it and its frame's otherwise; its width, height and centers are always the frame's.
            if view.role == .scroll, !Self.scrollFrameAttributes.contains(operand.attribute) { return nil }
            // A control's stored frame is not its alignment rectangle, which constraints place.
            if Self.alignmentRectangleClasses.contains(view.className) { return nil }
            frame = view.absolute
            if operand.attribute.contains("Margin") {
                if index == 0, let side = rootSideMargin {
                    inset = [0, side, 0, side]
                } else if view.className == "tableViewCellContentView", margins(of: view.element) == nil {
                    let side: Double = view.frame.width >= 414 ? 20 : 15
                    inset = [11, side, 11, side]
                } else {
                    inset = effectiveMargins(of: index)
                }
                if view.element["insetsLayoutMarginsFromSafeArea"] != "NO" { frame = clipped(frame) }
            }
        case .guide(.safeArea(let index)):
            // Scroll content's too, at content offset zero, as its margins (clipped the same way).
            frame = clipped(scene.views[index].absolute)
        case .guide(.topLayoutGuide):
            frame = StoredRect(x: 0, y: 0, width: root.frame.width, height: safeArea.top)
        case .guide(.bottomLayoutGuide):
            frame = StoredRect(x: 0, y: root.frame.height - safeArea.bottom, width: root.frame.width, height: safeArea.bottom)
        case .guide(.keyboard):
            frame = StoredRect(x: 0, y: root.frame.height - safeArea.bottom, width: root.frame.width, height: 0)
        case .guide: return nil
        }
        let left = frame.x + inset[1]
        let right = frame.x + frame.width - inset[3]
        let top = frame.y + inset[0]
        let bottom = frame.y + frame.height - inset[2]
        switch operand.attribute {
        case "left", "leading", "leftMargin", "leadingMargin": return left
        case "right", "trailing", "rightMargin", "trailingMargin": return right
        case "top", "topMargin": return top
        case "bottom", "bottomMargin": return bottom
        case "centerX", "centerXWithinMargins": return (left + right) / 2
        case "centerY", "centerYWithinMargins": return (top + bottom) / 2
        case "width": return frame.width
        case "height": return frame.height
        default: return nil
        }
    }
}
