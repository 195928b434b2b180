// swift-format-ignore-file
import UIKit

final class SettingsPresenter: UIViewController, UIPopoverPresentationControllerDelegate {
  @IBOutlet var shareButton: UIButton!

  override func viewDidLoad() {
    super.viewDidLoad()
    /*@1*/isModalInPresentation = true
  }

  func showActions() {
    let alert = /*@2*/UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    alert.popoverPresentationController?/*@3*/.sourceView = shareButton
    self/*@4*/.present(alert, animated: true)
  }

  func showSetup() {
    navigationController?/*@5*/.present(
      /*@6*/UINavigationController(rootViewController: SetupViewController()), animated: true
    ) { print("shown") }
  }

  func showHalfSheet(_ controller: UIViewController) {
    controller.sheetPresentationController?/*@9*/.detents = [.medium(), .large()]
    /*@10*/present(controller, animated: true)
  }

  func /*@7*/adaptivePresentationStyle(
    for controller: UIPresentationController, traitCollection: UITraitCollection
  ) -> UIModalPresentationStyle {
    return .none
  }
}

extension SettingsPresenter: UIAdaptivePresentationControllerDelegate {
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
    dismiss(animated: true)
  }
}

final class SetupViewController: UIViewController {
  lazy var picker: UIViewController = {
    let picker = UIViewController()
    picker/*@8*/.modalPresentationStyle = UIModalPresentationStyle.formSheet
    return picker
  }()
}
