import UIKit

final class ShareController: UIViewController {
  var items: [Any] = []

  @objc func shareWithoutAnchor() {
    let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
    present(activity, animated: true)  // expect: popover-without-anchor
  }

  @objc func shareFromButton(_ sender: UIBarButtonItem) {
    let activity = UIActivityViewController(activityItems: items, applicationActivities: nil)
    activity.popoverPresentationController?.sourceItem = sender
    present(activity, animated: true)
  }

  func askWithoutAnchor() {
    let sheet = UIAlertController(title: "Delete", message: nil, preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    self.present(sheet, animated: true, completion: nil)  // expect: popover-without-anchor
  }

  func askInTheMiddle() {
    let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
    present(alert, animated: true)
  }

  func askSilenced() {
    let sheet = UIAlertController(title: "Move", message: nil, preferredStyle: .actionSheet)
    // hig-wizard:ignore popover-without-anchor
    present(sheet, animated: true)
  }
}
