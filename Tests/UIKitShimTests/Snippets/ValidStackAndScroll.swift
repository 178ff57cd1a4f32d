// Must type-check against the shim: stack and scroll views as UIKit code configures them.
import UIKit

@MainActor func configure(stack: UIStackView, page: UIScrollView, ok: UIView, cancel: UIView, body: UIView) -> [NSLayoutConstraint] {
    stack.axis = .vertical
    stack.spacing = UIStackView.spacingUseSystem
    stack.distribution = .fillEqually
    stack.alignment = .top
    stack.alignment = .lastBaseline
    stack.isBaselineRelativeArrangement = true
    stack.isLayoutMarginsRelativeArrangement = true
    stack.addArrangedSubview(cancel)
    stack.insertArrangedSubview(ok, at: 1)
    stack.setCustomSpacing(16, after: cancel)
    let spacing: CGFloat = stack.customSpacing(after: cancel)
    _ = spacing == UIStackView.spacingUseDefault
    let arranged: [UIView] = stack.arrangedSubviews
    _ = arranged
    let other = UIStackView(arrangedSubviews: [UIView(), UIView()])
    other.distribution = UIStackView.Distribution.equalCentering
    ok.isHidden = true
    page.contentSize = CGSize(width: 10, height: 20)
    return [
        body.topAnchor.constraint(equalTo: page.contentLayoutGuide.topAnchor),
        body.widthAnchor.constraint(equalTo: page.frameLayoutGuide.widthAnchor),
    ]
}
