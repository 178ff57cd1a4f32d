// The diagnostic catalogue: every code the compiler reports, with the severity it is reported at
// and its title, in one list. grammar.md documents each one in its table of codes (a test keeps
// the two in step), and a new code is added here and only here.

extension DiagnosticCode {
    // MARK: L: The lexer (Sources/Lexer): characters that start no token, malformed numbers and strings.

    /// L001: a character that starts no token.
    public static let unexpectedCharacter = DiagnosticCode("L001", .error, title: "unexpected character")
    /// L002: bytes that are not valid UTF-8.
    public static let invalidUTF8 = DiagnosticCode("L002", .error, title: "invalid UTF-8")
    /// L003: a block comment with no closing `*/`.
    public static let unterminatedBlockComment = DiagnosticCode("L003", .error, title: "unterminated block comment")
    /// L004: a number with a missing part or trailing junk.
    public static let malformedNumber = DiagnosticCode("L004", .error, title: "malformed number")
    /// L005: a number too large to represent.
    public static let numberOutOfRange = DiagnosticCode("L005", .error, title: "number out of range")

    // MARK: P: The parser (Sources/Parser): statements and expressions that do not parse.

    /// P001: an expression was expected.
    public static let expectedExpression = DiagnosticCode("P001", .error, title: "expected an expression")
    /// P002: a relation operator was expected after the left-hand side.
    public static let expectedRelation = DiagnosticCode("P002", .error, title: "expected a relation")
    /// P003: a `(` was not closed.
    public static let expectedClosingParenthesis = DiagnosticCode("P003", .error, title: "expected ')'")
    /// P004: a view name was not followed by `.attribute`.
    public static let expectedAttribute = DiagnosticCode("P004", .error, title: "expected an attribute")
    /// P005: a view declaration lacks a name.
    public static let expectedViewName = DiagnosticCode("P005", .error, title: "expected a view name")
    /// P006: a keyword stands where a view name must be.
    public static let keywordAsName = DiagnosticCode("P006", .error, title: "keyword used as a name")
    /// P007: `@` is not followed by a priority.
    public static let invalidPriority = DiagnosticCode("P007", .error, title: "invalid priority")
    /// P008: a statement is followed by more than its terminator.
    public static let expectedEndOfStatement = DiagnosticCode("P008", .error, title: "expected end of statement")
    /// P009: an expression nests deeper than the parser allows.
    public static let nestingTooDeep = DiagnosticCode("P009", .error, title: "expression nested too deeply or too long")
    /// P010: more diagnostics were found than are shown (a note).
    public static let tooManyDiagnostics = DiagnosticCode("P010", .note, title: "too many diagnostics")
    /// P011: `flex` is not followed by `()`.
    public static let malformedFlex = DiagnosticCode("P011", .error, title: "malformed flex()")

    // MARK: A: View property blocks: the parser reports A001 to A003, the checker the rest.

    /// A001: a property block holds something that is not a property name.
    public static let expectedProperty = DiagnosticCode("A001", .error, title: "expected a property")
    /// A002: a property's values are missing or followed by something that is not a separator.
    public static let malformedProperty = DiagnosticCode("A002", .error, title: "malformed property")
    /// A003: a property block is not closed, or not right after a view name.
    public static let expectedPropertyBlockEnd = DiagnosticCode(
        "A003", .error, title: "misplaced or unclosed property block")
    /// A004: a property name that does not exist.
    public static let unknownProperty = DiagnosticCode("A004", .error, title: "unknown property")
    /// A005: a property with the wrong number or kind of values.
    public static let invalidPropertyValues = DiagnosticCode("A005", .error, title: "invalid property values")
    /// A006: a property set twice for one view.
    public static let duplicateProperty = DiagnosticCode("A006", .error, title: "property set twice")
    /// A007: a warning that `hugging` or `compression` is set for a view with no intrinsic size.
    public static let priorityWithoutIntrinsicSize = DiagnosticCode(
        "A007", .warning, title: "content priority without an intrinsic size")
    /// A008: a property block after a guide's name (guides have no properties).
    public static let propertyBlockOnGuide = DiagnosticCode("A008", .error, title: "property block on a guide")
    /// A009: something in root's block that root cannot have (root takes only its margins).
    public static let propertyOnRoot = DiagnosticCode("A009", .error, title: "property root cannot have")
    /// A010: root's block after an equation that already used root's margins.
    public static let rootBlockAfterMarginUse = DiagnosticCode(
        "A010", .error, title: "root's block after a use of root's margins")
    /// A011: a property value that is not one of the names the property takes (`axis vertcal`).
    public static let unknownPropertyValue = DiagnosticCode("A011", .error, title: "unknown property value")
    /// A012: a stack's property (`axis`, `distribution`...) on a view that is not a stack.
    public static let stackPropertyOnView = DiagnosticCode("A012", .error, title: "stack property on a view that is not a stack")
    /// A013: `spacingAfter` on a view that is not arranged in a stack.
    public static let spacingAfterNotArranged = DiagnosticCode(
        "A013", .error, title: "spacingAfter on a view that is not arranged")
    /// A014: a warning that an alignment means something else on the stack's axis, as UIKit treats it.
    public static let alignmentOnAxis = DiagnosticCode("A014", .warning, title: "alignment not meant for the stack's axis")
    /// A015: a stack whose arranged views are hidden, or whose own properties change (`stack NAME`
    /// in `when`), under more different conditions than its lowering takes.
    public static let tooManyConditionallyHidden = DiagnosticCode(
        "A015", .error, title: "too many arranged views hidden by variant")

    // MARK: N: Names (the checker): views, attributes and constraint names.

    /// N001: a view name that is not declared.
    public static let unknownView = DiagnosticCode("N001", .error, title: "unknown view")
    /// N002: a view declared a second time.
    public static let duplicateView = DiagnosticCode("N002", .error, title: "view declared twice")
    /// N003: an attribute name that does not exist.
    public static let unknownAttribute = DiagnosticCode("N003", .error, title: "unknown attribute")
    /// N004: a view used on a line before the one that declares it.
    public static let viewUsedBeforeDeclaration = DiagnosticCode(
        "N004", .error, title: "view used before its declaration")
    /// N005: `[` not followed by a name and `]`, or a name on something that is not an equation.
    public static let malformedConstraintName = DiagnosticCode("N005", .error, title: "malformed constraint name")

    // MARK: T: Types and expressions (the checker): the axis rules, flex(), compounds, priorities.

    /// T001: a product of two expressions that both contain unknowns.
    public static let nonlinearProduct = DiagnosticCode("T001", .error, title: "product of unknowns")
    /// T002: a quotient whose divisor contains unknowns.
    public static let divisionByUnknown = DiagnosticCode("T002", .error, title: "division by an unknown")
    /// T003: a quotient whose divisor is zero.
    public static let divisionByZero = DiagnosticCode("T003", .error, title: "division by zero")
    /// T004: a number, written or folded, that is infinite or not a number.
    public static let nonFiniteNumber = DiagnosticCode("T004", .error, title: "number is not finite")
    /// T005: `flex()` written more than once in one equation.
    public static let repeatedFlex = DiagnosticCode("T005", .error, title: "flex() used more than once")
    /// T006: `flex()` multiplied or divided.
    public static let scaledFlex = DiagnosticCode("T006", .error, title: "flex() multiplied or divided")
    /// T007: `flex()` in an inequality.
    public static let flexInInequality = DiagnosticCode("T007", .error, title: "flex() in an inequality")
    /// T008: a compound attribute added to a scalar attribute or `flex()`.
    public static let compoundMixedWithScalar = DiagnosticCode(
        "T008", .error, title: "compound attribute mixed with a scalar")
    /// T009: `edges` multiplied, divided or negated.
    public static let scaledEdges = DiagnosticCode("T009", .error, title: "edges scaled")
    /// T010: two different compound attributes combined or related.
    public static let compoundMismatch = DiagnosticCode("T010", .error, title: "different compound attributes")
    /// T011: a compound related to something that is neither the same compound nor (for size and center) a
    /// number.
    public static let compoundRelatedToScalar = DiagnosticCode(
        "T011", .error, title: "compound attribute related to a scalar")
    /// T012: a horizontal position related to a vertical attribute, or the reverse.
    public static let axisMismatch = DiagnosticCode("T012", .error, title: "attributes on different axes")
    /// T013: a dimension related to a position whose coefficients do not cancel.
    public static let sizeRelatedToLocation = DiagnosticCode("T013", .error, title: "size related to a location")
    /// T014: a priority number outside (0, 1000].
    public static let priorityOutOfRange = DiagnosticCode("T014", .error, title: "priority out of range")
    /// T015: a required equation without unknowns that never holds, such as `3 = 4`.
    public static let alwaysFalse = DiagnosticCode("T015", .error, title: "constraint is always false")
    /// T016: an equation without unknowns that always holds, such as `0 <= 1`; or an optional one that never
    /// does.
    public static let withoutUnknowns = DiagnosticCode("T016", .warning, title: "constraint without unknowns")
    /// T017: `flex()` in an equation of compound attributes.
    public static let flexInCompound = DiagnosticCode("T017", .error, title: "flex() with a compound attribute")
    /// T018: a priority written below 1000 whose nearest double is 1000, so it would be required.
    public static let priorityRoundsToRequired = DiagnosticCode("T018", .error, title: "priority rounds to required")
    /// T019: a number subtracted from `edges` or `margins` on the right of a relation: it outsets
    /// here, and insets in Constrainer.
    public static let subtractedInset = DiagnosticCode("T019", .warning, title: "number subtracted from edges")
    /// T020: a number, written or folded, larger in magnitude than `NumberLimit.maximumMagnitude`.
    public static let numberTooLarge = DiagnosticCode("T020", .error, title: "number too large")
    /// T021: a content size category that UIKit does not have (`contentSize >= acessibilityLarge`),
    /// or `contentSize` compared with something that is no category.
    public static let unknownContentSize = DiagnosticCode("T021", .error, title: "unknown content size category")
    /// T022: a text style that UIKit does not have (`scaled(12, heading)`, `textStyle bdy`).
    public static let unknownTextStyle = DiagnosticCode("T022", .error, title: "unknown text style")
    /// T023: `scaled` not written `scaled(NUMBER)` or `scaled(NUMBER, STYLE)`.
    public static let malformedScaled = DiagnosticCode("T023", .error, title: "malformed scaled number")
    /// T024: a `textStyle` on a view without an intrinsic size: there is nothing for it to scale.
    public static let textStyleWithoutIntrinsicSize = DiagnosticCode(
        "T024", .warning, title: "text style without an intrinsic size")
    /// T025: a scaled number generated UIKit code cannot follow as the content size changes: in
    /// a multiplier or a priority, or multiplied by another scaled number.
    public static let scaledBeyondConstant = DiagnosticCode(
        "T025", .error, title: "scaled number generated code cannot follow")

    // MARK: D: Duplicates (the checker's deduplication) and constraint names used twice.

    /// D001: a constraint equal to an earlier one, up to scale.
    public static let duplicateConstraint = DiagnosticCode("D001", .warning, title: "duplicate constraint")
    /// D002: the same constraint written at two priorities.
    public static let constraintAtTwoPriorities = DiagnosticCode(
        "D002", .warning, title: "constraint repeated at another priority")
    /// D003: two required equalities with the same terms and different constants.
    public static let conflictingEqualities = DiagnosticCode("D003", .error, title: "conflicting required equalities")
    /// D004: two constraints with the same name.
    public static let duplicateConstraintName = DiagnosticCode("D004", .error, title: "constraint name used twice")

    // MARK: H: The view hierarchy: nested views (parser), `superview` and safe areas (checker).

    /// H001: view blocks nested more deeply than the parser allows.
    public static let viewsNestedTooDeeply = DiagnosticCode("H001", .error, title: "views nested too deeply")
    /// H002: `superview` in an equation about root, which has no superview.
    public static let superviewOfRoot = DiagnosticCode("H002", .error, title: "root has no superview")
    /// H003: `superview` in a relation whose left-hand side names no view.
    public static let superviewWithoutView = DiagnosticCode(
        "H003", .error, title: "superview without a view to belong to")
    /// H004: `safeArea` of a layout guide, which has none.
    public static let safeAreaOfGuide = DiagnosticCode("H004", .error, title: "a guide has no safe area")
    /// H005: a nested view's position set to a bare number, which is root-relative, not relative
    /// to its parent.
    public static let absolutePositionInNestedView = DiagnosticCode(
        "H005", .warning, title: "nested view placed at an absolute position")
    /// H006: `v.keyboard.ATTR` or `v.readable.ATTR` of a view other than root.
    public static let rootGuideOfView = DiagnosticCode(
        "H006", .error, title: "keyboard or readable guide of a view other than root")

    // MARK: V: Variants: blocks and conditions (parser and checker); V008 to V010 from solving and
    // `check`.

    /// V001: a `{` that opens a statement block has no matching `}`.
    public static let unclosedBlock = DiagnosticCode("V001", .error, title: "unclosed block")
    /// V002: a `}` with no open block.
    public static let unmatchedClosingBrace = DiagnosticCode("V002", .error, title: "unmatched '}'")
    /// V003: statement blocks nested deeper than the parser allows.
    public static let blocksNestedTooDeeply = DiagnosticCode("V003", .error, title: "blocks nested too deeply")
    /// V004: a condition, or what follows it, does not parse.
    public static let malformedCondition = DiagnosticCode("V004", .error, title: "malformed condition")
    /// V005: a view or guide declared inside a `when` block (a new one: `stack NAME { ... }` of a
    /// stack declared earlier is its properties in the block's variants).
    public static let declarationInVariant = DiagnosticCode("V005", .error, title: "declaration inside a when block")
    /// V006: `compact` or `regular` without an axis, or `width` or `height` without a comparison.
    public static let incompleteCondition = DiagnosticCode("V006", .error, title: "incomplete condition")
    /// V007: a condition word that misspells a size class, an idiom, an orientation or a dimension.
    public static let unknownConditionName = DiagnosticCode("V007", .error, title: "unknown condition")
    /// V008: a condition reads the canvas size, and the solve has none (`--size` missing); `check`
    /// reports it as a note, leaving such constraints out.
    public static let conditionNeedsCanvas = DiagnosticCode("V008", .error, title: "condition needs the canvas size")
    /// V009: a warning that `--set` names a flag the file never uses.
    public static let unusedFlag = DiagnosticCode("V009", .warning, title: "flag not used by the file")
    /// V010: a note that `check` examined only some of the file's variants.
    public static let tooManyVariants = DiagnosticCode("V010", .note, title: "too many variants to examine")
    /// V011: `stack NAME { ... }` inside a `when` block that changes something other than a
    /// stack's own properties, or names a view that is not a stack.
    public static let nonStackPropertyInVariant = DiagnosticCode(
        "V011", .error, title: "only a stack's own properties can change per variant")

    // MARK: U: Composition: `use`, `clear` and `override` (U001 from the lexer; U002, U007 and U008
    // from the parser; the rest from the checker).

    /// U001: a string literal with no closing `"` on its line (composition: the path of `use`).
    public static let unterminatedString = DiagnosticCode("U001", .error, title: "unterminated string")
    /// U002: `use` without a quoted, non-empty path.
    public static let malformedUse = DiagnosticCode("U002", .error, title: "malformed use")
    /// U003: the file a `use` names cannot be read.
    public static let unreadableInclude = DiagnosticCode("U003", .error, title: "included file cannot be read")
    /// U004: a `use` path that is absolute or leaves the directory tree of the main file.
    public static let includeOutsideTree = DiagnosticCode(
        "U004", .error, title: "included file outside the main file's directory")
    /// U005: a file that includes itself, directly or through others.
    public static let includeCycle = DiagnosticCode("U005", .error, title: "include cycle")
    /// U006: a `use` in a layout compiled from text alone, with no loader for other files.
    public static let includeWithoutLoader = DiagnosticCode("U006", .error, title: "no files to include from")
    /// U007: a `use` inside a block; includes belong at the top level of a file.
    public static let misplacedUse = DiagnosticCode("U007", .error, title: "use inside a block")
    /// U008: `clear` not followed by a list of view names.
    public static let malformedClear = DiagnosticCode("U008", .error, title: "malformed clear")
    /// U009: a note naming the earlier constraints a constraint replaces.
    public static let replacedConstraint = DiagnosticCode("U009", .note, title: "constraint replaced")
    /// U010: a `clear` that drops no constraint.
    public static let clearDropsNothing = DiagnosticCode("U010", .warning, title: "clear drops nothing")
    /// U011: `clear` or `override` inside a `when` block.
    public static let compositionInVariant = DiagnosticCode(
        "U011", .error, title: "clear or override inside a when block")
    /// U012: a `use` that would include a file more than 64 files deep (`CompositionState.maximumIncludeDepth`).
    public static let includeTooDeep = DiagnosticCode("U012", .error, title: "includes nested too deep")

    // MARK: S: Solving (Sources/Compiler): conflicts, undetermined attributes, mirroring, safe areas.

    /// S001: the required constraints contradict each other (at the canvas size, if one is given).
    public static let unsatisfiableConstraints = DiagnosticCode(
        "S001", .error, title: "required constraints cannot all be satisfied")
    /// S002: a warning that some of a view's attributes have no unique value.
    public static let undeterminedAttributes = DiagnosticCode(
        "S002", .warning, title: "attributes not determined by the constraints")
    /// S003: a constraint the solver cannot take at all, such as one with a number too large.
    public static let unsolvableConstraint = DiagnosticCode("S003", .error, title: "constraint cannot be solved")
    /// S004: a view whose frame in right to left is not the mirror of its frame in left to right, found by
    /// `layoutc check --mirror`.
    public static let unmirroredFrame = DiagnosticCode(
        "S004", .warning, title: "frame does not mirror in right to left")
    /// S005: a safe area that cannot take its definition: required constraints force a side off both of its
    /// cases, or the rounds of case choices do not settle.
    public static let safeAreaOffDefinition = DiagnosticCode(
        "S005", .error, title: "safe area cannot take its definition")
    /// S006: a note that `check` solved the layout at no canvas, so what only a size can show
    /// (undetermined attributes, conflicts at a size) went unchecked.
    public static let checkedWithoutCanvas = DiagnosticCode("S006", .note, title: "checked at no canvas size")
    /// S007: a solved frame past what a double holds: every number is within the limit, but
    /// small multipliers in a chain multiply lengths without bound.
    public static let nonFiniteFrame = DiagnosticCode("S007", .error, title: "frame not finite")
    /// S008: a warning that at a fitting canvas (`375x`) root's fitted height (or width) is not
    /// determined by its content, so a self-sizing cell would collapse to root's own minimum.
    public static let collapsedFittedRoot = DiagnosticCode(
        "S008", .warning, title: "fitted size not determined by the content")
    /// S009: a warning that a view with content (a leaf view not full-bleed on that side) reaches
    /// outside root's safe area at a canvas with insets: under the status bar, the sensor housing
    /// or the home indicator.
    public static let viewInUnsafeArea = DiagnosticCode("S009", .warning, title: "view outside the safe area")

    // MARK: C: Canvases (`canvas "..."`, Sources/Parser, Checker, Compiler).

    /// C001: a `canvas` statement whose list is malformed: an empty string, or no string after a comma.
    public static let malformedCanvas = DiagnosticCode("C001", .error, title: "malformed canvas statement")
    /// C002: a `canvas` statement inside a block (`when`, `override`): canvases are the file's.
    public static let misplacedCanvas = DiagnosticCode("C002", .error, title: "canvas statement inside a block")
    /// C003: a canvas that is no size, fitted size, device or set the compiler knows.
    public static let unknownCanvas = DiagnosticCode("C003", .error, title: "unknown canvas")
    /// C004: a note that `check --content-size all` solved once, since nothing in the file
    /// depends on the content size category.
    public static let sameAtEveryContentSize = DiagnosticCode(
        "C004", .note, title: "one check answers every content size")
    /// C005: a view with a `textStyle` laid out smaller than its (scaled) intrinsic size: its
    /// text would be truncated or clipped at that content size.
    public static let textTruncated = DiagnosticCode("C005", .warning, title: "text truncated")
    /// C006: a view with a `textStyle` laid out partly outside root: its text runs off the screen.
    public static let textOffScreen = DiagnosticCode("C006", .warning, title: "text off the screen")

    // MARK: Y: Hidden views (`hidden`, `hide`, `show`; Sources/Parser, Checker).

    /// Y001: `hide` or `show` not followed by a list of view names.
    public static let malformedVisibility = DiagnosticCode("Y001", .error, title: "malformed hide or show")
    /// Y002: a guide hidden or shown: a layout guide is never drawn, so it cannot be hidden.
    public static let hiddenGuide = DiagnosticCode("Y002", .error, title: "guide hidden or shown")
    /// Y003: root hidden or shown: root is the canvas.
    public static let hiddenRoot = DiagnosticCode("Y003", .error, title: "root hidden or shown")
    /// Y004: a warning that a `hide` or `show` changes nothing: the view is already hidden (or
    /// shown) wherever the statement applies.
    public static let redundantVisibility = DiagnosticCode("Y004", .warning, title: "view already hidden or shown")

    // MARK: K: Named constants (`let`; Sources/Checker, the CLI's `--let`).

    /// K001: a name where a number must be that no `let` declares.
    public static let unknownConstant = DiagnosticCode("K001", .error, title: "unknown constant")
    /// K002: a view (or guide) named where a number must be, without an attribute.
    public static let viewAsNumber = DiagnosticCode("K002", .error, title: "view used as a number")
    /// K003: a `let` inside a block: constants are the file's, the same in every variant.
    public static let misplacedConstant = DiagnosticCode("K003", .error, title: "let inside a block")
    /// K004: a `let` whose expression is not constant: it reads a view's attribute or `flex()`.
    public static let nonConstantValue = DiagnosticCode("K004", .error, title: "value of a let is not constant")

    // MARK: G: Code generation (Sources/Codegen): what Auto Layout cannot say as written.

    /// G001: a note that an equation relating three or more anchors (once each item's terms are
    /// combined) is generated with helper layout guides, since an Auto Layout constraint relates two.
    public static let helperGuides = DiagnosticCode("G001", .note, title: "equation stated with helper layout guides")
    /// G002: a view's terms in one equation that add up to no single anchor (`a.left + a.leading`).
    public static let noSingleAnchor = DiagnosticCode("G002", .error, title: "terms of a view form no single anchor")
    /// G003: leading or trailing related to left, right or another absolute position: UIKit raises.
    public static let directionalWithAbsolute = DiagnosticCode(
        "G003", .error, title: "leading or trailing related to an absolute position")
    /// G004: an optional constraint whose violation UIKit would measure in other units than `solve`:
    /// neither side has a coefficient of 1.
    public static let rescaledOptionalConstraint = DiagnosticCode(
        "G004", .warning, title: "optional constraint weighed differently by Auto Layout")
    /// G005: an anchor that the item has not in the target framework (a guide's baseline; AppKit's margins).
    public static let anchorUnavailable = DiagnosticCode("G005", .error, title: "anchor not available")
    /// G006: a constraint on root's own position, which the view hierarchy fixes, not a constraint.
    public static let rootPositionConstraint = DiagnosticCode(
        "G006", .error, title: "constraint on root's position")
    /// G007: a multiplier or constant that is not finite once the equation is in Auto Layout's form.
    public static let nonFiniteInAutoLayout = DiagnosticCode("G007", .error, title: "number not finite in Auto Layout's form")
    /// G008: an optional priority that Auto Layout's `Float` priorities make required (or not positive).
    public static let priorityNotRepresentable = DiagnosticCode(
        "G008", .error, title: "priority not representable in Auto Layout")
    /// G009: a warning that two priorities of a file are one `Float`, so Auto Layout no longer ranks them.
    public static let prioritiesMergeAsFloat = DiagnosticCode(
        "G009", .warning, title: "priorities that Auto Layout cannot tell apart")
    /// G010: a stack generated for AppKit, whose NSStackView lays out otherwise than UIStackView.
    public static let stackWithoutAppKitCounterpart = DiagnosticCode(
        "G010", .error, title: "stack view without an exact AppKit counterpart")
    /// G011: a scroll view generated for AppKit, whose NSScrollView has no content or frame layout guide.
    public static let scrollWithoutAppKitCounterpart = DiagnosticCode(
        "G011", .error, title: "scroll view without an exact AppKit counterpart")
    /// G012: something `generate --engine frames` does not compile to frame code, and why.
    public static let notCompiledToFrames = DiagnosticCode(
        "G012", .error, title: "not compiled to frame code")

    // MARK: R: Scroll views (the checker): their content and frame guides.

    /// R001: `v.content.ATTR` or `v.frame.ATTR` on a view that is not a scroll view.
    public static let scrollGuideOfNonScrollView = DiagnosticCode(
        "R001", .error, title: "content or frame guide of a view that is not a scroll view")
    /// R002: a scroll view's edge or margin related to a view inside it: UIKit attaches it to
    /// the content area, not the frame (a note, with a fix-it to `v.content.ATTR`).
    public static let scrollEdgeAttachesToContent = DiagnosticCode(
        "R002", .note, title: "scroll view's edge attached to its content area")

    // MARK: X: Importing Interface Builder documents (Sources/Import, `layoutc import`).

    /// X001: the document is not well-formed XML.
    public static let malformedDocument = DiagnosticCode("X001", .error, title: "malformed XML document")
    /// X002: the document is XML but not an iOS Interface Builder document.
    public static let unsupportedDocument = DiagnosticCode("X002", .error, title: "not an iOS Interface Builder document")
    /// X003: a constraint or element of a scene that a `.layout` file cannot express.
    public static let inexpressible = DiagnosticCode("X003", .error, title: "no equivalent in a .layout file")
    /// X004: something with no equivalent that is left out, the layout otherwise imported.
    public static let leftOut = DiagnosticCode("X004", .warning, title: "left out of the imported layout")
    /// X005: a placeholder constraint, removed as Interface Builder removes it at build time.
    public static let placeholderRemoved = DiagnosticCode("X005", .note, title: "placeholder constraint removed")
    /// X006: a view Interface Builder marks misplaced or ambiguous.
    public static let misplacedView = DiagnosticCode("X006", .warning, title: "misplaced or ambiguous view")
    /// X007: the stored frames break one of the document's own required constraints.
    public static let staleFrame = DiagnosticCode("X007", .warning, title: "stale stored frames")

    /// Every code, in the order of this catalogue: by layer, then by number.
    public static let all: [DiagnosticCode] = [
        .unexpectedCharacter, .invalidUTF8, .unterminatedBlockComment, .malformedNumber, .numberOutOfRange,
        .expectedExpression, .expectedRelation, .expectedClosingParenthesis, .expectedAttribute, .expectedViewName,
        .keywordAsName, .invalidPriority, .expectedEndOfStatement, .nestingTooDeep, .tooManyDiagnostics,
        .malformedFlex, .expectedProperty, .malformedProperty, .expectedPropertyBlockEnd, .unknownProperty,
        .invalidPropertyValues, .duplicateProperty, .priorityWithoutIntrinsicSize, .propertyBlockOnGuide, .propertyOnRoot, .rootBlockAfterMarginUse,
        .unknownPropertyValue, .stackPropertyOnView, .spacingAfterNotArranged, .alignmentOnAxis, .tooManyConditionallyHidden,
        .unknownView, .duplicateView, .unknownAttribute, .viewUsedBeforeDeclaration, .malformedConstraintName,
        .nonlinearProduct, .divisionByUnknown, .divisionByZero, .nonFiniteNumber, .repeatedFlex, .scaledFlex,
        .flexInInequality, .compoundMixedWithScalar, .scaledEdges, .compoundMismatch, .compoundRelatedToScalar,
        .axisMismatch, .sizeRelatedToLocation, .priorityOutOfRange, .alwaysFalse, .withoutUnknowns, .flexInCompound,
        .priorityRoundsToRequired, .subtractedInset, .numberTooLarge, .unknownContentSize, .unknownTextStyle,
        .malformedScaled, .textStyleWithoutIntrinsicSize, .scaledBeyondConstant,
        .duplicateConstraint, .constraintAtTwoPriorities, .conflictingEqualities, .duplicateConstraintName,
        .viewsNestedTooDeeply, .superviewOfRoot, .superviewWithoutView, .safeAreaOfGuide, .absolutePositionInNestedView, .rootGuideOfView,
        .scrollGuideOfNonScrollView, .scrollEdgeAttachesToContent, .unclosedBlock,
        .unmatchedClosingBrace, .blocksNestedTooDeeply, .malformedCondition, .declarationInVariant,
        .incompleteCondition, .unknownConditionName, .conditionNeedsCanvas, .unusedFlag, .tooManyVariants,
        .nonStackPropertyInVariant,
        .unterminatedString, .malformedUse, .unreadableInclude, .includeOutsideTree, .includeCycle,
        .includeWithoutLoader, .misplacedUse, .malformedClear, .replacedConstraint, .clearDropsNothing,
        .compositionInVariant, .includeTooDeep, .unsatisfiableConstraints, .undeterminedAttributes,
        .unsolvableConstraint, .unmirroredFrame, .safeAreaOffDefinition, .checkedWithoutCanvas, .nonFiniteFrame,
        .collapsedFittedRoot, .viewInUnsafeArea,
        .malformedCanvas, .misplacedCanvas, .unknownCanvas, .sameAtEveryContentSize, .textTruncated, .textOffScreen,
        .malformedVisibility, .hiddenGuide, .hiddenRoot, .redundantVisibility,
        .unknownConstant, .viewAsNumber, .misplacedConstant, .nonConstantValue,
        .helperGuides, .noSingleAnchor, .directionalWithAbsolute, .rescaledOptionalConstraint, .anchorUnavailable,
        .rootPositionConstraint, .nonFiniteInAutoLayout, .priorityNotRepresentable, .prioritiesMergeAsFloat,
        .stackWithoutAppKitCounterpart, .scrollWithoutAppKitCounterpart, .notCompiledToFrames,
        .malformedDocument, .unsupportedDocument, .inexpressible, .leftOut, .placeholderRemoved, .misplacedView, .staleFrame,
    ]
}
