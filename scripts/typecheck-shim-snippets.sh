#!/bin/sh
# Type-checks Tests/UIKitShimTests/Snippets against the built UIKitShim module imported as UIKit,
# and Tests/UIKitShimTests/AppKitSnippets against AppKitShim imported as AppKit, the same check
# TypeCheckTests runs from `swift test`; for CI or a build path the test cannot find.
# Valid*.swift must compile; each Invalid*.swift must fail (read the errors against its first line).
set -eu
cd "$(dirname "$0")/.."
swift build --target UIKitShim >/dev/null
swift build --target AppKitShim >/dev/null
modules="$(swift build --show-bin-path)/Modules"
check() {
    folder="$1"
    alias="$2"
    swiftc -typecheck -swift-version 6 -module-alias "$alias" -I "$modules" "$folder"/Valid*.swift
    for file in "$folder"/Invalid*.swift; do
        if swiftc -typecheck -swift-version 6 -module-alias "$alias" -I "$modules" "$file" 2>/dev/null; then
            echo "$file type-checked but must not" >&2
            exit 1
        fi
    done
}
check Tests/UIKitShimTests/Snippets UIKit=UIKitShim
check Tests/UIKitShimTests/AppKitSnippets AppKit=AppKitShim
echo "shim snippets: ok"
