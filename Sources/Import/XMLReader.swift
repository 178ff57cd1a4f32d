import LayoutSource

/// One XML element as read: its name, attributes in document order, children and where it starts.
///
/// The reader keeps the byte range of each start tag, so every diagnostic about an element can
/// point at `FILE:line:column` (Foundation's `XMLParser` reports the position where a tag ends,
/// which for IB's multi-line tags is not where it starts).
public struct MarkupElement: Sendable {
    /// The element's name (`view`, `constraint`).
    public var name: String
    /// The attributes in the order written; names are unique (a repeated name is an error).
    public var attributes: [(name: String, value: String)]
    /// The child elements in order; text content is dropped (IB keeps nothing a layout needs in it).
    public var children: [MarkupElement]
    /// The byte range of the start tag, `<` to `>`.
    public var range: SourceRange

    /// Creates an element.
    public init(name: String, attributes: [(name: String, value: String)], children: [MarkupElement], range: SourceRange) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.range = range
    }

    /// The value of the attribute `name`, or nil.
    public subscript(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The first child named `name` whose `key` attribute is `key` (IB's way of naming a role).
    public func child(_ name: String, key: String) -> MarkupElement? {
        children.first { $0.name == name && $0["key"] == key }
    }

    /// The first child named `name`.
    public func child(_ name: String) -> MarkupElement? {
        children.first { $0.name == name }
    }
}

/// Why a document could not be read: a message and the byte offset it concerns.
public struct XMLReadError: Error, Sendable {
    /// What is wrong, in the style of the compiler's messages.
    public var message: String
    /// Where, as a byte offset into the document.
    public var offset: Int
}

/// A small, strict XML reader for Interface Builder documents: elements, attributes, comments,
/// processing instructions, CDATA, a DOCTYPE and the predefined and numeric entities. No
/// namespaces and no DTD: IB writes none. Malformed input stops at the first error, with its offset.
public enum XMLReader {
    /// Reads the document in `bytes` and returns its root element.
    public static func read(_ bytes: [UInt8]) throws(XMLReadError) -> MarkupElement {
        var cursor = Cursor(bytes: bytes)
        return try cursor.document()
    }
}

/// The reading position over the bytes, with one method per construct.
private struct Cursor {
    let bytes: [UInt8]
    var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte-order mark is not part of the document.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    var atEnd: Bool { offset >= bytes.count }
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func fail(_ message: String, at offset: Int? = nil) -> XMLReadError {
        XMLReadError(message: message, offset: min(offset ?? self.offset, bytes.count))
    }

    func looksAt(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return offset + utf8.count <= bytes.count && Array(bytes[offset..<offset + utf8.count]) == utf8
    }

    mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { offset += 1 }
    }

    /// Skips to just after `terminator`, or fails naming what was left open at `start`.
    mutating func skip(past terminator: String, opened what: String, at start: Int) throws(XMLReadError) {
        while !atEnd {
            if looksAt(terminator) {
                offset += terminator.utf8.count
                return
            }
            offset += 1
        }
        throw fail("\(what) is not closed: expected '\(terminator)'", at: start)
    }

    /// Skips comments, processing instructions, a DOCTYPE and white space outside elements.
    mutating func skipMisc() throws(XMLReadError) {
        while true {
            skipSpace()
            let start = offset
            if looksAt("<!--") {
                try skip(past: "-->", opened: "a comment", at: start)
            } else if looksAt("<?") {
                try skip(past: "?>", opened: "a processing instruction", at: start)
            } else if looksAt("<!DOCTYPE") {
                try skip(past: ">", opened: "a DOCTYPE", at: start)
            } else {
                return
            }
        }
    }

    mutating func document() throws(XMLReadError) -> MarkupElement {
        try skipMisc()
        guard current == UInt8(ascii: "<") else {
            throw fail(atEnd ? "the document is empty: expected an element" : "expected '<' to start the document's element")
        }
        let root = try element()
        try skipMisc()
        guard atEnd else { throw fail("content after the document's element") }
        return root
    }

    mutating func name() throws(XMLReadError) -> String {
        let start = offset
        while let byte = current, isNameByte(byte) { offset += 1 }
        guard offset > start else {
            throw fail(current.map { "expected a name, found '\(String(decoding: [$0], as: UTF8.self))'" } ?? "expected a name, found the end of the file")
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            true
        default: byte >= 0x80
        }
    }

    /// Reads an element whose `<` is at the cursor, with its children and end tag.
    mutating func element() throws(XMLReadError) -> MarkupElement {
        let start = offset
        offset += 1
        let elementName = try name()
        var attributes: [(name: String, value: String)] = []
        while true {
            let beforeSpace = offset
            skipSpace()
            guard let byte = current else { throw fail("the tag '<\(elementName)' is not closed", at: start) }
            if byte == UInt8(ascii: "/") {
                guard offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: ">") else { throw fail("expected '/>'") }
                offset += 2
                return MarkupElement(name: elementName, attributes: attributes, children: [], range: SourceRange(start: start, end: offset))
            }
            if byte == UInt8(ascii: ">") {
                offset += 1
                break
            }
            guard offset > beforeSpace else { throw fail("expected white space before an attribute") }
            let attributeStart = offset
            let attributeName = try name()
            skipSpace()
            guard current == UInt8(ascii: "=") else { throw fail("expected '=' after the attribute '\(attributeName)'") }
            offset += 1
            skipSpace()
            let value = try quoted()
            if attributes.contains(where: { $0.name == attributeName }) {
                throw fail("the attribute '\(attributeName)' is given twice", at: attributeStart)
            }
            attributes.append((attributeName, value))
        }
        let tagEnd = offset
        var children: [MarkupElement] = []
        while true {
            guard !atEnd else { throw fail("the element '<\(elementName)>' is not closed: expected '</\(elementName)>'", at: start) }
            if looksAt("</") {
                let closeStart = offset
                offset += 2
                let closing = try name()
                skipSpace()
                guard current == UInt8(ascii: ">") else { throw fail("expected '>' to end '</\(closing)'") }
                offset += 1
                guard closing == elementName else {
                    throw fail("'</\(closing)>' closes '<\(elementName)>', which was opened on an earlier line", at: closeStart)
                }
                break
            } else if looksAt("<!--") {
                try skip(past: "-->", opened: "a comment", at: offset)
            } else if looksAt("<![CDATA[") {
                try skip(past: "]]>", opened: "a CDATA section", at: offset)
            } else if looksAt("<?") {
                try skip(past: "?>", opened: "a processing instruction", at: offset)
            } else if current == UInt8(ascii: "<") {
                children.append(try element())
            } else if current == UInt8(ascii: "&") {
                _ = try entity()
            } else {
                offset += 1
            }
        }
        return MarkupElement(name: elementName, attributes: attributes, children: children, range: SourceRange(start: start, end: tagEnd))
    }

    /// Reads a quoted attribute value, decoding entities.
    mutating func quoted() throws(XMLReadError) -> String {
        guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            throw fail("expected a quoted attribute value")
        }
        let start = offset
        offset += 1
        var value: [UInt8] = []
        while true {
            guard let byte = current else { throw fail("the attribute value is not closed", at: start) }
            if byte == quote {
                offset += 1
                return String(decoding: value, as: UTF8.self)
            }
            if byte == UInt8(ascii: "<") { throw fail("'<' in an attribute value must be written '&lt;'") }
            if byte == UInt8(ascii: "&") {
                value += try entity()
            } else {
                value.append(byte)
                offset += 1
            }
        }
    }

    /// Reads `&name;` or `&#N;` / `&#xN;` at the cursor and returns its UTF-8 bytes.
    mutating func entity() throws(XMLReadError) -> [UInt8] {
        let start = offset
        offset += 1
        var body: [UInt8] = []
        while let byte = current, byte != UInt8(ascii: ";") {
            guard body.count < 12 else { throw fail("an entity reference is not closed by ';'", at: start) }
            body.append(byte)
            offset += 1
        }
        guard current == UInt8(ascii: ";") else { throw fail("an entity reference is not closed by ';'", at: start) }
        offset += 1
        let text = String(decoding: body, as: UTF8.self)
        switch text {
        case "amp": return [UInt8(ascii: "&")]
        case "lt": return [UInt8(ascii: "<")]
        case "gt": return [UInt8(ascii: ">")]
        case "quot": return [UInt8(ascii: "\"")]
        case "apos": return [UInt8(ascii: "'")]
        default: break
        }
        var scalar: UInt32?
        if text.hasPrefix("#x") || text.hasPrefix("#X") {
            scalar = UInt32(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("#") {
            scalar = UInt32(text.dropFirst(), radix: 10)
        }
        guard let value = scalar, let unicode = Unicode.Scalar(value) else {
            throw fail("unknown entity '&\(text);'", at: start)
        }
        return Array(String(Character(unicode)).utf8)
    }
}
