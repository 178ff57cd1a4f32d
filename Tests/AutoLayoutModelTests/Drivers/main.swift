// The driver: builds the views, runs the layout, prints the snapshot as JSON.
@_spi(Recording) import UIKit

ShimRecorder.shared.layoutDirection = CommandLine.arguments.contains("rtl") ? .rightToLeft : .leftToRight
let root = UIView()
root.shimLabel = "root"
root.shimSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
let avatar = UIView()
avatar.shimLabel = "avatar"
let name = ShimContentView(intrinsicContentSize: CGSize(width: 120, height: 20))
name.shimLabel = "name"
let layout = RowLayout(root: root, avatar: avatar, name: name)
layout.activate()
print(try ShimRecorder.shared.snapshot(root: root).jsonString())
