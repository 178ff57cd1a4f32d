#!/bin/sh
# Type-checks Tests/UIKitShimTests/Snippets against the built UIKitShim module imported as UIKit,
# the same check TypeCheckTests runs from `swift test`; for CI or a build path the test cannot find.
# Valid*.swift must compile; each Invalid*.swift must fail (read the errors against its first line).
set -eu
cd "$(dirname "$0")/.."
swift build --target UIKitShim >/dev/null
modules="$(swift build --show-bin-path)/Modules"
swiftc -typecheck -swift-version 6 -module-alias UIKit=UIKitShim -I "$modules" Tests/UIKitShimTests/Snippets/Valid*.swift
for file in Tests/UIKitShimTests/Snippets/Invalid*.swift; do
    if swiftc -typecheck -swift-version 6 -module-alias UIKit=UIKitShim -I "$modules" "$file" 2>/dev/null; then
        echo "$file type-checked but must not" >&2
        exit 1
    fi
done
echo "shim snippets: ok"
