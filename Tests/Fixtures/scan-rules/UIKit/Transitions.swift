import UIKit

final class PageController: UIViewController {
  func curlOverASheet() {
    let notes = NotesViewController()
    notes.modalPresentationStyle = .formSheet
    notes.modalTransitionStyle = .partialCurl
    present(notes, animated: true)  // expect: partial-curl-needs-full-screen
  }

  func curlFullScreen() {
    let notes = NotesViewController()
    notes.modalPresentationStyle = .fullScreen
    notes.modalTransitionStyle = .partialCurl
    present(notes, animated: true)
  }

  func openPicker(_ sender: UIBarButtonItem) {
    let picker = PickerViewController()
    picker.modalPresentationStyle = .popover
    picker.popoverPresentationController?.sourceItem = sender
    present(picker, animated: true)
  }
}

final class PickerViewController: UIViewController {
  func flipInside() {
    let detail = NotesViewController()
    detail.modalPresentationStyle = .currentContext
    detail.modalTransitionStyle = .flipHorizontal
    present(detail, animated: true)  // expect: current-context-in-popover-transition
  }

  func coverInside() {
    let detail = NotesViewController()
    detail.modalPresentationStyle = .overCurrentContext
    present(detail, animated: true)
  }

  func editOnTop() {
    let editor = NotesViewController()
    editor.modalPresentationStyle = .formSheet
    present(editor, animated: true)  // expect: modal-above-popover
  }
}

final class NotesViewController: UIViewController {
  @objc func close() { dismiss(animated: true) }
}
