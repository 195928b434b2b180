import SwiftUI

struct SettingsView: View {
  @State private var showsSetup = false
  @State private var showsFilters = false
  @State private var showsEditor = false

  var body: some View {
    VStack {
      Button("Set up") { showsSetup = true }
        .sheet(isPresented: $showsSetup) {  // expect: modal-without-way-out
          SetupForm()
            .interactiveDismissDisabled()
        }
      Button("Filters") { showsFilters = true }
        .popover(isPresented: $showsFilters) {
          FilterList()
            .presentationCompactAdaptation(.popover)  // expect: popover-kept-in-compact-width
        }
      Button("Edit") { showsEditor = true }
        .fullScreenCover(isPresented: $showsEditor) {
          EditorView()
        }
    }
  }
}

struct SetupForm: View {
  var body: some View { Form { Text("Name") } }
}

struct FilterList: View {
  var body: some View { List { Text("Warm") } }
}

struct EditorView: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    NavigationStack {
      Text("Draft")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
        }
    }
  }
}
