/// The defaults a person would otherwise repeat on every command line, from
/// `$XDG_CONFIG_HOME/hig-wizard/config.yaml` (schemas/config.json).
///
/// Each setting is the default of a flag, and the flag wins. The file is
/// about hig-wizard in particular, so it in turn wins over the variables
/// every program reads (`LANGUAGE`, `LC_ALL`, `LANG`, `NO_COLOR`,
/// `CLICOLOR_FORCE`, …), as gh's configuration does; the folders of
/// `questions` come before those of `HIG_WIZARD_QUESTIONS` and
/// `--questions`, which add to them.
public struct Configuration: Sendable, Equatable {
  /// `language`: as `--lang`.
  public var language: Language?
  /// `questions`: folders of trees, absolute (a relative one is read from
  /// the file's folder, `~/` from the home folder).
  public var questions: [String] = []
  /// `report-format`: as `--format` of `run` and `resume`.
  public var reportFormat: ReportFormat?
  /// `color`: as `--color`.
  public var color: ColorChoice?

  public init(
    language: Language? = nil, questions: [String] = [], reportFormat: ReportFormat? = nil,
    color: ColorChoice? = nil
  ) {
    self.language = language
    self.questions = questions
    self.reportFormat = reportFormat
    self.color = color
  }

  /// The keys the file may hold, in the order the schema lists them.
  public static let keys = ["language", "questions", "report-format", "color"]

  /// Where the file is: `$XDG_CONFIG_HOME/hig-wizard/config.yaml`, else
  /// `~/.config/hig-wizard/config.yaml`; nil with neither. A relative
  /// `XDG_CONFIG_HOME` is ignored, as the XDG Base Directory specification
  /// says.
  public static func path(environment: (String) -> String?) -> String? {
    if let config = environment("XDG_CONFIG_HOME"), config.hasPrefix("/") {
      return config + "/hig-wizard/config.yaml"
    }
    if let home = environment("HOME"), home.hasPrefix("/") {
      return home + "/.config/hig-wizard/config.yaml"
    }
    return nil
  }
}
