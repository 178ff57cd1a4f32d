import LayoutLexer
import LayoutSource

/// Parsing names and properties: the priority names reserved from naming anything, `[name]`
/// before an equation, and the properties in a view's block (see grammar.md).
extension Parser {
    // MARK: Reserved priority names

    /// Reports `token` if it is an identifier reserved as a priority name; returns whether it was.
    ///
    /// `defaultHigh`, `defaultLow` and `fittingSize` are keywords of the language: the lexer
    /// leaves them as identifiers (so the core's keyword test stays fast) and the parser refuses
    /// them wherever a name is expected.
    mutating func reportReservedName(_ token: Token, naming what: String = "a view") -> Bool {
        guard isReservedName(token) else { return false }
        report(
            .error(
                .keywordAsName, "'\(text(token.range))' is a priority name and cannot name \(what)",
                at: source.span(token.range), notes: ["priority names are keywords, like 'high' and 'low'"]))
        return true
    }

    /// Whether `token` spells `defaultHigh`, `defaultLow` or `fittingSize`; names are ruled out
    /// by length and first byte before any text is made, as every attribute reference asks.
    func isReservedName(_ token: Token) -> Bool {
        guard token.kind == .identifier, token.end - token.start == 10 || token.end - token.start == 11 else {
            return false
        }
        let first = bytes[token.start]
        guard first == UInt8(ascii: "d") || first == UInt8(ascii: "f") else { return false }
        return PriorityName.reserved(text(token.range)) != nil
    }

    // MARK: Constraint names

    /// `[NAME] equation`: an equation with a name.
    mutating func parseNamedEquation() -> Statement {
        let open = token
        index += 1
        let current = token
        guard current.kind == .identifier else {
            if current.kind.isKeyword {
                report(
                    .error(
                        .keywordAsName, "'\(text(current.range))' is a keyword and cannot name a constraint",
                        at: source.span(current.range)))
            } else if !reportBadToken(current) {
                report(
                    .error(
                        .malformedConstraintName, "expected a constraint name after '[', found \(describe(current))",
                        at: spanForFound(current), notes: ["a constraint's name reads '[name] a.left = b.left'"]))
            }
            return .bad(BadSyntax(range: SourceRange(start: open.start, end: previousEnd)))
        }
        if reportReservedName(current, naming: "a constraint") {
            return .bad(BadSyntax(range: SourceRange(start: open.start, end: current.end)))
        }
        index += 1
        guard kind == .rightBracket else {
            let found = token
            if !reportBadToken(found) {
                report(
                    .error(
                        .malformedConstraintName, "expected ']' after the constraint name, found \(describe(found))",
                        at: spanForFound(found),
                        fixIts: [FixIt(span: source.span(SourceRange(at: current.end)), replacement: "]")]))
            }
            return .bad(BadSyntax(range: SourceRange(start: open.start, end: previousEnd)))
        }
        index += 1
        let name = ConstraintNameSyntax(
            name: identifier(current), range: SourceRange(start: open.start, end: previousEnd))
        switch kind {
        case .keywordView:
            report(
                .error(
                    .malformedConstraintName, "only an equation can be named, not a view declaration",
                    at: source.span(name.range)))
            let declaration = parseViewDeclaration()
            return .bad(BadSyntax(range: SourceRange(start: open.start, end: declaration.range.end)))
        case .newline, .semicolon, .endOfFile:
            report(
                .error(
                    .malformedConstraintName, "expected an equation after the constraint name '\(name.name.name)'",
                    at: source.span(name.range)))
            return .bad(BadSyntax(range: name.range))
        default:
            break
        }
        let statement = parseEquation()
        guard case .equation(var equation) = statement else { return statement }
        equation.name = name
        return .equation(equation)
    }

    // MARK: Property blocks

    /// The properties a block may hold, for notes.
    package static let propertyNote =
        "properties are intrinsic, intrinsicWidth, intrinsicHeight, hugging, compression, margins, directionalMargins, insetsMarginsFromSafeArea and baseline; a stack's are axis, spacing, distribution, alignment, baselineRelative and marginsRelative, and an arranged view's spacingAfter"

    /// `NAME value {(, | x) value}`, ending before `;`, a newline or `}`.
    mutating func parseProperty() -> ViewPropertySyntax? {
        let nameToken = token
        index += 1
        var values: [PropertyValueSyntax] = []
        var separator = PropertySeparator.none
        while true {
            let current = token
            switch current.kind {
            case .number:
                values.append(PropertyValueSyntax(
                    value: .number(numberValue(current.range)), separator: separator, range: current.range))
            case .keywordRequired, .keywordHigh, .keywordMedium, .keywordLow:
                let name = PriorityName(rawValue: text(current.range)) ?? .required
                values.append(PropertyValueSyntax(value: .priority(name), separator: separator, range: current.range))
            case .identifier where PriorityName.reserved(text(current.range)) != nil:
                let name = PriorityName.reserved(text(current.range)) ?? .required
                values.append(PropertyValueSyntax(value: .priority(name), separator: separator, range: current.range))
            case .identifier where text(current.range) == "true" || text(current.range) == "false":
                values.append(PropertyValueSyntax(
                    value: .boolean(text(current.range) == "true"), separator: separator, range: current.range))
            case .identifier where text(current.range) != "x":
                // `axis vertical`, `spacing system`: names the checker gives meaning to (`x`
                // separates values, so it is none).
                values.append(PropertyValueSyntax(
                    value: .identifier(text(current.range)), separator: separator, range: current.range))
            case .malformedNumber where splitSize(current.range) != nil:
                // `120x20` lexes as one malformed number; in a property it is a width by a height.
                guard let (width, height) = splitSize(current.range) else { return nil }
                values.append(PropertyValueSyntax(value: .number(width.value), separator: separator, range: width.range))
                values.append(PropertyValueSyntax(value: .number(height.value), separator: .by, range: height.range))
            default:
                if !reportBadToken(current) {
                    report(
                        .error(
                            .malformedProperty,
                            "expected a number or a priority for '\(text(nameToken.range))', found \(describe(current))",
                            at: spanForFound(current)))
                }
                return nil
            }
            index += 1
            let next = token
            switch next.kind {
            case .comma:
                separator = .comma
            case .identifier where text(next.range) == "x":
                separator = .by
            case .newline, .semicolon, .rightBrace, .endOfFile:
                return ViewPropertySyntax(
                    name: identifier(nameToken), values: values,
                    range: SourceRange(start: nameToken.start, end: previousEnd))
            default:
                if !reportBadToken(next) {
                    report(
                        .error(
                            .malformedProperty, "expected ',', 'x' or the end of the property, found \(describe(next))",
                            at: spanForFound(next), notes: ["separate values with ',', or a width and a height with 'x'"]))
                }
                return nil
            }
            index += 1
        }
    }

    /// A malformed number such as `120x20` read as two numbers, or `nil` if it is not one.
    func splitSize(_ range: SourceRange) -> (width: NumberLiteral, height: NumberLiteral)? {
        let spelled = text(range)
        let parts = spelled.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        func number(_ part: Substring) -> Double? {
            guard let first = part.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
                part.utf8.allSatisfy({ ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".") }),
                let value = Double(part), value.isFinite
            else { return nil }
            return value
        }
        guard let width = number(parts[0]), let height = number(parts[1]) else { return nil }
        let widthEnd = range.start + parts[0].utf8.count
        return (
            NumberLiteral(value: width, range: SourceRange(start: range.start, end: widthEnd)),
            NumberLiteral(value: height, range: SourceRange(start: widthEnd + 1, end: range.end))
        )
    }
}
