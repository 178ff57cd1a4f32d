import Foundation
import LayoutChecker
import LayoutCompiler
import LayoutIR
import LayoutLexer
import LayoutParser
import LayoutSource

// The answers to requests about one analysed document, as JSON. Each reads the analysis only.

extension DocumentAnalysis {
    // MARK: Hover

    /// The hover at `offset`: for a view or guide its frame at each configured size, for
    /// `view.attribute` its value; with the constraints that bind it (hold with equality).
    func hover(at offset: Int, encoding: PositionEncoding) -> JSON {
        guard let occurrence = index.occurrence(at: offset) else { return .null }
        let viewName: String
        var attribute: String?
        switch occurrence.kind {
        case .constantDeclaration, .constantReference:
            return constantHover(occurrence, encoding: encoding)
        case .conditionName where occurrence.name == "contentSize":
            // The category the document is checked at, and the order its comparisons follow.
            let text = "**content size category**\n\nchecked at `\(layout.ir.contentSize.rawValue)` (the `contentSize` setting); "
                + "compared in UIKit's order: " + AttributeVocabulary.contentSizeCategoryNames.map { "`\($0)`" }.joined(separator: " < ")
            return .object([
                "contents": .object(["kind": .string("markdown"), "value": .string(text)]),
                "range": file.lspRange(of: occurrence.range, encoding: encoding),
            ])
        case .viewDeclaration, .guideDeclaration, .viewReference:
            viewName = occurrence.name
        case .attribute:
            guard let owner = occurrence.owner else { return .null }
            viewName = owner
            attribute = occurrence.name
        default:
            return .null
        }
        guard var view = viewID(named: viewName) else { return .null }
        let ir = layout.ir
        // `page.content.top` and `page.frame.width`: the scroll view's guide, and its attribute.
        if let written = attribute, let dot = written.firstIndex(of: "."), ir.isScrollView(view),
            let kind = ScrollGuideKind(rawValue: String(written[..<dot])), let guide = ir.scrollGuide(kind, of: view)
        {
            view = guide
            attribute = String(written[written.index(after: dot)...])
        }
        let isGuide = ir.views[view.index].isGuide
        let canvases = SolvedCanvas.solve(self)
        var lines: [String] = []
        let title = occurrence.kind == .attribute ? "\(viewName).\(occurrence.name)" : viewName
        let noun = attribute != nil ? "attribute" : isGuide ? "guide" : ir.views[view.index].isStack ? "stack" : ir.isScrollView(view) ? "scroll view" : "view"
        lines.append("**\(noun) `\(title)`**")
        lines.append("")
        if attribute == nil { lines += stackSummary(of: view) }
        // The primaries whose constraints are listed: the attribute's, or all four.
        var primaries = Set(PrimaryAttribute.allCases)
        if let attribute {
            guard let scalars = AttributeVocabulary.scalars(of: attribute) else { return .null }
            primaries = []
            for scalar in scalars {
                guard let expansion = AttributeVocabulary.expansion(of: scalar) else { continue }
                primaries.insert(expansion.base)
                if let extent = expansion.extent { primaries.insert(extent.attribute) }
            }
            for canvas in canvases {
                lines.append("- at \(canvas.label): " + Self.describe(attribute, scalars: scalars, of: view, in: canvas))
            }
        } else {
            for canvas in canvases {
                guard let frame = canvas.frames[view.index] else {
                    lines.append("- at \(canvas.label): " + Self.unsolved(canvas))
                    continue
                }
                // Hidden in this canvas's variant (`hidden true`, `hide`): it keeps its frame.
                let hidden = ir.isHidden(view, in: canvas.environment.variantContext(for: ir)) == true ? ", hidden" : ""
                var line = "- at \(canvas.label): x \(Self.number(frame.x)), y \(Self.number(frame.y)), "
                    + "width \(Self.number(frame.width)), height \(Self.number(frame.height))"
                if ir.isScrollView(view) {
                    let content = ir.scrollGuide(.content, of: view).flatMap { $0.index < canvas.frames.count ? canvas.frames[$0.index] : nil }
                    line += "; content size \(Self.number(content?.width ?? 0)) x \(Self.number(content?.height ?? 0))"
                }
                lines.append(line + hidden)
            }
        }
        let binding = bindingConstraints(of: view, primaries: primaries, canvases: canvases)
        if !binding.isEmpty {
            lines.append("")
            lines.append("Bound by:")
            lines += binding
        }
        return .object([
            "contents": .object(["kind": .string("markdown"), "value": .string(lines.joined(separator: "\n"))]),
            "range": file.lspRange(of: occurrence.range, encoding: encoding),
        ])
    }

    /// For a stack, how it arranges its views; for an arranged view, which stack arranges it.
    private func stackSummary(of view: ViewID) -> [String] {
        let ir = layout.ir
        var lines: [String] = []
        if let configuration = ir.views[view.index].stack {
            var facts = [
                "\(configuration.axis.rawValue), spacing \(Self.describe(configuration.spacing))", "distribution \(configuration.distribution.rawValue)",
                "alignment \(configuration.alignment.rawValue)",
            ]
            if configuration.isBaselineRelative { facts.append("baseline-relative") }
            if configuration.isMarginsRelative { facts.append("within its margins") }
            lines.append("- " + facts.joined(separator: ", "))
            let arranged = configuration.arrangedViews.map { "`\(ir.name(of: $0.view))`" }
            if !arranged.isEmpty { lines.append("- arranges " + arranged.joined(separator: ", ")) }
            // `stack NAME { ... }` in `when` blocks: what changes, and where.
            for variation in ir.stackVariations where variation.stack == view {
                var changes: [String] = []
                if let axis = variation.axis { changes.append("axis \(axis.rawValue)") }
                if let spacing = variation.spacing { changes.append("spacing \(Self.describe(spacing))") }
                if let distribution = variation.distribution { changes.append("distribution \(distribution.rawValue)") }
                if let alignment = variation.alignment { changes.append("alignment \(alignment.rawValue)") }
                if let flag = variation.isBaselineRelative { changes.append("baselineRelative \(flag)") }
                if let flag = variation.isMarginsRelative { changes.append("marginsRelative \(flag)") }
                let place = variation.span.flatMap(place(of:))
                lines.append("- in a `when` block" + (place.map { " (\($0))" } ?? "") + ": " + changes.joined(separator: ", "))
            }
        }
        for candidate in ir.viewIDs {
            guard let configuration = ir.views[candidate.index].stack,
                let position = configuration.arrangedViews.firstIndex(where: { $0.view == view })
            else { continue }
            lines.append("- arranged in the stack `\(ir.name(of: candidate))`, \(position + 1) of \(configuration.arrangedViews.count)")
        }
        if !lines.isEmpty { lines.append("") }
        return lines
    }

    /// Where `span` starts, as hover lists it: `line 5` in this file, `PATH:5` in another.
    private func place(of span: SourceSpan) -> String? {
        guard let source = source(at: span.path) else { return nil }
        let line = source.line(at: span.range.start)
        return span.path == file.path ? "line \(line)" : "\(span.path):\(line)"
    }

    /// A stack's spacing as its block writes it: points, or `system`.
    private static func describe(_ spacing: StackSpacing) -> String {
        switch spacing {
        case .points(let points): number(points)
        case .system: "system"
        }
    }

    /// The hover of a named constant: its value as checked (or as given for it).
    private func constantHover(_ occurrence: Occurrence, encoding: PositionEncoding) -> JSON {
        guard let constant = layout.ir.constant(named: occurrence.name) else { return .null }
        let given = constant.isOverridden ? " (given for it)" : ""
        return .object([
            "contents": .object([
                "kind": .string("markdown"),
                "value": .string("**constant `\(constant.name)`** = \(Self.number(constant.value))\(given)"),
            ]),
            "range": file.lspRange(of: occurrence.range, encoding: encoding),
        ])
    }

    /// Why a canvas has no frame for a view.
    private static func unsolved(_ canvas: SolvedCanvas) -> String {
        canvas.failure.map { "not solved (\($0.code): \($0.printedMessage))" } ?? "not solved"
    }

    /// The value of `attribute` (its scalars') of `view` in `canvas`.
    private static func describe(_ attribute: String, scalars: [String], of view: ViewID, in canvas: SolvedCanvas) -> String {
        guard canvas.frames[view.index] != nil else { return unsolved(canvas) }
        let values = scalars.map { scalar -> String in
            guard let expansion = AttributeVocabulary.expansion(of: scalar),
                var value = canvas.value(of: LayoutVariable(view, expansion.base))
            else { return "\(scalar) ?" }
            if let extent = expansion.extent {
                guard let dimension = canvas.value(of: LayoutVariable(view, extent.attribute)) else { return "\(scalar) ?" }
                value += extent.fraction * dimension
            }
            if expansion.needsProperties {
                // A margin is where the solver measured it (safe area, a view controller's minimum);
                // a baseline's offset is the view's content, which the layout does not know.
                guard let sides = marginSides[scalar] else { return "\(scalar) not known (the view's baseline offset)" }
                let margins = sides.compactMap { canvas.margin(of: view, side: $0) }
                guard margins.count == sides.count else {
                    return "\(scalar) not known (no constraint uses this margin)"
                }
                value = margins.reduce(0, +) / Double(margins.count)
            }
            return scalars.count == 1 ? number(value) : "\(scalar) \(number(value))"
        }
        return values.joined(separator: ", ")
    }

    /// The margins each margin attribute reads (left to right, as the server checks: leading is
    /// left); a `WithinMargins` center is halfway between two.
    private static let marginSides: [String: [MarginSide]] = [
        "leftMargin": [.left], "rightMargin": [.right], "topMargin": [.top], "bottomMargin": [.bottom],
        "leadingMargin": [.left], "trailingMargin": [.right],
        "centerXWithinMargins": [.left, .right], "centerYWithinMargins": [.top, .bottom],
    ]

    /// `value` as the command line prints numbers.
    static func number(_ value: Double) -> String {
        NumberSpelling.shortest(value)
    }

    /// Each constraint on `primaries` of `view` that holds with equality at some canvas, as a
    /// markdown list item: its line, its text, and the sizes where it binds when not all.
    private func bindingConstraints(of view: ViewID, primaries: Set<PrimaryAttribute>, canvases: [SolvedCanvas]) -> [String] {
        let ir = layout.ir
        var items: [String] = []
        var seen = Set<SourceSpan>()
        let limit = 20
        var more = 0
        for (index, constraint) in ir.constraints.enumerated()
        where constraint.terms.contains(where: { $0.variable.view == view && primaries.contains($0.variable.attribute) }) {
            let binding = canvases.filter { $0.binds(constraintAt: index) }
            // A stack's constraints all sit at its declaration: each is listed by what it does.
            let role = layout.stackRole(of: constraint)
            guard !binding.isEmpty, role != nil || seen.insert(constraint.span).inserted else { continue }
            guard items.count < limit else { more += 1; continue }
            guard let source = source(at: constraint.span.path), let place = place(of: constraint.span) else { continue }
            let text = source.text(in: constraint.span.range).replacingOccurrences(of: "`", with: "'")
            let sizes = binding.count == canvases.count ? "" : " (at " + DiagnosticContext.list(binding.map(\.label)) + ")"
            items.append("- \(place): " + (role.map { $0.replacingOccurrences(of: "`", with: "'") } ?? "`\(text)`") + sizes)
        }
        if more > 0 { items.append("- and \(more) more") }
        return items
    }

    // MARK: Definition and references

    /// Where the name at `offset` is defined: a view's or guide's declaration, a named
    /// constraint's first equation, the file a `use` path names.
    func definition(at offset: Int, encoding: PositionEncoding, loader: any IncludeLoader) -> JSON {
        guard let occurrence = index.occurrence(at: offset) else { return .null }
        switch occurrence.kind {
        case .viewDeclaration, .guideDeclaration, .viewReference:
            if let view = viewID(named: occurrence.name), let span = layout.ir.views[view.index].span {
                return location(of: span, encoding: encoding) ?? .null
            }
            guard let declaration = index.declarations.first(where: { $0.name == occurrence.name }) else { return .null }
            return location(of: file.span(declaration.range), encoding: encoding) ?? .null
        case .constantDeclaration, .constantReference:
            if let constant = layout.ir.constant(named: occurrence.name) {
                return location(of: constant.span, encoding: encoding) ?? .null
            }
            guard let declaration = index.occurrences.first(where: { $0.kind == .constantDeclaration && $0.name == occurrence.name })
            else { return .null }
            return location(of: file.span(declaration.range), encoding: encoding) ?? .null
        case .constraintName:
            if let constraint = layout.ir.constraints.first(where: { $0.name == occurrence.name }) {
                return location(of: constraint.span, encoding: encoding) ?? .null
            }
            return .null
        case .usePath:
            let joined = IncludePath.joined(IncludePath.directory(of: file.path), occurrence.name)
            guard case .success = loader.canonicalPath(of: joined) else { return .null }
            let start = JSON.object(["line": .int(0), "character": .int(0)])
            return .object([
                "uri": .string(DocumentURI.uri(of: IncludePath.standardized(joined))),
                "range": .object(["start": start, "end": start]),
            ])
        default:
            return .null
        }
    }

    /// Every place in this document the view or guide at `offset` is named.
    func references(at offset: Int, includeDeclaration: Bool, encoding: PositionEncoding) -> JSON {
        guard let occurrence = index.occurrence(at: offset) else { return .null }
        let kinds: Set<OccurrenceKind>
        switch occurrence.kind {
        case .viewDeclaration, .guideDeclaration, .viewReference:
            kinds = includeDeclaration ? [.viewDeclaration, .guideDeclaration, .viewReference] : [.viewReference]
        case .constantDeclaration, .constantReference:
            kinds = includeDeclaration ? [.constantDeclaration, .constantReference] : [.constantReference]
        default:
            return .null
        }
        return .array(index.occurrences.filter { kinds.contains($0.kind) && $0.name == occurrence.name }.map {
            .object(["uri": .string(uri), "range": file.lspRange(of: $0.range, encoding: encoding)])
        })
    }

    // MARK: Completion

    /// The completions at `offset`: attributes after `view.`, priority names after `@` or `~`,
    /// condition words and the file's flags after `when`, else the declared views and guides.
    func completion(at offset: Int) -> JSON {
        let bytes = file.bytes
        let offset = min(max(offset, 0), bytes.count)
        var wordStart = offset
        while wordStart > 0, Self.isNameByte(bytes[wordStart - 1]) { wordStart -= 1 }
        var before = wordStart
        while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
        let previous = before > 0 ? bytes[before - 1] : 0
        var items: [(label: String, kind: Int, detail: String)] = []
        if wordStart > 0, bytes[wordStart - 1] == UInt8(ascii: ".") {
            // `v.safeArea.` takes the safe area's attributes; `v.` every attribute and `safeArea`.
            let ownerEnd = wordStart - 1
            var ownerStart = ownerEnd
            while ownerStart > 0, Self.isNameByte(bytes[ownerStart - 1]) { ownerStart -= 1 }
            let owner = file.text(in: SourceRange(start: ownerStart, end: ownerEnd))
            let isGuideOwner = ownerStart > 0 && bytes[ownerStart - 1] == UInt8(ascii: ".")
            if owner == "safeArea", isGuideOwner {
                items = AttributeVocabulary.safeAreaNames.map { ($0, 10, "safe-area attribute") }
            } else if owner == "content" || owner == "frame", isGuideOwner {
                items = AttributeVocabulary.safeAreaNames.map { ($0, 10, "\(owner) guide attribute") }
            } else if owner == "keyboard" || owner == "readable", isGuideOwner {
                items = AttributeVocabulary.safeAreaNames.map { ($0, 10, "root's \(owner) guide attribute") }
            } else {
                items = AttributeVocabulary.names.map { ($0, 10, "attribute") } + [("safeArea", 9, "the view's safe area")]
                // Root's keyboard and readable guides: `root.keyboard.` and `root.readable.`.
                if owner == "root" {
                    items += [
                        ("keyboard", 9, "root's keyboard layout guide (keyboardLayoutGuide; --keyboard HEIGHT shows it)"),
                        ("readable", 9, "root's readable content guide (readableContentGuide)"),
                    ]
                }
                // A scroll view's guides: `page.content.` and `page.frame.`.
                if let view = viewID(named: owner), layout.ir.isScrollView(view) {
                    items += [
                        ("content", 9, "the scroll view's content layout guide (its size is the content size)"),
                        ("frame", 9, "the scroll view's frame layout guide"),
                    ]
                }
            }
        } else if let dynamicType = dynamicTypeCompletion(before: before) {
            items = dynamicType
        } else if (previous == UInt8(ascii: "{") || previous == UInt8(ascii: ";") || previous == UInt8(ascii: "\n"))
            && isInPropertyBlock(at: wordStart)
        {
            items = AttributeVocabulary.propertyNames.map { ($0, 10, "view property") }
        } else if previous == UInt8(ascii: "@") || previous == UInt8(ascii: "~") {
            items = PriorityName.allCases.map { ($0.rawValue, 20, "priority \(Self.number($0.value))") }
                + constantItems
        } else if isInCondition(at: wordStart) {
            var words: [(String, Int, String)] = DeviceIdiom.allCases.map { ($0.rawValue, 20, "idiom") }
            for sizeClass in SizeClass.allCases {
                for dimension in CanvasDimension.allCases {
                    words.append((LayoutCondition.sizeClass(sizeClass, dimension).description, 20, "size class"))
                }
            }
            words.append((LayoutCondition.landscape.description, 20, "canvas wider than high"))
            words += CanvasDimension.allCases.map { ($0.rawValue, 20, "canvas dimension (compare with a number)") }
            words.append(("contentSize", 20, "content size category (compare with one: contentSize >= accessibilityMedium)"))
            words += ["not", "and", "or"].map { ($0, 14, "keyword") }
            let builtIn = Set(words.map(\.0))
            words += index.conditionNames.filter { !builtIn.contains($0) }.map { ($0, 21, "flag used in this file") }
            items = words
        } else {
            var seen = Set<String>()
            for view in layout.ir.views where !view.isImplicitGuide && seen.insert(view.name).inserted {
                items.append((view.name, view.isGuide ? 8 : 7, view.isGuide ? "guide" : "view"))
            }
            for declaration in index.declarations where seen.insert(declaration.name).inserted {
                items.append((declaration.name, declaration.kind == .guideDeclaration ? 8 : 7,
                              declaration.kind == .guideDeclaration ? "guide" : "view"))
            }
            // Where a number goes, a constant may too (kind 21: constant).
            items += constantItems.filter { seen.insert($0.label).inserted }
        }
        // The word typed so far narrows the list, and a long list (a file of thousands of views)
        // is cut, marked incomplete so that the client asks again as the word grows.
        let typed = file.text(in: SourceRange(start: wordStart, end: offset)).lowercased()
        if !typed.isEmpty { items = items.filter { $0.label.lowercased().hasPrefix(typed) } }
        let isIncomplete = items.count > Self.maximumCompletions
        return .object([
            "isIncomplete": .bool(isIncomplete),
            "items": .array(items.prefix(Self.maximumCompletions).enumerated().map { position, item in
                .object([
                    "label": .string(item.label), "kind": .int(item.kind), "detail": .string(item.detail),
                    // Kept in the order given: the vocabulary's order, then declaration order.
                    "sortText": .string(Self.sortText(position)),
                ])
            }),
        ])
    }

    /// Dynamic Type's names where the text before `before` asks for one: a category after
    /// `contentSize OP`, a text style after `scaled(N,` or a block's `textStyle`; else nil.
    private func dynamicTypeCompletion(before: Int) -> [(label: String, kind: Int, detail: String)]? {
        let lineStart = file.lineRange(file.line(at: before)).start
        let text = file.text(in: SourceRange(start: lineStart, end: before))
        let trimmed = text.reversed().drop { $0 == " " || $0 == "\t" }
        // The word before, skipping the comparison's operator or the comma.
        func wordBefore(_ characters: some Sequence<Character>) -> String {
            String(characters.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        }
        let styles = AttributeVocabulary.textStyleNames.map { ($0, 20, "text style") }
        if wordBefore(trimmed) == "textStyle" { return styles }
        let operators: Set<Character> = ["<", ">", "="]
        if let last = trimmed.first, operators.contains(last), wordBefore(trimmed.drop { operators.contains($0) }) == "contentSize" {
            return AttributeVocabulary.contentSizeCategoryNames.map { ($0, 20, "content size category") }
        }
        if trimmed.first == ",", let open = text.range(of: "scaled(", options: .backwards),
            !text[open.upperBound...].contains(")")
        {
            return styles
        }
        return nil
    }

    /// Whether `offset` is inside a view's block, `view NAME { ... }` (or a stack's or scroll
    /// view's): the innermost unclosed `{` before it sits on a line that declares views.
    private func isInPropertyBlock(at offset: Int) -> Bool {
        let bytes = file.bytes
        var depth = 0
        var position = offset
        while position > 0 {
            position -= 1
            switch bytes[position] {
            case UInt8(ascii: "}"): depth += 1
            case UInt8(ascii: "{") where depth > 0: depth -= 1
            case UInt8(ascii: "{"):
                var lineStart = position
                while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                let line = file.text(in: SourceRange(start: lineStart, end: position))
                    .drop(while: { $0 == " " || $0 == "\t" })
                return ["view ", "stack ", "scroll "].contains(where: { line.hasPrefix($0) })
            default: continue
            }
        }
        return false
    }

    /// The file's named constants as completion items, with their values.
    private var constantItems: [(label: String, kind: Int, detail: String)] {
        layout.ir.constants.map { ($0.name, 21, "constant = \(Self.number($0.value))") }
    }

    /// The most completion items one answer holds.
    static let maximumCompletions = 500

    /// `position` as five digits, so that clients sort items in the order given.
    private static func sortText(_ position: Int) -> String {
        let digits = String(position)
        return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
    }

    /// Whether `offset` is in a `when` condition: after `when` on its line, before a `{`.
    private func isInCondition(at offset: Int) -> Bool {
        let line = file.line(at: offset)
        let lineStart = file.lineRange(line).start
        let text = file.text(in: SourceRange(start: lineStart, end: offset))
        guard let when = text.range(of: "when", options: .backwards) else { return false }
        let after = text[when.upperBound...]
        let beforeWord = text[..<when.lowerBound].last
        return !after.contains("{") && (after.first == " " || after.first == "(")
            && (beforeWord == nil || beforeWord == " " || beforeWord == "\t" || beforeWord == "}")
    }

    /// Whether `byte` may be part of a name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            || byte >= 0x80
    }

    // MARK: Code actions

    /// A quick fix for every fix-it of every finding whose range meets `range`.
    func codeActions(in range: SourceRange, encoding: PositionEncoding, documentationBase: String?) -> JSON {
        var actions: [JSON] = []
        for diagnostic in diagnostics where !diagnostic.fixIts.isEmpty {
            let shown = displayRange(of: diagnostic.span)
            guard shown.start <= range.end, range.start <= shown.end else { continue }
            for fixIt in diagnostic.fixIts {
                guard let source = source(at: fixIt.span.path) else { continue }
                let old = source.text(in: fixIt.span.range)
                let title: String
                if fixIt.replacement.isEmpty {
                    title = "Remove '\(old)'"
                } else if old.isEmpty, fixIt.replacement.contains("\n") {
                    // Lines appended (S002, S008): named as the lines they add.
                    let lines = fixIt.replacement.split(separator: "\n").map { "'\($0)'" }
                    title = "Add " + DiagnosticContext.list(lines)
                } else if old.isEmpty {
                    title = "Insert '\(fixIt.replacement)'"
                } else {
                    title = "Replace '\(old)' with '\(fixIt.replacement)'"
                }
                let editURI = fixIt.span.path == file.path ? uri : DocumentURI.uri(of: fixIt.span.path)
                let edit = JSON.object([
                    "range": source.lspRange(of: fixIt.span.range, encoding: encoding),
                    "newText": .string(fixIt.replacement),
                ])
                actions.append(.object([
                    "title": .string(title),
                    "kind": .string("quickfix"),
                    "isPreferred": .bool(diagnostic.fixIts.count == 1),
                    "diagnostics": .array([lspDiagnostic(diagnostic, encoding: encoding, documentationBase: documentationBase)]),
                    "edit": .object(["changes": .object([editURI: .array([edit])])]),
                ]))
            }
        }
        return .array(actions)
    }

    // MARK: Document symbols

    /// The views as a tree (children nested), the guides, and the named constraints.
    func documentSymbols(encoding: PositionEncoding) -> JSON {
        func json(_ node: SymbolNode) -> JSON {
            let kind: Int
            switch node.kind {
            case "view": kind = 5  // Class
            case "guide": kind = 11  // Interface
            default: kind = 14  // Constant
            }
            return .object([
                "name": .string(node.name), "kind": .int(kind), "detail": .string(node.kind),
                "range": file.lspRange(of: node.range, encoding: encoding),
                "selectionRange": file.lspRange(of: node.selectionRange, encoding: encoding),
                "children": .array(node.children.map(json)),
            ])
        }
        return .array(index.symbols.map(json))
    }

    // MARK: Semantic tokens

    /// The token types, in the order the legend gives them.
    static let semanticTokenTypes = [
        "keyword", "class", "interface", "property", "variable", "enumMember", "number", "string", "operator", "function",
    ]
    /// The token modifiers: a name's declaration.
    static let semanticTokenModifiers = ["declaration"]

    /// Every token of the document with a type, encoded relative to the one before (the LSP's
    /// five integers per token).
    func semanticTokens(encoding: PositionEncoding) -> JSON {
        var roles: [Int: (type: Int, modifiers: Int)] = [:]
        let guides = Set(index.declarations.filter { $0.kind == .guideDeclaration }.map(\.name))
        for occurrence in index.occurrences {
            let role: (Int, Int)
            switch occurrence.kind {
            case .viewDeclaration: role = (1, 1)
            case .guideDeclaration: role = (2, 1)
            case .viewReference: role = guides.contains(occurrence.name) ? (2, 0) : (1, 0)
            case .attribute, .property: role = (3, 0)
            case .constraintName: role = (4, 1)
            case .conditionName: role = (5, 0)
            case .keyword: role = (0, 0)
            case .usePath: role = (7, 0)
            case .constantDeclaration: role = (4, 1)
            case .constantReference: role = (4, 0)
            }
            roles[occurrence.range.start] = role
        }
        var data: [JSON] = []
        var previousLine = 0
        var previousStart = 0
        for token in Lexer.tokens(of: file) {
            let type: Int
            var modifiers = 0
            switch token.kind {
            case .identifier, .keywordRoot:
                if let role = roles[token.range.start] {
                    (type, modifiers) = role
                } else if token.kind == .keywordRoot {
                    type = 1
                } else if PriorityName.reserved(file.text(in: token.range)) != nil {
                    type = 5
                } else {
                    continue
                }
            case .keywordView: type = roles[token.range.start]?.type ?? 0
            case .keywordFlex: type = 9
            case .keywordRequired, .keywordHigh, .keywordMedium, .keywordLow: type = 5
            case .number: type = 6
            case .string: type = 7
            case .plus, .minus, .star, .slash, .at, .tilde, .equal, .equalEqual, .greaterThanOrEqual, .lessThanOrEqual:
                type = 8
            default: continue
            }
            // A token never spans lines here (strings end at the line); split none.
            let start = file.position(of: token.range.start, encoding: encoding)
            let end = file.position(of: token.range.end, encoding: encoding)
            guard end.line == start.line, end.character > start.character else { continue }
            let deltaLine = start.line - previousLine
            let deltaStart = deltaLine == 0 ? start.character - previousStart : start.character
            data += [.int(deltaLine), .int(deltaStart), .int(end.character - start.character), .int(type), .int(modifiers)]
            previousLine = start.line
            previousStart = start.character
        }
        return .object(["data": .array(data)])
    }
}
