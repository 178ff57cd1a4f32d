// Hand-written frame code for the frame engine's benchmark: what an iOS engineer writes in
// `layoutSubviews()` for the same screens (left to right), reading root's size and setting
// frames. Each function gives the frames `layoutc solve` gives at the benchmark's sizes (the
// benchmark checks it before timing): the limit the generated code is measured against.
import UIKit

@MainActor
enum HandWritten {
    /// Examples/feed-card.layout.
    static func feedCard(_ root: UIView, _ views: [UIView]) {
        let width = Double(root.bounds.size.width)
        let cardWidth = min(width - 24, 600)
        let cardX = (width - cardWidth) / 2
        let inner = cardWidth - 24
        views[1].frame = CGRect(x: cardX + 12, y: 24, width: 40, height: 40)
        let timeX = cardX + cardWidth - 12 - 56
        views[3].frame = CGRect(x: timeX, y: 36, width: 56, height: 16)
        let authorX = cardX + 62
        views[2].frame = CGRect(x: authorX, y: 34, width: max(0, min(240, timeX - 8 - authorX)), height: 20)
        views[4].frame = CGRect(x: cardX + 12, y: 76, width: inner, height: 60)
        let photoHeight = min(inner * 3 / 4, 280)
        views[5].frame = CGRect(x: cardX + 12, y: 148, width: inner, height: photoHeight)
        let buttonY = 148 + photoHeight + 12
        let buttonWidth = (inner - 16) / 3
        for index in 0..<3 {
            views[6 + index].frame = CGRect(x: cardX + 12 + Double(index) * (buttonWidth + 8), y: buttonY, width: buttonWidth, height: 36)
        }
        views[0].frame = CGRect(x: cardX, y: 12, width: cardWidth, height: buttonY + 36 + 12 - 12)
    }

    /// Examples/login.layout.
    static func login(_ root: UIView, _ views: [UIView]) {
        let size = root.bounds.size
        let width = Double(size.width)
        let formWidth = min(width - 48, 400)
        let formX = (width - formWidth) / 2
        let formY = Double(size.height) / 2 - 178
        views[0].frame = CGRect(x: formX, y: formY, width: formWidth, height: 356)
        views[1].frame = CGRect(x: formX + (formWidth - 72) / 2, y: formY, width: 72, height: 72)
        views[2].frame = CGRect(x: formX, y: formY + 88, width: formWidth, height: 28)
        views[3].frame = CGRect(x: formX, y: formY + 148, width: formWidth, height: 44)
        views[4].frame = CGRect(x: formX, y: formY + 204, width: formWidth, height: 44)
        views[5].frame = CGRect(x: formX, y: formY + 272, width: formWidth, height: 48)
        let forgotWidth = min(200, formWidth)
        views[6].frame = CGRect(x: formX + (formWidth - forgotWidth) / 2, y: formY + 336, width: forgotWidth, height: 20)
    }

    /// Examples/chat-row.layout.
    static func chatRow(_ root: UIView, _ views: [UIView]) {
        let width = Double(root.bounds.size.width)
        views[0].frame = CGRect(x: 16, y: 8, width: width - 32, height: 56)
        views[1].frame = CGRect(x: 16, y: 16, width: 40, height: 40)
        let timeX = width - 16 - 48
        views[3].frame = CGRect(x: timeX, y: 48, width: 48, height: 16)
        views[2].frame = CGRect(x: 64, y: 8, width: timeX - 8 - 64, height: 56)
    }

    /// `gen_layout.py stack N`.
    static func stack(_ root: UIView, _ views: [UIView]) {
        let width = Double(root.bounds.size.width) - 32
        var y = 8.0
        for view in views {
            view.frame = CGRect(x: 16, y: y, width: width, height: 60)
            y += 68
        }
    }

    /// `gen_layout.py grid ROWS COLUMNS` (views row by row).
    static func grid(_ root: UIView, _ views: [UIView], columns: Int) {
        let cellWidth = (Double(root.bounds.size.width) - 8 * Double(columns + 1)) / Double(columns)
        for (index, view) in views.enumerated() {
            let row = index / columns, column = index % columns
            view.frame = CGRect(x: 8 + Double(column) * (cellWidth + 8), y: 8 + Double(row) * 52, width: cellWidth, height: 44)
        }
    }

    /// `gen_layout.py form N` (column, then label, field and note of each row).
    static func form(_ root: UIView, _ views: [UIView]) {
        let fieldWidth = Double(root.bounds.size.width) - 16 - 120
        let noteWidth = (fieldWidth - 8) / 3
        views[0].frame = CGRect(x: 120, y: 0, width: 0, height: 0)
        var y = 16.0
        var index = 1
        while index + 2 < views.count {
            views[index].frame = CGRect(x: 16, y: y + 6, width: 90, height: 20)
            views[index + 1].frame = CGRect(x: 120, y: y, width: fieldWidth, height: 32)
            views[index + 2].frame = CGRect(x: 120 + fieldWidth - 4 - noteWidth, y: y, width: noteWidth, height: 16)
            y += 44
            index += 3
        }
    }
}
