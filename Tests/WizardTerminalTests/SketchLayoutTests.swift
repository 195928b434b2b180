import Testing
import WizardTerminal

@testable import WizardCore

/// On a terminal, text reports wrap prose but never code: a sketch line
/// broken in two no longer compiles.
@Suite struct SketchLayoutTests {
  @Test func sketchLinesAreNeverWrapped() throws {
    let sketch =
      "let options = UINavigationController(rootViewController: ShareOptionsViewController())\n"
      + "options.popoverPresentationController?.delegate = self  // keep work in presentationControllerDidDismiss(_:)"
    let framework = Implementation.Framework(
      summary: "A summary long enough to be wrapped at forty columns, as prose is.",
      apis: [], sketch: sketch, context: .statements)
    var lines: [TextLine] = []
    TextReport.build(
      Implementation(uikit: framework, swiftui: framework, today: nil), language: .en, to: &lines)
    let rendered = TextLayout(width: 40, color: false).render(lines)
    for line in sketch.split(separator: "\n") {
      #expect(rendered.contains("      " + line + "\n"), "\(rendered)")
    }
    // The prose around it is wrapped.
    #expect(rendered.contains("  UIKit: A summary long enough to be\n    wrapped at forty columns"))
  }
}
