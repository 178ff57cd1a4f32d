import LayoutSource

/// Small source files for renderer tests.
enum SourceFileFixture {
    static func make(path: String = "t.layout", text: String) -> SourceFile {
        SourceFile(path: path, text: text)
    }
}
