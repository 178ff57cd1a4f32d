/// The text `--help` prints for each topic.
enum HelpText {
    private static let exitStatus = """
        EXIT STATUS:
          0  success (warnings allowed)
          1  the input has errors (with check --strict, warnings too)
          2  usage error, unreadable input (missing, a directory, larger than
             \(SourceLoader.maximumSize / 1024 / 1024) MB) or internal failure
        """

    /// The help for `topic`, ending in a newline.
    static func text(for topic: HelpTopic) -> String {
        switch topic {
        case .general: general
        case .solve: solve
        case .check: check
        case .generate: generate
        case .render: render
        case .preview: preview
        case .deps: deps
        case .devices: devices
        case .format: format
        case .import: importHelp
        case .lsp: lsp
        }
    }

    private static let general = """
        OVERVIEW: layoutc compiles .layout files (Auto Layout constraints written as equations)
        and solves them into view frames.

        USAGE: layoutc solve FILE [--size WxH | --device NAME] [--format table|json]
                             [--direction ltr|rtl] [--idiom phone|pad|mac] [--set FLAG]...
                             [--safe-area T,L,B,R] [--let NAME=VALUE]...
               layoutc check FILE... [--size WxH]... [--device NAME]... [--devices SET]
                             [--format FORMAT] [--strict] [--direction ltr|rtl] [--mirror]
                             [--idiom IDIOM] [--set FLAG]... [--safe-area T,L,B,R]
                             [--let NAME=V,V...]...
               layoutc generate FILE --target uikit|appkit|swiftui
                                [--engine autolayout|frames] [--output PATH] [--format FORMAT]
                                [--let NAME=VALUE]...
               layoutc render FILE [--size WxH]... [--device NAME]... [--devices SET]
                              [--format svg|html] [--output PATH] [--all-variants]
                              [--constraints] [--direction ltr|rtl] [--idiom IDIOM]
                              [--set FLAG]... [--safe-area T,L,B,R] [--let NAME=VALUE]...
               layoutc preview FILE [--output PAGE.html] [--watch] [--format FORMAT]
                               [--let NAME=VALUE]...
               layoutc deps FILE... [--format lines|make|json|stamp] [--make-target PATH]
                            [--output PATH]
               layoutc devices
               layoutc format FILE... [--check] [--in-place]
               layoutc import FILE.xib|FILE.storyboard [--scene ID] [--output DIR]
                              [--id-map PATH]
               layoutc lsp
               layoutc help [solve|check|generate|render|preview|deps|devices|format|import|lsp]
               layoutc --version

        COMMANDS:
          solve     lay out one file and print every view's frame
          check     check files and report their diagnostics
          generate  write the Swift code that installs a file's constraints
          render    draw a file's frames as SVG, or several sizes and variants as HTML
          preview   write one HTML page that lays a file out live as you resize it
          deps      list every file a layout reads (it and the files it uses), for
                    build systems
          devices   list the devices '--device' takes, with their sizes and safe areas
          format    print files in the canonical style, check them (CI) or rewrite them
          import    turn an Interface Builder document's scenes into .layout files
          lsp       run the language server (for editors) on standard input and output

        OPTIONS:
          -h, --help   show help ('layoutc solve --help' for a command's own)
          --version    show the version

        \(exitStatus)

        """

    private static let preview = """
        OVERVIEW: write one self-contained HTML page (nothing to fetch, no server) that draws the
        file's views as boxes and lays them out again, in the page, as you drag the resize
        handle or pick a device, idiom, size classes, flags, direction or safe area: the frame
        engine's tableaus and dual simplex, compiled to JavaScript (generate --engine frames).
        The page's URL fragment #WxH means what 'solve --size WxH' means (no safe area, left to
        right, the default variant); without one, the file's first canvas, else 375x667. Each
        view is an element [data-view=NAME] whose inline left, top, width and height are its
        frame in root's coordinates. Conflicts are shown at the sizes where they happen, with
        their source lines, beside what 'check' reports.

        USAGE: layoutc preview FILE [--output PAGE.html] [--watch] [--format FORMAT]
                               [--let NAME=VALUE]...

        OPTIONS:
          --output PATH     write the page there instead of standard output
          --watch           keep running: rewrite the page whenever FILE or a file it uses
                            changes; an open page reloads itself (it polls PAGE.stamp.js,
                            written beside it) and keeps its size and options. Needs --output;
                            stop it with Ctrl-C
          --format FORMAT   how diagnostics are printed on standard error: human (the
                            default), short, json, sarif or github
          --let NAME=VALUE  give a constant the file declares this value instead
          -h, --help        show this help

        A file with errors, or one the frame engine does not compile (G012), gets no page and
        exits with status 1 (under --watch, a page that lists the errors and reloads once fixed).

        \(exitStatus)

        """

    private static let render = """
        OVERVIEW: draw one .layout file's views at their frames: nested views inside their
        parents, guides dashed, root's safe area and each view's margins shaded, undetermined
        views (S002) marked; when required constraints conflict (S001), the latest member of
        each conflict is relaxed so the layout is still drawn, every member's views marked,
        and the exit status is 1.

        USAGE: layoutc render FILE [--size WxH]... [--device NAME]... [--devices SET]
                              [--format svg|html] [--output PATH] [--all-variants]
                              [--constraints] [--direction ltr|rtl] [--idiom IDIOM]
                              [--set FLAG]... [--safe-area T,L,B,R] [--let NAME=VALUE]...
                              [--content-size NAME] [--keyboard HEIGHT]

        OPTIONS:
          --size WxH        the root's size, such as 375x667; svg takes exactly one
                            canvas, html one panel per canvas
          --device NAME     a real device's canvas: its size, safe-area insets and idiom,
                            root taken for a view controller's view; NAME as 'layoutc
                            devices' lists it, such as iPhoneSE3, iPhone15ProMax:landscape
                            or iPadPro11:landscape:split1/3 (case does not matter).
                            Not with --safe-area or --idiom
          --devices SET     all, phones, pads, or NAME,NAME...: a panel for each (html)
          --format svg      one SVG document, 1 unit = 1 point (the default)
          --format html     one self-contained page, an SVG per size and variant, captioned
          --output PATH     write the picture there instead of standard output
          --all-variants    (html) a panel for every combination of the file's flags and
                            idioms, at each size
          --constraints     draw each constraint as a line between the edges it relates,
                            coloured by relation, labelled with its constant and priority
          --direction DIR   ltr (the default) or rtl
          --idiom IDIOM     phone (the default), pad or mac
          --set FLAG        set a flag that 'when' blocks test; repeatable
          --safe-area T,L,B,R
                            root's safe-area insets, shaded in the picture
          --let NAME=VALUE  give a constant the file declares ('let keyboard = 0') this
                            value instead, as a running app may (a keyboard's height, a
                            Dynamic Type size); repeat for several constants
          --content-size NAME
                            the Dynamic Type content size category, one of UIKit's:
                            extraSmall ... large (the default) ... accessibilityExtra-
                            ExtraExtraLarge; scaled(...) numbers, textStyle views and
                            'when contentSize' blocks follow it
          --keyboard HEIGHT the keyboard's height in points for root.keyboard (UIKit's
                            keyboardLayoutGuide); 0, the default, hides it
          -h, --help        show this help

        Diagnostics go to standard error, in the human format. Sizes, insets and --let values are
        at most 1000000, as every number of a file is.

        \(exitStatus)

        """

    private static let solve = """
        OVERVIEW: lay out one .layout file and print every view's frame (root first, then the
        views in declaration order).

        USAGE: layoutc solve FILE [--size WxH | --device NAME] [--format table|json]
                             [--direction ltr|rtl] [--idiom phone|pad|mac] [--set FLAG]...
                             [--safe-area T,L,B,R] [--let NAME=VALUE]...
                             [--content-size NAME] [--keyboard HEIGHT]

        OPTIONS:
          --size WxH        the root's size, such as 375x667; 375x fits the height (the
                            smallest the constraints allow, as systemLayoutSizeFitting
                            with a fittingSizeLevel vertical priority does), x667 the
                            width. Without --size or --device, the file's first declared
                            canvas (canvas "iPhoneSE3") is taken, else the file's own
                            constraints must size the root; if they do not, solve stops
                            (status 2)
          --device NAME     a real device's canvas: its size, safe-area insets and idiom,
                            root taken for a view controller's view; NAME as 'layoutc
                            devices' lists it, such as iPhoneSE3, iPhone15ProMax:landscape
                            or iPadPro11:landscape:split1/3 (case does not matter).
                            Not with --size, --safe-area or --idiom
          --format table    an aligned table on standard output, diagnostics on standard
                            error (the default)
          --format json     {"frames": {...}, "guides": {...}, "parents": {...},
                            "diagnostics": [...]} on standard output (layout guides apart
                            from views; each view's and guide's parent by name)
          --direction DIR   ltr (the default) or rtl: in rtl, leading means right and
                            trailing means left
          --idiom IDIOM     phone (the default), pad or mac: the device 'when' blocks
                            test, and whose size classes the canvas has
          --set FLAG        set a flag that 'when' blocks test; repeat, or write
                            --set a,b, for several
          --safe-area T,L,B,R
                            root's safe-area insets: top, left, bottom, right, such as
                            47,0,34,0 (default 0,0,0,0); a view's safe area is its frame
                            clipped to root's
          --let NAME=VALUE  give a constant the file declares ('let keyboard = 0') this
                            value instead, as a running app may (a keyboard's height, a
                            Dynamic Type size); repeat for several constants
          --content-size NAME
                            the Dynamic Type content size category, one of UIKit's:
                            extraSmall ... large (the default) ... accessibilityExtra-
                            ExtraExtraLarge; scaled(...) numbers, textStyle views and
                            'when contentSize' blocks follow it
          --keyboard HEIGHT the keyboard's height in points for root.keyboard (UIKit's
                            keyboardLayoutGuide); 0, the default, hides it
          -h, --help        show this help

        Options may also be written --name=value; '--' ends options; '-' reads standard input.
        Sizes, insets and --let values are at most 1000000, as every number of a file is.

        \(exitStatus)

        """

    private static let generate = """
        OVERVIEW: write the Swift code that installs one .layout file's constraints: a class
        named after the file (feed-card.layout gives FeedCardLayout) whose initializer takes
        the root view and every declared view, and whose activate() installs them.

        USAGE: layoutc generate FILE --target uikit|appkit|swiftui [--engine autolayout|frames]
                                [--output PATH] [--format FORMAT] [--let NAME=VALUE]...

        OPTIONS:
          --target uikit    UIView, UILayoutGuide, UILayoutPriority (iOS 11 or later)
          --target appkit   NSView, NSLayoutGuide, NSLayoutConstraint.Priority (macOS 11
                            or later)
          --target swiftui  a SwiftUI Layout, <Name>Layout, whose subviews are the file's
                            views in declaration order (iOS 16, macOS 13); always frame
                            code (grammar.md, "SwiftUI layouts")
          --engine autolayout  code that installs the constraints (the default)
          --engine frames   code that computes every frame itself, without Auto Layout:
                            layout(), sizeThatFits(_:), onUnsatisfiable (grammar.md,
                            "The frame engine"; G012 for what it does not compile)
          --output PATH     write the Swift file there, atomically (default: standard
                            output)
          --format FORMAT   how to print diagnostics: human (the default), short, json,
                            sarif or github, as for check
          --let NAME=VALUE  the value a constant the file declares starts at; a constant
                            only added to constraints' constants also becomes a settable
                            property of the class (setting it updates those constants)
          -h, --help        show this help

        A file with errors, or with a constraint Auto Layout cannot state, writes nothing and
        exits with status 1 (see grammar.md, "Code generation", for the G codes).

        \(exitStatus)

        """

    private static let check = """
        OVERVIEW: check .layout files and report their diagnostics. Several files are checked
        in parallel and reported in the order given.

        USAGE: layoutc check FILE... [--size WxH]... [--device NAME]... [--devices SET]
                             [--format FORMAT] [--strict] [--direction ltr|rtl] [--mirror]
                             [--idiom IDIOM] [--set FLAG]... [--safe-area T,L,B,R]
                             [--let NAME=V,V...]... [--content-size NAME|all]...
                             [--keyboard HEIGHT]

        OPTIONS:
          --size WxH        also solve at this size, so unsatisfiable and undetermined
                            layouts are reported; repeat for several sizes. 375x fits the
                            height (x667 the width); 'degenerate' adds the sizes UIKit
                            imposes outside a screen: 0x0, 320x0, 0x44, 320x44 and the
                            narrowest Split View. Without any canvas, only the checks
                            that need none run, and a note (S006) says what was skipped
          --device NAME     a real device's canvas: its size, safe-area insets and idiom,
                            root taken for a view controller's view; NAME as 'layoutc
                            devices' lists it, such as iPhoneSE3, iPhone15ProMax:landscape
                            or iPadPro11:landscape:split1/3 (case does not matter).
                            Repeatable; not with --safe-area or --idiom
          --devices SET     all, phones, pads, or NAME,NAME...: every device of the set.
                            Without --size or --device, the canvases the file declares
                            (canvas "iPhoneSE3", "375x") are checked
          --format FORMAT   how to print diagnostics:
                              human   source lines with markers, on standard error
                                      (the default; coloured on a terminal unless
                                      NO_COLOR is set)
                              short   path:line:col: severity: message [CODE]
                              json    {"diagnostics": [...]}
                              sarif   a SARIF 2.1.0 log
                              github  GitHub Actions annotations
                            all but human go to standard output
          --strict          exit with status 1 on warnings too
          --direction DIR   ltr (the default) or rtl: in rtl, leading means right and
                            trailing means left
          --mirror          also solve in both directions and warn (S004) about every
                            view whose rtl frame is not the mirror of its ltr frame
          --idiom IDIOM     check only this idiom (phone, pad or mac); without it, a
                            file whose 'when' blocks depend on the idiom is checked on all
          --set FLAG        check only the variant with these flags set (repeatable);
                            without it, every combination of the file's flags is checked
          --safe-area T,L,B,R
                            root's safe-area insets: top, left, bottom, right (default
                            0,0,0,0)
          --let NAME=V,V... check at each of these values of a constant the file declares
                            ('let keyboard = 0'), such as --let keyboard=0,291,336; a
                            finding seen at some values only names them. Repeat for
                            several constants: every combination is checked (at most 64)
          --content-size NAME
                            check at this Dynamic Type content size category (one of
                            UIKit's, extraSmall to accessibilityExtraExtraExtraLarge;
                            default large); repeat, or 'all' for all 12: a finding seen
                            at some categories only names them. A file with no
                            'contentSize' condition, scaled(...) or textStyle is checked
                            once, and a note (C004) says so
          --keyboard HEIGHT the keyboard's height in points for root.keyboard (UIKit's
                            keyboardLayoutGuide); 0, the default, hides it
          -h, --help        show this help

        Options may also be written --name=value; '--' ends options; '-' reads standard input.
        Sizes, insets and --let values are at most 1000000, as every number of a file is.

        \(exitStatus)

        """

    private static let devices = """
        OVERVIEW: list the devices that '--device' takes, one a line: the name, root's size
        in points, the safe-area insets (top,left,bottom,right) and the idiom. Each device
        is listed in portrait, in landscape, and at each Split View width its source gives;
        the sources of the figures are cited in the compiler's DevicePreset.swift and in
        grammar.md, "Canvases".

        USAGE: layoutc devices

        """

    private static let lsp = """
        OVERVIEW: run the language server: the Language Server Protocol 3.17 over standard
        input and output (Content-Length framing), for editors. Diagnostics are exactly
        'layoutc check''s at the canvases the client configures (initializationOptions or
        workspace/didChangeConfiguration: {"sizes": ["375x667", "iPhoneSE3", ...]}, as
        --size and --device spell them, "contentSize": "accessibilityLarge", as
        --content-size does, and "keyboard": 336, as --keyboard does); without any, the file's own canvases or what needs no
        canvas, at large. README "Editors" shows how to hook it into VS Code and Neovim.

        USAGE: layoutc lsp [--stdio]

        OPTIONS:
          --stdio   accepted and ignored: standard input and output are the only transport

        EXIT STATUS:
          0  'exit' after 'shutdown' (or the end of input after 'shutdown')
          1  'exit' without 'shutdown', or the end of input without it

        """

    private static let deps = """
        OVERVIEW: list every file that .layout files read: each file, then every file it
        includes with 'use', transitively, each once, in the order the checker reads them.
        A build system declares these as the inputs of the file's generated code.

        USAGE: layoutc deps FILE... [--format lines|make|json|stamp] [--make-target PATH]
                            [--output PATH]

        OPTIONS:
          --format FORMAT   how to list the files, on standard output:
                              lines   one path a line (the default); with several
                                      files, every file any of them reads, once
                              make    a Makefile rule per file, 'TARGET: FILE USED...',
                                      and an empty rule per used file, so deleting
                                      one does not stop make
                              json    {"inputs": [{"path": FILE, "reads": [...]}]}
                              stamp   '// layoutc deps stamp 1', then '// DIGEST PATH'
                                      for every file read: it changes exactly when
                                      one of them does (the digest is of the
                                      contents); comments only, so it may be
                                      declared a Swift or C source
          --make-target PATH
                            the target of the make rule (one FILE only); by default
                            FILE with .layout replaced by .swift
          --output PATH     write the listing to PATH, leaving it untouched when it
                            already holds the same text, so a build system sees no
                            change (a stamp that only moves when an input changes)
          -h, --help        show this help

        Paths are printed as the checker names them: relative to the current folder when
        FILE is. A used file that cannot be read (U003), lies outside FILE's folder (U004)
        or is nested too deep (U012) is reported on standard error as
        path:line:col: error: message [CODE]; the files that were read are still listed.
        Other errors in the files are left to check and generate.

        EXIT STATUS:
          0  every file was listed
          1  a used file could not be read, so the list may be incomplete
          2  usage error, or a FILE named here could not be read

        """

    private static let format = """
        OVERVIEW: print .layout files in the one canonical style (grammar.md, "Formatting"):
        spacing, indentation, one statement a line, blank-line groups collapsed to one.
        Comments stay where they are, and the checked constraints and every frame are
        unchanged. There are no style options.

        USAGE: layoutc format FILE... [--check] [--in-place]

        OPTIONS:
          (none)        print the formatted text of the one FILE to standard output
          --check       write nothing; list each FILE that would change, one a line,
                        on standard output; exit 1 if any would (for CI)
          --in-place    rewrite each FILE that would change (a temporary file, then a
                        rename); files already formatted are not touched
          -h, --help    show this help

        A FILE with syntax errors is reported on standard error as
        path:line:col: error: message [CODE] and nothing is written for it.

        EXIT STATUS:
          0  every file is formatted (--check), or was printed or rewritten
          1  a file would change (--check), or has syntax errors
          2  usage error, or a FILE could not be read or written

        """

    private static let importHelp = """
        OVERVIEW: turn the scenes of an iOS Interface Builder document (.xib or .storyboard)
        into .layout files, one per scene: a storyboard's view controllers' views, a XIB's
        top-level views (grammar.md, "Importing Interface Builder documents").

        USAGE: layoutc import FILE.xib|FILE.storyboard [--scene ID] [--output DIR]
                              [--id-map PATH]

        OPTIONS:
          --scene ID      import only the scene whose root view has the Interface Builder
                          object id ID
          --output DIR    the folder to write the .layout files to (default: the current
                          one), made with its parents if missing
          --id-map PATH   write a JSON object mapping each imported view's object id to its
                          name in the .layout file
          -h, --help      show this help

        Each file's header says how to solve it as Interface Builder laid it out
        (layoutc solve FILE --size WxH --safe-area T,L,B,R). What has no equivalent is
        reported as path:line:col of the element, never dropped silently.

        EXIT STATUS:
          0  success (warnings allowed)
          1  a scene holds something a .layout file cannot express
          2  usage error (an unknown --scene lists the ids), unreadable input, or a file
             that could not be written

        """
}
