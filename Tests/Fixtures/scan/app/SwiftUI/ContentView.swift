// swift-format-ignore-file
import SwiftUI

struct ContentView: View {
  @State private var showingSettings = false
  @State private var showingTip = false

  var body: some View {
    Button("Settings") { showingSettings = true }
      /*@1*/.sheet(isPresented: $showingSettings) {
        NavigationStack {
          SettingsView()/*@5*/.presentationDetents([.medium, .large])
        }
      }
      // hig-wizard:ignore popover-anchor, popover-on-iphone -- the tip is small
      /*@2*/.popover(isPresented: $showingTip) {
        Text("Tip")/*@3*/.presentationCompactAdaptation(.popover)
      }
  }
}

struct SettingsView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Form { Text("Options") }
      /*@4*/.interactiveDismissDisabled()  // hig-wizard:ignore no-way-out
      .toolbar { Button("Done") { dismiss() } }
  }
}
