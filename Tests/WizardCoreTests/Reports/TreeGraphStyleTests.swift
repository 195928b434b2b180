import Foundation
import Testing

@testable import WizardCore

/// Pictures that read everywhere: every class a chart uses has a text colour
/// with enough contrast on its fill (whatever the viewer's theme), DOT
/// labels wrap Japanese, and follow-up nodes show the next tree's title.
@Suite struct TreeGraphStyleTests {
  /// WCAG relative luminance of `#rrggbb`.
  static func luminance(_ hex: String) throws -> Double {
    let digits = Array(hex.dropFirst())
    try #require(hex.first == "#" && digits.count == 6, "\(hex)")
    func channel(_ offset: Int) throws -> Double {
      let value = try #require(Int(String(digits[offset..<offset + 2]), radix: 16))
      let c = Double(value) / 255
      return c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * (try channel(0)) + 0.7152 * (try channel(2)) + 0.0722 * (try channel(4))
  }

  static func contrast(_ a: String, _ b: String) throws -> Double {
    let (x, y) = (try luminance(a), try luminance(b))
    return (max(x, y) + 0.05) / (min(x, y) + 0.05)
  }

  /// Mermaid's own default text colours: #333 in the default theme, #ccc
  /// in the dark one; a class that gives no colour of its own gets those.
  @Test func everyClassHasItsOwnReadableTextColour() throws {
    for style in TreeGraph.classes {
      #expect(try Self.contrast(style.fill, style.text) >= 4.5, "\(style.name)")
    }
    // The light fills are unreadable in the dark theme's default text
    // colour: this is why each class must set its own.
    #expect(try Self.contrast("#dafbe1", "#cccccc") < 4.5)
  }

  /// Every classDef that any chart of the bundled trees writes sets a fill
  /// and a text colour with contrast of at least 4.5:1.
  @Test func everyChartOfEveryTreeUsesReadableClasses() throws {
    let trees = try Fixtures.allTrees()
    var charts = trees.map { TreeGraph.mermaid($0, language: .en) }
    for tree in trees {
      for session in Session.allPaths(of: tree) {
        charts.append(
          TreeGraph.mermaidPath(
            tree, path: session.steps.map { ($0.questionID, $0.choiceID) },
            outcomeID: session.outcome?.id ?? ""))
      }
    }
    var checked = 0
    for chart in charts {
      for line in chart.split(separator: "\n") where line.contains("classDef ") {
        let fill = try #require(line.firstMatch(of: /fill:(#[0-9a-f]{6})/)?.1, "\(line)")
        let text = try #require(line.firstMatch(of: /color:(#[0-9a-f]{6})/)?.1, "\(line)")
        #expect(try Self.contrast(String(fill), String(text)) >= 4.5, "\(line)")
        checked += 1
      }
    }
    #expect(checked > 20)
  }

  @Test func followUpNodesShowTheTreesTitle() throws {
    let tree = try Fixtures.presentation()
    let mermaid = TreeGraph.mermaid(tree, titles: ["modal-style": "Modal style"], language: .en)
    #expect(mermaid.contains("t_modal_style[[\"Next decision#58; Modal style\"]]"))
    #expect(mermaid.contains("classDef followup "))
    let dot = TreeGraph.dot(tree, titles: ["modal-style": "Modal style"], language: .en)
    #expect(dot.contains("label=\"Next decision: Modal style\""))
  }

  @Test func japaneseLabelsWrapWithoutBreakingBeforeSmallKana() {
    let text = "モーダルコンテンツは、分割ビューのペイン、ポップオーバー、または画面全体を占めない別のビューの中に表示されますか？"
    let lines = TreeGraph.wrap(text)
    #expect(lines.count > 2)
    for line in lines {
      #expect(LineBreaking.columns(line) <= 32, "\(line)")
      if let first = line.first {
        #expect(!"、。，．・：；？！」』）］｝〕〉》】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶーゝゞヽヾ々".contains(first), "\(line)")
      }
    }
    #expect(lines.joined() == text)
    // English still breaks at spaces only.
    let english = TreeGraph.wrap(
      "Is the modal view mainly there to collect information from people?")
    #expect(
      english == ["Is the modal view mainly there", "to collect information from", "people?"])
  }
}
