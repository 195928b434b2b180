@testable import WizardCore

/// Trees made in code, for sizes and shapes Questions/ does not have: long
/// lines of questions, and random graphs (cycles too) for comparing a fast
/// walk with the plain one.
enum GeneratedTrees {
  static let here = SourceLocation(file: "generated.yaml", line: 1, column: 1)

  static func choice(_ id: String, to next: String) -> Choice {
    Choice(id: id, label: id, next: next, reason: "R", location: here, nextLocation: here)
  }

  static func question(_ id: String, default value: String? = "yes", _ choices: [Choice])
    -> Question
  {
    Question(
      id: id, prompt: "\(id)?", topic: "T", help: "H", defaultChoice: value, choices: choices,
      location: here)
  }

  static func outcome(_ id: String) -> Outcome {
    Outcome(
      id: id, title: id, recommendation: "R", rationale: "R", topic: "T", checklist: [],
      location: here)
  }

  static func tree(_ id: String, start: String, _ questions: [Question], _ outcomes: [Outcome])
    -> Tree
  {
    Tree(
      id: id, title: id, summary: "A generated tree.", start: start, questions: questions,
      outcomes: outcomes, source: "generated.yaml", location: here, startLocation: here)
  }

  /// `count` yes/no questions in a line, each defaulting to "yes": "yes"
  /// leads to the next question (the last one's to `done-a`); "no" leads to
  /// `done-b`, or with `skipping`, over the next question to the one after
  /// it (the last two's to `done-b`). With `facts`, each question settles
  /// a fact of its own.
  static func line(_ count: Int, skipping: Bool = false, facts: Bool = false) -> Tree {
    let questions = (1...count).map { index in
      let yes = index < count ? "q\(index + 1)" : "done-a"
      let no = skipping && index + 1 < count ? "q\(index + 2)" : "done-b"
      var made = question("q\(index)", [choice("yes", to: yes), choice("no", to: no)])
      if facts { made.fact = "f\(index)" }
      return made
    }
    return tree("line", start: "q1", questions, [outcome("done-a"), outcome("done-b")])
  }

  /// A random graph of `count` questions of two or three choices, each
  /// leading to a random question or one of four outcomes; with `cycles`,
  /// a choice may lead back to an earlier question, and a few ids lead
  /// nowhere.
  static func random(
    _ count: Int, cycles: Bool, using generator: inout some RandomNumberGenerator
  ) -> Tree {
    let outcomes = ["o1", "o2", "o3", "o4"]
    let questions = (0..<count).map { index in
      let choices = (0..<Int.random(in: 2...3, using: &generator)).map { number in
        var targets = outcomes
        if cycles {
          targets += (0..<count).map { "q\($0)" } + ["nowhere"]
        } else if index + 1 < count {
          targets += (index + 1..<count).map { "q\($0)" }
        }
        return choice("c\(number)", to: targets.randomElement(using: &generator) ?? "o1")
      }
      return question("q\(index)", default: nil, choices)
    }
    return tree("random", start: "q0", questions, outcomes.map(outcome))
  }
}

/// A small random number generator with a seed, so that a failing case can
/// be run again (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
