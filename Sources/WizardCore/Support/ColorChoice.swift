/// When output is coloured: `--color`, or `color:` in the configuration
/// file.
public enum ColorChoice: String, Sendable, CaseIterable {
  /// As the environment and the stream say (``usesColor(isTerminal:environment:)``).
  case auto
  case always
  case never

  /// Whether text going to a stream is coloured, decided once here for
  /// every caller. The first rule that applies wins:
  ///
  /// 1. `always` or `never` (the flag, else the configuration file): the
  ///    person asked for hig-wizard in particular, so it beats the
  ///    variables every program reads;
  /// 2. `NO_COLOR` set and not empty: no colour (no-color.org);
  /// 3. `CLICOLOR_FORCE` set and neither empty nor `0`: colour, even through
  ///    a pipe or on a `dumb` terminal (for `less -R`, CI logs);
  /// 4. `CLICOLOR=0`: no colour;
  /// 5. colour only on a terminal whose `TERM` is set, not empty and not
  ///    `dumb` (one that says nothing about itself may know no escapes).
  ///
  /// - Parameters:
  ///   - isTerminal: whether the stream is a terminal.
  ///   - environment: the variable of that name, or nil when unset.
  public func usesColor(isTerminal: Bool, environment: (String) -> String?) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto: break
    }
    func set(_ name: String) -> String? {
      guard let value = environment(name), !value.isEmpty else { return nil }
      return value
    }
    if set("NO_COLOR") != nil { return false }
    if let force = set("CLICOLOR_FORCE"), force != "0" { return true }
    if set("CLICOLOR") == "0" { return false }
    guard isTerminal, let term = set("TERM"), term != "dumb" else { return false }
    return true
  }
}
