import UIKit

final class SetupCoordinator: UIViewController {
  func startLocked() {
    let setup = LockedSetupViewController()
    setup.modalPresentationStyle = .formSheet
    setup.isModalInPresentation = true
    present(setup, animated: true)  // expect: modal-without-way-out
  }

  func startWithCancel() {
    let setup = CancellableSetupViewController()
    setup.modalPresentationStyle = .formSheet
    setup.isModalInPresentation = true
    present(setup, animated: true)
  }

  func startWithDefaults() {
    let setup = CancellableSetupViewController()
    present(setup, animated: true)  // expect: automatic-presentation-style
  }
}

final class LockedSetupViewController: UIViewController {
  func save() {}
}

final class CancellableSetupViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
  }
}

final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
  func adaptivePresentationStyle(  // expect: popover-kept-on-iphone
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    .none
  }
}
