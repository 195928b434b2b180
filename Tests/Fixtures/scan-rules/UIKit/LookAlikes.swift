import Foundation

/// Names UIKit also uses, on types of our own: none of these presents.
struct Toast {
  func present(_ text: String) {}
  func show(_ text: String) {}
}

final class Screen {
  let toast = Toast()
  var modalPresentationStyleName = "formSheet"

  func greet() {
    toast.present("Hello")
    toast.show("Hi")
    // present(alert, animated: true) is what UIKit code would say here.
    let text = "present(sheet, animated: true); modalTransitionStyle = .partialCurl"
    print(text)
  }
}
