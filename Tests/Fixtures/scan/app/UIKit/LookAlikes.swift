// swift-format-ignore-file
/// Calls present(_:animated:) once the page is ready: a comment, not a call.
struct PagePrinter {
  // self.present(alert, animated: true)
  let note = "present(alert, animated: true)"

  func printAll() {
    /*@1*/present(page: 3)
  }

  func /*@2*/present(page: Int) {
    /* present(alert, animated: true) */
  }
}
