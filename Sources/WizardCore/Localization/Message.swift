/// A message made before it is known which language will tell it (an
/// error thrown deep in file handling, say): its English text and the
/// values for its `{1}`, `{2}`, ….
public struct Message: Sendable, Equatable {
  public var english: String
  public var arguments: [String]

  public init(_ english: String, _ arguments: String...) {
    self.english = english
    self.arguments = arguments
  }

  public func text(in language: Language) -> String {
    tr(english, in: language, arguments)
  }
}
