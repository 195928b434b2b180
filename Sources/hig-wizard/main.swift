import WizardCore
import WizardMessages

Translations.register()
let code = HigWizard.main(Array(CommandLine.arguments.dropFirst()))
System.exit(code.rawValue)
