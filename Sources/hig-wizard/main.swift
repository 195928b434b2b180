import WizardCore

let code = HigWizard.main(Array(CommandLine.arguments.dropFirst()))
System.exit(code.rawValue)
