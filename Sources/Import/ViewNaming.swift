/// Names for a scene's views as a person would write them: from the label IB shows (`userLabel`),
/// the outlet property a connection names, the accessibility identifier, the text a label or
/// button shows, the custom class, or the UIKit class, in that order; lowerCamelCase, unique in
/// the file (a repeated name gets 2, 3... in view order), never IB's object ids.
enum ViewNaming {
    /// Words a view may not be called: the language's keywords and reserved priority names, and
    /// the words that start statements or name a parent (a view called so would read ambiguously).
    static let reserved: Set<String> = [
        "view", "flex", "root", "required", "high", "medium", "low", "defaultHigh", "defaultLow", "fittingSize",
        "superview", "guide", "stack", "scroll", "when", "else", "use", "clear", "override", "canvas", "let", "hide",
        "show", "and", "or", "not", "true", "false", "safeArea", "content", "frame",
    ]

    /// The UIKit class an element stands for, as a word for names (`label`, `imageView`).
    static func classWord(_ element: MarkupElement) -> String {
        switch element.name {
        case "view": "container"
        case "tableViewCellContentView", "collectionViewCellContentView": "contentView"
        case "stackView": element["axis"] == "vertical" ? "column" : "row"
        case "wkWebView": "webView"
        case "switch": "toggle"
        default: element.name
        }
    }

    /// The suffix a name from text gets, so `Sign In` on a button reads `signInButton`.
    static func suffix(_ element: MarkupElement) -> String {
        switch element.name {
        case "label": "Label"
        case "button": "Button"
        case "textField": "Field"
        case "textView": "TextView"
        default: ""
        }
    }

    /// The outlet property each view id is connected to (`<outlet property="nameLabel"
    /// destination="ID"/>`, anywhere in the document), the first in document order when several
    /// are; outlet collections name no single view.
    static func outletNames(in document: MarkupElement) -> [String: String] {
        var result: [String: String] = [:]
        // Without recursion: documents nest deeply, and order is the document's.
        var pending: [MarkupElement] = [document]
        var index = 0
        while index < pending.count {
            let element = pending[index]
            index += 1
            if element.name == "outlet", let property = element["property"], let destination = element["destination"],
                result[destination] == nil
            {
                result[destination] = property
            }
            pending.append(contentsOf: element.children)
        }
        return result
    }

    /// The name of every view of `scene`, root first ("root"); `outlets` maps view ids to the
    /// outlet properties connected to them (`outletNames(in:)`).
    static func names(for scene: Scene, outlets: [String: String] = [:]) -> [String] {
        var used: Set<String> = ["root"]
        var names: [String] = []
        for (index, view) in scene.views.enumerated() {
            if index == 0 {
                names.append("root")
                continue
            }
            let base = candidate(for: view.element, outlet: view.element["id"].flatMap { outlets[$0] })
            var name = base
            var counter = 2
            while used.contains(name) || reserved.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            used.insert(name)
            names.append(name)
        }
        return names
    }

    /// The preferred name of one view, before it is made unique.
    static func candidate(for element: MarkupElement, outlet: String? = nil) -> String {
        if let label = element["userLabel"], let name = identifier(from: label, maxWords: 4) { return name }
        // An outlet is already a Swift property name: kept whole as far as it is an identifier.
        if let outlet, let name = outletIdentifier(outlet) ?? identifier(from: outlet, maxWords: 6) { return name }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration"),
            let identifierText = accessibility["identifier"], let name = identifier(from: identifierText, maxWords: 4)
        {
            return name
        }
        // Text that starts with a digit or a symbol ("$40.00") names nothing well: the class does.
        if let text = displayedText(element), text.unicodeScalars.first.map({ $0.isASCII && $0.properties.isAlphabetic }) ?? false,
            let words = identifier(from: text, maxWords: 3)
        {
            let suffix = suffix(element)
            return words.lowercased().hasSuffix(suffix.lowercased()) ? words : words + suffix
        }
        if let custom = element["customClass"], let name = identifier(from: custom, maxWords: 6) { return name }
        return classWord(element)
    }

    /// `outlet` as written when it is already an ASCII identifier of at most 40 characters
    /// (`imageURLLabel` stays so), its first letter made lower case; nil otherwise.
    static func outletIdentifier(_ outlet: String) -> String? {
        let scalars = Array(outlet.unicodeScalars)
        guard let first = scalars.first, scalars.count <= 40, first.isASCII, first.properties.isAlphabetic,
            scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
        else { return nil }
        return String(first).lowercased() + String(String.UnicodeScalarView(scalars.dropFirst()))
    }

    /// The text a label, button or text field shows, if any.
    static func displayedText(_ element: MarkupElement) -> String? {
        switch element.name {
        case "label": return element["text"]
        case "button":
            if let state = element.children.first(where: { $0.name == "state" && $0["key"] == "normal" }), let title = state["title"] {
                return title
            }
            return element.child("buttonConfiguration")?["title"] ?? element["title"]
        case "textField": return element["placeholder"] ?? element["text"]
        default: return nil
        }
    }

    /// `text` as a lowerCamelCase identifier of at most `maxWords` words: ASCII letters and digits
    /// only, never starting with a digit; nil when nothing is left.
    static func identifier(from text: String, maxWords: Int) -> String? {
        // Split at anything that is not an ASCII letter or digit, and at lower-to-upper case changes
        // (so `MyCustomWidget` keeps its words).
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for scalar in text.unicodeScalars {
            let isLetterOrDigit = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            if !isLetterOrDigit {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLower = false
                continue
            }
            let isUpper = scalar.properties.isUppercase
            if isUpper && previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.unicodeScalars.append(scalar)
            previousWasLower = !isUpper
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.prefix(maxWords))
        guard !words.isEmpty else { return nil }
        var result = ""
        for (position, word) in words.enumerated() {
            let lower = word.lowercased()
            if position == 0 {
                // An acronym at the start (`URLField`) becomes lower case whole.
                result += lower
            } else {
                result += lower.prefix(1).uppercased() + lower.dropFirst()
            }
        }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "v" + result }
        guard result.count <= 40 else { return String(result.prefix(40)) }
        return result
    }
}
